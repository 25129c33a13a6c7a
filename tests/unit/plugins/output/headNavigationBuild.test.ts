// tests/fixtures/sites/head-navigation built from the command line: the server's HTML of each page
// has the head elements Docusaurus 3.8.1's build of the same fixture has (attributes sorted;
// stylesheets, script files, preloads, generator, charset and viewport left out): a doc's MDX
// `<Head>` writes its structured data (`<script type="application/ld+json">`) into the HTML, not its
// `<style>` (react-helmet-async's server output has no styles); a doc's own keywords replace
// `themeConfig.metadata`'s. (The policy side: tests/unit/plugins/output/cspHeadScripts.test.ts.)
// The build leaves Docusaurus's data files in the site's `.docusaurus/` folder, as its build does,
// for the site's scripts that read them after a build (`docusaurus.config.mjs`'s url,
// `site-metadata.json`, `i18n.json`'s locales, `globalData.json`): their text is Docusaurus 3.8.1's
// for the same fixture, but for the config's theme defaults.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/head-navigation');
let dir = '';
let out = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'head-scripts-'));
  cpSync(fixture, join(dir, 'site'), { recursive: true, filter: (f) => !f.includes('.cache') });
  out = join(dir, 'out');
  const r = spawnSync(
    process.execPath,
    [join(root, 'scripts/run.mjs'), 'build', join(dir, 'site'), '--out-dir', out],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
  );
  if (r.status !== 0) throw new Error(`${r.stdout}${r.stderr}`);
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LEFT_OUT =
  /^(link .*rel=(stylesheet|modulepreload|preload|prefetch)\b|meta .*(name=(generator|viewport|docs-routes)|charset=))/;

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const headOf = (route: string) => {
  const html = readFileSync(join(out, route, 'index.html'), 'utf8');
  return html.slice(0, html.indexOf('</head>'));
};

/** A page's title, meta, link, style and data-script elements, each as its tag and sorted attributes. */
function headElements(route: string): string[] {
  const found: string[] = [];
  const elements =
    /<(meta|link|title|script|style)\b([^>]*?)\/?>(?:([^<]*)<\/(?:title|script|style)>)?/g;
  for (const m of headOf(route).matchAll(elements)) {
    const tag = m[1]!;
    if (tag === 'title') {
      found.push(`title: ${decode(m[3]!)}`);
      continue;
    }
    const attributes = [...m[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)]
      .filter((a) => a[1] !== 'data-rh')
      .map((a) => `${a[1]!.toLowerCase()}=${decode(a[2]!)}`)
      .sort();
    // Scripts that run (the theme's, the bundle's) are each generator's own.
    if (tag === 'script' && !attributes.some((a) => a.startsWith('type=') && a !== 'type=module'))
      continue;
    const text = tag === 'script' || tag === 'style' ? ` :: ${(m[3] ?? '').trim()}` : '';
    found.push(`${tag} ${attributes.join(' ')}${text}`);
  }
  return found.filter((e) => !LEFT_OUT.test(e)).sort();
}

/** Docusaurus 3.8.1's head elements of the same pages (built 2026-11-30). */
const DOCUSAURUS: Record<string, string[]> = {
  '': [
    'link href=https://lights.example.net/ hreflang=en rel=alternate',
    'link href=https://lights.example.net/ hreflang=x-default rel=alternate',
    'link href=https://lights.example.net/ rel=canonical',
    "meta content=A log of the coast's lights. name=description",
    "meta content=A log of the coast's lights. property=og:description",
    'meta content=Home | Lighthouse Log property=og:title',
    'meta content=default name=docsearch:docusaurus_tag',
    'meta content=default name=docusaurus_tag',
    'meta content=en name=docsearch:language',
    'meta content=en name=docusaurus_locale',
    'meta content=en property=og:locale',
    'meta content=https://lights.example.net/ property=og:url',
    'meta content=https://lights.example.net/img/lamp.png name=twitter:image',
    'meta content=https://lights.example.net/img/lamp.png property=og:image',
    'meta content=lighthouses, coast name=keywords',
    'meta content=summary_large_image name=twitter:card',
    'title: Home | Lighthouse Log',
  ],
  'docs/beacons': [
    'link href=https://lights.example.net/docs/beacons hreflang=en rel=alternate',
    'link href=https://lights.example.net/docs/beacons hreflang=x-default rel=alternate',
    'link href=https://lights.example.net/docs/beacons rel=canonical',
    'meta content=Beacons | Lighthouse Log property=og:title',
    "meta content=How a beacon's light is told apart at night. name=description",
    "meta content=How a beacon's light is told apart at night. property=og:description",
    'meta content=current name=docsearch:version',
    'meta content=current name=docusaurus_version',
    'meta content=docs-default-current name=docsearch:docusaurus_tag',
    'meta content=docs-default-current name=docusaurus_tag',
    'meta content=en name=docsearch:language',
    'meta content=en name=docusaurus_locale',
    'meta content=en property=og:locale',
    'meta content=flash,period name=keywords',
    'meta content=https://lights.example.net/docs/beacons property=og:url',
    'meta content=https://lights.example.net/img/beacon-card.png name=twitter:image',
    'meta content=https://lights.example.net/img/beacon-card.png property=og:image',
    'meta content=summary_large_image name=twitter:card',
    'title: Beacons | Lighthouse Log',
  ],
  'docs/keepers': [
    'link href=https://lights.example.net/docs/keepers hreflang=en rel=alternate',
    'link href=https://lights.example.net/docs/keepers hreflang=x-default rel=alternate',
    'link href=https://lights.example.net/people/keepers rel=canonical',
    'meta content=Coast guild name=author',
    'meta content=Keepers | Lighthouse Log property=og:title',
    'meta content=The people who tended the lamps. name=description',
    'meta content=The people who tended the lamps. property=og:description',
    'meta content=current name=docsearch:version',
    'meta content=current name=docusaurus_version',
    'meta content=docs-default-current name=docsearch:docusaurus_tag',
    'meta content=docs-default-current name=docusaurus_tag',
    'meta content=en name=docsearch:language',
    'meta content=en name=docusaurus_locale',
    'meta content=en property=og:locale',
    'meta content=https://lights.example.net/docs/keepers property=og:url',
    'meta content=https://lights.example.net/img/lamp.png name=twitter:image',
    'meta content=https://lights.example.net/img/lamp.png property=og:image',
    'meta content=lighthouses, coast name=keywords',
    'meta content=summary_large_image name=twitter:card',
    'script type=application/ld+json :: {"@context":"https://schema.org","@type":"Article","headline":"Keepers"}',
    'title: Keepers | Lighthouse Log',
  ],
};

describe("the server HTML's head of pages with <Head> scripts and styles", () => {
  it.each(Object.keys(DOCUSAURUS))('%s has the elements Docusaurus writes', (route) => {
    expect(headElements(route)).toEqual(DOCUSAURUS[route]);
  });

  it("writes the Head's structured data once, marked as react-helmet marks it", () => {
    const head = headOf('docs/keepers');
    expect(head.match(/<script[^>]*ld\+json[^>]*>[^<]*<\/script>/g)).toEqual([
      '<script type="application/ld+json" data-rh="true">{"@context":"https://schema.org","@type":"Article","headline":"Keepers"}</script>',
    ]);
  });
});

/** Docusaurus 3.8.1's files of `.docusaurus/` for the same fixture (built 2026-11-30). */
const FOLDER: Record<string, string> = {
  'i18n.json':
    '{\n  "defaultLocale": "en",\n  "locales": [\n    "en"\n  ],\n  "path": "i18n",\n  "currentLocale": "en",\n  "localeConfigs": {\n    "en": {\n      "label": "English",\n      "direction": "ltr",\n      "htmlLang": "en",\n      "calendar": "gregory",\n      "path": "en"\n    }\n  }\n}',
  'codeTranslations.json': '{}',
  'site-metadata.json':
    '{\n  "docusaurusVersion": "3.8.1",\n  "siteVersion": "1.2.0",\n  "pluginVersions": {\n    "docusaurus-plugin-content-docs": {\n      "type": "package",\n      "name": "@docusaurus/plugin-content-docs",\n      "version": "3.8.1"\n    },\n    "docusaurus-plugin-content-pages": {\n      "type": "package",\n      "name": "@docusaurus/plugin-content-pages",\n      "version": "3.8.1"\n    },\n    "docusaurus-plugin-sitemap": {\n      "type": "package",\n      "name": "@docusaurus/plugin-sitemap",\n      "version": "3.8.1"\n    },\n    "docusaurus-plugin-svgr": {\n      "type": "package",\n      "name": "@docusaurus/plugin-svgr",\n      "version": "3.8.1"\n    },\n    "docusaurus-theme-classic": {\n      "type": "package",\n      "name": "@docusaurus/theme-classic",\n      "version": "3.8.1"\n    }\n  }\n}',
  'site-storage.json': '{\n  "type": "localStorage",\n  "namespace": ""\n}',
  'DONT-EDIT-THIS-FOLDER':
    "This folder stores temp files that Docusaurus' client bundler accesses.\n\nDO NOT hand-modify files in this folder because they will be overwritten in the\nnext build. You can clear all build artifacts (including this folder) with the\n`docusaurus clear` command.\n",
};
/** Its `docusaurus.config.mjs`: the values but the theme config's and `future`'s, then those. */
const CONFIG = {
  rest: {
    title: 'Lighthouse Log',
    url: 'https://lights.example.net',
    baseUrl: '/',
    onBrokenLinks: 'throw',
    presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
    baseUrlIssueBanner: true,
    i18n: { defaultLocale: 'en', path: 'i18n', locales: ['en'], localeConfigs: {} },
    onBrokenAnchors: 'warn',
    onBrokenMarkdownLinks: 'warn',
    onDuplicateRoutes: 'warn',
    staticDirectories: ['static'],
    customFields: {},
    plugins: [],
    themes: [],
    scripts: [],
    headTags: [],
    stylesheets: [],
    clientModules: [],
    tagline: '',
    titleDelimiter: '|',
    noIndex: false,
    markdown: {
      format: 'mdx',
      mermaid: false,
      mdx1Compat: { comments: true, admonitions: true, headingIds: true },
      anchors: { maintainCase: false },
    },
  },
  themeKeys: [
    'navbar',
    'image',
    'metadata',
    'colorMode',
    'docs',
    'blog',
    'prism',
    'tableOfContents',
  ],
  future: {
    experimental_faster: {
      swcJsLoader: false,
      swcJsMinimizer: false,
      swcHtmlMinimizer: false,
      lightningCssMinimizer: false,
      mdxCrossCompilerCache: false,
      rspackBundler: false,
      rspackPersistentCache: false,
      ssgWorkerThreads: false,
    },
    experimental_storage: { type: 'localStorage', namespace: false },
    experimental_router: 'browser',
    v4: { removeLegacyPostBuildHeadAttribute: false, useCssCascadeLayers: false },
  },
};

describe("Docusaurus's .docusaurus folder after the build", () => {
  const folder = () => join(dir, 'site', '.docusaurus');

  it.each(Object.keys(FOLDER))('%s is as Docusaurus writes it', (name) => {
    expect(readFileSync(join(folder(), name), 'utf8')).toBe(FOLDER[name]);
  });

  it('docusaurus.config.mjs is the config with its defaults, as a module with its header', async () => {
    const file = join(folder(), 'docusaurus.config.mjs');
    expect(readFileSync(file, 'utf8')).toMatch(
      /^\/\*\n \* AUTOGENERATED - DON'T EDIT\n[^]*\*\/\nexport default \{\n {2}"/,
    );
    const { themeConfig, future, ...rest } = (
      (await import(pathToFileURL(file).href)) as { default: Record<string, unknown> }
    ).default as { themeConfig: Record<string, unknown>; future: Record<string, unknown> } & Record<
      string,
      unknown
    >;
    // (Ours has `storage`, as Docusaurus 3.10's config has it.)
    const { storage: _storage, ...own } = rest;
    expect(own).toEqual(CONFIG.rest);
    for (const key of ['experimental_faster', 'experimental_storage', 'experimental_router', 'v4'])
      expect(future[key]).toEqual(CONFIG.future[key as keyof typeof CONFIG.future]);
    // The site's own theme config (the theme's defaults are not filled in).
    expect(themeConfig).toMatchObject({
      navbar: { title: 'Lights' },
      image: 'img/lamp.png',
      metadata: [{ name: 'keywords', content: 'lighthouses, coast' }],
    });
  });
});
