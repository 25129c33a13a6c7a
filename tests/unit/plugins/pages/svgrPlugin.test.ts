// A Docusaurus site's SVG components are made as its SVGR plugin makes them: SVGO's markup with
// @docusaurus/plugin-svgr's settings, under the site's own `svgrConfig` (the svgr-plugin fixture,
// whose expected markup is what a Docusaurus 3.10.2 build of the same folder gives).
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../../fixtureSite.js';
import { mapDocusaurusConfig } from '../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';
import {
  DOCUSAURUS_SVGR,
  svgComponentModule,
  svgComponentsPlugin,
} from '../../../../plugins/pages/svgComponents.js';

const fixture = builtFixture('svgr-plugin', { timeout: 120_000 });

// Docusaurus 3.10.2's index.html for this fixture, the two SVG components as it renders them.
const DOCUSAURUS_WAVE =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32" viewBox="0 0 64 32" data-drawn-by="tide-tables" class="wave" role="img"><title>A breaking wave</title><defs><linearGradient id="a" x1="0" x2="0" y1="0" y2="1"><stop offset="0%" stop-color="#1e88e5"></stop><stop offset="100%" stop-color="#0d47a1"></stop></linearGradient></defs><path fill="url(#a)" d="M0 20q12-12 24 0c12 12 16 8 24 0h16v12H0Z"></path><path fill="#fff" d="M0 0h64v2H0z" style="display:inline"></path></svg>';
const DOCUSAURUS_MOON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16" data-drawn-by="tide-tables" class="moon"><circle cx="8" cy="8" r="6" fill="beige"></circle><circle cx="10.5" cy="6.5" r="5" fill="#fff"></circle></svg>';

const svgsOf = (html: string) => html.match(/<svg[^>]*data-drawn-by[\s\S]*?<\/svg>/g) ?? [];

describe("a Docusaurus site's SVG components", () => {
  it('render the markup Docusaurus renders: SVGO with the plugin settings and the site svgProps', () => {
    expect(svgsOf(fixture.read('index.html'))).toEqual([DOCUSAURUS_WAVE, DOCUSAURUS_MOON]);
  });

  it('take the preset svgr option, the plugin entry, or none when svgr is false', () => {
    const map = (cfg: Record<string, unknown>) =>
      mapDocusaurusConfig(
        { title: 'T', url: 'https://t.example', baseUrl: '/', ...cfg },
        { configFile: '/s/docusaurus.config.js', source: '' },
      ).docusaurus.svgr;
    expect(map({ presets: [['classic', {}]] })).toEqual({ svgrConfig: {} });
    expect(map({ presets: [['classic', { svgr: { svgrConfig: { icon: true } } }]] })).toEqual({
      svgrConfig: { icon: true },
    });
    expect(map({ presets: [['classic', { svgr: false }]] })).toBeUndefined();
    expect(
      map({ plugins: [['@docusaurus/plugin-svgr', { svgrConfig: { dimensions: false } }]] }),
    ).toEqual({ svgrConfig: { dimensions: false } });
    // No preset and no plugin: Docusaurus's file rule gives imported SVGs' URLs.
    expect(map({})).toBeUndefined();
    expect(() => map({ presets: [['classic', { svgr: { svgrConfig: 'svgo' } }]] })).toThrow(
      /svgrConfig.*must be an object/,
    );
  });

  it('leave SVG imports to the bundler (their URL) when the site has no SVGR plugin', async () => {
    const plugin = svgComponentsPlugin({ svgr: false });
    const resolveId = plugin.resolveId as { handler: (...a: unknown[]) => Promise<unknown> };
    const context = { resolve: () => Promise.resolve({ id: '/s/static/img/x.svg' }) };
    expect(
      await resolveId.handler.call(context, '@site/static/img/x.svg', '/s/src/pages/index.js', {}),
    ).toBeNull();
    const withSvgr = svgComponentsPlugin({ svgr: DOCUSAURUS_SVGR });
    expect(
      await (withSvgr.resolveId as typeof resolveId).handler.call(
        context,
        '@site/static/img/x.svg',
        '/s/src/pages/index.js',
        {},
      ),
    ).toBe('/s/static/img/x.svg?svg-component');
  });

  it("follow the site's svgo: false and exportType", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><circle cx="2" cy="2" r="1" fill="#ffffff"/></svg>';
    const optimized = await svgComponentModule(svg, '/s/a.svg', DOCUSAURUS_SVGR);
    expect(optimized).toContain('fill: "#fff"');
    const plain = await svgComponentModule(svg, '/s/a.svg', { ...DOCUSAURUS_SVGR, svgo: false });
    expect(plain).toContain('fill: "#ffffff"');
    const named = await svgComponentModule(svg, '/s/a.svg', {
      ...DOCUSAURUS_SVGR,
      exportType: 'named',
    });
    expect(named).toMatch(/export \{[^}]*as ReactComponent/);
  });
});
