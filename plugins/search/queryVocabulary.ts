// The words the built-in search leaves out, kept at build time and written into the index's entry
// file (`SearchIndexEntry.query`): the browser reads them from there, so its search code carries no
// word list, and the queries are cut with exactly the stop words the index was built without.
import type { SearchIndexEntry } from '../../src/shared/search/indexFormat.js';
import { tokenize } from '../../src/shared/search/tokenize.js';

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

/** Every term to index for a text: each word, each identifier and each identifier's parts. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const t of tokenize(text, STOP_WORDS)) {
    terms.push(t.term);
    for (const p of t.parts) if (!STOP_WORDS.has(p)) terms.push(p);
  }
  return terms;
}
