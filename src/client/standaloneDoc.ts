// Modules the production build writes itself, outside the bundler: pages as standalone modules
// (plugins/mdx/standaloneModule.ts) and the route table's buckets. A page gets the runtime it would
// otherwise have imported, and its result is kept, so it keeps one component identity however
// often it is loaded.
import * as jsxRuntime from 'react/jsx-runtime';
import { useMDXComponents } from '@mdx-js/react';
import { LOCALE_DATA_GLOBAL, ROUTE_INDEX_FILE, ROUTES_VERSION_META } from '../shared/constants.js';
import { parseRouteBucketName, routeBucketFile } from '../shared/routeBuckets.js';

type Factory = (runtime: Record<string, unknown>) => Record<string, unknown>;

const runtime: Record<string, unknown> = {
  'react/jsx-runtime': jsxRuntime,
  '@mdx-js/react': { useMDXComponents },
};
const loaded = new Map<string, Promise<Record<string, unknown>>>();

/** Set by the server renderer: where output files are read from, and the route table's buckets. */
let server:
  { root: string; routeHashes?: string[]; load?: (file: string) => Promise<unknown> } | undefined;

/**
 * The server renderer's output folder (a file URL ending in "/") and the content hash of each
 * bucket of the route table written there. The server bundle does not carry them, so that it stays
 * the same when one page changes (plugins/output/prerenderCache.ts). `load`, if given, loads a
 * file of that folder instead of `import()` (the pre-render's is plugins/output/outputModules.mjs).
 */
export function setStandaloneRoot(
  root: string,
  routeHashes?: string[],
  load?: (file: string) => Promise<unknown>,
): void {
  server = { root, routeHashes, load };
}

let routeIndex: Promise<string[]> | undefined;

/**
 * The file of bucket `index` of the route table. The server renderer is told every bucket at
 * start; a page in the browser names its own in a `<meta>` the build writes (htmlTemplate.ts), and
 * the others are in the table's index (ROUTE_INDEX_FILE), loaded once when first needed. Neither
 * bundle holds them, so that neither changes when one page does (plugins/output/bundleReuse.ts).
 */
export async function routeBucketFileOf(index: number): Promise<string> {
  if (server) {
    const hash = server.routeHashes?.[index];
    if (hash === undefined) throw new Error(`The route table has no bucket ${index}`);
    return routeBucketFile(index, hash);
  }
  const own =
    typeof document === 'undefined'
      ? undefined
      : document.querySelector<HTMLMetaElement>(`meta[name="${ROUTES_VERSION_META}"]`)?.content;
  const named = own ? parseRouteBucketName(own) : undefined;
  if (named?.index === index) return routeBucketFile(index, named.hash);
  if (!routeIndex) {
    routeIndex = loadOutputModule<{ default: string[] }>(ROUTE_INDEX_FILE).then((m) => m.default);
    routeIndex.catch(() => (routeIndex = undefined)); // a failed fetch may be retried
  }
  const hash = (await routeIndex)[index];
  if (hash === undefined) throw new Error(`The route table has no bucket ${index}`);
  return routeBucketFile(index, hash);
}

/** Imports a file of the output folder: `file` like "assets/docs/intro-1a2b3c4d.js". */
export function loadOutputModule<T>(file: string): Promise<T> {
  if (server?.load) return server.load(file) as Promise<T>;
  const base = __DOCS_SHARED_LOCALES__ ? localeBaseUrl() : import.meta.env.BASE_URL;
  return import(/* @vite-ignore */ (server?.root ?? base) + file) as Promise<T>;
}

/**
 * The locale's base URL, where the build writes its files, when the site's locales share one
 * bundle (whose files are under the site's base URL): the locale's data names it
 * (plugins/i18n/sharedBundle.ts).
 */
function localeBaseUrl(): string {
  const locale = (globalThis as Record<string, unknown>)[LOCALE_DATA_GLOBAL] as
    { config: { baseUrl: string } } | undefined;
  return locale?.config.baseUrl ?? import.meta.env.BASE_URL;
}

export function loadStandaloneDoc(file: string): Promise<Record<string, unknown>> {
  let pending = loaded.get(file);
  if (!pending) {
    pending = loadOutputModule<{ default: Factory; [name: string]: unknown }>(file).then((m) => {
      const { default: factory, ...exports } = m;
      return { ...exports, ...factory(runtime) };
    });
    // The pre-render loads each page once, and keeping them all would keep the whole site in each
    // render worker's memory (the module loader, when it is used, keeps its modules anyway).
    if (server?.load) return pending;
    pending.catch(() => loaded.delete(file)); // a failed fetch may be retried
    loaded.set(file, pending);
  }
  return pending;
}
