// `createStorageSlot` of @docusaurus/theme-common: one key of the browser's localStorage (or
// sessionStorage) with get/set/del and a listener for changes from other tabs, doing nothing where
// there is no storage (the server render, a browser that refuses it). Plugins' client modules use
// it (@docusaurus/plugin-pwa keeps its offline-mode flag in one).
import { siteStorageType, storageKey } from '../../client/storage.js';

type StorageType = 'localStorage' | 'sessionStorage' | 'none';

export interface StorageSlot {
  get: () => string | null;
  set: (value: string) => void;
  del: () => void;
  listen: (onChange: (event: StorageEvent) => void) => () => void;
}

function storageOf(type: StorageType): Storage | null {
  if (type === 'none' || typeof window === 'undefined') return null;
  try {
    return window[type];
  } catch {
    return null;
  }
}

/**
 * Runs a change of `key` and tells this tab's listeners, as the browser tells other tabs (a
 * `storage` event), so that `useStorageSlot` readers of the key re-render, as in Docusaurus.
 */
function changed(storage: Storage, key: string, change: () => void): void {
  const oldValue = storage.getItem(key);
  change();
  const newValue = storage.getItem(key);
  if (oldValue === newValue) return;
  window.dispatchEvent(
    new StorageEvent('storage', {
      key,
      oldValue,
      newValue,
      storageArea: storage,
      url: location.href,
    }),
  );
}

export function createStorageSlot(
  keyInput: string | null,
  options?: { persistence?: StorageType },
): StorageSlot {
  // The site's storage (its namespace and type), as Docusaurus's slots apply it.
  const key = keyInput === null ? null : storageKey(keyInput);
  const storage = key === null ? null : storageOf(options?.persistence ?? siteStorageType());
  if (!storage || key === null)
    return { get: () => null, set: () => {}, del: () => {}, listen: () => () => {} };
  const attempt = <T>(f: () => T, fallback: T): T => {
    try {
      return f();
    } catch {
      return fallback;
    }
  };
  return {
    get: () => attempt(() => storage.getItem(key), null),
    set: (value) =>
      attempt(() => changed(storage, key, () => storage.setItem(key, value)), undefined),
    del: () => attempt(() => changed(storage, key, () => storage.removeItem(key)), undefined),
    listen: (onChange) => {
      const listener = (event: StorageEvent) => {
        if (event.storageArea === storage && event.key === key) onChange(event);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
}
