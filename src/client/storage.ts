// localStorage that never throws: when storage is unavailable, warn once and keep nothing.

let warned = false;
function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; preferences will not be kept.', error);
}

function storage(): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return window.localStorage;
  } catch (e) {
    warnOnce(e);
    return null;
  }
}

export const safeStorage = {
  get(key: string): string | null {
    try {
      return storage()?.getItem(key) ?? null;
    } catch (e) {
      warnOnce(e);
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      storage()?.setItem(key, value);
    } catch (e) {
      warnOnce(e);
    }
  },
  remove(key: string): void {
    try {
      storage()?.removeItem(key);
    } catch (e) {
      warnOnce(e);
    }
  },
};
