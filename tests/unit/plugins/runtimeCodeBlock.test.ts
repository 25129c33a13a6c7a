// tests/fixtures/sites/runtime-codeblock: `<CodeBlock language="…">{text}</CodeBlock>` whose text
// is known only when the page runs (a prop of a page's component, as on Sequelize's home page; a
// module's string and an exported constant in a doc). Docusaurus 3.8.1 built the fixture once: its
// Prism highlighted each such block at render (the token types below are what it wrote); a bash
// block stayed plain (bash is not in prism-react-renderer's bundle). Ours highlights them in the
// pre-render with the build's themes and classes, through a highlighter chunk that only the pages
// showing such a block load (src/theme/mdx/runtimeCode.tsx). Before: each was plain text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtFixture } from '../fixtureSite.js';

/** Prism's token types in what Docusaurus 3.8.1 wrote, by the token's text. */
const DOCUSAURUS = {
  home: {
    const: 'keyword',
    await: 'keyword control-flow',
    load: 'method function property-access',
  },
  glaze: { def: 'keyword', return: 'keyword', sum: 'builtin', len: 'builtin' },
  /** The bash block: one plain token. */
  bashTokens: ['plain'],
};

const { outDir } = builtFixture('runtime-codeblock', { timeout: 180_000 });
const page = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');
let home = '';
let firing = '';

beforeAll(() => {
  home = page('');
  firing = page('docs/firing');
});

/** A token's classes from the Shiki theme (palenight's, Docusaurus's default: some italic). */
const SHIKI_CLASSES = /^shl-\w+( shl-italic)? shd-\w+( shd-italic)?$/;

/** The `pre` blocks of a page's HTML. */
const pres = (html: string) => [...html.matchAll(/<pre\b[^>]*>[\s\S]*?<\/pre>/g)].map((m) => m[0]);
/** The classes of the token spans of a block, by their text (trimmed). */
function tokenClasses(pre: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of pre.matchAll(/<span class="([^"]*)">([^<]*)<\/span>/g))
    out.set(m[2]!.trim().replace(/&#x27;/g, "'"), m[1]!);
  return out;
}

describe('a CodeBlock whose text is known only when the page runs', () => {
  it("is highlighted in the pre-render of a page's component (a prop), as Prism does at render", () => {
    const [js, bash] = pres(home);
    const classes = tokenClasses(js!);
    // Docusaurus gives these words token types of their own: ours a colour other than plain text's.
    const plain = classes.get('kiln');
    expect(plain).toMatch(SHIKI_CLASSES);
    for (const word of Object.keys(DOCUSAURUS.home)) {
      expect(classes.get(word), word).toMatch(SHIKI_CLASSES);
      expect(classes.get(word), word).not.toBe(plain);
    }
    // A language the site's Prism lacks stays plain, as there.
    expect(DOCUSAURUS.bashTokens).toEqual(['plain']);
    expect(bash).toContain('<span>kiln fire --cone 6 --hold 15</span>');
  });

  it("is highlighted in a doc (a module's string, an exported constant) as a fence of its language is", () => {
    const [glaze, shelf, fence] = pres(firing);
    const classes = tokenClasses(glaze!);
    for (const word of Object.keys(DOCUSAURUS.glaze))
      expect(classes.get(word), word).toMatch(SHIKI_CLASSES);
    expect(classes.get('def')).not.toBe(classes.get('(parts):'));
    // The build's own highlighting of the same line is Prism's, as Docusaurus's (prismHighlight.ts);
    // this one stays Shiki's, with the Shiki theme closest to the site's: the same lines and text.
    expect(fence).toContain('<span class="token keyword');
    const lines = (pre: string) =>
      [
        ...pre.matchAll(
          /<span class="line[^"]*"[^>]*>([\s\S]*?)<\/span>(?=<span class="line|\n|<\/code>)/g,
        ),
      ].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
    expect(lines(shelf!)).toEqual(lines(fence!));
    expect(lines(fence!).length).toBeGreaterThan(0);
  });

  it('loads its highlighter only where a page shows such a block, never in a first load', () => {
    const assets = readdirSync(join(outDir, 'assets'));
    const chunk = assets.find((f) => /^runtimeHighlight-.*\.js$/.test(f));
    expect(chunk).toBeDefined();
    for (const html of [home, firing, page('docs/cooling')]) expect(html).not.toContain(chunk);
  });
});
