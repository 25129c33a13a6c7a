// The docs' tags pages (their modules: plugins/pages/docTags.ts): every tag grouped by its first
// letter (`/docs/tags`, `@theme/DocTagsListPage`) and one tag's docs (`/docs/tags/<tag>`,
// `@theme/DocTagDocListPage`), each inside the docs plugin's route levels down to the version
// (./DocRouteTree.tsx), as Docusaurus nests them, with Docusaurus's props.
import DocTagDocListPage from './classic/DocTagDocListPage.js';
import DocTagsListPageView from './classic/DocTagsListPage.js';
import { docsRootFrame, loadedDocsFrame } from './DocRouteTree.js';
import { sitePath, sitePermalinked, useSiteBasename } from './docusaurus/sitePaths.js';

export { tagsByLetter } from './tagsByLetter.js';

export interface TagListEntry {
  label: string;
  permalink: string;
  count: number;
}

/**
 * A tags page's frame (its module's `frame`): its instance's DocsRoot, as for the docs; `loaded`
 * gives it with the instance's routes, on a Docusaurus site (../routeKinds/page.tsx).
 */
export const docTagsFrame = (pluginId: string, permalink: string) =>
  __DOCS_VERSION_DOCS__
    ? Object.assign(docsRootFrame({ m: { permalink }, level: 'tags', pluginId }), {
        loaded: () => loadedDocsFrame({ m: { permalink }, level: 'tags', pluginId }),
      })
    : docsRootFrame({ m: { permalink }, level: 'tags', pluginId });

export function DocTagsListPage({ tags }: { tags: TagListEntry[] }) {
  // The tags' permalinks whole, as Docusaurus's are.
  const basename = useSiteBasename();
  return <DocTagsListPageView tags={tags.map((tag) => sitePermalinked(basename, tag))} />;
}

export interface TagPageData {
  label: string;
  permalink: string;
  description?: string;
  unlisted?: boolean;
  allTagsPath: string;
  /** Each doc (`id`: missing from pages built before it was written; its permalink stands in). */
  docs: { id?: string; title: string; permalink: string; description: string }[];
}

export function DocTagPage({ tag }: { tag: TagPageData }) {
  const { docs, ...rest } = tag;
  // Permalinks whole (the base URL in front), as Docusaurus's are.
  const basename = useSiteBasename();
  return (
    <DocTagDocListPage
      tag={{
        ...rest,
        permalink: sitePath(basename, tag.permalink),
        allTagsPath: sitePath(basename, tag.allTagsPath),
        unlisted: tag.unlisted ?? false,
        count: docs.length,
        items: docs.map((doc) => ({
          ...doc,
          id: doc.id ?? doc.permalink,
          permalink: sitePath(basename, doc.permalink),
        })),
      }}
    />
  );
}
