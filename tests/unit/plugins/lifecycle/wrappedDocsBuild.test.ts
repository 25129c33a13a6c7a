// tests/fixtures/sites/docs-wrapper built from the command line: local plugins extending the docs
// and the pages plugins by calling their functions add a page each from the content Docusaurus's
// plugins loaded (the docs' versions with their docs, drafts and sidebars; the pages' list), and
// the docs' and pages' own routes come from the plugins' own contentLoaded. The expected values
// were recorded from Docusaurus 3.8.1's build of the same fixture (its HTML files, the pages'
// text, the data files the plugins write).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docusaurusHtmlFiles } from '../../docusaurusHtmlFiles.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/docs-wrapper');
let dir = '';
let out = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'docs-wrapper-'));
  cpSync(fixture, dir, { recursive: true, filter: (f) => !f.includes('.cache') });
  out = join(dir, 'out');
  const r = spawnSync(
    process.execPath,
    [join(root, 'scripts/run.mjs'), 'build', dir, '--out-dir', out],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
  );
  if (r.status !== 0) throw new Error(`${r.stdout}${r.stderr}`);
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8');
/** The text of a page's <main>, tags and React's text separators left out, spaces collapsed. */
const mainText = (html: string) =>
  /<main.*?<\/main>/s
    .exec(html)![0]
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const title = (html: string) => /<title[^>]*>(.*?)<\/title>/.exec(html)![1];
const data = (plugin: string, file: string) =>
  JSON.parse(readFileSync(join(dir, '.cache/generated', plugin, 'default', file), 'utf8'));

describe('docs and pages extended by local plugins (docs-wrapper), built', () => {
  it('has the HTML files Docusaurus 3.8.1 writes', () => {
    const files = docusaurusHtmlFiles(out);
    expect(files).toEqual([
      '404.html',
      'all-pages/index.html',
      'almanac/index.html',
      'handbook/by-tag/index.html',
      'handbook/intro/index.html',
      'handbook/tags/basics/index.html',
      'handbook/tags/index.html',
      'handbook/tags/instruments/index.html',
      'handbook/tools/chart/index.html',
      'handbook/tools/gauge/index.html',
      'index.html',
    ]);
  });

  it("writes the docs wrapper's data file from Docusaurus's LoadedContent", () => {
    // `published`, a key the wrapper's loadContent added, is not in what contentLoaded gets:
    // Docusaurus's docs plugin translates its content into `{ loadedVersions }`.
    expect(data('docusaurus-plugin-content-docs', 'by-tag-current.json')).toEqual({
      version: 'current',
      label: 'Next',
      path: '/handbook',
      tagsPath: '/handbook/tags',
      isLast: true,
      sidebars: ['handbook'],
      drafts: ['draft-notes'],
      docs: [
        'intro /handbook/intro handbook',
        'tools/chart /handbook/tools/chart handbook',
        'tools/gauge /handbook/tools/gauge handbook',
      ],
      byTag: {
        basics: ['Reading the tides', 'The tide gauge'],
        instruments: ['Chart datum', 'The tide gauge'],
      },
    });
  });

  it("renders the docs wrapper's page after the docs' own", () => {
    const html = page('handbook/by-tag');
    expect(title(html)).toBe('By tag (Next) | Tide Tables');
    expect(mainText(html)).toBe(
      'Handbook by tag published; version current at /handbook; tags at /handbook/tags; last true; sidebars handbook; drafts draft-notes intro /handbook/intro handbook tools/chart /handbook/tools/chart handbook tools/gauge /handbook/tools/gauge handbook basics Reading the tides; The tide gauge instruments Chart datum; The tide gauge',
    );
  });

  it("keeps the docs' own pages, compiled with the wrapper's remarkPlugins", () => {
    const intro = page('handbook/intro');
    expect(title(intro)).toBe('Reading the tides | Tide Tables');
    expect(mainText(intro)).toBe(
      'Reading the tides Reading the tides Every table starts from the high water mark of the harbour. Tags: basics Next The tide gauge',
    );
    expect(mainText(page('handbook/tools/gauge'))).toBe(
      'Tools The tide gauge The tide gauge The gauge marks the high water mark every ten minutes. Tags: basics instruments Previous Reading the tides Next Chart datum',
    );
    expect(title(page('handbook/tags/instruments'))).toBe(
      '2 docs tagged with &quot;instruments&quot; | Tide Tables',
    );
  });

  it("renders the pages wrapper's page from the pages plugin's content", () => {
    expect(data('docusaurus-plugin-content-pages', 'page-list.json')).toEqual([
      'mdx /almanac @site/src/pages/almanac.md',
      'jsx / @site/src/pages/index.jsx',
    ]);
    const html = page('all-pages');
    expect(title(html)).toBe('All pages | Tide Tables');
    expect(mainText(html)).toBe(
      'All pages mdx /almanac @site/src/pages/almanac.md jsx / @site/src/pages/index.jsx',
    );
    expect(title(page('almanac'))).toBe('Almanac | Tide Tables');
  });
});
