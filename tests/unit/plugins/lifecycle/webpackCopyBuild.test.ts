// A site whose plugin copies a prebuilt bundle with a copy plugin in configureWebpack
// (tests/fixtures/sites/webpack-copy): the build's output has the bundle's files under `to`,
// without the ignored source map, a renamed file, and the static folder's file where both have
// one, as Docusaurus's build writes them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { fixtureCopies } from '../../fixtureSite.js';

const copies = fixtureCopies('webpack-copy');

describe('a copy plugin in configureWebpack', () => {
  it('copies its files into the build output', async () => {
    const siteDir = copies.copy();
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
