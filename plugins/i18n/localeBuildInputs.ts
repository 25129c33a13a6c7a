// What a locale's build adds to the build's bookkeeping: its translations folder as an input of the
// build state (an edit under `i18n/<locale>/` makes the next build run again), and the locale's
// path prefix for what the build reports about its pages (`/fr/docs/intro`, not `/docs/intro`).
import type { LocaleContext } from './localeContext.js';

/**
 * The folders of a locale's translations whose files the build state records: `i18n/<locale>/`
 * (translated docs, blog posts and pages, code.json, the theme's and plugins' JSON files). A site
 * without locales has none.
 */
export function localeInputFolders(site: { locale?: LocaleContext }): string[] {
  return site.locale ? [site.locale.localizationDir] : [];
}

/**
 * The part of a page's URL the locale adds to its route path: `/fr` for a locale under
 * `<baseUrl>fr/`, empty for the default locale and for a locale built alone at the root.
 */
export function localeRoutePrefix(site: { locale?: LocaleContext }): string {
  const context = site.locale;
  if (!context || context.baseUrl === context.siteBaseUrl) return '';
  return '/' + context.baseUrl.slice(context.siteBaseUrl.length).replace(/\/$/, '');
}

/** Broken links and anchors with the locale's prefix on their page and target, as Docusaurus names them. */
export function localizeBrokenLinks<T extends { source: string; resolved: string }>(
  broken: T[],
  prefix: string,
): T[] {
  if (!prefix) return broken;
  const withPrefix = (path: string) => (path === '/' ? `${prefix}/` : prefix + path);
  return broken.map((b) => ({
    ...b,
    source: withPrefix(b.source),
    resolved: withPrefix(b.resolved),
  }));
}
