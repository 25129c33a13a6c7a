// tests/fixtures/sites/metadata-files built from the command line: local plugins extending the
// blog and the docs write each page's metadata file again (`${docuHash(source)}.json`, which
// Docusaurus's MDX loader imports as the page's `metadata`) with a key added, and swizzled
// components read it (ZenStack's "related posts" recipe). The expected values were recorded from
// Docusaurus 3.8.1's build of the same fixture: its HTML files and the text the added keys render
// on the posts' pages, the list, tag and paginated pages (not the archive) and the docs' pages,
// and the home page, which imports two of the blog's data files by their `.docusaurus` paths.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docuHash } from '../../../../plugins/lifecycle/metadataFiles.js';
import { docusaurusHtmlFiles } from '../../docusaurusHtmlFiles.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/metadata-files');
let dir = '';
let out = '';

const build = (siteDir: string, outDir: string) =>
  spawnSync(
    process.execPath,
    [join(root, 'scripts/run.mjs'), 'build', siteDir, '--out-dir', outDir],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    },
  );

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'metadata-files-'));
  cpSync(fixture, join(dir, 'site'), { recursive: true, filter: (f) => !f.includes('.cache') });
  out = join(dir, 'out');
  const r = build(join(dir, 'site'), out);
  if (r.status !== 0) throw new Error(`${r.stdout}${r.stderr}`);
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8');
/** The text of each `<p class="…">` of these classes, React's text separators left out. */
const marks = (route: string) =>
  [
    ...page(route).matchAll(/<p class="(companions-page|companions-list|doc-season)">(.*?)<\/p>/g),
  ].map((m) => `${m[1]}: ${m[2]!.replace(/<!-- -->/g, '')}`);

describe("Docusaurus's docuHash", () => {
  it('names files as @docusaurus/utils 3.8.1 does', () => {
    // Values printed by @docusaurus/utils 3.8.1's docuHash.
    expect(docuHash('@site/blog/2024-01-02-hello.md')).toBe('site-blog-2024-01-02-hello-md-5fe');
    expect(docuHash('@site/docs/Intro/getStarted.mdx')).toBe('site-docs-intro-get-started-mdx-8ee');
    expect(docuHash('@site/blog/text-search/index.md')).toBe('site-blog-text-search-index-md-261');
    expect(docuHash('@site/i18n/fr/x_y.md')).toBe('site-i-18-n-fr-x-y-md-eda');
    expect(docuHash('@site/docs/v2beta/é.md')).toBe('site-docs-v-2-beta-e-md-c01');
    expect(docuHash('/')).toBe('index');
  });
});

describe('metadata files written again by plugins extending the blog and the docs, built', () => {
  it('has the HTML files Docusaurus 3.8.1 writes', () => {
    const files = docusaurusHtmlFiles(out);
    expect(files).toEqual([
      '404.html',
      'guide/soil/index.html',
      'guide/water/index.html',
      'index.html',
      'notes/2025/05/01/pruning/index.html',
      'notes/2025/06/12/grafting/index.html',
      'notes/2025/07/20/cider/index.html',
      'notes/archive/index.html',
      'notes/index.html',
      'notes/page/2/index.html',
      'notes/tags/harvest/index.html',
      'notes/tags/index.html',
      'notes/tags/trees/index.html',
      'notes/tags/winter/index.html',
    ]);
  });

  it("shows the key the blog plugin's wrapper adds on the posts' pages and in the lists", () => {
    expect(marks('notes/2025/05/01/pruning')).toEqual([
      'companions-page: Read with: A first graft',
    ]);
    expect(marks('notes/2025/06/12/grafting')).toEqual([
      'companions-page: Read with: Pruning the old pears',
    ]);
    expect(marks('notes/2025/07/20/cider')).toEqual(['companions-page: Read with: nothing yet']);
    expect(marks('notes')).toEqual([
      'companions-list: Read with: nothing yet',
      'companions-list: Read with: Pruning the old pears',
    ]);
    expect(marks('notes/page/2')).toEqual(['companions-list: Read with: A first graft']);
    expect(marks('notes/tags/trees')).toEqual([
      'companions-list: Read with: Pruning the old pears',
      'companions-list: Read with: A first graft',
    ]);
    expect(marks('notes/archive')).toEqual([]);
  });

  it("shows the key the docs plugin's wrapper adds on the docs' pages", () => {
    expect(marks('guide/soil')).toEqual(['doc-season: Best read in SPRING (2 DOCS)']);
    expect(marks('guide/water')).toEqual(['doc-season: Best read in SUMMER (2 DOCS)']);
  });

  it("reads the blog's data files by their .docusaurus paths, as Docusaurus writes them", () => {
    const html = page('');
    expect(/<p id="blog">(.*?)<\/p>/.exec(html)![1]!.replace(/<!-- -->/g, '')).toBe(
      'Orchard notes at /notes, authors at /notes/authors',
    );
    expect(/<ul id="recent">(.*?)<\/ul>/.exec(html)![1]!.replace(/<!-- -->/g, '')).toBe(
      '<li><a href="/notes/2025/07/20/cider">Cider day</a> 2025-07-20</li>' +
        '<li><a href="/notes/2025/06/12/grafting">A first graft</a> 2025-06-12</li>' +
        '<li><a href="/notes/2025/05/01/pruning">Pruning the old pears</a> 2025-05-01</li>',
    );
    // The posts' metadata files, as the wrapper wrote them, through a webpack context.
    expect(/<p id="companions">(.*?)<\/p>/.exec(html)![1]).toBe(
      'A first graft: 1; Cider day: 0; Pruning the old pears: 1',
    );
    const data = (file: string) =>
      JSON.parse(
        readFileSync(
          join(dir, 'site/.cache/generated/docusaurus-plugin-content-blog/default', file),
          'utf8',
        ),
      ) as unknown;
    // Docusaurus 3.8.1's files (the same in 3.10.2's lib sources).
    expect(data('blogMetadata-default.json')).toEqual({
      blogBasePath: '/notes',
      blogTitle: 'Orchard notes',
      authorsListPath: '/notes/authors',
    });
    expect(data('blog-post-list-prop-default.json')).toEqual({
      title: 'Recent posts',
      items: [
        ['Cider day', '/notes/2025/07/20/cider', '2025-07-20'],
        ['A first graft', '/notes/2025/06/12/grafting', '2025-06-12'],
        ['Pruning the old pears', '/notes/2025/05/01/pruning', '2025-05-01'],
      ].map(([title, permalink, day]) => ({
        title,
        permalink,
        unlisted: false,
        date: `${day}T00:00:00.000Z`,
      })),
    });
  });

  it('stops at the createData call of a wrapper that changes a value of the metadata', () => {
    const site = join(dir, 'changed');
    cpSync(join(dir, 'site'), site, { recursive: true, filter: (f) => !f.includes('.cache') });
    const plugin = join(site, 'src/plugins/notes-plugin.js');
    const text = readFileSync(plugin, 'utf8');
    const edited = text.replace(
      '{ ...post.metadata, companions',
      "{ ...post.metadata, title: 'Renamed', companions",
    );
    expect(edited).not.toBe(text);
    writeFileSync(plugin, edited);
    const r = build(site, join(dir, 'changed-out'));
    const output = `${r.stdout}${r.stderr}`;
    expect(r.status).toBe(1);
    // At the plugin's createData call (its file, line and column).
    const line = text.split('\n').findIndex((l) => l.includes('actions.createData(')) + 1;
    expect(output).toContain(`src/plugins/notes-plugin.js:${line}:`);
    expect(output).toContain(
      'plugin "docusaurus-plugin-content-blog" wrote docusaurus-plugin-content-blog/default/site-notes-2025-07-20-cider-md-',
    );
    expect(output).toContain('changes "title" of the metadata');
  }, 240_000);

  it("stops at a pages wrapper's createData over a Markdown page's metadata file", () => {
    const site = join(dir, 'pages');
    cpSync(join(dir, 'site'), site, { recursive: true, filter: (f) => !f.includes('.cache') });
    writeFileSync(join(site, 'src/pages/about.md'), '# About\n\nThe orchard by the wall.\n');
    writeFileSync(
      join(site, 'src/plugins/pages-plugin.js'),
      [
        "const pagesPluginExports = require('@docusaurus/plugin-content-pages');",
        "const metadataFileName = require('./metadata-file');",
        'module.exports = {',
        '  ...pagesPluginExports,',
        '  default: async (context, options) => {',
        '    const pages = await pagesPluginExports.default(context, options);',
        '    return {',
        '      ...pages,',
        '      async contentLoaded(args) {',
        '        await pages.contentLoaded(args);',
        "        for (const page of args.content.filter((p) => p.type === 'mdx'))",
        '          await args.actions.createData(metadataFileName(page.source), JSON.stringify({ ...page, extra: 1 }));',
        '      },',
        '    };',
        '  },',
        '};',
        '',
      ].join('\n'),
    );
    const config = join(site, 'docusaurus.config.js');
    writeFileSync(
      config,
      readFileSync(config, 'utf8')
        .replace('{ docs: false, blog: false }', '{ docs: false, blog: false, pages: false }')
        .replace('  plugins: [', "  plugins: [\n    ['./src/plugins/pages-plugin.js', {}],"),
    );
    const r = build(site, join(dir, 'pages-out'));
    const output = `${r.stdout}${r.stderr}`;
    expect(r.status).toBe(1);
    expect(output).toContain('src/plugins/pages-plugin.js:12:');
    expect(output).toContain(
      'wrote docusaurus-plugin-content-pages/default/site-src-pages-about-md-',
    );
    expect(output).toContain("this is a Markdown page's metadata file");
  }, 240_000);
});
