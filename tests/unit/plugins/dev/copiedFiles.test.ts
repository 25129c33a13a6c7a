// The dev server serves the files configureWebpack's copy plugins copy, under the base URL, as
// webpack's dev server serves a copy plugin's assets: a folder's files under `to`, a transformed
// file's new content, a static folder's file over a copy of the same name, and a file that
// appears while the server runs (a bundle built after start).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiedFilesPlugin } from '../../../../plugins/dev/copiedFiles.js';
import { copyPatternOf } from '../../../../plugins/lifecycle/webpackCopy.js';

const siteDir = mkdtempSync(join(tmpdir(), 'copied-files-'));
let server: ViteDevServer | undefined;
let base = '';

function file(rel: string, content: string): void {
  const path = join(siteDir, rel);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

beforeAll(async () => {
  file('linter/dist/index.js', 'define([], function () { return 1; });');
  file('notes/readme.txt', 'plain');
  file('static/sandbox/override.js', 'from the static folder');
  file('linter/dist/override.js', 'from the copy');
  const patterns = [
    { from: 'linter/dist', to: 'sandbox/' },
    { from: 'notes/readme.txt', to: 'notes.txt', transform: (c: Buffer) => `${c}!` },
  ].map((p) => copyPatternOf(p, siteDir));
  server = await createServer({
    configFile: false,
    root: siteDir,
    base: '/docs/',
    logLevel: 'silent',
    publicDir: join(siteDir, 'static'),
    server: { port: 0, host: '127.0.0.1' },
    plugins: [
      copiedFilesPlugin({
        copies: [{ plugin: 'playground', file: join(siteDir, 'plugin.js'), patterns }],
        baseUrl: '/docs/',
        outDir: join(siteDir, 'build'),
        staticDirs: [join(siteDir, 'static')],
      }),
    ],
  });
  await server.listen();
  const address = server.httpServer!.address() as { port: number };
  base = `http://127.0.0.1:${address.port}/docs/`;
});

afterAll(async () => {
  await server?.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const res = await fetch(base + path);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

describe('the dev server’s copied files', () => {
  it('serves a copied folder’s files and a transformed file under the base URL', async () => {
    expect(await get('sandbox/index.js')).toMatchObject({
      status: 200,
      text: 'define([], function () { return 1; });',
    });
    expect((await get('sandbox/index.js')).type).toMatch(/javascript/);
    expect(await get('notes.txt')).toMatchObject({ status: 200, text: 'plain!' });
  });

  it('leaves a static folder’s file of the same name to the static folder', async () => {
    expect((await get('sandbox/override.js')).text).toBe('from the static folder');
  });

  it('serves a file that appears after the server started', async () => {
    await new Promise((r) => setTimeout(r, 1100));
    file('linter/dist/late.js', 'late');
    expect(await get('sandbox/late.js')).toMatchObject({ status: 200, text: 'late' });
  });
});
