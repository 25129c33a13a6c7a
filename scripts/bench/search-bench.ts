// Search benchmark (issue 4): the built-in index against MiniSearch and Pagefind, on the
// knowledgebase and on a generated 10,000-page site. Prints, per engine and site: index size
// (gzipped), what the first query of a visit transfers (gzipped, search code included) and query
// latency once loaded (median and 95th percentile).
//
//   npx tsx scripts/bench/search-bench.ts [--pages 10000] [--engines local,minisearch,pagefind] [--skip-kb]
//
// The 10,000-page site is generated from the knowledgebase's own sections (seeded, reproducible):
// every page takes six sections of real text, a tenth of whose words are replaced by words drawn
// from a Zipf-distributed synthetic vocabulary of 150,000 words, and one identifier of its own, so
// the vocabulary and the posting lists grow as a real site's do.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import GithubSlugger from 'github-slugger';
import MiniSearch from 'minisearch';
import { loadSite } from '../../plugins/loadSite.js';
import { createDocCompiler } from '../../plugins/mdx/compileDoc.js';
import { buildLocalIndex, type SearchPageInput } from '../../plugins/search/buildLocalIndex.js';
import { collectSearchRecords } from '../../plugins/search/collectSearchRecords.js';
import { SEARCH_ENTRY_FILE } from '../../src/shared/search/indexFormat.js';
import { createSearchIndex } from '../../src/shared/search/searchIndex.js';
import type { SearchRecord } from '../../src/shared/types.js';

const root = join(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const PAGES = Number(flag('--pages', '10000'));
const ENGINES = flag('--engines', 'local,minisearch,pagefind').split(',');

/** Queries as visitors type them: whole queries and, for each, the prefixes typed on the way. */
const QUERIES = [
  'AT+SBDIX',
  'SBDIX',
  '+CSQ',
  'AT-MSSTM',
  'R7+WH',
  '9603',
  'api3',
  'signal strength',
  'power consumption',
  'ring alerts',
  'rockblok',
  'signa',
  'RockBLOCK 9704',
  'push api',
  'battery life',
  'mailbox check',
  'contract costs',
  'gps settings',
  'message not sending',
  'firmware update',
];
const TYPED = QUERIES.flatMap((q) =>
  Array.from({ length: q.length - 1 }, (_, i) => q.slice(0, i + 2)),
);

const gz = (b: Uint8Array | string) =>
  gzipSync(typeof b === 'string' ? Buffer.from(b) : Buffer.from(b)).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}

/**
 * Search code a visit loads on intent, from the last build: DocSearch's modal chunk, its CSS and
 * the chunks it imports (our client; the shared search chunk is named after whichever of its
 * modules the bundler picks), the entry chunk aside (loaded with every page).
 */
function searchCodeBytes(): { bytes: number; note: string } {
  const dir = join(root, 'build', 'assets');
  if (!existsSync(dir))
    return { bytes: 0, note: 'no build/: run npm run build to include the search code' };
  const names = readdirSync(dir);
  const imports = (f: string) =>
    [...readFileSync(join(dir, f), 'utf8').matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)]
      .map((m) => m[1]!)
      .filter((name) => names.includes(name));
  const entry = names.filter((f) => /^entryClient-.*\.js$/.test(f));
  const withPage = new Set([...entry, ...entry.flatMap(imports)]);
  const files = new Set(names.filter((f) => /^SearchModal-.*\.(js|css)$/.test(f)));
  for (const f of files)
    if (f.endsWith('.js')) for (const name of imports(f)) if (!withPage.has(name)) files.add(name);
  const sizes = [...files].map((f) => `${f} ${gz(readFileSync(join(dir, f)))} B`);
  return {
    bytes: [...files].reduce((a, f) => a + gz(readFileSync(join(dir, f))), 0),
    note: sizes.join(', '),
  };
}

// ---- sites ----------------------------------------------------------------------------------

async function knowledgebase(): Promise<SearchPageInput[]> {
  const site = await loadSite({ siteDir: root, production: true });
  return collectSearchRecords({ site, compiler: createDocCompiler() });
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

function generated(base: SearchPageInput[], count: number): SearchPageInput[] {
  const random = rng(42);
  const sections = base.flatMap((p) => p.records).filter((r) => (r.content ?? '').length > 80);
  const vocabulary = 150_000;
  // Zipf(1): P(k) ∝ 1/k, sampled by inverting the harmonic sum approximately.
  const zipf = () => Math.floor(Math.exp(random() * Math.log(vocabulary))) - 1;
  const word = (k: number) => 'v' + k.toString(36);
  const remix = (text: string) =>
    text
      .split(' ')
      .map((w) => (random() < 0.1 ? word(zipf()) : w))
      .join(' ');
  const pages: SearchPageInput[] = [];
  for (let p = 0; p < count; p++) {
    const template = base[p % base.length]!;
    const title = `${template.records[0]?.hierarchy.lvl1 ?? 'Page'} ${p}`;
    const lvl0 = `Section ${p % 97}`;
    const url = `https://example.com/gen/${p}`;
    const records: SearchRecord[] = [];
    // Anchors as rehype-slug gives a page's headings (unique within the page).
    const slugger = new GithubSlugger();
    for (let s = 0; s < 6; s++) {
      const src = sections[Math.floor(random() * sections.length)]!;
      const level = s === 0 ? 1 : 2;
      const heading =
        s === 0
          ? title
          : `${src.hierarchy[`lvl${Math.max(2, Number(src.type.slice(3)))}` as 'lvl2'] ?? 'Details'} ${s === 1 ? `CMD-${p}` : ''}`.trim();
      const anchor = level === 1 ? null : slugger.slug(heading);
      records.push({
        objectID: `${p}:${s}`,
        url: anchor ? `${url}#${anchor}` : url,
        anchor,
        type: `lvl${level}` as SearchRecord['type'],
        hierarchy: {
          lvl0,
          lvl1: title,
          lvl2: level === 2 ? heading : null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        content: remix(src.content ?? ''),
      });
    }
    pages.push({ permalink: `/gen/${p}`, records });
  }
  return pages;
}

// ---- engines --------------------------------------------------------------------------------

interface Measure {
  engine: string;
  site: string;
  indexGz: number;
  firstQueryGz: number;
  p50: number;
  p95: number;
  note?: string;
}

async function timeQueries(
  run: (q: string) => Promise<unknown> | unknown,
): Promise<{ p50: number; p95: number }> {
  for (const q of TYPED) await run(q); // load what the queries need (the "once loaded" condition)
  const times: number[] = [];
  const slowest = new Map<string, number>();
  for (let round = 0; round < 3; round++)
    for (const q of TYPED) {
      const t = performance.now();
      await run(q);
      const ms = performance.now() - t;
      times.push(ms);
      slowest.set(q, Math.max(slowest.get(q) ?? 0, ms));
    }
  if (args.includes('--slowest'))
    console.log(
      [...slowest]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([q, ms]) => `  ${ms.toFixed(1)} ms  ${q}`)
        .join('\n'),
    );
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function measureLocal(
  site: string,
  pages: SearchPageInput[],
  code: number,
): Promise<Measure> {
  const { entry, files } = buildLocalIndex(pages);
  const entryJson = JSON.stringify(entry);
  let indexGz = gz(entryJson);
  for (const f of files.values()) indexGz += gz(f);
  const fetched = new Set<string>();
  const load = async (path: string, kind: 'json' | 'binary') => {
    fetched.add(path);
    if (path === SEARCH_ENTRY_FILE) return JSON.parse(entryJson);
    const f = files.get(path)!;
    return kind === 'json' ? JSON.parse(f as string) : f;
  };
  // First query of a visit: a fresh client, the visitor types the query letter by letter.
  let worst = 0;
  let worstNote = '';
  for (const q of QUERIES) {
    fetched.clear();
    const fresh = createSearchIndex(load);
    for (let i = 2; i <= q.length; i++) await fresh.search(q.slice(0, i), { hitsPerPage: 20 });
    const sizeOf = (p: string) => (p === SEARCH_ENTRY_FILE ? gz(entryJson) : gz(files.get(p)!));
    const bytes = [...fetched].reduce((a, p) => a + sizeOf(p), 0);
    if (bytes > worst) {
      const chunkBytes = [...fetched]
        .filter((p) => p.endsWith('.bin'))
        .reduce((a, p) => a + sizeOf(p), 0);
      worst = bytes;
      worstNote = `worst "${q}": ${kb(chunkBytes)} in term chunks, ${kb(bytes - chunkBytes)} in the entry and fragments`;
    }
  }
  const index = createSearchIndex(load);
  const { p50, p95 } = await timeQueries((q) => index.search(q, { hitsPerPage: 20 }));
  return {
    engine: 'built-in (chunked)',
    site,
    indexGz,
    firstQueryGz: worst + code,
    p50,
    p95,
    note: `${files.size + 1} files; ${worstNote}`,
  };
}

async function measureMiniSearch(site: string, pages: SearchPageInput[]): Promise<Measure> {
  const docs = pages
    .flatMap((p) => p.records)
    .map((r, id) => ({
      id,
      title: r.hierarchy.lvl1 ?? '',
      heading: r.type === 'lvl1' ? '' : (r.hierarchy[r.type as 'lvl2'] ?? ''),
      content: r.content ?? '',
      url: r.url,
      hierarchy: r.hierarchy,
      type: r.type,
    }));
  const options = {
    fields: ['title', 'heading', 'content'],
    storeFields: ['url', 'hierarchy', 'type', 'content'],
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { heading: 3, title: 2 } },
  };
  const ms = new MiniSearch(options);
  ms.addAll(docs);
  const json = JSON.stringify(ms);
  const lib = gz(readFileSync(join(root, 'node_modules/minisearch/dist/es/index.js')));
  const loaded = MiniSearch.loadJSON(json, options);
  const { p50, p95 } = await timeQueries((q) => loaded.search(q).slice(0, 20));
  // The whole index (with the stored fields hits display) loads before the first query.
  return {
    engine: 'MiniSearch 7.2 (one file)',
    site,
    indexGz: gz(json),
    firstQueryGz: gz(json) + lib,
    p50,
    p95,
    note: `library ${kb(lib)}`,
  };
}

async function measurePagefind(
  site: string,
  pages: SearchPageInput[],
): Promise<Measure | undefined> {
  // Pagefind is not a dependency: its platform packages are not all on every registry, which
  // breaks `npm ci`. Install it by hand to compare: npm install --no-save pagefind@1.6.0
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let pagefind: any;
  const moduleName = 'pagefind';
  try {
    pagefind = await import(moduleName);
  } catch {
    console.warn(
      'Pagefind is not installed; run `npm install --no-save pagefind@1.6.0` to include it in the comparison.',
    );
    return undefined;
  }
  const out = mkdtempSync(join(tmpdir(), 'pagefind-bench-'));
  try {
    const { index } = await pagefind.createIndex({});
    if (!index) throw new Error('pagefind: no index');
    // Pagefind's unit is the page (sections become its sub-results when indexing HTML).
    for (const page of pages) {
      const first = page.records[0]!;
      const content = page.records
        .map((r) =>
          [r.type === 'lvl1' ? '' : r.hierarchy[r.type as 'lvl2'], r.content]
            .filter(Boolean)
            .join(' '),
        )
        .join(' ');
      await index.addCustomRecord({
        url: first.url,
        content,
        language: 'en',
        meta: { title: first.hierarchy.lvl1 ?? '' },
      });
    }
    await index.writeFiles({ outputPath: out });
    await pagefind.close();
    const all = (dir: string): string[] =>
      readdirSync(dir).flatMap((f) =>
        statSync(join(dir, f)).isDirectory() ? all(join(dir, f)) : [join(dir, f)],
      );
    const files = all(out);
    // Pagefind writes its index files gzipped already; its JS is not.
    const sizeOf = (f: string) => (/\.(js|json)$/.test(f) ? gz(readFileSync(f)) : statSync(f).size);
    const indexGz = files
      .filter((f) => /\.pf_|wasm|entry/.test(f))
      .reduce((a, f) => a + sizeOf(f), 0);
    const fetched = new Set<string>();
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: string | URL) => {
      const path = String(input)
        .replace(/^.*\/pagefind\//, '')
        .split('?')[0]!;
      const file = join(out, path);
      fetched.add(file);
      return new Response(readFileSync(file));
    }) as typeof fetch;
    try {
      const client = await import(pathToFileURL(join(out, 'pagefind.js')).href + `?${site}`);
      await client.options({ basePath: '/pagefind/' });
      await client.init();
      let worst = 0;
      for (const q of QUERIES) {
        fetched.clear();
        for (let i = 2; i <= q.length; i++) {
          const r = await client.search(q.slice(0, i));
          await Promise.all(
            r.results.slice(0, 20).map((x: { data: () => Promise<unknown> }) => x.data()),
          );
        }
        worst = Math.max(
          worst,
          [...fetched].reduce((a, f) => a + sizeOf(f), 0),
        );
      }
      const js = sizeOf(join(out, 'pagefind.js'));
      const timing = await timeQueries(async (q) => {
        const r = await client.search(q);
        await Promise.all(
          r.results.slice(0, 20).map((x: { data: () => Promise<unknown> }) => x.data()),
        );
      });
      return {
        engine: 'Pagefind 1.6 (per page)',
        site,
        indexGz,
        firstQueryGz: worst + js,
        ...timing,
        note: 'no typo tolerance',
      };
    } finally {
      globalThis.fetch = realFetch;
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

// ---- run ------------------------------------------------------------------------------------

const code = searchCodeBytes();
console.log(`search code loaded on intent: ${kb(code.bytes)} gzipped (${code.note})`);
const t0 = Date.now();
const kbPages = await knowledgebase();
console.log(
  `knowledgebase: ${kbPages.length} pages, ${kbPages.reduce((a, p) => a + p.records.length, 0)} records (${((Date.now() - t0) / 1000).toFixed(1)} s to compile)`,
);
const genPages = generated(kbPages, PAGES);
console.log(
  `generated: ${genPages.length} pages, ${genPages.reduce((a, p) => a + p.records.length, 0)} records`,
);
const sites: [string, SearchPageInput[]][] = [
  ...(args.includes('--skip-kb')
    ? []
    : [['knowledgebase', kbPages] as [string, SearchPageInput[]]]),
  [`${PAGES} pages`, genPages],
];
const rows: Measure[] = [];
for (const [name, pages] of sites) {
  if (ENGINES.includes('local')) rows.push(await measureLocal(name, pages, code.bytes));
  if (ENGINES.includes('minisearch')) rows.push(await measureMiniSearch(name, pages));
  if (ENGINES.includes('pagefind')) {
    const m = await measurePagefind(name, pages);
    if (m) rows.push(m);
  }
}
console.log(
  '\n| site | engine | index (gzip) | first query transfer (gzip) | query p50 | query p95 | notes |',
);
console.log('|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.site} | ${r.engine} | ${kb(r.indexGz)} | ${kb(r.firstQueryGz)} | ${r.p50.toFixed(2)} ms | ${r.p95.toFixed(2)} ms | ${r.note ?? ''} |`,
  );
console.log(
  '\nBudgets: first query ≤ 150 KB (knowledgebase), ≤ 400 KB (10,000 pages); p95 < 30 ms once loaded.',
);
