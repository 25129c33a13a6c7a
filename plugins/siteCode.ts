// Which files are the site's own code, compiled as Docusaurus compiles it (JSX in .js, `require`),
// and the site's symlinked folders.
//
// The bundler resolves symlinks to real paths, so a page reached through a symlinked folder of the
// site (`src/` or `docs/` linked to a folder shared by several sites, as in monorepos) would arrive
// with a path outside the site's folder, unknown to the docs plugin and refused by the dev server.
// `siteLinksPlugin` gives such a module its path through the link instead: to every stage it is
// the site's file it was reached as. Beyond that, Docusaurus compiles every file outside
// node_modules as the site's, wherever it is; so do we (`isSiteCode`), minus the generator's own
// files (when it runs from a checkout rather than from node_modules) unless reached through the site.
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { PACKAGE_ROOT } from './paths.js';

/** Folders never holding the site's code (and costly to walk). */
const SKIPPED = new Set(['node_modules', 'build', 'static']);
/** How deep the walk looks for symlinks: src/ and docs/ and their subfolders, not every folder. */
const MAX_DEPTH = 3;

export const isInside = (dir: string, file: string): boolean => {
  const rel = relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

function realpathOf(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/** A symlinked folder of the site: its path in the site and the real path it leads to. */
export interface SiteLink {
  path: string;
  real: string;
}

/**
 * The site's symlinked folders, looked for a few levels down (dot folders, node_modules, build
 * output and static files aside), outermost first.
 */
export function siteLinks(siteDir: string): SiteLink[] {
  const links: SiteLink[] = [];
  const seen = new Set<string>();
  const walk = (dir: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith('.') || SKIPPED.has(e.name)) continue;
      const path = join(dir, e.name);
      if (e.isSymbolicLink()) {
        const real = realpathOf(path);
        if (!real || seen.has(real) || !statSync(real).isDirectory()) continue;
        seen.add(real);
        links.push({ path, real });
        if (depth < MAX_DEPTH) walk(path, depth + 1);
      } else if (e.isDirectory() && depth < MAX_DEPTH) walk(path, depth + 1);
    }
  };
  walk(siteDir, 1);
  return links;
}

/** The folders whose files are the site's: its folder, as given and real, and its links' targets. */
export function siteCodeRoots(siteDir: string): string[] {
  const real = realpathOf(siteDir);
  return [...new Set([siteDir, ...(real ? [real] : []), ...siteLinks(siteDir).map((l) => l.real)])];
}

/** `file` as reached through the site's link whose target holds it (the deepest target), if any. */
export function throughLink(file: string, links: readonly SiteLink[]): string | undefined {
  let best: SiteLink | undefined;
  for (const l of links)
    if (isInside(l.real, file) && (!best || l.real.length > best.real.length)) best = l;
  if (!best) return undefined;
  const rest = relative(best.real, file);
  return rest ? best.path + sep + rest : best.path;
}

/**
 * Modules the bundler resolved through a symlinked folder of the site keep the path they were
 * reached by (see the top). No hook at all for a site without such folders.
 */
export function siteLinksPlugin(siteDir: string): Plugin {
  const links = siteLinks(siteDir);
  if (!links.length) return { name: 'docs:site-links' };
  return {
    name: 'docs:site-links',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.startsWith('\0')) return resolved;
      const [file, query] = resolved.id.split(/(?=\?)/) as [string, string | undefined];
      const linked = isAbsolute(file) ? throughLink(file, links) : undefined;
      return linked ? { ...resolved, id: linked + (query ?? '') } : resolved;
    },
  };
}

/** Whether `file` (a real path, as the bundler gives it) is the site's code (see the top). */
export function isSiteCode(file: string, roots: readonly string[]): boolean {
  if (!isAbsolute(file) || /[/\\]node_modules[/\\]/.test(file)) return false;
  return roots.some((root) => isInside(root, file)) || !isInside(PACKAGE_ROOT, file);
}
