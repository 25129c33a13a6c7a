// Last-updated times for the whole tree from one `git log` pass (never one process per file).
import { execFileSync } from 'node:child_process';
import { relative, resolve } from 'node:path';

/** Parses `git log --format=%x00%ct --name-only` output into newest-commit time per file. */
export function parseGitLog(output: string, repoRoot: string): Map<string, number> {
  const times = new Map<string, number>();
  let current = 0;
  for (const line of output.split('\n')) {
    if (line.startsWith('\0')) current = Number(line.slice(1)) * 1000;
    else if (line.trim() && current) {
      const abs = resolve(repoRoot, line.trim());
      if (!times.has(abs)) times.set(abs, current);
    }
  }
  return times;
}

/** Map from absolute file path to the newest commit time (ms) touching it; empty without git. */
export function readLastUpdatedTimes(dir: string): { times: Map<string, number>; warning?: string } {
  try {
    const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const out = execFileSync('git', ['log', '--format=%x00%ct', '--name-only', '--no-renames', '--', relative(root, dir) || '.'], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return { times: parseGitLog(out, root) };
  } catch {
    return { times: new Map(), warning: 'git is not available or the site is not in a git repository: pages show no last-updated date' };
  }
}
