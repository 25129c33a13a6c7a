// Code blocks are tokenized once for both colour themes (codeTheme.ts's combined theme): the
// result must be what highlighting with each theme gives, span for span and class for class.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Code } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../../../plugins/docs/frontMatter.js';
import { hastToHtml } from 'shiki';
import {
  CODE_THEMES,
  codeThemeCss,
  codeThemeKey,
  combinedStyleToDual,
  combineThemes,
  getHighlighter,
} from '../../../../plugins/mdx/codeTheme.js';
import { highlight, parseCodeMeta } from '../../../../plugins/mdx/rehypeCodeBlocks.js';
import { preprocessMdx } from '../../../../plugins/mdx/preprocess.js';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

const SAMPLES: [string, string][] = [
  [
    'ts',
    "const reply = await fetch('https://api.example.com/v1/devices/380');\nconst body: { status: string } = await reply.json();\n// a comment\nconsole.log(`${body.status}`);",
  ],
  [
    'python',
    'import serial\n\ndef send(port: str) -> None:\n    """Send a text."""\n    with serial.Serial(port, 19200) as s:\n        s.write(b"AT+SBDWT=Hello\\r")\n',
  ],
  ['json', '{\n  "imei": "300234010753370",\n  "momsn": 12,\n  "ok": true,\n  "data": null\n}'],
  [
    'bash',
    'curl -X POST "https://example.com/api" \\\n  -H "Content-Type: application/json" \\\n  -d \'{"a": 1}\'  # send\nexport X=$((1 + 2))',
  ],
  [
    'markdown',
    '# Title\n\n*emphasis* and **strong**, [link](https://x.io), `code`\n\n- [x] done\n~~gone~~',
  ],
  ['diff', '--- a/file\n+++ b/file\n@@ -1,2 +1,2 @@\n-old line\n+new line\n context'],
  ['yaml', 'key: value\nlist:\n  - one # note\n  - "two"\nanchor: &a 1'],
  ['c', '#include <stdio.h>\nint main(void) {\n  printf("%d\\n", 42);\n  return 0;\n}'],
  ['text', 'plain text, not highlighted'],
];

describe('combined code theme', () => {
  it('holds for the site’s two themes (same rules, styled alike)', async () => {
    const { hl, pairs } = await getHighlighter();
    expect(pairs).toBeDefined();
    expect(
      combineThemes(hl.getTheme(CODE_THEMES.light), hl.getTheme(CODE_THEMES.dark)),
    ).toBeDefined();
  });

  it('refuses two themes whose rules differ', async () => {
    const { hl } = await getHighlighter();
    const light = hl.getTheme(CODE_THEMES.light);
    const dark = hl.getTheme(CODE_THEMES.dark);
    expect(combineThemes(light, { ...dark, settings: dark.settings.slice(1) })).toBeUndefined();
    const italicOnlyInDark = dark.settings.map((s, i) =>
      i === 1 ? { ...s, settings: { ...s.settings, fontStyle: 'italic' } } : s,
    );
    expect(combineThemes(light, { ...dark, settings: italicOnlyInDark })).toBeUndefined();
  });

  it('writes a combined style as the two themes’ style', () => {
    const pairs = new Map([['#000002', { light: '#111111', dark: '#eeeeee' }]]);
    expect(combinedStyleToDual('color:#000002;font-style:italic', pairs)).toBe(
      '--shiki-light:#111111;--shiki-light-font-style:italic;--shiki-dark:#eeeeee;--shiki-dark-font-style:italic',
    );
  });

  it.each(SAMPLES)('highlights %s as the two themes do', async (lang, code) => {
    const meta = parseCodeMeta('{2} showLineNumbers');
    expect(await highlight(code, lang, meta)).toEqual(
      await highlight(code, lang, meta, { combined: false }),
    );
  });

  it('highlights every code block of the knowledgebase as the two themes do', async () => {
    const docsDir = join(ROOT, 'docs');
    const blocks: Code[] = [];
    for (const f of (readdirSync(docsDir, { recursive: true }) as string[]).filter((f) =>
      /\.mdx?$/.test(f),
    )) {
      const tree = unified()
        .use(remarkParse)
        .use(remarkMdx)
        .parse(preprocessMdx(parseFrontMatter(readFileSync(join(docsDir, f), 'utf8'), f).body));
      visit(tree, 'code', (node: Code) => void blocks.push(node));
    }
    expect(blocks.length).toBeGreaterThan(50);
    for (const block of blocks) {
      const lang = (block.lang ?? 'text').toLowerCase();
      if (lang === 'at') continue; // AT sessions are not highlighted by Shiki
      const meta = parseCodeMeta(block.meta ?? undefined);
      expect(
        await highlight(block.value, lang, meta),
        `${lang}: ${block.value.slice(0, 60)}`,
      ).toEqual(await highlight(block.value, lang, meta, { combined: false }));
    }
  });
});

describe('a site’s code themes', () => {
  const code = "// tide\nconst next = last + 12.42; // hours\nconsole.log('next', next);";
  const meta = parseCodeMeta('{2}');

  it('gives each theme pair its own highlighter; the default pair stays the default', async () => {
    const def = await getHighlighter();
    const dracula = await getHighlighter({ light: 'dracula', dark: 'dracula' });
    expect(dracula.hl).not.toBe(def.hl);
    expect(await getHighlighter({ ...CODE_THEMES })).toBe(def);
    expect(dracula.names).toEqual({ light: 'dracula', dark: 'dracula' });
    expect(codeThemeKey({ light: 'dracula', dark: 'dracula' })).not.toBe(codeThemeKey());
  });

  it('tokenizes a pair that combines once, as with each theme', async () => {
    const theme = { light: 'one-light', dark: 'dracula' };
    const same = { light: 'dracula', dark: 'dracula' };
    expect((await getHighlighter(same)).pairs).toBeDefined();
    expect(await highlight(code, 'ts', meta, { theme: same })).toEqual(
      await highlight(code, 'ts', meta, { theme: same, combined: false }),
    );
    // These two have different rules: the fallback highlights once per theme.
    expect((await getHighlighter(theme)).pairs).toBeUndefined();
    const html = hastToHtml(await highlight(code, 'ts', meta, { theme }));
    expect(html).toContain('class="shiki shiki-themes one-light dracula"');
    // dracula's comment colour in dark mode, one light's keyword colour in light mode.
    expect(html).toMatch(/class="[^"]*shd-6272a4[^"]*">\/\/ tide/);
    expect(html).toMatch(/class="[^"]*shl-a626a4[^"]*">const/);
    // Classes only: a strict Content-Security-Policy needs no inline style.
    expect(html).not.toMatch(/style=/);
  });

  it('keeps a token style’s classes per theme pair: two combined pairs in one process each get their own', async () => {
    // Both pairs combine, and each combined theme numbers its made-up colours from #000001: the
    // same style text stands for other colours in each. Taken turn about, each pair's blocks must
    // be what highlighting with its two themes apart gives.
    const dracula = { light: 'dracula', dark: 'dracula' };
    expect((await getHighlighter()).pairs).toBeDefined();
    expect((await getHighlighter(dracula)).pairs).toBeDefined();
    for (let round = 0; round < 2; round++) {
      for (const theme of [CODE_THEMES, dracula]) {
        const once = await highlight(code, 'ts', meta, { theme });
        expect(once).toEqual(await highlight(code, 'ts', meta, { theme, combined: false }));
        expect(await highlight(code, 'ts', meta, { theme })).toEqual(once);
      }
    }
    const html = (theme: typeof dracula) =>
      highlight(code, 'ts', meta, { theme }).then((pre) => hastToHtml(pre));
    expect(await html(dracula)).not.toEqual(await html(CODE_THEMES));
  });

  it('writes a stylesheet of the chosen themes’ colours, and their backgrounds', async () => {
    const css = await codeThemeCss({ light: 'one-light', dark: 'dracula' });
    expect(css).toContain(":root:not([data-theme='dark']) .shiki .shl-a626a4{color:#A626A4}");
    expect(css).toContain("[data-theme='dark'] .shiki .shd-6272a4{color:#6272A4}");
    expect(css).toMatch(/\[data-theme='dark'\] \.code-block\{--docs-code-bg:#282A36;/i);
    expect(css).toMatch(
      /:root:not\(\[data-theme='dark'\]\) \.code-block\{--docs-code-bg:#FAFAFA;/i,
    );
    // The default pair keeps the site stylesheet's code background.
    const def = await codeThemeCss();
    expect(def).not.toContain('--docs-code-bg');
    expect(def).toContain('.shl-');
  });

  it('loads a theme object, its colours written in hex', async () => {
    const sea = {
      name: 'sea',
      type: 'dark' as const,
      fg: 'white',
      bg: 'rgb(0, 30, 60)',
      tokenColors: [
        { settings: { foreground: 'white', background: 'rgb(0, 30, 60)' } },
        { scope: ['comment'], settings: { foreground: 'hsl(180, 50%, 60%)', fontStyle: 'italic' } },
      ],
    };
    const html = hastToHtml(
      await highlight('// wave', 'js', meta, { theme: { light: 'github-light', dark: sea } }),
    );
    expect(html).toMatch(/shd-66cccc[^"]*shd-italic|shd-italic[^"]*shd-66cccc/);
    const css = await codeThemeCss({ light: 'github-light', dark: sea });
    expect(css).toContain("[data-theme='dark'] .code-block{--docs-code-bg:#001e3c;");
  });
});
