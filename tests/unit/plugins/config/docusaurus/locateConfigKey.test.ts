// Positions of Docusaurus config errors by key path (plugins/config/docusaurus/locateConfigKey.ts):
// the same key written twice (two docs plugins' `path`) is told apart by following the path
// through the config's syntax tree, in JavaScript and TypeScript configs, through variables,
// spreads and config functions; a path that cannot be followed falls back to the first `key:`.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createConfigLocator,
  locateConfigPath,
  parseConfig,
} from '../../../../../plugins/config/docusaurus/locateConfigKey.js';
import { mapDocusaurusConfig } from '../../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';
import { BuildError } from '../../../../../plugins/diagnostics.js';
import { loadSite } from '../../../../../plugins/loadSite.js';

/** Two docs instances, each with a `path`; the second one's is wrong (line 10). */
const TWO_PATHS = `module.exports = {
  title: 'T',
  url: 'https://t.example',
  baseUrl: '/',
  presets: [['classic', { docs: { path: 'docs' }, blog: false }]],
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        id: 'garden',  path: 42,
        routeBasePath: 'garden',
      },
    ],
  ],
};
`;

function mapError(
  config: Record<string, unknown>,
  source: string,
  file = '/site/docusaurus.config.js',
) {
  try {
    mapDocusaurusConfig(config, { configFile: file, source });
  } catch (e) {
    if (e instanceof BuildError) return e.diagnostics;
  }
  throw new Error('the config was accepted');
}

const base = { title: 'T', url: 'https://t.example', baseUrl: '/' };

describe('an error at a key written twice', () => {
  it('points at the second `path:`, the wrong one', () => {
    const [d] = mapError(
      {
        ...base,
        presets: [['classic', { docs: { path: 'docs' }, blog: false }]],
        plugins: [
          ['@docusaurus/plugin-content-docs', { id: 'garden', path: 42, routeBasePath: 'garden' }],
        ],
      },
      TWO_PATHS,
    );
    expect(d!.message).toBe('"plugins.0.1.path" must be a string');
    expect(d).toMatchObject({ line: 10, column: 24 });
  });

  it('in a preset entry, the options being the second element of [name, options]', () => {
    const source = `export default {
  plugins: [['content-docs', { id: 'x', path: 'x' }]],
  presets: [
    ['classic', { docs: { path: 'docs', breadcrumbs: 'yes' }, blog: false }],
  ],
};
`;
    const [d] = mapError(
      {
        ...base,
        plugins: [['content-docs', { id: 'x', path: 'x' }]],
        presets: [['classic', { docs: { path: 'docs', breadcrumbs: 'yes' }, blog: false }]],
      },
      source,
    );
    expect(d!.message).toBe('"presets.0.1.docs.breadcrumbs" must be true or false');
    expect(d).toMatchObject({ line: 4, column: 41 });
  });
});

describe('following a key path', () => {
  const at = (source: string, path: (string | number)[], lang: 'js' | 'ts' = 'js') =>
    locateConfigPath(parseConfig(source, lang)!, path);

  it('through a TypeScript config: a variable, `satisfies`, `as`, and a config function', () => {
    const source = `import type { Config } from '@docusaurus/types';
const docs = { path: 'docs' } as const;
const config = {
  presets: [['classic', { docs }]],
  plugins: [['content-docs', { path: 'garden' }]],
} satisfies Config;
export default async function createConfig(): Promise<Config> {
  return config;
}
`;
    expect(at(source, ['plugins', 0, 1, 'path'], 'ts')).toEqual({ line: 5, column: 32 });
    expect(at(source, ['presets', 0, 1, 'docs', 'path'], 'ts')).toEqual({ line: 2, column: 16 });
  });

  it('through spreads (the last of a name winning) and quoted keys', () => {
    const source = `const shared = { path: 'one', 'routeBasePath': '/' };
module.exports = () => ({
  plugins: [
    ['content-docs', { ...shared, id: 'a' }],
    ['content-docs', { ...shared, path: 'two' }],
  ],
});
`;
    expect(at(source, ['plugins', 0, 1, 'path'])).toEqual({ line: 1, column: 18 });
    expect(at(source, ['plugins', 1, 1, 'path'])).toEqual({ line: 5, column: 35 });
    expect(at(source, ['plugins', 0, 1, 'routeBasePath'])).toEqual({ line: 1, column: 31 });
  });

  it('not through a computed value: the first `key:` of the file instead', () => {
    const source = `const make = (p) => [['content-docs', { path: p }]];
module.exports = {
  presets: [['classic', { docs: { path: 'docs' } }]],
  plugins: make('garden'),
};
`;
    expect(at(source, ['plugins', 0, 1, 'path'])).toBeUndefined();
    expect(
      createConfigLocator('/s/docusaurus.config.js', source)(['plugins', 0, 1, 'path']),
    ).toEqual({ line: 1, column: 41 });
    // A file that does not parse: the same search.
    expect(createConfigLocator('/s/docusaurus.config.js', 'path: {')(['path'])).toEqual({
      line: 1,
      column: 1,
    });
  });
});

describe('docs instance options checked after the mapping', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it("a second instance's missing sidebars file is reported at its own sidebarPath", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'locate-config-'));
    dirs.push(dir);
    for (const d of ['docs', 'garden']) {
      mkdirSync(join(dir, d));
      writeFileSync(join(dir, d, 'intro.md'), '# Intro\n');
    }
    writeFileSync(join(dir, 'sidebars.js'), "module.exports = { s: ['intro'] };\n");
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      `module.exports = {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  plugins: [
    ['@docusaurus/plugin-content-docs', {
      id: 'garden', path: 'garden', routeBasePath: 'garden',
      sidebarPath: './missing-sidebars.js',
    }],
  ],
};
`,
    );
    const error = await loadSite({ siteDir: dir, production: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(d!.message).toMatch(/sidebars file of the docs "garden" does not exist/);
    expect(d).toMatchObject({ line: 7, column: 7 });
  });

  it("a second instance's bad versioning option is reported at its own key", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'locate-config-'));
    dirs.push(dir);
    for (const d of ['docs', 'garden']) {
      mkdirSync(join(dir, d));
      writeFileSync(join(dir, d, 'intro.md'), '# Intro\n');
    }
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      `module.exports = {
  title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', { docs: { lastVersion: 'current' }, blog: false }]],
  plugins: [
    ['@docusaurus/plugin-content-docs', { id: 'garden', path: 'garden', lastVersion: 5 }],
  ],
};
`,
    );
    const error = await loadSite({ siteDir: dir, production: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(d!.message).toMatch(/"lastVersion" must be a version name/);
    expect(d).toMatchObject({ line: 5, column: 73 });
  });
});
