import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocusaurusSection } from '../../../../plugins/config/docusaurus/types.js';
import { BuildError } from '../../../../plugins/diagnostics.js';
import { createSiteCsp } from '../../../../plugins/output/csp.js';
import { renderHtmlDocument } from '../../../../plugins/output/htmlTemplate.js';
import { siteHead, withThemeSymbols } from '../../../../plugins/pages/siteHead.js';
import { SVG_SPRITES_HTML } from '../../../../src/shared/svgSprites.js';
import { pageHeadOfSite, withPluginTags } from '../../../../plugins/lifecycle/htmlHead.js';
import { pageExtrasOf } from '../../../../scripts/start.js';
import type { SiteData } from '../../../../plugins/loadSite.js';
import type { SitePlugins } from '../../../../plugins/lifecycle/sitePlugins.js';
import type { SiteConfig } from '../../../../src/shared/types.js';

const section = {
  headTags: [
    { tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example.com' } },
    { tagName: 'script', attributes: { type: 'text/javascript' }, innerHTML: 'window.x = 1;' },
  ],
  scripts: ['https://cdn.example.com/a.js', { src: 'https://stats.example.org/s.js', defer: true }],
  stylesheets: [{ href: 'https://fonts.example.com/f.css', type: 'text/css' }],
  themeConfig: { metadata: [{ name: 'keywords', content: 'a, b' }], image: 'img/card.png' },
} as unknown as DocusaurusSection;

const dir = mkdtempSync(join(tmpdir(), 'site-head-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('siteHead', () => {
  it("writes the config's head tags, scripts, stylesheets and metadata", () => {
    const head = siteHead(section);
    expect(head.metadata).toEqual([
      { html: '<meta name="keywords" content="a, b">', key: 'meta name=keywords' },
    ]);
    expect(head.tags).toEqual([
      '<link rel="preconnect" href="https://fonts.example.com">',
      '<script type="text/javascript">window.x = 1;</script>',
      // Stylesheets before scripts, as Docusaurus's bootstrap plugin gives them.
      '<link rel="stylesheet" href="https://fonts.example.com/f.css" type="text/css">',
      '<script src="https://cdn.example.com/a.js"></script>',
      '<script src="https://stats.example.org/s.js" defer></script>',
    ]);
    expect(head.inlineScripts).toEqual(['window.x = 1;']);
    expect(head.uses.map((u) => [u.kind, u.value])).toEqual([
      ['stylesheet', 'https://fonts.example.com/f.css'],
      ['script', 'https://cdn.example.com/a.js'],
      ['script', 'https://stats.example.org/s.js'],
    ]);
    expect(head.image).toBe('img/card.png');
    expect(siteHead(undefined)).toEqual({ tags: [], metadata: [], inlineScripts: [], uses: [] });
  });

  it("puts the plugins' head tags before the config's, as Docusaurus's last plugin gives these", () => {
    // A config script calling `gtag()` at load finds it defined by the plugin's inline script
    // before it (Docusaurus 3.7.0's build of a site with gtag and config scripts has this order).
    const plugins = {
      htmlTags: {
        headTags: '<script>window.gtag = function () {};</script>',
        preBodyTags: '',
        postBodyTags: '',
      },
    } as unknown as SitePlugins;
    const head = withPluginTags(siteHead(section), plugins);
    expect(head.tags[0]).toBe('<script>window.gtag = function () {};</script>');
    expect(head.tags.at(-1)).toBe('<script src="https://stats.example.org/s.js" defer></script>');
    expect(head.inlineScripts).toEqual(['window.x = 1;', 'window.gtag = function () {};']);
  });

  it('puts them in every page, and the derived policy allows their origins and inline script', () => {
    const siteConfig = {
      url: 'https://a.example',
      baseUrl: '/',
      title: 'S',
      colorMode: { defaultMode: 'light' },
      search: {},
    } as unknown as SiteConfig;
    const head = siteHead(section);
    const csp = createSiteCsp({
      siteConfig,
      inlineScripts: head.inlineScripts,
      head: { uses: head.uses, configFile: join(dir, 'docusaurus.config.js') },
    });
    expect(csp.meta).toMatch(
      /script-src 'self' 'sha256-[^']+' https:\/\/cdn\.example\.com https:\/\/stats\.example\.org;/,
    );
    expect(csp.meta).toContain("style-src 'self' https://fonts.example.com;");
    const html = renderHtmlDocument({
      siteConfig,
      pathname: '/',
      head: {},
      appHtml: '',
      assets: { css: [], entry: '/e.js', preloads: [] },
      themeScript: '',
      siteHead: head.tags,
      siteMetadata: head.metadata,
    });
    for (const tag of head.tags) expect(html).toContain(tag);
    expect(html).toContain('<meta name="keywords" content="a, b">');
    // A page's own `<Head>` element of the same key replaces a metadata element, as in Docusaurus.
    const own = renderHtmlDocument({
      siteConfig,
      pathname: '/',
      head: { tags: [{ tag: 'meta', attributes: { name: 'Keywords', content: 'c' } }] },
      appHtml: '',
      assets: { css: [], entry: '/e.js', preloads: [] },
      themeScript: '',
      siteHead: head.tags,
      siteMetadata: head.metadata,
    });
    expect(own).not.toContain('content="a, b"');
    expect(own).toContain('<meta name="Keywords" content="c" data-rh="true">');
  });

  it("fails the build, at the config's line, for what a strict policy blocks", () => {
    const configFile = join(dir, 'docusaurus.config.js');
    writeFileSync(
      configFile,
      "export default {\n  scripts: ['https://cdn.example.com/a.js'],\n};\n",
    );
    const csp = createSiteCsp({
      siteConfig: { url: 'https://a.example', search: {}, csp: 'strict' } as unknown as SiteConfig,
      inlineScripts: [],
      head: {
        uses: [{ kind: 'script', value: 'https://cdn.example.com/a.js', tag: 'script' }],
        configFile,
      },
    });
    let error: unknown;
    try {
      csp.finish(dir, () => undefined);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).diagnostics[0]).toMatchObject({
      file: configFile,
      line: 2,
      column: 14,
      kind: 'csp',
    });
  });
});

describe('withThemeSymbols', () => {
  const head = { ...siteHead(undefined), preBody: '<script>window.a = 1;</script>' };
  const v = (major: number, minor: number) => ({ major, minor, patch: 0 });

  it("writes the classic theme's symbols first in <body> on Docusaurus 3.8 and later", () => {
    for (const version of [v(3, 8), v(3, 10), v(4, 0)]) {
      const body = withThemeSymbols(head, version).preBody!;
      expect(body).toBe(`${SVG_SPRITES_HTML}<script>window.a = 1;</script>`);
      expect(body).toMatch(
        /^<svg style="display: none;"><defs><symbol id="theme-svg-external-link"/,
      );
    }
    expect(withThemeSymbols(siteHead(undefined), v(3, 9)).preBody).toBe(SVG_SPRITES_HTML);
  });

  it('writes none before 3.8, when the icon drew itself, nor on a site without a version', () => {
    expect(withThemeSymbols(head, v(3, 7))).toBe(head);
    expect(withThemeSymbols(head, undefined)).toBe(head);
  });
});

describe('pageHeadOfSite', () => {
  /** A Docusaurus site written for `core` (its package.json), with the config's head above. */
  const siteOn = (core: string) => {
    const siteDir = mkdtempSync(join(dir, 'site-'));
    writeFileSync(
      join(siteDir, 'package.json'),
      JSON.stringify({ dependencies: { '@docusaurus/core': core } }),
    );
    // Without DocSearch: no OpenSearch link (plugins/output/openSearch.ts) among the tags.
    const siteConfig = { title: 'T', url: 'https://t.example', baseUrl: '/', search: {} };
    return { siteDir, docusaurus: section, plugins: undefined, siteConfig } as unknown as SiteData;
  };

  it("gives the build and the dev server the theme's symbols on a 3.8+ site, none before", () => {
    const recent = siteOn('3.10.2');
    expect(pageHeadOfSite(recent).preBody).toBe(SVG_SPRITES_HTML);
    // The dev server's page extras are the same head (scripts/start.ts).
    expect(pageExtrasOf(recent).head.preBody).toBe(SVG_SPRITES_HTML);
    expect(pageHeadOfSite(siteOn('3.7.0')).preBody).toBeUndefined();
    expect(pageHeadOfSite(recent).tags).toEqual(siteHead(section).tags);
  });
});
