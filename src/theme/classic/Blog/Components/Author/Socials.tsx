// `@theme/Blog/Components/Author/Socials`: an author's social links (`socials` of authors.yml).
import type { BlogAuthor } from '../../../../../shared/blogTypes.js';
import Link from '../../../../Link.js';

export default function AuthorSocials({
  author,
  className,
}: {
  author: BlogAuthor;
  className?: string;
}) {
  return (
    <div className={`blog-author__socials${className ? ` ${className}` : ''}`}>
      {Object.entries(author.socials ?? {}).map(([platform, url]) => (
        <Link key={platform} href={url} title={platform} className="blog-author__social">
          {platform}
        </Link>
      ))}
    </div>
  );
}
