// A Docusaurus site's code is tokenized as Docusaurus tokenizes it (plugins/mdx/prismHighlight.ts):
// tests/fixtures/sites/prism-highlight (github in light mode, dracula in dark mode; js, tsx, bash,
// json, yaml, python, diff, java, php and a language Prism does not know, a `<CodeBlock>` written
// in JSX) built by Docusaurus 3.8.1 once: docusaurus-3.8.1.json holds each block's `pre` style and
// each token's class, text and inline style as its HTML had them. Ours must give every token the
// same class and text, and, through the theme stylesheet's classes (no style attribute), the same
// declarations in light mode. Before: the tokens were Shiki's (`shl-…` classes, no `token`).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { themes } from 'prism-react-renderer';
import { builtFixture, fixturePath } from '../../fixtureSite.js';
import { highlight, parseCodeMeta } from '../../../../plugins/mdx/rehypeCodeBlocks.js';
import {
  prismHighlight,
  prismThemeCss,
  prismTokens,
} from '../../../../plugins/mdx/prismHighlight.js';

type Token = [classes: string, text: string, style: string];
interface Block {
  pre: string;
  lines: Token[][];
}

const DOCUSAURUS = JSON.parse(
  readFileSync(join(fixturePath('prism-highlight'), 'docusaurus-3.8.1.json'), 'utf8'),
) as Block[];

const built = builtFixture('prism-highlight', { under: 'os', timeout: 180_000 });
/** The fixture's config: github and dracula, four added languages. */
const PRISM = {
  theme: themes.github,
  darkTheme: themes.dracula,
  additionalLanguages: ['java', 'bash', 'diff', 'php'],
};

/** Each class's declarations in light mode (and in both), from the fixture's themes' stylesheet. */
function lightDeclarations(): Map<string, string> {
  const css = prismThemeCss(PRISM);
  const out = new Map<string, string>();
  for (const m of css.matchAll(
    /^(?::root:not\(\[data-theme='dark'\]\) )?\.prism-code \.(prl-[0-9a-z]+)\{([^}]*)\}$/gm,
  ))
    out.set(m[1]!, m[2]!);
  return out;
}

/** The built stylesheets. */
function builtCss(): string {
  const dir = join(built.outDir, 'assets/css');
  return readdirSync(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
}

const sorted = (style: string) =>
  style
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .sort();

function ourBlocks(): {
  pre: Element;
  lines: { token: Element; classes: string; text: string }[][];
}[] {
  const doc = new JSDOM(readFileSync(join(built.outDir, 'index.html'), 'utf8')).window.document;
  return [...doc.querySelectorAll('article pre')].map((pre) => ({
    pre,
    lines: [...pre.querySelectorAll('.token-line')].map((line) =>
      [...line.querySelectorAll('.token')].map((token) => ({
        token,
        // As written: a token's types may name one twice (`string variable parameter variable`).
        classes: (token.getAttribute('class') ?? '')
          .split(' ')
          .filter((c) => !/^pr[ld]-/.test(c))
          .join(' '),
        text: token.textContent ?? '',
      })),
    ),
  }));
}

describe('code highlighted as Docusaurus highlights it', () => {
  it("gives every token Docusaurus's classes and text, block by block and line by line", () => {
    const ours = ourBlocks();
    expect(ours.length).toBe(DOCUSAURUS.length);
    ours.forEach((block, i) => {
      expect(
        block.lines.map((l) => l.map((t) => [t.classes, t.text])),
        `block ${i + 1}`,
      ).toEqual(DOCUSAURUS[i]!.lines.map((l) => l.map(([classes, text]) => [classes, text])));
    });
  });

  it("gives every token Docusaurus's declarations in light mode, by classes only", () => {
    const declarations = lightDeclarations();
    const css = builtCss();
    const ours = ourBlocks();
    ours.forEach((block, i) => {
      expect(block.pre.querySelector('[style]'), `block ${i + 1}`).toBeNull();
      const got = block.lines.map((l) =>
        l.map(({ token }) =>
          sorted(
            [...token.classList]
              .filter((c) => c.startsWith('prl-'))
              .map((c) => declarations.get(c) ?? `${c} has no rule`)
              .join(';'),
          ),
        ),
      );
      const want = DOCUSAURUS[i]!.lines.map((l) => l.map(([, , style]) => sorted(style)));
      expect(got, `block ${i + 1}`).toEqual(want);
      // The built stylesheet has each class's rule.
      for (const line of block.lines)
        for (const { token } of line)
          for (const c of token.classList)
            if (/^pr[ld]-/.test(c)) expect(css, c).toContain(`.${c}{`);
    });
  });

  it("gives the block the theme's plain colour and background in light mode", () => {
    const pre =
      /:root:not\(\[data-theme='dark'\]\) \.theme-code-block pre\.prism-code\{([^}]*)\}/.exec(
        prismThemeCss(PRISM),
      );
    expect(sorted(pre?.[1] ?? '')).toEqual(sorted(DOCUSAURUS[0]!.pre));
  });
});

describe("a site's Prism", () => {
  it("keeps one site's additional languages from another's", () => {
    const java = 'class A { int b; }';
    expect(
      prismTokens(java, 'java', ['java'])
        .flat()
        .some((t) => t.types[0] !== 'plain'),
    ).toBe(true);
    expect(
      prismTokens(java, 'java', [])
        .flat()
        .map((t) => t.types),
    ).toEqual([['plain']]);
  });

  it('loads markup-templating before php, as Docusaurus does', () => {
    // php's tokenize hooks use markup-templating's: without it, they throw.
    const tokens = prismTokens('<?php echo 1; ?>', 'php', ['php']).flat();
    expect(tokens.map((t) => t.types.join(' '))).toEqual(
      expect.arrayContaining(['delimiter important', 'keyword', 'number']),
    );
  });

  it("is the highlighter's path for a site with code.prism, its blocks under .prism-code", async () => {
    const pair = { light: 'github-light', dark: 'dracula', prism: PRISM };
    const pre = await highlight('const a = 1;', 'js', parseCodeMeta(''), { theme: pair });
    expect(pre.properties.className).toEqual(['prism-code', 'language-js']);
    const marked = await highlight('const a = 1;', 'js', parseCodeMeta(''), {
      theme: pair,
      docusaurusMarkup: true,
    });
    expect(marked.properties.className).toEqual([
      'prism-code',
      'language-js',
      'codeBlock_dv',
      'thin-scrollbar',
    ]);
  });

  it('numbers the lines from the start line and gives them their classes', () => {
    const pre = prismHighlight('a\n\nb', 'text', {
      prism: { theme: themes.github, darkTheme: themes.dracula, additionalLanguages: [] },
      lineClasses: new Map([[2, ['theme-code-block-highlighted-line']]]),
      startLine: 5,
    });
    const code = pre.children[0] as { children: { type: string; properties?: object }[] };
    const lines = code.children.filter((c) => c.type === 'element');
    expect(lines.map((l) => l.properties)).toEqual([
      { className: ['line'], 'data-line': 5 },
      { className: ['line'], 'data-line': 6 },
      { className: ['line', 'theme-code-block-highlighted-line'], 'data-line': 7 },
    ]);
  });
});
