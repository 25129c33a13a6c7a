// The search index's tokens cache (issue 37): a rebuild takes each unchanged page's terms from the
// previous build instead of tokenizing it again, and gives the same index, byte for byte, as a
// build without the cache.
import { createHash } from 'node:crypto';
import {
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildLocalIndex,
  reusableSummary,
  type SearchPageInput,
} from '../../../../plugins/search/buildLocalIndex.js';
import {
  pageTokenKey,
  readSearchTokenCache,
  writeSearchTokenCache,
  type SearchTokenCache,
} from '../../../../plugins/search/searchTokenCache.js';
import { decodeChunk } from '../../../../src/shared/search/indexFormat.js';
import { page } from './searchPage.js';

const dir = mkdtempSync(join(tmpdir(), 'search-tokens-'));
/** A file's text, from a string or its UTF-8 bytes. */
const text = (t: string | Uint8Array) => (typeof t === 'string' ? t : Buffer.from(t).toString());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const site = (edited: string) =>
  Array.from({ length: 60 }, (_, i) =>
    page(`/p${i}`, `Page ${i}`, [
      [null, `Intro ${i} of the modem, with getDeviceState() and ${i % 3 ? 'antenna' : 'cable'}.`],
      [`Part ${i}`, i === 17 ? edited : `Signal ${i % 7} and session ${i % 5}.`],
    ]),
  );

/** Each kept page's field lengths, then its terms as strings. */
const termsOf = (tokens: SearchTokenCache) =>
  new Map(
    [...tokens.pages].map(([key, data]) => {
      const fields = tokens.summaries?.get(key)?.levels.length;
      const lengths = fields === undefined ? data.length : fields * 3;
      const n = fields === undefined ? fieldCount(data) : lengths;
      return [
        key,
        [...data.subarray(0, n), ...[...data.subarray(n)].map((id) => tokens.vocabulary[id]!)],
      ];
    }),
  );
/** How many field lengths lead a page's data (their sum is what follows them). */
function fieldCount(data: Int32Array): number {
  for (let fields = 3; fields <= data.length; fields += 3) {
    let sum = 0;
    for (let f = 0; f < fields; f++) sum += data[f]!;
    if (fields + sum === data.length) return fields;
  }
  throw new Error('not a page of the tokens cache');
}

describe('the search tokens cache', () => {
  it('gives the index a build without it gives, after an edit, a page added and one removed', () => {
    const version = 'v1';
    const first = buildLocalIndex(site('The first text.'), { tokens: { version } });
    expect(first.tokens!.pages.size).toBe(60);
    const file = join(dir, 'tokens.bin');
    writeSearchTokenCache(file, first.tokens!);
    const previous = readSearchTokenCache(file, version)!;
    expect(previous.vocabulary).toEqual(first.tokens!.vocabulary);
    expect([...previous.pages.keys()]).toEqual([...first.tokens!.pages.keys()]);

    const edited = site('A longer text about the rockblock antenna, and its cable.');
    edited.push(page('/added', 'Added', [[null, 'A new page on setNetworkMode and the modem.']]));
    edited.splice(3, 1);
    const cached = buildLocalIndex(edited, { tokens: { version, previous } });
    const cold = buildLocalIndex(edited);
    expect(cached.entry).toEqual(cold.entry);
    expect(cached.files).toEqual(cold.files);
    // The next build's cache holds the pages of this one only.
    expect(cached.tokens!.pages.size).toBe(60);
    // It starts from the last build's vocabulary (a cached page's term ids are taken as they are),
    // so its term ids may differ from a cold build's: the terms they stand for may not.
    const coldTokens = buildLocalIndex(edited, { tokens: { version } }).tokens!;
    expect(termsOf(cached.tokens!)).toEqual(termsOf(coldTokens));
    expect(cached.tokens!.fragments).toEqual(coldTokens.fragments);
    // And a build after it gives the same index again.
    const again = buildLocalIndex(edited, { tokens: { version, previous: cached.tokens } });
    expect(again.files).toEqual(cold.files);
  });

  it('drops the terms no page uses once they are a quarter of the kept vocabulary', () => {
    const version = 'v1';
    const words = (round: number) =>
      Array.from({ length: 20 }, (_, i) =>
        page(`/w${i}`, `Words ${i}`, [[null, `common text and round${round}word${i}`]]),
      );
    let previous = buildLocalIndex(words(0), { tokens: { version } }).tokens;
    const sizes: number[] = [];
    for (let round = 1; round <= 6; round++) {
      const pages = words(round);
      const built = buildLocalIndex(pages, { tokens: { version, previous } });
      expect(built.files).toEqual(buildLocalIndex(pages).files);
      previous = built.tokens!;
      sizes.push(previous.vocabulary.length);
      // Every kept page's terms are in its vocabulary, as a cold build's.
      expect(termsOf(previous)).toEqual(
        termsOf(buildLocalIndex(pages, { tokens: { version } }).tokens!),
      );
    }
    // 20 words a round go unused; 26 are used (the titles' and the contents' shared words).
    const used = new Set(
      [...termsOf(previous!).values()].flat().filter((t) => typeof t === 'string'),
    ).size;
    for (const size of sizes) expect(size).toBeLessThanOrEqual(Math.floor((used * 4) / 3) + 20);
    expect(Math.min(...sizes)).toBe(used);
  });

  it("keeps an unchanged page's cached terms as they are, and remaps only copies of them", () => {
    const version = 'v1';
    // Round 0, then round 1 on the first 15 pages: the last 5 pages are unchanged.
    const words = (round: number) =>
      Array.from({ length: 20 }, (_, i) =>
        page(`/w${i}`, `Words ${i}`, [
          [null, `common text and round${i < 15 ? round : 0}word${i}`],
        ]),
      );
    const previous = buildLocalIndex(words(0), { tokens: { version } }).tokens!;
    // The same pages again: each page's terms are the previous cache's, not made anew.
    const same = buildLocalIndex(words(0), { tokens: { version, previous } }).tokens!;
    for (const [key, data] of same.pages) expect(data).toBe(previous.pages.get(key));
    // 15 words gone, more than a quarter of the vocabulary: the terms are numbered anew, in
    // copies; the terms the previous cache holds (which a build may still read) keep their ids.
    const before = new Map([...previous.pages].map(([key, data]) => [key, [...data]]));
    const next = buildLocalIndex(words(1), { tokens: { version, previous } }).tokens!;
    expect(next.vocabulary.filter((t) => t.startsWith('round0'))).toHaveLength(5);
    for (const [key, data] of previous.pages) expect([...data]).toEqual(before.get(key));
    expect(termsOf(next)).toEqual(
      termsOf(buildLocalIndex(words(1), { tokens: { version } }).tokens!),
    );
  });

  it("takes an unchanged page's terms from the cache instead of tokenizing it", () => {
    const pages = site('The first text.');
    const { tokens } = buildLocalIndex(pages, { tokens: { version: 'v1' } });
    // The cache's word for "modem" replaced: pages read from the cache index the replacement.
    const forged = {
      ...tokens!,
      vocabulary: tokens!.vocabulary.map((t) => (t === 'modem' ? 'forged' : t)),
    };
    const reused = buildLocalIndex(pages, { tokens: { version: 'v1', previous: forged } });
    const terms = (files: Map<string, Uint8Array | string>) =>
      [...files]
        .filter(([name]) => name.endsWith('.bin'))
        .flatMap(([, bytes]) => decodeChunk(bytes as Uint8Array).terms);
    expect(terms(reused.files)).toContain('forged');
    expect(terms(reused.files)).not.toContain('modem');
    expect(terms(buildLocalIndex(pages).files)).toContain('modem');
  });

  it("takes a keyed page's terms and fragment files from the cache while its key holds, and only then", () => {
    // Pages keyed by what their records are made of (collectSearchRecords.ts): the key stands for
    // the texts, which are not made (nor hashed) for a page the cache holds.
    const keyed = (pages: SearchPageInput[], edited = -1) =>
      pages.map((p, i) => ({ ...p, key: `${p.permalink}:${i === edited ? 'edited' : 'same'}` }));
    const version = 'v1';
    const first = buildLocalIndex(keyed(site('The first text.')), { tokens: { version } });
    expect(first.tokens!.fragments!.size).toBe(60);
    const file = join(dir, 'keyed.bin');
    writeSearchTokenCache(file, first.tokens!);
    const previous = readSearchTokenCache(file, version)!;
    // Read back as the files' bytes (written out as they are).
    expect(new Map([...previous.fragments!].map(([k, f]) => [k, f.map(text)]))).toEqual(
      first.tokens!.fragments,
    );

    // The cache's fragment file of page 17 and its word "modem" forged: while page 17's key is
    // the same, its forged fragments and every kept page's forged word are used...
    const forged = {
      ...previous,
      vocabulary: previous.vocabulary.map((t) => (t === 'modem' ? 'forged' : t)),
      fragments: new Map(previous.fragments).set('/p17:same', ['"forged fragments"']),
    };
    const fragments = (files: Map<string, Uint8Array | string>) =>
      [...files].filter(([name]) => name.endsWith('.json')).map(([, t]) => text(t));
    const same = buildLocalIndex(keyed(site('The first text.')), {
      tokens: { version, previous: forged },
    });
    expect(fragments(same.files)).toContain('"forged fragments"');
    // ...and once its key changed (its records did), the page is made again from its records:
    // the same index as a build without any cache.
    const edited = keyed(site('A second text about the modem.'), 17);
    const rebuilt = buildLocalIndex(edited, { tokens: { version, previous: forged } });
    expect(fragments(rebuilt.files)).not.toContain('"forged fragments"');
    const cold = buildLocalIndex(edited);
    expect(fragments(rebuilt.files)).toEqual(fragments(cold.files));
    expect(rebuilt.tokens!.fragments!.get('/p17:edited')).toEqual(
      first.tokens!.fragments!.get('/p17:same')!.map(() => expect.any(String)),
    );
    // Without the forgery the cached build is the cold one, byte for byte.
    const honest = buildLocalIndex(edited, { tokens: { version, previous } });
    expect(honest.entry).toEqual(cold.entry);
    const texts = (files: Map<string, Uint8Array | string>) =>
      new Map([...files].map(([name, t]) => [name, name.endsWith('.json') ? text(t) : t]));
    expect(texts(honest.files)).toEqual(cold.files);
  });

  it('gives an unchanged page by its summary, without its records, and the same index', () => {
    // A rebuild gives a page whose key the cache holds (with its terms and fragment files) by the
    // summary kept beside them (collectSearchRecords.ts): no records, no compile (issue 37). Its
    // section (lvl0) and its headings' abbreviations still count.
    const pagesOf = (edited: string) =>
      site(edited).map((p, i) => ({
        ...p,
        key: `${p.permalink}:${i === 17 && edited !== 'The first text.' ? 'edited' : 'same'}`,
        records: p.records.map((r, n) => ({
          ...r,
          hierarchy: {
            ...r.hierarchy,
            lvl0: i < 30 ? 'Modems' : 'Antennas',
            ...(i === 5 && n === 1 ? { lvl2: 'Iridium Messaging Transport (IMT)' } : {}),
          },
        })),
      }));
    const version = 'v1';
    const first = buildLocalIndex(pagesOf('The first text.'), { tokens: { version } });
    expect(first.tokens!.summaries!.size).toBe(60);
    const file = join(dir, 'summaries.bin');
    writeSearchTokenCache(file, first.tokens!);
    const previous = readSearchTokenCache(file, version)!;
    expect(previous.summaries).toEqual(first.tokens!.summaries);
    expect(previous.summaries!.get('/p5:same')).toEqual({
      levels: [1, 2],
      lvl0: 'Modems',
      headings: ['Iridium Messaging Transport (IMT)'],
    });

    const edited = pagesOf('A second text about the modem.');
    let summarized = 0;
    const given = edited.map((p) => {
      const summary = reusableSummary(previous, p.key);
      if (!summary) return p;
      summarized++;
      return { ...p, records: [], summary };
    });
    // Every page but the edited one.
    expect(summarized).toBe(59);
    const rebuilt = buildLocalIndex(given, { tokens: { version, previous } });
    const cold = buildLocalIndex(edited);
    expect(rebuilt.entry).toEqual(cold.entry);
    expect(rebuilt.entry.synonyms).toContainEqual(['imt', 'iridium messaging transport']);
    const texts = (files: Map<string, Uint8Array | string>) =>
      new Map([...files].map(([name, t]) => [name, name.endsWith('.json') ? text(t) : t]));
    expect(texts(rebuilt.files)).toEqual(cold.files);
    // The next build's cache keeps every page's summary, as one made from the records does.
    expect(rebuilt.tokens!.summaries).toEqual(
      buildLocalIndex(edited, { tokens: { version } }).tokens!.summaries,
    );

    // A page whose fragment files or terms the cache lacks is not given by its summary.
    const noFragments = { ...previous, fragments: new Map(previous.fragments) };
    noFragments.fragments.delete('/p3:same');
    expect(reusableSummary(noFragments, '/p3:same')).toBeUndefined();
    const noTerms = { ...previous, pages: new Map(previous.pages) };
    noTerms.pages.delete('/p3:same');
    expect(reusableSummary(noTerms, '/p3:same')).toBeUndefined();
    expect(reusableSummary(previous, '/p3:same')).toBeDefined();
    // Given by a summary all the same, it fails the build rather than index it wrong.
    expect(() => buildLocalIndex(given, { tokens: { version, previous: noTerms } })).toThrow(
      /the search page \/p3 has no terms/,
    );
  });

  it("appends a rebuild's changed pages to the file it read, and reads back what it would write whole", () => {
    // Keyed pages given by their summaries, as a rebuild gives them (collectSearchRecords.ts).
    const keyedSite = (text: string, edited: number) =>
      site(text).map((p, i) => ({ ...p, key: `${p.permalink}:${i === edited ? text : 'same'}` }));
    const given = (pages: SearchPageInput[], previous: SearchTokenCache) =>
      pages.map((p) => {
        const summary = reusableSummary(previous, p.key!);
        return summary ? { ...p, records: [], summary } : p;
      });
    const version = 'v1';
    const file = join(dir, 'appended.bin');
    writeSearchTokenCache(
      file,
      buildLocalIndex(keyedSite('x', -1), { tokens: { version } }).tokens!,
    );
    const whole = statSync(file).size;
    let previous = readSearchTokenCache(file, version)!;
    const sizes: number[] = [];
    // Page 17 edited again and again, each time with a word of its own.
    for (let round = 1; round <= 20; round++) {
      const pages = keyedSite(`Edit ${round} of the antenna, with word${round}.`, 17);
      const built = buildLocalIndex(given(pages, previous), { tokens: { version, previous } });
      writeSearchTokenCache(file, built.tokens!, previous);
      sizes.push(statSync(file).size);
      const read = readSearchTokenCache(file, version)!;
      // What was read is what a whole write of this cache reads back as.
      const wholeFile = join(dir, 'appended-whole.bin');
      writeSearchTokenCache(wholeFile, built.tokens!);
      const expected = readSearchTokenCache(wholeFile, version)!;
      expect(read.vocabulary).toEqual(expected.vocabulary);
      expect(new Map([...read.pages].sort())).toEqual(new Map([...expected.pages].sort()));
      expect(new Map([...read.fragments!].sort())).toEqual(
        new Map([...expected.fragments!].sort()),
      );
      expect(new Map([...read.summaries!].sort())).toEqual(
        new Map([...expected.summaries!].sort()),
      );
      // And the next build's index from it is a cold build's.
      const next = keyedSite(`Edit ${round} of the cable.`, 17);
      const texts = (files: Map<string, Uint8Array | string>) =>
        new Map([...files].map(([name, t]) => [name, name.endsWith('.json') ? text(t) : t]));
      const nextFiles = buildLocalIndex(given(next, read), {
        tokens: { version, previous: read },
      }).files;
      expect(texts(nextFiles)).toEqual(buildLocalIndex(next).files);
      previous = read;
    }
    // Each round appended a page's worth, far less than the whole file, until what was appended
    // would pass a quarter of it: then the file was written whole again, and appended to after.
    const steps = sizes.map((size, i) => size - (sizes[i - 1] ?? whole));
    const rewrites = steps.filter((step) => step < 0).length;
    expect(rewrites).toBeGreaterThanOrEqual(1);
    for (const step of steps) if (step > 0) expect(step).toBeLessThan(whole / 20);
    expect(steps.filter((step) => step > 0).length).toBe(sizes.length - rewrites);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(whole * 1.25 + whole / 20);

    // A file changed since it was read is written whole, not appended to.
    const pages = keyedSite('Another edit.', 17);
    const built = buildLocalIndex(given(pages, previous), { tokens: { version, previous } });
    writeFileSync(file, readFileSync(file));
    utimesSync(file, new Date(2020, 0, 1), new Date(2020, 0, 1));
    writeSearchTokenCache(file, built.tokens!, previous);
    const rewritten = join(dir, 'appended-whole.bin');
    writeSearchTokenCache(rewritten, built.tokens!);
    expect(readFileSync(file).equals(readFileSync(rewritten))).toBe(true);
    // An appended segment cut short (a build stopped while appending): no cache at all.
    const again = readSearchTokenCache(file, version)!;
    const edited = keyedSite('One more edit.', 17);
    writeSearchTokenCache(
      file,
      buildLocalIndex(given(edited, again), { tokens: { version, previous: again } }).tokens!,
      again,
    );
    const appended = statSync(file).size;
    expect(appended).toBeGreaterThan(statSync(rewritten).size);
    expect(readSearchTokenCache(file, version)).toBeDefined();
    truncateSync(file, appended - 8);
    expect(readSearchTokenCache(file, version)).toBeUndefined();
  });

  it('keys a page by its texts in order, each ended by NUL, as one hash of them all', () => {
    // The key of a cache written before it was hashed in one update: every field, then NUL.
    const oneByOne = (texts: string[]) => {
      const hash = createHash('sha1');
      for (const t of texts) hash.update(t).update('\0');
      return hash.digest('base64url');
    };
    for (const texts of [[], [''], ['a', 'b'], ['ab'], ['a\0b', ''], ['é', 'x'.repeat(70_000)]])
      expect(pageTokenKey(texts)).toBe(oneByOne(texts));
    expect(pageTokenKey(['a', 'b'])).not.toBe(pageTokenKey(['ab']));
    expect(pageTokenKey(['a', 'b'])).not.toBe(pageTokenKey(['b', 'a']));
  });

  it('is dropped when the version differs or the file is damaged', () => {
    const { tokens } = buildLocalIndex(site('x'), { tokens: { version: 'v1' } });
    const file = join(dir, 'other.bin');
    writeSearchTokenCache(file, tokens!);
    expect(readSearchTokenCache(file, 'v2')).toBeUndefined();
    writeFileSync(file, 'not a cache');
    expect(readSearchTokenCache(file, 'v1')).toBeUndefined();
    expect(readSearchTokenCache(join(dir, 'missing.bin'), 'v1')).toBeUndefined();
  });
});
