// Last-updated times and authors for the whole tree from one `git log` pass (never one process per
// file).
import { execFileSync } from 'node:child_process';
import { relative, resolve } from 'node:path';

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

/** Map from absolute file path to its newest commit (time and author); empty without git. */
export function readLastUpdates(dir: string): {
  updates: Map<string, LastUpdate>;
  warning?: string;
} {
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
    return { updates: parseGitLog(out, root) };
  } catch {
    return {
      updates: new Map(),
      warning:
        'git is not available or the site is not in a git repository: pages show no last-updated date or author',
    };
  }
}
