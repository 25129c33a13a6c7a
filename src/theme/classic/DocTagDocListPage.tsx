// `@theme/DocTagDocListPage`: one docs tag's page (`{tag}`: `label`, `permalink`, `description`,
// `allTagsPath`, `count`, `unlisted` and `items`, the tagged docs' `{id, title, description,
// permalink}`): the title, the description, a link to every tag, and each doc with its description.
import { HtmlClassNameProvider } from '../docusaurus/htmlClassName.js';
import Link from '../Link.js';
import { translatePlural, translateTheme } from '../translate.js';

export interface TagDocListProp {
  label: string;
  permalink: string;
  description?: string;
  allTagsPath: string;
  count: number;
  unlisted: boolean;
  items: { id: string; title: string; description: string; permalink: string }[];
}

export default function DocTagDocListPage({ tag }: { tag: TagDocListProp }) {
  const n = tag.count;
  return (
    <HtmlClassNameProvider className="docs-tags-doc-list-page">
      <main className="container margin-vert--lg">
        <div className="row">
          <div className="col col--8 col--offset-2">
            <header className="margin-bottom--xl">
              <h1>
                {translateTheme(
                  'theme.docs.tagDocListPageTitle',
                  '{nDocsTagged} with "{tagName}"',
                  {
                    nDocsTagged: translatePlural(
                      'theme.docs.tagDocListPageTitle.nDocsTagged',
                      'One doc tagged|{count} docs tagged',
                      n,
                      { count: n },
                    ),
                    tagName: tag.label,
                  },
                )}
              </h1>
              {tag.description && <p>{tag.description}</p>}
              <Link to={tag.allTagsPath}>View all tags</Link>
            </header>
            <section className="margin-vert--lg">
              {tag.items.map((doc) => (
                <article key={doc.id} className="margin-vert--lg">
                  <Link to={doc.permalink}>
                    <h2>{doc.title}</h2>
                  </Link>
                  {doc.description && <p>{doc.description}</p>}
                </article>
              ))}
            </section>
          </div>
        </div>
      </main>
    </HtmlClassNameProvider>
  );
}
