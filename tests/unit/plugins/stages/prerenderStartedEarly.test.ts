// A cold build starts the pre-render's workers once the client bundle is made, beside the server
// bundle (plugins/buildStages.ts), and has them load the packages the server bundle leaves to Node
// as the bundler resolves them (viteConfig.ts `onServerExternal`); the pre-render then renders on
// that pool. The pool's calls are recorded through a wrapped `createPrerenderPool`.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import type { PrerenderPool } from '../../../../plugins/output/prerender.js';
import { fixtureCopies } from '../../fixtureSite.js';

const calls: string[] = [];

vi.mock('../../../../plugins/output/prerender.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../plugins/output/prerender.js')>();
  return {
    ...real,
    createPrerenderPool: (options?: Parameters<typeof real.createPrerenderPool>[0]) => {
      const pool = real.createPrerenderPool(options);
      calls.push('create');
      const wrapped: PrerenderPool = {
        render: (job) => (calls.push(`render ${job.urls.length}`), pool.render(job)),
        warm: (entry) => pool.warm(entry),
        prepare: (pages) => (calls.push(`prepare ${pages}`), pool.prepare(pages)),
        preload: (file, commonJs) => (
          calls.push(`preload ${file} ${commonJs}`),
          pool.preload(file, commonJs)
        ),
        close: () => (calls.push('close'), pool.close()),
        get starts() {
          return pool.starts;
        },
      };
      return wrapped;
    },
  };
});

const root = join(import.meta.dirname, '../../../..');
const copies = fixtureCopies('minimal');

describe('the pre-render pool of a cold build', () => {
  it('is started before the server bundle is made, loads the packages it leaves to Node, and renders the pages', async () => {
    const siteDir = copies.copy();
    const outDir = join(siteDir, 'build');
    const result = await buildSite({ siteDir, outDir });
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
    expect(readFileSync(join(outDir, '404.html'), 'utf8')).toContain('<html');
    const require = createRequire(join(root, 'package.json'));
    const server = require.resolve('react-dom/server.node');
    const mdxReact = require.resolve('@mdx-js/react');
    // One pool: prepared for the site's pages, told of React DOM's server renderer (CommonJS) and
    // @mdx-js/react (an ES module) before its one render of every page, then closed.
    expect(calls.filter((c) => c === 'create')).toHaveLength(1);
    expect(calls[1]).toMatch(/^prepare \d+$/);
    expect(Number(calls[1]!.split(' ')[1])).toBeGreaterThanOrEqual(result.pages);
    const rendered = calls.findIndex((c) => c.startsWith('render '));
    expect(calls[rendered]).toBe(`render ${result.pages + 1}`);
    const preloads = calls.slice(2, rendered);
    expect(preloads).toContain(`preload ${server} true`);
    expect(preloads).toContain(`preload ${mdxReact} false`);
    expect(preloads.every((c) => c.startsWith('preload '))).toBe(true);
    expect(calls.slice(rendered + 1)).toContain('close');
  }, 300_000);
});
