// configureWebpack's `resolve.fallback` and `ProvidePlugin` on Vite (docusaurus-theme-openapi-docs
// returns both, for postman-code-generators in the browser): a fallback to an installed module is
// the client's fallback (resolveFallback.ts, not an alias: the server bundle keeps Node's modules,
// and a request that resolves on its own keeps its module), a provided variable an injected import of the client bundle, and a module that is not
// installed is named in the plugin's one warning.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectWebpack } from '../../../../plugins/lifecycle/hooks.js';
import { loaded, result } from './loadedPlugins.js';

const dir = mkdtempSync(join(tmpdir(), 'webpack-provide-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A package of the plugin's folder's node_modules; its main file. */
function installed(name: string): string {
  const folder = join(dir, 'node_modules', name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name, main: 'main.js' }));
  writeFileSync(join(folder, 'main.js'), 'module.exports = {};\n');
  return join(folder, 'main.js');
}

class ProvidePlugin {
  constructor(readonly definitions: Record<string, unknown>) {}
}

describe('configureWebpack fallbacks and provided variables', () => {
  const pathShim = installed('path-shim');
  const processShim = installed('process-shim');
  const bufferShim = installed('buffer-shim');

  it('maps them onto fallbacks and injected imports, and names only what is not installed', async () => {
    const mapping = await collectWebpack(
      result([
        loaded(
          {
            name: 'explorer-theme',
            configureWebpack: () => ({
              resolve: {
                // A path (require.resolve's), a package name, an empty module, a missing one.
                fallback: { path: pathShim, buffer: 'buffer-shim', fs: false, zlib: 'no-zlib' },
              },
              plugins: [
                new ProvidePlugin({
                  process: processShim,
                  Buffer: ['buffer-shim', 'Buffer'],
                  Stream: 'no-stream',
                }),
              ],
            }),
          },
          join(dir, 'plugin'),
        ),
      ]),
    );
    expect(mapping.fallback).toEqual({ path: pathShim, buffer: bufferShim });
    expect(mapping.alias).toEqual({});
    expect(mapping.inject).toEqual({ process: processShim, Buffer: [bufferShim, 'Buffer'] });
    expect(mapping.warnings.map((w) => w.message)).toEqual([
      'plugin "explorer-theme" configureWebpack sets resolve.fallback.zlib, plugins (ProvidePlugin Stream), which the Vite build does not use',
    ]);
  });

  it('gives no warning when everything it sets is mapped', async () => {
    const mapping = await collectWebpack(
      result([
        loaded(
          {
            name: 'quiet-theme',
            configureWebpack: () => ({
              resolve: { fallback: { path: 'path-shim' } },
              plugins: [new ProvidePlugin({ process: 'process-shim' })],
            }),
          },
          join(dir, 'plugin'),
        ),
      ]),
    );
    expect(mapping.fallback).toEqual({ path: pathShim });
    expect(mapping.inject).toEqual({ process: processShim });
    expect(mapping.warnings).toEqual([]);
  });
});
