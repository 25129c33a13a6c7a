// Where the generator itself is: its folder and the entries of its two bundles.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const CLIENT_ENTRY = join(PACKAGE_ROOT, 'src/client/entryClient.tsx');
export const SERVER_ENTRY = join(PACKAGE_ROOT, 'src/server/entryServer.tsx');
/**
 * The package's name (package.json): a site's ejected theme files import the theme's helpers
 * through it (`docusaurus-vite/src/theme/…`, scripts/swizzle.ts), resolved to PACKAGE_ROOT.
 */
export const PACKAGE_NAME = (
  JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { name: string }
).name;
/**
 * The file that pins the generator's dependencies, which caches depend on: package-lock.json in a
 * clone; an installed package has none (npm never packs it), and there its package.json (exact
 * versions, and the package's own) stands for it.
 */
export const DEPENDENCY_VERSIONS_FILE = existsSync(join(PACKAGE_ROOT, 'package-lock.json'))
  ? join(PACKAGE_ROOT, 'package-lock.json')
  : join(PACKAGE_ROOT, 'package.json');

/** The site's generated files folder (Docusaurus's `.docusaurus`): the load context's `generatedFilesDir`. */
export const generatedFilesDir = (siteDir: string) => join(siteDir, '.cache', 'generated');
