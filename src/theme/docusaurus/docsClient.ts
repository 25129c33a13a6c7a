// `@docusaurus/plugin-content-docs/client`: the hooks this theme has the data for. Those it has
// not (versions, plugin data of other instances) are not exported, so an import of one fails the
// build at the importing line.
import { createElement, useContext, useMemo, useState, type ReactNode } from 'react';
import { DocContext } from '../DocContext.js';
import type {
  DocPageMetadata,
  DocTag,
  SidebarCategory,
  SidebarItem,
  TocItem,
} from '../../shared/types.js';
import { isSamePath } from '../../shared/paths.js';
import type { VersionDoc } from '../../shared/versionDocs.js';
import {
  getBreadcrumbs,
  getCurrentCategoryItems,
  isActiveItem,
  isUnloadedPart,
  isVisibleItem,
} from '../../shared/sidebar.js';
import siteConfig from 'virtual:docs/site-config';
import { SidebarLevelContext, useSidebarLevel } from '../docs/sidebarLevelState.js';
import { usePreferredVersion, useSavePreferredVersion } from '../docs/preferredVersion.js';
import {
  DocsSidebarProvider as DocsSidebarProviderBelowBase,
  useDocRootMetadata as useDocRootMetadataBelowBase,
  useDocsSidebar as useDocsSidebarBelowBase,
  useDocsVersionProp,
  type DocRootMetadata,
} from './docsRoutes.js';
import {
  internalSidebarItems,
  sitePath,
  docusaurusDocMetadata,
  type DocusaurusDocMetadata,
  siteSidebarItems,
  useSiteBasename,
} from './sitePaths.js';

/** A doc's provider, as a docItemComponent (docusaurus-theme-openapi-docs's ApiItem) uses it. */
export { DocProvider } from './docContent.js';

const FRONT_MATTER_KEYS: Record<string, (m: DocPageMetadata) => unknown> = {
  id: (m) => m.id,
  title: (m) => m.title,
  description: (m) => m.description,
  keywords: (m) => m.keywords,
  image: (m) => m.image,
  hide_title: (m) => m.hideTitle,
  hide_table_of_contents: (m) => m.hideTableOfContents,
  toc_min_heading_level: (m) => m.tocMinHeadingLevel,
  toc_max_heading_level: (m) => m.tocMaxHeadingLevel,
  unlisted: (m) => m.unlisted,
  draft: (m) => m.draft,
};

/**
 * The doc's front matter: a Docusaurus site's pages carry all of it (plugins/loadSite.ts), as
 * Docusaurus gives it. Otherwise (a `site.config.ts` site) the keys the browser has; any other key
 * throws, naming it.
 */
function frontMatterOf(metadata: DocPageMetadata): Record<string, unknown> {
  if (metadata.frontMatter) return metadata.frontMatter;
  const known = Object.fromEntries(
    Object.entries(FRONT_MATTER_KEYS)
      .map(([k, get]) => [k, get(metadata)] as const)
      .filter(([, v]) => v !== undefined),
  );
  return new Proxy(known, {
    get(target, key) {
      if (typeof key !== 'string' || key in target || key === 'then' || key === 'toJSON')
        return target[key as string];
      if (Object.hasOwn(FRONT_MATTER_KEYS, key)) return undefined;
      throw new Error(
        `useDoc().frontMatter.${key}: only ${Object.keys(FRONT_MATTER_KEYS).join(', ')} reach the browser with this generator`,
      );
    },
  });
}

export interface DocContextData {
  metadata: DocusaurusDocMetadata & { frontMatter: Record<string, unknown>; tags: DocTag[] };
  frontMatter: Record<string, unknown>;
  toc: TocItem[];
  contentTitle: string | undefined;
  /**
   * The MDX loader's `assets` (a front matter `image` bundled as a file); none here, so a
   * component reading `assets.image ?? frontMatter.image`, as Docusaurus's DocItem/Metadata does,
   * gets the front matter's.
   */
  assets: { image?: string };
}

/**
 * The page's doc: its metadata, front matter and table of contents (inside a doc page only). Its
 * metadata is Docusaurus's (docusaurusDocMetadata): permalinks (the doc's, `previous`/`next`,
 * tags) with the base URL, and none of the fields the theme keeps for itself.
 */
export function useDoc(): DocContextData {
  const ctx = useContext(DocContext);
  const basename = useSiteBasename();
  if (!ctx.metadata) throw new Error('useDoc() is only available on a doc page');
  // The MDX module's export (Dates kept) where there is one; `metadata` keeps its JSON.
  const frontMatter = ctx.frontMatter ?? frontMatterOf(ctx.metadata);
  const metadata = docusaurusDocMetadata(basename, ctx.metadata);
  return {
    metadata: {
      ...metadata,
      tags: metadata.tags ?? [],
      frontMatter: ctx.metadata.frontMatter ?? frontMatter,
    },
    frontMatter,
    toc: ctx.toc ?? [],
    // The MDX module's (the h1's text) on a Docusaurus site, as Docusaurus gives it.
    contentTitle:
      'contentTitle' in ctx
        ? ctx.contentTitle
        : ctx.metadata.hasContentTitle
          ? ctx.metadata.title
          : undefined,
    assets: {},
  };
}

/**
 * The version of the docs route being drawn (DocVersionRoot's `version`); outside the docs' routes,
 * the single current version, as this hook answered before the route levels had names.
 */
export function useDocsVersion() {
  const basename = useSiteBasename();
  const version = useDocsVersionProp();
  // Its sidebars' links carry the base URL, as useDocsSidebar's do.
  if (version && basename !== '/')
    return {
      ...version,
      docsSidebars: Object.fromEntries(
        Object.entries(version.docsSidebars).map(([name, items]) => [
          name,
          siteSidebarItems(basename, items),
        ]),
      ),
    };
  return (
    version ?? {
      version: 'current',
      label: 'Next',
      isLast: true,
      noIndex: false,
      banner: null,
      docsSidebars: {} as Record<string, SidebarItem[]>,
      docs: {} as Record<string, VersionDoc>,
    }
  );
}

/**
 * A doc of the open version by id (`{id, title, description, sidebar}`), as a swizzled DocCard
 * reads it; undefined for no id. An id the version has not throws, as Docusaurus's does.
 */
export function useDocById(id: string | undefined): VersionDoc | undefined {
  const { docs } = useDocsVersion();
  if (!id) return undefined;
  const doc = Object.hasOwn(docs, id) ? docs[id] : undefined;
  if (!doc) {
    const why = Object.keys(docs).length ? '' : ' (the docs of this version were not loaded)';
    throw new Error(`no version doc found by id=${id}${why}`);
  }
  return doc;
}

/**
 * Whether a sidebar item shows: the open page, or holding it; a listed link; a category with a
 * listed page or an item that shows (a part of a big sidebar not loaded yet: unless it is empty).
 */
export function isVisibleSidebarItem(item: SidebarItem, activePath: string): boolean {
  return isVisibleItem(item, activePath);
}

/** The sidebar items that show for the open page (`isVisibleSidebarItem`). */
export function useVisibleSidebarItems(items: SidebarItem[], activePath: string): SidebarItem[] {
  return useMemo(
    () => items.filter((item) => isVisibleSidebarItem(item, activePath)),
    [items, activePath],
  );
}

// The route levels' providers and hooks (DocsRoot → DocVersionRoot → DocRoot).
export { DocsVersionProvider, getDocsVersionSearchTag } from './docsRoutes.js';

/**
 * `useDocRootMetadata(props)`: the doc route DocRoot draws, with its sidebar's items whole (the
 * base URL in front), as Docusaurus's `versionMetadata.docsSidebars` has them; the theme's
 * `DocsSidebarProvider` below takes them back.
 */
export function useDocRootMetadata(props?: unknown): DocRootMetadata | null {
  const basename = useSiteBasename();
  const metadata = useDocRootMetadataBelowBase(props);
  const items = metadata?.sidebarItems;
  return metadata && items
    ? { ...metadata, sidebarItems: siteSidebarItems(basename, items) }
    : metadata;
}

/**
 * `DocsSidebarProvider`: the sidebar useDocsSidebar answers inside it. Items useDocsSidebar gave
 * (with the base URL) are kept as the theme keeps them, below it, so they are not given it twice.
 */
export function DocsSidebarProvider(props: {
  name: string | undefined;
  items: SidebarItem[] | undefined;
  children?: ReactNode;
}) {
  const items = props.items && internalSidebarItems(props.items);
  return createElement(DocsSidebarProviderBelowBase, { ...props, items });
}

/**
 * The sidebar of the page (`{name, items}`), or null on a page without one. Its docs' and
 * categories' links carry the base URL, as Docusaurus's do (`isActiveSidebarItem(item,
 * useLocation().pathname)` holds for the open page's item).
 */
export function useDocsSidebar(): { name: string; items: SidebarItem[] } | null {
  const basename = useSiteBasename();
  const sidebar = useDocsSidebarBelowBase();
  return sidebar && { ...sidebar, items: siteSidebarItems(basename, sidebar.items) };
}
export { useBreadcrumbsStructuredData } from './breadcrumbsStructuredData.js';

// The versions and the active instance, version and doc, from the docs plugin's global data.
export {
  useActiveDocContext,
  useActivePlugin,
  useActivePluginAndVersion,
  useActiveVersion,
  useDocVersionSuggestions,
  useDocsVersionCandidates,
  useLatestVersion,
  useVersions,
} from './docsActive.js';

/** The visitor's preferred version of an instance, and a function to change it. */
export function useDocsPreferredVersion(pluginId = 'default') {
  const preferredVersion = usePreferredVersion(pluginId) ?? null;
  const savePreferredVersionName = useSavePreferredVersion(pluginId);
  return { preferredVersion, savePreferredVersionName };
}
export {
  DocsPreferredVersionContextProvider,
  useAllDocsData,
  useDocsData,
} from './docsGlobalData.js';

/**
 * The sidebar category whose page is the open page (a category's generated index, or a doc that
 * is a category's link), as `useCurrentSidebarCategory()` gives it to `DocCardList`. Throws
 * elsewhere, as Docusaurus's does.
 */
export function useCurrentSidebarCategory(): SidebarCategory {
  const ctx = useContext(DocContext) as { sidebar?: SidebarItem[]; permalink?: string };
  const basename = useSiteBasename();
  const find = (items: SidebarItem[]): SidebarCategory | undefined => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.href && ctx.permalink && isSamePath(item.href, ctx.permalink)) return item;
      const inner = find(item.items);
      if (inner) return inner;
    }
    return undefined;
  };
  const category = ctx.sidebar && find(ctx.sidebar);
  if (!category)
    throw new Error(
      `useCurrentSidebarCategory(): ${sitePath(basename, ctx.permalink) ?? 'this page'} is not the page of a sidebar category`,
    );
  // Its link and its items' links with the base URL, as useDocsSidebar gives them.
  return siteSidebarItems(basename, [category])[0] as SidebarCategory;
}

/**
 * The items beside the open page: those of the deepest sidebar category holding it (a category's
 * own page is in it), else the sidebar's top level, as Docusaurus 3.9's
 * `useCurrentSidebarSiblings()` gives them (CloudPSS's DocExpandList lists them). Throws without a
 * sidebar, as Docusaurus's does.
 */
export function useCurrentSidebarSiblings(): SidebarItem[] {
  const ctx = useContext(DocContext) as { sidebar?: SidebarItem[]; permalink?: string };
  const basename = useSiteBasename();
  if (!ctx.sidebar)
    throw new Error(
      `useCurrentSidebarSiblings(): ${sitePath(basename, ctx.permalink) ?? 'this page'} has no sidebar`,
    );
  return siteSidebarItems(basename, getCurrentCategoryItems(ctx.sidebar, ctx.permalink ?? ''));
}

/**
 * The sidebar items from the sidebar's top to the page (its categories, then its link), as an
 * ejected DocBreadcrumbs lists them; null without a sidebar or with breadcrumbs turned off.
 */
export function useSidebarBreadcrumbs(): SidebarItem[] | null {
  const ctx = useContext(DocContext) as { sidebar?: SidebarItem[]; permalink?: string };
  const basename = useSiteBasename();
  if (!ctx.sidebar || !ctx.permalink || !siteConfig.docs.breadcrumbs) return null;
  // Found below the base URL; handed on with it, as useDocsSidebar's items are.
  return siteSidebarItems(basename, getBreadcrumbs(ctx.sidebar, ctx.permalink));
}

/** Whether the sidebar item is, or holds, the page at `activePath` (a sidebar item's mark). */
export function isActiveSidebarItem(item: SidebarItem, activePath: string): boolean {
  return isActiveItem(item, activePath);
}

/**
 * The first page a sidebar item leads to: its own link, else its first item's (depth first), as
 * an ejected `DocSidebarItem/Category` links a category without a page during server rendering.
 * A category whose items are in a part of the sidebar not loaded: the first link the build
 * recorded on it (plugins/routes/splitSidebars.ts).
 */
export function findFirstSidebarItemLink(item: SidebarItem): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  if (item.href && !item.linkUnlisted) return item.href;
  if (isUnloadedPart(item)) return item.first;
  for (const child of item.items) {
    const found = findFirstSidebarItemLink(child);
    if (found) return found;
  }
  return undefined;
}

/**
 * The first category of `sidebar` (depth first, a category before its items) that `predicate`
 * accepts: HAMi's lab cards find their category in the current sidebar with it.
 */
export function findSidebarCategory(
  sidebar: SidebarItem[],
  predicate: (category: SidebarCategory) => boolean,
): SidebarCategory | undefined {
  for (const item of sidebar) {
    if (item.type !== 'category') continue;
    if (predicate(item)) return item;
    const found = findSidebarCategory(item.items, predicate);
    if (found) return found;
  }
  return undefined;
}

/** `{expandedItem, setExpandedItem}` of the sidebar level being rendered (DocSidebarItems). */
export function useDocSidebarItemsExpandedState() {
  const { expandedItem, setExpandedItem } = useSidebarLevel();
  return { expandedItem, setExpandedItem };
}

/**
 * Docusaurus's provider of a sidebar level's `{expandedItem, setExpandedItem}` (an ejected
 * `DocSidebarItems` of 3.0–3.4 wraps its items in it): the level's own last expanded item, over
 * the level state the theme gives (sidebarLevelState.tsx).
 */
export function DocSidebarItemsExpandedStateProvider({ children }: { children: ReactNode }) {
  const parent = useSidebarLevel();
  const [expandedItem, setExpandedItem] = useState<number | null>(null);
  const value = useMemo(
    () => ({ ...parent, expandedItem, setExpandedItem }),
    [parent, expandedItem],
  );
  return createElement(SidebarLevelContext.Provider, { value }, children);
}
