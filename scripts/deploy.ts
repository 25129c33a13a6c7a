// `docusaurus deploy`: publishes the build to a branch of the site's GitHub repository, as
// Docusaurus's command does (GitHub Pages' `gh-pages` by default). The same settings are read, from
// the same environment variables and config keys, and the same refusals are given in the same words,
// so a site's CI script (`GIT_USER=… npm run deploy`) keeps working when the site is switched.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logger } from './logger.js';

export interface DeployOptions {
  siteDir: string;
  /** The build to publish (`build/`, or `--out-dir`). */
  outDir: string;
  /** The config keys Docusaurus reads (organizationName, projectName, deploymentBranch…). */
  config: Record<string, unknown>;
  /** The config file, named by the errors about a missing key. */
  configFile: string;
  /** `--target-dir`: the folder of the deployment branch the build replaces ('.' by default). */
  targetDir?: string;
  /** Builds the site into outDir (left out with `--skip-build`). */
  build?: () => Promise<void>;
  env?: NodeJS.ProcessEnv;
  info?: (line: string) => void;
  warn?: (line: string) => void;
}

export interface DeployResult {
  /** Where GitHub Pages serves the branch; undefined for a pull request, which is not deployed. */
  websiteUrl?: string;
  deploymentBranch?: string;
}

/** A refusal or a failed git step: its message is what the user reads (no stack). */
export class DeployError extends Error {
  override name = 'CommandError';
}

interface GitRun {
  status: number;
  stdout: string;
  stderr: string;
}

const stringOf = (v: unknown): string | undefined =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : undefined;

/** Whether a remote URL is reached over SSH (`ssh://…`, or scp-like `git@host:org/repo.git`). */
export function isSshRemote(url: string): boolean {
  try {
    return new URL(url).protocol === 'ssh:';
  } catch {
    return /^(?:[\w-]+@)?[\w.-]+:[\w./-]+/.test(url);
  }
}

export async function deploy(options: DeployOptions): Promise<DeployResult> {
  const env = options.env ?? process.env;
  const info = options.info ?? logger.info;
  const warn = options.warn ?? logger.warn;
  const { config } = options;
  const secret = env.GIT_PASS;
  const hide = (s: string) => (secret ? s.split(secret).join('GIT_PASS') : s);

  const git = (args: string[], cwd: string, log = true): GitRun => {
    const r = spawnSync('git', args, { cwd, encoding: 'utf8', env });
    if (r.error) throw new DeployError('Git not installed or not added to PATH!');
    const run = { status: r.status ?? 1, stdout: r.stdout, stderr: r.stderr };
    if (log) {
      info(`git ${hide(args.join(' '))} (code: ${run.status})`);
      const output = (run.stdout + run.stderr).trim();
      if (output && run.status !== 0) console.error(hide(output));
    }
    return run;
  };
  /** A git step deploy cannot go on without: its failure names the command, folder and output. */
  const gitOrFail = (args: string[], cwd: string): string => {
    const r = git(args, cwd, false);
    if (r.status !== 0)
      throw new DeployError(
        `deploy: \`git ${hide(args.join(' '))}\` failed in ${cwd}:\n${hide(r.stderr.trim())}\n` +
          'hint: run deploy in a clone of the site’s repository, with an "origin" remote and a commit checked out.',
      );
    return r.stdout.trim();
  };

  if (config.trailingSlash === undefined)
    warn(
      'When deploying to GitHub Pages, it is better to use an explicit "trailingSlash" site config.\n' +
        'Otherwise, GitHub Pages will add an extra trailing slash to your site urls only on direct-access (not when navigation) with a server redirect.\n' +
        'This behavior can have SEO impacts and create relative link issues.\n',
    );
  info('Deploy command invoked...');
  if (spawnSync('git', ['--version'], { env }).error)
    throw new DeployError('Git not installed or not added to PATH!');

  const sourceRepoUrl = gitOrFail(['remote', 'get-url', 'origin'], options.siteDir);
  const sourceBranch =
    env.CURRENT_BRANCH ?? gitOrFail(['rev-parse', '--abbrev-ref', 'HEAD'], options.siteDir);

  const gitUser = env.GIT_USER;
  let useSsh = env.USE_SSH?.toLowerCase() === 'true';
  if (!gitUser && !useSsh) {
    if (env.USE_SSH === undefined && isSshRemote(sourceRepoUrl)) useSsh = true;
    else
      throw new DeployError(
        'Please set the GIT_USER environment variable, or explicitly specify USE_SSH instead!',
      );
  }

  const organizationName =
    env.ORGANIZATION_NAME ?? env.CIRCLE_PROJECT_USERNAME ?? stringOf(config.organizationName);
  if (!organizationName)
    throw new DeployError(
      `Missing project organization name. Did you forget to define "organizationName" in ${options.configFile}? You may also export it via the ORGANIZATION_NAME environment variable.`,
    );
  info(`organizationName: ${organizationName}`);
  const projectName =
    env.PROJECT_NAME ?? env.CIRCLE_PROJECT_REPONAME ?? stringOf(config.projectName);
  if (!projectName)
    throw new DeployError(
      `Missing project name. Did you forget to define "projectName" in ${options.configFile}? You may also export it via the PROJECT_NAME environment variable.`,
    );
  info(`projectName: ${projectName}`);

  if (env.CI_PULL_REQUEST ?? env.CIRCLE_PULL_REQUEST) {
    console.log('Skipping deploy on a pull request.');
    return {};
  }

  // An organisation's own site (<org>.github.io) is served from a branch Docusaurus no longer guesses.
  const organizationSite = projectName.includes('.github.io');
  if (organizationSite && !env.DEPLOYMENT_BRANCH && !config.deploymentBranch)
    throw new DeployError(
      "For GitHub pages organization deployments, 'docusaurus deploy' does not assume anymore that 'master' is your default Git branch.\n" +
        'Please provide the branch name to deploy to as an environment variable, for example DEPLOYMENT_BRANCH=main or DEPLOYMENT_BRANCH=master .\n' +
        'You can also set the deploymentBranch property in docusaurus.config.js .',
    );
  const deploymentBranch = env.DEPLOYMENT_BRANCH ?? stringOf(config.deploymentBranch) ?? 'gh-pages';
  info(`deploymentBranch: ${deploymentBranch}`);

  const githubHost = env.GITHUB_HOST ?? stringOf(config.githubHost) ?? 'github.com';
  const githubPort = env.GITHUB_PORT ?? stringOf(config.githubPort);
  const repoPath = `${organizationName}/${projectName}.git`;
  let remote: string;
  if (useSsh)
    remote = githubPort
      ? `ssh://git@${githubHost}:${githubPort}/${repoPath}`
      : `git@${githubHost}:${repoPath}`;
  else {
    const credentials = env.GIT_PASS ? `${gitUser}:${env.GIT_PASS}` : gitUser!;
    remote = `https://${credentials}@${githubHost}${githubPort ? `:${githubPort}` : ''}/${repoPath}`;
  }
  info(`Remote repo URL: ${hide(remote)}`);

  // Publishing to the branch being deployed from is refused, unless the build goes to another repo.
  const otherRepo = !sourceRepoUrl.endsWith(`${organizationName}/${projectName}.git`);
  if (sourceBranch === deploymentBranch && !otherRepo)
    throw new DeployError(
      `You cannot deploy from this branch (${sourceBranch}).\nYou will need to checkout to a different branch!`,
    );
  const currentCommit = gitOrFail(['rev-parse', 'HEAD'], options.siteDir);

  if (options.build) await options.build();
  if (!existsSync(options.outDir))
    throw new DeployError(
      `Nothing to deploy: ${options.outDir} does not exist.\nhint: run \`docusaurus build\` first, or deploy without --skip-build (--out-dir DIR names another build).`,
    );

  const pushed = publish({
    git,
    remote,
    hide,
    organizationName,
    projectName,
    githubHost,
    deploymentBranch,
    currentCommit,
    env,
    outDir: options.outDir,
    targetDir: options.targetDir ?? '.',
  });
  if (!pushed) return { deploymentBranch };
  const websiteUrl = pagesUrl(githubHost, organizationName, projectName);
  console.log(`Website is live at "${websiteUrl}".`);
  return { websiteUrl, deploymentBranch };
}

/** Where GitHub Pages (or GitHub Enterprise's) serves the project. */
function pagesUrl(githubHost: string, organization: string, project: string): string {
  if (githubHost !== 'github.com') return `https://${githubHost}/pages/${organization}/${project}/`;
  return project.includes('.github.io')
    ? `https://${organization}.github.io/`
    : `https://${organization}.github.io/${project}/`;
}

type Git = (args: string[], cwd: string, log?: boolean) => GitRun;

/**
 * Clones the deployment branch (or makes it from the default one), puts the build in place of its
 * content, commits and force-pushes; false when the commit failed (nothing was deployed anew).
 */
function publish(p: {
  git: Git;
  remote: string;
  hide: (s: string) => string;
  organizationName: string;
  projectName: string;
  githubHost: string;
  deploymentBranch: string;
  currentCommit: string;
  env: NodeJS.ProcessEnv;
  outDir: string;
  targetDir: string;
}): boolean {
  const { git, remote, hide, env, deploymentBranch, targetDir } = p;
  const must = (args: string[], cwd: string) => {
    if (git(args, cwd).status !== 0)
      throw new DeployError(`deploy: \`git ${hide(args.join(' '))}\` failed in ${cwd}.`);
  };
  const clone = mkdtempSync(join(tmpdir(), `${p.projectName}-${deploymentBranch}`));
  // The deployment branch's last commit, or a new branch from the default one.
  if (
    git(['clone', '--depth', '1', '--branch', deploymentBranch, remote, clone], clone).status !== 0
  ) {
    if (git(['clone', '--depth', '1', remote, clone], clone).status !== 0)
      throw new DeployError(
        `deploy: cannot clone ${hide(remote)}.\nhint: check GIT_USER (and GIT_PASS), or USE_SSH, and that ${p.organizationName}/${p.projectName} exists on ${p.githubHost}.`,
      );
    git(['checkout', '-b', deploymentBranch], clone);
  }
  git(['rm', '-rf', '--quiet', '--ignore-unmatch', targetDir], clone, false);
  cpSync(p.outDir, join(clone, targetDir), { recursive: true });
  must(['add', '--all'], clone);
  if (env.GIT_USER_NAME) must(['config', 'user.name', env.GIT_USER_NAME], clone);
  if (env.GIT_USER_EMAIL) must(['config', 'user.email', env.GIT_USER_EMAIL], clone);
  const message = env.CUSTOM_COMMIT_MESSAGE ?? `Deploy website - based on ${p.currentCommit}`;
  const committed = git(['commit', '-m', message, '--allow-empty'], clone);
  if (git(['push', '--force', 'origin', deploymentBranch], clone).status !== 0)
    throw new DeployError(
      'Running "git push" command failed. Does the GitHub user account you are using have push access to the repository?',
    );
  return committed.status === 0;
}
