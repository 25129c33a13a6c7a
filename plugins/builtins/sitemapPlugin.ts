// `docusaurus-plugin-sitemap`: postBuild writes sitemap.xml of the indexable pages
// (plugins/output/sitemap.ts). A site-wide `noIndex` writes none, as Docusaurus's plugin does.
//
// Its options, as Docusaurus 3.10's plugin reads them: `changefreq` and `priority` (null: none
// written), `lastmod` (`date` or `datetime`: each route's last update, from its metadata or its
// source file's last commit), `ignorePatterns` (globs of route paths), `filename`, and
// `createSitemapItems`, called with the routes and the default item maker.
import { join } from 'node:path';
import { Minimatch } from 'minimatch';
import { readLastUpdates } from '../docs/lastUpdated.js';
import type { PluginRouteConfig } from './builtInRoutes.js';
import { CHANGE_FREQUENCIES, sitemapUrl, sitemapXml, type SitemapItem } from '../output/sitemap.js';
import type { Plugin, RouteConfig } from '../lifecycle/types.js';
import { BUILT_IN_NAMES } from './native.js';
import { nativeBuildOf } from './nativeBuild.js';
import { stripBaseUrl, withBaseUrl } from '../../src/shared/paths.js';

type LastmodOption = 'date' | 'datetime' | null;

interface CreateParams {
  routes: RouteConfig[];
  siteConfig: unknown;
}

export interface SitemapOptions {
  changefreq: string | null;
  priority: number | null;
  lastmod: LastmodOption;
  ignorePatterns: string[];
  filename: string;
  createSitemapItems?: (
    params: CreateParams & {
      defaultCreateSitemapItems: (params: CreateParams) => Promise<SitemapItem[]>;
    },
  ) => SitemapItem[] | Promise<SitemapItem[]>;
}

/** The options as Docusaurus validates them (its defaults; an invalid value throws). */
export function sitemapOptions(raw: unknown): SitemapOptions {
  const o = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const fail = (key: string, expected: string) => {
    throw new Error(
      `the sitemap option "${key}" must be ${expected} (got ${JSON.stringify(o[key]) ?? String(o[key])})`,
    );
  };
  if ('cacheTime' in o)
    throw new Error('Option `cacheTime` in sitemap config is deprecated. Please remove it.');
  if ('trailingSlash' in o)
    throw new Error(
      'Please use the new Docusaurus global trailingSlash config instead, and the sitemaps plugin will use it.',
    );
  const changefreq = o.changefreq === undefined ? 'weekly' : o.changefreq;
  if (changefreq !== null && !(CHANGE_FREQUENCIES as readonly unknown[]).includes(changefreq))
    fail('changefreq', `null or one of ${CHANGE_FREQUENCIES.join(', ')}`);
  const priority = o.priority === undefined ? 0.5 : o.priority;
  if (priority !== null && !(typeof priority === 'number' && priority >= 0 && priority <= 1))
    fail('priority', 'null or a number from 0 to 1');
  const lastmod = o.lastmod === undefined ? null : o.lastmod;
  if (lastmod !== null && lastmod !== 'date' && lastmod !== 'datetime')
    fail('lastmod', 'null, "date" or "datetime"');
  const ignorePatterns = o.ignorePatterns === undefined ? [] : o.ignorePatterns;
  if (!Array.isArray(ignorePatterns) || ignorePatterns.some((p) => typeof p !== 'string'))
    fail('ignorePatterns', 'a list of strings');
  const filename = o.filename === undefined ? 'sitemap.xml' : o.filename;
  if (typeof filename !== 'string') fail('filename', 'a string');
  if (o.createSitemapItems !== undefined && typeof o.createSitemapItems !== 'function')
    fail('createSitemapItems', 'a function');
  return {
    changefreq: changefreq as string | null,
    priority: priority as number | null,
    lastmod: lastmod as LastmodOption,
    ignorePatterns: ignorePatterns as string[],
    filename: filename as string,
    createSitemapItems: o.createSitemapItems as SitemapOptions['createSitemapItems'],
  };
}

/** The leaf routes, depth first (Docusaurus's flattenRoutes). */
function leafRoutes(routes: readonly RouteConfig[]): RouteConfig[] {
  return routes.flatMap((r) => (r.routes ? leafRoutes(r.routes) : [r]));
}

/** A route's metadata as Docusaurus's content plugins give it. */
interface RouteMetadata {
  sourceFilePath?: string;
  lastUpdatedAt?: number | null;
}

export function sitemapPlugin(rawOptions?: unknown): Plugin {
  const options = sitemapOptions(rawOptions);
  // Docusaurus matches them with micromatch, whose `a/**` takes `a` itself too (minimatch's not).
  const ignored = options.ignorePatterns.flatMap((p) => [
    new Minimatch(p),
    ...(p.endsWith('/**') && p.length > 3 ? [new Minimatch(p.slice(0, -3))] : []),
  ]);
  return {
    name: BUILT_IN_NAMES.sitemap,
    async postBuild(props) {
      const build = nativeBuildOf(props);
      if (!build) return;
      const { output, indexable } = build;
      const { siteConfig } = output;
      if (siteConfig.noIndex) return;
      const base = siteConfig.baseUrl;
      const siteDir = props.siteDir as string;
      const allRoutes = (props.routes ?? []) as PluginRouteConfig[];
      // The pages that may be indexed (no robots noindex), by path without the base URL.
      const pages = new Set(build.urls.filter((_, i) => indexable[i]));
      // Pages no route gives (the search page, a route of the theme in Docusaurus): after them.
      const routed = new Set(leafRoutes(allRoutes).map((r) => stripBaseUrl(r.path, base)));
      const unrouted = build.urls.filter((u) => pages.has(u) && !routed.has(u));
      let updates: Map<string, { at: number }> | undefined;
      const fileUpdate = (file: string) =>
        (updates ??= readLastUpdates(siteDir, join(siteDir, '.cache')).updates).get(
          join(siteDir, file),
        )?.at;
      const lastmodOf = (metadata: RouteMetadata | undefined): string | null => {
        if (options.lastmod === null || metadata?.lastUpdatedAt === null) return null;
        const at =
          metadata?.lastUpdatedAt ??
          (metadata?.sourceFilePath ? fileUpdate(metadata.sourceFilePath) : undefined);
        if (at == null) return null;
        const iso = new Date(at).toISOString();
        return options.lastmod === 'date' ? iso.split('T')[0]! : iso;
      };
      const isIgnored = (routePath: string) => ignored.some((m) => m.match(routePath));
      const item = (path: string, metadata?: RouteMetadata): SitemapItem => ({
        url: sitemapUrl(path, siteConfig),
        changefreq: options.changefreq,
        priority: options.priority,
        lastmod: lastmodOf(metadata),
      });
      const defaultCreateSitemapItems = async ({ routes }: CreateParams) => [
        ...leafRoutes(routes ?? [])
          .filter((r) => pages.has(stripBaseUrl(r.path, base)) && !isIgnored(r.path))
          .map((r) => item(stripBaseUrl(r.path, base), r.metadata as RouteMetadata | undefined)),
        ...unrouted.filter((u) => !isIgnored(withBaseUrl(u, base))).map((u) => item(u)),
      ];
      const params = { routes: allRoutes, siteConfig: props.siteConfig };
      const items = options.createSitemapItems
        ? await options.createSitemapItems({ ...params, defaultCreateSitemapItems })
        : await defaultCreateSitemapItems(params);
      const sitemap = sitemapXml(items, options.lastmod);
      if (sitemap) output.write(options.filename, sitemap);
    },
  };
}
