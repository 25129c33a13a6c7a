// Each content plugin instance compiles its own files with its own compile options, as each
// instance's MDX loader does in Docusaurus: tests/fixtures/sites/compile-options has two docs
// instances, two blogs and the pages, each with remark/rehype plugins that append a marker and
// admonition keywords of its own. The markers of each page are those Docusaurus 3.8.1 wrote for the
// same folder (built once, by hand: `docusaurus build` with scripts/bench/peer's install).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { loadSiteExtensions, pluginsFor } from '../../../../plugins/mdx/siteExtensions.js';

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
  'index.html': { markers: [], admonitions: [] },
};

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/compile-options');
const siteDir = join(root, 'tests/.tmp/compile-options-unit');
const outDir = join(siteDir, 'build');

const markersOf = (html: string) => html.match(/\[(?:before|remark|rehype) [a-z]+\]/g) ?? [];

/** Each admonition's type (its `theme-admonition-<type>` class). */
const admonitionsOf = (html: string) =>
  [...html.matchAll(/class="theme-admonition theme-admonition-([\w-]+)/g)].map((m) => m[1]!);

describe('a site whose content plugin instances have compile options of their own', () => {
  beforeAll(async () => {
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(fixture, siteDir, { recursive: true });
    await buildSite({ siteDir, outDir });
  }, 240_000);
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

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
    // A file no instance owns compiles with the primary docs instance's options.
    expect(at('src/components/_note.md').setKey).toBe('');
    expect(at('news/2024-02-01-update.md').admonitionTypes).toEqual([]);
    expect(at('community/guide.mdx').admonitionTypes).toEqual(['communitynote']);
  });
});
