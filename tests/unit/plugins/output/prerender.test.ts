// The pre-render's worker threads: every URL rendered once, results by index, workers replaced
// after their share of pages, and a failure reported with its URL; one pool for several jobs (a
// site's locales), each rendered by its own bundle with its own globals on the same threads.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createPrerenderPool,
  PageRenderError,
  renderAll,
} from '../../../../plugins/output/prerender.js';

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

// A bundle every locale shares, as plugins/i18n/localeStages.ts builds it: loaded once per thread
// (it counts its loads), told each locale by `selectLocale` before that locale's pages. A page
// renders over a few turns of the event loop and reads the locale at its start and its end: a
// locale selected while another's page renders would show in the second.
const sharedEntry = (name: string) => {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `import { threadId } from 'node:worker_threads';
globalThis.__TEST_LOADS__ = (globalThis.__TEST_LOADS__ ?? 0) + 1;
let locale;
export function selectLocale(data) {
  locale = data.locale;
}
export async function render(url) {
  if (url === '/boom') throw new Error('page exploded');
  const before = locale;
  for (let i = 0; i < 3; i++) await new Promise((r) => setTimeout(r, 1));
  return { html: [url, before, locale, threadId, globalThis.__TEST_LOADS__].join('|'), head: {}, status: 200 };
}
`,
  );
  return file;
};

describe('one pre-render pool for several jobs', () => {
  it("renders every job's pages with one load of their bundle, each with its locale, on threads started once", async () => {
    const pool = createPrerenderPool({ workers: 2 });
    const entry = sharedEntry('entry-shared');
    const jobs = ['en', 'fr', 'ar'].map((locale) => ({
      locale,
      urls: Array.from({ length: 12 }, (_, i) => `/${locale}/page-${i}`),
      results: [] as string[][],
    }));
    try {
      await Promise.all(
        jobs.map((j) =>
          pool.render({
            serverEntry: entry,
            locale: { locale: j.locale },
            urls: j.urls,
            onResult: (i, r) => (j.results[i] = r.html.split('|')),
          }),
        ),
      );
    } finally {
      await pool.close();
    }
    expect(pool.starts).toBe(1);
    for (const j of jobs) {
      expect(j.results.map((h) => h[0])).toEqual(j.urls);
      // The locale at the start of each render and at its end: the job's.
      expect(new Set(j.results.flatMap((h) => [h[1], h[2]]))).toEqual(new Set([j.locale]));
    }
    const pages = jobs.flatMap((j) => j.results);
    // At most the two threads rendered all three jobs (none replaced: 36 pages, under the share of
    // one; which thread takes how many pages depends on when each is ready: under load, one ready
    // thread with six pages in flight may take them all)...
    expect(new Set(pages.map((h) => h[3])).size).toBeLessThanOrEqual(2);
    // ...each having loaded the bundle once.
    expect(new Set(pages.map((h) => h[4]))).toEqual(new Set(['1']));
  });

  it("fails the job whose page threw, and finishes the others'", async () => {
    const pool = createPrerenderPool({ workers: 1 });
    const done: string[] = [];
    try {
      const [bad, good] = await Promise.allSettled([
        pool.render({
          serverEntry: sharedEntry('entry-bad'),
          locale: { locale: 'fr' },
          urls: ['/a', '/boom', '/c'],
          onResult: () => undefined,
        }),
        pool.render({
          serverEntry: sharedEntry('entry-good'),
          locale: { locale: 'ar' },
          urls: ['/x', '/y'],
          onResult: (_, r) => done.push(r.html.split('|').slice(0, 3).join('|')),
        }),
      ]);
      expect(bad.status === 'rejected' && bad.reason).toBeInstanceOf(PageRenderError);
      expect(good.status).toBe('fulfilled');
      expect(done.sort()).toEqual(['/x|ar|ar', '/y|ar|ar']);
    } finally {
      await pool.close();
    }
  });

  it('starts no thread for a job without pages', async () => {
    const pool = createPrerenderPool();
    await pool.render({ serverEntry, urls: [], onResult: () => undefined });
    await pool.close();
    expect(pool.starts).toBe(0);
  });
});

// A rebuild warms its pool while the site loads (plugins/output/warmPrerender.ts): the worker
// loads the bundle before any job, and the job that names it later renders with that load.
describe('a warmed pre-render pool', () => {
  it('loads the bundle before any job, and renders a job of it on that thread without loading it again', async () => {
    const marker = join(dir, 'warm-loaded.txt');
    const entry = join(dir, 'entry-warm.mjs');
    writeFileSync(
      entry,
      `import { threadId } from 'node:worker_threads';
import { writeFileSync } from 'node:fs';
globalThis.__WARM_LOADS__ = (globalThis.__WARM_LOADS__ ?? 0) + 1;
writeFileSync(${JSON.stringify(marker)}, String(threadId));
export async function render(url) {
  return { html: [url, threadId, globalThis.__WARM_LOADS__].join('|'), head: {}, status: 200 };
}
`,
    );
    const pool = createPrerenderPool();
    const results: string[][] = [];
    try {
      pool.warm(entry);
      // Loaded with no job given: the module wrote its marker.
      const deadline = Date.now() + 20_000;
      while (!existsSync(marker) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(existsSync(marker)).toBe(true);
      const warmThread = readFileSync(marker, 'utf8');
      await pool.render({
        serverEntry: entry,
        urls: ['/a', '/b'],
        onResult: (i, r) => (results[i] = r.html.split('|')),
      });
      // Both pages on the warmed thread (two pages start no second one), with the one load.
      expect(results).toEqual([
        ['/a', warmThread, '1'],
        ['/b', warmThread, '1'],
      ]);
    } finally {
      await pool.close();
    }
    expect(pool.starts).toBe(1);
  });

  it('warms nothing once closed', async () => {
    const pool = createPrerenderPool();
    await pool.close();
    pool.warm(serverEntry);
    expect(pool.starts).toBe(0);
  });
});

// A cold build starts its pool while the server bundle is made (plugins/buildStages.ts): the
// workers start before any job, load the packages the bundle leaves to Node as the bundler names
// them, and the pre-render then renders on those threads, the bundle finding the packages loaded.
describe('a pre-render pool started before its bundle', () => {
  it('starts its workers, loads the files it is told of, and renders on those threads with those loads', async () => {
    const pkg = join(dir, 'early-pkg');
    mkdirSync(pkg, { recursive: true });
    // A CommonJS file (required, as the bundle requires it) and an ES module (imported).
    const cjs = join(pkg, 'harbour.cjs');
    writeFileSync(
      cjs,
      `const { threadId } = require('node:worker_threads');
globalThis.__HARBOUR_LOADS__ = (globalThis.__HARBOUR_LOADS__ ?? 0) + 1;
module.exports = { before: !globalThis.__ENTRY_STARTED__, threadId };
`,
    );
    const esm = join(pkg, 'tide.mjs');
    writeFileSync(
      esm,
      `globalThis.__TIDE_LOADS__ = (globalThis.__TIDE_LOADS__ ?? 0) + 1;
export const before = !globalThis.__ENTRY_STARTED__;
`,
    );
    const entry = join(dir, 'entry-early.mjs');
    writeFileSync(
      entry,
      `import { createRequire } from 'node:module';
import { threadId } from 'node:worker_threads';
globalThis.__ENTRY_STARTED__ = true;
const harbour = createRequire(import.meta.url)(${JSON.stringify(cjs)});
const tide = await import(${JSON.stringify(esm)});
export async function render(url) {
  const loads = [globalThis.__HARBOUR_LOADS__, globalThis.__TIDE_LOADS__].join('+');
  return { html: [url, threadId, harbour.before, tide.before, loads].join('|'), head: {}, status: 200 };
}
`,
    );
    const pool = createPrerenderPool({ workers: 2 });
    pool.prepare(40);
    expect(pool.starts).toBe(1);
    pool.preload(cjs, true);
    pool.preload(esm, false);
    const results: string[][] = [];
    await renderAll({
      pool,
      serverEntry: entry,
      urls: Array.from({ length: 24 }, (_, i) => `/p${i}`),
      onResult: (i, r) => (results[i] = r.html.split('|')),
    });
    // Every page saw each file loaded once, the CommonJS one before the bundle's module ran (the
    // module's import is under way by then: the bundle's import of it waits for that one).
    for (const r of results) expect([r[2], r[4]]).toEqual(['true', '1+1']);
    // On the threads the pool started before the job (no third one; under load one may take all).
    expect(new Set(results.map((r) => r[1])).size).toBeLessThanOrEqual(2);
    // renderAll closed the pool it was given: it renders no more.
    await expect(
      pool.render({ serverEntry: entry, urls: ['/x'], onResult: () => undefined }),
    ).rejects.toThrow(/after close/);
  });

  it('starts one worker for a site of a few pages, and none once closed', async () => {
    const pool = createPrerenderPool({ workers: 2 });
    try {
      pool.prepare(3);
      const results: string[] = [];
      await pool.render({
        serverEntry,
        urls: ['/a', '/b', '/c'],
        onResult: (i, r) => (results[i] = r.html.split('|')[1]!),
      });
      expect(new Set(results).size).toBe(1);
    } finally {
      await pool.close();
    }
    const closed = createPrerenderPool();
    await closed.close();
    closed.prepare(100);
    expect(closed.starts).toBe(0);
  });
});
