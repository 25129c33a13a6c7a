// The docs' tags pages (their modules: plugins/pages/docTags.ts): every tag grouped by its first
// letter (`/docs/tags`, `@theme/DocTagsListPage`) and one tag's docs (`/docs/tags/<tag>`,
// `@theme/DocTagDocListPage`), each inside the docs plugin's route levels down to the version
// (./DocRouteTree.tsx), as Docusaurus nests them, with Docusaurus's props.
import { useLocation } from './docusaurus/router.js';
import DocTagDocListPage from './classic/DocTagDocListPage.js';
import DocTagsListPageView from './classic/DocTagsListPage.js';
import DocRouteTree, { docsRootFrame } from './DocRouteTree.js';

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
  return (
    <DocRouteTree permalink={pathname} level="tags">
      <DocTagsListPageView tags={tags} />
    </DocRouteTree>
  );
}

export interface TagPageData {
  label: string;
  permalink: string;
  description?: string;
  unlisted?: boolean;
  allTagsPath: string;
  docs: { title: string; permalink: string; description: string }[];
}

export function DocTagPage({ tag }: { tag: TagPageData }) {
  const { docs, ...rest } = tag;
  return (
    <DocRouteTree permalink={tag.permalink} level="tags">
      <DocTagDocListPage
        tag={{
          ...rest,
          unlisted: tag.unlisted ?? false,
          count: docs.length,
          // A doc's id is not in the page's data: its permalink stands for it (a React key).
          items: docs.map((doc) => ({ id: doc.permalink, ...doc })),
        }}
      />
    </DocRouteTree>
  );
}
