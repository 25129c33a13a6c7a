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
      const { output, indexable } = build;
      const { siteConfig } = output;
      if (siteConfig.noIndex) return;
      const urls = build.urls.filter((_, i) => indexable[i]);
      const sitemap = generateSitemap(urls, siteConfig);
      if (sitemap) output.write('sitemap.xml', sitemap);
    },
  };
}
