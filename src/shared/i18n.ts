// A page's other locales, for the build (hreflang alternates) and the browser (the locale menu):
// each locale's base URL and the same page's URL in it, as Docusaurus's useAlternatePageUtils
// makes them (the default locale at the site's base URL, another under `<base><locale>/`, or at
// its own base URL when its config gives one).
import type { SiteConfig } from './types.js';

export type SiteI18n = NonNullable<SiteConfig['i18n']>;

export function localeBaseUrl(i18n: SiteI18n, locale: string): string {
  const own = i18n.localeConfigs[locale]?.baseUrl; // Docusaurus 3.9+'s localeConfigs.<l>.baseUrl
  if (own) return own;
  return locale === i18n.defaultLocale ? i18n.siteBaseUrl : `${i18n.siteBaseUrl}${locale}/`;
}

/**
 * The origin a locale's pages are on: its own `url` (Docusaurus 3.9+'s localeConfigs.<l>.url), else
 * the site's (`i18n.siteUrl`, or `fallback`: the page's own URL where the build did not record it).
 */
export function localeUrl(i18n: SiteI18n, locale: string, fallback: string): string {
  return (i18n.localeConfigs[locale]?.url ?? i18n.siteUrl ?? fallback).replace(/\/+$/, '');
}

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

/** `pathname` (under the current locale's base URL) in `locale`: `/fr/docs/intro`. */
export function alternatePageUrl(
  i18n: SiteI18n,
  currentBaseUrl: string,
  pathname: string,
  locale: string,
): string {
  const suffix = pathname.startsWith(currentBaseUrl)
    ? pathname.slice(currentBaseUrl.length)
    : pathname.replace(/^\//, '');
  return localeBaseUrl(i18n, locale) + suffix;
}

/** Open Graph writes a BCP 47 tag with an underscore (`pt_BR`). */
export function openGraphLocale(htmlLang: string): string {
  return htmlLang.replace('-', '_');
}

/**
 * Whether a root-relative href leads out of the current locale's build (into another locale's:
 * the locale menu's links), which a check of this locale's pages cannot see.
 */
export function isOtherLocaleHref(i18n: SiteI18n, currentBaseUrl: string, href: string): boolean {
  if (!href.startsWith('/')) return false;
  const path = href.split(/[?#]/)[0]!;
  const under = (base: string) => path.startsWith(base) || `${path}/` === base;
  const others = i18n.locales.filter((l) => l !== i18n.currentLocale && l !== i18n.defaultLocale);
  if (others.some((l) => under(localeBaseUrl(i18n, l)))) return true;
  // From another locale's pages, what is outside their base URL is the default locale's.
  return i18n.currentLocale !== i18n.defaultLocale && !under(currentBaseUrl);
}
