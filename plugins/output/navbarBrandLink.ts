// The navbar's brand (logo and title) links every page to the logo's `href`, the home page when it
// has none, as Docusaurus's `@theme/Logo` does; on a site with no page there Docusaurus reports
// that link as broken on every page, and so does the link check. This places such a report at the
// config's navbar entry, with a hint saying what to add.
import { readFileSync } from 'node:fs';
import { isExternalUrl, normalizePathname } from '../../src/shared/paths.js';
import { locateKey } from '../config/loadSiteConfig.js';
import { locateConfigPath, parseConfig } from '../config/docusaurus/locateConfigKey.js';
import type { BrokenLink } from './checkLinks.js';

interface BrandSite {
  configFile: string;
  docusaurus?: unknown;
  siteConfig: { navbar?: { logo?: { href?: string } } };
}

/** The route the brand links to (without the base URL), undefined for a link to another site. */
export function navbarBrandTarget(site: BrandSite): string | undefined {
  const href = site.siteConfig.navbar?.logo?.href ?? '/';
  return isExternalUrl(href) ? undefined : normalizePathname(href.split(/[?#]/)[0] || '/');
}

/** Whether a broken link is the one the navbar's brand renders on every page. */
export function isNavbarBrandLink(site: BrandSite, broken: BrokenLink): boolean {
  return broken.kind === 'link' && broken.resolved === navbarBrandTarget(site);
}

/**
 * Where the brand's link comes from in the config: the logo's `href`, else the navbar's `title`,
 * `logo` or the navbar itself (`themeConfig.navbar` of a Docusaurus config, `navbar` of ours);
 * undefined when the config has no navbar entry to point at.
 */
export function locateNavbarBrand(site: BrandSite): { line: number; column: number } | undefined {
  let source: string;
  try {
    source = readFileSync(site.configFile, 'utf8');
  } catch {
    return undefined;
  }
  const navbar = site.docusaurus ? ['themeConfig', 'navbar'] : ['navbar'];
  const parsed = parseConfig(source, /\.[mc]?ts$/.test(site.configFile) ? 'ts' : 'js');
  // Only the syntax tree: a bare `title:` search would find the site's own title first.
  for (const tail of [['logo', 'href'], ['title'], ['logo'], []]) {
    const at = parsed && locateConfigPath(parsed, [...navbar, ...tail]);
    if (at) return at;
  }
  return locateKey(source, ['navbar']);
}

/** The hint of a broken-link report that holds the brand's link. */
export function navbarBrandHint(site: BrandSite): string {
  const target = navbarBrandTarget(site) ?? '/';
  const logo = site.docusaurus ? 'themeConfig.navbar.logo.href' : 'navbar.logo.href';
  const add =
    target === '/'
      ? 'add a home page (src/pages/index, or a doc with `slug: /`)'
      : `add a page at ${target}`;
  return (
    `the navbar's logo and title link to ${target} on every page and the site has no page there ` +
    `(Docusaurus reports the same link): ${add}, or point ${logo} at a page that exists`
  );
}
