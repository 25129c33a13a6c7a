// A `require` of an ES or TypeScript module inside a config gives what Docusaurus's loader gives
// (jiti 1 with interopDefault): the default export when there is one, with the named exports added
// to it; the module when there is none. The expected values are what Docusaurus 3.8.1's
// loadFreshModule gave for tests/fixtures/sites/nested-require, and its build's HTML.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { loadDocusaurusConfig } from '../../../../plugins/config/docusaurus/loadDocusaurusConfig.js';
import { loadSiteModule } from '../../../../plugins/config/loadSiteModule.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/nested-require');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const siteDir = mkdtempSync(join(root, 'tests/.tmp/nested-require-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));
cpSync(fixture, siteDir, { recursive: true });

/** Docusaurus 3.8.1's customFields for the fixture. */
const DOCUSAURUS_FIELDS = {
  pluginType: 'function',
  pluginName: 'bannerPlugin',
  paletteKeys: ['primary', 'surface', 'accent'],
  primary: '#1d7a5f',
  accent: '#e08a00',
  limitKeys: ['maxDepth', 'maxItems'],
  maxItems: 12,
  motto: 'Read the manual first',
  legacyKeys: ['region', 'since'],
};

describe("a config's require of ES and TypeScript modules", () => {
  it('gives the default export (named exports added), or the module without one', async () => {
    const { config } = await loadDocusaurusConfig(join(siteDir, 'docusaurus.config.ts'));
    const { customFields, plugins } = config as { customFields: unknown; plugins: unknown[] };
    expect(customFields).toEqual(DOCUSAURUS_FIELDS);
    expect(plugins.map((p) => typeof p)).toEqual(['function']);
  });

  it('builds with the required plugin function as a plugin', async () => {
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const html = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
    expect(html).toContain('<div id="banner">Required plugin</div>');
  });
});

describe("a config's require of a package whose default export is a function", () => {
  // tRPC's config: `require('remark-shiki-twoslash').default`. jiti 2's require gives its interop
  // proxy, which answers a name the module lacks from the default export; the getters added to
  // that function read themselves through it without end ("Maximum call stack size exceeded").
  // Expected: what Docusaurus's loader (jiti 1.21.7, interopDefault) gave for the same files.
  const dir = mkdtempSync(join(root, 'tests/.tmp/require-fn-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'node_modules/ropefn'), { recursive: true });
  writeFileSync(
    join(dir, 'node_modules/ropefn/package.json'),
    '{ "name": "ropefn", "version": "1.0.0", "main": "index.js" }\n',
  );
  writeFileSync(
    join(dir, 'node_modules/ropefn/index.js'),
    [
      '"use strict";',
      'Object.defineProperty(exports, "__esModule", { value: true });',
      'exports.splice = void 0;',
      "function tie() { return 'bowline'; }",
      'exports.default = tie;',
      "exports.splice = () => 'eye';",
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'docusaurus.config.ts'),
    [
      "const rope = require('ropefn');",
      'const tie = rope.default;',
      'export default { title: tie(), splice: rope.splice(), same: rope.default === tie, kind: typeof rope };',
      '',
    ].join('\n'),
  );

  it('gives the function with the named exports on it, as jiti 1 does', async () => {
    const { value } = await loadSiteModule(join(dir, 'docusaurus.config.ts'), { siteDir: dir });
    expect(value).toEqual({ title: 'bowline', splice: 'eye', same: true, kind: 'function' });
  });
});
