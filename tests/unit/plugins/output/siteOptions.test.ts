// The site-wide options of a Docusaurus config, on tests/fixtures/sites/site-options built by us:
// `staticDirectories` (copied in order, the first folder holding a file winning; a listed folder
// that does not exist skipped, as Docusaurus skips it; `/img/…` in Markdown found in any of them;
// their files part of the up-to-date record), `clientModules` (in the client's bundle), no
// themeConfig.footer (no footer at all), a version with `noIndex` (kept out of sitemap.xml), and
// the version dropdown of a category page (the same category page in the other version).
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import type { Diagnostic } from '../../../../plugins/diagnostics.js';
import { loadSite } from '../../../../plugins/loadSite.js';
import { generatedIndexesOf } from '../../../../plugins/builtins/docsViews.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/site-options');
const siteDir = join(root, 'tests/.tmp/site-options');
const outDir = join(siteDir, 'build');
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
const warnings: string[] = [];

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(fixture, siteDir, { recursive: true });
  const reporter = {
    stage: () => undefined,
    progress: () => undefined,
    warn: (d: Diagnostic) => void warnings.push(d.message),
  };
  await buildSite({ siteDir, outDir, reporter });
}, 120_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('staticDirectories', () => {
  it('copies every listed folder into the output root, the first holding a file winning', () => {
    expect(read('notice.txt')).toBe('from public\n');
    expect(read('tide-times.txt')).toBe('only in static\n');
    expect(readdirSync(join(outDir, 'img')).sort()).toEqual(['chart.svg', 'tides.svg']);
  });

  it('skips a listed folder that does not exist, without a word, and notes nothing as unbuilt', () => {
    expect(warnings.join('\n')).not.toMatch(/not-there|staticDirectories|not built yet/);
  });

  it('resolves /img/… in Markdown against each folder', () => {
    // Found in the folder holding it and bundled, as Docusaurus's transformImage does: these small
    // files are url-loader's base64 data: URLs (tests/unit/plugins/markdownAssets.test.ts).
    const page = read('docs/next/intro/index.html');
    const dataUrl = (file: string) =>
      `src="data:image/svg+xml;base64,${readFileSync(join(fixture, file)).toString('base64')}"`;
    expect(page).toContain(dataUrl('public/img/chart.svg'));
    expect(page).toContain(dataUrl('static/img/tides.svg'));
  });

  it("records every folder's files: an edit in public/ makes the next build copy it", async () => {
    writeFileSync(join(siteDir, 'public/notice.txt'), 'from public, edited\n');
    const again = await buildSite({ siteDir, outDir });
    expect(again.upToDate ?? false).toBe(false);
    expect(read('notice.txt')).toBe('from public, edited\n');
  }, 120_000);
});

describe('clientModules, footer, noIndex versions, category pages', () => {
  it("bundles the client modules: the script's lifecycles and the stylesheet's rules", () => {
    // (The main stylesheet is in assets/css/, as Docusaurus writes it.)
    const assets = (readdirSync(join(outDir, 'assets'), { recursive: true }) as string[]).map((f) =>
      f.split('\\').join('/'),
    );
    const js = assets.filter((f) => f.endsWith('.js')).map((f) => read(`assets/${f}`));
    const css = assets.filter((f) => f.endsWith('.css')).map((f) => read(`assets/${f}`));
    expect(js.some((code) => code.includes('__routeCalls'))).toBe(true);
    expect(css.some((code) => code.includes('--harbour-client-module'))).toBe(true);
  });

  it('renders no footer without themeConfig.footer', () => {
    expect(read('docs/next/intro/index.html')).not.toContain('<footer');
  });

  it('keeps the pages of a noIndex version out of sitemap.xml, with noindex on each', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://harbour.example.org/docs/next/intro</loc>');
    expect(sitemap).not.toMatch(
      /<loc>https:\/\/harbour\.example\.org\/docs\/(intro|guide|category)/,
    );
    for (const page of ['docs/intro', 'docs/guide/moorings', 'docs/category/guide'])
      expect(read(`${page}/index.html`)).toContain(
        '<meta name="robots" content="noindex, nofollow">',
      );
    expect(read('docs/next/intro/index.html')).not.toContain('name="robots"');
  });

  it("links a category page's version dropdown to the same category page in each version", async () => {
    const site = await loadSite({ siteDir, production: true });
    const next = generatedIndexesOf(site).find((g) => g.permalink === '/docs/next/category/guide');
    expect(next?.docsVersion?.alternates).toEqual({
      current: '/docs/next/category/guide',
      '1.0': '/docs/category/guide',
    });
    expect(read('docs/next/category/guide/index.html')).toMatch(
      /href="\/docs\/category\/guide" class="dropdown__link/,
    );
  });
});
