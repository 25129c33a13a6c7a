// serve under load from a second process: 100 connections, a mix of pages, assets and 404s.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const seconds = Number(process.env.LOAD_SECONDS ?? 30);
let server: ChildProcess;
const port = 4300 + Math.floor(Math.random() * 500);

beforeAll(async () => {
  server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      join(root, 'scripts/cli.ts'),
      'serve',
      root,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (d: Buffer) => d.toString().includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
  });
});
afterAll(() => {
  server?.kill();
});

describe('serve under load', () => {
  it(
    `answers every request of ${seconds} s at 100 connections without an error`,
    async () => {
      const assets = readdirSync(join(root, 'build/assets'), { withFileTypes: true })
        .filter((f) => f.isFile())
        .slice(0, 10)
        .map((f) => `/assets/${f.name}`);
      const paths = [
        '/',
        '/iot/rockblock/user-manual/at-commands',
        '/iot/rockblock/user-manual/at-commands/',
        '/iot/rockblock/overview.html',
        '/tracking',
        '/sitemap.xml',
        '/no/such/page',
        ...assets,
      ];
      const result = await autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: 100,
        duration: seconds,
        requests: paths.map((path) => ({ method: 'GET', path })),
      });
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(result['5xx']).toBe(0);
      expect(result.non2xx).toBeLessThanOrEqual(
        Math.ceil(result.requests.total / paths.length) + 100,
      ); // only the 404 path
      expect(result.requests.total).toBeGreaterThan(1000);
    },
    (seconds + 30) * 1000,
  );
});
