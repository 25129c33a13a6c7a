// `@theme/TagsListInline`: the tags of a doc or of a blog post, inline ("Tags:" and the list), with
// the blog's classes inside a post (../blog/TagsList.tsx); each tag is an `@theme/Tag`.
import { useContext } from 'react';
import { BlogPostContext } from '../blog/BlogPostContext.js';
import { TagsList } from '../blog/TagsList.js';
import Tag from './Tag.js';
import { translateTheme } from '../translate.js';

export default function TagsListInline({
  tags,
}: {
  tags: { label: string; permalink: string; description?: string }[];
}) {
  if (useContext(BlogPostContext)) return <TagsList tags={tags} />;
  return (
    <>
      <b>{translateTheme('theme.tags.tagsListLabel', 'Tags:')}</b>
      <ul className="tags padding--none margin-left--sm">
        {tags.map((t) => (
          <li key={t.permalink} className="tag-list-item">
            <Tag label={t.label} permalink={t.permalink} description={t.description} />
          </li>
        ))}
      </ul>
    </>
  );
}
