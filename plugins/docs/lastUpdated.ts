// Last-updated times and authors for the whole tree from one `git log` pass (never one process per
// file), kept in the site's cache while the history it read is the same: a rebuild after an edit
// ran `git rev-parse` and `git log` again (two processes started from a build's process of
// 200 MB, and a walk of the whole history: 0.05-0.1 s of a one-doc rebuild in a repository of
// 2,000 commits, none of it needed when no commit was made).
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gitRepoOf } from '../gitHead.js';
import { hashOf } from '../output/buildState.js';

/** The newest commit touching a file: its time (ms) and its author's name. */
export interface LastUpdate {
  at: number;
  by: string;
}

/** The `git log` format parseGitLog reads: a NUL, the commit time, a NUL, the author's name. */
export const GIT_LOG_FORMAT = '%x00%ct%x00%an';

/** Parses `git log --format=%x00%ct%x00%an --name-only` output into the newest commit per file. */
export function parseGitLog(output: string, repoRoot: string): Map<string, LastUpdate> {
  const updates = new Map<string, LastUpdate>();
  let current: LastUpdate | undefined;
  for (const line of output.split('\n')) {
    if (line.startsWith('\0')) {
      const [time = '', author = ''] = line.slice(1).split('\0');
      current = { at: Number(time) * 1000, by: author };
    } else if (line.trim() && current?.at) {
      const abs = resolve(repoRoot, line.trim());
      if (!updates.has(abs)) updates.set(abs, current);
    }
  }
  return updates;
}

const NO_GIT =
  'git is not available or the site is not in a git repository: pages show no last-updated date or author';

const readText = (file: string): string => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/**
 * What `git log` of `dir` gives depends on: the commit HEAD names (a commit, an amend, a checkout,
 * a reset changes it), a shallow clone's boundary and grafts (a fetch that deepens the history),
 * replaced objects, the repository's and the user's settings, and git's environment variables.
 * Not on the work tree: an uncommitted edit has no commit. Undefined when git is told where the
 * repository is by its environment (the files are then not the ones to look at).
 */
function historyKey(dir: string): string | undefined {
  const env = Object.entries(process.env)
    .filter(([k]) => k.startsWith('GIT_'))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  if (env.some(([k]) => k === 'GIT_DIR' || k === 'GIT_WORK_TREE' || k === 'GIT_COMMON_DIR'))
    return undefined;
  const repo = gitRepoOf(dir);
  if (!repo) return 'none';
  const xdg = process.env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return hashOf(
    JSON.stringify([
      resolve(dir),
      repo.dotGit,
      repo.head,
      repo.target,
      ...['shallow', 'info/grafts', 'config', 'packed-refs'].map((f) =>
        f === 'packed-refs'
          ? // Replace refs may be packed; any other packed ref does not change the log.
            readText(join(repo.commonDir, f))
              .split('\n')
              .filter((l) => l.includes('refs/replace/'))
              .join('\n')
          : readText(join(repo.commonDir, f)),
      ),
      readText(join(repo.gitDir, 'config.worktree')),
      listText(join(repo.commonDir, 'refs', 'replace')),
      readText(join(homedir(), '.gitconfig')),
      readText(join(xdg, 'git', 'config')),
      env,
    ]),
  );
}

function listText(dir: string): string {
  try {
    return JSON.stringify(readdirSync(dir, { recursive: true }));
  } catch {
    return '';
  }
}

/** The cache of one folder's dates: `key` (historyKey), the repository's root, and per file. */
interface CachedUpdates {
  key: string;
  root: string;
  files: [string, number, string][];
}

function readCached(file: string, key: string): Map<string, LastUpdate> | undefined {
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as CachedUpdates;
    if (cached.key !== key) return undefined;
    return new Map(cached.files.map(([f, at, by]) => [resolve(cached.root, f), { at, by }]));
  } catch {
    return undefined;
  }
}

function writeCached(file: string, key: string, root: string, updates: Map<string, LastUpdate>) {
  const cached: CachedUpdates = {
    key,
    root,
    files: [...updates].map(([f, u]) => [relative(root, f), u.at, u.by]),
  };
  try {
    mkdirSync(join(file, '..'), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(cached));
    renameSync(tmp, file);
  } catch {
    // A read-only cache: the next build runs git again.
  }
}

/**
 * Map from absolute file path to its newest commit (time and author); empty without git. With
 * `cacheDir` (the site's `.cache`), the dates are kept there while `historyKey` is the same, and
 * git is not run when no repository holds `dir`.
 */
export function readLastUpdates(
  dir: string,
  cacheDir?: string,
): {
  updates: Map<string, LastUpdate>;
  warning?: string;
} {
  const key = cacheDir ? historyKey(dir) : undefined;
  if (key === 'none') return { updates: new Map(), warning: NO_GIT };
  const cacheFile =
    cacheDir && key
      ? join(cacheDir, 'last-updates', `${hashOf(resolve(dir)).replace(/[^\w-]/g, '_')}.json`)
      : undefined;
  const cached = cacheFile && key ? readCached(cacheFile, key) : undefined;
  if (cached) return { updates: cached };
  const git = (args: string[], cwd: string) =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  try {
    const root = git(['rev-parse', '--show-toplevel'], dir).trim();
    const pathspec = relative(root, dir) || '.';
    const out = git(['log', `--format=${GIT_LOG_FORMAT}`, '--name-only', '--no-renames', '--', pathspec], root);
    const updates = parseGitLog(out, root);
    if (cacheFile && key) writeCached(cacheFile, key, root, updates);
    return { updates };
  } catch {
    return { updates: new Map(), warning: NO_GIT };
  }
}
