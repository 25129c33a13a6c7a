// `docusaurus deploy` pushes the build to the GitHub Pages branch as Docusaurus's command does: the
// same environment variables and config keys, the same refusals in the same words (the texts below
// are what Docusaurus 3.5.2's `deploy --skip-build` printed on a site made by create-docusaurus),
// and the same commit on the deployment branch. GitHub is stood in for by a bare repository that
// git's `url.<base>.insteadOf` puts at the https address deploy builds from GIT_USER.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isSshRemote } from '../../../scripts/deploy.js';

const root = join(import.meta.dirname, '../../..');
const fixture = join(root, 'tests/fixtures/sites/deploy-gh-pages');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The environment without any deploy setting of the machine running the tests. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  for (const key of Object.keys(env))
    if (
      /^(GIT_|USE_SSH|DEPLOYMENT_BRANCH|CURRENT_BRANCH|ORGANIZATION_NAME|PROJECT_NAME|GITHUB_|CI_PULL_REQUEST|CIRCLE_|CUSTOM_COMMIT_MESSAGE)/.test(
        key,
      )
    )
      delete env[key];
  return {
    ...env,
    GIT_AUTHOR_NAME: 'Test',
    GIT_AUTHOR_EMAIL: 'test@example.com',
    GIT_COMMITTER_NAME: 'Test',
    GIT_COMMITTER_EMAIL: 'test@example.com',
    ...extra,
  };
}

/** A clone of the site: the fixture on branch main, origin at GitHub's address of the project. */
function siteRepo(): { dir: string; remoteRoot: string; commit: string } {
  const base = mkdtempSync(join(tmpdir(), 'deploy-test-'));
  made.push(base);
  const dir = join(base, 'site');
  cpSync(fixture, dir, { recursive: true });
  const env = cleanEnv({});
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, env, encoding: 'utf8' }).trim();
  git('init', '-q', '-b', 'main');
  git('remote', 'add', 'origin', 'https://github.com/tidepool/lantern.git');
  git('add', '.');
  git('commit', '-q', '-m', 'site');
  const remoteRoot = join(base, 'github');
  mkdirSync(join(remoteRoot, 'tidepool'), { recursive: true });
  execFileSync('git', ['init', '-q', '--bare', join(remoteRoot, 'tidepool/lantern.git')], { env });
  return { dir, remoteRoot, commit: git('rev-parse', 'HEAD') };
}

function deploy(site: string, env: NodeJS.ProcessEnv, ...args: string[]) {
  const r = spawnSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/cli.ts'), 'deploy', ...args],
    { cwd: site, env, encoding: 'utf8' },
  );
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const TRAILING_SLASH_WARNING =
  'When deploying to GitHub Pages, it is better to use an explicit "trailingSlash" site config.\n' +
  'Otherwise, GitHub Pages will add an extra trailing slash to your site urls only on direct-access (not when navigation) with a server redirect.';

describe('docusaurus deploy', () => {
  it('refuses without GIT_USER or USE_SSH, in Docusaurus’s words, after its trailingSlash warning', () => {
    const { dir } = siteRepo();
    const r = deploy(dir, cleanEnv({}), '--skip-build');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(TRAILING_SLASH_WARNING);
    expect(r.stdout).toContain('Deploy command invoked...');
    expect(r.stderr).toContain(
      'Please set the GIT_USER environment variable, or explicitly specify USE_SSH instead!',
    );
  }, 60_000);

  it('refuses to deploy to the branch it is run from', () => {
    const { dir } = siteRepo();
    const r = deploy(
      dir,
      cleanEnv({ GIT_USER: 'robot', DEPLOYMENT_BRANCH: 'main' }),
      '--skip-build',
    );
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      'You cannot deploy from this branch (main).\nYou will need to checkout to a different branch!',
    );
  }, 60_000);

  it('commits the build to gh-pages and pushes it, replacing what the branch held', () => {
    const { dir, remoteRoot, commit } = siteRepo();
    const env = cleanEnv({
      GIT_USER: 'robot',
      GIT_USER_NAME: 'Deploy Bot',
      GIT_USER_EMAIL: 'bot@example.com',
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: `url.file://${remoteRoot}/.insteadOf`,
      GIT_CONFIG_VALUE_0: 'https://robot@github.com/',
    });
    // The deployment commit's author is GIT_USER_NAME's, set in the clone's config.
    for (const key of [
      'GIT_AUTHOR_NAME',
      'GIT_AUTHOR_EMAIL',
      'GIT_COMMITTER_NAME',
      'GIT_COMMITTER_EMAIL',
    ])
      delete env[key];
    const bare = join(remoteRoot, 'tidepool/lantern.git');
    const show = (...args: string[]) =>
      execFileSync('git', ['--git-dir', bare, ...args], { env, encoding: 'utf8' }).trim();

    mkdirSync(join(dir, 'build/old'), { recursive: true });
    writeFileSync(join(dir, 'build/index.html'), '<p>first</p>');
    writeFileSync(join(dir, 'build/old/index.html'), '<p>gone next time</p>');
    const first = deploy(dir, env, '--skip-build');
    expect(first.stderr).not.toContain('Error');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Website is live at "https://tidepool.github.io/lantern/".');
    expect(show('log', '-1', '--format=%s|%an', 'gh-pages')).toBe(
      `Deploy website - based on ${commit}|Deploy Bot`,
    );

    rmSync(join(dir, 'build'), { recursive: true });
    mkdirSync(join(dir, 'build'));
    writeFileSync(join(dir, 'build/index.html'), '<p>second</p>');
    const second = deploy(dir, env, '--skip-build');
    expect(second.status).toBe(0);
    expect(show('ls-tree', '-r', '--name-only', 'gh-pages')).toBe('index.html');
    expect(show('show', 'gh-pages:index.html')).toBe('<p>second</p>');
    expect(show('rev-list', '--count', 'gh-pages')).toBe('2');
  }, 120_000);

  it('takes an scp-like or ssh:// origin as SSH, and an https one not', () => {
    expect(isSshRemote('git@github.com:tidepool/lantern.git')).toBe(true);
    expect(isSshRemote('ssh://git@github.com:22/tidepool/lantern.git')).toBe(true);
    expect(isSshRemote('https://github.com/tidepool/lantern.git')).toBe(false);
  });
});
