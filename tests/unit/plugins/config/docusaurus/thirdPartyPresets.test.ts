// A third-party preset is run as Docusaurus runs it: what it returns takes its place. When it
// wraps the classic preset (Metro's `docusaurus-plugin-internaldocs-fb`), the official content
// plugins it returns are the generator's own, with the options the preset gives them; before,
// those options were dropped with a warning and Metro's docs (at `../docs`) went missing.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../../../plugins/loadSite.js';
import { mapDocusaurusConfig } from '../../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';
import { loadSiteExtensions } from '../../../../../plugins/mdx/siteExtensions.js';
import type { Preset } from '../../../../../plugins/lifecycle/types.js';

const fixture = join(import.meta.dirname, '../../../../fixtures/sites/preset-wraps-classic');
const siteDir = join(fixture, 'website');

describe('a preset that wraps the classic one', () => {
  it('gives the docs its options (a folder beside the site), leaves the blog out, runs its own plugin', async () => {
    const site = await loadSite({ siteDir, production: true });
    const paths = site.routes.map((r) => r.path).sort();
    expect(paths).toEqual(expect.arrayContaining(['/', '/manual/intro', '/manual/setup']));
    expect(paths.some((p) => p.startsWith('/blog'))).toBe(false);
    expect(site.docusaurus?.docs.map((d) => [d.id, d.path, d.routeBasePath])).toEqual([
      ['default', '../guides', '/manual'],
    ]);
    expect(site.docusaurus?.blog).toEqual([]);
    // The classic theme's options: the site's stylesheet.
    expect(site.docusaurus?.customCss).toEqual(['./src/css/custom.css']);
    const plugins = site.plugins!.result.plugins.map((p) => [p.name, p.builtIn ?? false]);
    expect(plugins).toEqual([
      ['docusaurus-plugin-content-docs', true],
      ['docusaurus-plugin-content-pages', true],
      ['docusaurus-plugin-sitemap', true],
      ['wrapper-banner', false],
    ]);
    expect(site.plugins!.result.globalData['wrapper-banner']).toEqual({
      default: { banner: 'internal' },
    });
    // Nothing is said about options not read: every entry was taken as the preset gives it.
    expect(site.warnings.filter((w) => /preset/.test(w.message))).toEqual([]);
  });

  it("compiles the docs with the remark plugin the preset added to the docs' options, once", async () => {
    const extensions = await loadSiteExtensions(siteDir);
    const remark = extensions.plugins.remarkPlugins.map((p) =>
      typeof p === 'function' ? p.name : String(p),
    );
    expect(remark).toEqual(['remarkMark']);
    // Loaded again (a second mapping of the same config), the preset's change is not doubled.
    const site = await loadSite({ siteDir, production: true });
    const docs = site.docusaurus!.docs[0]!;
    expect(docs.remarkPlugins).toHaveLength(1);
  });
});

describe('the mapping of a preset already run', () => {
  const map = (result: Preset) =>
    mapDocusaurusConfig(
      { title: 'T', url: 'https://t.example.com', baseUrl: '/', presets: [['./wrapper', {}]] },
      { configFile: 'docusaurus.config.js', source: '', presetResults: new Map([[0, result]]) },
    ).docusaurus;

  it('maps the official plugins given as package paths, and runs the rest on the lifecycle', () => {
    const inModules = (pkg: string) => `/site/node_modules/@docusaurus/${pkg}/lib/index.js`;
    const section = map({
      plugins: [
        [inModules('plugin-content-blog'), { path: 'news', routeBasePath: 'news' }],
        [inModules('plugin-svgr'), {}],
        false,
        null,
        [inModules('plugin-pwa'), { offlineModeActivationStrategies: ['always'] }],
      ],
      themes: [
        [inModules('theme-classic'), { customCss: ['./a.css', './b.css'] }],
        inModules('theme-search-algolia'),
        './theme/own',
      ],
    });
    expect(section.blog.map((b) => b.options.path)).toEqual(['news']);
    // `docs` not returned (a `docs: false` passed on by the wrapper): no instance from the preset.
    expect(section.docs).toEqual([]);
    expect(section.customCss).toEqual(['./a.css', './b.css']);
    expect(section.lifecycle.presets).toEqual([]);
    expect(section.lifecycle.presetPlugins.map((e) => e.builtIn?.kind ?? e.module)).toEqual([
      'blog',
      inModules('plugin-pwa'),
    ]);
    expect(section.lifecycle.presetPlugins[1]).toMatchObject({
      options: { offlineModeActivationStrategies: ['always'] },
      preset: './wrapper',
      configPath: ['presets', 0, 1],
    });
    expect(section.lifecycle.presetThemes?.map((e) => e.module)).toEqual(['./theme/own']);
  });

  it('reports a wrong option the preset hands on at the preset in the config', () => {
    expect(() =>
      map({ plugins: [['@docusaurus/plugin-content-docs', { routeBasePath: 3 }]] }),
    ).toThrow(/routeBasePath/);
  });
});
