// The command line's arguments as Docusaurus's reads them where they differ from one option table.
import { relative } from 'node:path';

/** The commands whose `-h` is `--host`, as Docusaurus's `start` and `serve` (`-h, --host <host>`). */
const HOST_COMMANDS = new Set(['start', 'serve']);

/**
 * `docusaurus start -h 0.0.0.0` (a site's package.json script): `-h` followed by a value is the
 * host for `start` and `serve`, as in Docusaurus; elsewhere, or with no value after it, `-h` stays
 * the help it is (Docusaurus's `build -h`).
 */
export function hostShortOption(args: readonly string[]): string[] {
  if (!HOST_COMMANDS.has(args[0] ?? '')) return [...args];
  return args.map((arg, i) => {
    const next = args[i + 1];
    return arg === '-h' && next !== undefined && !next.startsWith('-') ? '--host' : arg;
  });
}

/**
 * `docusaurus start --poll [interval]`: the interval is optional, which parseArgs does not read.
 * `--poll 500` becomes `--poll=500`, `--poll true` `--poll=true`, and a bare `--poll` (or one
 * before a siteDir or an option) `--poll=true` too; only a number or `true` is taken as its value,
 * so `start --poll website` keeps its siteDir. A value given with `=` stays as it is.
 */
export function pollOption(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] !== '--poll') out.push(args[i]!);
    else if (/^(\d+|true)$/.test(args[i + 1] ?? '')) out.push(`--poll=${args[++i]}`);
    else out.push('--poll=true');
  }
  return out;
}

/**
 * The watchers' polling of `--poll`'s value, as Docusaurus's `normalizePollValue` and
 * `createPollingOptions` read it: none without one, nor for an empty value (`--poll=`), a zero or
 * any word but `true`; chokidar's `usePolling` for `true` (its default interval, 100 ms) and for a
 * number of milliseconds (that interval).
 */
export function pollingOf(
  value: string | undefined,
): { usePolling: true; interval?: number } | undefined {
  if (value === undefined || value === '') return undefined;
  const interval = Number.parseInt(value, 10);
  if (Number.isNaN(interval)) return value === 'true' ? { usePolling: true } : undefined;
  return interval === 0 ? undefined : { usePolling: true, interval };
}

/** The environment of `build --no-minify` and `build --dev`, which plugins/buildMode.ts reads. */
export function buildModeEnv(options: {
  noMinify?: boolean;
  dev?: boolean;
}): Record<string, string> {
  return {
    ...(options.noMinify ? { DOCS_MINIFY: '0' } : {}),
    ...(options.dev ? { DOCS_DEV_BUILD: '1' } : {}),
  };
}

/**
 * The lines Docusaurus's build ends with (3.10's build.js and buildLocale.js): a `[SUCCESS]` for
 * each locale's output folder, relative to the working folder, then an `[INFO]` on how to serve it.
 */
export function buildEndMessages(
  cwd: string,
  outDirs: readonly string[],
): { success: string[]; info: string } {
  return {
    success: outDirs.map((dir) => `Generated static files in "${relative(cwd, dir) || '.'}".`),
    info: 'Use `npm run serve` command to test your build locally.',
  };
}
