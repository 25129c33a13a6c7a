// A term chunk's bytes (indexFormat.ts `encodeChunk`): the layout its comment states, checked
// against a plain encoder written from that statement, for chunks larger than the encoder's first
// buffer, multi-byte varints and non-ASCII terms; and decoded back.
import { describe, expect, it } from 'vitest';
import {
  decodeChunk,
  encodeChunk,
  type TermPostings,
} from '../../../../src/shared/search/indexFormat.js';

/** varint term count; per term: varint byte length, UTF-8 bytes, varint count, (varint gap, impact)… */
function reference(terms: TermPostings[]): number[] {
  const out: number[] = [];
  const varint = (n: number) => {
    for (; n >= 128; n = Math.floor(n / 128)) out.push(128 + (n % 128));
    out.push(n);
  };
  varint(terms.length);
  for (const t of terms) {
    const utf8 = [...Buffer.from(t.term, 'utf8')];
    varint(utf8.length);
    out.push(...utf8);
    varint(t.ids.length);
    for (let i = 0; i < t.ids.length; i++) {
      varint(t.ids[i]! - (i ? t.ids[i - 1]! : 0));
      out.push(t.impacts[i]!);
    }
  }
  return out;
}

function postings(term: string, count: number, step: number): TermPostings {
  const ids = Array.from({ length: count }, (_, i) => i * step + (i % 3));
  return { term, ids, impacts: ids.map((_, i) => 1 + ((i * 37) % 255)) };
}

describe('encodeChunk', () => {
  it('writes the documented layout, however long the chunk', () => {
    const terms = [
      postings('a', 1, 1),
      postings('émigré', 40, 300), // gaps of two varint bytes
      postings('データ', 3, 70_000), // three bytes
      postings('zz'.repeat(100), 2_500, 2), // past the first buffer
      { term: 'empty', ids: [], impacts: [] },
    ];
    const bytes = encodeChunk(terms);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect([...bytes]).toEqual(reference(terms));
    const chunk = decodeChunk(bytes);
    expect(chunk.terms).toEqual(terms.map((t) => t.term));
    expect(chunk.counts).toEqual(terms.map((t) => t.ids.length));
  });

  it('encodes an empty chunk as its count alone', () => {
    expect([...encodeChunk([])]).toEqual([0]);
  });
});
