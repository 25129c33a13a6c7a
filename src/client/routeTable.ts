// Looks up route-table entries by path (loading the path's bucket of the table first) and loads,
// or prefetches, their chunks once each. Sidebars come in chunks too (plugins/routes/splitSidebars):
// a root, and one chunk per big category, whose loaders arrive with the chunk above it.
import { bucketCount, buckets, bundledPages, sidebars } from 'virtual:docs/routes';
import type { SidebarItem } from '../shared/types.js';
import { routeBucket, routeKey } from '../shared/routeBuckets.js';
import { perLocale } from './localeScope.js';
import { loadOutputModule, loadStandaloneDoc, routeBucketFileOf } from './standaloneDoc.js';

type BucketEntry = Awaited<
  ReturnType<NonNullable<NonNullable<typeof buckets>[number]>>
>['routes'][number];
export type RouteTableEntry = Omit<BucketEntry, 'load' | 'file' | 'bundled'> & {
  load: () => Promise<Record<string, unknown>>;
};
type Bucket = { routes: BucketEntry[] };

/** A bucket's entry, with a loader for a page written as a standalone module or bundled. */
function withLoader(entry: BucketEntry): RouteTableEntry {
  const { load, file, bundled, ...rest } = entry;
  if (load) return { ...rest, load };
  if (file !== undefined) return { ...rest, load: () => loadStandaloneDoc(file) };
  return {
    ...rest,
    load: () =>
      bundledPages!().then((m) => {
        const page = m.pages[entry.path];
        if (!page) throw new Error(`The page module of ${entry.path} is missing from the bundle`);
        return page();
      }),
  };
}

/** A bucket of the route table: a module of the dev server, or a file the build wrote. */
async function fetchBucket(index: number): Promise<Bucket> {
  if (buckets) return (await buckets[index]?.()) ?? { routes: [] };
  return loadOutputModule<Bucket>(await routeBucketFileOf(index));
}

type SidebarModule = {
  default: SidebarItem[];
  parts?: Record<string, () => Promise<SidebarModule>>;
};

/** What is loaded of the locale's route table (each locale's own: their paths are the same). */
const loadedOf = perLocale(() => ({
  buckets: new Map<number, Promise<Map<string, RouteTableEntry>>>(),
  partLoaders: new Map<string, () => Promise<SidebarModule>>(),
  sidebarChunks: new Map<string, Promise<SidebarItem[]>>(),
  prefetched: new Map<string, 'page' | 'all'>(),
}));

function loadBucket(index: number): Promise<Map<string, RouteTableEntry>> {
  const loadedBuckets = loadedOf().buckets;
  let pending = loadedBuckets.get(index);
  if (!pending) {
    pending = fetchBucket(index).then(
      (m) => new Map(m.routes.map((r) => [routeKey(r.path), withLoader(r)])),
    );
    pending.catch(() => loadedBuckets.delete(index)); // a failed fetch may be retried
    loadedBuckets.set(index, pending);
  }
  return pending;
}

function safeDecode(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

export async function findRoute(pathname: string): Promise<RouteTableEntry | undefined> {
  const path = safeDecode(pathname);
  const bucket = await loadBucket(routeBucket(path, bucketCount));
  return bucket.get(routeKey(path));
}

function loadChunk(
  key: string,
  loader: (() => Promise<SidebarModule>) | undefined,
): Promise<SidebarItem[]> {
  const { partLoaders, sidebarChunks } = loadedOf();
  let pending = sidebarChunks.get(key);
  if (!pending) {
    if (!loader)
      return Promise.reject(new Error(`Sidebar chunk "${key}" is missing from the route table`));
    pending = loader().then((m) => {
      for (const [k, l] of Object.entries(m.parts ?? {})) partLoaders.set(k, l);
      return m.default;
    });
    pending.catch(() => sidebarChunks.delete(key));
    sidebarChunks.set(key, pending);
  }
  return pending;
}

/** The items of a split-off sidebar category (its loader is known once the chunk above it loaded). */
export function loadSidebarPart(key: string): Promise<SidebarItem[]> {
  return loadChunk(key, loadedOf().partLoaders.get(key));
}

/** Puts loaded parts into their stubs (a new tree; unloaded stubs stay empty). */
function assemble(items: SidebarItem[], loaded: Map<string, SidebarItem[]>): SidebarItem[] {
  return items.map((it) => {
    if (it.type !== 'category') return it;
    const inner = it.part !== undefined && !it.items.length ? loaded.get(it.part) : it.items;
    return inner ? { ...it, items: assemble(inner, loaded) } : it;
  });
}

/** A sidebar with the given parts loaded (parts in order from the top: each registers the next). */
export async function loadSidebar(
  name: string,
  parts: readonly string[] = [],
): Promise<SidebarItem[]> {
  const root = await loadChunk(name, sidebars[name] as (() => Promise<SidebarModule>) | undefined);
  if (!parts.length) return root;
  const loaded = new Map<string, SidebarItem[]>();
  for (const key of parts) loaded.set(key, await loadSidebarPart(key));
  return assemble(root, loaded);
}

/**
 * Starts loading a route's chunks if not already done: its page module, and with `withSidebar` the
 * sidebar chunks it needs too. Links in view prefetch only the page (cheap, likely); hover, focus
 * and touch, which usually precede a click, fetch everything the click will need.
 */
export function prefetchRoute(pathname: string, withSidebar = true): void {
  const key = routeKey(safeDecode(pathname));
  const { prefetched } = loadedOf();
  const done = prefetched.get(key);
  if (done === 'all' || (done === 'page' && !withSidebar)) return;
  prefetched.set(key, withSidebar ? 'all' : 'page');
  findRoute(pathname)
    .then((route) => {
      if (!route) return;
      if (!done) route.load().catch(() => prefetched.delete(key));
      if (withSidebar && route.sidebar)
        loadSidebar(route.sidebar, route.parts).catch(() => undefined);
    })
    .catch(() => prefetched.delete(key));
}
