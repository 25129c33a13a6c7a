// A site whose plugin copies a prebuilt bundle with a copy plugin in configureWebpack
// (tests/fixtures/sites/webpack-copy): the build's output has the bundle's files under `to`,
// without the ignored source map, a renamed file, and the static folder's file where both have
// one, as Docusaurus's build writes them.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
const siteDir = join(root, 'tests/.tmp/webpack-copy');
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a copy plugin in configureWebpack', () => {
  it('copies its files into the build output', async () => {
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(join(root, 'tests/fixtures/sites/webpack-copy'), siteDir, { recursive: true });
    const out = join(siteDir, 'build');
    await buildSite({ siteDir, outDir: out });
    const read = (f: string) => readFileSync(join(out, f), 'utf8');
    expect(read('player/index.js')).toContain('play: true');
    expect(read('player/lang/en.js')).toContain('lang: "en"');
    expect(existsSync(join(out, 'player/index.js.map'))).toBe(false);
    expect(read('player/NOTICE.txt')).toBe('Player, MIT licence.\n');
    // The static folder's file is kept: the copy plugin skips what the output has.
    expect(read('player/readme.txt')).toBe('from the static folder\n');
    expect(read('index.html')).toContain('The player is in');
  }, 300_000);
});
