// The locales benchmark (issue 33): a translated site (lib/localesCorpus.ts: N docs in en, fr and
// ar) built cold by us and by Docusaurus 3.8.1, every locale and the default locale alone
// (`--locale en`), alternating. What matters is the ratio: what the two added locales cost over
// the default alone, in time and in peak memory.
import { join } from 'node:path';
import { run, type RunResult } from './proc.js';
import { BENCH_LOCALES, writeLocalesCorpus } from './localesCorpus.js';

export interface LocalesBenchOptions {
  /** Where the site is written: inside the peer's folder, so that Docusaurus finds its packages. */
  dir: string;
  docs: number;
  runs: number;
  /** Our CLI (scripts/run.mjs) and Docusaurus's (its bin). */
  cli: string;
  docusaurus?: string;
  clear: (paths: string[]) => void;
  log: (...a: unknown[]) => void;
}

/** Cold builds of each kind: every locale, and the default locale alone. */
interface Builds {
  all: RunResult[];
  one: RunResult[];
}

export interface LocalesBenchResult {
  docs: number;
  ours: Builds;
  peer: Builds;
  errors: string[];
}

const describeRun = (r: RunResult) =>
  `${(r.wallMs / 1000).toFixed(1)} s wall, ${(r.cpuMs / 1000).toFixed(1)} s cpu, ${(r.peakRss / 1048576).toFixed(0)} MB peak${r.code ? `, EXIT ${r.code}: ${r.stderr.trim().split('\n').slice(-3).join(' / ')}` : ''}`;

export async function benchLocales(o: LocalesBenchOptions): Promise<LocalesBenchResult> {
  o.log(`locales: writing ${o.docs} docs × ${BENCH_LOCALES.length} locales`);
  writeLocalesCorpus(o.dir, o.docs);
  const oursOut = join(o.dir, '.out-ours');
  const r: LocalesBenchResult = {
    docs: o.docs,
    ours: { all: [], one: [] },
    peer: { all: [], one: [] },
    errors: [],
  };
  const env = { CI: '1', NO_UPDATE_NOTIFIER: '1', DOCUSAURUS_IGNORE_SSG_WARNINGS: 'true' };
  for (let i = 0; i < o.runs; i++)
    for (const kind of ['all', 'one'] as const) {
      const locale = kind === 'one' ? ['--locale', BENCH_LOCALES[0]] : [];
      o.clear([oursOut, join(o.dir, '.cache')]);
      o.log(
        `locales: ours cold, ${kind === 'all' ? 'every locale' : 'en alone'} ${i + 1}/${o.runs}`,
      );
      const a = await run(
        process.execPath,
        [o.cli, 'build', o.dir, '--out-dir', oursOut, ...locale],
        { env },
      );
      r.ours[kind].push(a);
      o.log(`  ${describeRun(a)}`);
      if (!o.docusaurus) continue;
      o.clear(['build', '.docusaurus', 'node_modules/.cache'].map((d) => join(o.dir, d)));
      o.log(
        `locales: docusaurus cold, ${kind === 'all' ? 'every locale' : 'en alone'} ${i + 1}/${o.runs}`,
      );
      const b = await run(
        process.execPath,
        [o.docusaurus, 'build', '--out-dir', 'build', ...locale],
        { cwd: o.dir, env },
      );
      r.peer[kind].push(b);
      o.log(`  ${describeRun(b)}`);
    }
  for (const a of [...r.ours.all, ...r.ours.one, ...r.peer.all, ...r.peer.one])
    if (a.code) r.errors.push(`a build exited ${a.code}: ${a.stderr.trim().split('\n').at(-1)}`);
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
    '| metric | ours | Docusaurus 3.8.1 |',
    '|---|---|---|',
  ];
  const stat = (b: Builds, f: (x: RunResult) => number) => ({
    all: median(b.all.map(f)),
    one: median(b.one.map(f)),
  });
  const peer = r.peer.all.length > 0;
  for (const [name, f, fmt] of [
    ['wall', (x: RunResult) => x.wallMs, s],
    ['CPU', (x: RunResult) => x.cpuMs, s],
    ['peak RSS', (x: RunResult) => x.peakRss, mb],
  ] as const) {
    const o = stat(r.ours, f);
    const p = stat(r.peer, f);
    const cell = (v: { all: number; one: number }) =>
      `${fmt(v.all)} / ${fmt(v.one)} = ${times(v.all, v.one)}`;
    L.push(
      `| cold build ${name}, every locale / en alone | ${cell(o)} | ${peer ? cell(p) : 'skipped'} |`,
    );
    if (name === 'peak RSS')
      L.push(
        `| peak RSS growth per added locale | ${perLocale(o.all, o.one)} | ${peer ? perLocale(p.all, p.one) : 'skipped'} |`,
      );
  }
  const other = median([...r.ours.all, ...r.ours.one].map((x) => x.otherCpuMs));
  L.push('', `Other processes' CPU during our builds (median): ${s(other)}.`, '');
  for (const e of r.errors) L.push(`- error: ${e}`);
  if (r.errors.length) L.push('');
  return L;
}
