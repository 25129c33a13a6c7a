// The theme's browser storage, which never throws: when storage is unavailable, warn once and keep
// nothing. localStorage under plain keys, unless the site's config says otherwise (a Docusaurus
// site's `storage`: sessionStorage, and a namespace added to every key).
import siteConfig from 'virtual:docs/site-config';

const site = siteConfig.storage;
/** The key a theme preference is stored under (`theme`, or `theme-a1b` with a namespace). */
export const storageKey = (key: string): string => key + (site?.namespace ?? '');

let warned = false;
function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; preferences will not be kept.', error);
}

function storage(): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return window[site?.type ?? 'localStorage'];
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
