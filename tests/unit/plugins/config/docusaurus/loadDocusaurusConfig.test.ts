import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findDocusaurusConfig,
  loadDocusaurusConfig,
} from '../../../../../plugins/config/docusaurus/loadDocusaurusConfig.js';
import { BuildError } from '../../../../../plugins/diagnostics.js';

/** A site folder holding the given files; returns its path. */
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'docusaurus-config-'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

async function load(name: string, source: string, extra: Record<string, string> = {}) {
  const dir = site({ [name]: source, ...extra });
  const file = findDocusaurusConfig(dir);
  expect(file).toBe(join(dir, name));
  const loaded = await loadDocusaurusConfig(file!);
  // The bundle is written beside the config only while it is imported.
  expect(readdirSync(dir).filter((f) => f.endsWith('.mjs') && f.startsWith('.'))).toEqual([]);
  return loaded.config as Record<string, unknown>;
}

async function loadError(name: string, source: string): Promise<BuildError> {
  const dir = site({ [name]: source });
  try {
    await loadDocusaurusConfig(join(dir, name));
  } catch (e) {
    expect(e).toBeInstanceOf(BuildError);
    return e as BuildError;
  }
  throw new Error('expected the config to fail');
}

const BASE = `title: 'T', url: 'https://t.example', baseUrl: '/'`;

describe('finding docusaurus.config.*', () => {
  it('follows Docusaurus order (.ts before .js) and finds nothing in a folder without one', () => {
    const dir = site({ 'docusaurus.config.js': '', 'docusaurus.config.ts': '' });
    expect(findDocusaurusConfig(dir)).toBe(join(dir, 'docusaurus.config.ts'));
    expect(findDocusaurusConfig(site({ 'site.config.ts': '' }))).toBeUndefined();
  });
});

describe('loading docusaurus.config.*', () => {
  it('loads an exported object (ESM .mjs)', async () => {
    expect(await load('docusaurus.config.mjs', `export default { ${BASE} };`)).toEqual({
      title: 'T',
      url: 'https://t.example',
      baseUrl: '/',
    });
  });

  it('calls an exported function with no arguments, as Docusaurus does', async () => {
    const config = await load(
      'docusaurus.config.js',
      `export default function (...args) { return { ${BASE}, customFields: { args: args.length } }; }`,
    );
    expect(config.customFields).toEqual({ args: 0 });
  });

  it('awaits an async function', async () => {
    const config = await load(
      'docusaurus.config.mjs',
      `export default async () => { await new Promise((r) => setTimeout(r, 1)); return { ${BASE}, tagline: 'later' }; };`,
    );
    expect(config.tagline).toBe('later');
  });

  it('loads CommonJS (module.exports and require, __dirname of the config)', async () => {
    const config = await load(
      'docusaurus.config.cjs',
      `const path = require('node:path');
const shared = require('./shared.cjs');
module.exports = { ${BASE}, tagline: shared.tagline, customFields: { dir: path.basename(__dirname) } };`,
      { 'shared.cjs': `module.exports = { tagline: 'from a required file' };` },
    );
    expect(config.tagline).toBe('from a required file');
    expect(typeof (config.customFields as { dir: string }).dir).toBe('string');
  });

  it('loads TypeScript with type imports and a relative TS import', async () => {
    const config = await load(
      'docusaurus.config.ts',
      `import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { tagline } from './src/tagline';
const config: Config = { ${BASE}, tagline, presets: [['classic', { docs: {} } satisfies Preset.Options]] };
export default config;`,
      { 'src/tagline.ts': `export const tagline: string = 'typed';` },
    );
    expect(config.tagline).toBe('typed');
    expect(config.presets).toEqual([['classic', { docs: {} }]]);
  });

  it('resolves a relative require.resolve without an extension, as Docusaurus does', async () => {
    const config = await load(
      'docusaurus.config.ts',
      `export default { ${BASE}, customFields: {
  sidebars: require.resolve('./sidebars'),
  plugin: require.resolve('./plugins/glossary'),
} };`,
      { 'sidebars.ts': 'export default {};', 'plugins/glossary/index.js': 'module.exports = {};' },
    );
    const fields = config.customFields as { sidebars: string; plugin: string };
    expect(fields.sidebars).toMatch(/[\\/]sidebars\.ts$/);
    expect(fields.plugin).toMatch(/[\\/]plugins[\\/]glossary[\\/]index\.js$/);
  });

  it('imports JSON files (versions.json, a list of links) as data', async () => {
    const config = await load(
      'docusaurus.config.mjs',
      `import versions from './versions.json';
import * as links from './data/links.json';
export default { ${BASE}, customFields: { versions, first: links.default[0] } };`,
      { 'versions.json': '["2.0", "1.0"]\n', 'data/links.json': '[{ "to": "/a" }]' },
    );
    expect(config.customFields).toEqual({ versions: ['2.0', '1.0'], first: { to: '/a' } });
  });

  it('compiles a package whose entry is TypeScript (a workspace package), its imports from its folder', async () => {
    const config = await load(
      'docusaurus.config.ts',
      `import remarkShout from '@my-site/remark-shout';
export default { ${BASE}, tagline: remarkShout('quiet') };`,
      {
        // A workspace package as a monorepo links it: its source is TypeScript.
        'node_modules/@my-site/remark-shout/package.json': JSON.stringify({
          name: '@my-site/remark-shout',
          type: 'module',
          main: 'src/index.ts',
        }),
        'node_modules/@my-site/remark-shout/src/index.ts': `import { upper } from 'shout-helper';
import { mark } from './mark';
export default function shout(text: string): string { return upper(text) + mark; }`,
        'node_modules/@my-site/remark-shout/src/mark.ts': `export const mark: string = '!';`,
        // Installed in the package's own folder only, as a workspace has it.
        'node_modules/@my-site/remark-shout/node_modules/shout-helper/package.json': JSON.stringify(
          {
            name: 'shout-helper',
            main: 'index.js',
          },
        ),
        'node_modules/@my-site/remark-shout/node_modules/shout-helper/index.js': `exports.upper = (s) => s.toUpperCase();`,
      },
    );
    expect(config.tagline).toBe('QUIET!');
  });

  it('loads a config importing @docusaurus/preset-classic and prism-react-renderer, neither installed', async () => {
    const dir = site({});
    expect(existsSync(join(dir, 'node_modules'))).toBe(false);
    const config = await load(
      'docusaurus.config.js',
      `import { themes as prismThemes } from 'prism-react-renderer';
import classic from '@docusaurus/preset-classic';
const github = require('prism-react-renderer/themes/github');
export default {
  ${BASE},
  presets: [[classic, {}], [require.resolve('@docusaurus/preset-classic'), {}]],
  themeConfig: { prism: { theme: prismThemes.github, darkTheme: prismThemes.dracula, v1: github } },
};`,
    );
    const presets = config.presets as [unknown, unknown][];
    expect((presets[0]![0] as { __docsPackage: string }).__docsPackage).toBe(
      '@docusaurus/preset-classic',
    );
    expect(presets[1]![0]).toBe('@docusaurus/preset-classic');
    const prism = (config.themeConfig as { prism: Record<string, { __docsPrismTheme: string }> })
      .prism;
    expect(prism.theme!.__docsPrismTheme).toBe('github');
    expect(prism.darkTheme!.__docsPrismTheme).toBe('dracula');
    expect(prism.v1!.__docsPrismTheme).toBe('github');
  });

  it('stands in for the other built-in plugins, by require, require.resolve and .default', async () => {
    const config = await load(
      'docusaurus.config.js',
      `module.exports = {
  ${BASE},
  plugins: [
    [require.resolve('@docusaurus/plugin-client-redirects'), { redirects: [] }],
    require('@docusaurus/plugin-sitemap').default,
    [require('@docusaurus/plugin-content-docs').default, { id: 'api' }],
  ],
};`,
    );
    const plugins = config.plugins as unknown[];
    expect((plugins[0] as unknown[])[0]).toBe('@docusaurus/plugin-client-redirects');
    expect((plugins[1] as { __docsPackage: string }).__docsPackage).toBe(
      '@docusaurus/plugin-sitemap',
    );
    expect(((plugins[2] as unknown[])[0] as { __docsPackage: string }).__docsPackage).toBe(
      '@docusaurus/plugin-content-docs',
    );
  });

  it("resolves require.resolve('./sidebars.js') to sidebars.ts, as Docusaurus's loader does", async () => {
    const config = await load(
      'docusaurus.config.ts',
      `export default { ${BASE}, customFields: { sidebars: require.resolve('./sidebars.js') } };`,
      { 'sidebars.ts': 'export default {};' },
    );
    expect((config.customFields as { sidebars: string }).sidebars).toMatch(/[\\/]sidebars\.ts$/);
  });

  it('gives a CommonJS config the stand-ins through require and require.resolve', async () => {
    const config = await load(
      'docusaurus.config.js',
      `const classic = require('@docusaurus/preset-classic');
const { themes } = require('prism-react-renderer');
module.exports = {
  ${BASE},
  presets: [[require.resolve('@docusaurus/preset-classic'), {}], [classic, {}]],
  themeConfig: { prism: { theme: themes.oneDark } },
};`,
    );
    const presets = config.presets as [unknown, unknown][];
    expect(presets[0]![0]).toBe('@docusaurus/preset-classic');
    expect((presets[1]![0] as { __docsPackage: string }).__docsPackage).toBe(
      '@docusaurus/preset-classic',
    );
    // The stand-in theme: prism-react-renderer's own, with its name.
    expect(config.themeConfig).toMatchObject({
      prism: {
        theme: { __docsPrismTheme: 'oneDark', plain: { backgroundColor: 'hsl(220, 13%, 18%)' } },
      },
    });
  });

  it('loads ES modules that use require, and __dirname in an .mjs file', async () => {
    const config = await load(
      'docusaurus.config.mjs',
      `import { join } from 'node:path';
const versions = require('./versions.json');
export default { ${BASE}, customFields: { versions, here: join(__dirname, 'x') === join(import.meta.dirname, 'x') } };`,
      { 'versions.json': '["1.0"]' },
    );
    expect(config.customFields).toEqual({ versions: ['1.0'], here: true });
  });

  it('reads the file fresh on every load', async () => {
    const dir = site({ 'docusaurus.config.mjs': `export default { ${BASE}, tagline: 'one' };` });
    const file = join(dir, 'docusaurus.config.mjs');
    expect(((await loadDocusaurusConfig(file)).config as { tagline: string }).tagline).toBe('one');
    writeFileSync(file, `export default { ${BASE}, tagline: 'two' };`);
    expect(((await loadDocusaurusConfig(file)).config as { tagline: string }).tagline).toBe('two');
  });
});

describe('errors loading docusaurus.config.*', () => {
  it('positions a syntax error', async () => {
    const e = await loadError('docusaurus.config.ts', `export default {\n  title: 'T',,\n};\n`);
    expect(e.diagnostics[0]).toMatchObject({ line: 2 });
    expect(e.diagnostics[0]!.file).toMatch(/docusaurus\.config\.ts$/);
    expect(e.diagnostics[0]!.message).toMatch(/could not load/);
  });

  it('positions a throw in the config function at its line and column', async () => {
    const e = await loadError(
      'docusaurus.config.ts',
      `const n: number = 1;\nexport default function () {\n  if (n) throw new Error('no sidebar today');\n  return {};\n}\n`,
    );
    expect(e.diagnostics[0]).toMatchObject({ line: 3, column: 16 });
    expect(e.diagnostics[0]!.message).toBe('the config function threw: no sidebar today');
    expect(e.diagnostics[0]!.hint).toBeTruthy();
  });

  it('positions a throw while the module loads', async () => {
    const e = await loadError(
      'docusaurus.config.js',
      `const x = {};\nx.y.z = 1;\nmodule.exports = { title: 'T' };\n`,
    );
    expect(e.diagnostics[0]).toMatchObject({ line: 2 });
    expect(e.diagnostics[0]!.message).toMatch(/^the config threw while loading/);
  });

  it('positions a throw in a TypeScript module the config imports, at its own line and column', async () => {
    const dir = site({
      'docusaurus.config.ts': `import { plugin } from './plugins/broken';\nexport default { ${BASE}, plugins: [plugin] };\n`,
      'plugins/broken.ts': `type Options = { name: string };\nconst options: Options = JSON.parse('{}');\nexport const plugin: string = options.name.toUpperCase();\n`,
    });
    try {
      await loadDocusaurusConfig(join(dir, 'docusaurus.config.ts'));
      throw new Error('expected the config to fail');
    } catch (e) {
      const d = (e as BuildError).diagnostics[0]!;
      expect(d.file).toBe(join(dir, 'plugins/broken.ts'));
      // At `.toUpperCase` of the source, not the transpiled code (which lost the types).
      expect([d.line, d.column]).toEqual([3, 44]);
      expect(d.message).toMatch(
        /^the config threw while loading: Cannot read properties of undefined/,
      );
    }
  });

  it('positions a syntax error in a module the config imports', async () => {
    const dir = site({
      'docusaurus.config.mjs': `import data from './data.mjs';\nexport default { ${BASE}, data };\n`,
      'data.mjs': `export default {\n  a: 1\n  b: 2,\n};\n`,
    });
    try {
      await loadDocusaurusConfig(join(dir, 'docusaurus.config.mjs'));
      throw new Error('expected the config to fail');
    } catch (e) {
      const d = (e as BuildError).diagnostics[0]!;
      expect(d).toMatchObject({ file: join(dir, 'data.mjs'), line: 3, column: 3 });
      expect(d.message).toMatch(/^could not load: /);
    }
  });

  it('says what is wrong when the config is not an object', async () => {
    const none = await loadError('docusaurus.config.mjs', `export const title = 'T';\n`);
    expect(none.diagnostics[0]).toMatchObject({ line: 1, column: 1 });
    expect(none.diagnostics[0]!.message).toMatch(/exports nothing/);
    const arr = await loadError('docusaurus.config.mjs', `export default () => ['T'];\n`);
    expect(arr.diagnostics[0]!.message).toBe(
      'the config function returned an array, not an object',
    );
  });

  it('names a package that is not installed', async () => {
    const e = await loadError(
      'docusaurus.config.mjs',
      `// a plugin\nimport math from 'remark-math-not-installed';\nexport default { title: 'T', x: math };\n`,
    );
    expect(e.diagnostics[0]!.message).toMatch(/remark-math-not-installed/);
    // At the import of the package in the config.
    expect([e.diagnostics[0]!.line, e.diagnostics[0]!.column]).toEqual([2, 18]);
    expect(e.diagnostics[0]!.hint).toMatch(/install the package/);
  });
});
