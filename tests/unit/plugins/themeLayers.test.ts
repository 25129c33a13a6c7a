// The theme's layers as Docusaurus stacks them: which file `@theme/X`, `@theme-original/X` and
// `@theme-init/X` are for the site's files, a plugin theme's and the generator's.
import { describe, expect, it } from 'vitest';
import { resolveThemeComponent, stackLayers } from '../../../plugins/themeLayers.js';

const layers = stackLayers(
  { Footer: '/site/src/theme/Footer.js', 'DocItem/Footer': '/site/src/theme/DocItem/Footer.js' },
  [
    { name: 'giscus', components: { Footer: '/giscus/theme/Footer.js' } },
    { name: 'search', components: { SearchBar: '/search/theme/SearchBar.js' } },
  ],
  { Footer: '/gen/Footer.tsx', SearchBar: '/gen/SearchBar.tsx', 'DocItem/Footer': '/gen/DF.tsx' },
);

describe('theme layers', () => {
  it('gives @theme/X from the top layer that has it: the site, then plugins, then the generator', () => {
    expect(resolveThemeComponent(layers, '@theme', 'Footer', '/page.js')).toBe(
      '/site/src/theme/Footer.js',
    );
    expect(resolveThemeComponent(layers, '@theme', 'SearchBar')).toBe('/search/theme/SearchBar.js');
    expect(resolveThemeComponent(layers, '@theme', 'Missing')).toBeUndefined();
  });

  it("gives a site's wrapper the top theme's original, and a plugin theme's wrapper the generator's", () => {
    const site = '/site/src/theme/Footer.js';
    expect(resolveThemeComponent(layers, '@theme-original', 'Footer', site)).toBe(
      '/giscus/theme/Footer.js',
    );
    expect(resolveThemeComponent(layers, '@theme-init', 'Footer', site)).toBe('/gen/Footer.tsx');
    const plugin = '/giscus/theme/Footer.js';
    expect(resolveThemeComponent(layers, '@theme-original', 'Footer', plugin)).toBe(
      '/gen/Footer.tsx',
    );
    expect(resolveThemeComponent(layers, '@theme-init', 'Footer', plugin)).toBe('/gen/Footer.tsx');
    // A file importing its own name gets the layer below (never itself).
    expect(
      resolveThemeComponent(
        layers,
        '@theme',
        'DocItem/Footer',
        '/site/src/theme/DocItem/Footer.js',
      ),
    ).toBe('/gen/DF.tsx');
  });

  it('stacks a later plugin above an earlier one', () => {
    const two = stackLayers(
      {},
      [
        { name: 'a', components: { X: '/a/X.js' } },
        { name: 'b', components: { X: '/b/X.js' } },
      ],
      { X: '/gen/X.tsx' },
    );
    expect(two.map((l) => l.name)).toEqual(['site', 'b', 'a', 'generator']);
    expect(resolveThemeComponent(two, '@theme', 'X')).toBe('/b/X.js');
    expect(resolveThemeComponent(two, '@theme-original', 'X', '/b/X.js')).toBe('/a/X.js');
    expect(resolveThemeComponent(two, '@theme-init', 'X', '/b/X.js')).toBe('/gen/X.tsx');
  });
});
