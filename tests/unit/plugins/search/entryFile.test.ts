// What the built-in search's first query loads (issue 38: no dearer than before): the entry file,
// where each chunk is named by the shortest key that tells it from the chunk before (not by its
// first term in full) and every term is still found in its chunk; and the fragment files, which
// hold a page's path and first levels once rather than once per record.
import { describe, expect, it } from 'vitest';
import { buildLocalIndex } from '../../../../plugins/search/buildLocalIndex.js';
import {
  decodeFragments,
  encodeFragments,
  type FragmentFile,
} from '../../../../src/shared/search/fragmentFile.js';
import {
  chunkFile,
  decodeChunk,
  SEARCH_ENTRY_FILE,
  type RecordFragment,
} from '../../../../src/shared/search/indexFormat.js';
import { createSearchIndex } from '../../../../src/shared/search/searchIndex.js';
import { page } from './searchPage.js';

// Long identifiers side by side, so that chunks start with them and share long starts.
const identifiers = Array.from(
  { length: 40 },
  (_, i) => `core.example.com/api3/contract/${1000 + i * 7}/usage`,
);
const pages = identifiers.map((id, i) =>
  page(`/api/${i}`, `Contract ${i}`, [
    [null, `Call ${id} to read the usage of contract number${i} (word${i}x).`],
    ['Limits', `Requests to ${id} are limited; retry after widget${i} alarm${i}.`],
  ]),
);

function build() {
  const { entry, files } = buildLocalIndex(pages, { chunkTargetBytes: 120 });
  const chunks = entry.chunks.map((_, i) =>
    decodeChunk(files.get(chunkFile(entry.id, i)) as Uint8Array),
  );
  const index = createSearchIndex(async (path, kind) => {
    if (path === SEARCH_ENTRY_FILE) return entry;
    const f = files.get(path)!;
    return kind === 'json' ? JSON.parse(f as string) : f;
  });
  return { entry, chunks, index };
}

describe('search entry file: chunk keys', () => {
  it('names each chunk by the shortest start of its first term after the chunk before', () => {
    const { entry, chunks } = build();
    expect(chunks.length).toBeGreaterThan(10);
    expect(entry.chunks[0]).toBe('');
    for (let i = 1; i < chunks.length; i++) {
      const key = entry.chunks[i]!;
      const first = chunks[i]!.terms[0]!;
      const previous = chunks[i - 1]!.terms.at(-1)!;
      expect(first.startsWith(key)).toBe(true);
      expect(key > previous).toBe(true);
      // No shorter start would do.
      expect(key.slice(0, -1) > previous).toBe(false);
    }
    // A chunk starting with a long identifier is keyed by a few letters of it.
    const long = chunks.findIndex((c, i) => i > 0 && c.terms[0]!.length > 30);
    expect(long).toBeGreaterThan(0);
    expect(entry.chunks[long]!.length).toBeLessThan(chunks[long]!.terms[0]!.length);
    expect(JSON.stringify(entry.chunks).length).toBeLessThan(
      JSON.stringify(chunks.map((c) => c.terms[0])).length,
    );
  });

  it('finds every term in the chunk its key range names', async () => {
    const { index } = build();
    for (const [i, id] of identifiers.entries()) {
      const exact = await index.search(id);
      expect(exact.hits[0]?.path, id).toBe(`/api/${i}`);
      const rare = await index.search(`widget${i} alarm${i}`);
      expect(rare.hits[0]?.path).toBe(`/api/${i}`);
    }
    // A word being typed completes across the chunks its prefix spans.
    const typed = await index.search('core.example.com/api3/contract/10');
    expect(new Set(typed.hits.map((h) => h.path)).size).toBeGreaterThan(1);
  });
});

describe('search fragment files', () => {
  const trail = (...levels: (string | null)[]) => ['Docs', 'Guide', ...levels];
  const fragments: RecordFragment[] = [
    ['/guide', null, 1, trail(), 'Lead.'],
    ['/guide', 'setup', 2, trail('Setup'), 'Set it up.'],
    ['/guide', 'pins', 3, trail('Setup', 'Pins'), null],
    // A record whose category or title is not the page's first (kept whole).
    ['/guide', 'other', 2, ['Other', 'Guide', 'Elsewhere'], 'Moved.'],
  ];

  it('writes the page path and its first two levels once, and reads every fragment back', () => {
    const file = encodeFragments(fragments);
    expect(decodeFragments(JSON.parse(JSON.stringify(file)) as FragmentFile)).toEqual(fragments);
    const json = JSON.stringify(file);
    expect(json.split('/guide').length - 1).toBe(1);
    expect(json.split('"Docs"').length - 1).toBe(1);
    expect(json.length).toBeLessThan(JSON.stringify(fragments).length);
  });

  it("stores an anchor that is its heading's plain slug as 0, and any other anchor whole", () => {
    const rows: RecordFragment[] = [
      ['/guide', 'at-commands-atsbdix', 2, trail('AT commands: AT+SBDIX'), 'Sends.'],
      ['/guide', 'custom-id', 2, trail('Wiring'), 'Wires.'],
      ['/guide', 'café', 2, trail('Café'), 'Non-ASCII headings keep their anchor.'],
      ['/guide', 'pins', 3, ['Other', 'Guide', null, 'Pins'], 'Moved, skipped level.'],
    ];
    const file = encodeFragments(rows);
    expect(file[3].map((row) => row[0])).toEqual([0, 'custom-id', 'café', 0]);
    expect(decodeFragments(JSON.parse(JSON.stringify(file)) as FragmentFile)).toEqual(rows);
  });

  it('refuses a group of two pages', () => {
    expect(() => encodeFragments([fragments[0]!, ['/other', null, 1, trail(), null]])).toThrow(
      /spans two pages/,
    );
  });

  it('is what the built index holds and the search displays', async () => {
    const { index } = build();
    const hit = (await index.search('widget3 alarm3')).hits[0]!;
    expect([hit.path, hit.hierarchy.lvl0, hit.hierarchy.lvl1, hit.hierarchy.lvl2]).toEqual([
      '/api/3',
      'Docs',
      'Contract 3',
      'Limits',
    ]);
  });
});
