// Docusaurus's markdown.format ('mdx', 'md', 'detect') and a doc's own `mdx.format` in its front
// matter (markdownFormat.ts, as Docusaurus 3.8.1's mdx-loader decides it), and what each compiles
// to: CommonMark leaves `{` and `<` as text and parses raw HTML; MDX reads them as code.
import { describe, expect, it } from 'vitest';
import { isBuildError } from '../../../../plugins/diagnostics.js';
import { parseFrontMatter } from '../../../../plugins/docs/frontMatter.js';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import { frontMatterFormat, resolveFormat } from '../../../../plugins/mdx/markdownFormat.js';
import { renderDoc } from './renderDoc.js';

describe('which format a doc compiles as', () => {
  it('follows the site setting, then the front matter, and detect reads the extension', () => {
    expect(resolveFormat('a.md', undefined)).toBe('mdx');
    expect(resolveFormat('a.md', undefined, 'md')).toBe('md');
    expect(resolveFormat('a.mdx', undefined, 'md')).toBe('md');
    expect(resolveFormat('a.md', undefined, 'detect')).toBe('md');
    expect(resolveFormat('a.markdown', undefined, 'detect')).toBe('md');
    expect(resolveFormat('a.mdx', undefined, 'detect')).toBe('mdx');
    // The doc's own format wins over the site's, and its 'detect' reads the extension.
    expect(resolveFormat('a.md', 'mdx', 'md')).toBe('mdx');
    expect(resolveFormat('a.mdx', 'md', 'mdx')).toBe('md');
    expect(resolveFormat('a.md', 'detect', 'mdx')).toBe('md');
  });

  it('reads mdx.format from the front matter, which rejects other values at their line', () => {
    const { frontMatter } = parseFrontMatter('---\ntitle: A\nmdx:\n  format: md\n---\n', 'a.md');
    expect(frontMatterFormat(frontMatter)).toBe('md');
    expect(frontMatterFormat(parseFrontMatter('---\ntitle: A\n---\n', 'a.md').frontMatter)).toBe(
      undefined,
    );
    let error: unknown;
    try {
      parseFrontMatter('---\ntitle: A\nmdx:\n  format: html\n---\n', 'a.md');
    } catch (e) {
      error = e;
    }
    expect(isBuildError(error)).toBe(true);
    const d = (error as { diagnostics: { line?: number; message: string }[] }).diagnostics[0]!;
    expect(d.line).toBe(3);
    expect(d.message).toMatch(/mdx/);
  });
});

const TEXT = '# Title\n\nA {brace}, a <b>bold</b> word and a <span title="t">span</span>.\n';

describe('compiling as CommonMark', () => {
  it('keeps braces as text and parses raw HTML, where MDX would fail', async () => {
    const md = await renderDoc(TEXT, { source: 'a.md', markdownConfig: { format: 'md' } });
    expect(md.html).toContain('A {brace}, a <b>bold</b> word and a <span title="t">span</span>.');
    await expect(renderDoc(TEXT, { source: 'a.md' })).rejects.toThrow(/brace/);
  });

  it("compiles .md as CommonMark and .mdx as MDX with 'detect'", async () => {
    const markdownConfig = { format: 'detect' } as const;
    const md = await renderDoc(TEXT, { source: 'a.md', markdownConfig });
    expect(md.html).toContain('{brace}');
    const mdx = await renderDoc('# T\n\nSum: {1 + 1}\n', { source: 'b.mdx', markdownConfig });
    expect(mdx.html).toContain('Sum: 2');
  });

  it('honours a doc that asks for CommonMark in a site of MDX, and the reverse', async () => {
    const md = await renderDoc(TEXT, { source: 'a.mdx', frontMatterFormat: 'md' });
    expect(md.html).toContain('{brace}');
    const mdx = await renderDoc('# T\n\nSum: {1 + 1}\n', {
      source: 'a.md',
      markdownConfig: { format: 'md' },
      frontMatterFormat: 'mdx',
    });
    expect(mdx.html).toContain('Sum: 2');
  });

  it("keeps the generator's Markdown features: heading ids, admonitions, comments, TOC", async () => {
    const { html, compiled } = await renderDoc(
      '# T\n\n<!-- hidden -->\n\n## Setup {#set-up}\n\n:::note\nA <i>tip</i>.\n:::\n',
      { source: 'a.md', markdownConfig: { format: 'md' } },
    );
    expect(html).toContain('<h2 id="set-up">Setup</h2>');
    expect(html).toContain('<aside data-type="note">');
    expect(html).toContain('A <i>tip</i>.');
    expect(html).not.toContain('hidden');
    expect(compiled.toc).toEqual([{ value: 'Setup', id: 'set-up', level: 2 }]);
  });

  it('compiles the text as it is, without the renderer', async () => {
    const input = {
      body: TEXT,
      filePath: '/site/docs/a.md',
      source: 'a.md',
      staticDirs: ['/site/static'],
      permalinkBySource: new Map<string, string>(),
    };
    const md = await compileDoc({ ...input, markdownConfig: { format: 'md' } });
    expect(md.code).toMatch(/"A \{brace\}, a "/);
  });

  // authcrunch (`markdown.format: 'mdx'`) writes `<https://…>` in a .md file: MDX 3.1 (Docusaurus
  // 3.9.2's, whose build fails on it too) reads a tag `https:`. The error names the position and
  // says what to write instead.
  it('fails on a CommonMark autolink read as MDX at its position, with a hint, and keeps it as md', async () => {
    const body = '# T\n\nSee here <https://example.com/a/b>.\n';
    const input = {
      body,
      filePath: '/site/docs/a.md',
      source: 'a.md',
      staticDirs: ['/site/static'],
      permalinkBySource: new Map<string, string>(),
    };
    let error: unknown;
    try {
      await compileDoc({ ...input, markdownConfig: { format: 'mdx' } });
    } catch (e) {
      error = e;
    }
    expect(isBuildError(error)).toBe(true);
    const d = (error as { diagnostics: { line?: number; column?: number; hint?: string }[] })
      .diagnostics[0]!;
    expect([d.line, d.column]).toEqual([3, 17]); // the "/" after `https:`
    expect(d.hint).toMatch(/autolink <https:\/\/…> is not MDX .*\[text\]\(https:\/\/…\)/);
    const md = await renderDoc(body, { source: 'a.md', markdownConfig: { format: 'md' } });
    expect(md.html).toContain('<a href="https://example.com/a/b">https://example.com/a/b</a>');
  });
});
