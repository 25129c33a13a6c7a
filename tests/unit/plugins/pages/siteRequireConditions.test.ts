// A package the site's code requires resolves with its `require` condition in a build, as
// webpack's `require()` does. Halo's swizzled SearchBar requires meilisearch-docsearch, whose
// `import` entry is a strict ES module importing a name solid-js's server build lacks (webpack
// never reads it: its require takes `dist/index.cjs`); ours read the `import` entry and stopped.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { isPackageSpecifier, siteRequirePlugin } from '../../../../plugins/pages/siteRequire.js';

const site = join(import.meta.dirname, '../../../.tmp/site-require-conditions');

function write(file: string, text: string) {
  mkdirSync(join(site, file, '..'), { recursive: true });
  writeFileSync(join(site, file), text);
}

async function bundle(requireConditions: boolean): Promise<string> {
  const out = (await build({
    root: site,
    configFile: false,
    logLevel: 'silent',
    plugins: [siteRequirePlugin(site, undefined, { requireConditions })],
    build: { write: false, ssr: join(site, 'src/entry.js'), minify: false },
    ssr: { noExternal: true },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const output = Array.isArray(out) ? out[0]! : out;
  return output.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');
}

afterAll(() => rmSync(site, { recursive: true, force: true }));

describe("a site's require of a package", () => {
  rmSync(site, { recursive: true, force: true });
  write('package.json', '{"name":"site","private":true}');
  write(
    'node_modules/dual/package.json',
    JSON.stringify({
      name: 'dual',
      exports: { '.': { import: './esm.mjs', require: './cjs.cjs' } },
    }),
  );
  write('node_modules/dual/esm.mjs', "export const entry = 'the import entry';\n");
  write('node_modules/dual/cjs.cjs', "exports.entry = 'the require entry';\n");
  write('src/entry.js', "export const entry = require('dual').entry;\n");

  it('takes the require condition in a build, as webpack does', async () => {
    const code = await bundle(true);
    expect(code).toContain('the require entry');
    expect(code).not.toContain('the import entry');
  }, 120_000);

  it('keeps the import condition where told not to (the dev server)', async () => {
    const code = await bundle(false);
    expect(code).toContain('the import entry');
  }, 120_000);

  it('applies to packages only', () => {
    for (const spec of ['dual', '@scope/pkg', 'pkg/sub/path.js', 'lodash.debounce'])
      expect(isPackageSpecifier(spec), spec).toBe(true);
    for (const spec of [
      './x.js',
      '../y',
      '@site/src/a',
      '@theme/Tabs',
      '@docusaurus/Link',
      'node:fs',
    ])
      expect(isPackageSpecifier(spec), spec).toBe(false);
  });
});
