// `{#id}` in a heading line, escaped as Docusaurus's `escapeMarkdownHeadingIds` does (mdx1Compat
// headingIds): the first `{#` of the line, with or without a space before it. Dragonfly's docs
// (d7y.io, Docusaurus 3.9) write `## Client{#client}`; Docusaurus gives that heading the id
// `client` (its `parseMarkdownHeadingId` takes `\s*{#…}` at the end), ours stopped with "Could not
// parse expression with acorn" at the `{`.
import { describe, expect, it } from 'vitest';
import { preprocessMdx } from '../../../../plugins/mdx/preprocess.js';
import { renderDoc } from './renderDoc.js';

describe('heading ids without a space before them', () => {
  it('escapes `{#id}` glued to the heading text', () => {
    expect(preprocessMdx('## Client{#client}\n')).toBe('## Client\\{#client\\}\n');
    expect(preprocessMdx('## Title {#id}\n')).toBe('## Title \\{#id\\}\n');
  });

  it('gives the heading the id and keeps its text, as Docusaurus does', async () => {
    const { html, compiled } = await renderDoc(
      '## Client{#client}\n\nText.\n\n## Create charts{#create-charts}\n',
    );
    expect(compiled.toc).toEqual([
      { value: 'Client', id: 'client', level: 2 },
      { value: 'Create charts', id: 'create-charts', level: 2 },
    ]);
    expect(html).toContain('id="client"');
    expect(html).not.toContain('{#client}');
  });

  it('leaves a `{#` that is not at the end as text (escaped, not an expression)', async () => {
    expect(preprocessMdx('## A {#x} tail\n')).toBe('## A \\{#x} tail\n');
    const { compiled } = await renderDoc('## A {#x} tail\n');
    expect(compiled.toc).toEqual([{ value: 'A {#x} tail', id: 'a-x-tail', level: 2 }]);
  });

  it('does not escape twice, nor inside a code fence', () => {
    expect(preprocessMdx('## B \\{#b\\}\n')).toBe('## B \\{#b\\}\n');
    const fenced = '```md\n## Client{#client}\n```\n';
    expect(preprocessMdx(fenced)).toBe(fenced);
  });
});
