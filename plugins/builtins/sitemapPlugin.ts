// `docusaurus-plugin-sitemap`: postBuild writes sitemap.xml of the indexable pages
// (plugins/output/sitemap.ts). A site-wide `noIndex` writes none, as Docusaurus's plugin does.
import { generateSitemap } from '../output/sitemap.js';
import type { Plugin } from '../lifecycle/types.js';
import { BUILT_IN_NAMES } from './native.js';
import { nativeBuildOf } from './nativeBuild.js';

export function sitemapPlugin(): Plugin {
  return {
    name: BUILT_IN_NAMES.sitemap,
    postBuild(props) {
      const build = nativeBuildOf(props);
      if (!build) return;
      const { ctx, rendered } = build;
      const { siteConfig } = ctx.site;
      if (siteConfig.noIndex) return;
      const urls = rendered.urls.filter((_, i) => rendered.indexable[i]);
      const sitemap = generateSitemap(urls, siteConfig);
      if (sitemap) ctx.out.writeSync('sitemap.xml', sitemap);
    },
  };
}
