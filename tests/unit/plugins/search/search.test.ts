// The search stage as scenarios: sections from the compiled tree, DocSearch-shaped records, the
// built-in index answering identifiers, prefixes and typos, highlights, and the Algolia upload's
// environment check.
import type { FragmentFile } from '../../../../src/shared/search/fragmentFile.js';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SiteData } from '../../../../plugins/loadSite.js';
import { createOutputWriter } from '../../../../plugins/output/writeFiles.js';
import {
  previousName,
  SEARCH_RECORDS_FILE,
  writeSearchIndex,
} from '../../../../plugins/search/writeSearchIndex.js';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import {
  buildLocalIndex,
  buildLocalIndexInSteps,
  type SearchPageInput,
} from '../../../../plugins/search/buildLocalIndex.js';
import { buildSearchRecords, clean } from '../../../../plugins/search/extractSearchRecords.js';
import { categoryLabels, landingLabels } from '../../../../plugins/search/collectSearchRecords.js';
import {
  readAlgoliaEnv,
  toAlgoliaRecords,
  uploadToAlgolia,
} from '../../../../plugins/search/uploadToAlgolia.js';
import { highlight, snippet } from '../../../../src/shared/search/highlight.js';
import {
  chunkFile,
  decodeChunk,
  forEachPosting,
  FRAGMENT_GROUP,
  FRAGMENT_SHELF,
  fragmentsFile,
  SEARCH_ENTRY_FILE,
  type SearchIndexEntry,
} from '../../../../src/shared/search/indexFormat.js';
import {
  createSearchIndex,
  editDistance,
  parseQuery,
  readQueryWords,
} from '../../../../src/shared/search/searchIndex.js';
import {
  indexTerms,
  indexTermsByTokens,
  queryVocabulary,
} from '../../../../plugins/search/queryVocabulary.js';
import { resolveSearchPagePath } from '../../../../src/shared/search/searchPagePath.js';
import type { SidebarItem } from '../../../../src/shared/types.js';
import { page } from './searchPage.js';

async function sectionsOf(body: string) {
  const doc = await compileDoc({
    body,
    filePath: '/virtual/doc.mdx',
    source: 'doc.mdx',
    staticDirs: ['/virtual/static'],
    permalinkBySource: new Map(),
  });
  return doc.searchSections;
}

describe('sections from the compiled tree', () => {
  it('cuts a page at its headings, with ids, and keeps code, tables and admonitions as text', async () => {
    const sections = await sectionsOf(
      [
        '# Title',
        '',
        'Intro *text*.',
        '',
        '## Send `AT+SBDIX` {#sbdix}',
        '',
        '| Command | Use |',
        '|---|---|',
        '| AT+CSQ | signal |',
        '',
        ':::tip',
        'Wait for the ring.',
        ':::',
        '',
        '### Deep',
        '',
        '```at',
        'AT+SBDWT=hello',
        '```',
      ].join('\n'),
    );
    expect(sections.map((s) => [s.level, s.anchor, s.heading])).toEqual([
      [1, null, 'Title'],
      [2, 'sbdix', 'Send AT+SBDIX'],
      [3, 'deep', 'Deep'],
    ]);
    expect(sections[0]!.text).toBe('Intro text.');
    expect(sections[1]!.text).toContain('AT+CSQ signal');
    expect(sections[1]!.text).toContain('Wait for the ring.');
    expect(sections[2]!.text).toBe('AT+SBDWT=hello');
  });

  it('builds one DocSearch record per section with the hierarchy above it', async () => {
    const sections = await sectionsOf(
      'Intro.\n\n## A\n\nText a.\n\n### B\n\nText b.\n\n## C\n\nText c.',
    );
    const records = buildSearchRecords({
      sections,
      title: 'Page',
      url: 'https://x.org/p',
      lvl0: 'Guide',
    });
    expect(
      records.map((r) => [r.type, r.url, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content]),
    ).toEqual([
      ['lvl1', 'https://x.org/p', null, null, 'Intro.'],
      ['lvl2', 'https://x.org/p#a', 'A', null, 'Text a.'],
      ['lvl3', 'https://x.org/p#b', 'A', 'B', 'Text b.'],
      ['lvl2', 'https://x.org/p#c', 'C', null, 'Text c.'],
    ]);
    expect(records.every((r) => r.hierarchy.lvl0 === 'Guide' && r.hierarchy.lvl1 === 'Page')).toBe(
      true,
    );
  });
});

describe('a section’s text', () => {
  it('has every run of whitespace as one space, trimmed, as replacing each run gives', () => {
    const samples = [
      'one two  three\tfour\nfive \n six',
      '\u00a0lead and trail\u2003 ',
      'a\u00a0b \u00a0 c\r\nd\u2028e\ufefff',
      ' ',
      '',
      '\t',
      'x',
      'word\u3000word  \t\n  word',
    ];
    for (const text of samples) expect(clean(text)).toBe(text.replace(/\s+/g, ' ').trim());
    expect(clean(' a \t b\n\nc\u00a0d ')).toBe('a b c d');
  });
});

describe('lvl0 and landing pages from the sidebar', () => {
  const sidebars: Record<string, SidebarItem[]> = {
    s: [
      {
        type: 'category',
        label: 'RockBLOCK',
        collapsed: true,
        collapsible: true,
        items: [
          { type: 'link', label: 'Intro', href: '/rb/intro', docId: 'rb/intro' },
          {
            type: 'category',
            label: 'User Manual',
            collapsed: true,
            collapsible: true,
            items: [{ type: 'link', label: 'AT', href: '/rb/at', docId: 'rb/at' }],
          },
        ],
      },
      {
        type: 'category',
        label: 'Tracker',
        collapsed: true,
        collapsible: true,
        href: '/tr',
        items: [
          {
            type: 'category',
            label: 'User Manual',
            collapsed: true,
            collapsible: true,
            items: [{ type: 'link', label: 'Menu', href: '/tr/menu', docId: 'tr/menu' }],
          },
        ],
      },
    ],
  };
  it('labels pages by their category, with the parent when a label repeats', () => {
    const labels = categoryLabels(sidebars);
    expect(labels.get('rb/intro')).toBe('RockBLOCK');
    expect(labels.get('rb/at')).toBe('RockBLOCK › User Manual');
    expect(labels.get('tr/menu')).toBe('Tracker › User Manual');
    expect(labels.get('href:/tr')).toBe('Tracker');
  });
  it('makes a category’s own page, else its first page, its landing page', () => {
    const landings = landingLabels(sidebars);
    expect(landings.get('doc:rb/intro')).toEqual(['RockBLOCK']);
    expect(landings.get('href:/tr')).toEqual(['Tracker']);
    expect(landings.get('doc:tr/menu')).toEqual(['User Manual']);
  });
});

/** `fail`: paths whose load fails (checked on every load). */
function indexOf(pages: SearchPageInput[], fail: (path: string) => boolean = () => false) {
  const { entry, files } = buildLocalIndex(pages, { chunkTargetBytes: 200 });
  const fetched: string[] = [];
  const index = createSearchIndex(async (path, kind) => {
    fetched.push(path);
    if (fail(path)) throw new Error(`cannot load ${path}`);
    if (path === SEARCH_ENTRY_FILE) return entry;
    const f = files.get(path)!;
    return kind === 'json' ? JSON.parse(f as string) : f;
  });
  return { index, entry, files, fetched };
}

const PAGES = [
  page('/at-commands', 'AT commands', [
    [null, 'The commands of the modem.'],
    ['AT+SBDIX', 'Initiates an SBD session.'],
    ['AT+CSQ', 'Returns the signal quality.'],
  ]),
  page('/transmit', 'Transmit data', [
    [null, 'Write the message with AT+SBDWT then send it with AT+SBDIX.'],
    ['Retries', 'Retry when the signal is weak.'],
  ]),
  page('/signal', 'Signal strength check', [[null, 'How to check the signal before sending.']]),
  page('/rockblock', 'RockBLOCK overview', [[null, 'RockBLOCK is a satellite modem.']]),
  page('/api3', 'Core API v3', [[null, 'The api3 endpoints.']]),
];

describe('the built-in index', () => {
  it('tokenizes identifiers as a whole and by parts', () => {
    expect(indexTerms('Send AT+SBDIX, then R7+WH.')).toEqual([
      'send',
      'at+sbdix',
      'at',
      'sbdix',
      'r7+wh',
      'r7',
      'wh',
    ]);
    expect(parseQuery('+CSQ', readQueryWords(queryVocabulary()))[0]!.term).toBe('csq');
  });

  it('indexes the terms the browser’s tokenizer gives, ASCII or not (issue 37)', () => {
    const samples = [
      'Send AT+SBDIX, then R7+WH. The API is at api/v3 and core.rock7.com.',
      'How can I do this? The the AND and: x, a-b, -lead, trail-, a--b, a+-b, a.b.c., ..x',
      'snake_case_name camelCase UPPER lower 123 4.5 v1.2.3 a/b/c +CSQ -x_ _y',
      'A_b a_the the_a is-it it.is x+y+z 1-2 ½ ﬁle café naïve Ünïcödé ÉCOLE straße',
      'Quotes “like” ‘these’ — dashes – and … ellipses; Ａ全角ＡＢＣ１２３ ＃',
      '日本語のテキスト 中文 한국어 Ελληνικά русский текст عربى',
      'é̃ combining: e\u0301 → é; ligature Ⅻ ① ²',
      'emoji 🚀 rocket👍and 💡ideas; tab\tnew\nline',
      '',
      '+-_./',
      'a',
      'I',
    ];
    // Random text over letters, digits, joiners, spaces, punctuation and a few non-ASCII letters.
    const alphabet = 'aZ09+-_./ ,;:é ßΣ日 ⅫＡ\u0301'.split('');
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 500; i++) {
      let text = '';
      for (let n = Math.floor(random() * 40); n > 0; n--)
        text += alphabet[Math.floor(random() * alphabet.length)];
      samples.push(text);
    }
    for (const text of samples) expect(indexTerms(text), text).toEqual(indexTermsByTokens(text));
    expect(indexTerms('The Café at API/v3')).toEqual(['cafe', 'at', 'api/v3', 'api', 'v3']);
  });

  it('finds the defining section first for identifiers, as typed or in part', async () => {
    const { index } = indexOf(PAGES);
    for (const q of ['AT+SBDIX', 'SBDIX', 'at+sbdix ']) {
      const r = await index.search(q);
      expect([r.hits[0]!.path, r.hits[0]!.anchor]).toEqual(['/at-commands', 'at-sbdix']);
    }
    expect((await index.search('+CSQ')).hits[0]!.anchor).toBe('at-csq');
    expect((await index.search('api3')).hits[0]!.path).toBe('/api3');
  });

  it('completes the last word, forgives small typos, and ranks the records holding every word first', async () => {
    const { index } = indexOf(PAGES);
    expect((await index.search('signa')).hits[0]!.path).toBe('/signal');
    expect((await index.search('rockblok')).hits[0]!.path).toBe('/rockblock');
    expect((await index.search('signal quality')).hits[0]!.anchor).toBe('at-csq');
    // A word that is nowhere does not empty the list: the records holding the rest remain.
    const partial = await index.search('signal zebra');
    expect(partial.hits.map((h) => h.path)).toEqual(expect.arrayContaining(['/signal']));
    expect((await index.search('qwxzvy')).nbHits).toBe(0);
    expect(editDistance('rockblok', 'rockblock', 2)).toBe(1);
  });

  it('keeps a page’s hits together and loads only what the query needs', async () => {
    const { index, fetched, files } = indexOf(PAGES);
    const r = await index.search('signal');
    const pages = r.hits.map((h) => h.path);
    expect(pages.filter((p, i) => i === 0 || p !== pages[i - 1]).length).toBe(new Set(pages).size);
    expect(fetched.filter((f) => f.endsWith('.bin')).length).toBeLessThan(
      [...files.keys()].filter((f) => f.endsWith('.bin')).length,
    );
    const groups = new Set(fetched.filter((f) => /\/f\d+\.json$/.test(f)));
    expect(groups.size).toBe(fetched.filter((f) => /\/f\d+\.json$/.test(f)).length);
    expect(groups.size).toBeLessThanOrEqual(r.hits.length);
  });

  it('writes a page’s fragments in groups of at most FRAGMENT_GROUP and fetches each group once', async () => {
    const manual = page('/manual', 'Iridium manual', [
      [null, 'The Iridium modem.'],
      ['Power', 'Iridium power draw.'],
      ['Antenna', 'Iridium antenna placement.'],
      ['Reset', 'Iridium reset sequence.'],
    ]);
    const pages = [...PAGES, { permalink: '/empty', records: [] }, manual];
    const { index, entry, files, fetched } = indexOf(pages);
    const fragmentFiles = [...files.keys()].filter((f) => f.endsWith('.json'));
    // Short pages: one file each; the empty page none.
    expect(fragmentFiles.length).toBe(pages.filter((p) => p.records.length).length);
    const r = await index.search('iridium');
    // Each hit gets its own record's fragment from the shared file (the empty page shifts no offsets).
    expect(r.hits.map((h) => [h.path, h.anchor, h.content]).sort()).toEqual(
      manual.records.map((m) => ['/manual', m.anchor, m.content]).sort(),
    );
    await index.search('iridium power');
    expect(fetched.filter((f) => f !== SEARCH_ENTRY_FILE && f.endsWith('.json'))).toEqual([
      fragmentsFile(entry, 5),
    ]);
  });

  it('splits a long page’s fragments into near-equal groups, so a hit loads only its own', async () => {
    const sections: [string | null, string][] = [[null, 'Reference of every command.']];
    for (let i = 1; i < 20; i++)
      sections.push([`Command ${i}`, i === 17 ? 'Sets the penguin mode.' : `Command number ${i}.`]);
    const long = page('/reference', 'Reference', sections);
    expect(FRAGMENT_GROUP).toBeLessThan(20);
    const { index, files, fetched } = indexOf([long]);
    const sizes = [...files.entries()]
      .filter(([f]) => f.endsWith('.json'))
      .map(([, c]) => (JSON.parse(c as string) as FragmentFile)[3].length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(20);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(FRAGMENT_GROUP);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    const r = await index.search('penguin');
    expect(r.hits[0]!.hierarchy.lvl2).toBe('Command 17');
    expect(fetched.filter((f) => f.endsWith('.json') && f !== SEARCH_ENTRY_FILE)).toHaveLength(1);
  });

  it('shelves fragment files in folders named by their own content: an edit moves one shelf', async () => {
    // More pages than one shelf holds (a short page is one fragment file).
    const pagesOf = (edited: string) =>
      Array.from({ length: FRAGMENT_SHELF + 20 }, (_, i) =>
        page(`/p${i}`, `Page ${i}`, [[null, i === 3 ? edited : `Text of page number ${i}.`]]),
      );
    const before = buildLocalIndex(pagesOf('The first text.'));
    const after = buildLocalIndex(pagesOf('The edited text.'));
    expect(before.entry.shelves).toHaveLength(2);
    // The edited page's shelf, and the index (its chunks' folder), get new folders; the other
    // shelf keeps its folder and files.
    expect(after.entry.shelves[0]).not.toBe(before.entry.shelves[0]);
    expect(after.entry.shelves[1]).toBe(before.entry.shelves[1]);
    expect(after.entry.id).not.toBe(before.entry.id);
    const kept = fragmentsFile(after.entry, FRAGMENT_SHELF + 1);
    expect(after.files.get(kept)).toBe(before.files.get(kept));
    // Each new file's name in the previous index: a chunk in the previous index's folder, a
    // fragment file in its shelf's previous folder (where the writer finds it unchanged).
    const was = previousName(after.entry, before.entry);
    expect(was(fragmentsFile(after.entry, 3))).toBe(fragmentsFile(before.entry, 3));
    expect(was(kept)).toBe(kept);
    expect(was(chunkFile(after.entry.id, 0))).toBe(chunkFile(before.entry.id, 0));
    expect(was(SEARCH_ENTRY_FILE)).toBe(SEARCH_ENTRY_FILE);
    // The same pages in the same order make the same folders (a cold build's names).
    expect(buildLocalIndex(pagesOf('The edited text.')).entry).toEqual(after.entry);
  });

  it('loads a page’s fragments again after a failed load', async () => {
    let failing = true;
    const { index } = indexOf(PAGES, (path) => failing && /\/f\d+\.json$/.test(path));
    await expect(index.search('rockblock')).rejects.toThrow('cannot load');
    failing = false;
    expect((await index.search('rockblock')).hits[0]!.path).toBe('/rockblock');
  });

  it('refuses an index of another format version (an old or newer entry file), and asks again on the next query', async () => {
    const { entry, files } = buildLocalIndex(PAGES);
    let served: SearchIndexEntry = { ...entry, version: entry.version + 1 };
    const index = createSearchIndex(async (path, kind) => {
      if (path === SEARCH_ENTRY_FILE) return served;
      const f = files.get(path)!;
      return kind === 'json' ? JSON.parse(f as string) : f;
    });
    await expect(index.search('rockblock')).rejects.toThrow(
      `search index format ${entry.version + 1}, expected ${entry.version}`,
    );
    served = entry;
    expect((await index.search('rockblock')).hits[0]!.path).toBe('/rockblock');
  });

  it('pages through results', async () => {
    const { index } = indexOf(PAGES);
    const all = await index.search('the', { hitsPerPage: 100 });
    const first = await index.search('signal', { hitsPerPage: 1, page: 0 });
    const second = await index.search('signal', { hitsPerPage: 1, page: 1 });
    expect(all.nbHits).toBe(0); // a stop word alone finds nothing
    expect(first.nbPages).toBe(first.nbHits);
    expect(second.hits[0]!.id).not.toBe(first.hits[0]!.id);
  });

  it('lists each record holding a term once, by ascending id, and ranks a repeated term higher', () => {
    const repeats = page('/repeats', 'Antenna notes', [
      [null, 'Mount the antenna. Antenna cable, antenna mast, antenna height.'],
      ['Cable', 'Mount the cable. Use a short cable run in the mast.'],
    ]);
    const pages = [...PAGES, { permalink: '/empty', records: [] }, repeats];
    const { files } = buildLocalIndex(pages, { chunkTargetBytes: 200 });
    const postings = new Map<string, [number, number][]>();
    for (const [file, bytes] of files) {
      if (!file.endsWith('.bin')) continue;
      const chunk = decodeChunk(bytes as Uint8Array);
      chunk.terms.forEach((term, i) => {
        const list: [number, number][] = [];
        forEachPosting(chunk, i, (id, impact) => list.push([id, impact]));
        postings.set(term, list);
      });
    }
    // Every term of a record's heading, trail or text names that record, once.
    const records = pages.flatMap((p) => p.records);
    const expected = new Map<string, number[]>();
    records.forEach((r, id) => {
      const texts = [...Object.values(r.hierarchy), r.content].filter((t): t is string => !!t);
      for (const term of new Set(texts.flatMap((t) => indexTerms(t))))
        expected.set(term, [...(expected.get(term) ?? []), id]);
    });
    expect(new Map([...postings].map(([term, list]) => [term, list.map(([id]) => id)]))).toEqual(
      expected,
    );
    for (const list of postings.values())
      for (const [, impact] of list) expect(impact).toBeGreaterThanOrEqual(1);
    // "antenna" four times in the intro outranks "cable" once in the same text.
    const impactOf = (term: string, id: number) => postings.get(term)!.find(([i]) => i === id)![1];
    const intro = records.indexOf(repeats.records[0]!);
    expect(impactOf('antenna', intro)).toBeGreaterThan(impactOf('cable', intro));
  });

  it('builds the same index in steps, letting other work run between them', async () => {
    const many = Array.from({ length: 180 }, (_, i) =>
      page(`/p${i}`, `Page ${i}`, [
        [null, `Intro ${i} of the modem.`],
        [`Part ${i}`, `Signal ${i % 7} and session ${i % 5}.`],
      ]),
    );
    let turns = 0;
    const ticker = setInterval(() => turns++, 0);
    const stepped = await buildLocalIndexInSteps(many, { chunkTargetBytes: 200 });
    clearInterval(ticker);
    expect(stepped).toEqual(buildLocalIndex(many, { chunkTargetBytes: 200 }));
    expect(turns).toBeGreaterThan(0);
  });
});

describe('the search step of the build', () => {
  const siteWith = (algolia?: object) =>
    ({ siteConfig: { search: { algolia } } }) as unknown as SiteData;
  const pages = PAGES.map((p) => ({ ...p, title: p.records[0]!.hierarchy.lvl1! }));

  it('writes the built-in index and no records file when Algolia is not configured', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-step-'));
    const result = await writeSearchIndex({
      site: siteWith(),
      pages,
      out: createOutputWriter(dir),
    });
    expect(existsSync(join(dir, SEARCH_RECORDS_FILE))).toBe(false);
    const entry = JSON.parse(
      readFileSync(join(dir, SEARCH_ENTRY_FILE), 'utf8'),
    ) as SearchIndexEntry;
    expect(entry.records).toBe(pages.flatMap((p) => p.records).length);
    // The chunks (and sections) under the index's folder, the fragment files under their shelf's.
    const folders = [...new Set([entry.id, ...entry.shelves])];
    const written = folders.flatMap((f) => readdirSync(join(dir, 'assets/search', f)));
    expect(written.length).toBe(result.files - 1);
  });

  it("fills a page marked for the thread's cached summary here when the thread could not build, or collects again", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-step-'));
    const tokensFile = join(dir, 'cache/search-tokens.bin');
    const keyed = pages.map((p, i) => ({ ...p, key: `k${i}` }));
    // A build of the same pages wrote the tokens cache (no thread: the index built here).
    await writeSearchIndex({
      site: siteWith(),
      pages: keyed,
      out: createOutputWriter(join(dir, 'a')),
      tokensFile,
    });
    const cold = readFileSync(join(dir, 'a', SEARCH_ENTRY_FILE), 'utf8');
    const failed = {
      build: async () => undefined,
      reusable: async () => undefined,
      close: () => undefined,
    };
    const marked = () => keyed.map((p) => ({ ...p, records: [], cachedSummary: true as const }));
    const out = join(dir, 'b');
    const result = await writeSearchIndex({
      site: siteWith(),
      pages: marked(),
      out: createOutputWriter(out),
      tokensFile,
      thread: failed,
    });
    expect(readFileSync(join(out, SEARCH_ENTRY_FILE), 'utf8')).toBe(cold);
    expect(result.records).toBe(pages.flatMap((p) => p.records).length);
    // A cache without them: the pages are collected again, with the cache read here.
    let recollected = 0;
    const again = join(dir, 'c');
    await writeSearchIndex({
      site: siteWith(),
      pages: marked(),
      out: createOutputWriter(again),
      tokensFile: join(dir, 'none.bin'),
      thread: failed,
      recollect: async (previous) => {
        expect(previous).toBeUndefined();
        recollected++;
        return keyed;
      },
    });
    expect(recollected).toBe(1);
    expect(readFileSync(join(again, SEARCH_ENTRY_FILE), 'utf8')).toBe(cold);
  });

  it('writes every record, as DocSearch has them, and no index when Algolia serves the site', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'search-step-'));
    const result = await writeSearchIndex({
      site: siteWith({ appId: 'A', apiKey: 'k', indexName: 'i' }),
      pages,
      out: createOutputWriter(dir),
    });
    const records = pages.flatMap((p) => p.records);
    expect(readFileSync(join(dir, SEARCH_RECORDS_FILE), 'utf8')).toBe(JSON.stringify(records));
    expect(result).toEqual({ records: records.length, files: 1 });
    expect(existsSync(join(dir, SEARCH_ENTRY_FILE))).toBe(false);
  });
});

describe('highlights and snippets', () => {
  it('marks matched words and identifiers, escaping the text', () => {
    expect(highlight('Send <AT+SBDIX> now', new Set(['sbdix'])).value).toBe(
      'Send &lt;<mark>AT+SBDIX</mark>&gt; now',
    );
    expect(highlight('Nothing here', new Set(['x'])).matchLevel).toBe('none');
  });
  it('cuts about ten words around the first match', () => {
    const text =
      'one two three four five six seven eight nine ten eleven twelve signal fourteen fifteen';
    expect(snippet(text, new Set(['signal']), 5).value).toBe(
      '…eleven twelve <mark>signal</mark> fourteen fifteen',
    );
  });
});

describe('search page path and Algolia upload', () => {
  it('puts the search page at /search unless Algolia says otherwise', () => {
    expect(resolveSearchPagePath({ placeholder: 'x' })).toBe('/search');
    const algolia = { appId: 'a', apiKey: 'k', indexName: 'i', contextualSearch: true };
    expect(
      resolveSearchPagePath({ placeholder: 'x', algolia: { ...algolia, searchPagePath: 'find/' } }),
    ).toBe('/find');
    expect(
      resolveSearchPagePath({ placeholder: 'x', algolia: { ...algolia, searchPagePath: false } }),
    ).toBeNull();
  });

  it('names every missing variable', () => {
    expect(() => readAlgoliaEnv({ ALGOLIA_APP_ID: 'A' })).toThrow(
      'ALGOLIA_ADMIN_KEY, ALGOLIA_INDEX_NAME',
    );
    expect(
      readAlgoliaEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_ADMIN_KEY: 'K', ALGOLIA_INDEX_NAME: 'I' }),
    ).toEqual({ appId: 'A', adminKey: 'K', indexName: 'I' });
  });

  it('adds the contextual attributes and, on a dry run, only prints', async () => {
    const records = PAGES.flatMap((p) => p.records);
    const algoliaRecords = toAlgoliaRecords(records);
    expect(algoliaRecords[0]).toMatchObject({
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      url_without_anchor: 'https://x.org/at-commands',
    });
    const lines: string[] = [];
    const result = await uploadToAlgolia({
      records,
      env: {},
      dryRun: true,
      log: (l) => lines.push(l),
    });
    expect(result).toEqual({
      indexName: '(ALGOLIA_INDEX_NAME not set)',
      records: records.length,
      dryRun: true,
    });
    expect(lines[0]).toContain(`with ${records.length} records`);
  });
});
