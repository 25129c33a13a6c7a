// The words the built-in search leaves out, kept at build time and written into the index's entry
// file (`SearchIndexEntry.query`): the browser reads them from there, so its search code carries no
// word list, and the queries are cut with exactly the stop words the index was built without.
import type { SearchIndexEntry } from '../../src/shared/search/indexFormat.js';
import { normalizeText, tokenize, WORD } from '../../src/shared/search/tokenize.js';

/**
 * Words too common to help ranking, and the words questions are made of (`how can I … my …`);
 * kept out of the index and of queries, so a question needs only its content words to match.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as be but by for from has have if in into is it its of on or so such than that ' +
    'the their then there these they this to was were will with you your we our can do does ' +
    'which when what how i also may my me mine why where who whom should would could did am ' +
    'been being us'
  ).split(' '),
);

/**
 * Words a reader's question is wrapped in and the docs never answer with (`is there a way to`,
 * `I keep getting`, `really`, `my own`): left out of queries only (the index keeps them, as a page
 * may use them in its own sense). Plain English, not any site's vocabulary.
 */
export const QUERY_FILLERS: readonly string[] = (
  'keep keeps kept getting get gets got really actually anything something someone anyone ' +
  'own way ways possible want wants wanted need needs needed trying try tried please thanks ' +
  'thank just ever able know tell anybody somebody whether else'
).split(' ');

/**
 * Phrases of a question that say nothing of its subject, removed from the query before its words
 * are cut (`what should I do`, `no longer`): whole phrases only, so their words keep their sense
 * elsewhere (`do not`, `longer range`). Regular expressions, matched on lower-case text.
 */
export const STOP_PHRASES: readonly string[] = [
  'what (?:should|do|can) (?:i|we) do',
  'is there (?:a|any)',
  'is it possible',
  '(?:no|any) longer',
  'came from',
  'from you',
  'even though',
];

/** What the entry file holds of the above. */
export function queryVocabulary(): SearchIndexEntry['query'] {
  return {
    stopWords: [...STOP_WORDS].join(' '),
    fillers: QUERY_FILLERS.join(' '),
    phrases: `\\b(?:${STOP_PHRASES.join('|')})\\b`,
  };
}

/** Non-ASCII text: the only text whose NFKD form, diacritics and word pattern need Unicode tables. */
const NON_ASCII = /[\u0080-\uffff]/;
const UNICODE_WORD = new RegExp(WORD.source, 'gu');
const JOINER = /[+\-_./]/;
/** ASCII code → 1 for a letter or digit (`\p{L}`, `\p{N}` in ASCII), 2 for a joiner (`WORD`). */
const ASCII_CLASS = new Uint8Array(128);
for (const c of 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')
  ASCII_CLASS[c.charCodeAt(0)] = 1;
for (const c of '+-_./') ASCII_CLASS[c.charCodeAt(0)] = 2;

/**
 * Every term to index for a text: each word, each identifier and each identifier's parts. The
 * terms `tokenize` gives (the browser's tokenizer), without its per-word objects; ASCII text, most
 * of a site's, skips the Unicode normalization and is scanned by character codes for `WORD`
 * (issue 37: tokenizing was the build thread's largest search cost). A test holds it to
 * `tokenize` on every kind of text.
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  const add = (term: string, joined: boolean) => {
    if (joined) {
      // An identifier: itself and its parts (the runs of letters and digits between joiners).
      terms.push(term);
      for (const p of term.split(JOINER)) if (!STOP_WORDS.has(p)) terms.push(p);
    } else if (!STOP_WORDS.has(term)) terms.push(term);
  };
  if (NON_ASCII.test(text)) {
    const normal = normalizeText(text);
    UNICODE_WORD.lastIndex = 0;
    for (let m = UNICODE_WORD.exec(normal); m !== null; m = UNICODE_WORD.exec(normal))
      add(m[0], m[0].length > 1 && JOINER.test(m[0]));
    return terms;
  }
  const lower = text.toLowerCase();
  const n = lower.length;
  let i = 0;
  while (i < n) {
    if (ASCII_CLASS[lower.charCodeAt(i)] !== 1) {
      i++;
      continue;
    }
    // `[a-z0-9]+(?:[+\-_./][a-z0-9]+)*`, greedy.
    const start = i;
    let joined = false;
    for (;;) {
      while (i < n && ASCII_CLASS[lower.charCodeAt(i)] === 1) i++;
      if (
        i + 1 < n &&
        ASCII_CLASS[lower.charCodeAt(i)] === 2 &&
        ASCII_CLASS[lower.charCodeAt(i + 1)] === 1
      ) {
        joined = true;
        i++;
      } else break;
    }
    add(lower.slice(start, i), joined);
  }
  return terms;
}

/** `indexTerms` as `tokenize` gives them: what the fast path is tested against. */
export function indexTermsByTokens(text: string): string[] {
  const terms: string[] = [];
  for (const t of tokenize(text, STOP_WORDS)) {
    terms.push(t.term);
    for (const p of t.parts) if (!STOP_WORDS.has(p)) terms.push(p);
  }
  return terms;
}
