import { describe, expect, it } from 'vitest';
import {
  mapDocusaurusConfig,
  normalizeRouteBasePath,
  resolvePackageName,
} from '../../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';
import { resolveNavbarItems } from '../../../../../plugins/config/docusaurus/resolveNavbarItems.js';
import type { LoadedDocSet } from '../../../../../plugins/docs/loadDocSets.js';
import { validateSiteConfig } from '../../../../../plugins/config/loadSiteConfig.js';
import { BuildError } from '../../../../../plugins/diagnostics.js';

const FILE = '/site/docusaurus.config.js';
const base = { title: 'T', url: 'https://t.example', baseUrl: '/' };
const theme = (name: string) => ({ __docsPrismTheme: name, plain: {}, styles: [] });

function map(config: Record<string, unknown>, source = '', exists?: (p: string) => boolean) {
  return mapDocusaurusConfig(config, { configFile: FILE, source, exists });
}

function mapError(config: Record<string, unknown>, source = ''): BuildError {
  try {
    map(config, source);
  } catch (e) {
    expect(e).toBeInstanceOf(BuildError);
    return e as BuildError;
  }
  throw new Error('expected the mapping to fail');
}

describe('mapping the site keys', () => {
  it('maps title, tagline, titleDelimiter, url, baseUrl, trailingSlash, favicon and the broken-link levels', () => {
    const { siteConfig } = map({
      ...base,
      url: 'https://t.example/',
      baseUrl: 'handbook',
      tagline: 'Line',
      titleDelimiter: '·',
      trailingSlash: false,
      favicon: 'img/f.ico',
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'ignore',
    });
    expect(siteConfig).toMatchObject({
      title: 'T',
      tagline: 'Line',
      titleDelimiter: '·',
      url: 'https://t.example',
      baseUrl: '/handbook/',
      trailingSlash: false,
      favicon: 'img/f.ico',
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'ignore',
    });
    // What our schema accepts (the caller validates with it).
    expect(() => validateSiteConfig(siteConfig, FILE)).not.toThrow();
  });

  it('keeps a url Docusaurus accepts as written, such as one with a single slash after https:', () => {
    // Docusaurus parses it with `new URL` (https://typo.example/) and keeps the text: its pages'
    // absolute URLs start with it.
    const { siteConfig } = map({ ...base, url: 'https:/typo.example' });
    expect(siteConfig.url).toBe('https:/typo.example');
    expect(() => validateSiteConfig(siteConfig, FILE)).not.toThrow();
    expect(mapError({ ...base, url: 'typo.example' }).diagnostics[0]!.message).toMatch(
      /"url" is "typo.example", which is not a URL/,
    );
  });

  it("keeps the sitemap's options, the preset's or the plugin's own, and checks them as Docusaurus does", () => {
    const preset = map({
      ...base,
      presets: [
        [
          'classic',
          {
            sitemap: {
              changefreq: 'daily',
              priority: 0.75,
              ignorePatterns: ['/tags/**'],
              filename: 'map.xml',
              lastmod: 'date',
            },
          },
        ],
      ],
    });
    expect(preset.docusaurus!.sitemaps).toEqual([
      {
        changefreq: 'daily',
        priority: 0.75,
        ignorePatterns: ['/tags/**'],
        filename: 'map.xml',
        lastmod: 'date',
      },
    ]);
    const own = map({
      ...base,
      presets: [['classic', { sitemap: false }]],
      plugins: [['@docusaurus/plugin-sitemap', { changefreq: null, priority: null }]],
    });
    expect(own.docusaurus!.sitemaps).toEqual([
      {
        changefreq: null,
        priority: null,
        ignorePatterns: [],
        filename: 'sitemap.xml',
        lastmod: null,
      },
    ]);
    const e = mapError({
      ...base,
      presets: [
        [
          'classic',
          { sitemap: { priority: 2, changefreq: 'often', cacheTime: 600, lastmod: 'week' } },
        ],
      ],
    });
    expect(e.diagnostics.map((d) => d.message)).toEqual([
      '"presets.0.1.sitemap.cacheTime" is an option Docusaurus no longer has',
      '"presets.0.1.sitemap.changefreq" must be one of "always", "hourly", "daily", "weekly", "monthly", "yearly", "never"',
      '"presets.0.1.sitemap.priority" must be a number from 0 to 1, or null',
      '"presets.0.1.sitemap.lastmod" must be one of "date", "datetime"',
    ]);
  });

  it("uses Docusaurus's defaults: broken links throw, broken anchors warn, docs under /docs", () => {
    const { siteConfig, docusaurus } = map({ ...base, presets: [['classic', {}]] });
    expect(siteConfig.onBrokenLinks).toBe('throw');
    // No navbar.title: Docusaurus shows none (our default would be the site title).
    expect(siteConfig.navbar!.title).toBe('');
    expect(siteConfig.onBrokenAnchors).toBe('warn');
    expect(siteConfig.trailingSlash).toBeUndefined();
    expect(docusaurus.docs[0]).toMatchObject({
      id: 'default',
      path: 'docs',
      routeBasePath: '/docs',
      sidebarPath: undefined,
      showLastUpdateTime: false,
      breadcrumbs: true,
    });
    expect(docusaurus.staticDirectories).toEqual(['static']);
    expect(docusaurus.markdown).toEqual({
      format: 'mdx',
      mermaid: false,
      mdx1Compat: { comments: true, admonitions: true, headingIds: true },
      anchors: { maintainCase: false },
    });
  });

  it('sends no Content-Security-Policy, as Docusaurus, unless customFields.csp asks for ours', () => {
    // A site whose pages fetch its API and use inline handlers: our derived policy blocked them.
    expect(map(base).siteConfig.csp).toBe(false);
    expect(map({ ...base, customFields: { csp: 'derived' } }).siteConfig.csp).toBe('derived');
    expect(map({ ...base, customFields: { csp: 'strict' } }).siteConfig.csp).toBe('strict');
    const own = "default-src 'self'; img-src 'self' https:";
    expect(map({ ...base, customFields: { csp: own } }).siteConfig.csp).toBe(own);
    const source = `export default {\n  customFields: {\n    csp: 'loose',\n  },\n};\n`;
    const err = mapError({ ...base, customFields: { csp: 'loose' } }, source);
    expect(err.diagnostics[0]).toMatchObject({
      line: 3,
      message: expect.stringMatching(/^"customFields.csp" is "loose"/),
    });
  });

  it("has no search, as Docusaurus without a search plugin, unless Algolia or customFields.search: 'local'", () => {
    expect(map(base).siteConfig.search?.enabled).toBe(false);
    const local = map({ ...base, customFields: { search: 'local' } }).siteConfig.search;
    expect(local?.enabled).toBeUndefined();
    const algolia = { appId: 'A', apiKey: 'k', indexName: 'i' };
    const withAlgolia = map({ ...base, themeConfig: { algolia } }).siteConfig.search;
    expect(withAlgolia?.enabled).toBeUndefined();
    expect(withAlgolia?.algolia?.indexName).toBe('i');
    const source = `export default {\n  customFields: {\n    search: 'lunr',\n  },\n};\n`;
    const err = mapError({ ...base, customFields: { search: 'lunr' } }, source);
    expect(err.diagnostics[0]).toMatchObject({
      line: 3,
      message: expect.stringMatching(/^"customFields.search" is "lunr"/),
    });
  });

  it('keeps staticDirectories, customFields, headTags, scripts, stylesheets and markdown', () => {
    const { docusaurus, siteConfig, warnings } = map({
      ...base,
      staticDirectories: ['public', 'static'],
      customFields: { team: 'harbour' },
      headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://x.example' } }],
      scripts: ['https://x.example/a.js', { src: 'https://x.example/b.js', async: true }],
      stylesheets: [{ href: 'https://x.example/s.css' }],
      markdown: {
        format: 'detect',
        mermaid: true,
        mdx1Compat: { comments: false },
        anchors: { maintainCase: true },
      },
    });
    expect(docusaurus.staticDirectories).toEqual(['public', 'static']);
    expect(docusaurus.customFields).toEqual({ team: 'harbour' });
    // …and in the site config, where useDocusaurusContext() gives it to the site's pages.
    expect(siteConfig.customFields).toEqual({ team: 'harbour' });
    expect(docusaurus.headTags).toHaveLength(1);
    expect(docusaurus.scripts).toHaveLength(2);
    expect(docusaurus.stylesheets).toEqual([{ href: 'https://x.example/s.css' }]);
    expect(docusaurus.markdown).toEqual({
      format: 'detect',
      mermaid: true,
      mdx1Compat: { comments: false, admonitions: true, headingIds: true },
      anchors: { maintainCase: true },
    });
    // Built: the head's tags, scripts and stylesheets (plugins/pages/siteHead.ts),
    // markdown.format and markdown.mermaid (our site config's `markdown`), staticDirectories (our
    // site config's), MDX 1 comments turned off. Not applied, and named: case-keeping anchors.
    expect(warnings.map((w) => w.message)).toEqual([
      'read from the config but not built yet: markdown.anchors.maintainCase: true',
    ]);
    expect(siteConfig.markdown).toEqual({
      format: 'detect',
      mermaid: true,
      mdx1Compat: { comments: false },
    });
    expect(siteConfig.staticDirectories).toEqual(['public', 'static']);
  });

  it('maps noIndex, clientModules and staticDirectories onto the site config, noting none', () => {
    const { siteConfig, warnings } = map({
      ...base,
      noIndex: true,
      clientModules: ['/site/src/analytics.js', './src/css/extra.css'],
      staticDirectories: ['static', '/shared/assets'],
    });
    expect(siteConfig).toMatchObject({
      noIndex: true,
      clientModules: ['/site/src/analytics.js', './src/css/extra.css'],
      staticDirectories: ['static', '/shared/assets'],
    });
    expect(warnings).toEqual([]);
    expect(map(base).siteConfig).toMatchObject({
      noIndex: false,
      clientModules: [],
      staticDirectories: ['static'],
    });
  });

  it('has no footer without themeConfig.footer, as Docusaurus renders none', () => {
    expect(map(base).siteConfig.footer).toBe(false);
    expect(validateSiteConfig(map(base).siteConfig, FILE).footer).toBe(false);
    // An empty footer object is a footer (Docusaurus renders an empty one).
    const empty = map({ ...base, themeConfig: { footer: {} } }).siteConfig.footer;
    expect(empty).toEqual({ style: 'light', links: [] });
  });

  it('rejects a client module that does not exist, at its place in the list', () => {
    const source =
      "module.exports = {\n  clientModules: [\n    './a.js',\n    './gone.css',\n  ],\n};\n";
    let error: BuildError | undefined;
    try {
      map({ ...base, clientModules: ['./a.js', './gone.css'] }, source, (p) => p === './a.js');
    } catch (e) {
      error = e as BuildError;
    }
    expect(error!.diagnostics).toHaveLength(1);
    expect(error!.diagnostics[0]).toMatchObject({ line: 4, column: 5 });
    expect(error!.diagnostics[0]!.message).toBe(
      '"clientModules.1" names "./gone.css", which does not exist',
    );
  });

  it('reports a staticDirectories that is not a list of folders once', () => {
    const error = mapError({ ...base, staticDirectories: 5 });
    expect(error.diagnostics.map((d) => d.message)).toEqual([
      '"staticDirectories" must be a string or an array of strings',
    ]);
  });

  it('rejects a noIndex that is not a boolean, at its line', () => {
    const error = mapError(
      { ...base, noIndex: 'yes' },
      "module.exports = {\n  noIndex: 'yes',\n};\n",
    );
    expect(error.diagnostics[0]).toMatchObject({ line: 2, column: 3 });
    expect(error.diagnostics[0]!.message).toMatch(/"noIndex" must be true or false/);
  });
});

describe('presets and plugins', () => {
  const docsOptions = {
    path: 'docs',
    routeBasePath: '/',
    sidebarPath: './sidebars.js',
    sidebarCollapsible: false,
    sidebarCollapsed: false,
    exclude: ['**/_drafts/**'],
    include: ['**/*.md'],
    editUrl: 'https://example.org/edit/',
    showLastUpdateTime: true,
    showLastUpdateAuthor: true,
    numberPrefixParser: false,
    breadcrumbs: false,
    remarkPlugins: [() => undefined],
    rehypePlugins: [[() => undefined, { a: 1 }]],
    beforeDefaultRemarkPlugins: [() => undefined],
    admonitions: { keywords: ['note', 'caution'], extendDefaults: false },
    tags: 'tags.yml',
    lastVersion: 'current',
  };

  // Jellyfin's config lists the classic theme without the preset; its customCss (the site's fonts
  // and dark colours) was dropped without a word.
  it("reads the customCss of the classic theme listed on its own, after the preset's", () => {
    const { docusaurus } = map({
      ...base,
      presets: [['classic', { docs: false, blog: false, theme: { customCss: './a.css' } }]],
      themes: [['@docusaurus/theme-classic', { customCss: ['./src/css/custom.scss', './b.css'] }]],
    });
    expect(docusaurus.customCss).toEqual(['./a.css', './src/css/custom.scss', './b.css']);
    expect(
      map({ ...base, themes: [['classic', { customCss: './c.css' }]] }).docusaurus.customCss,
    ).toEqual(['./c.css']);
  });

  it("reads customCss of the classic theme listed without the preset (Jellyfin's config)", () => {
    // Its stylesheets (a package's and two Sass files) were dropped: the site rendered with
    // Infima's colours and fonts.
    const { docusaurus } = map({
      ...base,
      plugins: [['@docusaurus/plugin-content-docs', { routeBasePath: '/' }]],
      themes: [
        ['@docusaurus/theme-classic', { customCss: ['/site/node_modules/font/index.css'] }],
        ['classic', { customCss: './src/css/custom.scss' }],
        '@docusaurus/theme-classic',
      ],
    });
    expect(docusaurus.customCss).toEqual([
      '/site/node_modules/font/index.css',
      './src/css/custom.scss',
    ]);
    expect(docusaurus.lifecycle.themes).toEqual([]);
  });

  it('reads every docs option of the classic preset', () => {
    const { docusaurus, siteConfig } = map({
      ...base,
      presets: [
        ['@docusaurus/preset-classic', { docs: docsOptions, theme: { customCss: './c.css' } }],
      ],
    });
    const d = docusaurus.docs[0]!;
    expect(d).toMatchObject({
      routeBasePath: '/',
      sidebarPath: './sidebars.js',
      sidebarCollapsible: false,
      sidebarCollapsed: false,
      exclude: ['**/_drafts/**'],
      include: ['**/*.md'],
      editUrl: 'https://example.org/edit/',
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
      numberPrefixParser: false,
      breadcrumbs: false,
      admonitions: { keywords: ['note', 'caution'], extendDefaults: false },
      tags: 'tags.yml',
      other: { lastVersion: 'current' },
    });
    expect(d.remarkPlugins).toHaveLength(1);
    expect(d.rehypePlugins).toHaveLength(1);
    expect(d.beforeDefaultRemarkPlugins).toHaveLength(1);
    expect(docusaurus.customCss).toEqual(['./c.css']);
    expect(siteConfig.docs).toMatchObject({
      sidebarPath: './sidebars.js',
      showLastUpdateTime: true,
      showLastUpdateAuthor: true,
      editUrl: 'https://example.org/edit/',
      breadcrumbs: false,
      include: ['**/*.md'],
      exclude: ['**/_drafts/**'],
    });
    expect(map({ ...base, presets: [['classic', {}]] }).siteConfig.docs).not.toHaveProperty(
      'exclude',
    );
  });

  it('passes an editUrl function on as given, and no longer notes what is built', () => {
    const editUrl = ({ docPath }: { docPath: string }) => `https://example.org/src/${docPath}`;
    const { siteConfig, warnings } = map({
      ...base,
      presets: [['classic', { docs: { editUrl, showLastUpdateAuthor: true } }]],
    });
    expect(siteConfig.docs!.editUrl).toBe(editUrl);
    expect(siteConfig.docs!.showLastUpdateAuthor).toBe(true);
    const notBuilt = warnings.find((w) => /not built yet/.test(w.message));
    expect(notBuilt?.message ?? '').not.toMatch(/editUrl|showLastUpdateAuthor/);
    const globs = map({
      ...base,
      presets: [['classic', { docs: { include: ['a/**/*.md'], exclude: ['b/**'] } }]],
    });
    expect(globs.warnings.map((w) => w.message).join()).not.toMatch(/include|exclude/);
  });

  it('maps sidebarCollapsible/sidebarCollapsed as Docusaurus: not collapsible means open', () => {
    // No blog/ or src/pages/ here: the only warning can be about the options.
    const none = () => false;
    const docs = (d: Record<string, unknown>) =>
      map({ ...base, presets: [['classic', { docs: d }]] }, '', none);
    expect(docs({}).siteConfig.docs).toMatchObject({
      sidebarCollapsible: true,
      sidebarCollapsed: true,
    });
    const fixed = docs({ sidebarCollapsible: false });
    expect(fixed.siteConfig.docs).toMatchObject({
      sidebarCollapsible: false,
      sidebarCollapsed: false,
    });
    expect(fixed.warnings).toEqual([]);
    expect(docs({ sidebarCollapsed: false }).siteConfig.docs).toMatchObject({
      sidebarCollapsible: true,
      sidebarCollapsed: false,
    });
    // Both: Docusaurus warns and ignores sidebarCollapsed; so do we, at the option.
    const source = `module.exports = {\n  presets: [['classic', { docs: {\n    sidebarCollapsible: false,\n    sidebarCollapsed: true } }]],\n};`;
    const both = map(
      {
        ...base,
        presets: [['classic', { docs: { sidebarCollapsible: false, sidebarCollapsed: true } }]],
      },
      source,
      none,
    );
    expect(both.warnings).toEqual([
      expect.objectContaining({
        file: FILE,
        line: 4,
        message: 'docs "sidebarCollapsed: true" is ignored with "sidebarCollapsible: false"',
      }),
    ]);
  });

  it("warns at a top-level onBrokenMarkdownLinks with Docusaurus 3.10.2's text, from 3.9 on", () => {
    const source = `export default {\n  title: 'T',\n  onBrokenMarkdownLinks: 'warn',\n};`;
    const config = { ...base, onBrokenMarkdownLinks: 'warn' };
    const deprecation = (version?: { major: number; minor: number; patch: number }) =>
      mapDocusaurusConfig(config, { configFile: FILE, source, version }).warnings.filter((w) =>
        /deprecated/.test(w.message),
      );
    // The text Docusaurus 3.10.2 prints (@docusaurus/core lib/server/configValidation.js), without
    // its colours, at the key.
    const expected = [
      {
        file: FILE,
        line: 3,
        column: 3,
        severity: 'warning',
        kind: 'docusaurus config',
        message:
          'The `siteConfig.onBrokenMarkdownLinks` config option is deprecated and will be removed in Docusaurus v4.\n' +
          'Please migrate and move this option to `siteConfig.markdown.hooks.onBrokenMarkdownLinks` instead.',
      },
    ];
    expect(deprecation({ major: 3, minor: 10, patch: 2 })).toEqual(expected);
    expect(deprecation({ major: 3, minor: 9, patch: 0 })).toEqual(expected);
    expect(deprecation()).toEqual(expected);
    // 3.8 has no markdown.hooks: the top-level key is the only one, and no warning.
    expect(deprecation({ major: 3, minor: 8, patch: 1 })).toEqual([]);
    // The new key alone: no warning.
    const current = map({ ...base, markdown: { hooks: { onBrokenMarkdownLinks: 'warn' } } });
    expect(current.warnings.filter((w) => /deprecated/.test(w.message))).toEqual([]);
  });

  it('rejects an editUrl that is neither a string nor a function, at the option', () => {
    const e = mapError({ ...base, presets: [['classic', { docs: { editUrl: 42 } }]] });
    expect(e.diagnostics[0]!.message).toMatch(/editUrl/);
  });

  it('maps blog and pages options, and a preset that disables docs', () => {
    const { docusaurus, siteConfig } = map({
      ...base,
      presets: [['classic', { docs: false, blog: { showReadingTime: true }, pages: false }]],
    });
    expect(docusaurus.docs).toEqual([]);
    expect(docusaurus.blog).toEqual([
      {
        id: 'default',
        options: { showReadingTime: true },
        configPath: ['presets', 0, 1, 'blog'],
      },
    ]);
    expect(docusaurus.pages).toEqual([]);
    expect(siteConfig.docs!.sidebarPath).toBe(false);
  });

  it('takes the official content plugins by name, with an id for more instances', () => {
    const { docusaurus, warnings } = map(
      {
        ...base,
        presets: [['classic', { docs: {} }]],
        plugins: [
          [
            '@docusaurus/plugin-content-docs',
            { id: 'community', path: 'community', routeBasePath: 'community/' },
          ],
          ['content-blog', { id: 'news', path: 'news' }],
          ['@docusaurus/plugin-content-pages', { id: 'extra', path: 'extra' }],
          false,
          null,
        ],
      },
      '',
      () => true,
    );
    expect(docusaurus.docs.map((d) => [d.id, d.path, d.routeBasePath])).toEqual([
      ['default', 'docs', '/docs'],
      ['community', 'community', '/community'],
    ]);
    expect(docusaurus.blog.map((b) => b.id)).toEqual(['default', 'news']);
    expect(docusaurus.pages.map((p) => p.id)).toEqual(['default', 'extra']);
    const notBuilt = warnings.find((w) => /not built yet/.test(w.message));
    // Docs instances (plugins/docs/instances.ts) and the blog (plugins/blog/) are built: not named.
    expect(notBuilt?.message ?? '').not.toMatch(/docs instances|blog/);
  });

  it('rejects two instances of a plugin with the same id, as Docusaurus does', () => {
    const e = mapError({
      ...base,
      presets: [['classic', {}]],
      plugins: ['@docusaurus/plugin-content-docs'],
    });
    expect(e.diagnostics[0]!.message).toBe(
      '"plugins" has two docs plugin instances with the id "default"',
    );
  });

  it('gives every third-party plugin, theme and preset to the lifecycle, in their lists', () => {
    function localPlugin() {
      return { name: 'local' };
    }
    const { warnings, docusaurus } = map({
      ...base,
      presets: [
        ['classic', { gtag: { trackingID: 'G-1' }, debug: true, svgr: { svgrConfig: {} } }],
        'docusaurus-preset-openapi',
      ],
      plugins: [
        '@docusaurus/plugin-ideal-image',
        ['docusaurus-plugin-sass', {}],
        localPlugin,
        '@docusaurus/plugin-sitemap',
        false,
      ],
      themes: [
        '@docusaurus/theme-mermaid',
        '@docusaurus/theme-classic',
        '@docusaurus/theme-search-algolia',
        ['@easyops-cn/docusaurus-theme-search-local', { hashed: true }],
      ],
    });
    // Nothing is skipped: the preset's svgr option configures the SVG components (svgComponents.ts).
    expect(warnings.filter((w) => /skipped/.test(w.message))).toEqual([]);
    expect(docusaurus.svgr).toEqual({ svgrConfig: {} });
    const { lifecycle } = docusaurus;
    // The classic preset's order: docs, blog and pages (built in: plugins/builtins/), debug
    // (`debug: true`, no options), the analytics plugins, then the sitemap (built in).
    const builtIn = (kind: string, index: number, key: string) => ({
      module: `docusaurus-plugin-${kind === 'sitemap' ? kind : `content-${kind}`}`,
      options: { id: 'default' },
      configPath: ['presets', 0, 1, key],
      builtIn: { kind, index },
    });
    expect(lifecycle.presetPlugins).toEqual([
      builtIn('docs', 0, 'docs'),
      builtIn('blog', 0, 'blog'),
      builtIn('pages', 0, 'pages'),
      {
        module: '@docusaurus/plugin-debug',
        options: undefined,
        configPath: ['presets', 0, 1, 'debug'],
        preset: '@docusaurus/preset-classic',
      },
      {
        module: '@docusaurus/plugin-google-gtag',
        options: { trackingID: 'G-1' },
        configPath: ['presets', 0, 1, 'gtag'],
        preset: '@docusaurus/preset-classic',
      },
      builtIn('sitemap', 0, 'sitemap'),
    ]);
    expect(lifecycle.presets).toEqual([
      { module: 'docusaurus-preset-openapi', options: undefined, configPath: ['presets', 1] },
    ]);
    expect(lifecycle.plugins.map((e) => [e.module, e.options, e.configPath])).toEqual([
      ['@docusaurus/plugin-ideal-image', undefined, ['plugins', 0]],
      ['docusaurus-plugin-sass', {}, ['plugins', 1, 1]],
      [localPlugin, undefined, ['plugins', 2]],
      // The site's own sitemap entry, at its place (with the preset's, Docusaurus's duplicate error).
      ['docusaurus-plugin-sitemap', { id: 'default' }, ['plugins', 3]],
    ]);
    expect(lifecycle.themes).toEqual([
      {
        module: '@easyops-cn/docusaurus-theme-search-local',
        options: { hashed: true },
        configPath: ['themes', 3, 1],
      },
    ]);
  });

  it('keeps the options of each client-redirects instance, and fails a wrong one at its line', () => {
    const createRedirects = (p: string) => p + '.old';
    const { docusaurus } = map({
      ...base,
      plugins: [
        ['client-redirects', { redirects: [{ from: '/a', to: '/b' }], createRedirects }],
        ['@docusaurus/plugin-client-redirects', { id: 'two', fromExtensions: ['html'] }],
      ],
    });
    expect(docusaurus.clientRedirects).toEqual([
      {
        redirects: [{ from: ['/a'], to: '/b' }],
        createRedirects,
        fromExtensions: [],
        toExtensions: [],
      },
      { redirects: [], createRedirects: undefined, fromExtensions: ['html'], toExtensions: [] },
    ]);
    const source = [
      'export default {',
      '  plugins: [',
      "    ['@docusaurus/plugin-client-redirects', {",
      "      redirects: [{ from: 'old', to: '/b' }],",
      '      createRedirects: true,',
      '    }],',
      '  ],',
      '};',
    ].join('\n');
    const e = mapError(
      {
        ...base,
        plugins: [
          [
            '@docusaurus/plugin-client-redirects',
            { redirects: [{ from: 'old', to: '/b' }], createRedirects: true },
          ],
        ],
      },
      source,
    );
    expect(e.diagnostics.map((d) => [d.message, d.line])).toEqual([
      ['"plugins.0.1.redirects.0.from" must be a path starting with "/", or a list of them', 4],
      [
        '"plugins.0.1.createRedirects" must be a function (path) => string | string[] | undefined',
        5,
      ],
    ]);
  });

  it('names markdown options it does not apply (anchors.maintainCase) in the warning', () => {
    const { warnings } = map({
      ...base,
      markdown: { mdx1Compat: { comments: false }, anchors: { maintainCase: true } },
    });
    const notBuilt = warnings.find((w) => /not built yet/.test(w.message))?.message ?? '';
    // mdx1Compat is followed (tests/unit/plugins/mdx/mdx1Compat.test.ts).
    expect(notBuilt).not.toContain('mdx1Compat');
    expect(notBuilt).toContain('markdown.anchors.maintainCase: true');
    const quiet = map({ ...base, markdown: { mdx1Compat: { comments: true } } }).warnings;
    expect(quiet.map((w) => w.message).join('\n')).not.toMatch(/mdx1Compat|maintainCase/);
  });

  it("maps Docusaurus 3.9's markdown.hooks, and the older top-level onBrokenMarkdownLinks", () => {
    expect(map(base).siteConfig.markdown).toBeUndefined();
    const hooks = (config: Record<string, unknown>) =>
      map({ ...base, ...config }).siteConfig.markdown;
    expect(
      hooks({
        markdown: { hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'warn' } },
      }),
    ).toEqual({ hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'warn' } });
    expect(hooks({ onBrokenMarkdownLinks: 'ignore' })).toEqual({
      hooks: { onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'throw' },
    });
    const withFunction = map({
      ...base,
      markdown: { hooks: { onBrokenMarkdownLinks: () => undefined } },
    });
    // A function replaces Docusaurus's report (the compile calls it: siteExtensions.ts).
    expect(withFunction.siteConfig.markdown).toEqual({
      hooks: { onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'throw' },
    });
    expect(withFunction.warnings.map((w) => w.message).join('\n')).not.toContain('a function');
    // Both set: Docusaurus 3.9+ keeps the top-level one (configValidation.js, "for v3 retro
    // compatibility"), and warns.
    expect(
      hooks({
        onBrokenMarkdownLinks: 'ignore',
        markdown: { hooks: { onBrokenMarkdownLinks: 'throw' } },
      }),
    ).toEqual({ hooks: { onBrokenMarkdownLinks: 'ignore', onBrokenMarkdownImages: 'throw' } });
    const bad = mapError({ ...base, markdown: { hooks: { onBrokenMarkdownImages: 'fail' } } });
    expect(bad.diagnostics[0]!.message).toMatch(
      /"markdown.hooks.onBrokenMarkdownImages" must be one of/,
    );
  });

  it("maps themeConfig.prism.magicComments onto the code blocks' magic comments", () => {
    const magicComments = [
      { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line' },
      { className: 'code-block-error-line', line: 'This will error' },
    ];
    const { siteConfig } = map({ ...base, themeConfig: { prism: { magicComments } } });
    expect(siteConfig.code).toMatchObject({ magicComments, languages: expect.any(Array) });
    expect(validateSiteConfig(siteConfig, FILE).code.magicComments).toEqual(magicComments);
  });

  it('maps themeConfig.mermaid onto the site config, with the defaults Docusaurus has', () => {
    const { siteConfig } = map({
      ...base,
      markdown: { mermaid: true },
      themes: ['@docusaurus/theme-mermaid'],
      themeConfig: { mermaid: { theme: { dark: 'forest' }, options: { fontSize: 18 } } },
    });
    expect(siteConfig.markdown).toEqual({ format: 'mdx', mermaid: true });
    expect(siteConfig.mermaid).toEqual({
      theme: { light: 'default', dark: 'forest' },
      options: { fontSize: 18 },
    });
    expect(() => map({ ...base, themeConfig: { mermaid: { theme: 'dark' } } })).toThrow(
      /themeConfig\.mermaid\.theme" must be an object/,
    );
    // Without either, the site config has neither key (the knowledgebase's stays as it is).
    const plain = map(base).siteConfig;
    expect('markdown' in plain || 'mermaid' in plain).toBe(false);
  });

  it('maps a built-in plugin named by the path of its package, as require.resolve gives it', () => {
    // Halo's config: `[require.resolve('@docusaurus/plugin-client-redirects'), { redirects }]`.
    // The path was left to the lifecycle, which knew it as built in and dropped it: no redirect
    // page and no warning.
    const redirects = [{ from: '/old', to: '/new' }];
    const sitemap = Object.defineProperty(() => undefined, '__docsPackage', {
      value: '@docusaurus/plugin-sitemap',
    });
    const { docusaurus } = map({
      ...base,
      plugins: [
        ['/site/node_modules/@docusaurus/plugin-client-redirects/lib/index.js', { redirects }],
        ['C:\\site\\node_modules\\@docusaurus\\plugin-content-docs', { id: 'api', path: 'api' }],
        // `require('@docusaurus/plugin-sitemap').default`: the stand-in function (standIns.ts).
        sitemap,
      ],
    });
    expect(docusaurus.clientRedirects.map((r) => r.redirects)).toEqual([
      [{ from: ['/old'], to: '/new' }],
    ]);
    expect(docusaurus.docs.map((d) => d.id)).toEqual(['api']);
    expect(docusaurus.lifecycle.plugins.map((p) => [p.module, p.builtIn?.kind])).toEqual([
      ['docusaurus-plugin-client-redirects', 'client-redirects'],
      ['docusaurus-plugin-content-docs', 'docs'],
      ['docusaurus-plugin-sitemap', 'sitemap'],
    ]);
  });

  it('recognises the stand-in preset function a config imports', () => {
    const classic = Object.defineProperty(() => undefined, '__docsPackage', {
      value: '@docusaurus/preset-classic',
    });
    const { docusaurus, warnings } = map({
      ...base,
      presets: [[classic, { docs: { routeBasePath: 'guide' } }]],
    });
    expect(docusaurus.docs[0]!.routeBasePath).toBe('/guide');
    expect(warnings.filter((w) => /skipped/.test(w.message))).toEqual([]);
  });

  it('resolves short names as Docusaurus does', () => {
    expect(resolvePackageName('classic', 'preset')).toBe('@docusaurus/preset-classic');
    expect(resolvePackageName('content-docs', 'plugin')).toBe('@docusaurus/plugin-content-docs');
    expect(resolvePackageName('client-redirects', 'plugin')).toBe(
      '@docusaurus/plugin-client-redirects',
    );
    expect(resolvePackageName('sass', 'plugin')).toBe('docusaurus-plugin-sass');
    expect(resolvePackageName('@acme', 'theme')).toBe('@acme/docusaurus-theme');
    expect(normalizeRouteBasePath('')).toBe('/');
    expect(normalizeRouteBasePath('/docs/')).toBe('/docs');
  });
});

describe('themeConfig', () => {
  it('maps the navbar: links and menus now, doc and docSidebar items for later, the rest recorded', () => {
    const { siteConfig, docusaurus, warnings } = map({
      ...base,
      presets: [['classic', { docs: {}, blog: {} }]],
      themeConfig: {
        navbar: {
          title: 'Nav',
          logo: { alt: 'L', src: 'img/l.svg', srcDark: 'img/d.svg', href: '/x' },
          hideOnScroll: true,
          items: [
            { type: 'docSidebar', sidebarId: 'main', label: 'Guide' },
            { type: 'doc', docId: 'intro', position: 'left' },
            { to: 'api', label: 'API' },
            { href: 'https://git.example', label: 'Git', position: 'right' },
            {
              label: 'More',
              items: [
                { label: 'A', href: 'https://a.example' },
                { label: 'B', to: '/b' },
                { type: 'html', value: '<hr/>', className: 'sep' },
                { type: 'custom-clock', label: 'Now', zone: 'UTC' },
              ],
            },
            { to: '/blog', label: 'Blog' },
            { type: 'docsVersionDropdown' },
            { type: 'localeDropdown', position: 'right' },
            { type: 'search', position: 'right' },
            { type: 'html', value: '<b>hi</b>' },
          ],
        },
      },
    });
    expect(siteConfig.navbar).toEqual({
      title: 'Nav',
      logo: { alt: 'L', src: 'img/l.svg', srcDark: 'img/d.svg', href: '/x' },
      hideOnScroll: true,
      items: [
        // A `to` link is current under its path (Docusaurus's NavLink); an `href` link never.
        { label: 'API', href: '/api', position: 'left', activeBasePath: '/api' },
        { label: 'Git', href: 'https://git.example', position: 'right' },
        {
          label: 'More',
          items: [
            { label: 'A', href: 'https://a.example' },
            { label: 'B', href: '/b' },
            { type: 'html', value: '<hr/>', className: 'sep' },
            // A custom entry: its component's props (drawn through @theme/NavbarItem).
            { type: 'custom-clock', props: { label: 'Now', zone: 'UTC' } },
          ],
          position: 'left',
        },
        { label: 'Blog', href: '/blog', position: 'left', activeBasePath: '/blog' },
        { type: 'html', value: '<b>hi</b>', position: 'left' },
      ],
    });
    expect(() => validateSiteConfig(siteConfig, FILE)).not.toThrow();
    const kinds = docusaurus.themeConfig.navbar.items.map((i) =>
      i.kind === 'recorded' ? `recorded:${i.type}` : i.kind,
    );
    expect(kinds).toEqual([
      'docSidebar',
      'doc',
      'link',
      'link',
      'menu',
      'link',
      'docsVersionDropdown',
      'localeDropdown',
      'search',
      'html',
    ]);
    expect(docusaurus.themeConfig.navbar.hideOnScroll).toBe(true);
    const notBuilt = warnings.find((w) => /not built yet/.test(w.message))?.message ?? '';
    expect(notBuilt).not.toMatch(/navbar items/);
    expect(notBuilt).not.toMatch(/Blog/);
    expect(notBuilt).not.toMatch(/localeDropdown|search/);
  });

  it('maps a localeDropdown with links, html items and entries into the docs around the locales and a queryString; other items are recorded', () => {
    const { siteConfig, docusaurus } = map({
      ...base,
      themeConfig: {
        navbar: {
          items: [
            {
              type: 'localeDropdown',
              position: 'right',
              queryString: '?persistLocale=true',
              dropdownItemsBefore: [{ to: 'docs/translations', label: 'About' }],
              dropdownItemsAfter: [{ href: 'https://crowdin.example', label: 'Help us translate' }],
            },
            { type: 'localeDropdown', dropdownItemsAfter: [{ type: 'html', value: '<hr/>' }] },
            {
              type: 'localeDropdown',
              dropdownItemsBefore: [{ type: 'doc', docId: 'intro', label: 'Guide' }],
              dropdownItemsAfter: [
                { type: 'docSidebar', sidebarId: 'main' },
                { type: 'docsVersion' },
              ],
            },
            { type: 'localeDropdown', dropdownItemsAfter: [{ type: 'search' }] },
          ],
        },
      },
    });
    expect(docusaurus.themeConfig.navbar.items[0]).toEqual({
      kind: 'localeDropdown',
      position: 'right',
      queryString: '?persistLocale=true',
      dropdownItemsBefore: [{ label: 'About', href: '/docs/translations' }],
      dropdownItemsAfter: [{ label: 'Help us translate', href: 'https://crowdin.example' }],
    });
    // Casbin's separator: an html item is drawn as Docusaurus draws it, not the menu dropped.
    expect(docusaurus.themeConfig.navbar.items[1]).toMatchObject({
      kind: 'localeDropdown',
      dropdownItemsAfter: [{ type: 'html', value: '<hr/>' }],
    });
    // Entries into the docs, as a dropdown's (resolved with the docs: resolveNavbarItems.ts).
    expect(docusaurus.themeConfig.navbar.items[2]).toMatchObject({
      kind: 'localeDropdown',
      dropdownItemsBefore: [
        { type: 'doc', docId: 'intro', label: 'Guide', docsPluginId: 'default' },
      ],
      dropdownItemsAfter: [
        { type: 'docSidebar', sidebarId: 'main', docsPluginId: 'default' },
        { type: 'docsVersion', docsPluginId: 'default' },
      ],
    });
    // Docusaurus allows no nested menu or search box there.
    expect(docusaurus.themeConfig.navbar.items[3]!.kind).toBe('recorded');
    expect(() => validateSiteConfig(siteConfig, FILE)).not.toThrow();
  });

  it("maps a dropdown whose links show html (Docusaurus's NavLink `html`) and carry classes", () => {
    // TypeORM's version menu: section labels as html links to '#', a class on the button and on
    // each link. It was dropped before, named as "navbar items of type dropdown" not built.
    const { siteConfig, docusaurus, warnings } = map({
      ...base,
      themeConfig: {
        navbar: {
          items: [
            {
              type: 'dropdown',
              label: 'Release 2.x',
              position: 'right',
              className: 'release-trigger',
              items: [
                { html: '<span class="release-heading">Current</span>', to: '#' },
                { label: 'Release 2.x', href: 'https://kiln.example', className: 'release-on' },
              ],
            },
          ],
        },
      },
    });
    expect(docusaurus.themeConfig.navbar.items[0]).toEqual({
      kind: 'menu',
      label: 'Release 2.x',
      position: 'right',
      className: 'release-trigger',
      items: [
        // `to: '#'` stays a fragment, as Docusaurus writes it (href="#").
        { html: '<span class="release-heading">Current</span>', href: '#' },
        { label: 'Release 2.x', href: 'https://kiln.example', className: 'release-on' },
      ],
    });
    const notBuilt = warnings.find((w) => /not built yet/.test(w.message))?.message ?? '';
    expect(notBuilt).not.toMatch(/navbar items/);
    expect(() => validateSiteConfig(siteConfig, FILE)).not.toThrow();
  });

  it('maps a dropdown with neither label nor html (an icon drawn by its class), its other keys as attributes', () => {
    // gofiber/docs: a GitHub icon menu on the right, named "not built yet" before.
    const { siteConfig, docusaurus, warnings } = map({
      ...base,
      themeConfig: {
        navbar: {
          items: [
            {
              position: 'right',
              className: 'header-github-link',
              'aria-label': 'GitHub Repository',
              items: [{ label: 'Fiber', href: 'https://github.com/gofiber/fiber' }],
            },
          ],
        },
      },
    });
    expect(docusaurus.themeConfig.navbar.items[0]).toEqual({
      kind: 'menu',
      position: 'right',
      className: 'header-github-link',
      attributes: { 'aria-label': 'GitHub Repository' },
      items: [{ label: 'Fiber', href: 'https://github.com/gofiber/fiber' }],
    });
    const notBuilt = warnings.find((w) => /not built yet/.test(w.message))?.message ?? '';
    expect(notBuilt).not.toMatch(/navbar items/);
    expect(() => validateSiteConfig(siteConfig, FILE)).not.toThrow();
  });

  it('rejects a navbar item type Docusaurus does not have, at its position', () => {
    const source = `module.exports = {\n  themeConfig: {\n    navbar: {\n      items: [{ type: 'docsSidebar' }],\n    },\n  },\n};`;
    const e = mapError(
      { ...base, themeConfig: { navbar: { items: [{ type: 'docsSidebar' }] } } },
      source,
    );
    expect(e.diagnostics[0]).toMatchObject({ file: FILE, line: 4 });
    expect(e.diagnostics[0]!.message).toMatch(
      /"themeConfig\.navbar\.items\.0\.type" is not a navbar item type/,
    );
    expect(e.diagnostics[0]!.hint).toMatch(/docSidebar/);
  });

  it('maps the footer, colour mode, announcement bar, prism, algolia, metadata, image, docs sidebar and table of contents', () => {
    const { siteConfig, docusaurus, warnings } = map({
      ...base,
      themeConfig: {
        footer: {
          style: 'dark',
          links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }],
          logo: { alt: 'F', src: 'img/f.svg' },
          copyright: '© Harbour',
        },
        colorMode: { defaultMode: 'dark', respectPrefersColorScheme: true },
        announcementBar: { id: 'v2', content: 'New!', backgroundColor: '#000', isCloseable: false },
        prism: {
          theme: theme('github'),
          darkTheme: theme('dracula'),
          additionalLanguages: ['bash', 'json'],
          magicComments: [{ className: 'hl', line: 'hl-next' }],
        },
        algolia: {
          appId: 'A',
          apiKey: 'K',
          indexName: 'I',
          contextualSearch: false,
          insights: true,
        },
        metadata: [{ name: 'keywords', content: 'lamps' }],
        image: 'img/card.png',
        docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
        tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
      },
    });
    expect(siteConfig.footer).toEqual({
      style: 'dark',
      links: [{ title: 'Docs', items: [{ label: 'Intro', to: '/docs/intro' }] }],
      logo: { alt: 'F', src: 'img/f.svg' },
      copyright: '© Harbour',
    });
    expect(siteConfig.colorMode).toEqual({
      defaultMode: 'dark',
      respectPrefersColorScheme: true,
      disableSwitch: false,
    });
    // The bar's colours, with Docusaurus's default text colour (black).
    expect(siteConfig.announcementBar).toEqual({
      id: 'v2',
      content: 'New!',
      isCloseable: false,
      backgroundColor: '#000',
      textColor: '#000',
    });
    expect(siteConfig.search).toEqual({
      algolia: { appId: 'A', apiKey: 'K', indexName: 'I', contextualSearch: false },
    });
    expect(siteConfig.docs!.toc).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 4 });
    const t = docusaurus.themeConfig;
    expect(t.prism).toEqual({
      theme: 'github',
      darkTheme: 'dracula',
      additionalLanguages: ['bash', 'json'],
      magicComments: [{ className: 'hl', line: 'hl-next' }],
    });
    expect(t.algolia).toMatchObject({ insights: true });
    expect(t.metadata).toEqual([{ name: 'keywords', content: 'lamps' }]);
    expect(t.image).toBe('img/card.png');
    expect(t.docs.sidebar).toEqual({ hideable: true, autoCollapseCategories: true });
    expect(warnings.map((w) => w.message).join('\n')).not.toMatch(/footer/);
    expect(() => validateSiteConfig(siteConfig, FILE)).not.toThrow();
  });

  it('maps a navbar link without a label (an icon drawn by its class) with its attributes', () => {
    const { siteConfig, warnings } = map({
      ...base,
      themeConfig: {
        navbar: {
          items: [
            {
              href: 'https://git.example/lamp',
              position: 'right',
              className: 'header-git-link',
              'aria-label': 'Source repository',
            },
            { to: 'guide', label: 'Guide', className: 'guide', rel: 'help' },
          ],
        },
      },
    });
    expect(siteConfig.navbar?.items).toEqual([
      {
        href: 'https://git.example/lamp',
        position: 'right',
        className: 'header-git-link',
        attributes: { 'aria-label': 'Source repository' },
      },
      {
        label: 'Guide',
        href: '/guide',
        position: 'left',
        className: 'guide',
        attributes: { rel: 'help' },
        activeBasePath: '/guide',
      },
    ]);
    expect(warnings.map((w) => w.message).join('\n')).not.toMatch(/navbar items/);
    expect(() => validateSiteConfig(siteConfig, FILE)).not.toThrow();
  });

  it('keeps a full URL in a navbar `to` as it is, never the current section (as Docusaurus)', () => {
    // A real site's `to: 'https://…'` became the path /https://… and a broken link.
    const { siteConfig } = map({
      ...base,
      themeConfig: {
        navbar: {
          items: [
            { to: 'https://status.example/lamp', label: 'Status' },
            { label: 'More', items: [{ to: 'https://forum.example', label: 'Forum' }] },
          ],
        },
      },
    });
    expect(siteConfig.navbar?.items).toEqual([
      // Docusaurus draws the external-link icon for an `href` only (NavbarNavLink's rule).
      {
        label: 'Status',
        href: 'https://status.example/lamp',
        externalIcon: false,
        position: 'left',
      },
      {
        label: 'More',
        position: 'left',
        items: [{ label: 'Forum', href: 'https://forum.example', externalIcon: false }],
      },
    ]);
    expect(() => validateSiteConfig(siteConfig, FILE)).not.toThrow();
  });

  it('keeps a menu of doc entries only for when the docs are loaded', () => {
    const { siteConfig, docusaurus } = map({
      ...base,
      themeConfig: {
        navbar: {
          items: [
            {
              type: 'dropdown',
              label: 'Guides',
              items: [
                { type: 'doc', docId: 'intro' },
                { type: 'docSidebar', sidebarId: 'guide', label: 'Guide', className: 'g' },
                { type: 'docsVersion', label: 'Current' },
              ],
            },
          ],
        },
      },
    });
    expect(siteConfig.navbar?.items).toEqual([]);
    expect(() => validateSiteConfig(siteConfig, FILE)).not.toThrow();
    // None of them leaves the menu out (and no config warning names it).
    expect(docusaurus.themeConfig.navbar.items).toEqual([
      {
        kind: 'menu',
        label: 'Guides',
        position: 'left',
        items: [
          { type: 'doc', docId: 'intro', docsPluginId: 'default' },
          {
            type: 'docSidebar',
            sidebarId: 'guide',
            label: 'Guide',
            docsPluginId: 'default',
            className: 'g',
          },
          {
            type: 'docsVersion',
            docsPluginId: 'default',
            item: { type: 'docsVersion', label: 'Current' },
          },
        ],
      },
    ]);
  });

  it('maps a footer of simple links with html items, a full logo and light style', () => {
    const { siteConfig } = map({
      ...base,
      themeConfig: {
        footer: {
          links: [
            { label: 'Home', to: '/', className: 'home' },
            { html: '<b>Made</b> here' },
            { label: 'Repo', href: 'https://git.example/r', prependBaseUrlToHref: false },
            // Other keys are the link's attributes, as Docusaurus passes them to its <a>.
            { label: 'Guide', to: '/guide', type: 'doc', rel: 'help', 'data-rank': 2 },
            // From the base URL without its slash too, as Docusaurus's useBaseUrl reads it.
            { label: 'FAQ', to: 'faq' },
          ],
          logo: {
            alt: 'Lamp',
            src: 'img/l.svg',
            srcDark: 'img/l-dark.svg',
            href: 'https://lamp.example',
            target: '_self',
            width: 160,
            height: '51',
          },
        },
      },
    });
    expect(siteConfig.footer).toEqual({
      style: 'light',
      links: [
        { label: 'Home', to: '/', className: 'home' },
        { html: '<b>Made</b> here' },
        { label: 'Repo', href: 'https://git.example/r', prependBaseUrlToHref: false },
        {
          label: 'Guide',
          to: '/guide',
          attributes: { type: 'doc', rel: 'help', 'data-rank': 2 },
        },
        { label: 'FAQ', to: '/faq' },
      ],
      logo: {
        alt: 'Lamp',
        src: 'img/l.svg',
        srcDark: 'img/l-dark.svg',
        href: 'https://lamp.example',
        target: '_self',
        width: 160,
        height: '51',
      },
    });
    expect(() => validateSiteConfig(siteConfig, FILE)).not.toThrow();
  });

  it('positions the mistakes of a footer', () => {
    const source = [
      'module.exports = {',
      '  themeConfig: {',
      '    footer: {',
      '      links: [',
      "        { title: 'A', items: [{ label: 'x', to: '/x', href: 'https://x' }] },",
      "        { title: 'B', items: [{ to: '/y' }, { label: 'z', href: 'https://z', rel: 'me' }] },",
      '      ],',
      "      logo: { alt: 'no src' },",
      '    },',
      '  },',
      '};',
    ].join('\n');
    const e = mapError(
      {
        ...base,
        themeConfig: {
          footer: {
            links: [
              { title: 'A', items: [{ label: 'x', to: '/x', href: 'https://x' }] },
              { title: 'B', items: [{ to: '/y' }, { label: 'z', href: 'https://z', rel: ['me'] }] },
            ],
            logo: { alt: 'no src' },
          },
        },
      },
      source,
    );
    const messages = e.diagnostics.map((d) => `${d.line}: ${d.message}`);
    expect(messages).toEqual([
      '5: "themeConfig.footer.links.0.items.0" must have exactly one of "to", "href" and "html"',
      // Positions follow the key path: the second column's first item, not the first "items".
      '6: "themeConfig.footer.links.1.items.0" needs a "label" with "to"',
      '6: "themeConfig.footer.links.1.items.1.rel" is not a footer link option (other keys become attributes of the link: a string, number or boolean)',
      '8: "themeConfig.footer.logo" needs a "src" (the image)',
    ]);
    expect(
      mapError({
        ...base,
        themeConfig: {
          footer: {
            links: [
              { title: 'A', items: [] },
              { label: 'b', to: '/b' },
            ],
          },
        },
      }).diagnostics[0]!.message,
    ).toBe('"themeConfig.footer.links" mixes columns ({ title, items }) and single links');
  });

  it('checks types and positions every mistake', () => {
    const source = [
      'module.exports = {',
      "  title: 'T',",
      "  url: 'https://t.example/docs',",
      "  baseUrl: '/',",
      "  onBrokenLinks: 'explode',",
      '  themeConfig: {',
      "    colorMode: { defaultMode: 'dim' },",
      '    tableOfContents: { maxHeadingLevel: 9 },',
      '  },',
      "  presets: [['classic', { docs: { sidebarCollapsed: 'no' } }]],",
      '};',
    ].join('\n');
    const e = mapError(
      {
        ...base,
        url: 'https://t.example/docs',
        onBrokenLinks: 'explode',
        themeConfig: { colorMode: { defaultMode: 'dim' }, tableOfContents: { maxHeadingLevel: 9 } },
        presets: [['classic', { docs: { sidebarCollapsed: 'no' } }]],
      },
      source,
    );
    const byLine = Object.fromEntries(e.diagnostics.map((d) => [d.line, d.message]));
    expect(byLine[3]).toMatch(/"url" must be an origin/);
    expect(byLine[5]).toMatch(/"onBrokenLinks" must be one of "ignore", "log", "warn", "throw"/);
    expect(byLine[7]).toMatch(
      /"themeConfig\.colorMode\.defaultMode" must be one of "light", "dark"/,
    );
    expect(byLine[8]).toMatch(/maxHeadingLevel" must be a whole number from 2 to 6/);
    expect(byLine[10]).toMatch(/"presets\.0\.1\.docs\.sidebarCollapsed" must be true or false/);
    expect(e.diagnostics.every((d) => d.file === FILE && d.hint)).toBe(true);
  });

  it('rejects a top-level key Docusaurus does not know, at its line', () => {
    const e = mapError(
      { ...base, organizationName: 'o', sidebarPath: './s.js' },
      "module.exports = {\n  title: 'T',\n  sidebarPath: './s.js',\n};",
    );
    expect(e.diagnostics).toHaveLength(1);
    expect(e.diagnostics[0]).toMatchObject({ line: 3, column: 3 });
    expect(e.diagnostics[0]!.message).toBe('"sidebarPath" is not a field Docusaurus recognises');
    expect(e.diagnostics[0]!.hint).toMatch(/customFields/);
  });

  it("accepts Docusaurus 3.9's storage key beside 3.8's experimental_storage", () => {
    const storage = { type: 'localStorage', namespace: true };
    expect(() => map({ ...base, storage })).not.toThrow();
    expect(() => map({ ...base, experimental_storage: storage })).not.toThrow();
  });

  it('requires title, url and baseUrl', () => {
    const e = mapError({});
    expect(e.diagnostics.map((d) => d.message)).toEqual([
      '"title" must be a string',
      '"url" must be a string',
      '"baseUrl" must be a string',
    ]);
  });
});

describe('navbar items that point at docs', () => {
  const docs = [
    { id: 'intro', title: 'Introduction', permalink: '/docs/intro' },
    { id: 'guide/start', title: 'Start', permalink: '/docs/guide/start' },
  ];
  const sidebars = {
    main: [
      { type: 'link' as const, label: 'Elsewhere', href: 'https://x.example' },
      {
        type: 'category' as const,
        label: 'Guide',
        collapsed: true,
        collapsible: true,
        items: [
          {
            type: 'link' as const,
            label: 'Start',
            href: '/docs/guide/start',
            docId: 'guide/start',
          },
        ],
      },
    ],
  };
  // One unversioned docs instance (plugins/docs/loadDocSets.ts's shape, the parts the navbar reads).
  const set = {
    spec: {
      key: '',
      pluginId: 'default',
      version: { name: 'current', isLast: true, banner: null, badge: false },
      versions: [{ name: 'current' }],
    },
    docs,
    draftIds: [],
    ownSidebars: sidebars,
    navigation: new Map([['intro', { sidebar: 'main' }]]),
  } as unknown as LoadedDocSet;
  const ctx = { docSets: [set], configFile: FILE };

  it("links doc items to the doc and docSidebar items to the sidebar's first doc, in order", () => {
    const { items, errors } = resolveNavbarItems(
      [
        {
          kind: 'docSidebar',
          sidebarId: 'main',
          label: 'Guide',
          docsPluginId: 'default',
          position: 'left',
        },
        { kind: 'link', label: 'Git', href: 'https://git.example', position: 'right' },
        { kind: 'doc', docId: 'intro', docsPluginId: 'default', position: 'left' },
        { kind: 'html', value: '<i>x</i>', className: 'x', position: 'right' },
      ],
      ctx,
    );
    expect(errors).toEqual([]);
    expect(items).toEqual([
      // Each is current on the docs of its sidebar, as in Docusaurus, and says which Docusaurus
      // item it is (@theme/NavbarItem draws it as a DocSidebarNavbarItem or DocNavbarItem).
      {
        label: 'Guide',
        href: '/docs/guide/start',
        position: 'left',
        activeSidebars: ['main'],
        docusaurusItem: { type: 'docSidebar', id: 'main' },
      },
      { label: 'Git', href: 'https://git.example', position: 'right' },
      {
        label: 'intro',
        href: '/docs/intro',
        position: 'left',
        activeSidebars: ['main'],
        docusaurusItem: { type: 'doc', id: 'intro' },
      },
      { type: 'html', value: '<i>x</i>', className: 'x', position: 'right' },
    ]);
  });

  it('reports a doc or sidebar that does not exist', () => {
    const { errors } = resolveNavbarItems(
      [
        { kind: 'doc', docId: 'intro2', docsPluginId: 'default', position: 'left' },
        { kind: 'docSidebar', sidebarId: 'api', docsPluginId: 'default', position: 'left' },
        { kind: 'doc', docId: 'other', docsPluginId: 'community', position: 'left' },
      ],
      ctx,
    );
    expect(errors.map((e) => e.message)).toEqual([
      'navbar item of type "doc" names the doc "intro2", which does not exist',
      'navbar item of type "docSidebar" names the sidebar "api", which does not exist',
      'navbar item of type "doc" names the docs instance "community", which does not exist',
    ]);
    expect(errors[1]!.hint).toMatch(/main/);
  });
});

describe("the content plugins' component options", () => {
  // Docusaurus renders a blog's posts with `blogPostComponent`, a docs root with
  // `docRootComponent`…: a module named there renders those routes (componentOptions.ts,
  // tests/unit/plugins/config/docusaurus/componentOptionsBuild.test.ts); a value that names no
  // module stops at the option.
  const source = `export default {
  presets: [['classic', {
    blog: { blogPostComponent: 42 },
    pages: { mdxPageComponent: '@theme/MDXPage' },
  }]],
};`;

  it('stops at a component option that names no module, with its line and a hint', () => {
    const error = mapError(
      {
        ...base,
        presets: [
          [
            'classic',
            {
              blog: { blogPostComponent: 42 },
              pages: { mdxPageComponent: '@theme/MDXPage' },
            },
          ],
        ],
      },
      source,
    );
    expect(error.diagnostics).toHaveLength(1);
    const [d] = error.diagnostics;
    expect(d!.message).toMatch(
      /presets\.0\.1\.blog\.blogPostComponent" must name the module that renders these routes \(a string\), not 42/,
    );
    expect(d!.line).toBe(3);
    expect(d!.hint).toMatch(/"@theme\/BlogPostPage" is the default/);
  });

  it('accepts a module of the site, a theme component or a package for each option', () => {
    const mapped = map({
      ...base,
      plugins: [
        ['@docusaurus/plugin-content-docs', { docRootComponent: '@site/src/Root' }],
        ['@docusaurus/plugin-content-blog', { blogListComponent: '@theme/ChangelogList' }],
        ['@docusaurus/plugin-content-pages', { mdxPageComponent: 'some-package/Page' }],
      ],
    });
    expect(mapped.docusaurus!.docs[0]!.other.docRootComponent).toBe('@site/src/Root');
    expect(mapped.docusaurus!.blog[0]!.options.blogListComponent).toBe('@theme/ChangelogList');
    const error = mapError({
      ...base,
      plugins: [['@docusaurus/plugin-content-docs', { docRootComponent: '' }]],
    });
    expect(error.diagnostics[0]!.message).toMatch(
      /docRootComponent" must name .* not an empty string/,
    );
  });

  it("reads a relative path from the site's .docusaurus folder, as Docusaurus's registry does", () => {
    const exists = (p: string) => p === 'src/components/List.js';
    expect(() =>
      map(
        {
          ...base,
          plugins: [
            ['@docusaurus/plugin-content-blog', { blogListComponent: '../src/components/List' }],
          ],
        },
        '',
        exists,
      ),
    ).not.toThrow();
    let error: unknown;
    try {
      map(
        {
          ...base,
          plugins: [
            ['@docusaurus/plugin-content-blog', { blogListComponent: './src/components/List' }],
          ],
        },
        '',
        exists,
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(d!.message).toMatch(
      /blogListComponent" names ".\/src\/components\/List", which is not a module: .*\(\.docusaurus\/src\/components\/List\)/,
    );
    expect(d!.hint).toBe('name the module from the site\'s folder: "@site/src/components/List"');
  });
});

describe('future.experimental_router (Docusaurus 3.5+)', () => {
  const source = [
    'export default {',
    "  title: 'T',",
    '  future: {',
    "    experimental_router: 'hash',",
    '  },',
    '};',
  ].join('\n');

  it("fails at the key when it is 'hash', which the build does not make", () => {
    const err = mapError({ ...base, future: { experimental_router: 'hash' } }, source);
    expect(err.diagnostics).toHaveLength(1);
    expect(err.diagnostics[0]).toMatchObject({ file: FILE, line: 4, column: 5 });
    expect(err.diagnostics[0]!.message).toMatch(/experimental_router.*'hash'.*does not build/);
    expect(err.diagnostics[0]!.hint).toMatch(/'browser'/);
  });

  it("builds with 'browser' (Docusaurus's default), and names the values Docusaurus accepts", () => {
    expect(() => map({ ...base, future: { experimental_router: 'browser' } })).not.toThrow();
    const err = mapError({ ...base, future: { experimental_router: 'memory' } });
    expect(err.diagnostics[0]!.message).toMatch(/must be one of "browser", "hash"/);
  });
});
