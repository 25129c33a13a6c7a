// The pre-render's worker threads: every URL rendered once, results by index, workers replaced
// after their share of pages, and a failure reported with its URL.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageRenderError, renderAll } from '../../../../plugins/output/prerender.js';

const dir = mkdtempSync(join(tmpdir(), 'prerender-'));
const serverEntry = join(dir, 'entryServer.mjs');
writeFileSync(
  serverEntry,
  `import { threadId } from 'node:worker_threads';
let root = '';
export function setStandaloneRoot(url) { root = url; }
export async function render(url) {
  if (url === '/boom') throw new Error('page exploded');
  if (url === '/harbour') return Harbour();
  return { html: url + '|' + threadId + '|' + root, head: {}, status: 200 };
}
function Harbour() { return Object.values([undefined][0]).length; }
`,
);

describe('renderAll', () => {
  it('renders every URL once, on workers replaced after their share of pages', async () => {
    const urls = Array.from({ length: 20 }, (_, i) => `/page-${i}`);
    const results: string[] = [];
    await renderAll({
      serverEntry,
      urls,
      workers: 2,
      pagesPerWorker: 3,
      standaloneRoot: dir,
      onResult: (i, r) => (results[i] = r.html),
    });
    expect(results.map((h) => h.split('|')[0])).toEqual(urls);
    const threads = new Set(results.map((h) => h.split('|')[1]));
    // 20 pages, 3 per worker: at least 7 workers took part, none rendered more than 3.
    expect(threads.size).toBeGreaterThanOrEqual(7);
    for (const t of threads)
      expect(results.filter((h) => h.split('|')[1] === t).length).toBeLessThanOrEqual(3);
    expect(results[0]!.split('|')[2]).toMatch(/^file:\/\/.*\/$/);
  });

  it('fails with the URL of the page that threw', async () => {
    await expect(
      renderAll({
        serverEntry,
        urls: ['/a', '/boom', '/c'],
        workers: 1,
        pagesPerWorker: 2,
        onResult: () => undefined,
      }),
    ).rejects.toThrow('Rendering /boom failed: page exploded');
  });

  it('tells which URL (by index) failed and the function the error was thrown in', async () => {
    const failure = await renderAll({
      serverEntry,
      urls: ['/a', '/harbour'],
      workers: 1,
      onResult: () => undefined,
    }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PageRenderError);
    const e = failure as PageRenderError;
    expect([e.url, e.index, e.thrownIn]).toEqual(['/harbour', 1, 'Harbour']);
    // The built-in it was thrown in (Object.values) is skipped for the page's function.
    expect(e.reason).toMatch(/Cannot convert undefined or null to object/);
    expect(e.stack!.split('\n')[0]).toBe(e.message);
  });
});
