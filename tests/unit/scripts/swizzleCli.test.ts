// `docusaurus swizzle` through the real bin (scripts/run.mjs) with its answers piped in, on a copy
// of a Docusaurus site with a theme of its own (tide-theme): the questions, the confirmation of an
// unsafe eject, the files written; Esc ends with 0 and nothing written, input that ends before an
// answer (as in CI) with 13; `--list` prints Docusaurus's table. Expected lines: Docusaurus 3.8.1's.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const fixture = join(root, 'tests/fixtures/sites/swizzle-plugin-theme');
const siteDir = join(root, 'tests/.tmp/swizzle-cli');
const strip = (s: string) => stripVTControlCharacters(s);

function swizzle(input: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [join(root, 'scripts/run.mjs'), 'swizzle', ...args], {
    cwd: siteDir,
    input,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: r.status, stdout: strip(r.stdout), stderr: strip(r.stderr) };
}
const written = () =>
  existsSync(join(siteDir, 'src/theme'))
    ? readdirSync(join(siteDir, 'src/theme'), { recursive: true })
        .map((f) => String(f).split('\\').join('/'))
        .sort()
    : [];

beforeEach(() => {
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(fixture, siteDir, { recursive: true });
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('swizzle with its answers piped in', () => {
  it('asks, confirms the unsafe eject, and ejects the chosen component', () => {
    const down = '\x1b[B';
    // Theme: the first; language: JavaScript; component: typed; action: Eject; confirm: YES.
    const r = swizzle(`\r\rDocSide\r${down}\r${down}\r`);
    expect(r.stderr).toContain(
      'Swizzle action eject is unsafe to perform on DocSidebar.\nIt is more likely to be affected by breaking changes in the future\n',
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      '? Select a theme to swizzle: › - Use arrow-keys. Return to submit.\n❯   @docusaurus/theme-classic\n    tide-theme\n    [Exit]\n',
    );
    expect(r.stdout).toContain('✔ Which language do you want to use? › JavaScript\n');
    expect(r.stdout).toContain(' › DocSidebar (Safe*)\n');
    expect(r.stdout).toContain('✔ Which swizzle action do you want to do? › Eject (Unsafe)\n');
    expect(r.stdout).toContain(
      '✔ Do you really want to swizzle this unsafe internal component? › YES: I know what I am doing!\n',
    );
    expect(written()).toContain('DocSidebar/index.js');
  }, 120_000);

  it('ends with 0 on Esc, with nothing written; with 13 when the input ends first', () => {
    const esc = swizzle('\x1b');
    expect(esc.stdout).toContain('✖ Select a theme to swizzle: › @docusaurus/theme-classic\n');
    expect(esc.status).toBe(0);
    const ended = swizzle('', 'tide-theme', 'TideChart', '--eject', '--javascript');
    expect(ended.stdout).toContain(
      '? Do you really want to swizzle this unsafe internal component? › - Use arrow-keys. Return to submit.\n',
    );
    expect(ended.stderr).toContain('the input ended before a choice was made');
    expect(ended.status).toBe(13);
    expect(written()).toEqual([]);
  }, 120_000);

  it('lists a theme’s components as Docusaurus’s table', () => {
    const r = swizzle('', 'tide-theme', '--list');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      [
        'Components available for swizzle in tide-theme:',
        '┌─────────────────┬────────┬────────┬─────────────┐',
        '│ Component name  │ Wrap   │ Eject  │ Description │',
        '├─────────────────┼────────┼────────┼─────────────┤',
        '│ TideBanner      │ Unsafe │ Unsafe │ N/A         │',
      ].join('\n'),
    );
    expect(r.stdout).toContain('Swizzle safety statuses:');
  }, 120_000);
});
