// Shiki's regex engine compiled once and handed to each thread (onigWasm.ts) highlights exactly as
// Shiki's own loader (its base64 module, compiled in each thread) does, in every language the
// knowledgebase and the fixtures use.
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { getHighlighter } from '../../../../plugins/mdx/codeTheme.js';
import { sharedOnigWasm, useOnigWasm } from '../../../../plugins/mdx/onigWasm.js';

/** One sample per language, with what makes its grammar work: strings, comments, nesting. */
const SAMPLES: [string, string][] = [
  ['bash', 'for f in *.md; do\n  echo "${f%.md}" | sed -e \'s/a/b/\' # done\ndone'],
  ['shellsession', '$ npm run build\n> site@1.0.0 build\nBuilt 12 pages'],
  [
    'python',
    'def send(port: str) -> None:\n    """Send."""\n    with open(port, "w") as s: s.write(f"AT{1}\\r")',
  ],
  ['javascript', 'export const a = async (x) => { return `v${x}` / 2; }; // c'],
  ['jsx', 'export default function A() {\n  return <div className="x">{1 + 2}</div>;\n}'],
  ['typescript', "const body: { status: string } = await fetch('/x').then((r) => r.json());"],
  ['json', '{\n  "device": 380,\n  "list": [1, true, null],\n  "s": "a\\"b"\n}'],
  ['cpp', '#include <vector>\ntemplate <typename T> int f(std::vector<T> v) { return v.size(); }'],
  ['c', '#define N 4\nint main(void) { char s[N] = "ab"; /* c */ return 0; }'],
  ['http', 'POST /v1/messages HTTP/1.1\nContent-Type: application/json\n\n{"a": 1}'],
  ['cmake', 'cmake_minimum_required(VERSION 3.10)\nadd_executable(app main.c) # c'],
  ['yaml', 'key: value\nlist:\n  - a # c\n  - "b"\nn: 1.5'],
  ['sql', "SELECT id, name FROM devices WHERE name LIKE 'a%' ORDER BY id; -- c"],
  ['markdown', '# Title\n\nSome *text* and `code`.\n\n```js\nconst a = 1;\n```'],
  ['lua', 'local function f(t)\n  for k, v in pairs(t) do print(k, v) end -- c\nend'],
  ['html', '<!doctype html>\n<p class="a">Hi <b>there</b></p>\n<script>let a = 1;</script>'],
  ['mdx', 'import X from "./x";\n\n# T\n\n<X a={1} />'],
  ['css', '.a > .b:hover { color: #fff; margin: 0 auto !important; }'],
  ['diff', '--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new'],
];

const THEMES = ['github-light-high-contrast', 'github-dark-high-contrast'];

/** The HTML a thread with Shiki's own loader gives (its default engine, compiled in that thread). */
function highlightWithShikisLoader(): Promise<string[]> {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    (async () => {
      const { createHighlighter } = await import('shiki');
      const hl = await createHighlighter({ themes: workerData.themes, langs: workerData.samples.map((s) => s[0]) });
      parentPort.postMessage(workerData.samples.flatMap(([lang, code]) =>
        workerData.themes.map((theme) => hl.codeToHtml(code, { lang, theme, tokenizeTimeLimit: 0 }))));
    })().catch((e) => parentPort.postMessage(String(e)));`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, {
      eval: true,
      workerData: { samples: SAMPLES, themes: THEMES },
    });
    worker.once('message', (html: string[] | string) => {
      void worker.terminate();
      if (typeof html === 'string') reject(new Error(html));
      else resolve(html);
    });
    worker.once('error', reject);
  });
}

describe("Shiki's regex engine compiled once (onigWasm.ts)", () => {
  it('compiles the engine from the binary Shiki ships, once per thread', () => {
    const module = sharedOnigWasm();
    expect(module).toBeInstanceOf(WebAssembly.Module);
    expect(WebAssembly.Module.exports(module!).map((e) => e.name)).toContain('createOnigScanner');
    expect(sharedOnigWasm()).toBe(module);
  });

  it("highlights every language of the knowledgebase and the fixtures as Shiki's own loader does", async () => {
    const { hl } = await getHighlighter();
    for (const [lang] of SAMPLES) await hl.loadLanguage(lang as never);
    const here = SAMPLES.flatMap(([lang, code]) =>
      THEMES.map((theme) => hl.codeToHtml(code, { lang, theme, tokenizeTimeLimit: 0 })),
    );
    const there = await highlightWithShikisLoader();
    expect(here).toHaveLength(SAMPLES.length * THEMES.length);
    // Not trivially equal: every sample is highlighted (more than one colour in it).
    for (const html of here)
      expect(new Set(html.match(/color:#[0-9a-f]+/gi)).size).toBeGreaterThan(1);
    expect(here).toEqual(there);
  });

  it('a thread keeps its own engine, and refuses what is not a module', () => {
    const mine = sharedOnigWasm();
    useOnigWasm(new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])));
    expect(sharedOnigWasm()).toBe(mine);
    expect(() => useOnigWasm({})).toThrow(/not a WebAssembly module/);
  });
});
