// A heading holding an MDX expression (`## A {/* note */}`): Docusaurus 3.10 (and 3.8.1) slugs its
// Markdown text, which holds the expression's source, and lists that text in the TOC; the heading
// itself shows what the expression renders. Expected values: the same source through 3.10's
// mdx-loader `headings` and `toc` remark plugins (a comment starting with `#` is an explicit id in
// 3.10, remarkHeadingIds.ts).
import { describe, expect, it } from 'vitest';
import { renderDoc } from './renderDoc.js';

const SOURCE = [
  '## A {/* note */}',
  '## B {/* #bee */}',
  '## C {/* x */} D',
  '## E {1 + 1}',
  "## F {'str'}",
].join('\n\n');

describe('headings with MDX expressions', () => {
  it("take Docusaurus's ids and TOC text, and render the expression's value", async () => {
    const { html, compiled } = await renderDoc(`${SOURCE}\n`);
    expect(compiled.toc).toEqual([
      { value: 'A /* note */', id: 'a--note-', level: 2 },
      { value: 'B', id: 'bee', level: 2 },
      { value: 'C /* x */ D', id: 'c--x--d', level: 2 },
      { value: 'E 1 + 1', id: 'e-1--1', level: 2 },
      { value: "F 'str'", id: 'f-str', level: 2 },
    ]);
    expect(html.replace(/\n/g, '')).toBe(
      '<h2 id="a--note-">A </h2><h2 id="bee">B</h2><h2 id="c--x--d">C  D</h2>' +
        '<h2 id="e-1--1">E 2</h2><h2 id="f-str">F str</h2>',
    );
  });
});
