// A site of .md docs written as Docusaurus sites write them (tests/fixtures/sites/markdown-compat):
// HTML comments and mdx-code-block fences. The page's heading ids, TOC and visible text are those
// Docusaurus 3.8.1 renders for the same files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../../fixtureSite.js';

const { siteDir } = builtFixture('markdown-compat', {
  under: 'os',
  filter: (src) => !/\/(build|\.cache)$/.test(src),
  timeout: 120_000, // a whole build: more than the 10 s default on a busy machine
});

/** The article's HTML, its text (tags and React's text separators removed) and its TOC's ids. */
function page(route: string) {
  const html = readFileSync(join(siteDir, 'build', route, 'index.html'), 'utf8');
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  const text = article
    .replace(/<!-- -->/g, '')
    .replace(/<a [^>]*class="hash-link"[^>]*>[^<]*<\/a>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const toc = html.slice(html.indexOf('<ul class="table-of-contents'));
  return {
    article,
    text,
    headings: [...article.matchAll(/<h[2-6] id="([^"]+)"/g)].map((m) => m[1]),
    toc: [...toc.matchAll(/href="#([^"]+)" class="table-of-contents__link/g)].map((m) => m[1]),
  };
}

describe('Docusaurus Markdown in .md docs', () => {
  it('drops HTML comments, in blocks and in text, and keeps {#id} headings', () => {
    const p = page('notes');
    expect(p.article).not.toContain('Maintainers');
    expect(p.article).not.toContain('Draft section');
    expect(p.headings).toEqual(['stations']);
    expect(p.toc).toEqual(['stations']);
    expect(p.text).toContain(
      'Readings are logged hourly at each station. Station list North ridge South valley Two stations report daily.',
    );
  });

  it('unwraps mdx-code-block fences into the JSX they hold', () => {
    const p = page('shared-tabs');
    expect(p.article).not.toContain('mdx-code-block');
    expect(p.article).toContain('role="tablist"');
    expect(p.text).toMatch(/Linux .*macOS/);
    expect(p.headings).toEqual(['linux-steps', 'macos-steps']);
    expect(p.text).toContain('Install the logger with the package manager.');
  });
});
