// The locale a bundle every locale of a site shares renders (issue 33). In the browser a page's
// locale data file sets it once, before the bundle loads (plugins/i18n/localeData.ts); a pre-render
// worker holds one copy of the server bundle for every locale and selects each locale in turn
// (`selectLocale`, before that locale's pages). So no module computes from the locale's data when
// it loads: the readers of that data (plugins/i18n/sharedBundle.ts) hand it on as it changes, and
// what a module keeps for a locale (loaded route table buckets, resolved routes) is `perLocale`.
import { LOCALE_DATA_GLOBAL } from '../shared/constants.js';

/** The locale data of the page being rendered: `{ locale, config, siteData }`, when locales share a bundle. */
export function currentLocaleData(): object | undefined {
  return (globalThis as Record<string, unknown>)[LOCALE_DATA_GLOBAL] as object | undefined;
}

const listeners: ((data: object) => void)[] = [];

/**
 * Calls `listener` with the current locale's data (now, if one is selected) and again each time
 * another locale is selected: the readers of the locale's data keep their exports up to date so.
 */
export function onLocaleData(listener: (data: object) => void): void {
  listeners.push(listener);
  const data = currentLocaleData();
  if (data) listener(data);
}

/**
 * Renders the next pages with `data`'s locale (the pre-render worker calls it, between pages: never
 * while a page of another locale renders).
 */
export function selectLocale(data: object): void {
  (globalThis as Record<string, unknown>)[LOCALE_DATA_GLOBAL] = data;
  for (const listener of listeners) listener(data);
}

/** The key of a bundle built for one locale alone (no locale data). */
const ONE_LOCALE = {};

/**
 * A getter of state a module keeps for the current locale, made by `create` the first time that
 * locale asks: two locales of one bundle never see each other's (their route tables share paths).
 */
export function perLocale<T>(create: () => T): () => T {
  const states = new WeakMap<object, T>();
  return () => {
    const key = currentLocaleData() ?? ONE_LOCALE;
    let state = states.get(key);
    if (state === undefined) states.set(key, (state = create()));
    return state;
  };
}
