// A default import in a site module gives what Docusaurus's loader (jiti 1, `interopDefault`)
// gives: the module's default export with its named exports added, for a CommonJS module compiled
// from ES modules (`__esModule`) too, where jiti 2 gives the bare default. HAMi's local docs
// plugin re-exports `@docusaurus/plugin-content-docs` through such an import. The expected shapes
// are what jiti 1.21.7 (Docusaurus 3.10's) gave for the fixture's lib/imports.js.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { loadSiteModule } from '../../../../plugins/config/loadSiteModule.js';
import {
  loadSiteExtensions,
  pluginMdxRecipe,
  setPluginMdxRules,
} from '../../../../plugins/mdx/siteExtensions.js';
import { fixtureCopies } from '../../fixtureSite.js';

const copies = fixtureCopies('reexported-content-plugin');

describe('default imports in site modules', () => {
  it('give the default export with the named exports added, as jiti 1 does', async () => {
    const siteDir = copies.copy();
    const { exports } = await loadSiteModule(join(siteDir, 'lib/imports.js'), { siteDir });
    expect((exports as { shapes: unknown }).shapes).toEqual({
      compiled: ['function', ['season'], 'function'],
      plain: ['rootstock', 'vigour'],
      esm: ['pollinator', 'variety'],
    });
  });

  it('leave a TypeScript import used only as a type to be elided', async () => {
    const siteDir = copies.copy();
    const file = join(siteDir, 'lib/typed.ts');
    writeFileSync(
      file,
      "import Options from './not-there';\nexport const size: Options = 3 as unknown as Options;\n",
    );
    const { exports } = await loadSiteModule(file, { siteDir });
    expect((exports as { size: number }).size).toBe(3);
  });

  it('build a site whose plugins wrap the docs and blog plugins, the packages installed', async () => {
    const siteDir = copies.copy();
    // The packages as installed: jiti resolves a site file's import of one itself (past Node's
    // resolution, where the stand-ins are), and the real plugin cannot run here. A stub of the
    // same shape that says so when called.
    for (const name of ['plugin-content-docs', 'plugin-content-blog']) {
      const dir = join(siteDir, 'node_modules/@docusaurus', name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({ name: `@docusaurus/${name}`, main: 'index.js' }),
      );
      writeFileSync(
        join(dir, 'index.js'),
        "Object.defineProperty(exports, '__esModule', { value: true });\n" +
          "exports.default = function () { throw new Error('the installed package ran'); };\n" +
          'exports.validateOptions = ({ options }) => options;\n',
      );
    }
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const read = (file: string) => readFileSync(join(siteDir, 'build', file), 'utf8');
    expect(read('guides/pruning/index.html')).toContain('Cut back to an outward-facing bud');
    expect(read('index.html')).toContain('Pruning, grafting and harvest.');
    expect(read('notes/2026/02/01/first-blossom/index.html')).toContain(
      'The early pear opened today',
    );
    // The wrapped blog's mdx-loader rule names the locale's translated folder: a compile thread
    // (the recipe alone, no rules of its own) finds it for the same locale.
    const recipe = pluginMdxRecipe(siteDir)!;
    expect(recipe.map((r) => r.dirs)).toEqual([
      [join(siteDir, 'i18n/en/docusaurus-plugin-content-blog'), join(siteDir, 'blog')],
    ]);
    setPluginMdxRules(siteDir, []);
    const found = await loadSiteExtensions(siteDir, recipe);
    expect(found.sets?.map((set) => set.owner)).toContain(recipe[0]!.owner);
  }, 300_000);
});
