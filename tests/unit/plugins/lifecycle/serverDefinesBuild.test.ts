// configureWebpack's DefinePlugin values per bundle (tests/fixtures/sites/server-defines): a plugin
// that answers `isServer: true` and `false` with other values gets each in its own bundle, as
// webpack applies each config's plugins: the pre-rendered HTML shows the server call's
// (`process.env.IS_SERVER` true, a key only the client call defines not defined), the client
// bundle holds the client call's and none of the server's. In the dev server:
// tests/e2e/devServerDefines.e2e.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { collectWebpack } from '../../../../plugins/lifecycle/hooks.js';
import { loaded, result } from './loadedPlugins.js';
import { fixtureCopies } from '../../fixtureSite.js';

const copies = fixtureCopies('server-defines');

class DefinePlugin {
  constructor(readonly definitions: Record<string, unknown>) {}
}
class EnvironmentPlugin {
  constructor(readonly keys: string[]) {}
}

describe("configureWebpack's defines, each call's for its own bundle", () => {
  it('keeps the isServer: true call’s defines apart from the client’s', async () => {
    const mapping = await collectWebpack(
      result([
        loaded({
          name: 'where',
          configureWebpack: (_config: unknown, isServer: boolean) => ({
            plugins: [
              new DefinePlugin({ 'process.env.IS_SERVER': isServer, SIDE: `"${isServer}"` }),
              ...(isServer ? [] : [new EnvironmentPlugin(['TIDE_UNSET_VARIABLE'])]),
            ],
          }),
        }),
        loaded({
          name: 'client-only',
          configureWebpack: (_c: unknown, s: boolean) =>
            s ? {} : { plugins: [new DefinePlugin({ ONLY: '1' })] },
        }),
      ]),
    );
    expect(mapping.define).toEqual({
      'process.env.IS_SERVER': 'false',
      SIDE: '"false"',
      'process.env.TIDE_UNSET_VARIABLE': 'undefined',
      ONLY: '1',
    });
    expect(mapping.serverDefine).toEqual({ 'process.env.IS_SERVER': 'true', SIDE: '"true"' });
    expect(mapping.warnings).toEqual([]);
  });

  it('renders the server call’s values and bundles the client call’s', async () => {
    const siteDir = copies.copy();
    const out = join(siteDir, 'build');
    await buildSite({
      siteDir,
      outDir: out,
      reporter: { stage: () => undefined, progress: () => undefined, warn: () => undefined },
    });
    const html = readFileSync(join(out, 'index.html'), 'utf8');
    expect(/<p id="render">([^<]*)<\/p>/.exec(html)?.[1]).toBe('true tide-on-server no-client-key');
    const js = readdirSync(out, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(out, f), 'utf8'))
      .join('\n');
    expect(js).toContain('tide-in-browser');
    expect(js).toContain('tide-client-key');
    expect(js).not.toContain('tide-on-server');
  }, 300_000);
});
