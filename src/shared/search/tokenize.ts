// The one tokenizer of the built-in search, used by the index builder and by the browser alike, so
// a query is cut into exactly the terms the index was built from. Identifiers are first-class:
// `AT+SBDIX` yields the compound `at+sbdix` and its parts `at` and `sbdix`.

/** Characters that join two word parts into one identifier (`AT+SBDIX`, `AT-MSSTM`, `api/v3`, `R7+WH`). */
const JOINERS = '+\\-_./';
/** A word: letters or digits, optionally joined by single joiners. */
const WORD = new RegExp(`[\\p{L}\\p{N}]+(?:[${JOINERS}][\\p{L}\\p{N}]+)*`, 'gu');
const PART = /[\p{L}\p{N}]+/gu;

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
export const QUERY_FILLERS: ReadonlySet<string> = new Set(
  (
    'keep keeps kept getting get gets got really actually anything something someone anyone ' +
    'own way ways possible want wants wanted need needs needed trying try tried please thanks ' +
    'thank just ever able know tell anybody somebody whether else'
  ).split(' '),
);

/**
 * Phrases of a question that say nothing of its subject, removed from the query before its words
 * are cut (`what should I do`, `no longer`): whole phrases only, so their words keep their sense
 * elsewhere (`do not`, `longer range`).
 */
export const STOP_PHRASES: readonly RegExp[] = [
  /\bwhat (?:should|do|can) (?:i|we) do\b/g,
  /\bis there (?:a|any)\b/g,
  /\bis it possible\b/g,
  /\b(?:no|any) longer\b/g,
  /\bcame from\b/g,
  /\bfrom you\b/g,
  /\beven though\b/g,
];

/** A query's text without its stop phrases (see STOP_PHRASES). */
export function stripStopPhrases(text: string): string {
  let out = normalizeText(text);
  for (const phrase of STOP_PHRASES) out = out.replace(phrase, ' ');
  return out;
}

/** Lower case without diacritics. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export interface Token {
  /** The normalised word or identifier. */
  term: string;
  /** For an identifier, its parts (`at`, `sbdix`); empty for a plain word. */
  parts: string[];
}

/** Cuts text into words and identifiers, in order, without stop words. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  for (const m of normalizeText(text).matchAll(WORD)) {
    const term = m[0];
    const parts = term.length > 1 && /[+\-_./]/.test(term) ? (term.match(PART) ?? []) : [];
    if (parts.length === 0 && STOP_WORDS.has(term)) continue;
    out.push({ term, parts });
  }
  return out;
}

/** Every term to index for a text: each word, each identifier and each identifier's parts. */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const t of tokenize(text)) {
    terms.push(t.term);
    for (const p of t.parts) if (!STOP_WORDS.has(p)) terms.push(p);
  }
  return terms;
}
