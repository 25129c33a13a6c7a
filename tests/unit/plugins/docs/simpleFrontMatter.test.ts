import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { readSimpleFrontMatter } from '../../../../plugins/docs/simpleFrontMatter.js';
import { parseFrontMatter } from '../../../../plugins/docs/frontMatter.js';
import { yamlTimestamp } from '../../../../plugins/docs/yamlTimestamp.js';
import { writeCorpus } from '../../../../scripts/bench/lib/corpus.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';

const ROOT = join(import.meta.dirname, '../../../..');

/** What the YAML library reads, as parseFrontMatter calls it. */
const library = (text: string): unknown =>
  parseDocument(text, { prettyErrors: false, customTags: [yamlTimestamp] }).toJS() ?? {};

/** Every front matter text of the Markdown files under `dir`. */
function frontMatterTexts(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    const m = /^---\r?\n([\s\S]*?)\r?\n?^---/m.exec(text);
    if (m?.index === 0) out.push(m[1]!);
  }
  return out;
}

describe('simple front matter, read without the YAML library', () => {
  it('reads words, whole numbers, quoted texts and flow lists of words as the library does', () => {
    const accepted = [
      'title: Message command 24\ndescription: Orbit register page record at power.\nsidebar_position: 24\nkeywords: [response, inbound]',
      "title: It's the (new) guide, v2/beta!\nslug: /a/b-c",
      'title: "Setup: step 1 # not a comment"\nid: \'quoted: too\'',
      'sidebar_position: 0\nsidebar_label: Yes\nhide: no\ndraft: On',
      'keywords: []\ntags: [ Alpha ,  beta gamma ]',
      'title:   spaced   out  \n\nsidebar_class_name: x_y',
      'title: Café über naïve',
      'slug: /guide/_intro\nid: _hidden',
      '',
    ];
    for (const text of accepted) {
      const simple = readSimpleFrontMatter(text);
      expect(simple, text).toBeDefined();
      expect(simple, text).toEqual(library(text));
    }
  });

  it('leaves to the library whatever YAML could read otherwise', () => {
    const declined = [
      'draft: true', // a boolean
      'title: null', // null
      'null: x', // a null key
      'sidebar_position: 1.5', // a float
      'sidebar_position: -1', // a sign
      'sidebar_position: 007', // a leading zero
      'sidebar_position: 0x1f', // hexadecimal
      'date: 2024-01-02', // a timestamp
      'title: a: b', // a mapping in a value
      'title: A # comment', // a comment
      '# comment\ntitle: A',
      'title: "with \\" escape"',
      "title: 'it''s'",
      'keywords: [a, 9603]', // a number in a list
      'keywords: [a, b,]',
      'keywords: [a, [b]]',
      'keywords:\n  - a', // a block list
      'title:', // null value
      'title:value', // not a mapping
      '  title: A', // indented
      'title: A\ntitle: B', // a repeated key
      '__proto__: x',
      'title: A\r', // a carriage return
      'title: *anchor',
      'title: {a}',
      'title: a\tb',
    ];
    for (const text of declined) expect(readSimpleFrontMatter(text), text).toBeUndefined();
  });

  it('agrees with the library on every front matter of the knowledgebase, the fixtures and the bench corpus', () => {
    const corpus = mkdtempSync(join(tmpdir(), 'simple-fm-'));
    writeCorpus(corpus, 30);
    const texts = [
      ...frontMatterTexts(join(ROOT, 'docs')),
      ...frontMatterTexts(join(ROOT, 'tests/fixtures')),
      ...frontMatterTexts(join(corpus, 'docs')),
    ];
    let read = 0;
    for (const text of texts) {
      const simple = readSimpleFrontMatter(text);
      if (simple === undefined) continue;
      read++;
      expect(simple, text).toEqual(library(text));
    }
    // The fast path is taken by most docs (all of the corpus's), or it saves nothing.
    expect(read).toBeGreaterThan(texts.length / 2);
  });

  it('still reports a value the schema rejects at its line', () => {
    // The simple reader took the text; the position comes from the library's document.
    expect(() => parseFrontMatter('---\ntitle: A\nslug: [a, b]\n---\n', 'docs/a.md')).toThrow(
      /slug/,
    );
    try {
      parseFrontMatter('---\ntitle: A\nslug: [a, b]\n---\n', 'docs/a.md');
    } catch (e) {
      expect((e as { diagnostics: { line: number }[] }).diagnostics[0]!.line).toBe(3);
    }
  });
});
