// Small utilities of `@docusaurus/theme-common` that third-party themes call through the package's
// index: docusaurus-theme-openapi-docs' own copy of Docusaurus's tabs (`duplicates` to refuse two
// tabs with one value, `useStorageSlot` for the chosen tab) and its scroll helpers
// (`ReactContextError` when a hook is used outside its provider).
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { createStorageSlot, type StorageSlot } from './storageSlot.js';

/** The items that equal an earlier one (each time after the first), in order. */
export function duplicates<T>(
  items: readonly T[],
  same: (a: T, b: T) => boolean = (a, b) => a === b,
): T[] {
  return items.filter((item, index) => items.findIndex((other) => same(item, other)) !== index);
}

/**
 * The value of one storage key, kept current (a change from this tab or another re-renders),
 * and its slot to change it: `[value, slot]`. `null` on the server and where nothing is stored.
 */
export function useStorageSlot(
  key: string | null,
  options?: Parameters<typeof createStorageSlot>[1],
): [string | null, StorageSlot] {
  const persistence = options?.persistence;
  const slot = useMemo(
    () => createStorageSlot(key, persistence ? { persistence } : undefined),
    [key, persistence],
  );
  const subscribe = useCallback((onChange: () => void) => slot.listen(onChange), [slot]);
  const value = useSyncExternalStore(subscribe, slot.get, () => null);
  return [value, slot];
}

/** The error a context hook throws when no provider is above the component that calls it. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(
      `a hook was called outside the <${providerName}>: render the component inside it` +
        (additionalInfo ? `. ${additionalInfo}` : ''),
    );
    this.name = 'ReactContextError';
  }
}
