// A rebuild's search index built on a thread of its own (plugins/search/searchIndexThread.ts): the
// same files and the same tokens cache as the build's thread makes from the same cache, with each
// file's digest and the size of its previous name in the output; an error of the index itself
// comes back as the build's error.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLocalIndex, reusableSummary } from '../../../../plugins/search/buildLocalIndex.js';
import {
  readSearchTokenCache,
  writeSearchTokenCache,
} from '../../../../plugins/search/searchTokenCache.js';
import { startSearchIndexThread } from '../../../../plugins/search/searchIndexThread.js';
import { digestOf } from '../../../../plugins/output/outputDigests.js';
import { chunkFile, SEARCH_ENTRY_FILE } from '../../../../src/shared/search/indexFormat.js';
import { page } from './searchPage.js';

const dir = mkdtempSync(join(tmpdir(), 'search-thread-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const site = (edited: string) =>
  Array.from({ length: 40 }, (_, i) =>
    page(`/p${i}`, `Page ${i}`, [
      [null, `Intro ${i} of the modem and its ${i % 3 ? 'antenna' : 'cable'}.`],
      [`Part ${i}`, i === 11 ? edited : `Signal ${i % 7} and session ${i % 5}.`],
    ]),
  );

const text = (t: string | Uint8Array) =>
  typeof t === 'string' ? t : Buffer.from(t).toString('hex');

describe('search index thread', () => {
  it("gives the build thread's files, digests, previous sizes and tokens cache after an edit", async () => {
    const version = 'v1';
    const tokensFile = join(dir, 'thread/search-tokens.bin');
    const hereFile = join(dir, 'here/search-tokens.bin');
    const first = buildLocalIndex(site('The first text.'), { tokens: { version } });
    mkdirSync(dirname(tokensFile), { recursive: true });
    mkdirSync(dirname(hereFile), { recursive: true });
    writeSearchTokenCache(tokensFile, first.tokens!);
    copyFileSync(tokensFile, hereFile);
    // The previous output: one chunk of the first index, under its own folder.
    const folder = join(dir, 'out');
    const chunk = chunkFile(first.entry.id, 0);
    const bytes = first.files.get(chunk) as Uint8Array;
    mkdirSync(dirname(join(folder, chunk)), { recursive: true });
    writeFileSync(join(folder, chunk), bytes);

    const pages = site('An edited text about the satellite.');
    const thread = startSearchIndexThread({ file: tokensFile, version });
    const built = await thread.build({
      pages,
      tokensFile,
      version,
      previousOutput: { folder, previous: first.entry },
    });
    thread.close();
    const previous = readSearchTokenCache(hereFile, version);
    const here = buildLocalIndex(pages, { tokens: { version, previous } });
    writeSearchTokenCache(hereFile, here.tokens!, previous);

    expect(built).toBeDefined();
    const expected = [...here.files, [SEARCH_ENTRY_FILE, JSON.stringify(here.entry)] as const];
    expect(built!.files.map(([f, c]) => [f, text(c)])).toEqual(
      expected.map(([f, c]) => [f, text(c)]),
    );
    expect(built!.entry).toEqual(here.entry);
    expect(built!.digests).toEqual(expected.map(([, c]) => digestOf(c)));
    expect(readFileSync(tokensFile)).toEqual(readFileSync(hereFile));
    // The kept chunk's previous name (the first index's folder) is there, with its size; no other.
    const sizes = new Map(built!.files.map(([f], i) => [f, built!.sizes![i]]));
    const newName = chunk.replace(first.entry.id, here.entry.id);
    expect(sizes.get(newName)).toBe(bytes.length);
    expect([...sizes.values()].filter((s) => s !== null)).toEqual([bytes.length]);
  }, 60_000);

  it('says which keyed pages its cache gives by their summary, and fills those in itself', async () => {
    const version = 'v1';
    const tokensFile = join(dir, 'summaries/search-tokens.bin');
    const hereFile = join(dir, 'summaries-here/search-tokens.bin');
    const keyed = (edited: string) =>
      site(edited).map((p, i) => ({ ...p, key: `${p.permalink}:${i === 11 ? edited : 'same'}` }));
    const first = buildLocalIndex(keyed('The first text.'), { tokens: { version } });
    mkdirSync(dirname(tokensFile), { recursive: true });
    mkdirSync(dirname(hereFile), { recursive: true });
    writeSearchTokenCache(tokensFile, first.tokens!);
    copyFileSync(tokensFile, hereFile);
    const before = readFileSync(tokensFile);
    const whole = before.length;

    const pages = keyed('An edited text about the satellite.');
    const thread = startSearchIndexThread({ file: tokensFile, version });
    const reusable = await thread.reusable(
      pages.map((p) => p.key),
      tokensFile,
      version,
    );
    // Every page but the edited one, whose key is new.
    expect(reusable).toEqual(pages.map((_, i) => i !== 11));
    const marked = pages.map((p, i) =>
      reusable![i] ? { ...p, records: [], cachedSummary: true as const } : p,
    );
    const built = await thread.build({ pages: marked, tokensFile, version });
    thread.close();
    // The same index as the main thread's from the same cache, the summaries given by it.
    const previous = readSearchTokenCache(hereFile, version)!;
    const given = pages.map((p) => {
      const summary = reusableSummary(previous, p.key);
      return summary ? { ...p, records: [], summary } : p;
    });
    const here = buildLocalIndex(given, { tokens: { version, previous } });
    writeSearchTokenCache(hereFile, here.tokens!, previous);
    const expected = [...here.files, [SEARCH_ENTRY_FILE, JSON.stringify(here.entry)] as const];
    expect(built!.files.map(([f, c]) => [f, text(c)])).toEqual(
      expected.map(([f, c]) => [f, text(c)]),
    );
    expect(built!.records).toBe(pages.reduce((n, p) => n + p.records.length, 0));
    expect(readFileSync(tokensFile)).toEqual(readFileSync(hereFile));
    // The kept pages' summaries are the ones read: only the edited page is appended to the cache.
    const after = readFileSync(tokensFile);
    expect(after.subarray(0, whole)).toEqual(before);
    expect(after.length - whole).toBeGreaterThan(0);
    expect(after.length - whole).toBeLessThan(whole / 10);
  }, 60_000);

  it("rejects with the index's own error", async () => {
    const thread = startSearchIndexThread();
    const build = thread.build({
      pages: [
        { permalink: '/gone', records: [], key: 'k', summary: { levels: [1], headings: [] } },
      ],
      tokensFile: join(dir, 'none.bin'),
      version: 'v1',
    });
    await expect(build).rejects.toThrow('the search page /gone has no terms');
    thread.close();
  }, 60_000);
});
