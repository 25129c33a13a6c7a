// Which files a site module load treats as installed packages (kept in Node's module cache between
// loads) rather than as the site's own files (evaluated again on every load).
//
// A package under `node_modules` is one. So is a monorepo's workspace package: pnpm, npm and yarn
// install it as a link in `node_modules` to its own folder (`packages/utils`), and Node's module
// cache holds its files under that real path, which has no `node_modules` in it. Treating those as
// the site's own files made typescript-eslint's website evaluate 500 files of its built workspace
// packages again on every config load (9–16 s a load instead of well under one). The links are
// found by reading the `node_modules` folders of the site and its parents, then of each linked
// package in turn (pnpm gives each workspace package a `node_modules` of its own links). A linked
// folder inside the site (`file:./plugins/x`) stays the site's own: its author edits it.
import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';

const NODE_MODULES = `${sep}node_modules${sep}`;

/** The entries of a `node_modules` folder that are links to folders outside any `node_modules`. */
function linkedFolders(nodeModules: string): string[] {
  let names: string[];
  try {
    names = readdirSync(nodeModules);
  } catch {
    return [];
  }
  const entries = names.flatMap((name) => {
    if (!name.startsWith('@')) return [join(nodeModules, name)];
    try {
      return readdirSync(join(nodeModules, name)).map((n) => join(nodeModules, name, n));
    } catch {
      return [];
    }
  });
  const targets: string[] = [];
  for (const entry of entries) {
    try {
      if (!lstatSync(entry).isSymbolicLink()) continue;
      const target = realpathSync(entry);
      if (!`${target}${sep}`.includes(NODE_MODULES)) targets.push(target);
    } catch {
      // A dangling link: nothing is loaded through it.
    }
  }
  return targets;
}

/** The `node_modules` folders Node looks in from `dir`: its own and its parents'. */
function nodeModulesFrom(dir: string): string[] {
  const folders: string[] = [];
  for (let d = dir; ; d = dirname(d)) {
    if (!d.endsWith(`${sep}node_modules`)) folders.push(join(d, 'node_modules'));
    if (dirname(d) === d) return folders;
  }
}

/**
 * The real folders of the workspace packages a site can reach through `node_modules` links,
 * directly or through another linked package, the site's own folder and what is inside it aside.
 */
export function findLinkedPackages(siteDir: string): string[] {
  const site = realpathSync(siteDir);
  const found = new Set<string>();
  const queue = nodeModulesFrom(site);
  const seen = new Set(queue);
  while (queue.length) {
    for (const target of linkedFolders(queue.shift()!)) {
      // The site, a folder holding it (a workspace root), or a folder inside it: the site's own.
      const related =
        `${site}${sep}`.startsWith(`${target}${sep}`) || target.startsWith(`${site}${sep}`);
      if (found.has(target) || related) continue;
      found.add(target);
      const own = join(target, 'node_modules');
      if (seen.has(own)) continue;
      seen.add(own);
      queue.push(own);
    }
  }
  return [...found].sort();
}

const bySite = new Map<string, string[]>();

/** The site's linked packages (findLinkedPackages), read once per site folder in a process. */
function linkedOf(siteDir: string): string[] {
  let linked = bySite.get(siteDir);
  if (!linked) {
    try {
      linked = findLinkedPackages(siteDir);
    } catch {
      linked = [];
    }
    bySite.set(siteDir, linked);
  }
  return linked;
}

/**
 * A test of whether a file (a real path, as Node's module cache holds it) belongs to an installed
 * package of the site: under `node_modules`, or in a linked workspace package. The links are read
 * once per site folder in a process (they change only when the site's packages are installed),
 * and only when a file outside both `node_modules` and the site's folder is asked about: a file
 * in the site's folder is the site's own (a linked folder inside it included), and reading every
 * `node_modules` entry of the site and its parents (an `lstat` each) took 30 ms of a rebuild of
 * the 1,000-doc corpus whose config imports nothing from elsewhere (issue 37).
 */
export function packageFileTest(siteDir: string | undefined): (file: string) => boolean {
  if (siteDir === undefined) return (file) => file.includes(NODE_MODULES);
  let site: string | undefined;
  try {
    site = `${realpathSync(siteDir)}${sep}`;
  } catch {
    site = undefined;
  }
  let prefixes: string[] | undefined;
  return (file) => {
    if (file.includes(NODE_MODULES)) return true;
    if (site !== undefined && file.startsWith(site)) return false;
    prefixes ??= linkedOf(siteDir).map((d) => `${d}${sep}`);
    return prefixes.some((p) => file.startsWith(p));
  };
}
