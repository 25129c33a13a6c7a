// The Docusaurus version a site depends on, read from its package.json (the `@docusaurus/core`
// range, else `@docusaurus/preset-classic`'s, else any other `@docusaurus/*` package's: a site
// switched to this generator has removed the first two and keeps `@docusaurus/types` or
// `module-type-aliases`): where Docusaurus versions differ, the build follows the one the site is
// written for. A range is read as the version the site runs when that is known: the
// `@docusaurus/core` installed for the site, when it is in the range (Metro declares `^3.6.3` and
// runs 3.10.2); else the lowest version the range allows.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { DocusaurusMarkup } from '../../../src/shared/docusaurusCodeMarkup.js';

export interface DocusaurusVersion {
  major: number;
  minor: number;
  /** 0 when the range names none (`3.10.x`, `>=3.9`). */
  patch: number;
}

/** The lowest version a dependency range allows (`^3.10.0`, `~3.9.2`, `3.10.x`, `>=3.9`). */
export function parseVersionRange(range: string): DocusaurusVersion | undefined {
  const m = /(\d+)\.(\d+)(?:\.(\d+))?/.exec(range);
  return m ? { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3] ?? 0) } : undefined;
}

/** The version the site's package.json names; undefined without one. */
export function docusaurusVersionOf(siteDir: string): DocusaurusVersion | undefined {
  return docusaurusDependencyOf(siteDir)?.version;
}

/**
 * The version the site's package.json names and the package it is read from (`@docusaurus/core`,
 * else `@docusaurus/preset-classic`, else the first other `@docusaurus/*` package by name);
 * undefined without one.
 */
export function docusaurusDependencyOf(
  siteDir: string,
): { name: string; version: DocusaurusVersion } | undefined {
  let pkg: Record<string, Record<string, string> | undefined>;
  try {
    pkg = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as typeof pkg;
  } catch {
    return undefined;
  }
  const fields = ['dependencies', 'devDependencies', 'peerDependencies'];
  const rangeOf = (name: string) =>
    fields.map((f) => pkg[f]?.[name]).find((r): r is string => typeof r === 'string');
  const others = fields.flatMap((f) =>
    Object.keys(pkg[f] ?? {}).filter((n) => n.startsWith('@docusaurus/')),
  );
  for (const name of ['@docusaurus/core', '@docusaurus/preset-classic', ...others.sort()]) {
    const version = rangeOf(name) && parseVersionRange(rangeOf(name)!);
    if (!version) continue;
    const installed = installedCoreVersion(siteDir);
    return {
      name,
      version:
        installed &&
        installed.major === version.major &&
        isAtLeast(installed, version.major, version.minor, version.patch)
          ? installed
          : version,
    };
  }
  return undefined;
}

/**
 * The version of the `@docusaurus/core` the site's folder resolves (its own or a workspace's): the
 * nearest `node_modules/@docusaurus/core/package.json` up from the site, as Node finds a package.
 * Looked up on disk, not with `require.resolve`: once a config is loaded, a request for
 * `@docusaurus/core/…` from a site file resolves to the generator's stand-in (standInFiles.ts),
 * whose file is no package.json, and Metro's `^3.6.3` was then read as 3.6.3, not the 3.10.2 it
 * runs (no empty `/blog` in the build, where a script run before any config load found 3.10.2).
 */
function installedCoreVersion(siteDir: string): DocusaurusVersion | undefined {
  for (let dir = resolve(siteDir); ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', '@docusaurus', 'core', 'package.json');
    if (existsSync(file)) {
      try {
        const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
        return typeof version === 'string' ? parseVersionRange(version) : undefined;
      } catch {
        return undefined;
      }
    }
    if (dirname(dir) === dir) return undefined;
  }
}

/** Whether `v` is at least `major.minor.patch`. */
export const isAtLeast = (
  v: DocusaurusVersion | undefined,
  major: number,
  minor: number,
  patch = 0,
) =>
  v !== undefined &&
  (v.major !== major ? v.major > major : v.minor !== minor ? v.minor > minor : v.patch >= patch);

/**
 * A Docusaurus site's code block markup: its lines are `div`s from Docusaurus 3.10 on (its
 * CodeBlock/Line), `span`s before it and when the site names no version.
 */
export function docusaurusCodeMarkupOf(siteDir: string): DocusaurusMarkup {
  return isAtLeast(docusaurusVersionOf(siteDir), 3, 10) ? 'div-lines' : true;
}
