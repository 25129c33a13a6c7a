import { Minimatch } from 'minimatch';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOCS_EXCLUDE,
  DEFAULT_DOCS_INCLUDE,
  docsFilter,
} from '../../../../plugins/docs/readDocs.js';

// docsFilter() answers Docusaurus's default globs without minimatch: the answer must be
// minimatch's for every path a docs folder can hold.
const include = DEFAULT_DOCS_INCLUDE.map((p) => new Minimatch(p));
const exclude = DEFAULT_DOCS_EXCLUDE.map((p) => new Minimatch(p));
const byMinimatch = (rel: string) =>
  /\.mdx?$/i.test(rel) && include.some((m) => m.match(rel)) && !exclude.some((m) => m.match(rel));

const folders = ['guide', '_partials', '.hidden', '__tests__', 'a_b', 'x.md', 'v1.2', '-x', '__x'];
const names = [
  'intro.md',
  'intro.mdx',
  'intro.MD',
  'intro.Mdx',
  'intro.markdown',
  '_shared.md',
  '_shared.mdx',
  '.secret.md',
  '.md',
  'a.test.md',
  'a.test.ts',
  'a_b.md',
  '__tests__.md',
  'readme.txt',
  'md',
  'x.md.txt',
  'x.mdx.md',
];

function* paths(): Generator<string> {
  for (const name of names) {
    yield name;
    for (const a of folders) {
      yield `${a}/${name}`;
      for (const b of folders) yield `${a}/${b}/${name}`;
    }
  }
}

describe("the default globs' filter", () => {
  it('answers as minimatch does for every generated path', () => {
    const isDoc = docsFilter();
    const differing = [...paths()].filter((p) => isDoc(p) !== byMinimatch(p));
    expect(differing).toEqual([]);
    // The generated paths hold docs and non-docs both.
    expect([...paths()].filter(byMinimatch).length).toBeGreaterThan(10);
    expect([...paths()].filter((p) => !byMinimatch(p)).length).toBeGreaterThan(10);
  });

  it('is used for the defaults given explicitly too, and not for other globs', () => {
    expect(docsFilter({ include: DEFAULT_DOCS_INCLUDE, exclude: DEFAULT_DOCS_EXCLUDE })).toBe(
      docsFilter(),
    );
    expect(docsFilter({ include: ['**/*.md'] })('intro.mdx')).toBe(false);
    expect(docsFilter({ exclude: [] })('_shared.md')).toBe(true);
  });
});
