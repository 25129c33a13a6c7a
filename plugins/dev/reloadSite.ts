// The dev server's reload of the site data (config, docs, sidebars, blogs), after a file that
// shapes the whole site changed: the virtual modules whose code changed are invalidated; open
// pages get the new sidebar, or reload when the route table, the site config, a route module whose
// page data is its own (a blog's list pages) or a blog post's metadata changed.
import type { ViteDevServer } from 'vite';
import {
  VIRTUAL_ROUTE_BUCKET_PREFIX,
  VIRTUAL_ROUTE_KINDS,
  VIRTUAL_CONTENT_COMPONENTS,
  VIRTUAL_ROUTES,
  VIRTUAL_SIDEBAR_PREFIX,
  VIRTUAL_SITE_CONFIG,
} from '../../src/shared/constants.js';
import { formatDiagnostic, isBuildError, type Diagnostic } from '../diagnostics.js';
import { codeThemeKey, siteCodeTheme } from '../mdx/codeTheme.js';
import { loadSite, type SiteData } from '../loadSite.js';
import { sidebarNameOf, virtualModuleSource } from '../routes/virtualModules.js';
import type { LocaleRequest } from '../i18n/loadLocale.js';
import { hooksOf } from '../lifecycle/generatorHooks.js';
import { sidebarsOf } from '../builtins/docsViews.js';
import { routeModulesOf } from '../builtins/routeModules.js';
import { allPageMetadata, pageMetadataOf } from '../lifecycle/markdownPages.js';
import { createReloadQueue } from './reloadQueue.js';

/** Vite's prefix of a resolved virtual module's id. */
export const RESOLVED = '\0';

/** Sends the open pages a sidebar's new items, when `id` is a sidebar's module. */
export function notifySidebar(server: ViteDevServer | undefined, id: string, s: SiteData): void {
  if (!server || !id.startsWith(VIRTUAL_SIDEBAR_PREFIX)) return;
  const name = sidebarNameOf(id.slice(VIRTUAL_SIDEBAR_PREFIX.length), s);
  server.ws.send({
    type: 'custom',
    event: 'docs:sidebar-update',
    data: { name, items: sidebarsOf(s)[name] ?? [] },
  });
}

/** The pages the plugins reload rather than update (plugins/lifecycle/generatorHooks.ts). */
const reloadedPages = (site: SiteData): string[] =>
  hooksOf(site.plugins?.result.plugins, 'reloadedPagesOf').flatMap((pagesOf) => pagesOf());

const reloadedSets = new WeakMap<SiteData, Set<string>>();

/**
 * Whether an edit of a page module's file reloads the open page rather than updating it (a blog
 * post: its list entries are in other pages' modules); `file` may be a plugin's module id with a
 * query (a post's excerpt), which is its file's.
 */
export function reloadsOnEdit(site: SiteData, file: string): boolean {
  let pages = reloadedSets.get(site);
  if (!pages) reloadedSets.set(site, (pages = new Set(reloadedPages(site))));
  return pages.has(file.split('?')[0]!);
}

/**
 * The blog posts whose page metadata (title, tags, authors, reading time, neighbours…) is not what
 * it was: their modules export it, so they are made again. A post that went is not listed (its
 * route went too).
 */
export function changedBlogPosts(before: SiteData | undefined, after: SiteData): string[] {
  if (!before) return [];
  return reloadedPages(after).filter(
    (file) =>
      JSON.stringify(pageMetadataOf(before, file)) !== JSON.stringify(pageMetadataOf(after, file)),
  );
}

/**
 * The docs whose page metadata is not what it was, blog posts aside: a doc's previous and next
 * links carry its neighbours' titles, so renaming one doc changes the metadata its neighbours'
 * modules export. Their modules are made again, or the client keeps the old titles while the
 * server renders the new ones (a hydration mismatch on the neighbour's next load).
 */
export function changedDocs(before: SiteData | undefined, after: SiteData): string[] {
  if (!before) return [];
  const posts = new Set(reloadedPages(after));
  return [...allPageMetadata(after).keys()].filter(
    (file) =>
      !posts.has(file) &&
      pageMetadataOf(before, file) !== undefined &&
      JSON.stringify(pageMetadataOf(before, file)) !== JSON.stringify(pageMetadataOf(after, file)),
  );
}

/**
 * A reload that failed (a config that does not load, a sidebar that does not validate), on the
 * terminal as Docusaurus's "Site reload failure" (each diagnostic with its position and hint) and
 * in the open pages' overlay; the pages keep the site as it was. An error of no position (a
 * plugin's throw) is reported with its stack, not dropped.
 */
function reportReloadFailure(
  server: ViteDevServer,
  siteDir: string,
  e: unknown,
  onError: ((error: Error | undefined) => void) | undefined,
): void {
  const error = e instanceof Error ? e : new Error(String(e));
  // A build error (a sidebar naming a renamed doc, a config that does not validate) is every
  // page's error page until it is fixed (scripts/start.ts), and the open pages reload to it:
  // Vite's own error message would be kept for the next page to connect when none is, and shown
  // there after the site was fixed. Any other error leaves the pages on the site as it was, with
  // the overlay.
  const served = isBuildError(e) && onError !== undefined;
  const text = isBuildError(e)
    ? e.diagnostics.map((d) => formatDiagnostic(d, { cwd: siteDir })).join('\n\n')
    : (error.stack ?? error.message);
  const what = served
    ? 'every page shows this error until it is fixed.'
    : 'the pages keep the site as it was.';
  server.config.logger.error(`Site reload failure: ${what}\n${text}`, { error });
  if (served) {
    onError(e);
    server.ws.send({ type: 'full-reload' });
  } else
    server.ws.send({ type: 'error', err: { message: error.message, stack: '', plugin: 'docs' } });
}

/** The reloaded site's warnings that the site before it had not (a new sidebar's unknown doc id). */
function reportNewWarnings(
  server: ViteDevServer,
  siteDir: string,
  previous: SiteData | undefined,
  site: SiteData,
): void {
  const key = (d: Diagnostic) => formatDiagnostic(d, { frame: false, color: false });
  const before = new Set((previous?.warnings ?? []).map(key));
  for (const w of site.warnings)
    if (!before.has(key(w))) server.config.logger.warn(formatDiagnostic(w, { cwd: siteDir }));
}

/**
 * Loads the site again and updates what the open pages have of it. `generated` holds the code
 * of every virtual module served so far, by id (updated here).
 */
export async function reloadSite(params: {
  server: ViteDevServer;
  siteDir: string;
  generated: Map<string, string>;
  /** The site data before the reload (code themes compared; blog posts whose metadata changed made again). */
  previous?: SiteData;
  /** The new site data, once loaded. */
  onLoaded: (site: SiteData) => void;
  /**
   * The build error the site failed to load with (a sidebar naming a doc that was renamed, a
   * config that does not validate), or undefined once it loads again: the dev server serves it
   * as every page's error page meanwhile (scripts/start.ts), as the site data it keeps is stale.
   */
  onError?: (error: Error | undefined) => void;
  /** The locale the dev server shows (`start --locale fr`). */
  locale?: LocaleRequest;
}): Promise<void> {
  const { server, generated } = params;
  let site: SiteData;
  try {
    site = await loadSite({
      siteDir: params.siteDir,
      production: false,
      ...(params.locale ? { locale: params.locale } : {}),
    });
  } catch (e) {
    reportReloadFailure(server, params.siteDir, e, params.onError);
    return;
  }
  params.onLoaded(site);
  params.onError?.(undefined);
  reportNewWarnings(server, params.siteDir, params.previous, site);
  let fullReload = false;
  // Other code themes (code.theme): every highlighted page and the colour stylesheet change.
  const themeOf = (s: SiteData) => codeThemeKey(siteCodeTheme(s.siteConfig.code));
  if (params.previous && themeOf(params.previous) !== themeOf(site)) {
    server.moduleGraph.invalidateAll();
    fullReload = true;
  }
  for (const [id, before] of generated) {
    const after = virtualModuleSource(id, site);
    if (after === before || after === undefined) continue;
    generated.set(id, after);
    const mod = server.moduleGraph.getModuleById(RESOLVED + id);
    if (mod) server.moduleGraph.invalidateModule(mod);
    if (
      id === VIRTUAL_ROUTES ||
      id === VIRTUAL_ROUTE_KINDS ||
      id === VIRTUAL_CONTENT_COMPONENTS ||
      id === VIRTUAL_SITE_CONFIG ||
      id.startsWith(VIRTUAL_ROUTE_BUCKET_PREFIX) ||
      // A route module whose page data is its own (a blog's list pages: routeKindsOf).
      routeModulesOf(site).reloads(id)
    )
      fullReload = true;
    else notifySidebar(server, id, site);
  }
  for (const file of changedBlogPosts(params.previous, site))
    for (const mod of server.moduleGraph.getModulesByFile(file) ?? []) {
      server.moduleGraph.invalidateModule(mod);
      fullReload = true;
    }
  for (const file of changedDocs(params.previous, site)) {
    for (const mod of server.moduleGraph.getModulesByFile(file) ?? [])
      // A module the browser has: an update, which an open page swaps in (its paginator shows the
      // new titles). One being made now (the edited doc itself) or never made: invalidated only.
      if (mod.transformResult) void server.reloadModule(mod);
      else server.moduleGraph.invalidateModule(mod);
    // The server's render has its own copy (reloadModule updates the browser's only).
    const ssr = server.environments.ssr?.moduleGraph;
    for (const mod of ssr?.getModulesByFile(file) ?? []) ssr!.invalidateModule(mod);
  }
  if (fullReload) server.ws.send({ type: 'full-reload' });
}

/**
 * The dev server's reloads of the site data, one at a time (reloadQueue.ts): `request` starts one
 * (a watcher event); `loadError` is the build error the last one failed with, once those under
 * way have run. After a failed reload, the next one that loads reloads the open pages (the error
 * pages; the site may be as it was before the error, which reloads nothing else).
 */
export function createSiteReloader(params: {
  server: () => ViteDevServer | undefined;
  siteDir: string;
  generated: Map<string, string>;
  locale?: LocaleRequest;
  currentSite: () => SiteData | undefined;
  onLoaded: (site: SiteData) => void;
}): { request: () => Promise<void>; loadError: () => Promise<Error | undefined> } {
  let loadError: Error | undefined;
  let reloading: Promise<void> = Promise.resolve();
  const queue = createReloadQueue(async () => {
    const server = params.server();
    if (!server) return;
    const failedBefore = loadError !== undefined;
    await reloadSite({
      server,
      siteDir: params.siteDir,
      generated: params.generated,
      previous: params.currentSite(),
      onLoaded: params.onLoaded,
      onError: (e) => (loadError = e),
      ...(params.locale ? { locale: params.locale } : {}),
    });
    if (failedBefore && !loadError) server.ws.send({ type: 'full-reload' });
  });
  return {
    request: () => (reloading = queue().catch(() => undefined)),
    loadError: async () => {
      await reloading;
      return loadError;
    },
  };
}
