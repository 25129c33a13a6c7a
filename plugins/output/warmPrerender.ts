// A rebuild's pre-render pool, started while the site loads (issue 37). An edit's rebuild renders
// a page or two, with the server bundle of the last build when nothing the bundle is made of
// changed (bundleReuse.ts): the worker that renders them spent most of its time starting and
// loading that bundle, after everything else of the build, on the rebuild's path. A pool warmed
// here loads the bundle the last build kept while this thread loads the content and runs the
// stages; the pre-render uses it when the bundle is reused and closes it unused when it is not.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createPrerenderPool, type PrerenderPool } from './prerender.js';

/** The server bundle's entry in its folder (stages/bundle.ts, the pre-render's job). */
export const SERVER_ENTRY_FILE = 'entryServer.js';

/** Where a build keeps its server bundle for the next (`cacheSuffix`: a locale's, `-fr`). */
export function serverBundleCacheDir(siteDir: string, cacheSuffix = ''): string {
  return join(siteDir, '.cache', `server-bundle${cacheSuffix}`);
}

/**
 * A pool whose worker is loading the server bundle the last build kept, or undefined when there is
 * none. The caller closes it (the stages, once the pre-render is done or the bundle was made
 * again; the build, when it keeps the output or stops).
 */
export function warmPrerenderPool(
  siteDir: string,
  cacheSuffix = '',
  create: () => PrerenderPool = createPrerenderPool,
): PrerenderPool | undefined {
  const entry = join(serverBundleCacheDir(siteDir, cacheSuffix), SERVER_ENTRY_FILE);
  if (!existsSync(entry)) return undefined;
  const pool = create();
  pool.warm(entry);
  return pool;
}
