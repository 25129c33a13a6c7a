// Each content plugin instance compiles its own files with its own compile options, as each
// instance's MDX loader does in Docusaurus: tests/fixtures/sites/compile-options has two docs
// instances, two blogs and the pages, each with remark/rehype plugins that append a marker and
// admonition keywords of its own. The markers of each page are those Docusaurus 3.8.1 wrote for the
// same folder (built once, by hand: `docusaurus build` with scripts/bench/peer's install).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDocCompiler, type CompileDocInput } from '../../../../plugins/mdx/compileDoc.js';
import {
  loadSiteExtensions,
  pluginMdxRecipe,
  pluginsFor,
  setPluginMdxRules,
} from '../../../../plugins/mdx/siteExtensions.js';
import { createWorkerPool } from '../../../../plugins/workerPool.js';
import { builtFixture } from '../../fixtureSite.js';

/** The markers of each page Docusaurus 3.8.1 wrote, in order, and the admonitions' types. */
const DOCUSAURUS: Record<string, { markers: string[]; admonitions: string[] }> = {
  'docs/intro/index.html': {
    markers: ['[before docs]', '[remark docs]', '[rehype docs]'],
    admonitions: ['docsnote', 'tip'],
  },
  // The page's and its partial's (`_shared.md`, compiled by the community instance too).
  'community/guide/index.html': {
    markers: [
      '[remark community]',
      '[rehype community]',
      '[remark community]',
      '[rehype community]',
    ],
    admonitions: ['communitynote'],
  },
  'blog/2024/01/01/first/index.html': { markers: ['[remark blog]'], admonitions: ['blognote'] },
  'blog/index.html': { markers: ['[remark blog]'], admonitions: ['blognote'] },
  'news/2024/02/01/update/index.html': { markers: ['[before news]'], admonitions: [] },
  'news/index.html': { markers: ['[before news]'], admonitions: [] },
  'notes/index.html': { markers: ['[remark pages]'], admonitions: ['info'] },
  // A local plugin's Markdown (extra/hello.mdx, shown by its route's component), compiled by the
  // @docusaurus/mdx-loader rule of its configureWebpack: that rule's plugins and keywords only.
  'extra/hello/index.html': {
    markers: ['[before extra]', '[rehype extra]'],
    admonitions: ['extranote', 'tip'],
  },
  'index.html': { markers: [], admonitions: [] },
};

const markersOf = (html: string) => html.match(/\[(?:before|remark|rehype) [a-z]+\]/g) ?? [];

/** Each admonition's type (its `theme-admonition-<type>` class). */
const admonitionsOf = (html: string) =>
  [...html.matchAll(/class="theme-admonition theme-admonition-([\w-]+)/g)].map((m) => m[1]!);

describe('a site whose content plugin instances have compile options of their own', () => {
  const { siteDir, outDir } = builtFixture('compile-options', { timeout: 240_000 });

  it("compiles each page with its instance's remark and rehype plugins only", () => {
    for (const [file, expected] of Object.entries(DOCUSAURUS))
      expect(markersOf(readFileSync(join(outDir, file), 'utf8')), file).toEqual(expected.markers);
  });

  it("makes admonitions of its instance's keywords only", () => {
    for (const [file, expected] of Object.entries(DOCUSAURUS))
      expect(admonitionsOf(readFileSync(join(outDir, file), 'utf8')), file).toEqual(
        expected.admonitions,
      );
    // `:::tip` in the community docs (keywords not extending the defaults) and `:::note` in the
    // news blog (admonitions off) stay text, as Docusaurus leaves them (in a plain div).
    expect(readFileSync(join(outDir, 'news/2024/02/01/update/index.html'), 'utf8')).toContain(
      'Not an admonition here.',
    );
  });

  it('keys the compile by the instance whose options apply', async () => {
    const site = await loadSiteExtensions(siteDir);
    const at = (file: string) => pluginsFor(site, join(siteDir, file));
    expect(at('docs/intro.md').setKey).toBe('');
    expect(at('community/guide.mdx').setKey).toBe('docusaurus-plugin-content-docs@community');
    expect(at('community/_shared.md').setKey).toBe('docusaurus-plugin-content-docs@community');
    expect(at('news/2024-02-01-update.md?truncated').setKey).toBe(
      'docusaurus-plugin-content-blog@news',
    );
    expect(at('i18n/en/docusaurus-plugin-content-blog/x.md').setKey).toBe(
      'docusaurus-plugin-content-blog@default',
    );
    expect(at('src/pages/notes.md').setKey).toBe('docusaurus-plugin-content-pages@default');
    expect(at('extra/hello.mdx').setKey).toBe('extra-pages@default');
    expect(at('extra/hello.mdx').admonitionTypes).toContain('extranote');
    // A file no instance owns compiles with the primary docs instance's options.
    expect(at('src/components/_note.md').setKey).toBe('');
    expect(at('news/2024-02-01-update.md').admonitionTypes).toEqual([]);
    expect(at('community/guide.mdx').admonitionTypes).toEqual(['communitynote']);
  });

  // The plugin's rule as the compile threads get it: they cannot be sent its remark plugins
  // (functions), so they initialise the site's plugins again and find the rule by its recipe.
  const extraInput = (): CompileDocInput => ({
    body: readFileSync(join(siteDir, 'extra/hello.mdx'), 'utf8'),
    filePath: join(siteDir, 'extra/hello.mdx'),
    source: 'extra/hello.mdx',
    siteDir,
    staticDirs: [join(siteDir, 'static')],
    permalinkBySource: new Map(),
  });
  const markersOfCode = (code: string) => markersOf(code.replace(/\\/g, ''));

  it("compiles a plugin's rule's files with its options in a compile thread as in this one", async () => {
    expect(pluginMdxRecipe(siteDir)).toEqual([
      {
        owner: 'extra-pages@default',
        plugin: 'extra-pages',
        dirs: [join(siteDir, 'extra')],
        options: ['beforeDefaultRemarkPlugins', 'rehypePlugins'],
      },
    ]);
    // Sent with the compiles of its files only.
    expect(pluginMdxRecipe(siteDir, join(siteDir, 'extra/hello.mdx'))).toHaveLength(1);
    expect(pluginMdxRecipe(siteDir, join(siteDir, 'docs/intro.md'))).toBeUndefined();
    const here = await createDocCompiler().compile(extraInput());
    const pool = createWorkerPool({ size: 1 });
    try {
      const threaded = await createDocCompiler({ pool }).compile(extraInput());
      expect(markersOfCode(here.code)).toEqual(['[before extra]', '[rehype extra]']);
      expect(markersOfCode(threaded.code)).toEqual(markersOfCode(here.code));
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('finds the rule again from its recipe, or stops naming the plugin and its options', async () => {
    const recipe = pluginMdxRecipe(siteDir)!;
    const at = (site: Awaited<ReturnType<typeof loadSiteExtensions>>) =>
      pluginsFor(site, join(siteDir, 'extra/hello.mdx'));
    const live = await loadSiteExtensions(siteDir);
    // As in a compile thread: no rules of its own, the recipe only (the last test of the site).
    setPluginMdxRules(siteDir, []);
    {
      const found = await loadSiteExtensions(siteDir, recipe);
      expect(at(found).setKey).toBe('extra-pages@default');
      expect(at(found).plugins.beforeDefaultRemarkPlugins).toHaveLength(1);
      expect(at(found).plugins.rehypePlugins).toHaveLength(1);
      expect(at(found).admonitionTypes).toEqual(at(live).admonitionTypes);
      await expect(
        loadSiteExtensions(siteDir, [{ ...recipe[0]!, options: ['remarkPlugins'] }]),
      ).rejects.toThrow(
        /plugin "extra-pages" compiles the Markdown of .*extra with its own remarkPlugins .*could not reach: there it gives beforeDefaultRemarkPlugins, rehypePlugins/,
      );
      await expect(
        loadSiteExtensions(siteDir, [{ ...recipe[0]!, dirs: [join(siteDir, 'elsewhere')] }]),
      ).rejects.toThrow(/plugin "extra-pages" .*gives no mdx-loader rule for those folders/);
    }
  }, 120_000);
});
