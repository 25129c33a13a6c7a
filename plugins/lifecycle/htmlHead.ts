// The plugins' `injectHtmlTags` in every page: their head tags beside the config's, and the
// elements before and after the app in <body>. Their inline scripts are allowed by hash and their
// external scripts and stylesheets by origin in the Content-Security-Policy (plugins/output/csp.ts).
import { findUses } from '../output/csp.js';
import { siteHead, withThemeSymbols, type SiteHead } from '../pages/siteHead.js';
import type { SiteData } from '../loadSite.js';
import { docusaurusVersionOf } from '../config/docusaurus/docusaurusVersion.js';
import type { SitePlugins } from './sitePlugins.js';
import { openSearchLinkTag } from '../output/openSearch.js';

/** The bodies of the inline `<script>` elements of an HTML string. */
export function inlineScriptBodies(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi))
    if (!/\ssrc\s*=/i.test(m[1]!) && m[2]!.trim()) out.push(m[2]!);
  return out;
}

/** The config's head with the plugins' tags added. */
export function withPluginTags(head: SiteHead, plugins: SitePlugins | undefined): SiteHead {
  if (!plugins) return head;
  const { headTags, preBodyTags, postBodyTags } = plugins.htmlTags;
  const all = [headTags, preBodyTags, postBodyTags].join('\n');
  return {
    ...head,
    // The config's tags come from Docusaurus's bootstrap plugin, the last of the plugins: every
    // plugin's head tags are before them (a config script may call what a plugin's script
    // defined, gtag's `gtag()`), and a config stylesheet after a plugin's wins the cascade.
    tags: headTags ? [headTags, ...head.tags] : head.tags,
    inlineScripts: [...head.inlineScripts, ...inlineScriptBodies(all)],
    uses: [...head.uses, ...findUses(all).filter((u) => u.kind !== 'inlineScript')],
    ...(preBodyTags ? { preBody: preBodyTags } : {}),
    ...(postBodyTags ? { postBody: postBodyTags } : {}),
  };
}

/**
 * What a site adds to every page, for the build and the dev server alike: its config's head
 * (`siteHead`), its plugins' tags, and on a Docusaurus 3.8+ site the theme's SVG symbols.
 */
export function pageHeadOfSite(
  site: Pick<SiteData, 'docusaurus' | 'plugins' | 'siteDir' | 'siteConfig'>,
): SiteHead {
  const config = siteHead(site.docusaurus);
  // DocSearch's theme's tag (its search page's OpenSearch description): after the plugins' tags,
  // before the config's, as the theme is a preset's (plugins/output/openSearch.ts).
  const openSearch = openSearchLinkTag(site.siteConfig, site.docusaurus !== undefined);
  const head = withPluginTags(
    openSearch ? { ...config, tags: [openSearch, ...config.tags] } : config,
    site.plugins,
  );
  return site.docusaurus ? withThemeSymbols(head, docusaurusVersionOf(site.siteDir)) : head;
}
