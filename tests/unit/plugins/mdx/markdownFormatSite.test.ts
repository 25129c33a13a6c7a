// A site built with markdown.format 'detect' (tests/fixtures/sites/markdown-format): each page
// shows its text as Docusaurus 3.8.1 parses it, CommonMark for .md, MDX for .mdx and for a .md file
// whose front matter says `mdx: { format: mdx }`. The expected text, elements and heading ids are
// those of Docusaurus 3.8.1's build of the same docs with the same `markdown.format`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../../fixtureSite.js';

const { siteDir } = builtFixture('markdown-format', { under: 'os', timeout: 120_000 });

const article = (route: string) => {
  const html = readFileSync(join(siteDir, 'build', route, 'index.html'), 'utf8');
  return html.slice(html.indexOf('<article'), html.indexOf('</article>')).replace(/<!-- -->/g, '');
};

describe("markdown.format 'detect'", () => {
  it('shows a .md page as CommonMark: braces and a stray < as text, raw HTML as elements', () => {
    const a = article('plain');
    expect(a).toContain('Set the interval to {minutes} in the ');
    expect(a).toContain('a&lt;b.');
    // `<config>` is an (unknown) HTML tag in CommonMark: an element, as Docusaurus renders it.
    expect(a).toMatch(/<config> file, or use a value like a&lt;b\.[\s\S]*<\/config>/);
    expect(a).toMatch(/<details[^>]*>[\s\S]*Why braces\?[\s\S]*placeholders as \{name\}/);
    expect(a).not.toContain('a comment');
    expect(a).toMatch(/<h2[^>]* id="wiring"/);
    expect(a).toMatch(/<table>[\s\S]*Power/);
  });

  it('shows a .mdx page as MDX, and a .md page that asks for MDX as MDX', () => {
    expect(article('expression')).toContain('The modem retries 3 times.');
    expect(article('opted-in')).toContain('A .md file that asks for MDX: 3 is three.');
  });
});
