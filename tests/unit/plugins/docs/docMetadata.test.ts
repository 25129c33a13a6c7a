import { describe, expect, it } from 'vitest';
import { createDocMetadata, createExcerpt, isCategoryIndex, parseContentTitle } from '../../../../plugins/docs/docMetadata.js';
import type { FrontMatter } from '../../../../plugins/config/schema.js';
import { findDuplicates } from '../../../../plugins/docs/loadDocs.js';

const doc = (source: string, fm: Partial<FrontMatter> = {}, body = '') => createDocMetadata({ source, filePath: `/site/docs/${source}`, content: '' }, fm as FrontMatter, body);

describe('doc ids, slugs and permalinks', () => {
  it('strips number prefixes from folders and file names', () => {
    const d = doc('02-guides/01-intro.md');
    expect(d.id).toBe('guides/intro');
    expect(d.permalink).toBe('/guides/intro');
    expect(d.sidebarPosition).toBe(1);
  });

  it('keeps case and spaces in ids', () => {
    expect(doc('3-API/01_Core APIs/0 --- Client API.md').id).toBe('API/Core APIs/Client API');
  });

  it('front matter id replaces only the last segment and changes the slug', () => {
    const d = doc('Guides/z-guide1.md', { id: 'guide1' });
    expect(d.id).toBe('Guides/guide1');
    expect(d.permalink).toBe('/Guides/guide1');
  });

  it('index, readme and same-name files are the folder page', () => {
    expect(doc('guides/index.md').permalink).toBe('/guides/');
    expect(doc('guides/index.md').id).toBe('guides/index');
    expect(doc('guides/README.md').permalink).toBe('/guides/');
    expect(doc('02-Guides/02-Guides.md').permalink).toBe('/Guides/');
    expect(isCategoryIndex('02-Guides/Guides.md')).toBe(false);
    expect(doc('index.md').permalink).toBe('/');
  });

  it('absolute and relative slugs', () => {
    expect(doc('a/b.md', { slug: '/x/y' }).permalink).toBe('/x/y');
    expect(doc('a/b.md', { slug: 'z' }).permalink).toBe('/a/z');
    expect(doc('a/b/c.md', { slug: '../up' }).permalink).toBe('/a/up');
    expect(doc('a/b.md', { slug: '../../../top' }).permalink).toBe('/top');
    expect(doc('iot/9770-Antenna-Options.md', { slug: '/iot/9770-Antenna-Options' }).permalink).toBe('/iot/9770-Antenna-Options');
  });

  it('keeps capitals in paths', () => {
    expect(doc('power/Compare.md').permalink).toBe('/power/Compare');
  });

  it('title: front matter, then the Markdown h1, then the id', () => {
    expect(doc('a.md', { title: 'FM' }, '# Heading').title).toBe('FM');
    expect(doc('a.md', {}, '\n\n# The `code` title {#x}\n\nText').title).toBe('The code title');
    expect(doc('a.md', {}, 'Text only').title).toBe('a');
  });

  it('description: front matter, then the first line of prose', () => {
    expect(doc('a.md', { description: 'Given' }).description).toBe('Given');
    expect(createExcerpt('# Title\n\nSee [the **guide**](./x.md) for `AT` commands.\n\nMore.')).toBe('See the guide for AT commands.');
    expect(createExcerpt('```js\ncode\n```\n:::note\nInside a note.\n:::')).toBe('Inside a note.');
    expect(parseContentTitle('Setext title\n===\n')).toBe('Setext title');
  });

  it("description: the excerpt follows Docusaurus's createExcerpt rule for rule", () => {
    // A line of bold italic loses all its stars (Docusaurus's [*_]{1,3} emphasis rule).
    expect(createExcerpt('# Legal\n\n***Revised on 1 May***\n\n## Terms')).toBe('Revised on 1 May');
    // An unclosed strong opener is cut with the rest of its line's first pair.
    expect(createExcerpt('**Note: the old call goes away.** Use the new one.')).toBe('Note: the old call goes away. Use the new one.');
    // Every `# h1` line yields nothing, not only the title; a `##` heading keeps its text.
    expect(createExcerpt('# One\n\n# Two\n\n## Three {#three}')).toBe('Three');
    // A list item keeps its marker, a table row and a rule are lines like any other.
    expect(createExcerpt('- first item')).toBe('- first item');
    expect(createExcerpt('| a | b |\n|---|---|')).toBe('| a | b |');
    expect(createExcerpt('---\n\nText')).toBe('---');
    // An import spanning lines is skipped up to the blank line; a :::note line is emptied.
    expect(createExcerpt("import {\n  A,\n} from './a';\n\n:::note\n\nIn the note.")).toBe('In the note.');
    // A ````-fence hides ``` lines; a ~~~ fence is not a fence; :emoji: names go.
    expect(createExcerpt('````md\n```\nhidden\n````\nShown :tada: here')).toBe('Shown here');
    expect(createExcerpt('~~~\ncode\n~~~')).toBe('~~~');
    // A setext title at the top goes, with its underline.
    expect(createExcerpt('Title\n=====\n\nFirst line.')).toBe('First line.');
  });

  it('draft and unlisted flags', () => {
    expect(doc('a.md', { draft: true }).draft).toBe(true);
    expect(doc('a.md', { unlisted: true }).unlisted).toBe(true);
  });

  it('reports two docs with the same id or permalink', () => {
    const diagnostics = findDuplicates([doc('a/b.md'), doc('a/c.md', { id: 'b' }), doc('x.md', { slug: '/a/b' })]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      'duplicate doc id "a/b" (also used by a/b.md)',
      'duplicate permalink "/a/b" (also produced by a/b.md)',
      'duplicate permalink "/a/b" (also produced by a/c.md)',
    ]);
    expect(diagnostics[0]!.file).toBe('/site/docs/a/c.md');
  });
});
