// `@theme/TagsListByLetter`: tags (`{tags}`: `{label, permalink, count, description?}` each)
// sorted by label and grouped by their first letter, each letter an `@theme/Heading` (with its
// section link, as Docusaurus draws it) over its `@theme/Tag`s.
import Heading from '../mdx/Heading.js';
import { tagsByLetter } from '../tagsByLetter.js';
import Tag from './Tag.js';

export interface TagsListItem {
  label: string;
  permalink: string;
  count: number;
  description?: string;
}

export default function TagsListByLetter({ tags }: { tags: readonly TagsListItem[] }) {
  return (
    <section className="margin-vert--lg">
      {[...tagsByLetter([...tags])].map(([letter, list]) => (
        <article key={letter}>
          <Heading as="h2" id={letter}>
            {letter}
          </Heading>
          <ul className="padding--none">
            {list.map((tag) => (
              <li
                key={tag.permalink}
                className={
                  // Docusaurus's by-letter list leaves room for each tag's point (classicLook.css).
                  __DOCS_DOCUSAURUS_METADATA__
                    ? 'tag-list-item tags-by-letter__item'
                    : 'tag-list-item'
                }
              >
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
