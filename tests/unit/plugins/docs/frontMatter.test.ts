import { describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadFrontMatterCache, parseFrontMatter, saveFrontMatterCache } from '../../../../plugins/docs/frontMatter.js';
import { BuildError, formatDiagnostic } from '../../../../plugins/diagnostics.js';

function errorOf(fn: () => unknown): BuildError {
  try {
    fn();
  } catch (e) {
    if (e instanceof BuildError) return e;
    throw e;
  }
  throw new Error('expected a BuildError');
}

describe('front matter', () => {
  it('keeps body line numbers by padding the front matter with blank lines', () => {
    const { body, frontMatter } = parseFrontMatter('---\ntitle: A\nsidebar_position: 2\n---\n# Heading\n', 'docs/a.md');
    expect(frontMatter).toMatchObject({ title: 'A', sidebar_position: 2 });
    expect(body.split('\n')[4]).toBe('# Heading');
  });

  it('reads the front matter after a UTF-8 byte order mark, as Docusaurus does', () => {
    // An editor saved the doc with a BOM: the title was lost and `---` became a rule.
    const { body, frontMatter } = parseFrontMatter('\uFEFF---\ntitle: Setup\n---\n# Intro\n', 'docs/a.md');
    expect(frontMatter).toMatchObject({ title: 'Setup' });
    expect(body).toBe('\n\n\n# Intro\n');
    expect(parseFrontMatter('\uFEFF# Only a heading\n', 'docs/b.md').body).toBe('# Only a heading\n');
  });

  it('reports malformed YAML with its line and a hint', () => {
    const e = errorOf(() => parseFrontMatter('---\ntitle: A\ndescription: [unclosed\n---\nBody', '/site/docs/bad.md'));
    const d = e.diagnostics[0]!;
    expect(d.file).toBe('/site/docs/bad.md');
    expect(d.line).toBe(3);
    expect(d.message).toMatch(/invalid YAML front matter/);
    expect(d.hint).toMatch(/YAML/);
  });

  it('reads two keys on one line as Docusaurus does (js-yaml 3), with a warning at the line', () => {
    // Yew's blog: `authors: [hamza] tags: [release]` is not YAML 1.2; Docusaurus builds the post.
    const text = '---\ntitle: Releasing 0.20\nauthors: [sam] tags: [release]\n---\nBody\n';
    const { frontMatter, warning, body } = parseFrontMatter(text, '/site/blog/post.md');
    expect(frontMatter).toMatchObject({ title: 'Releasing 0.20', authors: ['sam'], tags: ['release'] });
    expect(body.split('\n')[4]).toBe('Body');
    expect(warning).toMatchObject({ file: '/site/blog/post.md', line: 3, severity: 'warning' });
    expect(warning!.message).toContain('read as Docusaurus reads it');
    // Said again on the next read (not cached), and valid front matter has no warning.
    expect(parseFrontMatter(text, '/site/blog/post.md').warning).toBeDefined();
    expect(parseFrontMatter('---\ntitle: A\n---\n', 'a.md').warning).toBeUndefined();
  });

  it('reports a field of the wrong type at the key', () => {
    const e = errorOf(() => parseFrontMatter('---\ntitle: A\nsidebar_position: first\n---\n', '/site/docs/t.md'));
    const d = e.diagnostics[0]!;
    expect(d.line).toBe(3);
    expect(d.column).toBe(1);
    expect(d.message).toContain('"sidebar_position" must be number');
    expect(formatDiagnostic(d, { color: false, frame: false, cwd: '/site' })).toContain('docs/t.md:3:1');
  });

  it('takes YAML numbers and dates as text where a string is expected, as Docusaurus (JoiFrontMatter)', () => {
    // gofiber/docs: `keywords: [404, not found]` built with Docusaurus 3.10 and failed here.
    const text = '---\nid: 404\ntitle: 2021\nkeywords: [404, not found]\ntags: [2024, {label: 3, permalink: /three}]\n---\n';
    const { frontMatter } = parseFrontMatter(text, 'docs/404.md');
    expect(frontMatter).toMatchObject({ id: '404', title: '2021', keywords: ['404', 'not found'] });
    expect(frontMatter.tags).toEqual(['2024', { label: '3', permalink: '/three' }]);
    // A date where a string is expected: its JavaScript text, as Docusaurus's `toString()`.
    const dated = parseFrontMatter('---\ndescription: 2021-01-05\n---\n', 'docs/d.md').frontMatter;
    expect(dated.description).toBe(new Date('2021-01-05T00:00:00.000Z').toString());
  });

  it('converts "true"/"false" and numeric text where Joi does (booleans, numbers)', () => {
    const { frontMatter } = parseFrontMatter('---\nhide_title: "true"\nsidebar_position: "3"\ntoc_max_heading_level: "4"\n---\n', 'docs/c.md');
    expect(frontMatter).toMatchObject({ hide_title: true, sidebar_position: 3, toc_max_heading_level: 4 });
  });

  it('still rejects a boolean where a string is expected, with a hint to quote it', () => {
    const e = errorOf(() => parseFrontMatter('---\ntitle: A\nsidebar_label: true\n---\n', 'docs/t.md'));
    const d = e.diagnostics[0]!;
    expect(d.line).toBe(3);
    expect(d.message).toContain('"sidebar_label" must be string');
    expect(d.hint).toContain('quote the value');
  });

  it('rejects draft and unlisted together', () => {
    const e = errorOf(() => parseFrontMatter('---\ndraft: true\nunlisted: true\n---\n', 'x.md'));
    expect(e.diagnostics[0]!.message).toContain("Can't be draft and unlisted at the same time.");
  });

  it('keeps unknown keys', () => {
    expect(parseFrontMatter('---\ncustom_key: 1\n---\n', 'x.md').frontMatter).toMatchObject({ custom_key: 1 });
  });
});

describe('front matter cache', () => {
  it('keeps what the site uses, reuses it in a later process, and never shares an object', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fm-')), 'front-matter.json');
    const doc = '---\ntitle: Wiring the modem\nsidebar_position: 3\n---\n\n# Body\n';
    const first = parseFrontMatter(doc, 'a.md');
    expect(first.frontMatter).toMatchObject({ title: 'Wiring the modem', sidebar_position: 3 });
    (first.frontMatter as { title: string }).title = 'mutated by a caller';
    expect(parseFrontMatter(doc, 'a.md').frontMatter.title).toBe('Wiring the modem');
    saveFrontMatterCache(file);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { version: string; entries: [string, { title: string }][] };
    expect(saved.entries).toContainEqual(['title: Wiring the modem\nsidebar_position: 3', expect.objectContaining({ title: 'Wiring the modem' })]);
    saved.entries = saved.entries.filter(([text]) => text.startsWith('title: Wiring'));

    // A cache written by other code (another version) is ignored.
    saved.entries[0]![1].title = 'From the cache';
    writeFileSync(file, JSON.stringify({ ...saved, version: 'other' }));
    loadFrontMatterCache(file);
    expect(parseFrontMatter(doc, 'a.md').frontMatter.title).toBe('Wiring the modem');
    // One of this version is used instead of parsing: the value comes from the file.
    writeFileSync(file, JSON.stringify(saved));
    loadFrontMatterCache(file);
    expect(parseFrontMatter(doc, 'a.md').frontMatter.title).toBe('From the cache');
    // Line numbers of the body do not depend on the cache.
    expect(parseFrontMatter(doc, 'a.md')).toMatchObject({ bodyStartLine: 5, body: '\n\n\n\n\n# Body\n' });
  });

  it('leaves the file as it is when the docs use the front matter it holds, and writes it when they do not', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'fm-')), 'front-matter.json');
    const a = '---\ntitle: Antenna cable\n---\n';
    const b = '---\ntitle: Power supply\n---\n';
    // What the tests above used is written elsewhere first: a build's docs are these two.
    saveFrontMatterCache(join(dirname(file), 'before.json'));
    parseFrontMatter(a, 'a.md');
    parseFrontMatter(b, 'b.md');
    saveFrontMatterCache(file);
    const written = readFileSync(file, 'utf8');
    // A later build reads it, its docs use the same front matter: nothing to write (a marker put in
    // the file's place stays).
    loadFrontMatterCache(file);
    writeFileSync(file, 'marker');
    parseFrontMatter(b, 'b.md');
    parseFrontMatter(a, 'a.md');
    saveFrontMatterCache(file);
    expect(readFileSync(file, 'utf8')).toBe('marker');
    // One doc's front matter changed: the file is written, with what the docs use now.
    writeFileSync(file, written);
    loadFrontMatterCache(file);
    parseFrontMatter(a, 'a.md');
    parseFrontMatter('---\ntitle: Power supply unit\n---\n', 'b.md');
    saveFrontMatterCache(file);
    const texts = (JSON.parse(readFileSync(file, 'utf8')) as { entries: [string, unknown][] }).entries.map(([t]) => t);
    expect(texts.sort()).toEqual(['title: Antenna cable', 'title: Power supply unit']);
    // A doc gone (one text fewer) is written too.
    parseFrontMatter(a, 'a.md');
    saveFrontMatterCache(file);
    expect((JSON.parse(readFileSync(file, 'utf8')) as { entries: [string, unknown][] }).entries.map(([t]) => t)).toEqual(['title: Antenna cable']);
    // Another file is written even when the texts are the same.
    const other = join(dirname(file), 'other.json');
    parseFrontMatter(a, 'a.md');
    saveFrontMatterCache(other);
    expect(readFileSync(other, 'utf8')).toContain('Antenna cable');
  });

  it('never caches invalid front matter: its error keeps its position', () => {
    const bad = '---\ntitle: [unclosed\n---\n';
    expect(() => parseFrontMatter(bad, 'b.md')).toThrow(BuildError);
    expect(() => parseFrontMatter(bad, 'b.md')).toThrow(BuildError);
  });
});
