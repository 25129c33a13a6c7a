// The outlines of the docs' compiles kept between builds (plugins/mdx/docOutlines.ts): one line
// per doc, parsed when asked for, and an unchanged outline's line written back as it was read.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    expect(text).toContain(`"c"\t${JSON.stringify(outline('# C'))}\n`);
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

  it('reads no outline from a file of another version or a cut line', () => {
    writeFileSync(file, JSON.stringify({ v: 1, outlines: { a: outline('# A') } }));
    expect(openDocOutlines(file).get('a')).toBeUndefined();
    writeFileSync(file, `docOutlines 2\n"a"\t{"warnings":[],"mark`);
    const cut = openDocOutlines(file);
    expect(cut.get('a')).toBeUndefined();
    cut.put('a', outline('# A'));
    cut.save();
    expect(openDocOutlines(file).get('a')).toEqual(outline('# A'));
  });
});
