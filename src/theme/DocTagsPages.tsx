// The docs' tags pages (their modules: plugins/pages/docTags.ts): every tag grouped by its first
// letter (`/docs/tags`, `@theme/DocTagsListPage`) and one tag's docs (`/docs/tags/<tag>`,
// `@theme/DocTagDocListPage`), each inside the docs plugin's route levels down to the version
// (./DocRouteTree.tsx), as Docusaurus nests them, with Docusaurus's props.
import type { ComponentType } from 'react';
import type { DocVersionMeta } from '../shared/types.js';
import DocTagDocListPage from './classic/DocTagDocListPage.js';
import { useLocation } from 'react-router-dom';
import { OptionRoute } from './routeKinds/optionRoute.js';
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
 * gives it on a Docusaurus site (../routeKinds/page.tsx) with the instance's routes and, as
 * Docusaurus's tags routes are children of their version's route, with that version (`version`,
 * given by the build there) and its docs by id: useDocsVersion(), useDocById.
 */
export const docTagsFrame = (pluginId: string, permalink: string, version?: DocVersionMeta) =>
  __DOCS_VERSION_DOCS__
    ? Object.assign(docsRootFrame({ m: { permalink }, level: 'tags', pluginId }), {
        loaded: () =>
          loadedDocsFrame(
            {
              m: { permalink, ...(version ? { docsVersion: version } : {}) },
              level: 'tags',
              pluginId,
              ...(version ? { versionName: version.name } : {}),
            },
            true,
          ),
      })
    : docsRootFrame({ m: { permalink }, level: 'tags', pluginId });

/** A component a docs option names for a tags page (its module imports it: plugins/pages/docTags.ts). */
type TagsComponent = ComponentType<Record<string, unknown>> | undefined;

export function DocTagsListPage({
  tags,
  Custom,
}: {
  tags: TagListEntry[];
  Custom?: TagsComponent;
}) {
  // The tags' permalinks whole, as Docusaurus's are.
  const basename = useSiteBasename();
  const whole = tags.map((tag) => sitePermalinked(basename, tag));
  // The instance's `docTagsListComponent`: the same prop, `route` and the router's.
  if (Custom) return <WithRoute Custom={Custom} props={{ tags: whole }} />;
  return <DocTagsListPageView tags={whole} />;
}

/** A tags page's own component, with the route's props (its path: the location's). */
function WithRoute({
  Custom,
  props,
}: {
  Custom: NonNullable<TagsComponent>;
  props: Record<string, unknown>;
}) {
  // The router's location is below the base URL, as the route table's paths.
  const { pathname } = useLocation();
  return <OptionRoute path={pathname}>{(extra) => <Custom {...props} {...extra} />}</OptionRoute>;
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

export function DocTagPage({ tag, Custom }: { tag: TagPageData; Custom?: TagsComponent }) {
  const { docs, ...rest } = tag;
  // Permalinks whole (the base URL in front), as Docusaurus's are.
  const basename = useSiteBasename();
  const prop = {
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
  };
  // The instance's `docTagDocListComponent`: the same prop, `route` and the router's.
  if (Custom) return <WithRoute Custom={Custom} props={{ tag: prop }} />;
  return <DocTagDocListPage tag={prop} />;
}
