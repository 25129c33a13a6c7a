// `@theme/TagsListByLetter`: tags (`{tags}`: `{label, permalink, count, description?}` each)
// sorted by label and grouped by their first letter, each letter a heading with its `@theme/Tag`s.
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
          <h2 id={letter}>{letter}</h2>
          <ul className="padding--none">
            {list.map((tag) => (
              <li key={tag.permalink} className="tag-list-item">
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
