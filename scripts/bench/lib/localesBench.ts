// The locales benchmark (issue 33): a translated site (lib/localesCorpus.ts: N docs in en, fr and
// ar) built cold by us and by Docusaurus 3.8.1 (webpack, and Docusaurus Faster: rspack, swc), every
// locale and the default locale alone (`--locale en`), alternating. What matters is the ratio: what
// the two added locales cost over the default alone, in time and in peak memory. Docusaurus builds
// one locale after the other in one process, each a whole build (bundles, server render): its
// every-locale build is three builds; with webpack, at 1,000 docs on this shared machine, over an
// hour (results/2026-11-28-s18-i18n.md), so a run may leave webpack out (`peers`).
import { join } from 'node:path';
import { run, type RunResult } from './proc.js';
import { BENCH_LOCALES, writeLocalesCorpus } from './localesCorpus.js';

/** A Docusaurus variant: its default webpack build, or Faster (`future.experimental_faster`). */
export type PeerVariant = 'webpack' | 'faster';

export interface LocalesBenchOptions {
  /** Where the site is written: inside the peer's folder, so that Docusaurus finds its packages. */
  dir: string;
  docs: number;
  runs: number;
  /** Our CLI (scripts/run.mjs) and Docusaurus's (its bin). */
  cli: string;
  docusaurus?: string;
  /** The Docusaurus variants to build (with `docusaurus`); default: webpack alone. */
  peers?: PeerVariant[];
  /** A build running longer is stopped (its figures are then lower bounds). */
  timeoutMs?: number;
  clear: (paths: string[]) => void;
  log: (...a: unknown[]) => void;
}

/** Cold builds of each kind: every locale, and the default locale alone. */
export interface Builds {
  all: RunResult[];
  one: RunResult[];
}

export interface LocalesBenchResult {
  docs: number;
  ours: Builds;
  /** Docusaurus's default (webpack) build. */
  peer: Builds;
  /** Docusaurus Faster. */
  faster: Builds;
  errors: string[];
}

const describeRun = (r: RunResult) =>
  `${(r.wallMs / 1000).toFixed(1)} s wall, ${(r.cpuMs / 1000).toFixed(1)} s cpu, ${(r.peakRss / 1048576).toFixed(0)} MB peak${r.timedOut ? ', STOPPED at the timeout' : ''}${r.code && !r.timedOut ? `, EXIT ${r.code}: ${r.stderr.trim().split('\n').slice(-3).join(' / ')}` : ''}`;

const KIND_NAME = { all: 'every locale', one: 'en alone' } as const;

export async function benchLocales(o: LocalesBenchOptions): Promise<LocalesBenchResult> {
  o.log(`locales: writing ${o.docs} docs × ${BENCH_LOCALES.length} locales`);
  writeLocalesCorpus(o.dir, o.docs);
  const oursOut = join(o.dir, '.out-ours');
  const r: LocalesBenchResult = {
    docs: o.docs,
    ours: { all: [], one: [] },
    peer: { all: [], one: [] },
    faster: { all: [], one: [] },
    errors: [],
  };
  const env = { CI: '1', NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_IGNORE_SSG_WARNINGS: 'true' };
  const peers = o.docusaurus ? (o.peers ?? ['webpack']) : [];
  for (let i = 0; i < o.runs; i++)
    for (const kind of ['all', 'one'] as const) {
      const locale = kind === 'one' ? ['--locale', BENCH_LOCALES[0]] : [];
      const count = `${KIND_NAME[kind]} ${i + 1}/${o.runs}`;
      o.clear([oursOut, join(o.dir, '.cache')]);
      o.log(`locales: ours cold, ${count}`);
      const a = await run(
        process.execPath,
        [o.cli, 'build', o.dir, '--out-dir', oursOut, ...locale],
        { env, timeoutMs: o.timeoutMs },
      );
      r.ours[kind].push(a);
      o.log(`  ${describeRun(a)}`);
      for (const variant of peers) {
        // Docusaurus's caches (webpack's, babel's) are the site's node_modules/.cache.
        o.clear(['build', '.docusaurus', 'node_modules/.cache'].map((d) => join(o.dir, d)));
        o.log(`locales: docusaurus ${variant} cold, ${count}`);
        const b = await run(
          process.execPath,
          [o.docusaurus!, 'build', '--out-dir', 'build', ...locale],
          {
            cwd: o.dir,
            env: { ...env, ...(variant === 'faster' ? { BENCH_FASTER: '1' } : {}) },
            timeoutMs: o.timeoutMs,
          },
        );
        (variant === 'faster' ? r.faster : r.peer)[kind].push(b);
        o.log(`  ${describeRun(b)}`);
      }
    }
  for (const a of [r.ours, r.peer, r.faster].flatMap((b) => [...b.all, ...b.one]))
    if (a.code && !a.timedOut)
      r.errors.push(`a build exited ${a.code}: ${a.stderr.trim().split('\n').at(-1)}`);
  return r;
}

const median = (xs: number[]) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** The report's section for the locales run. */
export function localesReport(r: LocalesBenchResult): string[] {
  const added = BENCH_LOCALES.length - 1;
  const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'n/a');
  const mb = (b: number) => (Number.isFinite(b) ? `${(b / 1048576).toFixed(0)} MB` : 'n/a');
  const times = (a: number, b: number) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : '—');
  // Peak memory's growth per added locale, over the default locale alone.
  const perLocale = (all: number, one: number) =>
    Number.isFinite(all / one) ? `${(((all / one - 1) / added) * 100).toFixed(0)} %` : '—';
  const L = [
    `## A translated site: ${r.docs.toLocaleString('en')} docs × ${BENCH_LOCALES.length} locales (${BENCH_LOCALES.join(', ')})`,
    '',
    `One Docusaurus site (scripts/bench/lib/localesCorpus.ts): docs in English and a translated copy of each under \`i18n/fr/\` and \`i18n/ar/\` (RTL), with sidebar, navbar and code.json strings. Each generator builds it cold with every locale and with \`--locale en\` alone, alternating. Target (issue 33): every locale in at most 1.6× the default locale's time, peak memory at most +25 % per added locale.`,
    '',
    '| metric | ours | Docusaurus 3.8.1 webpack | Docusaurus 3.8.1 Faster |',
    '|---|---|---|---|',
  ];
  const stat = (b: Builds, f: (x: RunResult) => number) => ({
    all: median(b.all.map(f)),
    one: median(b.one.map(f)),
  });
  for (const [name, f, fmt] of [
    ['wall', (x: RunResult) => x.wallMs, s],
    ['CPU', (x: RunResult) => x.cpuMs, s],
    ['peak RSS', (x: RunResult) => x.peakRss, mb],
  ] as const) {
    const [o, p, q] = [r.ours, r.peer, r.faster].map((b) => stat(b, f));
    const cell = (v: { all: number; one: number }, b: Builds) =>
      b.all.length || b.one.length
        ? `${fmt(v.all)} / ${fmt(v.one)} = ${times(v.all, v.one)}`
        : 'skipped';
    L.push(
      `| cold build ${name}, every locale / en alone | ${cell(o!, r.ours)} | ${cell(p!, r.peer)} | ${cell(q!, r.faster)} |`,
    );
    const growth = (v: { all: number; one: number }, b: Builds) =>
      b.all.length ? perLocale(v.all, v.one) : 'skipped';
    if (name === 'peak RSS')
      L.push(
        `| peak RSS growth per added locale | ${growth(o!, r.ours)} | ${growth(p!, r.peer)} | ${growth(q!, r.faster)} |`,
      );
  }
  const stopped = [r.peer, r.faster].flatMap((b) => [...b.all, ...b.one]).filter((x) => x.timedOut);
  if (stopped.length)
    L.push(
      '',
      `${stopped.length} Docusaurus build(s) stopped at the --build-timeout: their figures are lower bounds.`,
    );
  const other = median([...r.ours.all, ...r.ours.one].map((x) => x.otherCpuMs));
  L.push('', `Other processes' CPU during our builds (median): ${s(other)}.`, '');
  for (const e of r.errors) L.push(`- error: ${e}`);
  if (r.errors.length) L.push('');
  return L;
}
