// The module forms of tests/fixtures/sites/module-loading load as Docusaurus's loader loads them:
// the expected values are what Docusaurus 3.8.1 gave for the same files
// (`node scripts/dev/docusaurusModuleReference.mjs tests/fixtures/sites/module-loading sidebars.cts`).
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { loadDocusaurusConfig } from '../../../../plugins/config/docusaurus/loadDocusaurusConfig.js';
import { loadSidebarsFile } from '../../../../plugins/config/loadSiteConfig.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/module-loading');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const siteDir = mkdtempSync(join(root, 'tests/.tmp/module-loading-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

// The site with its packages installed, as the reference script has it.
cpSync(fixture, siteDir, { recursive: true });
for (const name of readdirSync(join(siteDir, 'packages'))) {
  const dir = join(siteDir, 'packages', name);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name: string };
  cpSync(dir, join(siteDir, 'node_modules', pkg.name), { recursive: true });
}

const PLAYGROUND_URL = 'https://play.example/#code/Y29uc3QgYW5zd2VyID0gNDI7';

/** Docusaurus 3.8.1's loadFreshModule results for the fixture. */
const DOCUSAURUS = {
  config: {
    title: 'Module loading',
    tagline: 'Loaded the way Docusaurus loads it',
    url: 'https://modules.example',
    baseUrl: '/',
    customFields: {
      version: '8.46.1',
      folder: 'plugins/site-info.mjs',
      maintainers: ['Ada', 'Grace'],
    },
  },
  sidebars: {
    docs: ['intro', { type: 'category', label: 'Guides', items: ['guide-a', 'guide-b'] }],
  },
  remark: {
    type: 'root',
    children: [
      { type: 'code', value: 'const answer = 42;' },
      {
        type: 'paragraph',
        children: [
          {
            type: 'link',
            url: PLAYGROUND_URL,
            children: [{ type: 'text', value: 'Open in playground' }],
          },
        ],
      },
    ],
  },
};

type Tree = { type: string; children?: unknown[] };
type RemarkEntry = [(options: unknown) => (tree: Tree) => void, unknown];

describe('modules loaded as Docusaurus loads them', () => {
  it("is a fixture Node's own ESM loader cannot load: the namespace import sees only default", async () => {
    const ns = (await import(
      pathToFileURL(join(siteDir, 'node_modules/lz-like/index.js')).href
    )) as Record<string, unknown>;
    expect(Object.keys(ns)).toEqual(['default']);
  });

  it('loads the config: a package JSON without import attribute, JSON data, __dirname in an ES module', async () => {
    const { config, files } = await loadDocusaurusConfig(join(siteDir, 'docusaurus.config.mts'));
    expect(config).toMatchObject(DOCUSAURUS.config);
    // The site's files it was made from, packages aside.
    expect(files.map((f) => f.slice(siteDir.length + 1)).sort()).toEqual([
      'data/maintainers.json',
      'docusaurus.config.mts',
      'plugins/remark-playground-links.ts',
      'plugins/site-info.mjs',
    ]);
  });

  it('gives a remark plugin that imports a CommonJS package as a namespace its exports', async () => {
    const { config } = await loadDocusaurusConfig(join(siteDir, 'docusaurus.config.mts'));
    const presets = (config as { presets: [string, { docs: { remarkPlugins: RemarkEntry[] } }][] })
      .presets;
    const [plugin, options] = presets[0]![1].docs.remarkPlugins[0]!;
    const tree: Tree = { type: 'root', children: [{ type: 'code', value: 'const answer = 42;' }] };
    plugin(options)(tree);
    expect(tree).toEqual(DOCUSAURUS.remark);
  });

  it('loads a CommonJS TypeScript sidebars file (.cts) using require and __dirname', async () => {
    expect(await loadSidebarsFile(join(siteDir, 'sidebars.cts'), siteDir)).toEqual(
      DOCUSAURUS.sidebars,
    );
  });

  it('builds the site: the remark plugin on the docs, a page importing JSON by site path', async () => {
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const html = readFileSync(join(siteDir, 'build/docs/intro/index.html'), 'utf8');
    expect(html).toContain(`href="${PLAYGROUND_URL}"`);
    // The .cts sidebars: the Guides category, made from the docs folder through __dirname.
    expect(html).toMatch(/<a href="\/docs\/guide-a"[^>]*>Guides<\/a>/);
    // A page importing JSON by absolute site path: from the site folder, and from static/.
    const team = readFileSync(join(siteDir, 'build/team/index.html'), 'utf8');
    expect(team).toContain('<ul class="maintainers"><li>Ada</li><li>Grace</li></ul>');
    expect(team).toContain('<a class="handbook" href="https://handbook.example/">');
  });
});
