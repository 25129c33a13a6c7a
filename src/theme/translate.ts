// The theme's one way to its strings in the page's locale: a message by its Docusaurus id (the
// locale's code translations: @docusaurus/theme-translations' strings and the site's code.json,
// which the build puts in the site config), else the English message the component passes.
import type { ReactNode } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { selectPluralMessage } from '../shared/pluralForms.js';

/** The message of `id` in the page's locale, or `fallback` (the English text). */
export function messageOf(id: string | undefined, fallback: string): string {
  // Read at each call: a server bundle every locale shares renders one locale, then another.
  const messages: Readonly<Record<string, string>> = siteConfig.i18n?.translations ?? {};
  return (id !== undefined ? messages[id] : undefined) ?? fallback;
}

/** `{name}` placeholders replaced by `values` (strings, numbers or elements). */
export function interpolate(message: string, values?: Record<string, ReactNode>): ReactNode[] {
  if (!values) return [message];
  return message.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && Object.hasOwn(values, name) ? values[name] : part;
  });
}

/** A theme string: `translateTheme('theme.docs.paginator.next', 'Next')`. */
export function translateTheme(
  id: string,
  fallback: string,
  values?: Record<string, string | number>,
): string {
  return interpolate(messageOf(id, fallback), values).join('');
}

/** The page's locale (BCP 47) for dates and numbers: `en` for a site with one. */
export function pageLocale(): string {
  const i18n = siteConfig.i18n;
  return i18n ? (i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale) : 'en';
}

/** The page's locale as Docusaurus names it (`i18n.currentLocale`): plural rules follow it. */
export function currentLocale(): string {
  return siteConfig.i18n?.currentLocale ?? 'en';
}

/** The form of a message with plural forms ("One post|{count} posts") for `count`, in the locale. */
export function selectPlural(count: number, messages: string): string {
  return selectPluralMessage(messages, count, currentLocale());
}

/**
 * A theme string with plural forms: `translatePlural('theme.blog.post.plurals', 'One post|{count}
 * posts', 3, { count: 3 })`, translated, its values put in, then the count's form chosen.
 */
export function translatePlural(
  id: string,
  fallback: string,
  count: number,
  values: Record<string, string | number>,
): string {
  return selectPlural(count, translateTheme(id, fallback, values));
}
