// The static folders in the dev server (plugins/dev/staticDirectories.ts) and in the build's
// lookups (plugins/staticDirectories.ts), on the folders of tests/fixtures/sites/site-options:
// `public` (the one Vite serves itself), `static`, and a listed folder that does not exist.
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import type { Connect, Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { staticDirectoriesPlugin } from '../../../../plugins/dev/staticDirectories.js';
import {
  bundlerStaticDir,
  findStaticFile,
  listStaticFiles,
  resolveStaticDirs,
} from '../../../../plugins/staticDirectories.js';

const site = join(import.meta.dirname, '../../../fixtures/sites/site-options');
const dirs = resolveStaticDirs(site, ['public', 'static', 'not-there']);

describe('static folders', () => {
  it('resolves them from the site, in order; the first that exists is the bundler’s', () => {
    expect(dirs).toEqual(['public', 'static', 'not-there'].map((d) => join(site, d)));
    expect(resolveStaticDirs(site, ['/abs/assets'])).toEqual(['/abs/assets']);
    expect(resolveStaticDirs(site)).toEqual([join(site, 'static')]);
    expect(bundlerStaticDir(dirs)).toBe(join(site, 'public'));
    expect(bundlerStaticDir([join(site, 'not-there'), join(site, 'static')])).toBe(
      join(site, 'static'),
    );
  });

  it('finds a file in the first folder holding it, and lists every file once', () => {
    expect(findStaticFile(dirs, '/notice.txt')).toBe(join(site, 'public/notice.txt'));
    expect(findStaticFile(dirs, '/img/tides.svg')).toBe(join(site, 'static/img/tides.svg'));
    expect(findStaticFile(dirs, '/img')).toBeUndefined(); // a folder is no file
    expect([...listStaticFiles(dirs)]).toEqual([
      ['img/chart.svg', join(site, 'public/img/chart.svg')],
      ['notice.txt', join(site, 'public/notice.txt')],
      ['img/tides.svg', join(site, 'static/img/tides.svg')],
      ['tide-times.txt', join(site, 'static/tide-times.txt')],
    ]);
  });
});

/** The plugin's middleware, and a request through it: its body, or undefined when passed on. */
function devServer(baseUrl: string) {
  let middleware!: Connect.NextHandleFunction;
  const plugin = staticDirectoriesPlugin({ staticDirs: dirs, publicDir: dirs[0], baseUrl });
  const server = { middlewares: { use: (fn: Connect.NextHandleFunction) => (middleware = fn) } };
  (plugin.configureServer as (s: unknown) => void)(server);
  return (url: string) =>
    new Promise<{ body: string; type: string } | undefined>((done) => {
      const res = new PassThrough() as PassThrough & { setHeader: (k: string, v: string) => void };
      const headers: Record<string, string> = {};
      res.setHeader = (k, v) => void (headers[k] = v);
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ body: Buffer.concat(chunks).toString(), type: headers['Content-Type']! }),
      );
      middleware({ url, method: 'GET' } as never, res as never, () => done(undefined));
    });
}

describe('the dev server', () => {
  it('serves the files of the folders after the first, under the base URL', async () => {
    const get = devServer('/harbour/');
    expect(await get('/harbour/tide-times.txt')).toEqual({
      body: 'only in static\n',
      type: 'text/plain; charset=utf-8',
    });
    expect((await get('/harbour/img/tides.svg'))?.type).toBe('image/svg+xml');
  });

  it("leaves the first folder's files to Vite, and passes on what no folder has", async () => {
    const get = devServer('/harbour/');
    expect(await get('/harbour/notice.txt')).toBeUndefined(); // Vite serves public/notice.txt
    expect(await get('/harbour/missing.txt')).toBeUndefined();
    expect(await get('/tide-times.txt')).toBeUndefined(); // outside the base URL
    expect(await get('/harbour/../static/tide-times.txt')).toBeUndefined();
    expect(await get('/harbour/%E0%A4%A.txt')).toBeUndefined(); // a malformed escape
  });

  it('is a plugin of the dev server only', () => {
    expect(
      (staticDirectoriesPlugin({ staticDirs: dirs, publicDir: dirs[0], baseUrl: '/' }) as Plugin)
        .apply,
    ).toBe('serve');
  });
});
