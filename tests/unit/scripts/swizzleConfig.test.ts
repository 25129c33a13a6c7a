// A plugin theme's swizzle config (tests/fixtures/sites/swizzle-config-theme: `getSwizzleConfig`
// on the theme's function, as third-party themes give it) and its folder without an index
// (Markers). Expected values: Docusaurus 3.8.1's `swizzle reef-theme --list`, `swizzle reef-theme
// Markers --eject --danger` (Markers/Buoy/index.js and Markers/legend.css written) and `swizzle
// reef-theme ReefNote --wrap` ("Swizzle action wrap is forbidden for component ReefNote").
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  pluginThemeComponents,
  sitePluginThemes,
  swizzlePluginTheme,
} from '../../../scripts/swizzle.js';

const root = join(import.meta.dirname, '../../..');
const fixture = join(root, 'tests/fixtures/sites/swizzle-config-theme');
const siteDir = join(root, 'tests/.tmp/swizzle-config-theme');

function swizzle(...args: string[]) {
  const r = spawnSync(process.execPath, [join(root, 'scripts/run.mjs'), 'swizzle', ...args], {
    cwd: siteDir,
    input: '',
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return {
    status: r.status,
    stdout: stripVTControlCharacters(r.stdout),
    stderr: stripVTControlCharacters(r.stderr),
  };
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

describe("a plugin theme's swizzle config", () => {
  it('rates and describes its components, a folder without an index too, as Docusaurus 3.8.1 lists them', async () => {
    const [theme] = await sitePluginThemes(siteDir);
    expect(pluginThemeComponents(theme!)).toEqual([
      { name: 'Markers', eject: 'unsafe', wrap: 'forbidden' },
      { name: 'Markers/Buoy', eject: 'unsafe', wrap: 'unsafe' },
      { name: 'ReefMap', eject: 'safe', wrap: 'safe', description: 'The chart of the reef' },
      {
        name: 'ReefNote',
        eject: 'unsafe',
        wrap: 'forbidden',
        description: 'A note under the chart',
      },
    ]);
    const list = swizzle('reef-theme', '--list');
    expect(list.status).toBe(0);
    // The table's rows, in Docusaurus's order: safest first, then by name.
    const rows = list.stdout
      .split('\n')
      .filter((l) => /^│ (ReefMap|Markers|ReefNote)/.test(l))
      .map((l) =>
        l
          .split('│')
          .slice(1, -1)
          .map((c) => c.trim()),
      );
    expect(rows).toEqual([
      ['ReefMap', 'Safe', 'Safe', 'The chart of the reef'],
      ['Markers', 'Forbidden', 'Unsafe', 'N/A'],
      ['Markers/Buoy', 'Unsafe', 'Unsafe', 'N/A'],
      ['ReefNote', 'Forbidden', 'Unsafe', 'A note under the chart'],
    ]);
  }, 120_000);

  it('ejects a folder without an index whole, and refuses to wrap it', async () => {
    const [theme] = await sitePluginThemes(siteDir);
    const params = { siteDir, typescript: false, theme: theme! } as const;
    expect(() => swizzlePluginTheme({ ...params, component: 'Markers', action: 'wrap' })).toThrow(
      'can be ejected, not wrapped',
    );
    swizzlePluginTheme({ ...params, component: 'Markers', action: 'eject' });
    expect(written()).toEqual([
      'Markers',
      'Markers/Buoy',
      'Markers/Buoy/index.js',
      'Markers/legend.css',
    ]);
  }, 120_000);

  it('refuses a forbidden action with its error and exit code 1', () => {
    const r = swizzle('reef-theme', 'ReefNote', '--wrap');
    expect(r.stderr).toContain('Swizzle action wrap is forbidden for component ReefNote');
    expect(r.status).toBe(1);
    expect(written()).toEqual([]);
  }, 120_000);
});
