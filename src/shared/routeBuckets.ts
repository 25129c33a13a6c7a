// The route table is sharded into buckets by a hash of the path, so the entry chunk carries only
// one loader per bucket and a page fetches only its own bucket: first-load size stays flat as the
// site grows (issue 9). The build and the browser must agree on both functions.
import { normalizePathname } from './paths.js';

/**
 * Routes per bucket aimed at. The count is capped: each bucket costs the entry chunk one loader
 * (about 12 bytes gzip), so at the cap 10,000 pages make buckets of about 40 routes (1.5 KB gzip).
 */
const ROUTES_PER_BUCKET = 16;
export const MAX_ROUTE_BUCKETS = 256;

export function routeBucketCount(routeCount: number): number {
  return Math.min(MAX_ROUTE_BUCKETS, Math.max(1, Math.ceil(routeCount / ROUTES_PER_BUCKET)));
}

/** The key a path is looked up by: normalised, lower-case (paths match case-insensitively). */
export function routeKey(pathname: string): string {
  return normalizePathname(pathname).toLowerCase();
}

/** FNV-1a of the route key, modulo the bucket count. */
export function routeBucket(pathname: string, count: number): number {
  const key = routeKey(pathname);
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % count;
}
