// The dev server after the site config's code themes changed (plugins/dev/reloadSite.ts): every
// module is invalidated (the pages' highlighting and the colour stylesheet follow the themes) and
// the open pages reload; a config change that keeps the themes does neither.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { reloadSite } from '../../../../plugins/dev/reloadSite.js';
import { loadSite } from '../../../../plugins/loadSite.js';

const dir = mkdtempSync(join(tmpdir(), 'reload-theme-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'docs'));
writeFileSync(join(dir, 'docs/index.md'), '# Home\n\n```js\nconst a = 1;\n```\n');
const config = (extra: string) =>
  writeFileSync(
    join(dir, 'site.config.ts'),
    `export default { title: 'T', url: 'https://t.example', baseUrl: '/'${extra} };\n`,
  );

function fakeServer() {
  const sent: string[] = [];
  let invalidated = 0;
  const server = {
    ws: { send: (m: { type: string }) => sent.push(m.type) },
    moduleGraph: {
      invalidateAll: () => invalidated++,
      getModuleById: () => undefined,
      invalidateModule: () => undefined,
    },
  } as unknown as ViteDevServer;
  return { server, sent, invalidated: () => invalidated };
}

describe('reloading the site when its code themes change', () => {
  it('invalidates every module and reloads the pages', async () => {
    config('');
    const before = await loadSite({ siteDir: dir, production: false });
    config(", code: { theme: { light: 'one-light', dark: 'dracula' } }");
    const { server, sent, invalidated } = fakeServer();
    let after;
    await reloadSite({
      server,
      siteDir: dir,
      generated: new Map(),
      previous: before,
      onLoaded: (s) => (after = s),
    });
    expect(after!.siteConfig.code.theme).toEqual({ light: 'one-light', dark: 'dracula' });
    expect(invalidated()).toBe(1);
    expect(sent).toEqual(['full-reload']);
  });

  it('leaves the modules alone when the themes stay', async () => {
    config(", tagline: 'a'");
    const before = await loadSite({ siteDir: dir, production: false });
    config(", tagline: 'b'");
    const { server, sent, invalidated } = fakeServer();
    await reloadSite({
      server,
      siteDir: dir,
      generated: new Map(),
      previous: before,
      onLoaded: () => {},
    });
    expect(invalidated()).toBe(0);
    expect(sent).toEqual([]);
  });
});
