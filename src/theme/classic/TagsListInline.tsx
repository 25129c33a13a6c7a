// `@theme/TagsListInline`: a doc's tags, inline ("Tags:" and the list).
import Link from '../Link.js';

export default function TagsListInline({ tags }: { tags: { label: string; permalink: string }[] }) {
  return (
    <>
      <b>Tags:</b>
      <ul className="tags padding--none margin-left--sm">
        {tags.map((t) => (
          <li key={t.permalink} className="tag-list-item">
            <Link to={t.permalink} className="tag">
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
