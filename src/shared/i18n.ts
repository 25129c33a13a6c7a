// A page's other locales, for the build (hreflang alternates) and the browser (the locale menu):
// each locale's URLs (./localeUrls.ts), the locale menu's links, and which links lead into another
// locale's build.
import { alternatePageUrl, localeBaseUrl, localeUrl, type SiteI18n } from './localeUrls.js';

export type { SiteI18n } from './localeUrls.js';
export { alternatePageUrl, localeBaseUrl, localeUrl, openGraphLocale } from './localeUrls.js';

/**
 * The locale menu's link to `pathname` in `locale`, as Docusaurus 3.9+'s LocaleDropdownNavbarItem
 * makes it: the path alone when the locale is on the current locale's origin, else the full URL on
 * the locale's own domain (`pageUrl`: the current page's origin, where the build did not record
 * the site's).
 */
export function localeMenuHref(
  i18n: SiteI18n,
  pageUrl: string,
  currentBaseUrl: string,
  pathname: string,
  locale: string,
): string {
  const path = alternatePageUrl(i18n, currentBaseUrl, pathname, locale);
  const own = (l: string) => i18n.localeConfigs[l]?.url ?? i18n.siteUrl;
  if (own(locale) === own(i18n.currentLocale)) return path;
  return localeUrl(i18n, locale, pageUrl) + path;
}

/**
 * Whether a root-relative href leads out of the current locale's build (into another locale's:
 * the locale menu's links), which a check of this locale's pages cannot see.
 */
export function isOtherLocaleHref(i18n: SiteI18n, currentBaseUrl: string, href: string): boolean {
  if (!href.startsWith('/')) return false;
  const path = href.split(/[?#]/)[0]!;
  const under = (base: string) => path.startsWith(base) || `${path}/` === base;
  // The locale whose base URL is the longest the path is under has it; locales at one base URL
  // (every locale of a build of one, Docusaurus 3.9+) are one build.
  const owner = i18n.locales
    .map((l) => localeBaseUrl(i18n, l))
    .filter(under)
    .sort((a, b) => b.length - a.length)[0];
  // From another locale's pages, what is outside every base URL is the default locale's.
  if (owner === undefined) return i18n.currentLocale !== i18n.defaultLocale;
  return owner !== currentBaseUrl;
}
