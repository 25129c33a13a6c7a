// The whole-site benchmark (issue 25): one Docusaurus site (lib/siteCorpus.ts: docs in three
// versions and a blog) built cold by us and by Docusaurus 3.8.1 from the same folder (its webpack
// build, Docusaurus Faster, or both: A B C A B C), then the first load of a doc page, a versioned
// doc and a blog post of our build.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { measureFirstLoad, type FirstLoad } from './browser.js';
import type { PeerVariant } from './localesBench.js';
import { run, type RunResult } from './proc.js';
import { writeSiteCorpus, type SiteCorpus } from './siteCorpus.js';
import { serveStatic } from './staticServer.js';

export interface SiteBenchOptions {
  /**
   * Where the site is written: a folder inside the peer's (scripts/bench/peer/site), so that
   * Docusaurus finds its packages by Node's own lookup, as in an installed site. (Linked into the
   * site's folder instead, whole or package by package, they made Docusaurus's server build fail
   * with "require.resolveWeak is not a function".)
   */
  dir: string;
  docs: number;
  posts: number;
  runs: number;
  /** Our CLI (scripts/run.mjs) and Docusaurus's (its bin). */
  cli: string;
  docusaurus?: string;
  /** Which Docusaurus builds alternate with ours (default: its webpack build). */
  peers?: readonly PeerVariant[];
  clear: (paths: string[]) => void;
  log: (...a: unknown[]) => void;
  browser?: Browser;
}

export interface SiteBenchResult {
  docs: number;
  posts: number;
  corpus: SiteCorpus;
  ours: RunResult[];
  /** Docusaurus's webpack build. */
  peer: RunResult[];
  /** Docusaurus Faster (rspack, swc, lightningcss). */
  faster: RunResult[];
  pages: { name: string; path: string; load?: FirstLoad }[];
  errors: string[];
}

const describeRun = (r: RunResult) =>
  `${(r.wallMs / 1000).toFixed(1)} s wall, ${(r.peakRss / 1048576).toFixed(0)} MB peak${r.code ? `, EXIT ${r.code}: ${r.stderr.trim().split('\n').slice(-3).join(' / ')}` : ''}`;

export async function benchSite(o: SiteBenchOptions): Promise<SiteBenchResult> {
  o.log(`site: writing ${o.docs} docs × 3 versions and ${o.posts} posts`);
  const corpus = writeSiteCorpus(o.dir, { docs: o.docs, posts: o.posts });
  const oursOut = join(o.dir, '.out-ours');
  const r: SiteBenchResult = {
    docs: o.docs,
    posts: o.posts,
    corpus,
    ours: [],
    peer: [],
    faster: [],
    pages: [],
    errors: [],
  };
  for (let i = 0; i < o.runs; i++) {
    o.clear([oursOut, join(o.dir, '.cache')]);
    o.log(`site: ours cold ${i + 1}/${o.runs}`);
    const a = await run(process.execPath, [o.cli, 'build', o.dir, '--out-dir', oursOut], {
      env: { CI: '1' },
    });
    r.ours.push(a);
    o.log(`  ${describeRun(a)}`);
    if (!o.docusaurus) continue;
    for (const variant of o.peers ?? ['webpack']) {
      // webpack's and rspack's persistent caches: the site's node_modules/.cache and the peer's.
      o.clear(
        ['build', '.docusaurus', 'node_modules/.cache', '../node_modules/.cache'].map((d) =>
          join(o.dir, d),
        ),
      );
      o.log(`site: docusaurus ${variant} cold ${i + 1}/${o.runs}`);
      const b = await run(process.execPath, [o.docusaurus, 'build', '--out-dir', 'build'], {
        cwd: o.dir,
        env: {
          CI: '1',
          NO_UPDATE_NOTIFIER: '1',
          DOCUSAURUS_IGNORE_SSG_WARNINGS: 'true',
          ...(variant === 'faster' ? { BENCH_FASTER: '1' } : {}),
        },
      });
      (variant === 'faster' ? r.faster : r.peer).push(b);
      o.log(`  ${describeRun(b)}`);
    }
  }
  for (const a of [...r.ours, ...r.peer, ...r.faster])
    if (a.code) r.errors.push(`a build exited ${a.code}: ${a.stderr.trim().split('\n').at(-1)}`);
  // The site has no home page (docs under /docs, the blog under /blog): its output folder counts.
  if (o.browser && existsSync(oursOut)) {
    const s = await serveStatic(oursOut);
    const pages: [string, string][] = [
      ['doc (latest version)', corpus.latestDoc],
      ['doc (older version)', corpus.olderDoc],
      ['doc (next version)', corpus.nextDoc],
      ['blog post', corpus.post],
      ['blog list', corpus.blog],
    ];
    for (const [name, path] of pages) {
      try {
        r.pages.push({ name, path, load: await measureFirstLoad(o.browser, s.origin + path) });
      } catch (e) {
        r.pages.push({ name, path });
        r.errors.push(`first load of ${path}: ${(e as Error).message.split('\n')[0]}`);
      }
    }
    await s.close();
  }
  return r;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length
    ? s.length % 2
      ? s[s.length >> 1]!
      : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
    : NaN;
};

/** The report's section for the whole-site run. */
export function siteReport(r: SiteBenchResult): string[] {
  const L: string[] = [];
  const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'n/a');
  const mb = (b: number) => (Number.isFinite(b) ? `${(b / 1048576).toFixed(0)} MB` : 'n/a');
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  const ratio = (a: number, b: number) => (Number.isFinite(a / b) && b ? (a / b).toFixed(3) : '—');
  L.push(
    `## A whole Docusaurus site: ${r.docs.toLocaleString('en')} docs × 3 versions, ${r.posts} blog posts`,
    '',
  );
  L.push(
    `One folder with \`docusaurus.config.js\` (classic preset), \`versions.json\` (${r.corpus.versions.join(', ')}) and the current docs, and \`blog/\` with authors, tags and truncation markers (scripts/bench/lib/siteCorpus.ts); both generators build it cold, alternating.`,
    '',
  );
  const stat = (xs: RunResult[], f: (x: RunResult) => number) => median(xs.map(f));
  const faster = r.faster ?? [];
  L.push(
    '| metric | ours (median, min–max) | Docusaurus 3.8.1 webpack | Docusaurus 3.8.1 Faster | ours/webpack | ours/Faster |',
    '|---|---|---|---|---|---|',
  );
  const rows: [string, (x: RunResult) => number, (n: number) => string][] = [
    ['cold build, wall', (x) => x.wallMs, s],
    ['cold build, CPU (user+sys, tree)', (x) => x.cpuMs, s],
    ['cold build, peak RSS', (x) => x.peakRss, mb],
  ];
  for (const [name, f, fmt] of rows) {
    const cell = (xs: RunResult[]) =>
      xs.length
        ? `${fmt(stat(xs, f))}${xs.length > 1 ? ` (${fmt(Math.min(...xs.map(f)))}–${fmt(Math.max(...xs.map(f)))})` : ''}`
        : 'skipped';
    const o = stat(r.ours, f);
    L.push(
      `| ${name} | ${cell(r.ours)} | ${cell(r.peer)} | ${cell(faster)} | ${ratio(o, stat(r.peer, f))} | ${ratio(o, stat(faster, f))} |`,
    );
  }
  L.push('');
  if (r.pages.length) {
    L.push('| our page | first load JS + CSS, gzip |', '|---|---|');
    for (const p of r.pages)
      L.push(
        `| ${p.name} \`${p.path}\` | ${p.load ? kb(p.load.jsGzip + p.load.cssGzip) : 'n/a'} |`,
      );
    L.push('');
  }
  for (const e of r.errors) L.push(`- error: ${e}`);
  if (r.errors.length) L.push('');
  return L;
}
