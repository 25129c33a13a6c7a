// Constants shared by the build and the browser: one value, two sides.

/** localStorage key of the colour mode (no namespace, as the spec requires). */
export const THEME_STORAGE_KEY = 'theme';
/** localStorage key prefix of an announcement bar's dismissal. */
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
/** Set on <html> before first paint: whether the reader closed the bar on an earlier visit. */
export const ANNOUNCEMENT_DISMISSED_ATTR = 'data-announcement-bar-initially-dismissed';
/** localStorage key prefix of a Tabs group's choice. */
export const TAB_GROUP_KEY_PREFIX = 'docusaurus.tab.';
/** A route change shows the progress bar only when it takes longer than this. */
export const PROGRESS_DELAY_MS = 200;
/** At or below this viewport width the navbar becomes the mobile sidebar. */
export const DESKTOP_BREAKPOINT = 996;
/**
 * A sidebar level with more entries than this is shown in ranges of at most this many
 * (`groupLevel` in src/shared/sidebar.ts), so no page's sidebar grows with the number of docs.
 */
export const SIDEBAR_LEVEL_LIMIT = 500;
/** Separator between the page title and the site title. */
export const TITLE_SEPARATOR = '|';
/** Id of the element the app renders into. */
export const ROOT_ELEMENT_ID = '__docs';
/** Its id on a Docusaurus site: Docusaurus's own, which the site's CSS and scripts may target. */
export const DOCUSAURUS_ROOT_ELEMENT_ID = '__docusaurus';
/** The id of the element the app renders into on a site that is (or is not) a Docusaurus site. */
export const rootElementId = (docusaurus: boolean): string =>
  docusaurus ? DOCUSAURUS_ROOT_ELEMENT_ID : ROOT_ELEMENT_ID;
/** The element the app renders into, in the browser: either id, whichever the page has. */
export const findRootElement = <E>(doc: { getElementById(id: string): E | null }): E | null =>
  doc.getElementById(ROOT_ELEMENT_ID) ?? doc.getElementById(DOCUSAURUS_ROOT_ELEMENT_ID);

export const VIRTUAL_ROUTES = 'virtual:docs/routes';
export const VIRTUAL_SITE_CONFIG = 'virtual:docs/site-config';
/**
 * The global a locale's data file sets when the site's locales share one client bundle
 * (plugins/i18n/sharedBundle.ts): that locale's site config and route table files.
 */
export const LOCALE_DATA_GLOBAL = '__DOCS_LOCALE__';
/** One module per route-table bucket (src/shared/routeBuckets.ts), e.g. `virtual:docs/routes-3` (chunk `routes-3-<hash>.js`). */
export const VIRTUAL_ROUTE_BUCKET_PREFIX = 'virtual:docs/routes-';
export const VIRTUAL_BUNDLED_PAGES = 'virtual:docs/bundled-pages';
/**
 * Production: the route table's bucket files, `<dir>/<n>-<hash>.js` in the output folder, each
 * named by its own content so that an edit renames only the bucket holding the edited page.
 */
export const ROUTE_TABLE_DIR = 'assets/routes';
/**
 * The `<meta>` whose content names the page's own bucket file (`<n>-<hash>`, under
 * ROUTE_TABLE_DIR): a page finds its own route without another request.
 */
export const ROUTES_VERSION_META = 'docs-routes';
/**
 * The route table's index at the output's root: `export default [hash of bucket 0, …]`. A stable
 * name outside the immutable `assets/` (revalidated on every use, as pages are), read when the
 * browser needs a bucket other than its page's: no page's HTML names the whole table, so an edit
 * rewrites only the pages whose bucket changed.
 */
export const ROUTE_INDEX_FILE = 'route-table.js';
export const VIRTUAL_SIDEBAR_PREFIX = 'virtual:docs/sidebar/';
export const VIRTUAL_INDEX_PREFIX = 'virtual:docs/generated-index/';
/** A blog page that is not a post (list, tags, archive, authors): its data and its posts' modules. */
/** The query that names a blog post's excerpt module (its text up to the truncate marker). */
export const EXCERPT_QUERY = '?truncated';
export const VIRTUAL_BLOG_PAGE_PREFIX = 'virtual:docs/blog-page/';
/** The theme's generated stylesheet: code colours, announcement bar colours (plugins/routes/virtualModules.ts). */
export const VIRTUAL_THEME_CSS = 'virtual:docs/theme.css';
/** The code themes and grammars of the browser's highlighter of run-time code (plugins/mdx/codeTheme.ts). */
export const VIRTUAL_CODE_HIGHLIGHT = 'virtual:docs/code-highlight';
/** The site's look: this generator's (src/theme/look.css) or Docusaurus's classic one (plugins/pages/siteLook.ts). */
export const VIRTUAL_LOOK = 'virtual:docs/look';
/** The site's own stylesheets (a Docusaurus config's `theme.customCss`), after the theme's. */
export const VIRTUAL_CUSTOM_CSS = 'virtual:docs/custom-css';
/** The site's `clientModules`, imported by the client's entry (plugins/pages/clientModules.ts). */
export const VIRTUAL_CLIENT_MODULES = 'virtual:docs/client-modules';
/** The plugins' `setGlobalData` values, by plugin name and id (plugins/lifecycle/). */
export const VIRTUAL_GLOBAL_DATA = 'virtual:docs/global-data';
/**
 * The built-in plugins' global data (the docs': plugins/builtins/docsGlobalData.ts), a module of
 * its own so that only a page that reads it (`useGlobalData`, `useAllDocsData`) carries it.
 */
export const VIRTUAL_BUILTIN_GLOBAL_DATA = 'virtual:docs/global-data-builtin';
/**
 * The route kinds of the site's routes, each with the client function that renders a route of that
 * kind, as the plugins that own the routes declare them (plugins/builtins/routeModules.ts).
 */
export const VIRTUAL_ROUTE_KINDS = 'virtual:docs/route-kinds';
/**
 * The modules the content plugins' component options name (`blogListComponent`, `docRootComponent`…),
 * each a loader, by plugin instance and option (plugins/builtins/contentComponents.ts).
 */
export const VIRTUAL_CONTENT_COMPONENTS = 'virtual:docs/content-components';
