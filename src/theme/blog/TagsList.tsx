// A blog post's tags, inline (on its page and on list pages).
import type { BlogTag } from '../../shared/blogTypes.js';
import Link from '../Link.js';

export function TagsList({ tags }: { tags: Pick<BlogTag, 'label' | 'permalink'>[] }) {
  if (!tags.length) return null;
  return (
    <>
      <b>Tags:</b>
      <ul className="tags padding--none margin-left--sm">
        {tags.map((t) => (
          <li key={t.permalink} className="tag">
            <Link href={t.permalink} className="blog-tag" rel="tag">
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
