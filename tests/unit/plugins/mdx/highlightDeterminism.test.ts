// Highlighting must not depend on how busy the machine is (issue 23 item 6). Shiki's tokenizer
// stops a line after a time limit (500 ms by default) measured with Date.now(); here the clock
// jumps a second on every reading, as if each step of the tokenizer took that long on a loaded
// machine, and the result must still be what an idle machine gives.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getHighlighter } from '../../../../plugins/mdx/codeTheme.js';
import { highlight, parseCodeMeta } from '../../../../plugins/mdx/rehypeCodeBlocks.js';

const SAMPLES: [string, string][] = [
  [
    'ts',
    "const reply = await fetch('https://api.example.com/v1/devices/380', { method: 'POST' });\nconst body: { status: string } = await reply.json(); // done",
  ],
  [
    'python',
    'def send(port: str) -> None:\n    with open(port, "w") as s: s.write("AT+SBDWT=Hi\\r")',
  ],
  ['bash', 'curl -X POST "https://example.com/api" -H "Content-Type: application/json" -d \'{}\''],
];

/** Every reading of the clock is a second after the previous one. */
function slowClock() {
  let now = Date.now();
  return vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('highlighting on a slow machine', () => {
  it('the slow clock does make Shiki give up with its default limit (the test can fail)', async () => {
    const { hl } = await getHighlighter();
    await highlight('', 'ts', parseCodeMeta(undefined)); // loads the grammar
    const [, code] = SAMPLES[0]!;
    const idle = hl.codeToTokens(code, {
      lang: 'typescript',
      theme: 'github-light-high-contrast',
      tokenizeTimeLimit: 0,
    });
    slowClock();
    const busy = hl.codeToTokens(code, { lang: 'typescript', theme: 'github-light-high-contrast' });
    vi.restoreAllMocks();
    expect(busy.tokens[0]!.length).toBeLessThan(idle.tokens[0]!.length);
  });

  it.each(SAMPLES)('highlights %s as on an idle machine', async (lang, code) => {
    const meta = parseCodeMeta('{1}');
    const idle = await highlight(code, lang, meta);
    const idleTwoThemes = await highlight(code, lang, meta, { combined: false });
    slowClock();
    expect(await highlight(code, lang, meta)).toEqual(idle);
    expect(await highlight(code, lang, meta, { combined: false })).toEqual(idleTwoThemes);
  });
});
