// `@theme/Blog/Components/Author`: an author's picture, name (a link to their page, URL or e-mail
// address), title and social links (`@theme/Blog/Components/Author/Socials`), as Docusaurus draws
// them: the name a heading when `as` is given, the socials' row always there (it keeps names
// aligned). For a site on Docusaurus 3.10 the name is `translate="no"`, as 3.10 marks it.
import type { ReactNode } from 'react';
import type { BlogAuthor as Author } from '../../../../shared/blogTypes.js';
import { siteOnDocusaurus } from '../../../blog/authorRelease.js';
import Link from '../../../Link.js';
import AuthorSocials from './Author/Socials.js';

function MaybeLink({
  href,
  className,
  children,
}: {
  href?: string;
  className?: string;
  children: ReactNode;
}) {
  return href ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

function AuthorName({ name, as }: { name: string; as?: 'h1' | 'h2' }) {
  const noTranslate = siteOnDocusaurus(3, 9) ? { translate: 'no' as const } : {};
  const As = as ?? 'span';
  return (
    <As className="blog-author__name" itemProp="name" {...noTranslate}>
      {name}
    </As>
  );
}

export default function BlogAuthor({
  author,
  className,
  as,
  count,
}: {
  author: Author;
  className?: string;
  /** The author's number of posts, shown beside the name (the authors list page gives it). */
  count?: number;
  as?: 'h1' | 'h2';
}) {
  const { name, title, imageURL, email } = author;
  const link = author.page?.permalink || author.url || (email ? `mailto:${email}` : undefined);
  const classes = ['avatar margin-bottom--sm', className, as && `blog-author--as-${as}`];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {imageURL && (
        <MaybeLink href={link} className="avatar__photo-link">
          <img className="avatar__photo blog-author__image" src={imageURL} alt={name ?? ''} />
        </MaybeLink>
      )}
      {(name || title) && (
        <div
          className="avatar__intro blog-author__details"
          itemProp="author"
          itemScope
          itemType="https://schema.org/Person"
        >
          <div className="avatar__name">
            {name && (
              <MaybeLink href={link}>
                <AuthorName name={name} {...(as ? { as } : {})} />
              </MaybeLink>
            )}
            {count !== undefined && <span className="blog-author__count">{count}</span>}
          </div>
          {title && (
            <small className="blog-author__title" title={title} itemProp="description">
              {title}
            </small>
          )}
          <AuthorSocials author={author} />
        </div>
      )}
    </div>
  );
}
