// The built-in index and the Algolia records with versioned docs: pages carry their docsearch tag
// (`docs-<plugin>-<version>`), and a search with tags keeps only those pages (and untagged ones).
import { describe, expect, it } from 'vitest';
import {
  buildLocalIndex,
  type SearchPageInput,
} from '../../../../plugins/search/buildLocalIndex.js';
import { toAlgoliaRecords } from '../../../../plugins/search/uploadToAlgolia.js';
import { SEARCH_ENTRY_FILE } from '../../../../src/shared/search/indexFormat.js';
import { createSearchIndex, tagFilter } from '../../../../src/shared/search/searchIndex.js';
import type { SearchRecord } from '../../../../src/shared/types.js';

function record(url: string, title: string, content: string): SearchRecord {
  return {
    objectID: url,
    url,
    anchor: null,
    type: 'content',
    hierarchy: {
      lvl0: 'Docs',
      lvl1: title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content,
  };
}

const page = (permalink: string, text: string, tag?: string): SearchPageInput => ({
  permalink,
  records: [record(`https://x.example${permalink}`, 'Frames', text)],
  ...(tag ? { tag } : {}),
});

const PAGES = [
  page('/docs/next/frames', 'carbon frames for kites', 'docs-default-current'),
  page('/docs/frames', 'fibreglass frames for kites', 'docs-default-2.0'),
  page('/about', 'the kite club builds frames'),
];

function indexOf(pages: SearchPageInput[]) {
  const { entry, files } = buildLocalIndex(pages);
  const index = createSearchIndex(async (path, kind) => {
    if (path === SEARCH_ENTRY_FILE) return entry;
    const f = files.get(path)!;
    return kind === 'json' ? JSON.parse(f as string) : f;
  });
  return { entry, index };
}

describe('docs version tags in the search', () => {
  it('the entry lists the tags of the pages, and nothing on a site without versions', () => {
    expect(indexOf(PAGES).entry).toMatchObject({
      tags: ['docs-default-2.0', 'docs-default-current'],
      pageTags: [1, 0, -1],
    });
    const plain = indexOf(PAGES.map(({ tag: _t, ...p }) => p)).entry;
    expect(plain.tags).toBeUndefined();
    expect(plain.pageTags).toBeUndefined();
  });

  it('a search with tags keeps the pages of those versions and the untagged pages', async () => {
    const { index } = indexOf(PAGES);
    const urls = async (tags?: string[]) =>
      (await index.search('frames', tags ? { tags } : {})).hits.map((h) => h.path);
    expect((await urls()).sort()).toEqual(['/about', '/docs/frames', '/docs/next/frames']);
    const next = await urls(['default', 'docs-default-current']);
    expect(next.sort()).toEqual(['/about', '/docs/next/frames']);
    const result = await index.search('frames', { tags: ['default', 'docs-default-2.0'] });
    expect(result.nbHits).toBe(2);
  });

  it('tagFilter: no filter without tags on either side', () => {
    expect(tagFilter({}, ['default'])).toBeUndefined();
    expect(tagFilter({ tags: ['a'], pageTags: [0] }, undefined)).toBeUndefined();
    const keep = tagFilter({ tags: ['a', 'b'], pageTags: [0, 1, -1] }, ['b'])!;
    expect([0, 1, 2].map(keep)).toEqual([false, true, true]);
  });

  it('Algolia records keep their own tag and version, else the current docs', () => {
    const [tagged, plain] = toAlgoliaRecords([
      {
        ...record('https://x.example/docs/a', 'A', 'a'),
        docusaurus_tag: 'docs-garden-1.1',
        version: ['1.1'],
      },
      record('https://x.example/b', 'B', 'b'),
    ]);
    expect(tagged).toMatchObject({ docusaurus_tag: 'docs-garden-1.1', version: ['1.1'] });
    expect(plain).toMatchObject({ docusaurus_tag: 'docs-default-current', version: ['current'] });
  });
});
