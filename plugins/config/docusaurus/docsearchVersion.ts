// The @docsearch/react version a Docusaurus site's search bar runs. theme-search-algolia's SearchBar
// (the same code in 3.9 and 3.10) renders the `DocSearchButton` of the @docsearch/react it resolves,
// so the button's markup follows that package, not the Docusaurus release: 3.9 and 3.10 both accept
// `^3.9.0 || ^4.x` (a fresh install gets DocSearch 4, a lock file may keep 3), 3.8 takes `^3.9.0`.
// Read from the site's folder on disk, as Node resolves it from the theme's own folder; a site
// without theme-search-algolia installed gets what a fresh install of its release would.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { docusaurusVersionOf, isAtLeast, parseVersionRange } from './docusaurusVersion.js';

/**
 * What a fresh install of theme-search-algolia 3.9+ gets: the latest DocSearch 4 (its range ends
 * before 5); its button is 4.5's and later's (text keys). Before 3.9: DocSearch 3's last, 3.9.0.
 */
export const FRESH_DOCSEARCH = { v4: '4.7.1', v3: '3.9.0' } as const;

/**
 * The version of @docsearch/react the site's search bar runs (`4.7.1`): the one its installed
 * theme-search-algolia resolves, else the one the site installs itself (its package.json names
 * it: a site pinning DocSearch), else a fresh install's for its Docusaurus release; undefined for
 * a site naming no Docusaurus version. A site switched to this generator has dropped the theme, and
 * the generator's own @docsearch/react in its folder says nothing of the site: it is not read.
 */
export function docsearchVersionOf(siteDir: string): string | undefined {
  const theme =
    installedDir(siteDir, '@docusaurus/theme-search-algolia') ??
    installedDir(
      installedDir(siteDir, '@docusaurus/preset-classic'),
      '@docusaurus/theme-search-algolia',
    );
  const fromTheme = theme && packageVersion(installedDir(theme, '@docsearch/react'));
  if (fromTheme) return fromTheme;
  const declared = declaredRange(siteDir, '@docsearch/react');
  if (declared) {
    const installed = packageVersion(installedDir(siteDir, '@docsearch/react'));
    const lowest = parseVersionRange(declared);
    if (installed) return installed;
    if (lowest) return `${lowest.major}.${lowest.minor}.${lowest.patch}`;
  }
  const release = docusaurusVersionOf(siteDir);
  if (!release) return undefined;
  return isAtLeast(release, 3, 9) ? FRESH_DOCSEARCH.v4 : FRESH_DOCSEARCH.v3;
}

/**
 * The real folder of `name` as Node finds it from `fromDir` (the nearest `node_modules/<name>` up
 * from it), symbolic links followed (pnpm: the package's dependencies sit beside its real folder).
 */
function installedDir(fromDir: string | undefined, name: string): string | undefined {
  if (fromDir === undefined) return undefined;
  for (let dir = resolve(fromDir); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) {
      try {
        return realpathSync(candidate);
      } catch {
        return candidate;
      }
    }
    if (dirname(dir) === dir) return undefined;
  }
}

function packageVersion(dir: string | undefined): string | undefined {
  if (dir === undefined) return undefined;
  try {
    const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof version === 'string' && /^\d+\.\d+\.\d+/.test(version) ? version : undefined;
  } catch {
    return undefined;
  }
}

function declaredRange(siteDir: string, name: string): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as Record<
      string,
      Record<string, unknown> | undefined
    >;
    for (const field of ['dependencies', 'devDependencies', 'peerDependencies']) {
      const range = pkg[field]?.[name];
      if (typeof range === 'string') return range;
    }
  } catch {
    // No package.json, or not JSON: nothing declared.
  }
  return undefined;
}
