// The one tokenizer of the built-in search, used by the index builder and by the browser alike, so
// a query is cut into exactly the terms the index was built from. Identifiers are first-class:
// `AT+SBDIX` yields the compound `at+sbdix` and its parts `at` and `sbdix`. The stop words are the
// caller's: the build's list (plugins/search/queryVocabulary.ts), which the index's entry file
// carries to the browser.

/** A word: letters or digits, optionally joined by single joiners (`AT+SBDIX`, `api/v3`, `R7+WH`). */
export const WORD = /[\p{L}\p{N}]+(?:[+\-_./][\p{L}\p{N}]+)*/gu;
export const PART = /[\p{L}\p{N}]+/gu;

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

/** Cuts text into words and identifiers, in order, without `stopWords`. */
export function tokenize(text: string, stopWords: ReadonlySet<string>): Token[] {
  const out: Token[] = [];
  for (const m of normalizeText(text).matchAll(WORD)) {
    const term = m[0];
    const parts = term.length > 1 && /[+\-_./]/.test(term) ? (term.match(PART) ?? []) : [];
    if (parts.length === 0 && stopWords.has(term)) continue;
    out.push({ term, parts });
  }
  return out;
}
