// Route-table sharding: the browser and the build must put every path in the same bucket.
import { describe, expect, it } from 'vitest';
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

const routes = Array.from({ length: 500 }, (_, i) => ({
  path: `/section-${i % 7}/doc-${i}`,
  kind: 'doc' as const,
  sidebar: 'main',
  module: `/site/docs/doc-${i}.md`,
}));

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

  it('keeps per-route data out of the root module and in the bucket modules', () => {
    const root = generateRoutesModule(routes, ['main']);
    expect(root).not.toContain('doc-1"');
    expect(root).toContain(`export const bucketCount = ${routeBucketCount(routes.length)};`);
    const all = bucketRoutes(routes)
      .map((_, i) => generateRouteBucketModule(routes, i))
      .join('\n');
    for (const r of routes.slice(0, 20)) expect(all).toContain(`path: ${JSON.stringify(r.path)}`);
  });

  it('points a page written as a standalone module at its file, and imports the others', () => {
    const index = routeBucket(routes[0]!.path, routeBucketCount(routes.length));
    const source = generateRouteBucketModule(
      routes,
      index,
      () => [],
      (r) => (r === routes[0] ? 'assets/docs/doc-0-abc.js' : undefined),
    );
    const entries = source.split('\n').filter((l) => l.includes('path:'));
    expect(entries.find((l) => l.includes(`path: "${routes[0]!.path}"`))).toContain(
      'file: "assets/docs/doc-0-abc.js"',
    );
    expect(entries.find((l) => l.includes(`path: "${routes[0]!.path}"`))).not.toContain('import(');
    expect(entries.filter((l) => l.includes('import(')).length).toBe(entries.length - 1);
  });

  it('in production, writes buckets of data only and keeps the root module the same size whatever the site', () => {
    const index = routeBucket(routes[0]!.path, routeBucketCount(routes.length));
    const data = generateRouteBucketModule(
      routes,
      index,
      () => ['main--1'],
      (r) => (r === routes[0] ? 'assets/docs/doc-0-abc.js' : undefined),
      true,
    );
    expect(data).not.toContain('import');
    expect(data).toContain('file: "assets/docs/doc-0-abc.js"');
    expect(data).toContain('bundled: true');
    expect(data).toContain('parts: ["main--1"]');
    const root = (count: number) =>
      generateProductionRoutesModule({
        sidebarNames: ['main'],
        bucketCount: count,
        hasBundledPages: true,
      });
    expect(root(13).length).toBe(root(625).length - 1);
    // The table's version is in each page's HTML, not in the module: a page edit leaves it as it was.
    expect(root(13)).not.toMatch(/version/i);
    expect(
      generateProductionRoutesModule({ sidebarNames: [], bucketCount: 1, hasBundledPages: false }),
    ).toContain('export const bundledPages = undefined;');
    expect(generateBundledPagesModule([routes[1]!])).toContain(
      `${JSON.stringify(routes[1]!.path)}: () => import(${JSON.stringify(routes[1]!.module)})`,
    );
  });
});
