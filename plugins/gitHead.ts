// The git repository holding a folder, read from its files without running git: the early
// up-to-date check fingerprints the commit HEAD names (output/earlyUpToDate.ts), and the docs'
// last-updated dates are kept by it (docs/lastUpdated.ts).
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { hashOf } from './output/buildState.js';

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

export interface GitRepo {
  /** The `.git` folder or file found (a worktree's or a submodule's is a file). */
  dotGit: string;
  /** The repository's folder for this work tree (`.git`, or where the file points). */
  gitDir: string;
  /** The folder it shares with the other work trees (objects, refs, config, shallow). */
  commonDir: string;
  /** The text of HEAD. */
  head: string;
  /** What HEAD's ref names: the ref's file, else a hash of the packed refs; '' when detached. */
  target: string;
}

/** The repository holding `dir` (its `.git` searched upwards), undefined outside one. */
export function gitRepoOf(dir: string): GitRepo | undefined {
  for (let d = resolve(dir); ; d = dirname(d)) {
    const dotGit = join(d, '.git');
    let gitDir: string | undefined;
    try {
      const s = statSync(dotGit);
      if (s.isDirectory()) gitDir = dotGit;
      else {
        // A worktree or a submodule: `gitdir: <path>`.
        const to = /^gitdir:\s*(.+)$/m.exec(readText(dotGit) ?? '')?.[1]?.trim();
        gitDir = to ? resolve(d, to) : dotGit;
      }
    } catch {
      gitDir = undefined;
    }
    if (gitDir) {
      const head = readText(join(gitDir, 'HEAD')) ?? '';
      const commonDir = resolve(gitDir, (readText(join(gitDir, 'commondir')) ?? '.').trim());
      const ref = /^ref:\s*(.+)$/m.exec(head)?.[1]?.trim();
      const target = ref
        ? (readText(join(gitDir, ref)) ??
          readText(join(commonDir, ref)) ??
          `packed:${hashOf(readText(join(commonDir, 'packed-refs')) ?? '')}`)
        : '';
      return { dotGit, gitDir, commonDir, head, target };
    }
    if (dirname(d) === d) return undefined;
  }
}

/**
 * The git repository holding `dir` (its `.git` folder or file, searched upwards) and the commit
 * its HEAD names (the ref's file, else the packed refs), as text; `none` outside a repository.
 */
export function gitHeadOf(dir: string): string {
  const repo = gitRepoOf(dir);
  return repo ? JSON.stringify([repo.dotGit, repo.head, repo.target]) : 'none';
}
