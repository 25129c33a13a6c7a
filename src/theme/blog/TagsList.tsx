// A blog post's tags, inline (on its page and on list pages).
import type { BlogTag } from '../../shared/blogTypes.js';
import Link from '../Link.js';
import { translateTheme } from '../translate.js';

export function TagsList({
  tags,
}: {
  tags: Pick<BlogTag, 'label' | 'permalink' | 'description'>[];
}) {
  if (!tags.length) return null;
  return (
    <>
      <b>{translateTheme('theme.tags.tagsListLabel', 'Tags:')}</b>
      <ul className="tags padding--none margin-left--sm">
        {tags.map((t) => (
          <li key={t.permalink} className="tag">
            {/* The tag's description (tags.yml) as its title, as Docusaurus's `@theme/Tag`. */}
            <Link href={t.permalink} className="blog-tag" rel="tag" title={t.description}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
