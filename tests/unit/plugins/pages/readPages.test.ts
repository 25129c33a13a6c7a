import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PAGES_OPTIONS,
  pageRoute,
  pagesFilter,
  pagesOptionsOf,
  readPages,
} from '../../../../plugins/pages/readPages.js';

const dirs: string[] = [];
function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'pages-'));
  dirs.push(dir);
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, f)), { recursive: true });
    writeFileSync(join(dir, f), text);
  }
  return dir;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('pageRoute', () => {
  it('makes routes as Docusaurus does: index is its folder, the extension goes', () => {
    expect(pageRoute('index.js')).toBe('/');
    expect(pageRoute('markdown-page.md')).toBe('/markdown-page');
    expect(pageRoute('a/index.tsx')).toBe('/a');
    expect(pageRoute('a/b.mdx')).toBe('/a/b');
  });
  it('puts routes under routeBasePath and takes a slug', () => {
    expect(pageRoute('index.js', '/extra/')).toBe('/extra');
    expect(pageRoute('a/b.jsx', 'extra')).toBe('/extra/a/b');
    expect(pageRoute('a/b.md', '/', 'elsewhere')).toBe('/elsewhere');
    expect(pageRoute('a/b.md', '/x', '/y/')).toBe('/x/y');
  });
});

describe('pagesFilter', () => {
  const isPage = pagesFilter(DEFAULT_PAGES_OPTIONS);
  it("takes every page extension, TypeScript modules included (Docusaurus's include)", () => {
    for (const f of ['index.js', 'a.jsx', 'b.ts', 'c.tsx', 'd.md', 'e.mdx', 'x/y/z.tsx'])
      expect(isPage(f), f).toBe(true);
  });
  it('leaves out _ files and folders, tests and non-page files', () => {
    for (const f of [
      '_x.js',
      'a/_part.md',
      '_lib/a.ts',
      'a.test.tsx',
      '__tests__/a.js',
      'a.css',
      'a.module.css',
    ])
      expect(isPage(f), f).toBe(false);
  });
});

describe('pagesOptionsOf', () => {
  it('reads path, routeBasePath, include and exclude, with the defaults for the rest', () => {
    expect(pagesOptionsOf(undefined)).toEqual(DEFAULT_PAGES_OPTIONS);
    expect(
      pagesOptionsOf({
        id: 'x',
        options: { path: 'pages', routeBasePath: '/p', include: ['*.md'] },
      }),
    ).toEqual({ ...DEFAULT_PAGES_OPTIONS, path: 'pages', routeBasePath: '/p', include: ['*.md'] });
  });
});

describe('readPages', () => {
  it('finds React and Markdown pages, with slugs, and drops drafts in production', () => {
    const dir = site({
      'src/pages/index.js': 'export default () => null;',
      'src/pages/about.md': '---\nslug: /about-us\n---\n\n# About\n',
      'src/pages/draft.mdx': '---\ndraft: true\n---\n\n# Draft\n',
      'src/pages/_helpers/util.ts': 'export const x = 1;',
      'src/pages/styles.module.css': '.a{}',
    });
    const prod = readPages(dir);
    expect(prod.pages.map((p) => [p.kind, p.path, p.source])).toEqual([
      ['markdown', '/about-us', 'about.md'],
      ['react', '/', 'index.js'],
    ]);
    expect(readPages(dir, DEFAULT_PAGES_OPTIONS, false).pages.map((p) => p.path)).toContain(
      '/draft',
    );
  });
  it('reads another folder under another route base, and nothing when the folder is missing', () => {
    const dir = site({ 'other/x.tsx': 'export default () => null;' });
    expect(readPages(dir).pages).toEqual([]);
    const options = { ...DEFAULT_PAGES_OPTIONS, path: 'other', routeBasePath: '/o' };
    expect(readPages(dir, options).pages.map((p) => p.path)).toEqual(['/o/x']);
  });
});
