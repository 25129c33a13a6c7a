// `docusaurus-plugin-sitemap`: postBuild writes sitemap.xml of the indexable pages
// (plugins/output/sitemap.ts). A site-wide `noIndex` writes none, as Docusaurus's plugin does.
// A Docusaurus site's sitemap follows its options (plugins/config/docusaurus/sitemapOptions.ts:
// changefreq, priority, lastmod, ignorePatterns, filename, createSitemapItems) and its routes, as
// @docusaurus/plugin-sitemap makes it; a site of ours lists its pages sorted.
import { isAbsolute, join } from 'node:path';
import {
  docusaurusSitemap,
  generateSitemap,
  leafRoutes,
  type SitemapOptions,
  type SitemapRoute,
} from '../output/sitemap.js';
import { readLastUpdates, type LastUpdate } from '../docs/lastUpdated.js';
import type { Plugin } from '../lifecycle/types.js';
import { BUILT_IN_NAMES } from './native.js';
import { nativeBuildOf } from './nativeBuild.js';
import { stripBaseUrl } from '../../src/shared/paths.js';

export function sitemapPlugin(options?: SitemapOptions): Plugin {
  return {
    name: BUILT_IN_NAMES.sitemap,
    async postBuild(props) {
      const build = nativeBuildOf(props);
      if (!build) return;
      const { output, indexable } = build;
      const { siteConfig } = output;
      if (siteConfig.noIndex) return;
      const pages = build.urls.filter((_, i) => indexable[i]);
      if (!options) {
        const sitemap = generateSitemap(pages, siteConfig);
        if (sitemap) output.write('sitemap.xml', sitemap);
        return;
      }
      const siteDir = props.siteDir as string;
      const routes = (props.routes ?? []) as SitemapRoute[];
      const meta = (props.routesBuildMetadata ?? {}) as Record<string, { noIndex?: boolean }>;
      // The indexable pages no route gives (the search page): after the routes'.
      const routed = new Set(
        leafRoutes(routes).map((r) => stripBaseUrl(r.path, siteConfig.baseUrl)),
      );
      let updates: Map<string, LastUpdate> | undefined;
      const sitemap = await docusaurusSitemap({
        routes,
        siteConfig,
        docusaurusSiteConfig: props.siteConfig,
        noIndex: (path) => meta[path]?.noIndex === true,
        unrouted: pages.filter((p) => !routed.has(p)),
        options,
        lastUpdateOf: (file) => {
          updates ??= readLastUpdates(siteDir, join(siteDir, '.cache')).updates;
          return updates.get(isAbsolute(file) ? file : join(siteDir, file))?.at;
        },
      });
      if (sitemap) output.write(options.filename, sitemap);
    },
  };
}
