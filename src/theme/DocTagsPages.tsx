// The docs' tags pages (their modules: plugins/pages/docTags.ts): every tag grouped by its first
// letter (`/docs/tags`, `@theme/DocTagsListPage`) and one tag's docs (`/docs/tags/<tag>`,
// `@theme/DocTagDocListPage`), each inside the docs plugin's route levels down to the version
// (./DocRouteTree.tsx), as Docusaurus nests them, with Docusaurus's props.
import { useLocation } from './docusaurus/router.js';
import DocTagDocListPage from './classic/DocTagDocListPage.js';
import DocTagsListPageView from './classic/DocTagsListPage.js';
import DocRouteTree, { docsRootFrame } from './DocRouteTree.js';
import { sitePath, sitePermalinked, useSiteBasename } from './docusaurus/sitePaths.js';

export { tagsByLetter } from './tagsByLetter.js';

export interface TagListEntry {
  label: string;
  permalink: string;
  count: number;
}

/** A tags page's frame (its module's `frame`): its instance's DocsRoot, as for the docs. */
export const docTagsFrame = (pluginId: string, permalink: string) =>
  docsRootFrame({ permalink }, 'tags', pluginId);

export function DocTagsListPage({ tags }: { tags: TagListEntry[] }) {
  const { pathname } = useLocation();
  // The tags' permalinks whole, as Docusaurus's are.
  const basename = useSiteBasename();
  return (
    <DocRouteTree permalink={pathname} level="tags">
      <DocTagsListPageView tags={tags.map((tag) => sitePermalinked(basename, tag))} />
    </DocRouteTree>
  );
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
    <DocRouteTree permalink={tag.permalink} level="tags">
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
    </DocRouteTree>
  );
}
