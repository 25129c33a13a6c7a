// HTML comments in MDX (remarkComments.ts). Each expected HTML is what Docusaurus 3.8.1 renders for
// the same source (its mdx-loader with the default `markdown` config), whitespace as it prints it.
import { describe, expect, it } from 'vitest';
import { isBuildError } from '../../../../plugins/diagnostics.js';
import { renderDoc } from './renderDoc.js';

const html = async (body: string) => (await renderDoc(body)).html.replace(/\n/g, '');

describe('HTML comments', () => {
  it('drops a comment inside a line, over several lines, and after a list marker', async () => {
    expect(await html('a <!-- spans\nlines --> b\n\n- item <!-- c -->\n- <!-- d --> two\n')).toBe(
      '<p>a  b</p><ul><li>item </li><li>two</li></ul>',
    );
  });

  it('drops a comment block, blank lines and headings inside it included, and keeps them out of the TOC', async () => {
    const { html: out, compiled } = await renderDoc(
      '## Shown\n\n<!--\n\n## Hidden\n\n-->\n\n<!-- a --> <!-- b -->\n\n## After\n',
    );
    expect(out.replace(/\n/g, '')).toBe('<h2 id="shown">Shown</h2><h2 id="after">After</h2>');
    expect(compiled.toc.map((t) => t.id)).toEqual(['shown', 'after']);
  });

  it('starts a new block with what follows a comment on its line', async () => {
    expect(await html('<!-- x --> after\n')).toBe('<p>after</p>');
  });

  it('accepts dashes inside and before the close', async () => {
    expect(await html('x <!-- a -- b --> y\n\nz <!--- three ---> w\n')).toBe(
      '<p>x  y</p><p>z  w</p>',
    );
  });

  it('drops comments in blockquotes and between JSX children', async () => {
    expect(await html('> <!-- quote -->\n> q\n\n<div>\n<!-- in jsx -->\nx\n</div>\n')).toBe(
      '<blockquote><p>q</p></blockquote><div><p>x</p></div>',
    );
  });

  it('leaves code alone', async () => {
    expect(await html('```js\n<!-- in code -->\n```\n\n`<!-- inline -->`\n')).toContain(
      '&lt;!-- in code --&gt;',
    );
    expect(await html('`<!-- inline -->`\n')).toBe('<p><code>&lt;!-- inline --&gt;</code></p>');
  });

  it('fails at the position of an unclosed comment, as Docusaurus does', async () => {
    let error: unknown;
    try {
      await renderDoc('text\n\na <!-- unclosed\n\nb\n');
    } catch (e) {
      error = e;
    }
    expect(isBuildError(error)).toBe(true);
    const d = (error as { diagnostics: { line?: number; column?: number; message: string }[] })
      .diagnostics[0]!;
    expect([d.line, d.column]).toEqual([3, 4]);
    expect(d.message).toMatch(/before name/);
  });
});
