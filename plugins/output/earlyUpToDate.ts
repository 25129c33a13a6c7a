// The up-to-date check before the site is loaded (issue 37). The full check (buildSite.ts) loads
// the config, every doc's front matter, the sidebars and the pages' metadata to hash the build's
// settings: half of a rebuild with nothing changed. Those settings are made from files the build
// records as inputs, and from what no file holds; a build records, when its site lets it, what
// the second part is made of, so that the next build can decide from file stats alone:
//
// - the environment (`environmentFingerprint`): Node's version, the generator's own folder (another
//   checkout or install of it building the same site is a change), the working folder, every
//   environment variable, the local date (a config's `new Date().getFullYear()`), and the commit
//   git's HEAD names (the docs' last-updated dates);
// - the site folder's own entries (a sidebars file or a content folder added is a change) and each
//   of its top-level files (package.json, lockfiles, `.env`, …) as inputs, with what a package
//   manager writes when it installs, there and in the folders above (the config's packages are
//   not recorded file by file), and every site module the config and sidebars loaded
//   (recordSiteModuleFiles);
// - and it records this only for a site whose settings cannot come from anywhere else
//   (`earlyCheckAllowed`): one locale, no plugin of its own (a plugin's `loadContent` may read
//   anything), and site modules that read no files, folders, processes or network and no clock
//   finer than the year.
//
// A change of any of these, or of any recorded input, folder listing or output file, sends the
// build to the full check, which decides as before.
import { readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { hashOf, staleReason, type BuildState } from './buildState.js';
import type { FileHashes } from './fileHashes.js';
import { PACKAGE_ROOT } from '../paths.js';
import { gitHeadOf } from '../gitHead.js';

export { gitHeadOf };

/** What a build records for the next one's early check (BuildState.early). */
export interface EarlyRecord {
  /** `environmentFingerprint` when the build started. */
  environment: string;
  /** `siteEntriesHash` of the site folder. */
  siteEntries: string;
}

/** Environment variables that differ between two runs of one command (the folder is `cwd` below). */
const VOLATILE_ENV = new Set(['_', 'OLDPWD', 'PWD', 'SHLVL']);

/**
 * Node's version, the generator's folder, the working folder, the environment, the local date and
 * git's HEAD.
 */
export function environmentFingerprint(
  siteDir: string,
  now: Date = new Date(),
  env: NodeJS.ProcessEnv = process.env,
  generatorRoot: string = PACKAGE_ROOT,
): string {
  const variables = Object.keys(env)
    .filter((k) => !VOLATILE_ENV.has(k))
    .sort()
    .map((k) => [k, env[k]]);
  const day = `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
  return hashOf(
    JSON.stringify({
      node: process.version,
      generator: generatorRoot,
      cwd: process.cwd(),
      env: variables,
      day,
      git: gitHeadOf(siteDir),
    }),
  );
}

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * The site folder's own entries: its files, and its folders but the output (and names starting
 * with a dot: the cache, staging folders, `.git`). A file or a folder added or removed there (a
 * sidebars file, a blog folder) changes it.
 */
export function siteEntriesOf(siteDir: string, outDir: string): { files: string[]; hash: string } {
  const out = resolve(outDir);
  const names: string[] = [];
  const files: string[] = [];
  let entries: Dirent[];
  try {
    entries = readdirSync(siteDir, { withFileTypes: true });
  } catch {
    entries = [];
  }
  for (const e of entries) {
    const path = join(siteDir, e.name);
    if (e.isDirectory()) {
      if (e.name.startsWith('.') || path === out) continue;
      names.push(`${e.name}/`);
    } else {
      names.push(e.name);
      if (e.isFile()) files.push(path);
    }
  }
  // The packages the config imports are not recorded as files: what installed them is, in the
  // site folder and in each folder above it (a monorepo's lockfile at its root).
  for (let d = resolve(siteDir); ; d = dirname(d)) {
    for (const name of INSTALL_RECORDS) {
      const path = join(d, name);
      if (d === resolve(siteDir) && !name.includes('/')) continue; // listed above
      try {
        if (statSync(path).isFile()) {
          files.push(path);
          names.push(path);
        }
      } catch {
        // not there
      }
    }
    if (dirname(d) === d) break;
  }
  names.sort();
  return { files: files.sort(), hash: hashOf(names.join('\n')) };
}

/** The files a package manager writes when it installs (lockfiles and node_modules' records). */
const INSTALL_RECORDS = [
  'package.json',
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
  'bun.lockb',
  'node_modules/.package-lock.json',
  'node_modules/.yarn-state.yml',
  'node_modules/.modules.yaml',
];

/**
 * What in a site module may make its value differ from one run to the next while its file stays
 * the same: reading files or folders (beyond what it imports), processes, the network, a random
 * value, or the clock (but the year).
 */
const UNSTABLE_CODE = new RegExp(
  [
    // Node's modules and the packages that read files, folders, processes or the network.
    `['"](?:node:)?(?:fs|fs/promises|fs-extra|graceful-fs|child_process|http|https|http2|net|tls|dgram|dns|worker_threads|glob|fast-glob|globby|tinyglobby|execa|node-fetch|axios|undici)['"]`,
    // What reads them without an import, and randomness and the clock.
    '\\b(?:readFileSync|readFile|readdirSync|readdir|opendir|existsSync|statSync|lstatSync|globSync|fetch|XMLHttpRequest|execSync|execFileSync|spawnSync|spawn|random|randomUUID|getRandomValues|performance|hrtime|Date)\\b',
    'require\\.context|import\\.meta\\.glob',
  ].join('|'),
);
const YEAR = /new\s+Date\(\)\s*\.\s*get(?:UTC)?FullYear\(\)/g;

/** Whether a site module's source text reads nothing but what it imports (`UNSTABLE_CODE`). */
export function isStableModule(source: string): boolean {
  return !UNSTABLE_CODE.test(source.replace(YEAR, ''));
}

/**
 * Whether a build of this site may record what the early check needs: one locale, only the
 * generator's own plugins, and site modules that read nothing but what they import.
 */
export function earlyCheckAllowed(site: {
  siteModuleFiles?: string[];
  plugins?: { result: { plugins: { builtIn?: boolean }[] } };
  locale?: { i18n: { locales: string[] } };
}): boolean {
  if ((site.locale?.i18n.locales.length ?? 1) > 1) return false;
  if (!site.siteModuleFiles) return false;
  if (site.plugins?.result.plugins.some((p) => !p.builtIn)) return false;
  return site.siteModuleFiles.every((f) => {
    const source = readText(f);
    return source !== undefined && isStableModule(source);
  });
}

/** What a build takes at its start for the early check its state records (`EarlyRecord`). */
export interface EarlyStart {
  environment: string;
  siteEntries: { files: string[]; hash: string };
}

export function earlyStartOf(siteDir: string, outDir: string, now?: Date): EarlyStart {
  return {
    environment: environmentFingerprint(siteDir, now),
    siteEntries: siteEntriesOf(siteDir, outDir),
  };
}

/**
 * Why the recorded build cannot be kept as it is, decided before the site is loaded; undefined
 * when it can. Any reason sends the build to the full check (which may still find it up to date).
 */
export function earlyStaleReason(
  state: BuildState | undefined,
  current: { siteDir: string; outDir: string; hashes: FileHashes; start: EarlyStart },
): string | undefined {
  if (!state?.early) return 'no early check recorded';
  const { siteDir, outDir, hashes, start } = current;
  if (state.early.environment !== start.environment) return 'environment changed';
  if (state.early.siteEntries !== start.siteEntries.hash)
    return `files added or removed in ${siteDir}`;
  // Every recorded input, folder listing and output file, as the full check compares them; the
  // settings are those recorded (made from the inputs and the environment above).
  return staleReason(state, { settings: state.settings, outDir, hashes });
}

/** The file a build at `siteDir` records its state in (one locale: buildSite.ts's `stateFile`). */
export const buildStateFileOf = (siteDir: string, cacheSuffix = ''): string =>
  join(siteDir, '.cache', `build-state${cacheSuffix}.json`);
