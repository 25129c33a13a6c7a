// A blog post's tags, inline (on its page and on list pages), each an `@theme/Tag`.
import type { BlogTag } from '../../shared/blogTypes.js';
import Tag from '../classic/Tag.js';
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
          <li key={t.permalink} className="blog-tags__item">
            <Tag label={t.label} permalink={t.permalink} description={t.description} />
          </li>
        ))}
      </ul>
    </>
  );
}
