// Highlights and snippets in Algolia's format (`<mark>` around matched words, `…` where text was
// cut), computed from the index terms a query matched. The text is HTML-escaped: DocSearch renders
// these values as HTML.
import { normalizeText, PART, WORD } from './tokenize.js';

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function isMatch(word: string, terms: ReadonlySet<string>): boolean {
  const n = normalizeText(word);
  if (terms.has(n)) return true;
  for (const p of n.match(PART) ?? []) if (terms.has(p)) return true;
  return false;
}

interface Piece {
  text: string;
  word: boolean;
  match: boolean;
}

function split(text: string, terms: ReadonlySet<string>): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    if (m.index > last) pieces.push({ text: text.slice(last, m.index), word: false, match: false });
    pieces.push({ text: m[0], word: true, match: isMatch(m[0], terms) });
    last = m.index + m[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), word: false, match: false });
  return pieces;
}

const render = (pieces: Piece[]) =>
  pieces.map((p) => (p.match ? `<mark>${escapeHtml(p.text)}</mark>` : escapeHtml(p.text))).join('');

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export function highlight(text: string, terms: ReadonlySet<string>): HighlightResult {
  const pieces = split(text, terms);
  const matched = pieces.filter((p) => p.match).map((p) => normalizeText(p.text));
  const words = pieces.filter((p) => p.word).length;
  return {
    value: render(pieces),
    matchLevel: matched.length === 0 ? 'none' : matched.length === words ? 'full' : 'partial',
    matchedWords: [...new Set(matched)],
  };
}

/** About `words` words around the first match (Algolia's `attribute:n`), with `…` where cut. */
export function snippet(
  text: string,
  terms: ReadonlySet<string>,
  words = 10,
): { value: string; matchLevel: HighlightResult['matchLevel'] } {
  const pieces = split(text, terms);
  const wordIdx = pieces.flatMap((p, i) => (p.word ? [i] : []));
  if (wordIdx.length <= words) {
    const h = highlight(text, terms);
    return { value: h.value, matchLevel: h.matchLevel };
  }
  const firstMatch = wordIdx.findIndex((i) => pieces[i]!.match);
  const startWord = Math.max(
    0,
    Math.min(firstMatch < 0 ? 0 : firstMatch - 2, wordIdx.length - words),
  );
  const from = wordIdx[startWord]!;
  const to = wordIdx[startWord + words - 1]!;
  const cut = pieces.slice(from, to + 1);
  const value = (from > 0 ? '…' : '') + render(cut) + (to < pieces.length - 1 ? '…' : '');
  return { value, matchLevel: firstMatch < 0 ? 'none' : 'partial' };
}
