// The built-in search's matching of questions: stop words, partial matches ranked by coverage,
// the site's synonyms, and a list never empty while a page holds most of a query's words.
import { describe, expect, it } from 'vitest';
import {
  buildLocalIndex,
  type SearchPageInput,
} from '../../../../plugins/search/buildLocalIndex.js';
import { SEARCH_ENTRY_FILE } from '../../../../src/shared/search/indexFormat.js';
import {
  createSearchIndex,
  findConcepts,
  parseQuery,
  readQueryWords,
  synonymGroups,
} from '../../../../src/shared/search/searchIndex.js';
import { queryVocabulary } from '../../../../plugins/search/queryVocabulary.js';
import { page } from './searchPage.js';

const vocabulary = readQueryWords(queryVocabulary());

function indexOf(pages: SearchPageInput[], synonyms?: string[][]) {
  const { entry, files } = buildLocalIndex(pages, { chunkTargetBytes: 300, synonyms });
  return createSearchIndex(async (path, kind) => {
    if (path === SEARCH_ENTRY_FILE) return entry;
    const f = files.get(path)!;
    return kind === 'json' ? JSON.parse(f as string) : f;
  });
}

const topPages = async (index: ReturnType<typeof indexOf>, q: string) => {
  const out: string[] = [];
  for (const h of (await index.search(q, { hitsPerPage: 40 })).hits)
    if (!out.includes(h.path)) out.push(h.path);
  return out;
};

const SITE = [
  page('/mt', 'Sending MT messages', [
    [null, 'Your application queues a message for the modem with one HTTP POST.'],
    ['Errors', 'Every error code the web service returns.'],
  ]),
  page('/mo', 'Receiving MO messages', [
    [null, 'The modem sends a message; it is delivered to your webhook.'],
    ['Respond quickly', 'Answer within three seconds or the delivery is retried.'],
  ]),
  page('/pins', 'Connectors', [
    [null, 'The connector pins of the board.'],
    ['Ring indicator', 'The ring indicator line goes low when a message waits.'],
  ]),
  page('/power', 'Power supply', [
    [null, 'Power supply power power power power voltage.'],
    ['Retries', 'A power cycle clears the retry counter.'],
  ]),
  page('/tracking', 'Tracking', [[null, 'Trackers report positions for boats and vehicles.']]),
];

describe('questions and partial matches', () => {
  it('needs only the content words of a question', async () => {
    expect(
      parseQuery('how can I send a message from my server to the modem', vocabulary).map(
        (w) => w.term,
      ),
    ).toEqual(['send', 'message', 'server', 'modem']);
    expect((await topPages(indexOf(SITE), 'how do I queue a message for my modem'))[0]).toBe('/mt');
  });

  it('keeps the pages holding the other words when one word is nowhere', async () => {
    expect(await topPages(indexOf(SITE), 'yacht trackers')).toEqual(['/tracking']);
  });

  it('ranks a section holding every concept above one repeating a single concept', async () => {
    // `/delivery` says "delivery" in its title and four times over; `/mo` holds both words in
    // one section.
    const index = indexOf([
      ...SITE,
      page('/delivery', 'Delivery', [[null, 'Delivery, delivery, delivery and delivery options.']]),
    ]);
    const result = await index.search('delivery retried');
    expect([result.hits[0]!.path, result.hits[0]!.anchor]).toEqual(['/mo', 'respond-quickly']);
  });

  it('ignores the one letter of a word being typed', async () => {
    const index = indexOf(SITE);
    const typed = await index.search('ring indicator l');
    const before = await index.search('ring indicator ');
    expect(typed.hits.map((h) => h.id)).toEqual(before.hits.map((h) => h.id));
  });
});

describe('synonyms from the site', () => {
  const synonyms = [
    ['pinout', 'connector pins'],
    ['ri', 'ring indicator'],
    ['boat', 'yacht', 'vessel'],
  ];

  it('groups the longest expression of the query into one concept', () => {
    const concepts = findConcepts(
      parseQuery('connector pins ri', vocabulary),
      synonymGroups(synonyms, vocabulary.stopWords),
    );
    expect(concepts.map((c) => c.map((span) => span.map((w) => w.term).join(' ')))).toEqual([
      ['connector pins', 'pinout'],
      ['ri', 'ring indicator'],
    ]);
  });

  it('finds a page by the reader’s word for the site’s', async () => {
    const index = indexOf(SITE, synonyms);
    expect((await topPages(index, 'pinout'))[0]).toBe('/pins');
    expect((await index.search('RI')).hits[0]!.anchor).toBe('ring-indicator');
    expect((await topPages(index, 'yacht'))[0]).toBe('/tracking');
    // Without the table, the same words find nothing.
    expect((await indexOf(SITE).search('pinout')).nbHits).toBe(0);
  });

  it('needs every word of a multi-word synonym in the same section', async () => {
    const index = indexOf(
      [
        page('/a', 'A', [
          [null, 'The ring is here.'],
          ['Other', 'An indicator is there.'],
        ]),
      ],
      synonyms,
    );
    expect((await index.search('ri')).nbHits).toBe(0);
  });
});

describe('never an empty list while a page holds most of the query', () => {
  // A seeded generator: 40 pages of words drawn from a small vocabulary, queries made of three
  // words of one section plus a word that is nowhere.
  let seed = 7;
  const random = () => (seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  const vocabulary = Array.from({ length: 300 }, (_, i) => `term${i.toString(36)}x`);
  const pick = () => vocabulary[Math.floor(random() * vocabulary.length)]!;
  const pages = Array.from({ length: 40 }, (_, p) =>
    page(
      `/p${p}`,
      `Page ${p}`,
      Array.from({ length: 4 }, (_, s) => [
        s ? `Section ${s}` : null,
        Array.from({ length: 30 }, pick).join(' '),
      ]),
    ),
  );
  const index = indexOf(pages);

  it('answers 200 generated queries with the page they were drawn from', async () => {
    for (let q = 0; q < 200; q++) {
      const p = Math.floor(random() * pages.length);
      const record = pages[p]!.records[Math.floor(random() * pages[p]!.records.length)]!;
      const words = (record.content ?? '').split(' ').filter(Boolean);
      const query = [0, 1, 2].map(() => words[Math.floor(random() * words.length)]!);
      query.splice(Math.floor(random() * 4), 0, `nowhere${q}qq`);
      const result = await index.search(query.join(' ') + ' ', { hitsPerPage: 1000 });
      expect(result.nbHits, query.join(' ')).toBeGreaterThan(0);
      expect(
        result.hits.map((h) => h.path),
        query.join(' '),
      ).toContain(`/p${p}`);
    }
  });
});
