// What the dev server prints when the site reloads (plugins/dev/reloadSite.ts): a reload that
// fails is Docusaurus's "Site reload failure" with each error's file, line and hint (it was only
// sent to the open pages' overlay, the terminal stayed silent), and the warnings a reload adds
// are printed once, those the site had before not again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters as plain } from 'node:util';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { reloadSite } from '../../../../plugins/dev/reloadSite.js';
import { loadSite } from '../../../../plugins/loadSite.js';

const dir = mkdtempSync(join(tmpdir(), 'reload-messages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'docs/guide'), { recursive: true });
writeFileSync(join(dir, 'docs/index.md'), '# Home\n');
writeFileSync(join(dir, 'docs/guide/a.md'), '# A\n');
const goodConfig = "export default { title: 'T', url: 'https://t.example', baseUrl: '/' };\n";
writeFileSync(join(dir, 'site.config.ts'), goodConfig);

function fakeServer() {
  const logged: { level: string; msg: string; error?: unknown }[] = [];
  const sent: { type: string; err?: { message: string } }[] = [];
  const server = {
    config: {
      logger: {
        warn: (msg: string) => logged.push({ level: 'warn', msg }),
        error: (msg: string, o?: { error?: unknown }) =>
          logged.push({ level: 'error', msg, error: o?.error }),
      },
    },
    ws: { send: (m: { type: string; err?: { message: string } }) => sent.push(m) },
    moduleGraph: {
      invalidateAll: () => undefined,
      getModuleById: () => undefined,
      invalidateModule: () => undefined,
    },
  } as unknown as ViteDevServer;
  return { server, logged, sent };
}

const reload = async (server: ViteDevServer, previous?: Awaited<ReturnType<typeof loadSite>>) => {
  let loaded = false;
  await reloadSite({
    server,
    siteDir: dir,
    generated: new Map(),
    ...(previous ? { previous } : {}),
    onLoaded: () => (loaded = true),
  });
  return loaded;
};

describe("the dev server's messages as the site reloads", () => {
  it('prints a config that no longer loads as a site reload failure, positioned', async () => {
    const before = await loadSite({ siteDir: dir, production: false });
    writeFileSync(join(dir, 'site.config.ts'), goodConfig.replace("'T',", "'T',,"));
    const { server, logged, sent } = fakeServer();
    try {
      expect(await reload(server, before)).toBe(false);
    } finally {
      writeFileSync(join(dir, 'site.config.ts'), goodConfig);
    }
    expect(logged).toHaveLength(1);
    expect(logged[0]!.level).toBe('error');
    expect(logged[0]!.msg).toMatch(/^Site reload failure: the pages keep the site as it was\.\n/);
    expect(plain(logged[0]!.msg)).toMatch(/site\.config\.ts:1:\d+/);
    expect(logged[0]!.error).toBeInstanceOf(Error);
    // The open pages' overlay shows it too, as before.
    expect(sent.map((m) => m.type)).toEqual(['error']);
  });

  it('prints the warnings a reload adds, and only those', async () => {
    const before = await loadSite({ siteDir: dir, production: false });
    writeFileSync(join(dir, 'docs/guide/_category_.json'), '{"label": "Guide"}\n');
    writeFileSync(join(dir, 'docs/guide/_category_.yml'), 'label: Guide\n');
    const first = fakeServer();
    expect(await reload(first.server, before)).toBe(true);
    expect(first.logged.map((l) => l.level)).toEqual(['warn']);
    expect(plain(first.logged[0]!.msg)).toMatch(/_category_\.\w+ warning several _category_ files/);
    // A second reload of the same site: the warning was printed already.
    const after = await loadSite({ siteDir: dir, production: false });
    const second = fakeServer();
    expect(await reload(second.server, after)).toBe(true);
    expect(second.logged).toEqual([]);
  });
});
