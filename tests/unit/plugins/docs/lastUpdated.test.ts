import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocs } from '../../../../plugins/docs/loadDocs.js';
import { parseGitLog, readLastUpdates } from '../../../../plugins/docs/lastUpdated.js';

/** Commits everything in `repo` by Ada at `date` (author and committer date). */
function commitAll(repo: string, date: string): void {
  execFileSync('git', ['add', '.'], { cwd: repo, stdio: 'ignore' });
  execFileSync('git', ['commit', '-q', '-m', 'c', '--author=Ada <ada@example.org>', `--date=${date}`], {
    cwd: repo,
    env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_COMMITTER_NAME: 'c', GIT_COMMITTER_EMAIL: 'c@x' },
    stdio: 'ignore',
  });
}

describe('last updated from one git log pass', () => {
  it('keeps the newest commit time and author of each file', () => {
    const out =
      '\0' +
      '1700000300\0Ada Lovelace\n\ndocs/a.md\ndocs/b.md\n' +
      '\0' +
      '1700000100\0Grace Hopper\n\ndocs/a.md\ndocs/c.md\n';
    const updates = parseGitLog(out, '/repo');
    expect(updates.get('/repo/docs/a.md')).toEqual({ at: 1700000300_000, by: 'Ada Lovelace' });
    expect(updates.get('/repo/docs/b.md')).toEqual({ at: 1700000300_000, by: 'Ada Lovelace' });
    expect(updates.get('/repo/docs/c.md')).toEqual({ at: 1700000100_000, by: 'Grace Hopper' });
    expect(updates.size).toBe(3);
  });

  it('reads a real repository: the last commit of each file with its author', () => {
    const repo = mkdtempSync(join(tmpdir(), 'last-updated-'));
    try {
      const git = (...args: string[]) =>
        execFileSync('git', args, { cwd: repo, stdio: ['ignore', 'pipe', 'ignore'] });
      const commit = (author: string, date: string) =>
        execFileSync('git', ['commit', '-q', '-m', 'c', `--author=${author}`, `--date=${date}`], {
          cwd: repo,
          env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_COMMITTER_NAME: 'c', GIT_COMMITTER_EMAIL: 'c@x' },
          stdio: 'ignore',
        });
      git('init', '-q');
      mkdirSync(join(repo, 'docs'));
      writeFileSync(join(repo, 'docs/a.md'), 'a');
      writeFileSync(join(repo, 'docs/b.md'), 'b');
      git('add', '.');
      commit('Ada Lovelace <ada@example.org>', '2024-01-02T00:00:00Z');
      writeFileSync(join(repo, 'docs/b.md'), 'b2');
      git('add', '.');
      commit('Grace Hopper <grace@example.org>', '2024-03-04T00:00:00Z');
      const { updates, warning } = readLastUpdates(join(repo, 'docs'));
      expect(warning).toBeUndefined();
      const real = (p: string) => [...updates].find(([k]) => k.endsWith(p))?.[1];
      expect(real('docs/a.md')).toEqual({ at: Date.parse('2024-01-02T00:00:00Z'), by: 'Ada Lovelace' });
      expect(real('docs/b.md')).toEqual({ at: Date.parse('2024-03-04T00:00:00Z'), by: 'Grace Hopper' });
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});

describe('last updated kept in the cache while the history is the same', () => {
  it('runs git again only after a commit', () => {
    const repo = mkdtempSync(join(tmpdir(), 'last-updated-cache-'));
    const path = process.env.PATH;
    try {
      const commit = (date: string) => commitAll(repo, date);
      execFileSync('git', ['init', '-q'], { cwd: repo });
      mkdirSync(join(repo, 'docs'));
      writeFileSync(join(repo, 'docs/a.md'), 'a');
      commit('2024-01-02T00:00:00Z');
      const cache = join(repo, '.cache');
      const at = (r: ReturnType<typeof readLastUpdates>) =>
        [...r.updates].find(([k]) => k.endsWith('docs/a.md'))?.[1]?.at;
      expect(at(readLastUpdates(join(repo, 'docs'), cache))).toBe(Date.parse('2024-01-02T00:00:00Z'));
      // No git on the PATH: the dates come from the cache (an uncommitted edit changes nothing).
      writeFileSync(join(repo, 'docs/a.md'), 'a, edited');
      process.env.PATH = join(repo, 'no-git-here');
      const kept = readLastUpdates(join(repo, 'docs'), cache);
      expect(kept.warning).toBeUndefined();
      expect(at(kept)).toBe(Date.parse('2024-01-02T00:00:00Z'));
      // Without the cache, git is needed.
      expect(readLastUpdates(join(repo, 'docs')).warning).toMatch(/git is not available/);
      process.env.PATH = path;
      // A commit moves HEAD: the cache no longer stands, and git gives the new date.
      commit('2024-05-06T00:00:00Z');
      expect(at(readLastUpdates(join(repo, 'docs'), cache))).toBe(Date.parse('2024-05-06T00:00:00Z'));
      // Outside a repository: the warning, as git gives it.
      const bare = mkdtempSync(join(tmpdir(), 'last-updated-none-'));
      try {
        expect(readLastUpdates(bare, join(bare, '.cache')).warning).toMatch(/not in a git repository/);
      } finally {
        rmSync(bare, { recursive: true, force: true });
      }
    } finally {
      process.env.PATH = path;
      rmSync(repo, { recursive: true, force: true });
    }
  });
});

describe("a locale's translated docs", () => {
  it("take their own file's last commit; an untranslated doc keeps its source's", () => {
    // Found on Feature-Sliced Design: its Russian pages showed no "last updated" date, Docusaurus's do.
    const repo = mkdtempSync(join(tmpdir(), 'last-updated-l10n-'));
    try {
      const commit = (date: string) => commitAll(repo, date);
      execFileSync('git', ['init', '-q'], { cwd: repo });
      const fr = join(repo, 'i18n/fr/docusaurus-plugin-content-docs/current');
      mkdirSync(join(repo, 'docs'), { recursive: true });
      mkdirSync(fr, { recursive: true });
      writeFileSync(join(repo, 'docs/intro.md'), '# Intro\n');
      writeFileSync(join(repo, 'docs/setup.md'), '# Setup\n');
      commit('2024-01-02T00:00:00Z');
      writeFileSync(join(fr, 'intro.md'), '# Présentation\n');
      commit('2024-05-06T00:00:00Z');
      const { docs } = loadDocs({
        siteDir: repo,
        docsDir: join(repo, 'docs'),
        localizedDir: fr,
        production: true,
        lastUpdate: true,
      });
      const at = (id: string) => docs.find((d) => d.id === id)?.lastUpdatedAt;
      expect(at('intro')).toBe(Date.parse('2024-05-06T00:00:00Z'));
      expect(at('setup')).toBe(Date.parse('2024-01-02T00:00:00Z'));
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
