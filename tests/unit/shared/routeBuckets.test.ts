// Route-table sharding: the browser and the build must put every path in the same bucket.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  bucketRoutes,
  generateBundledPagesModule,
  generateProductionRoutesModule,
  generateRouteBucketModule,
  generateRoutesModule,
} from '../../../plugins/routes/generateRoutesModule.js';
import {
  MAX_ROUTE_BUCKETS,
  routeBucket,
  routeBucketCount,
} from '../../../src/shared/routeBuckets.js';
import {
  VIRTUAL_BUNDLED_PAGES,
  VIRTUAL_ROUTE_BUCKET_PREFIX,
  VIRTUAL_SIDEBAR_PREFIX,
} from '../../../src/shared/constants.js';

// Each route's page module is a real file, so that the generated loaders can be run.
const dir = mkdtempSync(join(tmpdir(), 'route-buckets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const routes = Array.from({ length: 500 }, (_, i) => {
  const path = `/section-${i % 7}/doc-${i}`;
  const module = join(dir, `doc-${i}.mjs`);
  writeFileSync(module, `export const path = ${JSON.stringify(path)};\n`);
  return { path, kind: 'doc' as const, sidebar: 'main', module };
});

let modules = 0;
/** Runs a generated module (written to a file and imported) and returns its exports. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function run(source: string): Promise<Record<string, any>> {
  const file = join(dir, `generated-${++modules}.mjs`);
  writeFileSync(file, source);
  return { ...(await import(/* @vite-ignore */ pathToFileURL(file).href)) };
}

describe('route buckets', () => {
  it('grows the bucket count with the site, up to a cap', () => {
    expect(routeBucketCount(1)).toBe(1);
    expect(routeBucketCount(200)).toBe(13);
    expect(routeBucketCount(10_000)).toBe(625);
    expect(routeBucketCount(1_000_000)).toBe(MAX_ROUTE_BUCKETS);
  });

  it('puts a path in the same bucket whatever its case, trailing slash or .html suffix', () => {
    const n = routeBucketCount(routes.length);
    const b = routeBucket('/Section-1/Doc-8', n);
    expect(routeBucket('/section-1/doc-8/', n)).toBe(b);
    expect(routeBucket('/section-1/doc-8.html', n)).toBe(b);
    expect(b).toBeGreaterThanOrEqual(0);
    expect(b).toBeLessThan(n);
  });

  it('partitions every route into exactly one bucket, spread evenly', () => {
    const buckets = bucketRoutes(routes);
    expect(buckets.flat()).toHaveLength(routes.length);
    expect(new Set(buckets.flat().map((r) => r.path)).size).toBe(routes.length);
    const sizes = buckets.map((b) => b.length);
    expect(Math.max(...sizes)).toBeLessThan(3 * (routes.length / buckets.length));
  });

  it('keeps per-route data out of the root module and in the bucket modules', async () => {
    const root = await run(generateRoutesModule(routes, ['main']));
    const buckets = bucketRoutes(routes);
    expect(root.bucketCount).toBe(routeBucketCount(routes.length));
    expect(root.bundledPages).toBeUndefined();
    expect(Object.keys(root.sidebars)).toEqual(['main']);
    await expect(root.sidebars.main()).rejects.toThrow(`${VIRTUAL_SIDEBAR_PREFIX}main`);
    // One loader per non-empty bucket, at the bucket's index; no route data in the root.
    expect(root.buckets).toHaveLength(buckets.length);
    root.buckets.forEach((loader: unknown, i: number) =>
      expect(typeof loader).toBe(buckets[i]!.length ? 'function' : 'object'),
    );
    const firstFull = buckets.findIndex((b) => b.length > 0);
    await expect(root.buckets[firstFull]()).rejects.toThrow(
      `${VIRTUAL_ROUTE_BUCKET_PREFIX}${firstFull}`,
    );
    expect(JSON.stringify(root)).not.toContain('doc-1');
    // Each bucket module lists exactly its routes, each of which loads its own page module.
    for (const [i, expected] of buckets.entries()) {
      const bucket = await run(generateRouteBucketModule(routes, i));
      expect(bucket.routes.map((r: { path: string }) => r.path)).toEqual(
        expected.map((r) => r.path),
      );
      for (const r of bucket.routes.slice(0, 2)) {
        expect(r).toMatchObject({ kind: 'doc', sidebar: 'main' });
        expect((await r.load()).path).toBe(r.path);
      }
    }
  });

  it('points a page written as a standalone module at its file, and imports the others', async () => {
    const index = routeBucket(routes[0]!.path, routeBucketCount(routes.length));
    const { routes: entries } = await run(
      generateRouteBucketModule(
        routes,
        index,
        () => [],
        (r) => (r === routes[0] ? 'assets/docs/doc-0-abc.js' : undefined),
      ),
    );
    const [standalone, ...others] = entries;
    expect(standalone).toEqual({
      path: routes[0]!.path,
      kind: 'doc',
      sidebar: 'main',
      file: 'assets/docs/doc-0-abc.js',
    });
    expect(others.length).toBeGreaterThan(0);
    for (const r of others) {
      expect(r.file).toBeUndefined();
      expect((await r.load()).path).toBe(r.path);
    }
  });

  it('in production, writes buckets of data only and keeps the root module the same size whatever the site', async () => {
    const index = routeBucket(routes[0]!.path, routeBucketCount(routes.length));
    const source = generateRouteBucketModule(
      routes,
      index,
      () => ['main--1'],
      (r) => (r === routes[0] ? 'assets/docs/doc-0-abc.js' : undefined),
      true,
    );
    const { routes: entries } = await run(source);
    // Data only: the same values survive a JSON round trip (no functions, no imports).
    expect(JSON.parse(JSON.stringify(entries))).toEqual(entries);
    expect(entries[0]).toEqual({
      path: routes[0]!.path,
      kind: 'doc',
      sidebar: 'main',
      parts: ['main--1'],
      file: 'assets/docs/doc-0-abc.js',
    });
    for (const r of entries.slice(1))
      expect(r).toMatchObject({ bundled: true, parts: ['main--1'] });
    const rootSource = (count: number) =>
      generateProductionRoutesModule({
        sidebarNames: ['main'],
        bucketCount: count,
        hasBundledPages: true,
      });
    expect(rootSource(13).length).toBe(rootSource(625).length - 1);
    const root = await run(rootSource(13));
    expect(root.bucketCount).toBe(13);
    expect(root.buckets).toBeUndefined();
    await expect(root.bundledPages()).rejects.toThrow(VIRTUAL_BUNDLED_PAGES);
    // The table's version is in each page's HTML, not in the module: a page edit leaves it as it was.
    expect(Object.keys(root).sort()).toEqual(
      ['bucketCount', 'buckets', 'bundledPages', 'sidebars'].sort(),
    );
    const none = await run(
      generateProductionRoutesModule({ sidebarNames: [], bucketCount: 1, hasBundledPages: false }),
    );
    expect(none.bundledPages).toBeUndefined();
    const bundled = await run(generateBundledPagesModule([routes[1]!]));
    expect(Object.keys(bundled.pages)).toEqual([routes[1]!.path]);
    expect((await bundled.pages[routes[1]!.path]()).path).toBe(routes[1]!.path);
  });
});
