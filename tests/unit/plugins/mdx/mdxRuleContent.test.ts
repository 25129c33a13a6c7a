// A plugin's @docusaurus/mdx-loader rule made from its loaded content, as the docs plugin of
// Docusaurus 3.0–3.5 makes its own in `configureWebpack` (tests/fixtures/sites/mdx-rule-content:
// the rule's folder and its remark plugin's marker come from `content`, and configureWebpack throws
// without it). The compile threads initialise the plugins without loading their content, so the
// build's thread writes the content for them and they pass it to configureWebpack, as Docusaurus
// does. The marker is the one Docusaurus 3.8.1 wrote (its build of the fixture, by hand:
// `docusaurus build` with scripts/bench/peer's install, 2026-11-29).
import { existsSync, readFileSync } from 'node:fs';
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

/** The markers Docusaurus 3.8.1 wrote in the note's page: the rule's, from the loaded content. */
const DOCUSAURUS_MARKERS = ['[notes 2 loaded]'];

const markersOf = (html: string) => html.match(/\[notes [^\]]*\]/g) ?? [];

describe('a plugin whose mdx-loader rule is made from its loaded content', () => {
  const { siteDir, outDir } = builtFixture('mdx-rule-content', { timeout: 240_000 });

  it('compiles its files with that rule, as Docusaurus does', () => {
    const html = readFileSync(join(outDir, 'notes/tide/index.html'), 'utf8');
    expect(markersOf(html)).toEqual(DOCUSAURUS_MARKERS);
    expect(html).toContain('High water comes at noon.');
  });

  const tideInput = (): CompileDocInput => ({
    body: readFileSync(join(siteDir, 'notes/tide.mdx'), 'utf8'),
    filePath: join(siteDir, 'notes/tide.mdx'),
    source: 'notes/tide.mdx',
    siteDir,
    staticDirs: [join(siteDir, 'static')],
    permalinkBySource: new Map(),
  });

  it('gives the compile threads its content with the rule’s recipe, and they compile as this thread', async () => {
    const [recipe] = pluginMdxRecipe(siteDir)!;
    expect(recipe).toMatchObject({
      owner: 'loaded-notes@default',
      dirs: [join(siteDir, 'notes')],
      options: ['remarkPlugins'],
    });
    expect(existsSync(recipe!.content!.file)).toBe(true);
    const here = await createDocCompiler().compile(tideInput());
    const pool = createWorkerPool({ size: 1 });
    try {
      const threaded = await createDocCompiler({ pool }).compile(tideInput());
      expect(markersOf(here.code)).toEqual(DOCUSAURUS_MARKERS);
      expect(markersOf(threaded.code)).toEqual(markersOf(here.code));
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('finds the rule from the recipe alone, and names the plugin when the content is not there', async () => {
    const recipe = pluginMdxRecipe(siteDir)!;
    // As in a compile thread: no rules of its own, the recipe only.
    setPluginMdxRules(siteDir, []);
    const found = await loadSiteExtensions(siteDir, recipe);
    expect(pluginsFor(found, join(siteDir, 'notes/tide.mdx')).setKey).toBe('loaded-notes@default');
    const { content: _content, ...withoutContent } = recipe[0]!;
    await expect(loadSiteExtensions(siteDir, [withoutContent])).rejects.toThrow(
      /plugin "loaded-notes" compiles the Markdown of .*notes with its own remarkPlugins .*could not reach: its configureWebpack threw without its content/,
    );
  }, 120_000);
});
