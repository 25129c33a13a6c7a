// The server bundle starts beside the client bundle (plugins/stages/bundle.ts, issue 37), not
// after it: both wait on the route table, and the server's theme modules load meanwhile. A
// failure of either still fails the build, the client's first.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { InlineConfig } from 'vite';
import { buildSite } from '../../../../plugins/buildSite.js';

/** Each bundler run's start and end, in order: `start client`, `end server`, … */
const events: string[] = [];
/** Makes the bundle of this target fail (after it started). */
let failing: 'client' | 'server' | undefined;

vi.mock('vite', async (importOriginal) => {
  const vite = await importOriginal<typeof import('vite')>();
  return {
    ...vite,
    build: async (config: InlineConfig) => {
      const target = config.build?.ssr ? 'server' : 'client';
      events.push(`start ${target}`);
      try {
        if (failing === target) throw new Error(`the ${target} bundle failed`);
        return await vite.build(config);
      } finally {
        events.push(`end ${target}`);
      }
    },
  };
});

const root = join(import.meta.dirname, '../../../..');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function site(name: string): string {
  const dir = join(root, 'tests/.tmp', name);
  rmSync(dir, { recursive: true, force: true });
  made.push(dir);
  for (const [file, text] of Object.entries({
    'site.config.ts': "export default { title: 'X', url: 'https://example.com', baseUrl: '/' };\n",
    'docs/plain.md': '---\ntitle: Plain page\n---\n\nWords about kettles.\n',
  })) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

describe('the server bundle beside the client bundle', () => {
  it('starts before the client bundle ends, and the pages render as before', async () => {
    const dir = site('server-beside-client');
    events.length = 0;
    failing = undefined;
    await buildSite({ siteDir: dir, outDir: join(dir, 'build') });
    expect(events.indexOf('start server')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('start server')).toBeLessThan(events.indexOf('end client'));
    expect(events).toContain('end server');
    expect(readFileSync(join(dir, 'build/plain/index.html'), 'utf8')).toContain(
      'Words about kettles.',
    );
  }, 300_000);

  it.each(['client', 'server'] as const)(
    'a failure of the %s bundle fails the build and keeps the previous output',
    async (target) => {
      const dir = site(`server-beside-client-${target}`);
      const out = join(dir, 'build');
      failing = undefined;
      await buildSite({ siteDir: dir, outDir: out });
      const before = readFileSync(join(out, 'plain/index.html'), 'utf8');
      writeFileSync(join(dir, 'docs/plain.md'), '---\ntitle: Plain page\n---\n\nNew words.\n');
      // No bundle is reused: the cache's records go.
      rmSync(join(dir, '.cache'), { recursive: true, force: true });
      events.length = 0;
      failing = target;
      const failure = await buildSite({ siteDir: dir, outDir: out }).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(failure?.message).toContain(`the ${target} bundle failed`);
      // Both had started together, and the other's run had ended too before the build gave up.
      expect(events.indexOf('start server')).toBeGreaterThanOrEqual(0);
      expect(events.indexOf('start server')).toBeLessThan(events.indexOf('end client'));
      expect(events.filter((e) => e.startsWith('end')).sort()).toEqual([
        'end client',
        'end server',
      ]);
      expect(readFileSync(join(out, 'plain/index.html'), 'utf8')).toBe(before);
    },
    300_000,
  );
});
