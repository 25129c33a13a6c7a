// Markdown directives no plugin uses on a Docusaurus site (tests/fixtures/sites/unused-directives),
// as Docusaurus 3.8.1 built the fixture (2026-11-30): a text directive without label or
// attributes (`:plain`, `Note:this`) is text again; any other (`:guest[:mode]` inside
// 'host:guest[:mode]', as OpenHands' configuration page writes a mount, `:badge[new]{.tag}`,
// `::spacer[gap]`, `::bare`, an unknown `:::sidebar`) is drawn as a <div> of its content, the
// name gone, and the build warns "Docusaurus found 5 unused Markdown directives in file
// docs/index.md" listing `:guest (3:23)`, `:badge (5:3)`, `::spacer (7:1)`, `::bare (9:1)`,
// `:::sidebar (11:1)`. Docusaurus's HTML minifier then closes the <p> before each <div>, as the
// browser's parser does with ours.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../../plugins/diagnostics.js';
import { builtFixture } from '../../fixtureSite.js';

const warned: Diagnostic[] = [];
const built = builtFixture('unused-directives', {
  timeout: 180_000,
  build: {
    reporter: { stage: () => undefined, progress: () => undefined, warn: (d) => warned.push(d) },
  },
});

describe('unused Markdown directives on a Docusaurus site', () => {
  it('are drawn as Docusaurus draws them', () => {
    const html = built.read('index.html');
    expect(html).toContain('Mounts look like &#x27;host<div>:mode</div>&#x27;, at 10');
    expect(html).toMatch(/Note(<!-- -->)?:this/);
    expect(html).toContain('A <div>new</div> word and <!-- -->:plain<!-- --> here.');
    expect(html).toContain('<div>gap</div>\n<div></div>\n<div><p>Kept content.</p></div>');
  });

  it('are warned about at their line and column, as Docusaurus lists them', () => {
    built.result();
    const unused = warned
      .filter((w) => w.message.startsWith('unused Markdown directive'))
      .map((w) => `${/"(:+\w+)"/.exec(w.message)?.[1]} (${w.line}:${w.column})`);
    expect(unused).toEqual([
      ':guest (3:23)',
      ':badge (5:3)',
      '::spacer (7:1)',
      '::bare (9:1)',
      ':::sidebar (11:1)',
    ]);
  });
});
