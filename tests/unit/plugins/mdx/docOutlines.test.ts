// The outlines of the docs' compiles kept between builds (plugins/mdx/docOutlines.ts): one line
// per doc, parsed when asked for, and an unchanged outline's line written back as it was read;
// a rebuild appends the lines of the outlines it made to the file as it read it (issue 37).
import {
  appendFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDocOutlines, type DocOutline } from '../../../../plugins/mdx/docOutlines.js';

const dir = mkdtempSync(join(tmpdir(), 'doc-outlines-'));
const file = join(dir, 'mdx-outlines.jsonl');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const outline = (markdown: string): DocOutline => ({
  warnings: [],
  standaloneDigest: 'abc',
  standaloneBytes: 12,
  markdown,
});

/** A doc's line as the file holds it: key, the outline without its body, the body. */
const lineOf = (key: string, o: DocOutline) => {
  const { markdown, ...rest } = o;
  return `${JSON.stringify(key)}\t${JSON.stringify(rest)}\t${JSON.stringify(markdown)}`;
};

describe('doc outlines', () => {
  it('keeps outlines by key across builds, keys with tabs and line breaks included', () => {
    const first = openDocOutlines(file);
    expect(first.get('a')).toBeUndefined();
    first.put('a', outline('# A\n\ttabbed\n'));
    first.put('b\twith\ntab', outline('# B'));
    first.save();
    const second = openDocOutlines(file);
    expect(second.get('a')).toEqual(outline('# A\n\ttabbed\n'));
    expect(second.get('b\twith\ntab')).toEqual(outline('# B'));
    // The same object each time (put compares by identity).
    expect(second.get('a')).toBe(second.get('a'));
  });

  it("writes an unchanged outline's line as it was read, a changed one anew, and drops those not put", () => {
    const lines = readFileSync(file, 'utf8').split('\n');
    // An unchanged line with spacing of its own: JSON.stringify would not give it back.
    const a = lines.findIndex((l) => l.startsWith('"a"\t'));
    lines[a] = `"a"\t{ "warnings": [ ], "markdown": "# A, kept as read" }`;
    writeFileSync(file, lines.join('\n'));
    const build = openDocOutlines(file);
    build.put('a', build.get('a')!);
    build.put('c', outline('# C'));
    build.save();
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(`"a"\t{ "warnings": [ ], "markdown": "# A, kept as read" }\n`);
    expect(text).toContain(`${lineOf('c', outline('# C'))}\n`);
    expect(text).not.toContain('# B');
    const next = openDocOutlines(file);
    expect(next.get('a')?.markdown).toBe('# A, kept as read');
    // The same outlines put again: nothing to write.
    next.put('a', next.get('a')!);
    next.put('c', next.get('c')!);
    writeFileSync(file, text + '\n');
    next.save();
    expect(readFileSync(file, 'utf8')).toBe(text + '\n');
  });

  it("parses a stored outline's body only when it is read", () => {
    rmSync(file, { force: true });
    const first = openDocOutlines(file);
    first.put('a', outline('# A body'));
    first.save();
    // A body that is not JSON: the outline is read all the same, and fails only where its body is.
    writeFileSync(file, readFileSync(file, 'utf8').replace('"# A body"', '"# A body'));
    const next = openDocOutlines(file);
    const stored = next.get('a')!;
    expect(stored.standaloneDigest).toBe('abc');
    expect(() => stored.markdown).toThrow(SyntaxError);
    // Put back unchanged, its line is written as it was read.
    const text = readFileSync(file, 'utf8');
    next.put('a', stored);
    next.put('b', outline('# B'));
    next.save();
    expect(readFileSync(file, 'utf8').startsWith(text)).toBe(true);
  });

  it('reads no outline from a file of another version or a cut line', () => {
    writeFileSync(file, JSON.stringify({ v: 1, outlines: { a: outline('# A') } }));
    expect(openDocOutlines(file).get('a')).toBeUndefined();
    writeFileSync(file, `docOutlines 3\n"a"\t{"warnings":[],"mark`);
    const cut = openDocOutlines(file);
    expect(cut.get('a')).toBeUndefined();
    cut.put('a', outline('# A'));
    cut.save();
    expect(openDocOutlines(file).get('a')).toEqual(outline('# A'));
  });

  /** A site of `count` docs' outlines, each Markdown body about `size` characters. */
  const site = (count: number, size = 400) =>
    new Map(
      Array.from({ length: count }, (_, i) => [
        `doc-${i}`,
        outline(`# Doc ${i}\n\n${'Words of the page. '.repeat(size / 19)}\n`),
      ]),
    );
  /** A build that asks for every outline of `docs`, storing those it finds no stored one for. */
  const build = (docs: Map<string, DocOutline>) => {
    const b = openDocOutlines(file);
    for (const [key, o] of docs) b.put(key, b.get(key) ?? o);
    b.save();
    return b;
  };

  it('appends the outline a rebuild made, and the next build reads it in place of the old one', () => {
    rmSync(file, { force: true });
    const docs = site(40);
    build(docs);
    const whole = readFileSync(file, 'utf8');
    const before = statSync(file);
    // One doc edited: its compile key and outline are new; another's key gives a new outline.
    const edited = new Map(docs);
    edited.delete('doc-7');
    edited.set('doc-7-edited', outline('# Doc 7, edited'));
    const rebuild = openDocOutlines(file);
    for (const [key, o] of edited) rebuild.put(key, rebuild.get(key) ?? o);
    rebuild.put('doc-3', outline('# Doc 3, compiled again'));
    rebuild.save();
    const text = readFileSync(file, 'utf8');
    // The file as it was, then the two lines: the same file (inode), not one written whole.
    expect(text.startsWith(whole)).toBe(true);
    expect(text.slice(whole.length).split('\n').filter(Boolean)).toEqual([
      lineOf('doc-3', outline('# Doc 3, compiled again')),
      lineOf('doc-7-edited', outline('# Doc 7, edited')),
    ]);
    expect(statSync(file).ino).toBe(before.ino);
    const next = openDocOutlines(file);
    expect(next.get('doc-3')).toEqual(outline('# Doc 3, compiled again'));
    expect(next.get('doc-7-edited')).toEqual(outline('# Doc 7, edited'));
    expect(next.get('doc-8')).toEqual(docs.get('doc-8'));
  });

  it('writes the file whole once replaced outlines would pass a quarter of it, with the live ones alone', () => {
    rmSync(file, { force: true });
    const docs = site(20);
    build(docs);
    const sizes: number[] = [];
    let wholeWrites = 0;
    for (let n = 0; n < 12; n++) {
      const ino = statSync(file).ino;
      // Each rebuild: one doc edited (a new key), the old key's outline no longer asked for.
      const key = `doc-${n}`;
      const o = docs.get(key)!;
      docs.delete(key);
      docs.set(`${key}-edit`, { ...o, markdown: `${o.markdown}Edited.\n` });
      build(docs);
      if (statSync(file).ino !== ino) wholeWrites++;
      sizes.push(statSync(file).size);
    }
    expect(wholeWrites).toBeGreaterThanOrEqual(1);
    expect(wholeWrites).toBeLessThan(12);
    // Never more than a quarter (and a line) above the live outlines' size.
    const live = statSync(file).size;
    expect(Math.max(...sizes)).toBeLessThan(live * 1.25 + 1000);
    const last = openDocOutlines(file);
    for (const [key, o] of docs) expect(last.get(key)).toEqual(o);
    expect(last.get('doc-0')).toBeUndefined();
  });

  it('writes the file whole when it changed since it was read, or ends in a line cut short', () => {
    rmSync(file, { force: true });
    const docs = site(30);
    build(docs);
    // Changed by another build between this one's read and its save: not appended to.
    const b = openDocOutlines(file);
    for (const [key, o] of docs) b.put(key, b.get(key) ?? o);
    b.put('doc-1', outline('# Doc 1, compiled again'));
    const other = readFileSync(file, 'utf8').replace('"doc-2"', '"doc-2-other"');
    writeFileSync(file, other);
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    b.save();
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('doc-2-other');
    expect(text.split('\n').filter((l) => l.startsWith('"doc-1"\t'))).toHaveLength(1);
    expect(openDocOutlines(file).get('doc-1')).toEqual(outline('# Doc 1, compiled again'));
    // A line cut short at the end (a write stopped midway): the next save does not append to it.
    appendFileSync(file, '"doc-5"\t{"warnings":[],"mark');
    const cut = openDocOutlines(file);
    for (const [key, o] of docs) cut.put(key, cut.get(key) ?? o);
    cut.put('doc-6', outline('# Doc 6, compiled again'));
    cut.save();
    const after = openDocOutlines(file);
    expect(after.get('doc-6')).toEqual(outline('# Doc 6, compiled again'));
    expect(after.get('doc-5')).toEqual(docs.get('doc-5'));
    expect(readFileSync(file, 'utf8')).not.toContain('"mark\n');
  });
});
