import { describe, expect, it } from 'vitest';
import { parseNumberPrefix, stripPathNumberPrefixes } from '../../../../plugins/docs/numberPrefix.js';

describe('number prefixes', () => {
  it.each([
    ['01-foo', 'foo', 1],
    ['003 - My Doc', 'My Doc', 3],
    ['1.My Doc', 'My Doc', 1],
    ['1___My Doc', 'My Doc', 1],
    ['0046036 - My Doc', 'My Doc', 46036],
  ])('strips %s', (input, name, prefix) => {
    expect(parseNumberPrefix(input)).toEqual({ name, numberPrefix: prefix });
  });

  it.each(['2021-01-31 - Doc', '8.0 - Doc', '14_2_16', '01', 'a1-My Doc', 'My Doc - 1', '00abc01-My Doc'])('keeps %s unchanged', (input) => {
    expect(parseNumberPrefix(input)).toEqual({ name: input });
  });

  it('strips every folder segment', () => {
    expect(stripPathNumberPrefixes('0-A/1 - B/2.  C/3 _D')).toBe('A/B/C/D');
    // Asked again (a folder's every doc asks), the same answer.
    expect(stripPathNumberPrefixes('0-A/1 - B/2.  C/3 _D')).toBe('A/B/C/D');
  });

  it("asks a site's own parser each time, and keeps no answer of it for Docusaurus's rule", () => {
    let calls = 0;
    const parser = (filename: string) => ({ filename: `${filename}-${++calls}` });
    expect(stripPathNumberPrefixes('01-a/02-b', parser)).toBe('01-a-1/02-b-2');
    expect(stripPathNumberPrefixes('01-a/02-b', parser)).toBe('01-a-3/02-b-4');
    expect(stripPathNumberPrefixes('01-a/02-b', false)).toBe('01-a/02-b');
    expect(stripPathNumberPrefixes('01-a/02-b')).toBe('a/b');
  });

  it('keeps names like 9770-Antenna-Options only when a slug says so: the prefix rule applies to them', () => {
    expect(parseNumberPrefix('9770-Antenna-Options').name).toBe('Antenna-Options');
  });
});
