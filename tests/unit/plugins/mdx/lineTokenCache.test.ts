// Lines tokenized once per thread and state (lineTokenCache.ts) give exactly the HTML Shiki gives
// without the cache, also where one line's text comes in different states (inside a comment, a
// string, a heredoc) and where a block's first line repeats a later line of another block.
import { describe, expect, it } from 'vitest';
import { COMBINED_THEME, getHighlighter } from '../../../../plugins/mdx/codeTheme.js';
import { lineTokenCacheStats, withLineTokenCache } from '../../../../plugins/mdx/lineTokenCache.js';
import { highlight, parseCodeMeta } from '../../../../plugins/mdx/rehypeCodeBlocks.js';

/** Blocks whose lines repeat in other states: the same text inside and outside a multi-line token. */
const SAMPLES: [string, string][] = [
  ['javascript', 'const a = 1;\n/*\nconst a = 1;\n*/\nconst a = 1;'],
  ['javascript', 'const s = `\nconst a = 1;\n${a}\n`;\nconst a = 1;'],
  ['javascript', '}\nconst a = 1;\nfunction f() {\n  return 1;\n}'],
  [
    'typescript',
    "const reply = await fetch('/v1/devices/1');\nconst body: { status: string } = await reply.json();\nconsole.log(body.status);",
  ],
  [
    'typescript',
    "const reply = await fetch('/v1/devices/2');\nconst body: { status: string } = await reply.json();\nconsole.log(body.status);",
  ],
  ['typescript', 'interface A {\n  status: string;\n}\nconst body: { status: string } = {};'],
  ['bash', "cat <<EOF\necho hi\nEOF\necho hi\nX='\necho hi\n'"],
  ['bash', "curl -s \\\n  -H 'Content-Type: application/json' \\\n  -d '{}'"],
  ['python', 'def f():\n    """\n    return 1\n    """\n    return 1'],
  ['python', '    return 1\nx = """\n    return 1\n"""'],
  ['markdown', '# T\n\n```js\nconst a = 1;\n```\n\nconst a = 1;'],
  ['json', '{\n  "a": 1,\n  "b": "x\\"y",\n  "a": 1\n}'],
  ['cpp', '#include <vector>\n/* int f(); */\nint f();\n// int f();'],
];

const uncached = async () => {
  const { hl } = await getHighlighter();
  for (const [lang] of SAMPLES) await hl.loadLanguage(lang as never);
  return SAMPLES.map(([lang, code]) =>
    hl.codeToHtml(code, { lang, theme: COMBINED_THEME, tokenizeTimeLimit: 0 }),
  );
};

describe('tokenized lines kept per thread (lineTokenCache.ts)', () => {
  it('gives the HTML Shiki gives without it, in any order, with lines found again', async () => {
    const expected = await uncached();
    const { hl } = await getHighlighter();
    const cached = (i: number) => {
      const [lang, code] = SAMPLES[i]!;
      return withLineTokenCache(hl.getLanguage(lang), COMBINED_THEME, () =>
        hl.codeToHtml(code, { lang, theme: COMBINED_THEME, tokenizeTimeLimit: 0 }),
      );
    };
    const before = { ...lineTokenCacheStats };
    const order = SAMPLES.map((_, i) => i);
    for (const i of order) expect(cached(i)).toBe(expected[i]);
    for (const i of [...order].reverse()) expect(cached(i)).toBe(expected[i]);
    for (const i of order) expect(cached(i)).toBe(expected[i]);
    const lookups = lineTokenCacheStats.lookups - before.lookups;
    const hits = lineTokenCacheStats.hits - before.hits;
    // The second and third rounds find every line; the first finds repeated ones.
    expect(hits).toBeGreaterThan((lookups * 2) / 3);
    expect(hits).toBeLessThan(lookups);
  });

  it('puts the grammar back as it was, also when the highlight throws', async () => {
    const { hl } = await getHighlighter();
    await hl.loadLanguage('javascript');
    const grammar = hl.getLanguage('javascript');
    const own = Object.keys(grammar).includes('tokenizeLine2');
    withLineTokenCache(grammar, COMBINED_THEME, () => 1);
    expect(() =>
      withLineTokenCache(grammar, COMBINED_THEME, () => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(Object.keys(grammar).includes('tokenizeLine2')).toBe(own);
  });

  it('highlight() uses it: a block highlighted twice finds its lines the second time', async () => {
    const code = 'let n = 0;\nfor (const b of bytes) n += b;\nreturn n;';
    const meta = parseCodeMeta('{2}');
    const first = await highlight(code, 'js', meta);
    const before = lineTokenCacheStats.hits;
    expect(await highlight(code, 'js', meta)).toEqual(first);
    expect(lineTokenCacheStats.hits - before).toBe(3);
    // Two themes apart: no cache, the same result as always.
    const before2 = lineTokenCacheStats.lookups;
    await highlight(code, 'js', meta, { combined: false });
    expect(lineTokenCacheStats.lookups).toBe(before2);
  });
});
