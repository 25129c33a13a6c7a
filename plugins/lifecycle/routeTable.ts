// The site's route table and `.md` links, asked of every plugin (generator hooks routesOf and
// linksOf, plugins/lifecycle/generatorHooks.ts): the docs, blog and pages plugins give theirs as a
// site's own plugin does, so loadSite names no content type. Then one route per path.
import { createHash } from 'node:crypto';
import { dirname, isAbsolute, join, posix, relative, sep } from 'node:path';
import { routeKey } from '../../src/shared/routeBuckets.js';
import type { Diagnostic } from '../diagnostics.js';
import { markdownPageFile } from '../pages/markdownPageModule.js';
import type { RouteSpec } from '../routes/generateRoutesModule.js';
import { hooksOf, ROUTE_ORDER, type RoutesPart, type SiteLinksPart } from './generatorHooks.js';
import {
  blogContentKey,
  CONTENT_LINKS_KEY,
  LOCALIZED_LINKS_KEY,
} from '../mdx/remarkResolveLinks.js';

/** The loaded plugins as the hooks need them. */
type LoadedInstances = Parameters<typeof hooksOf>[0];

/**
 * Every plugin's parts of the route table in their order (RoutesPart.order; a stable sort, so
 * equal orders keep the plugins' order), with their warnings in the same order. A plugin's hook
 * may give a plain list of routes: one part of a site plugin's order.
 */
export function pluginRoutes(plugins: LoadedInstances): {
  routes: RouteSpec[];
  warnings: Diagnostic[];
} {
  const parts: RoutesPart[] = hooksOf(plugins, 'routesOf').flatMap((routesOf) => {
    const given = routesOf() as (RoutesPart | RouteSpec)[];
    const isPart = (p: RoutesPart | RouteSpec): p is RoutesPart => 'routes' in p;
    return given.every(isPart)
      ? given
      : [{ order: ROUTE_ORDER.site, routes: given.filter((p): p is RouteSpec => !isPart(p)) }];
  });
  parts.sort((a, b) => a.order - b.order);
  return {
    routes: parts.flatMap((p) => p.routes),
    warnings: parts.flatMap((p) => p.warnings ?? []),
  };
}

/**
 * The `.md` links every plugin's pages resolve beyond their own doc set (plugins/stages/mdx.ts):
 * the primary docs' and the blogs' posts, in their order, each plugin's keys (paths from a folder
 * of its own) made paths from the folder of the first part (`root`: the primary docs instance's,
 * as Docusaurus resolves a link from the docs folder); `linksKey`, a hash of them (a compiled
 * page's cache key).
 */
export function siteLinks(
  plugins: LoadedInstances,
  siteDir: string,
): {
  permalinkBySource: Map<string, string>;
  linksKey: string;
  linksRoot: string;
  ownLinks?: Map<string, OwnLinks>;
} {
  const parts = hooksOf(plugins, 'linksOf').map((linksOf) => linksOf());
  parts.sort((a, b) => a.order - b.order);
  const root = parts[0]?.dir ?? siteDir;
  const permalinkBySource = new Map(parts.flatMap((p) => rebasedLinks(p, root)));
  const keyOf = (table: Map<string, string>) =>
    createHash('sha1')
      .update(JSON.stringify([...table]))
      .digest('hex');
  // A part whose pages resolve only among themselves (a blog's posts): its table, by its files.
  const ownLinks = new Map<string, OwnLinks>();
  for (const part of parts) {
    if (!part.ownLinksOnly) continue;
    const table = new Map(rebasedLinks(part, root, true));
    const own = { permalinkBySource: table, linksKey: keyOf(table), ...part.ownLinksOnly };
    for (const key of part.permalinkBySource.keys())
      if (!key.startsWith(CONTENT_LINKS_KEY)) ownLinks.set(join(part.dir, key), own);
  }
  return {
    permalinkBySource,
    linksKey: keyOf(permalinkBySource),
    linksRoot: root,
    ...(ownLinks.size ? { ownLinks } : {}),
  };
}

/** The `.md` link table of a part whose pages resolve only among themselves (SiteLinksPart). */
export interface OwnLinks {
  permalinkBySource: Map<string, string>;
  linksKey: string;
  /** The pages' kind in a broken link's warning (`Blog`). */
  label: string;
}

/**
 * The `.md` link table a page's compile resolves with: its docs version's (`set`, with the
 * version's name for a broken link's warning), else its part's own when its part resolves only
 * among its pages (a post), else the site's.
 */
export function linkTableOf(
  site: {
    permalinkBySource: Map<string, string>;
    linksKey: string;
    ownLinks?: Map<string, OwnLinks>;
  },
  filePath: string,
  set:
    | {
        permalinkBySource: Map<string, string>;
        linksKey: string;
        spec?: { version: { name: string } };
      }
    | undefined,
): {
  permalinkBySource: Map<string, string>;
  linksKey: string;
  linkLabel?: string;
  linkVersion?: string;
} {
  if (set)
    return {
      permalinkBySource: set.permalinkBySource,
      linksKey: set.linksKey,
      ...(set.spec ? { linkVersion: set.spec.version.name } : {}),
    };
  const own = site.ownLinks?.get(filePath.replace(/\?.*$/, ''));
  if (own)
    return {
      permalinkBySource: own.permalinkBySource,
      linksKey: own.linksKey,
      linkLabel: own.label,
    };
  return { permalinkBySource: site.permalinkBySource, linksKey: site.linksKey };
}

const slashed = (path: string) => path.split(sep).join('/');

/**
 * A part's links keyed from `root` (as they are when its folder is the root); `own`: for the part's
 * own table, with its content folders (CONTENT_LINKS_KEY, a blog's), which the site's leaves out.
 */
function rebasedLinks(part: SiteLinksPart, root: string, own = false): [string, string][] {
  // A docs version's localized folder (LOCALIZED_LINKS_KEY) is its own table's: not the site's.
  const entries = [...part.permalinkBySource].filter(
    ([key]) => !key.startsWith(LOCALIZED_LINKS_KEY) && (own || !key.startsWith(CONTENT_LINKS_KEY)),
  );
  if (part.dir === root) return entries;
  const from = slashed(root);
  const dir = slashed(part.dir);
  const rebased = (key: string) => posix.relative(from, posix.join(dir, key));
  return entries.map(([key, permalink]) => {
    if (!key.startsWith(CONTENT_LINKS_KEY)) return [rebased(key), permalink];
    const [folder, localized] = key.slice(CONTENT_LINKS_KEY.length).split('\0');
    return [
      blogContentKey(rebased(folder!), localized ? rebased(localized) : undefined),
      permalink,
    ];
  });
}

/**
 * A Markdown page's path in the link table its compile resolves with: a docs version's page its
 * own `source` (its version's table), any other its file from the site table's root (`linksRoot`;
 * a compile id's query left out: a blog excerpt's `?truncated`).
 */
export function linkSourceOf(
  site: { linksRoot: string },
  doc: { source: string; filePath: string },
  inDocSet: boolean,
): string {
  if (inDocSet) return doc.source;
  return posix.relative(slashed(site.linksRoot), slashed(doc.filePath.replace(/\?.*$/, '')));
}

/**
 * One route per path (paths match case-insensitively): when two sources give the same path (a doc
 * at `/` and `src/pages/index.jsx`, as a Docusaurus site's `docs/index.md` and home page do once
 * the docs are served at the root), the later one (the page) is the one the route table shows, and
 * the build warns, as Docusaurus does for duplicate routes, naming both files.
 */
export function uniqueRoutes(
  configFile: string,
  warnings: Diagnostic[],
  routes: RouteSpec[],
): RouteSpec[] {
  const byKey = new Map<string, RouteSpec>();
  for (const route of routes) {
    const key = routeKey(route.path);
    const earlier = byKey.get(key);
    if (earlier) {
      const source = (r: RouteSpec) =>
        markdownPageFile(r.module) ?? (r.module.startsWith('virtual:') ? configFile : r.module);
      // The other file from the site's folder, as the diagnostic's own file is shown (the absolute
      // path of the config stood in the message of Babel's /repl/ route plugin).
      const shown = (file: string) =>
        isAbsolute(file) && isAbsolute(configFile) ? relative(dirname(configFile), file) : file;
      warnings.push({
        file: source(earlier),
        severity: 'warning',
        kind: 'duplicate route',
        message: `${route.path} is also the route of ${shown(source(route))}, which is shown there; this ${earlier.kind === 'page' ? 'page' : 'doc'} is not`,
        hint: 'give one of them another path (a doc: front matter slug; the docs: routeBasePath in the config), or remove one',
      });
      byKey.delete(key);
    }
    byKey.set(key, route);
  }
  return byKey.size === routes.length ? routes : [...byKey.values()];
}
