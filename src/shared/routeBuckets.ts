// The route table is sharded into buckets by a hash of the path, so a page fetches only its own
// bucket: first-load size stays flat as the site grows (issue 9). In production the buckets are
// files of the build that the entry chunk finds by number, so it holds nothing per bucket. The
// build and the browser must agree on both functions.
import { ROUTE_TABLE_DIR } from './constants.js';
import { normalizePathname } from './paths.js';

/**
 * Routes per bucket aimed at (about 0.5 KB gzip). The cap only bounds the number of files: at
 * 10,000 pages there are 625 buckets, at 65,536 pages the buckets start to grow.
 */
const ROUTES_PER_BUCKET = 16;
export const MAX_ROUTE_BUCKETS = 4096;

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

/** A bucket's file in the output folder, from its number and its content hash. */
export const routeBucketFile = (index: number, hash: string): string =>
  `${ROUTE_TABLE_DIR}/${index}-${hash}.js`;

/** The bucket a page's `<meta name="docs-routes">` names: `<n>-<hash>`. */
export function parseRouteBucketName(name: string): { index: number; hash: string } | undefined {
  const m = /^(\d+)-([\w-]+)$/.exec(name);
  return m ? { index: Number(m[1]), hash: m[2]! } : undefined;
}
