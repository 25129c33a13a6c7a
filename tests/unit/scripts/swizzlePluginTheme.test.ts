// `swizzle <theme> <component>` for a theme of the site's own plugins (issue 32: getThemePath and
// getTypeScriptThemePath), as Docusaurus's swizzle does: the theme is found by its plugin's name,
// its components are its theme folder's files, `--eject` copies one from the theme path (the
// TypeScript theme path with --typescript), `--wrap` writes a component over `@theme-original/`,
// which the build then renders around the plugin's own.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import {
  sitePluginThemes,
  swizzlePluginTheme,
  themeFolderComponents,
  type PluginTheme,
} from '../../../scripts/swizzle.js';

const root = join(import.meta.dirname, '../../..');
const fixture = join(root, 'tests/fixtures/sites/swizzle-plugin-theme');
const siteDir = join(root, 'tests/.tmp/swizzle-plugin-theme');
const themeDir = join(fixture, 'plugins/tide-theme');
const theme: PluginTheme = {
  name: 'tide-theme',
  themePath: join(themeDir, 'lib/theme'),
  typeScriptThemePath: join(themeDir, 'src/theme'),
};
const params = { siteDir, typescript: false, theme } as const;
const siteTheme = () =>
  readdirSync(join(siteDir, 'src/theme'), { recursive: true })
    .map((f) => String(f).split('\\').join('/'))
    .sort();

beforeEach(() => {
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(fixture, siteDir, { recursive: true });
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('swizzling a theme of the site’s plugins', () => {
  it('finds the theme by its plugin’s name, with both folders, and lists its components', async () => {
    expect(await sitePluginThemes(fixture)).toEqual([theme]);
    expect(themeFolderComponents(theme.themePath!)).toEqual([
      'TideBanner',
      'TideBanner/Wave',
      'TideChart',
    ]);
  });

  it('ejects a component from the theme path, a folder’s own files without its nested ones', () => {
    expect(swizzlePluginTheme({ ...params, component: 'TideChart', action: 'eject' })).toEqual([
      join(siteDir, 'src/theme/TideChart.js'),
    ]);
    swizzlePluginTheme({ ...params, component: 'TideBanner', action: 'eject' });
    expect(siteTheme()).toEqual([
      'TideBanner',
      'TideBanner/index.js',
      'TideBanner/styles.css',
      'TideChart.js',
    ]);
    expect(readFileSync(join(siteDir, 'src/theme/TideChart.js'), 'utf8')).toBe(
      readFileSync(join(theme.themePath!, 'TideChart.js'), 'utf8'),
    );
  });

  it('ejects the TypeScript source with --typescript, and refuses it for a theme without one', () => {
    swizzlePluginTheme({ ...params, typescript: true, component: 'TideChart', action: 'eject' });
    expect(siteTheme()).toEqual(['TideChart.tsx']);
    expect(() =>
      swizzlePluginTheme({
        ...params,
        typescript: true,
        theme: { ...theme, typeScriptThemePath: undefined },
        component: 'TideBanner',
        action: 'eject',
      }),
    ).toThrow('tide-theme does not provide TypeScript theme code (getTypeScriptThemePath)');
  });

  it('refuses a name that is not one of its components, or one the site overrides already', () => {
    expect(() => swizzlePluginTheme({ ...params, component: 'Tide', action: 'wrap' })).toThrow(
      '"Tide" is not a component of tide-theme; its components: TideBanner, TideBanner/Wave, TideChart',
    );
    swizzlePluginTheme({ ...params, component: 'TideChart', action: 'wrap' });
    expect(() =>
      swizzlePluginTheme({ ...params, component: 'TideChart', action: 'eject' }),
    ).toThrow('the site already overrides TideChart (src/theme/TideChart.js)');
  });

  it('wraps a component: the build renders the wrapper around the plugin’s own', async () => {
    const [file] = swizzlePluginTheme({ ...params, component: 'TideChart', action: 'wrap' });
    expect(readFileSync(file!, 'utf8')).toContain(
      "import TideChart from '@theme-original/TideChart';",
    );
    // What a site adds to the wrapper it was given.
    const wrapper = readFileSync(file!, 'utf8').replace(
      '      <TideChart {...props} />',
      '      <TideChart {...props} />\n      <p className="tide-note">Tides for sailors</p>',
    );
    writeFileSync(file!, wrapper);
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const html = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
    expect(html).toContain(
      '<p class="tide-chart">High water at Brest: 06:12</p><p class="tide-note">Tides for sailors</p>',
    );
  }, 240_000);
});
