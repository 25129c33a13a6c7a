// The build → browser contract: plain data shapes shared by plugins/ and src/. No runtime code:
// the config's types come from its schema by `import type`, so zod stays out of the client bundle.
import type { z } from 'zod';
import type { SiteConfigSchema } from './siteConfigSchema.js';

/** The resolved site configuration (all defaults applied): the output of its schema. */
export type SiteConfig = z.output<typeof SiteConfigSchema>;
/** The site configuration as an author writes it (site.config.ts). */
export type SiteConfigInput = z.input<typeof SiteConfigSchema>;

/**
 * A locale's config as Docusaurus's load context holds it (`useDocusaurusContext().i18n`): 3.8's
 * five keys, and from 3.9 its translate, url and baseUrl.
 */
export type LocaleContextConfig = NonNullable<SiteConfig['i18n']>['localeConfigs'][string];

export type ColorMode = SiteConfig['colorMode']['defaultMode'];

export type NavbarItem = SiteConfig['navbar']['items'][number];
export type NavbarLinkItem = Extract<NavbarItem, { href: string }>;
export type NavbarDropdownItem = Extract<NavbarItem, { items: unknown }>;
export type NavbarLocaleDropdownItem = Extract<NavbarItem, { type: 'localeDropdown' }>;
export type NavbarDocsVersionItem = Extract<
  NavbarItem,
  { type: 'docsVersion' | 'docsVersionDropdown' }
>;
export type NavbarHtmlItem = Extract<NavbarItem, { type: 'html' }>;

/** The subset of the config the browser needs (serialised into the client bundle). */
/** What the browser gets of the config: no build-only options (folders, client modules, noIndex, code themes). */
export type ClientSiteConfig = Omit<
  SiteConfig,
  | 'docs'
  | 'onBrokenLinks'
  | 'onBrokenAnchors'
  | 'staticDirectories'
  | 'clientModules'
  | 'noIndex'
  | 'code'
  | 'search'
> & {
  /** The code themes are the build's (plugins/mdx/codeTheme.ts): the browser gets their classes. */
  code: Omit<SiteConfig['code'], 'theme'>;
  /** The synonyms are the search index's (plugins/search/), which the browser reads them from. */
  search: Omit<SiteConfig['search'], 'synonyms'>;
  docs: {
    breadcrumbs: boolean;
    sidebarLevelLimit: number;
    toc: { minHeadingLevel: number; maxHeadingLevel: number };
    autoCollapseCategories: boolean;
    hideableSidebar: boolean;
  };
};

export interface TocItem {
  /** The heading as HTML (escaped text, `<code>`, `<em>`…), as Docusaurus's TOC values are. */
  value: string;
  id: string;
  level: number;
}

export interface NavLink {
  title: string;
  permalink: string;
}

/** What every doc page receives about itself, computed at build time. */
/** A doc's tag (front matter `tags`), linking to the tag's page. */
export interface DocTag {
  label: string;
  permalink: string;
  /** Its description in the tags file (a tag defined there). */
  description?: string;
  /** Not defined in the tags file, as Docusaurus marks it. */
  inline?: boolean;
}

export interface DocPageMetadata {
  id: string;
  title: string;
  description: string;
  permalink: string;
  sidebar?: string;
  unlisted: boolean;
  draft: boolean;
  keywords?: string[];
  image?: string;
  hideTitle: boolean;
  /** The Markdown starts with its own `# Title`, so the theme must not add one. */
  hasContentTitle: boolean;
  hideTableOfContents: boolean;
  tocMinHeadingLevel?: number;
  tocMaxHeadingLevel?: number;
  lastUpdatedAt?: number;
  /** The author of the doc's last commit (or its `last_update.author`), when shown. */
  lastUpdatedBy?: string;
  /**
   * Where "Edit this page" links to (the docs' `editUrl`, or `custom_edit_url`); null on a
   * Docusaurus site's doc whose `custom_edit_url` is null, as Docusaurus gives it.
   */
  editUrl?: string | null;
  /** A Docusaurus site's doc: its file (`@site/docs/x.md`), as Docusaurus's metadata has it. */
  source?: string;
  /** A Docusaurus site's doc: its folder in the docs folder (`.` at the root). */
  sourceDirName?: string;
  /** A Docusaurus site's doc: its slug in its version (`/intro`). */
  slug?: string;
  /** A Docusaurus site's doc: its version's name (`current`, or one of versions.json). */
  version?: string;
  /** A Docusaurus site's doc: `sidebar_position`, or its file name's number prefix. */
  sidebarPosition?: number;
  previous?: NavLink;
  next?: NavLink;
  /** The doc's tags (plugins/pages/docTags.ts), shown at its foot. */
  tags?: DocTag[];
  /** The docs version of the page, when its docs instance has several versions (or a banner or badge). */
  docsVersion?: DocVersionMeta;
  /** A Docusaurus site's doc: its whole front matter, as JSON (`useDoc().frontMatter`). */
  frontMatter?: Record<string, unknown>;
  /**
   * The page of a category (its link): the descriptions its DocCards show, by doc id
   * (plugins/sidebars/cardDescriptions.ts).
   */
  cardDescriptions?: Record<string, string>;
}

/** A doc page's version: what its banner, badge and the version dropdown need. */
export interface DocVersionMeta {
  pluginId: string;
  /** `current`, or the name in versions.json. */
  name: string;
  label: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  className: string;
  noIndex: boolean;
  /** The same doc (by id) in the instance's other versions: version name → permalink. */
  alternates: Record<string, string>;
}

/** One version of a docs instance, as every page's navbar knows it. */
export interface DocsVersionSummary {
  name: string;
  label: string;
  /** The version's route base. */
  path: string;
  isLast: boolean;
  /** The permalink of the version's main doc. */
  mainDoc: string;
}

/** The versioned docs instances, by plugin id: their versions, current first (Docusaurus's order). */
export type DocsVersionsData = Record<string, DocsVersionSummary[]>;

/** Sidebar items as the browser receives them (Docusaurus's client shape). */
export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  docId?: string;
  unlisted?: boolean;
  description?: string;
  className?: string;
  /** `customProps` of the sidebar item (or the doc's `sidebar_custom_props`), for site code. */
  customProps?: Record<string, unknown>;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  items: SidebarItem[];
  collapsed: boolean;
  collapsible: boolean;
  href?: string;
  linkUnlisted?: boolean;
  description?: string;
  className?: string;
  customProps?: Record<string, unknown>;
  /**
   * Set on a category whose items live in a chunk of their own (big sidebars, production only):
   * the chunk's key. Until that chunk is loaded `items` is empty and `first`, `count` and `empty`
   * stand in for what the items would tell.
   */
  part?: string;
  first?: string;
  count?: number;
  empty?: boolean;
}

export interface SidebarHtml {
  type: 'html';
  value: string;
  defaultStyle?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
}

/** One entry of the route table the client router is built from. */
export interface RouteEntry {
  path: string;
  /** How the client renders the route: a kind the route's plugin declares (virtual:docs/route-kinds). */
  kind: string;
  /** Sidebar shown with this route, if any. */
  sidebar?: string;
  /** Chunks of that sidebar the page needs besides its root: the categories above it (and itself). */
  parts?: string[];
}

/** A generated-index category page. */
export interface GeneratedIndexMetadata {
  title: string;
  description?: string;
  /** The category link's `slug` as written, else `/category/<label>` (Docusaurus's `slug`). */
  slug?: string;
  permalink: string;
  sidebar: string;
  keywords?: string[];
  previous?: NavLink;
  next?: NavLink;
  /** The docs version of the page, when the site has versions or several docs instances. */
  docsVersion?: DocVersionMeta;
  /** Its cards' doc descriptions by doc id (plugins/sidebars/cardDescriptions.ts). */
  cardDescriptions?: Record<string, string>;
}

/** A search record in DocSearch's shape: one per section of a page. */
export interface SearchRecord {
  objectID: string;
  url: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
  hierarchy: {
    lvl0: string | null;
    lvl1: string | null;
    lvl2: string | null;
    lvl3: string | null;
    lvl4: string | null;
    lvl5: string | null;
    lvl6: string | null;
  };
  content: string | null;
}
