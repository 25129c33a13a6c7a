// The theme's browser storage, which never throws: when storage is unavailable, warn once and keep
// nothing. localStorage under plain keys, unless the site's config says otherwise (a Docusaurus
// site's `storage`: sessionStorage, and a namespace added to every key).
import siteConfig from 'virtual:docs/site-config';

// Read at each use, never when the module loads: a bundle that locales share has no locale's
// config until one is selected (src/client/localeScope.ts).
/** The key a theme preference is stored under (`theme`, or `theme-a1b` with a namespace). */
export const storageKey = (key: string): string => key + (siteConfig.storage?.namespace ?? '');

/** The browser storage the site keeps preferences in. */
export const siteStorageType = (): 'localStorage' | 'sessionStorage' =>
  siteConfig.storage?.type ?? 'localStorage';

let warned = false;
function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; preferences will not be kept.', error);
}

function storage(): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return window[siteStorageType()];
  } catch (e) {
    warnOnce(e);
    return null;
  }
}

export const safeStorage = {
  get(key: string): string | null {
    try {
      return storage()?.getItem(storageKey(key)) ?? null;
    } catch (e) {
      warnOnce(e);
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      storage()?.setItem(storageKey(key), value);
    } catch (e) {
      warnOnce(e);
    }
  },
  remove(key: string): void {
    try {
      storage()?.removeItem(storageKey(key));
    } catch (e) {
      warnOnce(e);
    }
  },
};
