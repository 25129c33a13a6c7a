// A doc compiled again after an edit takes its unchanged code blocks from the blocks an earlier
// build highlighted (plugins/mdx/highlightCache.ts), and compiles to exactly what a compile
// without them gives; a block that changed is highlighted again.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileDoc,
  createDocCompiler,
  type CompileDocInput,
} from '../../../../plugins/mdx/compileDoc.js';
import { openCompileCache } from '../../../../plugins/mdx/compileCache.js';
import {
  cachedHighlight,
  collectHighlights,
  highlightsOf,
} from '../../../../plugins/mdx/highlightCache.js';
import { VFile } from 'vfile';

const site = mkdtempSync(join(tmpdir(), 'highlight-cache-'));
mkdirSync(join(site, 'static'), { recursive: true });
mkdirSync(join(site, 'docs'), { recursive: true });
writeFileSync(join(site, 'docs/a.md'), '');
const cacheDir = join(site, '.cache', 'mdx');

const BLOCKS = [
  '```ts title="a.ts" {2}\nconst a: number = 1;\nconst b = a + 1; // highlight-next-line\nexport { b };\n```',
  '```bash showLineNumbers=3\nnpm install\nnpm run build\n```',
  '```\nplain text\n```',
].join('\n\n');

const input = (body: string): CompileDocInput => ({
  body,
  filePath: join(site, 'docs/a.md'),
  source: 'a.md',
  staticDirs: [join(site, 'static')],
  permalinkBySource: new Map(),
  standalone: true,
  returnHighlights: true,
});

describe('highlighted code blocks kept between builds', () => {
  it('takes an unchanged block from the earlier build, with the output of a fresh compile', async () => {
    const first = createDocCompiler({ cacheDir, standalone: true });
    const before = await first.compile(input(`# A\n\n${BLOCKS}\n`));
    expect(before.highlightKeys).toHaveLength(3);
    // The blocks are in their own store, not in the compile cache's record.
    expect(before.highlights).toBeUndefined();
    first.close();

    // The doc's text edited, its blocks not: none is highlighted again, and the page is the same
    // as a compile without the earlier blocks gives.
    const edited = `# A\n\nA paragraph added.\n\n${BLOCKS}\n`;
    const fresh = await compileDoc(input(edited));
    expect(Object.keys(fresh.highlights ?? {})).toHaveLength(3);
    expect(fresh.highlightKeys).toEqual(before.highlightKeys);
    const taken: string[] = [];
    const after = await compileDoc(input(edited), undefined, {
      get: (key) => (taken.push(key), fresh.highlights![key]),
    });
    expect(taken).toHaveLength(3);
    expect(after.highlights).toBeUndefined();
    expect(after.code).toBe(fresh.code);
    expect(after.standalone).toBe(fresh.standalone);
    const second = createDocCompiler({ cacheDir, standalone: true });
    expect((await second.compile(input(edited))).standalone).toBe(fresh.standalone);
    second.close();

    // The doc compiler takes them from the store the first build filled: a block changed in the
    // store (by hand, here) shows in the output. A changed block is highlighted again.
    const store = openCompileCache<string>(`${cacheDir}-highlights`);
    const key = before.highlightKeys![0]!;
    const marked = JSON.parse(store.get(key)!) as { properties: object };
    store.put(
      key,
      JSON.stringify({ ...marked, properties: { ...marked.properties, id: 'stored' } }),
    );
    store.close();
    const third = createDocCompiler({ cacheDir, standalone: true });
    const changed = edited.replace('npm run build', 'npm run serve');
    const result = await third.compile(input(changed));
    expect(result.standalone).toContain('stored');
    expect(result.standalone).toContain('serve');
    expect(result.highlightKeys!.filter((k) => !before.highlightKeys!.includes(k))).toHaveLength(1);
    third.close();
  }, 60_000);
});

describe('blocks several docs hold, in one process', () => {
  it('highlights a block once, each doc getting its own copy and recording it as made', async () => {
    const pre = {
      type: 'element' as const,
      tagName: 'pre',
      properties: { className: ['shiki'] },
      children: [],
    };
    let calls = 0;
    const highlightOnce = () => (calls++, Promise.resolve(structuredClone(pre)));
    const key = `memo-test-${Math.random()}`;
    const files = [new VFile(), new VFile()];
    const results = [];
    for (const file of files) {
      collectHighlights(file);
      results.push(await cachedHighlight(file, key, highlightOnce));
    }
    expect(calls).toBe(1);
    expect(results[1]).toEqual(results[0]);
    expect(results[1]).not.toBe(results[0]);
    // Both compiles return the block, so the doc compiler stores it whichever result comes first.
    for (const file of files)
      expect(highlightsOf(file, true)).toEqual({
        highlights: { [key]: JSON.stringify(pre) },
        highlightKeys: [key],
      });
  });
});
