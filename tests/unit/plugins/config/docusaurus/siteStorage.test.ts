import { describe, expect, it } from 'vitest';
import { docusaurusSiteStorage } from '../../../../../plugins/config/docusaurus/siteStorage.js';
import { mapDocusaurusConfig } from '../../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';
import { validateSiteConfig } from '../../../../../plugins/config/loadSiteConfig.js';
import { BuildError } from '../../../../../plugins/diagnostics.js';

const site = { url: 'https://example.com', baseUrl: '/' };
const v3_8 = { major: 3, minor: 8, patch: 1 };
const v3_9 = { major: 3, minor: 9, patch: 2 };
const v3_10 = { major: 3, minor: 10, patch: 0 };

describe('a Docusaurus site storage', () => {
  it('is localStorage with no namespace by default', () => {
    expect(docusaurusSiteStorage({}, site, v3_10)).toEqual({
      storage: { type: 'localStorage', namespace: '' },
      problems: [],
    });
  });

  // Expected hashes computed once with Docusaurus 3.10's own createSiteStorage
  // (@docusaurus/utils normalizeUrl + simpleHash(…, 3)).
  it.each([
    ['https://example.com', '/', '-182'],
    ['https://docs.example.com', '/docs/', '-8e8'],
    ['https://a.org/', '/x', '-af1'],
  ])('namespace true hashes the site address (%s %s)', (url, baseUrl, namespace) => {
    const { storage } = docusaurusSiteStorage({ storage: { namespace: true } }, { url, baseUrl });
    expect(storage.namespace).toBe(namespace);
  });

  it('takes a string namespace as written and sessionStorage', () => {
    const cfg = { storage: { type: 'sessionStorage', namespace: 'kb' } };
    expect(docusaurusSiteStorage(cfg, site).storage).toEqual({
      type: 'sessionStorage',
      namespace: '-kb',
    });
  });

  it("follows future.v4's namespacing on 3.10+, not on 3.9 or 3.8 (which have no such flag)", () => {
    expect(docusaurusSiteStorage({ future: { v4: true } }, site, v3_10).storage.namespace).toBe(
      '-182',
    );
    expect(
      docusaurusSiteStorage({ future: { v4: { siteStorageNamespacing: true } } }, site, v3_10)
        .storage.namespace,
    ).toBe('-182');
    expect(docusaurusSiteStorage({ future: { v4: true } }, site, v3_8).storage.namespace).toBe('');
    // 3.9's config schema has no siteStorageNamespacing: `v4: true` leaves the keys plain there.
    expect(docusaurusSiteStorage({ future: { v4: true } }, site, v3_9).storage.namespace).toBe('');
    expect(
      docusaurusSiteStorage({ future: { v4: { siteStorageNamespacing: true } } }, site, v3_9)
        .storage.namespace,
    ).toBe('');
    // An explicit `namespace: false` wins over the flag.
    const off = { future: { v4: true }, storage: { namespace: false } };
    expect(docusaurusSiteStorage(off, site, v3_10).storage.namespace).toBe('');
  });

  it("reads 3.8's future.experimental_storage", () => {
    const cfg = { future: { experimental_storage: { type: 'sessionStorage', namespace: true } } };
    expect(docusaurusSiteStorage(cfg, site, v3_8).storage).toEqual({
      type: 'sessionStorage',
      namespace: '-182',
    });
  });

  it('names a wrong type or namespace', () => {
    const { problems } = docusaurusSiteStorage(
      { storage: { type: 'cookies', namespace: 3 } },
      site,
    );
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      ['storage.type', 'must be "localStorage" or "sessionStorage", not "cookies"'],
      ['storage.namespace', 'must be a string or a boolean, not number'],
    ]);
  });
});

describe('the storage in the mapped site config', () => {
  const FILE = '/site/docusaurus.config.js';
  const base = { title: 'T', url: 'https://example.com', baseUrl: '/' };
  const map = (cfg: Record<string, unknown>, version = v3_10) =>
    mapDocusaurusConfig({ ...base, ...cfg }, { configFile: FILE, source: '', version });

  it('is absent for the default storage, so the site keeps plain localStorage keys', () => {
    expect(map({}).siteConfig.storage).toBeUndefined();
    expect(map({ future: { v4: true } }, v3_8).siteConfig.storage).toBeUndefined();
  });

  it("is the site's storage otherwise, and validates", () => {
    const { siteConfig } = map({ future: { v4: true } });
    expect(siteConfig.storage).toEqual({ type: 'localStorage', namespace: '-182' });
    expect(validateSiteConfig(siteConfig, FILE, '').storage).toEqual(siteConfig.storage);
  });

  it('fails at the config entry for a wrong type', () => {
    const source = `module.exports = {\n  storage: { type: 'cookies' },\n};\n`;
    let error: unknown;
    try {
      mapDocusaurusConfig({ ...base, storage: { type: 'cookies' } }, { configFile: FILE, source });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(d).toMatchObject({ file: FILE, line: 2 });
    expect(d!.message).toContain('storage.type');
  });
});
