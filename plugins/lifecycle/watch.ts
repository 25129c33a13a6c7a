// The files whose change reloads a site with Docusaurus plugins in the dev server: each plugin's
// module and its `getPathsToWatch` (files or globs with `*`, `**`, `?`).
import { resolve } from 'node:path';
import type { SitePlugins } from './sitePlugins.js';

/** A glob as a regular expression over absolute paths. */
function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      re += '.*';
      i++;
      if (glob[i + 1] === '/') i++;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/** What to give the watcher (the folders of globs) and a test for a changed file. */
export function pluginWatchTargets(
  siteDir: string,
  plugins: SitePlugins | undefined,
): { paths: string[]; matches: (file: string) => boolean } {
  if (!plugins) return { paths: [], matches: () => false };
  const modules = new Set(plugins.result.plugins.filter((p) => !p.builtIn).map((p) => p.entryPath));
  const globs = plugins.pathsToWatch.map((p) => resolve(siteDir, p));
  const patterns = globs.map(globToRegExp);
  // A glob is watched from the folder before its first wildcard.
  const paths = [...modules, ...globs.map((g) => g.replace(/\/[^/]*[*?].*$/, ''))];
  return { paths, matches: (file) => modules.has(file) || patterns.some((re) => re.test(file)) };
}
