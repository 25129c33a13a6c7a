import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';
import {
  luhnCheckDigit,
  validateImei,
  validateSerial,
} from '../../../src/pages/_activation-helper/imei.js';
import {
  FAMILIES,
  familyLinks,
  getFamily,
  parseProgress,
  progressKey,
} from '../../../src/pages/_activation-helper/steps.js';

const root = join(import.meta.dirname, '../../..');
const docsDir = join(root, 'docs');

describe('luhnCheckDigit', () => {
  it('gives the check digit of known-valid IMEIs', () => {
    expect(luhnCheckDigit('49015420323751')).toBe(8);
    expect(luhnCheckDigit('35693803564380')).toBe(9);
    expect(luhnCheckDigit('35145120840121')).toBe(6);
    expect(luhnCheckDigit('00000000000000')).toBe(0);
  });
  it('refuses anything but 14 digits', () => {
    expect(() => luhnCheckDigit('4901542032375')).toThrow();
    expect(() => luhnCheckDigit('49015420323751x')).toThrow();
  });
});

describe('validateImei', () => {
  it('accepts IMEIs with a valid Luhn check digit', () => {
    expect(validateImei('490154203237518')).toEqual({ ok: true, imei: '490154203237518' });
    expect(validateImei('356938035643809')).toEqual({ ok: true, imei: '356938035643809' });
  });
  it('accepts the Iridium form with 0 in place of the check digit (Ground Control examples)', () => {
    // The IMEIs in Ground Control's own examples end in 0 and do not pass Luhn.
    expect(luhnCheckDigit('30043406526459')).not.toBe(0);
    expect(validateImei('300434065264590')).toEqual({ ok: true, imei: '300434065264590' });
    expect(validateImei('300234010753370')).toEqual({ ok: true, imei: '300234010753370' });
  });
  it('trims and ignores spaces and hyphens between digit groups', () => {
    expect(validateImei('  49-015420-323751-8 ')).toEqual({ ok: true, imei: '490154203237518' });
    expect(validateImei('4901 5420 3237 518')).toEqual({ ok: true, imei: '490154203237518' });
  });
  it('reports the number of digits when the length is wrong', () => {
    expect(validateImei('49015420323751')).toEqual({
      ok: false,
      message: 'An IMEI has 15 digits; you entered 14.',
    });
    expect(validateImei('4901542032375181')).toEqual({
      ok: false,
      message: 'An IMEI has 15 digits; you entered 16.',
    });
    expect(validateImei('')).toEqual({ ok: false, message: 'Enter the IMEI: 15 digits.' });
  });
  it('names the characters that are not digits', () => {
    const r = validateImei('49015420323751O');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toBe('An IMEI contains digits only; remove “O”.');
    const r2 = validateImei('abc');
    if (!r2.ok) expect(r2.message).toBe('An IMEI contains digits only; remove “a”, “b” and “c”.');
  });
  it('gives the expected last digit when the check digit is wrong', () => {
    expect(validateImei('490154203237517')).toEqual({
      ok: false,
      message:
        "This IMEI's check digit is wrong: check for a typing mistake (the last digit should be 8).",
    });
    expect(validateImei('356938035643801')).toEqual({
      ok: false,
      message:
        "This IMEI's check digit is wrong: check for a typing mistake (the last digit should be 9).",
    });
  });
});

describe('validateSerial', () => {
  it('accepts Core serial numbers and drops leading zeros', () => {
    expect(validateSerial('100039')).toEqual({ ok: true, serial: '100039' });
    expect(validateSerial(' 0050075 ')).toEqual({ ok: true, serial: '50075' });
  });
  it('explains what is wrong', () => {
    expect(validateSerial('')).toEqual({ ok: false, message: 'Enter the serial number.' });
    expect(validateSerial('RockAIR 100039')).toMatchObject({
      ok: false,
      message: expect.stringContaining('digits only'),
    });
    expect(validateSerial('300434065264590')).toMatchObject({
      ok: false,
      message: expect.stringContaining('looks like an IMEI'),
    });
    expect(validateSerial('99999999999')).toMatchObject({
      ok: false,
      message: expect.stringContaining('at most 10 digits'),
    });
    expect(validateSerial('9999999999')).toMatchObject({
      ok: false,
      message: expect.stringContaining('too large'),
    });
    expect(validateSerial('000')).toMatchObject({ ok: false });
  });
});

/** `/a/b` → docs/a/b.md(x) or docs/a/b/index.md(x), else a doc whose front matter sets `slug: /a/b`. */
function docFileFor(path: string): string | undefined {
  const rel = path.replace(/^\/+|\/+$/g, '');
  const candidates =
    rel === ''
      ? ['index.md', 'index.mdx']
      : [`${rel}.md`, `${rel}.mdx`, `${rel}/index.md`, `${rel}/index.mdx`];
  for (const c of candidates) if (existsSync(join(docsDir, c))) return join(docsDir, c);
  return slugIndex().get(path.replace(/\/+$/, '') || '/');
}

let slugs: Map<string, string> | undefined;
function slugIndex(): Map<string, string> {
  if (slugs) return slugs;
  slugs = new Map();
  for (const f of readdirSync(docsDir, { recursive: true }) as string[]) {
    if (!/\.mdx?$/.test(f)) continue;
    const file = join(docsDir, f);
    const m = /^---\n[\s\S]*?^slug:\s*(\S+)\s*$/m.exec(readFileSync(file, 'utf8'));
    if (m) slugs.set(m[1]!.replace(/^['"]|['"]$/g, ''), file);
  }
  return slugs;
}

/** Heading ids of a doc: explicit `{#id}` or the slug of the heading text. */
function headingIds(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const m = /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (!m) continue;
    const explicit = /\{#([^}\s]+)\}$/.exec(m[1]!);
    const text = m[1]!
      .replace(/\s*\{#[^}]+\}$/, '')
      .replace(/`|\*\*|__|\[([^\]]*)\]\([^)]*\)/g, '$1');
    ids.add(explicit ? explicit[1]! : slugger.slug(text));
  }
  return ids;
}

describe('activation steps data', () => {
  it('has the expected families, each with a unique id', () => {
    expect(FAMILIES.map((f) => f.id)).toEqual([
      'rockblock-9603',
      'rockblock-9704',
      'rockblock-pro',
      'rockblock-rtu',
      'rockremote',
      'trackers',
      'yb',
    ]);
    expect(getFamily('rockblock-9704')?.name).toBe('RockBLOCK 9704');
    expect(getFamily('nope')).toBeUndefined();
  });

  for (const family of FAMILIES) {
    describe(family.name, () => {
      it('has at least 3 steps with unique ids, titles and text', () => {
        expect(family.steps.length).toBeGreaterThanOrEqual(3);
        const ids = family.steps.map((s) => s.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const s of family.steps) {
          expect(s.id).toMatch(/^[a-z0-9-]+$/);
          expect(s.title.length).toBeGreaterThan(5);
          expect(s.body.length).toBeGreaterThan(0);
        }
        expect(family.portal.length && family.plan.length && family.timing.length).toBeTruthy();
      });

      it('links only to existing docs (and their anchors) or to https pages', () => {
        const links = familyLinks(family);
        expect(links.length).toBeGreaterThan(0);
        for (const href of links) {
          if (/^https?:\/\//.test(href)) {
            expect(href, href).toMatch(/^https:\/\//);
            continue;
          }
          expect(href, href).toMatch(/^\/[^/]/);
          const [path, hash] = href.split('#') as [string, string | undefined];
          const file = docFileFor(path);
          expect(file, `${href} in ${family.id} has no doc under docs/`).toBeDefined();
          expect(readFileSync(file!, 'utf8'), `${href} points to a draft`).not.toMatch(
            /^draft:\s*true/m,
          );
          if (hash) expect(headingIds(file!).has(hash), `${href}: no heading #${hash}`).toBe(true);
        }
      });
    });
  }

  it('keeps the saved progress per family and device, and tolerates junk', () => {
    const f = getFamily('rockblock-9603')!;
    expect(progressKey('rockblock-9603', '300434065264590')).toBe(
      'activation-helper.rockblock-9603.300434065264590',
    );
    expect(
      parseProgress(JSON.stringify(['account', 'credits', 'credits', 'unknown', 3]), f),
    ).toEqual(['account', 'credits']);
    expect(parseProgress('{not json', f)).toEqual([]);
    expect(parseProgress('{"a":1}', f)).toEqual([]);
    expect(parseProgress(null, f)).toEqual([]);
  });
});
