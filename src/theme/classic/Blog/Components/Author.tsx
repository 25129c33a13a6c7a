// `@theme/Blog/Components/Author`: an author's picture, name (a link to their page or URL), title
// and social links (`@theme/Blog/Components/Author/Socials`).
import type { BlogAuthor as Author } from '../../../../shared/blogTypes.js';
import Link from '../../../Link.js';
import AuthorSocials from './Author/Socials.js';

export default function BlogAuthor({
  author,
  className,
}: {
  author: Author;
  className?: string;
  /** Docusaurus's authors list page gives the count and `as`; this theme's page shows the count. */
  count?: number;
  as?: 'h1' | 'h2';
}) {
  const link = author.page?.permalink ?? author.url;
  const name = author.name && <span itemProp="name">{author.name}</span>;
  return (
    <div className={`avatar margin-bottom--sm${className ? ` ${className}` : ''}`}>
      {author.imageURL && (
        <Link href={link} className="avatar__photo-link">
          <img className="avatar__photo" src={author.imageURL} alt={author.name ?? ''} />
        </Link>
      )}
      {(author.name || author.title) && (
        <div
          className="avatar__intro"
          itemProp="author"
          itemScope
          itemType="https://schema.org/Person"
        >
          <div className="avatar__name">{link ? <Link href={link}>{name}</Link> : name}</div>
          {author.title && (
            <small className="avatar__subtitle" itemProp="description">
              {author.title}
            </small>
          )}
          {author.socials && Object.keys(author.socials).length > 0 && (
            <AuthorSocials author={author} />
          )}
        </div>
      )}
    </div>
  );
}
