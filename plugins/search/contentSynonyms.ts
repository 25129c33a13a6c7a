// The built-in search's default synonyms, drawn from the site's own words: an abbreviation and the
// words it stands for, as the site writes them in its titles, headings and `keywords` front matter
// (`Iridium Messaging Transport (IMT)`, or `IMT` beside `Iridium Messaging Transport` in one page's
// keywords). A reader may type either; the site's `search.synonyms` add their own groups.
import { normalizeText } from '../../src/shared/search/tokenize.js';
import type { SearchPageInput } from './buildLocalIndex.js';

/** Most groups taken (the entry file, loaded by the first query, holds them). */
const MAX_GROUPS = 40;

/** `Words Of The Thing (WOTT)`: the words before a parenthesised abbreviation. */
const DEFINED = /((?:[\p{L}\p{N}][\p{L}\p{N}-]*\s+){1,6})\(([\p{Lu}\p{N}]{2,8})\)/gu;

/** The words of `words` whose initials spell `abbreviation` (the last words, as many as it has letters). */
function expansionOf(words: string[], abbreviation: string): string | undefined {
  const letters = abbreviation.toLowerCase();
  // Small words (`of`, `and`) may be left out of an abbreviation: try ending at the last word,
  // taking words back while they match the letters from the end.
  let l = letters.length - 1;
  const taken: string[] = [];
  for (let w = words.length - 1; w >= 0 && l >= 0; w--) {
    const word = words[w]!;
    const initial = normalizeText(word)[0];
    if (initial === letters[l]) {
      taken.unshift(word);
      l--;
    } else if (/^(?:of|and|the|for|to|in|on)$/i.test(word) && taken.length) taken.unshift(word);
    else break;
  }
  return l < 0 && taken.length >= 2 ? taken.join(' ') : undefined;
}

/** The abbreviations a text defines, with their expansion. */
function definitions(text: string): [string, string][] {
  const out: [string, string][] = [];
  for (const m of text.matchAll(DEFINED)) {
    const expansion = expansionOf(m[1]!.trim().split(/\s+/), m[2]!);
    if (expansion) out.push([m[2]!, expansion]);
  }
  return out;
}

/** Pairs of a page's keywords where one is the other's abbreviation. */
function keywordPairs(keywords: string[]): [string, string][] {
  const out: [string, string][] = [];
  for (const short of keywords) {
    if (!/^[\p{Lu}\p{N}]{2,8}$/u.test(short)) continue;
    for (const long of keywords) {
      const expansion = long.includes(' ') ? expansionOf(long.split(/\s+/), short) : undefined;
      if (expansion === long) out.push([short, long]);
    }
  }
  return out;
}

/**
 * Synonym groups from the pages' titles, headings and keywords: `[abbreviation, expansion]`, each
 * pair once, those the site's own groups already hold left out, at most MAX_GROUPS.
 */
export function contentSynonyms(pages: SearchPageInput[], siteGroups: string[][] = []): string[][] {
  const known = new Set(siteGroups.flat().map(normalizeText));
  const found = new Map<string, string[]>();
  const add = ([short, long]: [string, string]) => {
    const key = normalizeText(short);
    if (known.has(key) || known.has(normalizeText(long)) || found.has(key)) return;
    found.set(key, [key, normalizeText(long)]);
  };
  // A record's hierarchy repeats the headings above it (the title on every record of its page):
  // each distinct heading is scanned once (the scans were a tenth of a rebuild's search index).
  const defined = new Map<string, [string, string][]>();
  const definitionsOf = (text: string) => {
    let pairs = defined.get(text);
    if (!pairs) defined.set(text, (pairs = text.includes('(') ? definitions(text) : []));
    return pairs;
  };
  for (const page of pages) {
    keywordPairs(page.keywords ?? []).forEach(add);
    // A page given by its summary: its headings that may define an abbreviation, in order (the
    // others define none, and a heading met again adds nothing new).
    if (page.summary)
      for (const heading of page.summary.headings) definitionsOf(heading).forEach(add);
    for (const r of page.records) {
      const h = r.hierarchy as Record<string, string | null>;
      for (let l = 1; l <= 6; l++) if (h[`lvl${l}`]) definitionsOf(h[`lvl${l}`]!).forEach(add);
    }
  }
  return [...found.values()].slice(0, MAX_GROUPS);
}
