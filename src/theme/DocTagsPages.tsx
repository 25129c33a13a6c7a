// The docs' tags pages, as Docusaurus's theme lays them out: every tag grouped by its first
// letter (`/docs/tags`), and one tag's docs with their descriptions (`/docs/tags/<tag>`).
import Link from './Link.js';
import { translatePlural, translateTheme } from './translate.js';
import Heading from './mdx/Heading.js';

export interface TagListEntry {
  label: string;
  permalink: string;
  count: number;
}

/** Tags sorted by label and grouped by their first letter, as both tags list pages show them. */
export function tagsByLetter<T extends { label: string }>(tags: T[]): Map<string, T[]> {
  const byLetter = new Map<string, T[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label))) {
    const letter = tag.label.charAt(0).toUpperCase();
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), tag]);
  }
  return byLetter;
}

export function DocTagsListPage({ tags }: { tags: TagListEntry[] }) {
  const byLetter = tagsByLetter(tags);
  return (
    <main className="container margin-vert--lg">
      <div className="row">
        <div className="col col--8 col--offset-2">
          <h1>Tags</h1>
          <section className="margin-vert--lg">
            {[...byLetter].map(([letter, list]) => (
              <article key={letter}>
                <Heading as="h2" id={letter}>
                  {letter}
                </Heading>
                <ul className="padding--none">
                  {list.map((t) => (
                    <li key={t.permalink} className="tag-list-item">
                      <Link to={t.permalink} className="tag">
                        {t.label}
                        <span className="tag__count">{t.count}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <hr />
              </article>
            ))}
          </section>
        </div>
      </div>
    </main>
  );
}

export interface TagPageData {
  label: string;
  description?: string;
  allTagsPath: string;
  docs: { title: string; permalink: string; description: string }[];
}

export function DocTagPage({ tag }: { tag: TagPageData }) {
  const n = tag.docs.length;
  return (
    <main className="container margin-vert--lg">
      <div className="row">
        <div className="col col--8 col--offset-2">
          <header className="margin-bottom--xl">
            <h1>
              {translateTheme('theme.docs.tagDocListPageTitle', '{nDocsTagged} with "{tagName}"', {
                nDocsTagged: translatePlural(
                  'theme.docs.tagDocListPageTitle.nDocsTagged',
                  'One doc tagged|{count} docs tagged',
                  n,
                  { count: n },
                ),
                tagName: tag.label,
              })}
            </h1>
            {tag.description && <p>{tag.description}</p>}
            <Link to={tag.allTagsPath}>View all tags</Link>
          </header>
          <section className="margin-vert--lg">
            {tag.docs.map((d) => (
              <article key={d.permalink} className="margin-vert--lg">
                <Link to={d.permalink}>
                  <h2>{d.title}</h2>
                </Link>
                {d.description && <p>{d.description}</p>}
              </article>
            ))}
          </section>
        </div>
      </div>
    </main>
  );
}
