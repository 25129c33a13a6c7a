// tests/fixtures/sites/codeblock-content-wrapper: a site's wrapper of `@theme/CodeBlock/Content`
// (a frame with the language around `@theme-original/CodeBlock/Content`, as crowdsec-docs has)
// and `<CodeBlock language="js">` blocks whose text is known only when the page runs (a page's
// template string, a doc's imported string). Docusaurus 3.10.2 built the fixture once: its Content
// draws every block with Prism, through the wrapper (the tokens below are what it wrote, its empty
// `token plain` spans left out, as our blocks have none). Ours drew such a block's lines as plain
// text when a part was overridden (the parts read the build's tokens only); now they are Prism's,
// in the pre-render, as a fence's are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtFixture } from '../fixtureSite.js';

/** The non-empty tokens (types, text) Docusaurus 3.10.2 wrote for the home page's block. */
const DOCUSAURUS_HOME: [string, string][] = [
  ['keyword', 'let'],
  ['plain', ' pass '],
  ['operator', '='],
  ['plain', ' '],
  ['number', '0'],
  ['punctuation', ';'],
  ['keyword control-flow', 'while'],
  ['plain', ' '],
  ['punctuation', '('],
  ['plain', 'pass '],
  ['operator', '<'],
  ['plain', ' '],
  ['number', '3'],
  ['punctuation', ')'],
  ['plain', ' pass'],
  ['operator', '++'],
  ['punctuation', ';'],
];

/** The same for the doc's block (a module's string). */
const DOCUSAURUS_WARP: [string, string][] = [
  ['keyword', 'const'],
  ['plain', ' warp '],
  ['operator', '='],
  ['plain', ' loom'],
  ['punctuation', '.'],
  ['method function property-access', 'thread'],
  ['punctuation', '('],
  ['number', '24'],
  ['punctuation', ')'],
  ['punctuation', ';'],
  ['keyword control-flow', 'if'],
  ['plain', ' '],
  ['punctuation', '('],
  ['plain', 'warp'],
  ['punctuation', '.'],
  ['property-access', 'tight'],
  ['punctuation', ')'],
  ['plain', ' '],
  ['keyword control-flow', 'return'],
  ['plain', ' '],
  ['string', "'weave'"],
  ['punctuation', ';'],
];

const { outDir } = builtFixture('codeblock-content-wrapper', { timeout: 180_000 });
const page = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');
let home = '';
let warp = '';

beforeAll(() => {
  home = page('');
  warp = page('docs/warp');
});

/** Each block the site's wrapper drew: its label and its `pre`. */
const frames = (html: string) =>
  [
    ...html.matchAll(
      /<div class="loom-frame"><span class="loom-frame__lang">([^<]*)<\/span>(<pre\b[^>]*>[\s\S]*?<\/pre>)/g,
    ),
  ].map((m) => ({ label: m[1], pre: m[2]! }));

/** A block's Prism tokens: their types (colour classes left out) and text. */
const tokens = (pre: string): [string, string][] =>
  [...pre.matchAll(/<span class="token ([^"]*)">([^<]*)<\/span>/g)].map((m) => [
    m[1]!
      .split(' ')
      .filter((c) => !/^pr[ld]-/.test(c))
      .join(' '),
    m[2]!.replace(/&#x27;/g, "'").replace(/&lt;/g, '<'),
  ]);

describe("a runtime CodeBlock drawn through a site's wrapper of CodeBlock/Content", () => {
  it("is tokenized by Prism in the pre-render of a page's component, as Docusaurus's", () => {
    const [block] = frames(home);
    expect(block?.label).toBe('JS');
    expect(block!.pre).toMatch(/^<pre class="prism-code language-js codeBlock_dv thin-scrollbar/);
    expect(tokens(block!.pre)).toEqual(DOCUSAURUS_HOME);
    // Its colours are the site's Prism theme's classes, as a fence's tokens have them.
    expect(block!.pre).toMatch(/<span class="token keyword prl-[\w-]+ prd-[\w-]+">let<\/span>/);
  });

  it("is tokenized in a doc (a module's string), the fence beside it as before", () => {
    const [runtime, fence] = frames(warp);
    expect(tokens(runtime!.pre)).toEqual(DOCUSAURUS_WARP);
    expect(tokens(fence!.pre).slice(0, 3)).toEqual([
      ['keyword', 'const'],
      ['plain', ' weft '],
      ['operator', '='],
    ]);
  });
});
