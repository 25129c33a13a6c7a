// Builds public Docusaurus sites (scripts/real-sites/sites.mjs, each pinned to a commit) with this
// generator from their own folders and configs, optionally with their own Docusaurus too, and
// compares the HTML files each wrote. Not part of `npm test`: a site takes minutes.
//
//   node scripts/real-sites/run.mjs [--only a,b] [--peer] [--locale X] [--mirror DIR] [--cache DIR]
//                                   [--table]
//
// --only      the sites to run (names from sites.mjs); all of them by default
// --peer      also build each site with the Docusaurus its package.json names (where its entry
//             allows: the biggest are skipped, with the reason in the table)
// --peer-only with --peer: build with Docusaurus only, keeping our build of an earlier run
// --peer-routes with --peer: instead of a Docusaurus build, Docusaurus's list of the HTML files
//             its build would write, from loading the site without bundling (peerRoutes.mjs): for
//             a site whose build does not fit on the machine (also one whose entry's `peer` gives
//             that reason); its table cell says so
// --locale    build this locale only, with both generators (`--locale X` to each build); its
//             results are kept apart from the site's own run (see siteRun in compare.mjs)
// --mirror    a folder of bare git snapshots named owner+name/repo (or owner+name.git); without it,
//             each repository is cloned from GitHub into the cache
// --cache     where sources, installs, builds, logs and results go
//             (default: $REAL_SITES_CACHE or ~/.cache/docusaurus-vite-real-sites)
// --table     print the table from the results of earlier runs, building nothing
//
// Each site's dependencies are installed once with npm (from its package.json, see installManifest
// in compare.mjs: webpack pinned, no lifecycle scripts of the site), cached by the hash of what was
// installed; a site whose install needs git or a host other than the npm registry cannot be listed.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  lstatSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  TABLE_HEADER,
  firstError,
  htmlRoutes,
  installKey,
  installManifest,
  siteRun,
  tableRow,
} from './compare.mjs';
import { SITES } from './sites.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    peer: { type: 'boolean', default: false },
    'peer-only': { type: 'boolean', default: false },
    'peer-routes': { type: 'boolean', default: false },
    locale: { type: 'string' },
    mirror: { type: 'string' },
    cache: { type: 'string' },
    table: { type: 'boolean', default: false },
  },
});
const CACHE = resolve(
  args.cache ??
    process.env.REAL_SITES_CACHE ??
    join(homedir(), '.cache', 'docusaurus-vite-real-sites'),
);
const only = args.only?.split(',').map((s) => s.trim());
const unknown = only?.filter((n) => !SITES.some((s) => s.name === n)) ?? [];
if (unknown.length) {
  console.error(
    `unknown site(s): ${unknown.join(', ')}; known: ${SITES.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = only ? SITES.filter((s) => only.includes(s.name)) : SITES;

const runOf = (site) => siteRun(site, args.locale);
const resultFile = (site) => join(CACHE, 'results', `${runOf(site).key}.json`);
const log = (msg) => console.error(`[real-sites] ${msg}`);

/** The bare git folder holding the site's commit: the mirror's, or a clone in the cache. */
function gitDir(site) {
  const name = site.repo.replace('/', '+');
  if (args.mirror) {
    for (const candidate of [join(args.mirror, name, 'repo'), join(args.mirror, `${name}.git`)]) {
      if (existsSync(candidate)) return candidate;
    }
  }
  const clone = join(CACHE, 'git', `${name}.git`);
  if (!existsSync(clone)) {
    log(`cloning ${site.repo}`);
    execFileSync(
      'git',
      ['clone', '--bare', '--filter=blob:none', `https://github.com/${site.repo}.git`, clone],
      {
        stdio: 'inherit',
      },
    );
  }
  return clone;
}

/** Extracts the site's folders at its pinned commit; returns the site folder. */
function extract(site) {
  const root = join(CACHE, 'src', `${site.name}-${site.commit.slice(0, 10)}`);
  const siteDir = join(root, site.dir ?? '.');
  if (existsSync(join(root, '.extracted'))) return siteDir;
  const git = gitDir(site);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const paths = site.extract ?? [site.dir ?? '.'];
  log(`extracting ${site.repo}@${site.commit.slice(0, 10)}: ${paths.join(' ')}`);
  try {
    const tar = execFileSync('git', ['--git-dir', git, 'archive', site.commit, '--', ...paths], {
      maxBuffer: 2 ** 31,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    execFileSync('tar', ['-x', '-C', root], { input: tar, maxBuffer: 2 ** 31 });
  } catch {
    extractFileByFile(git, site.commit, paths, root);
  }
  site.prepare?.(siteDir, root);
  commitSnapshot(git, site.commit, root);
  writeFileSync(join(root, '.extracted'), `${site.commit}\n`);
  return siteDir;
}

/** A 1-pixel GIF: the stand-in for an image the snapshot lacks. */
const PIXEL = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');

/**
 * The files one by one, for a snapshot that lacks some (large files are left out of it, as Git
 * LFS leaves them): a missing image becomes a 1-pixel GIF, any other missing file is empty, and
 * the list is printed (the same stand-ins serve both builds).
 */
function extractFileByFile(git, commit, paths, root) {
  const listing = execFileSync(
    'git',
    ['--git-dir', git, 'ls-tree', '-r', '-z', commit, '--', ...paths],
    {
      encoding: 'utf8',
      maxBuffer: 2 ** 30,
    },
  );
  const missing = [];
  for (const entry of listing.split('\0').filter(Boolean)) {
    const [meta, path] = entry.split('\t');
    const [mode, type, sha] = meta.split(' ');
    if (type !== 'blob') continue;
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    let content;
    try {
      content = execFileSync('git', ['--git-dir', git, 'cat-file', 'blob', sha], {
        maxBuffer: 2 ** 30,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    } catch {
      missing.push(path);
      content = /\.(png|jpe?g|gif|webp|avif|ico|bmp)$/i.test(path) ? PIXEL : Buffer.alloc(0);
    }
    if (mode === '120000') symlinkSync(content.toString(), file);
    else writeFileSync(file, content, { mode: mode === '100755' ? 0o755 : 0o644 });
  }
  if (missing.length)
    log(
      `${missing.length} file(s) missing from the snapshot, replaced by stand-ins: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`,
    );
}

/**
 * The extracted files as one commit of a new repository, dated and signed as the pinned commit:
 * Docusaurus reads each doc's last update from git (`showLastUpdateTime`) and fails outside a
 * repository; both builds then read the same date.
 */
function commitSnapshot(git, commit, root) {
  const [date, name, email] = execFileSync(
    'git',
    ['--git-dir', git, 'log', '-1', '--format=%aI%n%an%n%ae', commit],
    { encoding: 'utf8' },
  ).split('\n');
  const env = {
    ...process.env,
    GIT_AUTHOR_DATE: date,
    GIT_COMMITTER_DATE: date,
    GIT_AUTHOR_NAME: name,
    GIT_COMMITTER_NAME: name,
    GIT_AUTHOR_EMAIL: email,
    GIT_COMMITTER_EMAIL: email,
  };
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-q', '--no-verify', '-m', commit],
  ])
    execFileSync('git', args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Installs the site's dependencies once per manifest and links them as its node_modules. */
function install(site, siteDir) {
  const pkgDir = join(siteDir, site.packageDir ?? '.');
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const manifest = installManifest(pkg, site);
  const lockPath = join(pkgDir, 'package-lock.json');
  const lock = existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : '';
  const dir = join(CACHE, 'installs', `${site.name}-${installKey(manifest, lock)}`);
  if (!existsSync(join(dir, '.installed'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // A lock written against a mirror of the npm registry (npmmirror.com: Certimate's) names the
    // same tarballs there; this machine reaches only the registry itself.
    if (lock)
      writeFileSync(
        join(dir, 'package-lock.json'),
        lock.replaceAll('https://registry.npmmirror.com/', 'https://registry.npmjs.org/'),
      );
    log(`installing ${site.name} (${Object.keys(manifest.dependencies).length} dependencies)`);
    const npmArgs = [
      'install',
      '--no-audit',
      '--no-fund',
      '--legacy-peer-deps',
      ...(site.npmArgs ?? []),
    ];
    const run = spawnSync('npm', npmArgs, { cwd: dir, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`${site.name}: npm install failed (exit ${run.status})`);
    writeFileSync(join(dir, '.installed'), new Date().toISOString());
  }
  const link = join(siteDir, 'node_modules');
  if (existsSync(link) || isLink(link)) rmSync(link, { recursive: true, force: true });
  symlinkSync(join(dir, 'node_modules'), link, 'dir');
  linkLocalPackages(site, siteDir, join(dir, 'node_modules'));
}

/**
 * A site's own packages that its package.json names with `file:` or its monorepo's workspaces
 * hold (npm cannot install them from the install folder): linked into node_modules from the
 * extracted folders, as a `file:` or workspace install does. Each gets the install's node_modules
 * as its own, where its dependencies are found (a workspace install hoists them to the root).
 */
function linkLocalPackages(site, siteDir, nodeModules) {
  for (const [name, path] of Object.entries(site.links ?? {})) {
    const target = join(nodeModules, name);
    if (existsSync(target) || isLink(target)) rmSync(target, { recursive: true, force: true });
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(join(siteDir, path), target, 'dir');
    const own = join(siteDir, path, 'node_modules');
    if (!existsSync(own) && !isLink(own)) symlinkSync(nodeModules, own, 'dir');
  }
}

/**
 * The commands a site runs before its build (`docusaurus gen-api-docs all` writes the OpenAPI
 * docs the build reads), run with this generator's CLI once per extraction: both builds then
 * read the same generated files; `{ node: [script, ...args] }` runs one of the site's own Node
 * scripts instead (its `prebuild`), with the site's installed packages. A failure stops the site
 * with the command's log.
 */
function runBefore(site, siteDir) {
  const done = join(siteDir, '.real-sites-before');
  if (!site.before?.length || existsSync(done)) return;
  mkdirSync(join(CACHE, 'logs'), { recursive: true });
  for (const [index, commandArgs] of site.before.entries()) {
    const logFile = join(CACHE, 'logs', `${site.name}-before-${index}.log`);
    const shown = (Array.isArray(commandArgs) ? commandArgs : ['node', ...commandArgs.node]).join(
      ' ',
    );
    log(`${site.name}: running ${shown} (log: ${logFile})`);
    const argv = Array.isArray(commandArgs)
      ? [join(ROOT, 'scripts/run.mjs'), ...commandArgs]
      : commandArgs.node;
    const run = spawnSync(process.execPath, argv, {
      cwd: siteDir,
      encoding: 'utf8',
      maxBuffer: 2 ** 30,
      env: { ...process.env, FORCE_COLOR: '0', ...(site.env ?? {}) },
    });
    writeFileSync(logFile, `${run.stdout ?? ''}\n${run.stderr ?? ''}`);
    if (run.status !== 0)
      throw new Error(`\`${shown}\` failed (exit ${run.status}): see ${logFile}`);
  }
  writeFileSync(done, new Date().toISOString());
}

const isLink = (path) => {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
};

/** Runs one build, its output in a log file; returns exit code, time, routes, first error. */
function build(site, side, command, commandArgs, cwd) {
  const { key, locale: onlyLocale } = runOf(site);
  const out = join(CACHE, 'out', key, side);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(join(CACHE, 'logs'), { recursive: true });
  const logFile = join(CACHE, 'logs', `${key}-${side}.log`);
  const locale = onlyLocale ? ['--locale', onlyLocale] : [];
  log(
    `${site.name}: building with ${side === 'ours' ? 'this generator' : 'Docusaurus'} (log: ${logFile})`,
  );
  site.beforeBuild?.(cwd);
  const start = Date.now();
  const run = spawnSync(command, [...commandArgs, '--out-dir', out, ...locale], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 2 ** 30,
    timeout: (site.timeoutMinutes ?? 45) * 60_000,
    env: {
      ...process.env,
      FORCE_COLOR: '0',
      NODE_OPTIONS: '--max-old-space-size=6144',
      // Docusaurus's update notifier, once it knows of a newer release, runs `yarn --version`
      // beside a yarn.lock (Casbin's) and the build fails where yarn is not installed.
      NO_UPDATE_NOTIFIER: '1',
      ...(site.env ?? {}),
    },
  });
  const ms = Date.now() - start;
  const text = `${run.stdout ?? ''}\n${run.stderr ?? ''}`;
  writeFileSync(logFile, text);
  // Docusaurus's CLI exits with 0 on SIGTERM: a build the timeout stopped is not a success.
  const timedOut = run.error?.code === 'ETIMEDOUT';
  const exitCode = timedOut
    ? `timeout after ${site.timeoutMinutes ?? 45} min`
    : (run.status ?? (run.signal ? `signal ${run.signal}` : 1));
  const routes = existsSync(out) ? htmlRoutes(out) : [];
  return { exitCode, ms, routes, ...(exitCode === 0 ? {} : { error: firstError(text) }) };
}

/**
 * Docusaurus's list of the HTML files its build of the site would write (peerRoutes.mjs loads the
 * site as its build does, without bundling), recorded as a build result marked `method: 'routes'`.
 */
function peerRouteList(site, siteDir) {
  const { key, locale } = runOf(site);
  mkdirSync(join(CACHE, 'logs'), { recursive: true });
  const logFile = join(CACHE, 'logs', `${key}-docusaurus-routes.log`);
  log(`${site.name}: listing Docusaurus's routes without bundling (log: ${logFile})`);
  const start = Date.now();
  const script = join(ROOT, 'scripts/real-sites/peerRoutes.mjs');
  const run = spawnSync(process.execPath, [script, siteDir, ...(locale ? [locale] : [])], {
    cwd: siteDir,
    encoding: 'utf8',
    maxBuffer: 2 ** 30,
    // A list takes a minute or two: one that does not end is stopped and said so.
    timeout: (site.timeoutMinutes ?? 45) * 60_000,
    env: { ...process.env, FORCE_COLOR: '0', NO_UPDATE_NOTIFIER: '1', ...(site.env ?? {}) },
  });
  writeFileSync(logFile, `${run.stderr ?? ''}`);
  const ms = Date.now() - start;
  if (run.error?.code === 'ETIMEDOUT')
    return {
      exitCode: `timeout after ${site.timeoutMinutes ?? 45} min`,
      ms,
      routes: [],
      error: 'the route list did not end',
    };
  if (run.status !== 0)
    return { exitCode: run.status ?? 1, ms, routes: [], error: firstError(run.stderr ?? '') };
  return { exitCode: 0, ms, routes: JSON.parse(run.stdout), method: 'routes' };
}

function runSite(site) {
  const result = { ours: undefined, peer: undefined, peerSkipped: undefined };
  const siteDir = extract(site);
  install(site, siteDir);
  runBefore(site, siteDir);
  const previous = existsSync(resultFile(site))
    ? JSON.parse(readFileSync(resultFile(site), 'utf8'))
    : {};
  if (args['peer-only'] && previous.commit === site.commit && previous.ours) {
    log(`${site.name}: keeping our build of an earlier run (--peer-only)`);
    result.ours = previous.ours;
  } else
    result.ours = build(
      site,
      'ours',
      process.execPath,
      [join(ROOT, 'scripts/run.mjs'), 'build', siteDir],
      siteDir,
    );
  if (!args.peer) result.peerSkipped = 'run without --peer';
  // A reason in the entry is why Docusaurus's build does not fit here: its route list, which
  // bundles nothing, is still taken with --peer-routes.
  else if (site.peer !== true && !args['peer-routes']) result.peerSkipped = site.peer;
  else {
    rmSync(join(siteDir, 'node_modules', '.cache'), { recursive: true, force: true });
    const bin = join(siteDir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
    result.peer = args['peer-routes']
      ? peerRouteList(site, siteDir)
      : build(site, 'docusaurus', process.execPath, [bin, 'build', siteDir], siteDir);
  }
  mkdirSync(dirname(resultFile(site)), { recursive: true });
  // A run without --peer keeps the Docusaurus build of an earlier run (it does not change).
  const saved =
    result.peer || !previous.peer
      ? result
      : { ...result, peer: previous.peer, peerSkipped: undefined };
  writeFileSync(
    resultFile(site),
    `${JSON.stringify({ commit: site.commit, ...saved }, null, 2)}\n`,
  );
  return saved;
}

function printTable() {
  const rows = [];
  for (const site of selected) {
    if (!existsSync(resultFile(site))) continue;
    const saved = JSON.parse(readFileSync(resultFile(site), 'utf8'));
    if (saved.commit !== site.commit) continue;
    rows.push(tableRow({ site: { ...site, name: runOf(site).label }, ...saved }));
  }
  console.log([...TABLE_HEADER, ...rows].join('\n'));
}

if (!args.table) {
  for (const site of selected) {
    try {
      const result = runSite(site);
      console.log(tableRow({ site: { ...site, name: runOf(site).label }, ...result }));
    } catch (error) {
      console.log(`| ${site.name} | ${site.docusaurus ?? ''} | not built: ${error.message} | | |`);
    }
  }
}
printTable();
