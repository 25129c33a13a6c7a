// `@theme/Blog/Components/Author/Socials`: an author's social links (`socials` of authors.yml),
// each titled with its platform's name as Docusaurus titles it; Docusaurus 3.10 adds `email`
// (a `mailto:` link titled "Email").
import type { BlogAuthor } from '../../../../../shared/blogTypes.js';
import { siteOnDocusaurus, socialLabel } from '../../../../blog/authorRelease.js';
import Link from '../../../../Link.js';

export default function AuthorSocials({
  author,
  className,
}: {
  author: BlogAuthor;
  className?: string;
}) {
  const release310 = siteOnDocusaurus(3, 10);
  return (
    <div className={`blog-author__socials${className ? ` ${className}` : ''}`}>
      {Object.entries(author.socials ?? {}).map(([platform, url]) => (
        <Link
          key={platform}
          href={url}
          title={socialLabel(platform, release310)}
          className="blog-author__social"
        >
          {socialLabel(platform, release310)}
        </Link>
      ))}
    </div>
  );
}
