// A doc that asks for plain Markdown in its front matter fails at that key (markdownFormat.ts):
// every doc is compiled as MDX, Docusaurus's default.
import { describe, expect, it } from 'vitest';
import { isBuildError } from '../../../../plugins/diagnostics.js';
import { parseFrontMatter } from '../../../../plugins/docs/frontMatter.js';
import { unsupportedFormat } from '../../../../plugins/mdx/markdownFormat.js';

describe('markdown format', () => {
  it('accepts mdx, and detect for an .mdx file', () => {
    expect(unsupportedFormat(undefined, 'a.md')).toBeUndefined();
    expect(unsupportedFormat('mdx', 'a.md')).toBeUndefined();
    expect(unsupportedFormat('detect', 'a.mdx')).toBeUndefined();
    expect(unsupportedFormat('detect', 'a.md')).toBe('detect');
    expect(unsupportedFormat('md', 'a.mdx')).toBe('md');
  });

  it('fails at the format key of a doc that asks for plain Markdown', () => {
    let error: unknown;
    try {
      parseFrontMatter('---\ntitle: Plain\nformat: md\n---\n\nText {x}\n', '/site/docs/plain.md');
    } catch (e) {
      error = e;
    }
    expect(isBuildError(error)).toBe(true);
    const d = (error as { diagnostics: { line?: number; column?: number; message: string }[] })
      .diagnostics[0]!;
    expect([d.line, d.column]).toEqual([3, 1]);
    expect(d.message).toMatch(/format: md/);
  });
});
