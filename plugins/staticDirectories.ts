// The site's static folders (`staticDirectories`, Docusaurus's option; `['static']` by default):
// copied into the output root in order, the first folder holding a file winning (Docusaurus's copy
// plugin skips a file already written), and searched in that order for a `/img/x.png` of a doc. A
// listed folder that does not exist is skipped without a word, as Docusaurus skips it.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { listFolder } from './output/bundleReuse.js';

/** The folders, absolute (relative ones from the site folder), in the config's order. */
export function resolveStaticDirs(siteDir: string, staticDirectories?: string[]): string[] {
  return [...new Set((staticDirectories ?? ['static']).map((d) => resolve(siteDir, d)))];
}

/** The file a site path (`/img/x.png`) names in the first folder that has it. */
export function findStaticFile(staticDirs: string[], sitePath: string): string | undefined {
  for (const dir of staticDirs) {
    const file = join(dir, sitePath);
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Every file of the folders by its path in the output (`img/x.png`), the first folder's winning. */
export function listStaticFiles(staticDirs: string[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of staticDirs)
    for (const rel of listFolder(dir)) if (!files.has(rel)) files.set(rel, join(dir, rel));
  return files;
}

/**
 * The folder the bundler copies itself (Vite's `publicDir`): the first that exists. The others are
 * copied by the build after the bundle (plugins/stages/bundle.ts) and served by the dev server
 * (plugins/dev/staticDirectories.ts).
 */
export function bundlerStaticDir(staticDirs: string[]): string | undefined {
  return staticDirs.find((d) => existsSync(d));
}

/** A loaded site's static folders. */
export const siteStaticDirs = (site: {
  siteDir: string;
  siteConfig: { staticDirectories?: string[] };
}): string[] => resolveStaticDirs(site.siteDir, site.siteConfig.staticDirectories);
