// Looks up route-table entries by path and loads (or prefetches) their chunks, once each.
import { routes, sidebars } from 'virtual:docs/routes';
import type { SidebarItem } from '../shared/types.js';
import { normalizePathname } from '../shared/paths.js';

export type RouteTableEntry = (typeof routes)[number];

const byPath = new Map<string, RouteTableEntry>();
for (const r of routes) byPath.set(normalizePathname(r.path).toLowerCase(), r);

export function findRoute(pathname: string): RouteTableEntry | undefined {
  return byPath.get(normalizePathname(decodeURI(pathname)).toLowerCase());
}

export function loadSidebar(name: string): Promise<SidebarItem[]> {
  const loader = sidebars[name];
  if (!loader) return Promise.reject(new Error(`Sidebar "${name}" is missing from the route table`));
  return loader().then((m) => m.default);
}

const prefetched = new Set<string>();

/** Starts loading a route's chunks (page module and sidebar) if not already done. */
export function prefetchRoute(pathname: string): boolean {
  const route = findRoute(pathname);
  if (!route || prefetched.has(route.path)) return false;
  prefetched.add(route.path);
  route.load().catch(() => prefetched.delete(route.path));
  if (route.sidebar) loadSidebar(route.sidebar).catch(() => undefined);
  return true;
}

export { routes };
