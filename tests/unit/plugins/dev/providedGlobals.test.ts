// ProvidePlugin in the dev server (issue 32): a browser module of the site that uses a provided
// variable (`process`, `Buffer`) imports it from the provided module, by its package path so that
// Vite pre-bundles a CommonJS shim; a module that declares its own, a server render and a module
// that never names one are left alone (plugins/dev/providedGlobals.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devInject,
  injectedPackages,
  providedGlobalsDevPlugin,
} from '../../../../plugins/dev/providedGlobals.js';

const root = mkdtempSync(join(tmpdir(), 'provided-dev-'));
const shims = join(root, 'node_modules');
const inject = {
  process: join(shims, 'process', 'browser.js'),
  Buffer: [join(shims, 'buffer', 'index.js'), 'Buffer'] as [string, string],
  Local: join(root, 'src', 'local.js'),
};

let server: ViteDevServer;
beforeAll(async () => {
  mkdirSync(join(root, 'src'), { recursive: true });
  const files: Record<string, string> = {
    'uses.ts':
      'export const env = (): string[] => [process.env.NODE_ENV, Buffer.from("a").toString()];',
    'own.js': 'export function read(process) { return process.env; }',
    'none.js': 'export const n = 1;',
    'local.js': 'export default 1;',
  };
  for (const [file, code] of Object.entries(files)) writeFileSync(join(root, 'src', file), code);
  // The shims, as installed packages (CommonJS, as process/browser.js is).
  for (const [name, main] of [
    ['process', 'browser.js'],
    ['buffer', 'index.js'],
  ]) {
    mkdirSync(join(shims, name!), { recursive: true });
    writeFileSync(join(shims, name!, 'package.json'), JSON.stringify({ name, main }));
    writeFileSync(join(shims, name!, main!), 'module.exports = { env: {} };');
  }
  server = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [providedGlobalsDevPlugin(inject)!],
  });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const code = async (file: string, ssr = false) =>
  (await (ssr
    ? server.environments.ssr.transformRequest(`/src/${file}`)
    : server.environments.client.transformRequest(`/src/${file}`)))!.code;

describe('ProvidePlugin in the dev server', () => {
  it('imports the provided modules into a browser module that uses them', async () => {
    const out = await code('uses.ts');
    expect(out).toMatch(/import \* as process from "[^"]*process\/browser\.js"/);
    expect(out).toMatch(/import \{ Buffer \} from "[^"]*buffer\/index\.js"/);
    expect(out).not.toContain('Local');
  });

  it('leaves a module whose own binding has the name, a server render and others alone', async () => {
    expect(await code('own.js')).not.toMatch(/import .*process/);
    expect(await code('none.js')).not.toMatch(/^import /m);
    expect(await code('uses.ts', true)).not.toMatch(/process\/browser/);
  });

  it('names node_modules files by package path, pre-bundled up front; other files stay paths', () => {
    expect(devInject(inject)).toEqual({
      process: 'process/browser.js',
      Buffer: ['buffer/index.js', 'Buffer'],
      Local: inject.Local,
    });
    expect(injectedPackages(inject)).toEqual(['process/browser.js', 'buffer/index.js']);
    expect(providedGlobalsDevPlugin({})).toBeUndefined();
  });
});
