// The Docusaurus version a site depends on, read from its package.json (the `@docusaurus/core`
// range, else `@docusaurus/preset-classic`'s): where Docusaurus versions differ, the build follows
// the one the site is written for.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DocusaurusVersion {
  major: number;
  minor: number;
}

/** The lowest version a dependency range allows (`^3.10.0`, `~3.9.2`, `3.10.x`, `>=3.9`). */
export function parseVersionRange(range: string): DocusaurusVersion | undefined {
  const m = /(\d+)\.(\d+)/.exec(range);
  return m ? { major: Number(m[1]), minor: Number(m[2]) } : undefined;
}

/** The version the site's package.json names; undefined without one. */
export function docusaurusVersionOf(siteDir: string): DocusaurusVersion | undefined {
  let pkg: Record<string, Record<string, string> | undefined>;
  try {
    pkg = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as typeof pkg;
  } catch {
    return undefined;
  }
  for (const name of ['@docusaurus/core', '@docusaurus/preset-classic'])
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      const range = pkg[field]?.[name];
      if (typeof range === 'string') return parseVersionRange(range);
    }
  return undefined;
}

/** Whether `v` is at least `major.minor`. */
export const isAtLeast = (v: DocusaurusVersion | undefined, major: number, minor: number) =>
  v !== undefined && (v.major > major || (v.major === major && v.minor >= minor));
