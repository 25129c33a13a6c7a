// A Docusaurus config's docs `numberPrefixParser`: `false` keeps the prefixes in ids, slugs and
// labels; a function replaces Docusaurus's rule (here: a prefix of letters, `a-`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setNumberPrefixParser } from '../../../../plugins/docs/numberPrefix.js';
import { loadSite } from '../../../../plugins/loadSite.js';

const dirs: string[] = [];
function site(parser: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'number-prefix-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'docs/02-guide'), { recursive: true });
  writeFileSync(join(dir, 'docs/01-intro.md'), '# Intro\n');
  writeFileSync(join(dir, 'docs/02-guide/b-setup.md'), '# Setup\n');
  writeFileSync(
    join(dir, 'docusaurus.config.mjs'),
    `export default { title: 'T', url: 'https://t.example', baseUrl: '/',
  presets: [['classic', { docs: { numberPrefixParser: ${parser} } }]] };\n`,
  );
  return dir;
}
afterAll(() => {
  setNumberPrefixParser(undefined);
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const permalinks = async (dir: string) =>
  (await loadSite({ siteDir: dir, production: true })).docs.map((d) => d.permalink).sort();

describe('numberPrefixParser', () => {
  it("strips prefixes by Docusaurus's rule when not set", async () => {
    expect(await permalinks(site('undefined'))).toEqual(['/docs/guide/b-setup', '/docs/intro']);
  });
  it('keeps every prefix with false', async () => {
    expect(await permalinks(site('false'))).toEqual(['/docs/01-intro', '/docs/02-guide/b-setup']);
  });
  it('uses the function given', async () => {
    const parser = `(f) => { const m = /^([a-z])-(.*)$/.exec(f); return m ? { filename: m[2], numberPrefix: m[1].charCodeAt(0) } : { filename: f }; }`;
    expect(await permalinks(site(parser))).toEqual(['/docs/01-intro', '/docs/02-guide/setup']);
  });
});
