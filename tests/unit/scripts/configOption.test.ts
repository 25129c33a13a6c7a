// `--config FILE` on build, start, serve and deploy, as Docusaurus's CLI takes it: the site is built
// with that config in place of its folder's docusaurus.config.* (the build's workers too: the
// pre-rendered pages carry its title). The option was refused before ("write-translations only").
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const siteDir = join(root, 'tests/.tmp/config-option-site');
const cli = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts/run.mjs'), ...args], {
    cwd: siteDir,
    encoding: 'utf8',
  });
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('--config FILE', () => {
  it('builds the site with the named config, not its folder’s', () => {
    rmSync(siteDir, { recursive: true, force: true });
    mkdirSync(siteDir, { recursive: true });
    cpSync(join(root, 'tests/fixtures/sites/docusaurus-look'), siteDir, { recursive: true });
    const own = readFileSync(join(siteDir, 'docusaurus.config.js'), 'utf8');
    writeFileSync(
      join(siteDir, 'staging.config.js'),
      own.replace("title: 'Tide Tables',", "title: 'Tide Tables (staging)',"),
    );
    const run = cli('build', '--config', 'staging.config.js', '--out-dir', 'out');
    expect(run.status, run.stderr).toBe(0);
    const html = readFileSync(join(siteDir, 'out/moon/index.html'), 'utf8');
    expect(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]).toBe(
      'Moon phases | Tide Tables (staging)',
    );
  }, 180_000);

  it('names a missing file, and the commands that take the option', () => {
    const missing = cli('build', '--config', 'nowhere.config.js');
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain('--config nowhere.config.js: no such file');
    const clear = cli('clear', '--config', 'staging.config.js');
    expect(clear.status).not.toBe(0);
    expect(clear.stderr).toContain(
      '--config is taken by build, start, serve, deploy, write-translations, not by clear',
    );
  });
});
