// Markdown partials (partials.ts): compiled as MDX modules where imported, with props, and their
// headings in the importing page's TOC where Docusaurus 3.8.1 puts them. The expected ids, TOC and
// text are what Docusaurus renders for tests/fixtures/sites/partials.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { compileDoc, createDocCompiler } from '../../../../plugins/mdx/compileDoc.js';
import {
  compilesAsModule,
  isPartialFile,
  partialImportPath,
} from '../../../../plugins/mdx/partials.js';
import { PACKAGE_ROOT } from '../../../../plugins/paths.js';
import { parseFrontMatter } from '../../../../plugins/docs/frontMatter.js';

const FIXTURE = join(PACKAGE_ROOT, 'tests/fixtures/sites/partials');
const dirs: string[] = [];
const copyFixture = () => {
  const dir = mkdtempSync(join(tmpdir(), 'docs-partials-'));
  dirs.push(dir);
  cpSync(FIXTURE, dir, { recursive: true, filter: (src) => !/\/(build|\.cache)$/.test(src) });
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Docusaurus 3.8.1's TOC for docs/checklist.md (its own partials' ids, duplicates included). */
const DOCUSAURUS_TOC = [
  { value: 'Prepare', id: 'prepare', level: 2 },
  { value: 'Fuel', id: 'fuel', level: 2 },
  { value: 'Oxygen', id: 'oxygen', level: 3 },
  { value: 'Prepare', id: 'prepare', level: 2 },
  { value: 'Launch', id: 'launch', level: 2 },
  { value: 'Weather window', id: 'weather-window', level: 2 },
  { value: 'Prepare', id: 'prepare-1', level: 2 },
];

describe('partials', () => {
  it('tells partials from docs, in the docs folder given', () => {
    const site = '/site/docs';
    expect(isPartialFile('/site/docs/_note.md', site)).toBe(true);
    expect(isPartialFile('/site/docs/_shared/part.mdx', site)).toBe(true);
    expect(isPartialFile('/site/docs/guide/__tests__/x.md', site)).toBe(true);
    expect(isPartialFile('/site/src/partials/x.md', site)).toBe(true);
    expect(isPartialFile('/site/docs/guide/intro.md', site)).toBe(false);
    expect(isPartialFile('/site/src/components/X.jsx', site)).toBe(false);
    // Docs in another folder: docs/ is then outside it, so its Markdown is partials.
    expect(isPartialFile('/site/handbook/intro.md', '/site/handbook')).toBe(false);
    expect(isPartialFile('/site/docs/intro.md', '/site/handbook')).toBe(true);
  });

  it('leaves ?raw and ?url imports of Markdown to Vite', () => {
    expect(compilesAsModule(undefined)).toBe(true);
    expect(compilesAsModule('import&v=1a2b')).toBe(true);
    expect(compilesAsModule('raw')).toBe(false);
    expect(compilesAsModule('url')).toBe(false);
  });

  it('resolves the partial imports a page can write', () => {
    expect(partialImportPath('./_a.md', '/site/docs/x/p.md', '/site')).toBe('/site/docs/x/_a.md');
    expect(partialImportPath('../_b.mdx', '/site/docs/x/p.md', '/site')).toBe('/site/docs/_b.mdx');
    expect(partialImportPath('@site/src/c.md', '/site/docs/p.md', '/site')).toBe('/site/src/c.md');
    expect(partialImportPath('@site/src/Comp', '/site/docs/p.md', '/site')).toBeUndefined();
    expect(partialImportPath('pkg/readme.md', '/site/docs/p.md', '/site')).toBeUndefined();
  });

  it("puts a partial's headings in the page's TOC where it is used as a block, and recompiles the page when the partial changes", async () => {
    const site = copyFixture();
    const file = join(site, 'docs/checklist.md');
    const body = readFileSync(file, 'utf8').replace(/^---[\s\S]*?---/, (m) =>
      m.replace(/[^\n]/g, ''),
    );
    const input = {
      body,
      filePath: file,
      source: 'checklist.md',
      staticDirs: [join(site, 'static')],
      permalinkBySource: new Map([['checklist.md', '/checklist']]),
    };
    const cacheDir = join(site, '.cache/mdx');
    let compiler = createDocCompiler({ cacheDir });
    expect((await compiler.compile(input)).toc).toEqual(DOCUSAURUS_TOC);
    compiler.close(true);

    // An edited partial: the page's cached compile (same page text) is not reused.
    writeFileSync(join(site, 'docs/_reminder.md'), '## Only this\n');
    compiler = createDocCompiler({ cacheDir });
    const toc = (await compiler.compile(input)).toc.map((t) => t.id);
    compiler.close(true);
    expect(toc).toEqual(['prepare', 'only-this', 'launch', 'weather-window', 'prepare-1']);
  });

  it("puts a partial's text in the page's search sections where the page uses it", async () => {
    const site = copyFixture();
    const file = join(site, 'docs/checklist.md');
    const { body } = parseFrontMatter(readFileSync(file, 'utf8'), file);
    const { searchSections } = await compileDoc({
      body,
      filePath: file,
      source: 'checklist.md',
      staticDirs: [join(site, 'static')],
      permalinkBySource: new Map(),
    });
    const reminder = readFileSync(join(site, 'docs/_reminder.md'), 'utf8');
    expect(reminder).toContain('Wave to');
    // The partial's intro joins the section it is used in; its headings open sections of their
    // own, and the page's text after it belongs to the partial's last section, as on the page.
    const summary = searchSections.map((s) => [s.level, s.anchor, s.heading, s.text]);
    expect(summary.slice(0, 4)).toEqual([
      [1, null, 'Launch checklist', ''],
      [2, 'prepare', 'Prepare', 'Wave to before leaving.'],
      [2, 'fuel', 'Fuel', ''],
      [3, 'oxygen', 'Oxygen', ''],
    ]);
    expect(summary.map((s) => s[1])).toEqual([
      null,
      'prepare',
      'fuel',
      'oxygen',
      'prepare',
      'launch',
      // Used inline in a line of text, then as a block: the page shows it twice, and so does search.
      'weather-window',
      'weather-window',
      'prepare-1',
    ]);
    expect(searchSections.find((s) => s.anchor === 'weather-window')?.text).toBe(
      'Check the forecast twice. in passing.',
    );
  });

  it('gives pages compiled at the same time the same partial TOC, and stops at a partial that uses itself', async () => {
    const site = copyFixture();
    writeFileSync(
      join(site, 'docs/_loop.md'),
      "import Loop from './_loop.md';\n\n## Loop heading\n\n<Loop />\n",
    );
    const page = (name: string, body: string) =>
      compileDoc({
        body,
        filePath: join(site, 'docs', name),
        source: name,
        staticDirs: [join(site, 'static')],
        permalinkBySource: new Map(),
      });
    const uses =
      "import Reminder from './_reminder.md';\nimport Loop from './_loop.md';\n\n<Reminder />\n\n<Loop />\n";
    const [a, b] = await Promise.all([page('a.md', uses), page('b.md', uses)]);
    const ids = ['fuel', 'oxygen', 'prepare', 'loop-heading'];
    expect(a.toc.map((t) => t.id)).toEqual(ids);
    expect(b.toc.map((t) => t.id)).toEqual(ids);
  });

  it('builds pages and components that import partials, with props, and makes no page of a partial', async () => {
    const site = copyFixture();
    const outDir = join(site, 'build');
    await buildSite({ siteDir: site, outDir });
    expect(existsSync(join(outDir, '_reminder/index.html'))).toBe(false);

    const page = readFileSync(join(outDir, 'checklist/index.html'), 'utf8');
    const article = page.slice(page.indexOf('<article'), page.indexOf('</article>'));
    const text = article.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ');
    expect(text).toMatch(/Wave to the crew before leaving\./);
    expect(article).toContain('theme-admonition-tip');
    // Heading ids in the order Docusaurus gives them (the inline partial's heading is rendered too).
    expect([...article.matchAll(/<h[2-6] id="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'prepare',
      'fuel',
      'oxygen',
      'prepare',
      'launch',
      'weather-window',
      'weather-window',
      'prepare-1',
    ]);
    const toc = page.slice(page.indexOf('<ul class="table-of-contents'));
    expect(
      [...toc.matchAll(/href="#([^"]+)" class="table-of-contents__link/g)].map((m) => m[1]),
    ).toEqual(DOCUSAURUS_TOC.map((t) => t.id));

    const welcome = readFileSync(join(outDir, 'welcome/index.html'), 'utf8').replace(
      /<!-- -->/g,
      '',
    );
    expect(welcome).toContain(
      '<div class="banner"><p><strong>Banner text</strong> from a partial, for the component.</p></div>',
    );
  });
});
