// `postBuild` as Docusaurus calls it, once every page is written: into the staging folder (as
// `outDir`), so a plugin that throws leaves the previous output in place.
import type { PageHead } from '../../src/shared/pageHead.js';
import { formatTitle } from '../../src/shared/pageHead.js';
import { escapeHtml } from '../output/htmlTemplate.js';
import { runPostBuild } from './hooks.js';
import type { SitePlugins } from './sitePlugins.js';
import { NATIVE } from '../builtins/native.js';
import type { NativeBuild } from '../builtins/nativeBuild.js';
import { sortRoutes, type PluginRouteConfig } from '../builtins/builtInRoutes.js';
import { hooksOf } from './generatorHooks.js';
import type { RouteConfig } from './types.js';

/** A page's head as react-helmet's server state (`head[path].title.toString()`), read-only. */
function helmetState(
  head: PageHead,
  siteTitle: string,
  titleDelimiter?: string,
  repeatSiteTitle?: boolean,
): Record<string, { toString(): string }> {
  const text = (s: string) => ({ toString: () => s });
  const title = escapeHtml(
    head.headTitle ??
      head.fullTitle ??
      formatTitle(head.title, siteTitle, titleDelimiter, repeatSiteTitle),
  );
  const description = head.description?.trim();
  return {
    title: text(`<title data-rh="true">${title}</title>`),
    meta: text(
      description
        ? `<meta data-rh="true" name="description" content="${escapeHtml(description)}">`
        : '',
    ),
    link: text(''),
    script: text(''),
    htmlAttributes: text(''),
    bodyAttributes: text(''),
    base: text(''),
    noscript: text(''),
    style: text(''),
  };
}

export interface PostBuildInput {
  plugins: SitePlugins;
  /** The staging folder the output is written to. */
  outDir: string;
  baseUrl: string;
  siteTitle: string;
  /** Between a page's title and the site's (`titleDelimiter`; `|` when not given). */
  titleDelimiter?: string;
  /** "Site | Site" for a page titled as the site (Docusaurus before 3.8; `repeatSiteTitle`). */
  repeatSiteTitle?: boolean;
  /** Every route path of the site (without the base URL), and each rendered page's head. */
  routePaths: string[];
  heads: Record<string, PageHead | undefined>;
  /** The build, for the built-in plugins' postBuild (plugins/builtins/nativeBuild.ts). */
  native?: NativeBuild;
}

/**
 * Every plugin's routes, sorted as Docusaurus sorts them: the built-in plugins' in Docusaurus's
 * shape (generator hook routeConfigsOf: plugins/builtins/builtInRoutes.ts), the others' as they
 * added them; each top route names its plugin.
 */
function allRoutes(result: SitePlugins['result'], baseUrl: string): PluginRouteConfig[] {
  const routes = result.plugins.flatMap((p) => {
    const named = (r: RouteConfig) => ({ plugin: { name: p.name, id: p.id }, ...r });
    const own =
      p.content === undefined
        ? []
        : hooksOf([p], 'routeConfigsOf').flatMap((of) => of({ baseUrl }).map(named));
    const added = result.routes.filter((r) => r.plugin === p).map((r) => named(r.route));
    return [...own, ...added];
  });
  return sortRoutes(routes, baseUrl);
}

/**
 * The site's page paths in Docusaurus's order: the 404 page first, then each leaf of the sorted
 * routes that is a page here; a page no route gives (none expected) keeps its place after them.
 */
export function docusaurusRoutesPaths(
  pages: readonly string[],
  routes: readonly RouteConfig[],
  notFound: string,
): string[] {
  const remaining = new Set(pages);
  remaining.delete(notFound);
  const ordered = [notFound];
  const visit = (list: readonly RouteConfig[]) => {
    for (const r of list) {
      if (r.routes) visit(r.routes);
      else if (remaining.delete(r.path)) ordered.push(r.path);
    }
  };
  visit(routes);
  return [...ordered, ...remaining];
}

export async function postBuild(input: PostBuildInput): Promise<void> {
  const { plugins, baseUrl } = input;
  const { result } = plugins;
  const withBase = (p: string) => (baseUrl.replace(/\/$/, '') + p).replace(/^$/, '/');
  const head: Record<string, unknown> = {};
  const routesBuildMetadata: Record<string, { noIndex: boolean }> = {};
  for (const p of input.routePaths) {
    const h = input.heads[p];
    if (!h) continue;
    head[withBase(p)] = helmetState(
      h,
      input.siteTitle,
      input.titleDelimiter,
      input.repeatSiteTitle,
    );
    routesBuildMetadata[withBase(p)] = { noIndex: h.noIndex === true };
  }
  const props = {
    ...result.context,
    outDir: input.outDir,
    ...plugins.htmlTags,
    siteMetadata: { docusaurusVersion: '3.8.1', siteVersion: undefined, pluginVersions: {} },
    routes: [] as PluginRouteConfig[],
    routesPaths: [] as string[],
    plugins: result.plugins.map((p) => ({ ...p.instance, options: p.options, content: p.content })),
    head,
    routesBuildMetadata,
    ...(input.native ? { [NATIVE]: input.native } : {}),
  };
  // The routes in Docusaurus's order, made when a plugin first reads them (every route sorted: a
  // few per cent of a one-doc rebuild of a large site, for built-in plugins that never read them),
  // then the same array for every plugin, as before. A plugin that sets them sets its own.
  let routes: PluginRouteConfig[] | undefined;
  const sortedRoutes = () => (routes ??= allRoutes(result, baseUrl));
  // routesPaths in Docusaurus's order too (its getRoutesPaths: the 404 page, then the leaf routes
  // of the sorted routes), which a plugin listing pages keeps (search-local numbers its documents
  // so); made when read, from the same sorted routes.
  let routesPaths: string[] | undefined;
  const paths = () =>
    (routesPaths ??= docusaurusRoutesPaths(
      input.routePaths.map(withBase),
      sortedRoutes(),
      `${baseUrl}404.html`,
    ));
  for (const [key, get] of [
    ['routes', sortedRoutes],
    ['routesPaths', paths],
  ] as const)
    Object.defineProperty(props, key, {
      enumerable: true,
      configurable: true,
      get,
      set(this: object, value: unknown) {
        Object.defineProperty(this, key, {
          value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      },
    });
  // The built-in plugins first (the sitemap, the redirect pages: plugins/builtins/), so that the
  // others' postBuild find the output complete.
  const builtIn = result.plugins.filter((p) => p.builtIn);
  for (const p of builtIn) await runPostBuild({ ...result, plugins: [p] }, props);
  await runPostBuild({ ...result, plugins: result.plugins.filter((p) => !p.builtIn) }, props);
}
