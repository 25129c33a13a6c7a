// `mdx-code-block` fences (mdxCodeBlocks.ts). Expected HTML: what Docusaurus 3.8.1 renders for the
// same source.
import { describe, expect, it } from 'vitest';
import { isBuildError } from '../../../../plugins/diagnostics.js';
import { unwrapMdxCodeBlocks } from '../../../../plugins/mdx/mdxCodeBlocks.js';
import { renderDoc } from './renderDoc.js';

const SOURCE = [
  '# T', // 1
  '', // 2
  'Intro:', // 3
  '```mdx-code-block', // 4
  '<div className="x">', // 5
  '', // 6
  '**bold**', // 7
  '', // 8
  '</div>', // 9
  '```', // 10
  '', // 11
  '````mdx-code-block', // 12
  '<span>four</span>', // 13
  '', // 14
  '```js', // 15
  'code();', // 16
  '```', // 17
  '````', // 18
  '', // 19
  '  ```  mdx-code-block', // 20
  '  <em>indented</em>', // 21
  '  ```', // 22
  '', // 23
  'end', // 24
].join('\n');

describe('mdx-code-block', () => {
  it('removes the fence lines of three- and four-backtick fences and keeps the content', () => {
    const { text } = unwrapMdxCodeBlocks(SOURCE);
    expect(text).toBe(
      [
        '# T',
        '',
        'Intro:',
        '<div className="x">',
        '',
        '**bold**',
        '',
        '</div>',
        '',
        '<span>four</span>',
        '',
        '```js',
        'code();',
        '```',
        '',
        '  <em>indented</em>',
        '',
        'end',
      ].join('\n'),
    );
  });

  it('maps every line of the result back to its line in the source', () => {
    const { text, sourceLine } = unwrapMdxCodeBlocks(SOURCE);
    const lines = SOURCE.split('\n');
    text.split('\n').forEach((line, i) => expect(lines[sourceLine(i + 1) - 1]).toBe(line));
  });

  it('leaves other fences and a source without one as they are', () => {
    const plain = '```md\nmdx-code-block\n```\n\n```jsx mdx-code-block\n<X />\n```\n';
    expect(unwrapMdxCodeBlocks(plain).text).toBe(plain);
    expect(unwrapMdxCodeBlocks('no fence').sourceLine(3)).toBe(3);
  });

  it('renders the content as MDX, as Docusaurus does', async () => {
    const { html } = await renderDoc(SOURCE);
    expect(html.replace(/\n/g, '')).toBe(
      '<h1 id="t">T</h1><p>Intro:</p><div class="x"><p><strong>bold</strong></p></div><span>four</span><pre><code>code();</code></pre><em>indented</em><p>end</p>',
    );
  });

  it('reports an error inside an unwrapped fence at its line in the file', async () => {
    let error: unknown;
    try {
      await renderDoc('a\n\n```mdx-code-block\n<div>\n\nx {(} y\n\n</div>\n```\n\nb\n');
    } catch (e) {
      error = e;
    }
    expect(isBuildError(error)).toBe(true);
    const d = (error as { diagnostics: { line?: number; column?: number }[] }).diagnostics[0]!;
    expect(d.line).toBe(6);
  });

  it('reports a warning after an unwrapped fence at its line in the file', async () => {
    const { compiled } = await renderDoc(
      'a\n\n```mdx-code-block\n<div>\n\nx\n\n</div>\n```\n\n[gone](./missing.md)\n',
    );
    expect(compiled.warnings.map((w) => [w.line, w.column])).toEqual([[11, 1]]);
  });
});
