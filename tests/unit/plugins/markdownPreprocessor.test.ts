// tests/fixtures/sites/docusaurus-markdown-preprocessor: a Docusaurus config's
// `markdown.preprocessor` runs on every compiled file (a doc, an MDX page) before MDX reads it, as
// Docusaurus's mdx-loader runs it. Before, it was only noted as "not built yet" and its tags
// reached MDX as they were (CrowdSec's docs copy snippets with one).
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../plugins/diagnostics.js';
import { builtFixture } from '../fixtureSite.js';

const warnings: string[] = [];
const site = builtFixture('docusaurus-markdown-preprocessor', {
  timeout: 240_000,
  build: {
    reporter: {
      stage: () => {},
      progress: () => {},
      warn: (w: Diagnostic) => void warnings.push(w.message),
    },
  },
});
const article = (html: string) => /<article>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? html;

describe('markdown.preprocessor', () => {
  // The markers below are from Docusaurus 3.10.2's build of the fixture.
  it("gives MDX the function's text, with the file's path", () => {
    const html = article(site.read('docs/intro/index.html'));
    expect(html).toContain('<p><strong>high:</strong> 6.2 m at 04:10</p>');
    expect(html).toContain('<p><strong>low:</strong> 0.4 m at 10:25</p>');
    expect(html).toContain('<p>Written from intro.md.</p>');
    expect(html).toContain('<p><strong>spring:</strong> undefined</p>');
    expect(html).not.toContain('tide-table');
  });

  it('runs on pages, before the MDX 1 admonition title is read', () => {
    const html = site.read('notice/index.html');
    // The title is in the admonition's heading (Docusaurus: `…</span>Small craft</div>`).
    expect(html).toMatch(/class="admonitionHeading[^"]*">(?:(?!<\/div>)[\s\S])*Small craft/);
    expect(html).toContain('<strong>low:</strong> 0.4 m at 10:25');
    expect(html).toContain('From notice.mdx.');
    expect(html).not.toContain('tide-table');
  });

  it('is no longer reported as not built', () => {
    expect(warnings.filter((w) => w.includes('not built yet'))).toEqual([]);
  });
});
