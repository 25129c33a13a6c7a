// tests/fixtures/sites/runtime-codeblock: `<CodeBlock language="…">{text}</CodeBlock>` whose text
// is known only when the page runs (a prop of a page's component, as on Sequelize's home page; a
// module's string and an exported constant in a doc). Docusaurus 3.8.1 built the fixture once: its
// theme draws every CodeBlock with prism-react-renderer's Prism and the site's Prism theme (the
// tokens below are what it wrote); a bash block stayed plain (bash is not in Prism's bundle). Ours
// tokenizes them in the pre-render by the same Prism, with the build's markup and colour classes,
// through a chunk only the pages showing such a block load (src/theme/mdx/runtimePrism.ts). Before:
// plain text (fix37), then Shiki's tokens with the Shiki theme closest to the site's (fix58 made
// them Prism's).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { declarationClass } from '../../../src/shared/prismMarkup.js';
import { builtFixture } from '../fixtureSite.js';

/** A token: its types (`token <types>`), its text, and the style Docusaurus wrote inline. */
type Token = [types: string, text: string, style: string];

/** What Docusaurus 3.8.1 wrote for the home page's js block (palenight, its default theme). */
const DOCUSAURUS_HOME_JS: Token[] = [
  ['keyword', 'const', 'font-style:italic'],
  ['plain', ' shelf ', ''],
  ['operator', '=', 'color:rgb(137, 221, 255)'],
  ['plain', ' ', ''],
  ['keyword control-flow', 'await', 'font-style:italic'],
  ['plain', ' kiln', ''],
  ['punctuation', '.', 'color:rgb(199, 146, 234)'],
  ['method function property-access', 'load', 'color:rgb(130, 170, 255)'],
  ['punctuation', '(', 'color:rgb(199, 146, 234)'],
  ['punctuation', '{', 'color:rgb(199, 146, 234)'],
  ['plain', ' ', ''],
  ['literal-property property', 'pieces', ''],
  ['operator', ':', 'color:rgb(137, 221, 255)'],
  ['plain', ' ', ''],
  ['number', '12', 'color:rgb(247, 140, 108)'],
  ['plain', ' ', ''],
  ['punctuation', '}', 'color:rgb(199, 146, 234)'],
  ['punctuation', ')', 'color:rgb(199, 146, 234)'],
  ['punctuation', ';', 'color:rgb(199, 146, 234)'],
  ['plain', '', ''],
  ['plain', '', ''],
  ['keyword control-flow', 'if', 'font-style:italic'],
  ['plain', ' ', ''],
  ['punctuation', '(', 'color:rgb(199, 146, 234)'],
  ['plain', 'shelf', ''],
  ['punctuation', '.', 'color:rgb(199, 146, 234)'],
  ['property-access', 'full', ''],
  ['punctuation', ')', 'color:rgb(199, 146, 234)'],
  ['plain', ' ', ''],
  ['keyword control-flow', 'return', 'font-style:italic'],
  ['plain', ' ', ''],
  ['string', "'ready'", 'color:rgb(195, 232, 141)'],
  ['punctuation', ';', 'color:rgb(199, 146, 234)'],
];

/** The token types and texts Docusaurus 3.8.1 wrote for the doc's python block (a module's string). */
const DOCUSAURUS_GLAZE: [string, string][] = [
  ['keyword', 'def'],
  ['plain', ' '],
  ['function', 'mix'],
  ['punctuation', '('],
  ['plain', 'parts'],
  ['punctuation', ')'],
  ['punctuation', ':'],
  ['plain', ''],
  ['plain', '    '],
  ['keyword', 'return'],
  ['plain', ' '],
  ['builtin', 'sum'],
  ['punctuation', '('],
  ['plain', 'parts'],
  ['punctuation', ')'],
  ['plain', ' '],
  ['operator', '/'],
  ['plain', ' '],
  ['builtin', 'len'],
  ['punctuation', '('],
  ['plain', 'parts'],
  ['punctuation', ')'],
];

const { outDir } = builtFixture('runtime-codeblock', { timeout: 180_000 });
const page = (path: string) => readFileSync(join(outDir, path, 'index.html'), 'utf8');
let home = '';
let firing = '';

beforeAll(() => {
  home = page('');
  firing = page('docs/firing');
});

/** The `pre` blocks of a page's HTML. */
const pres = (html: string) => [...html.matchAll(/<pre\b[^>]*>[\s\S]*?<\/pre>/g)].map((m) => m[0]);
/** A block's Prism tokens: their types, text and colour classes (`prl-…`, `prd-…`). */
function tokens(pre: string): { types: string; text: string; colours: string[] }[] {
  return [...pre.matchAll(/<span class="token ([^"]*)">([^<]*)<\/span>/g)].map((m) => {
    const classes = m[1]!.split(' ');
    return {
      types: classes.filter((c) => !/^pr[ld]-/.test(c)).join(' '),
      text: m[2]!.replace(/&#x27;/g, "'"),
      colours: classes.filter((c) => /^pr[ld]-/.test(c)),
    };
  });
}

describe('a CodeBlock whose text is known only when the page runs', () => {
  it("is tokenized in the pre-render of a page's component (a prop) by Prism, as Docusaurus's", () => {
    const [js, bash] = pres(home);
    const got = tokens(js!);
    expect(got.map((t) => [t.types, t.text])).toEqual(
      DOCUSAURUS_HOME_JS.map(([ty, te]) => [ty, te]),
    );
    // Its colours: the classes of the declarations Docusaurus wrote inline, in light mode (and the
    // same theme's in dark mode, the site having no darkTheme), as a fence's tokens have them.
    got.forEach((t, i) => {
      const style = DOCUSAURUS_HOME_JS[i]![2];
      const decls = style ? style.split(';') : [];
      expect(t.colours, t.text).toEqual([
        ...decls.map((d) => declarationClass('light', d)),
        ...decls.map((d) => declarationClass('dark', d)),
      ]);
    });
    expect(js).toMatch(/^<pre class="prism-code language-js codeBlock_dv thin-scrollbar"/);
    // A language the site's Prism lacks stays plain, as there.
    expect(tokens(bash!).map((t) => [t.types, t.text])).toEqual([
      ['plain', 'kiln fire --cone 6 --hold 15'],
    ]);
  });

  it("is tokenized in a doc (a module's string, an exported constant) as a fence of its language is", () => {
    const [glaze, shelf, fence] = pres(firing);
    expect(tokens(glaze!).map((t) => [t.types, t.text])).toEqual(DOCUSAURUS_GLAZE);
    // The build's own highlighting of the same line (a fence): the same tokens and classes.
    expect(tokens(shelf!)).toEqual(tokens(fence!));
    expect(tokens(fence!).length).toBeGreaterThan(0);
  });

  it('loads its highlighter only where a page shows such a block, never in a first load', () => {
    const assets = readdirSync(join(outDir, 'assets'));
    const chunk = assets.find((f) => /^runtimePrism-.*\.js$/.test(f));
    // Shiki's highlighter is not built for a Prism site.
    expect(assets.filter((f) => /^runtimeHighlight-/.test(f))).toEqual([]);
    expect(chunk).toBeDefined();
    for (const html of [home, firing, page('docs/cooling')]) expect(html).not.toContain(chunk);
  });
});
