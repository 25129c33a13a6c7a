// Docusaurus's markdown.mdx1Compat turned off, as Docusaurus 3.10's `future.v4: true` does
// (mdx1CompatDisabledByDefault). Expected values from one Docusaurus 3.10.2 build of these sources
// (future.v4: true): in MDX, `<!-- -->` and `## Title {#id}` stop the build at the positions below;
// in CommonMark (.md with markdown.format 'detect') both still work; `:::note Title` is no title.
import { describe, expect, it } from 'vitest';
import { isBuildError, type Diagnostic } from '../../../../plugins/diagnostics.js';
import type { MarkdownConfig } from '../../../../plugins/mdx/compileDoc.js';
import { preprocessMdx } from '../../../../plugins/mdx/preprocess.js';
import { renderDoc } from './renderDoc.js';

const OFF: MarkdownConfig = {
  mdx1Compat: { comments: false, admonitions: false, headingIds: false },
};

const COMMENT = '# Mdx comment\n\nText.\n\n<!-- an html comment -->\n\nMore.\n';
const HEADING = '# Mdx heading\n\n## Classic id {#classic-mdx}\n\nText.\n';

async function failure(body: string, markdownConfig: MarkdownConfig): Promise<Diagnostic> {
  try {
    await renderDoc(body, { source: 'page.mdx', markdownConfig });
  } catch (e) {
    expect(isBuildError(e)).toBe(true);
    return (e as { diagnostics: Diagnostic[] }).diagnostics[0]!;
  }
  throw new Error('expected the compile to fail');
}

describe('markdown.mdx1Compat off', () => {
  it('leaves the source as written where a key is off', () => {
    const src = '## Title {#id}\n\n:::note Old title\n\nBody.\n\n:::\n';
    expect(preprocessMdx(src)).toBe('## Title \\{#id\\}\n\n:::note[Old title]\n\nBody.\n\n:::\n');
    expect(preprocessMdx(src, { headingIds: false, admonitions: false })).toBe(src);
    expect(preprocessMdx(src, { headingIds: false })).toContain(':::note[Old title]');
  });

  it('keeps all three MDX 1 syntaxes by default', async () => {
    const { html, compiled } = await renderDoc(
      COMMENT + '\n' + HEADING.replace('# Mdx heading\n\n', ''),
    );
    expect(html).not.toContain('an html comment');
    expect(compiled.toc).toEqual([{ value: 'Classic id', id: 'classic-mdx', level: 2 }]);
  });

  it('comments: an HTML comment in MDX stops the build where Docusaurus stops (5:2)', async () => {
    const d = await failure(COMMENT, { mdx1Compat: { comments: false } });
    expect(d).toMatchObject({ line: 5, column: 2 });
    expect(d.message).toMatch(/Unexpected character `!`/);
  });

  it('headingIds: `{#id}` in an MDX heading is an expression MDX cannot parse (3:16)', async () => {
    const d = await failure(HEADING, { mdx1Compat: { headingIds: false } });
    expect(d).toMatchObject({ line: 3, column: 16 });
    expect(d.message).toMatch(/Could not parse expression with acorn/);
  });
});

const MD_PAGE = [
  '# Md page',
  '<!-- a comment in md -->',
  '## Classic id {#classic-md}',
  '## Html comment id <!-- #html-md -->',
  ':::note Old title',
  'Body one.',
  ':::',
  ':::tip[New title]',
  'Body two.',
  ':::',
].join('\n\n');

const MDX_OK = [
  '# Mdx ok',
  '## Comment id {/* #comment-mdx */}',
  ':::note Old title',
  'Body one.',
  ':::',
].join('\n\n');

describe('what still works with markdown.mdx1Compat off, as in Docusaurus 3.10', () => {
  const detect: MarkdownConfig = { ...OFF, format: 'detect' };
  const components = { Admonition: 'aside', AdmonitionTitle: 'b' };
  const render = (body: string, source: string) =>
    renderDoc(body, { source, markdownConfig: detect, props: { components } });

  it('CommonMark: comments dropped, `{#id}` and `<!-- #id -->` heading ids', async () => {
    const { html, compiled } = await render(MD_PAGE, 'md-page.md');
    expect(html).not.toContain('a comment in md');
    expect(html).not.toContain('html-md -->');
    expect(compiled.toc).toEqual([
      { value: 'Classic id', id: 'classic-md', level: 2 },
      { value: 'Html comment id', id: 'html-md', level: 2 },
    ]);
    expect(html).toContain('<h2 id="html-md">Html comment id</h2>');
  });

  it('admonitions: `:::note Title` is text, `:::tip[Title]` an admonition', async () => {
    for (const [body, source] of [
      [MD_PAGE, 'md-page.md'],
      [MDX_OK, 'mdx-ok.mdx'],
    ] as const) {
      const { html } = await render(body, source);
      expect(html).toMatch(/<p>:::note Old title<\/p>\s*<p>Body one.<\/p>\s*<p>:::<\/p>/);
    }
    const { html } = await render(MD_PAGE, 'md-page.md');
    expect(html).toMatch(/<aside[^>]*>.*New title.*Body two\./s);
  });

  it('MDX: the comment form of a heading id', async () => {
    const { compiled } = await renderDoc(MDX_OK, { source: 'mdx-ok.mdx', markdownConfig: detect });
    expect(compiled.toc).toEqual([{ value: 'Comment id', id: 'comment-mdx', level: 2 }]);
  });
});
