// The theme's storage with a Docusaurus site's `storage` (sessionStorage, a namespace): every
// preference key carries the namespace, in the storage the site chose, and createStorageSlot
// (theme-common) applies the same.
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('virtual:docs/site-config', async (importOriginal) => {
  const real = (await importOriginal()) as { default: Record<string, unknown> };
  return { default: { ...real.default, storage: { type: 'sessionStorage', namespace: '-182' } } };
});

const { safeStorage, storageKey } = await import('../../../src/client/storage.js');
const { createStorageSlot } = await import('../../../src/theme/docusaurus/storageSlot.js');

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('site storage', () => {
  it('keeps theme preferences under the namespaced key in the chosen storage', () => {
    safeStorage.set('theme', 'dark');
    expect(sessionStorage.getItem('theme-182')).toBe('dark');
    expect(localStorage.getItem('theme')).toBeNull();
    expect(safeStorage.get('theme')).toBe('dark');
    safeStorage.remove('theme');
    expect(sessionStorage.getItem('theme-182')).toBeNull();
    expect(storageKey('docusaurus.tab.os')).toBe('docusaurus.tab.os-182');
  });

  it("gives createStorageSlot the site's namespace and storage type", () => {
    createStorageSlot('docusaurus.tab.os').set('mac');
    expect(sessionStorage.getItem('docusaurus.tab.os-182')).toBe('mac');
    // An explicit persistence keeps the namespace.
    createStorageSlot('pwa', { persistence: 'localStorage' }).set('on');
    expect(localStorage.getItem('pwa-182')).toBe('on');
  });
});
