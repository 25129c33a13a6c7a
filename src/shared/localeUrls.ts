// Each locale's base URL and origin, and the same page's URL in another locale, as Docusaurus's
// useAlternatePageUtils makes them (the default locale at the site's base URL, another under
// `<base><locale>/`, or at its own base URL when its config gives one): the theme's hreflang
// alternates (./themeHead.ts) and the locale menu (./i18n.ts). A module of their own: the theme's
// head after a navigation, loaded apart from the entry, imports these alone, and importing
// ./i18n.ts there, a module the entry's graph reaches too (its locale menu, when dropped from the
// bundle), made Rolldown 1.2 split the entry's site config and paths into a chunk of their own.
import type { SiteConfig } from './types.js';

export type SiteI18n = NonNullable<SiteConfig['i18n']>;

/** The base URL of `locale`'s pages. */
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
