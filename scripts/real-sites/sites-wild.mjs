// More public Docusaurus sites for scripts/real-sites/run.mjs (issue 39: sites nobody here had
// built, chosen for what the first set lacks). The fields are those of sites.mjs; sites.mjs
// appends these to its list.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';

/** Puts `line` first in a file of the extracted snapshot. */
function prependLine(file, line) {
  writeFileSync(file, `${line}\n${readFileSync(file, 'utf8')}`);
}

// `search.html` where the site's trailingSlash is false (Feature-Sliced Design's).
const OUR_SEARCH = {
  side: 'ours',
  match: /(^|\/)search(\/index)?\.html$/,
  why: 'the built-in search page (Docusaurus writes one only for Algolia)',
};

/**
 * docusaurus-plugin-internaldocs-fb (1.19) looks for Mercurial in `contentLoaded` with
 * `which.sync('hg')`, which throws where `hg` is not installed, and the build stops there (with
 * Docusaurus too). A stand-in `hg` that fails every command, found through a PATH entry relative
 * to the site folder (both builds run there), makes it take its no-Mercurial path.
 */
const NO_HG = {
  env: { PATH: `.real-sites-bin:${process.env.PATH ?? ''}` },
  prepare(siteDir) {
    mkdirSync(join(siteDir, '.real-sites-bin'), { recursive: true });
    writeFileSync(join(siteDir, '.real-sites-bin/hg'), '#!/bin/sh\nexit 1\n', { mode: 0o755 });
  },
};

/**
 * Electron's plugins fetch their data while loading (GitHub, electronjs.org); this machine reaches
 * only the npm registry. The module its config imports first answers those URLs with small
 * stand-ins (the same for both builds) and fails every other request at once, as an offline
 * machine would.
 */
const ELECTRON_OFFLINE = `// Stand-ins for the URLs the site's plugins fetch (written by scripts/real-sites).
const wg = (name) =>
  \`# \${name} WG\\n\\nThe \${name} working group.\\n\\n| Name | GitHub | Status |\\n| --- | --- | --- |\\n| A | @ [a](https://github.com/a) | Chair |\\n| B | @ [b](https://github.com/b) | Member |\\n\`;
const app = (slug, category) => ({
  name: slug, slug, category, date: '2020-01-01', description: \`The \${slug} app.\`,
  faintColorOnWhite: '#eef', highlightColor: '#47848f', logo: '/assets/img/logo.svg',
  repository: '', website: 'https://example.com/',
});
const answers = {
  'https://electronjs.org/headers/index.json': JSON.stringify([
    { version: '38.1.0', chrome: '140.0.7339.41', node: '22.18.0' },
    { version: '39.0.0-beta.2', chrome: '142.0.7444.0', node: '22.19.0' },
    { version: '40.0.0-nightly.20250910', chrome: '142.0.7444.0', node: '22.19.0' },
  ]),
  // @electron/fiddle-core's ElectronVersions (the remark transformers' latest version).
  'https://releases.electronjs.org/releases.json': JSON.stringify(
    ['40.0.0-nightly.20250910', '39.0.0-beta.2', '38.1.0', '37.4.0', '36.8.1'].map((version) => ({
      version, date: '2025-09-10', node: '22.19.0', v8: '14.0', uv: '1.51.0', zlib: '1.3.1',
      openssl: '3.0', modules: '139', chrome: '140.0.7339.41', files: [],
    })),
  ),
  'https://raw.githubusercontent.com/electron/apps/main/index.json': JSON.stringify([
    app('slack', 'Productivity'), app('hyper', 'Developer Tools'), app('signal', 'Chat'),
  ]),
};
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url === 'https://github.com/electron/fiddle/releases/latest') {
    const response = new Response('');
    Object.defineProperty(response, 'url', { value: 'https://github.com/electron/fiddle/releases/tag/v0.37.3' });
    return response;
  }
  const group = /electron\\/governance\\/main\\/wg-([a-z-]+)\\/README\\.md$/.exec(url);
  if (group) return new Response(wg(group[1]));
  if (url in answers) return new Response(answers[url], { headers: { 'content-type': 'application/json' } });
  if (url.startsWith('https://registry.npmjs.org/')) return realFetch(input, init);
  throw new TypeError(\`fetch failed: \${url} (offline: scripts/real-sites answers only its stand-ins)\`);
};
`;

/**
 * QuestDB's plugins fetch release data, the repository's stars and client-library examples while
 * loading (node-fetch and Node's fetch); this machine reaches only the npm registry. The stand-in
 * below answers those URLs (the same for both builds), is what `node-fetch` resolves to in the
 * site's plugins, and fails every other request at once.
 */
const QUESTDB_OFFLINE = `// Stand-ins for the URLs the site's plugins fetch (written by scripts/real-sites).
const json = (v) => JSON.stringify(v);
const answers = {
  'https://github-api.questdb.io/github/repo': json({ stargazers_count: 15000 }),
  'https://api.github.com/repos/questdb/questdb': json({ stargazers_count: 15000 }),
  // A GitHub release: the download pages list its assets (src/utils/get-assets.ts reads them).
  'https://github-api.questdb.io/github/latest': json({
    name: '9.0.0', html_url: 'https://github.com/questdb/questdb/releases/tag/9.0.0',
    published_at: '2025-01-01T00:00:00Z',
    assets: ['rt-linux-x86-64.tar.gz', 'no-jre-bin.tar.gz', 'rt-windows-x86-64.tar.gz'].map((n) => ({
      name: 'questdb-9.0.0-' + n, size: 1e8,
      browser_download_url: 'https://github.com/questdb/questdb/releases/download/9.0.0/questdb-9.0.0-' + n,
    })),
  }),
  'https://api.github.com/repos/questdb/java-questdb-client/releases/latest': json({ name: '1.0.1' }),
};
const go = 'https://raw.githubusercontent.com/questdb/go-questdb-client/main';
answers[go + '/examples.manifest.yaml'] =
  '- name: qwp-ingest\\n  lang: go\\n  path: ingest.go\\n- name: qwp-query\\n  lang: go\\n  path: query.go\\n';
answers[go + '/ingest.go'] = 'package main\\n\\nfunc main() {}\\n';
answers[go + '/query.go'] = 'package main\\n\\nfunc main() {}\\n';
const realFetch = globalThis.fetch;
async function offlineFetch(input, init) {
  const url = String(input instanceof Request ? input.url : input);
  if (url in answers) return new Response(answers[url], { status: 200 });
  if (/^https:\\/\\/raw\\.githubusercontent\\.com\\/questdb\\/.*\\/examples\\.manifest\\.yaml$/.test(url))
    return new Response('[]\\n', { status: 200 });
  if (url.startsWith('https://registry.npmjs.org/')) return realFetch(input, init);
  throw new TypeError(\`fetch failed: \${url} (offline: scripts/real-sites answers only its stand-ins)\`);
}
globalThis.fetch = offlineFetch;
module.exports = offlineFetch;
module.exports.default = offlineFetch;
`;

/**
 * Capacitor's inline plugin asks Prismic's API for the docs' ads while loading (`loadContent`,
 * through `node-fetch`); this machine reaches only the npm registry. The module its config then
 * uses as `fetch` answers Prismic's two requests (the repository's master ref, one page of
 * documents) with one small stand-in ad, the same for both builds, and fails any other request.
 */
const CAPACITOR_OFFLINE = `// Stand-ins for the Prismic requests of the site's config (written by scripts/real-sites).
const ad = {
  id: 'stand-in', type: 'docs_ad', lang: 'en-us', tags: [],
  data: {
    ad_id: 'stand-in',
    ad_url: { link_type: 'Web', url: 'https://example.com/', target: '_blank' },
    ad_image: {
      url: 'https://example.com/ad.png', alt: 'A stand-in ad',
      dimensions: { width: 200, height: 100 },
      '1x': { url: 'https://example.com/ad-1x.png', alt: 'A stand-in ad', dimensions: { width: 200, height: 100 } },
    },
    ad_copy: [{ type: 'paragraph', text: 'A stand-in ad.', spans: [] }],
  },
};
const answer = (url) => {
  if (/\\.prismic\\.io\\/api\\/v2\\/?(\\?.*)?$/.test(url))
    return { refs: [{ id: 'master', ref: 'stand-in-ref', label: 'Master', isMasterRef: true }], integrationFieldsRef: null, types: {}, languages: [], tags: [], forms: {}, bookmarks: {}, license: '', version: '', experiments: {} };
  if (/\\.prismic\\.io\\/api\\/v2\\/documents\\/search/.test(url))
    return { page: 1, results_per_page: 100, results_size: 1, total_results_size: 1, total_pages: 1, next_page: null, prev_page: null, results: [ad] };
  return undefined;
};
module.exports = async function offlineFetch(input) {
  const url = String(typeof input === 'object' && input && 'url' in input ? input.url : input);
  const body = answer(url);
  if (body === undefined)
    throw new TypeError(\`fetch failed: \${url} (offline: scripts/real-sites answers only its stand-ins)\`);
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
};
`;

export const WILD_SITES = [
  {
    name: 'electron',
    repo: 'electron/website',
    commit: 'a48e1042b7560648715b6761ec4a1dcbe0694d74',
    dir: '.',
    docusaurus: '3.10.0',
    features:
      '8 locales (built: en, as its build script does), blog, Sass (docusaurus-plugin-sass), ' +
      'six local TypeScript plugins (addRoute + createData, setGlobalData, postBuild og-images ' +
      'with satori and sharp), seven remark transformers, mermaid, gtag, future.faster + v4',
    keepDev: [
      '@docusaurus/faster',
      '@docusaurus/tsconfig',
      'dotenv',
      'gray-matter',
      'hast-util-sanitize',
      'hast-util-to-html',
      'hastscript',
      'mdast-util-from-markdown',
      'mdast-util-mdx',
      'mdast-util-to-hast',
      'mdast-util-to-string',
      'remark',
      'remark-gfm',
      'satori',
      'sharp',
      'unist-util-filter',
      'unist-util-visit-parents',
    ],
    locale: 'en',
    timeoutMinutes: 60,
    prepare: (siteDir) => {
      writeFileSync(join(siteDir, 'real-sites-offline.mjs'), ELECTRON_OFFLINE);
      prependLine(join(siteDir, 'docusaurus.config.ts'), "import './real-sites-offline.mjs';");
    },
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'ory',
    repo: 'ory/docs',
    commit: '378ce260155b907bc21f4dfd84a475adaa689c89',
    dir: '.',
    docusaurus: '3.10.0',
    features:
      'about 1,600 Markdown files, base URL /docs/ with docs at its root, Tailwind 4 (an inline ' +
      'configurePostCss plugin), redocusaurus preset, docusaurus-plugin-openapi-docs with ' +
      '@theme/ApiItem for every doc, client redirects, svgr, Algolia, a configureWebpack ' +
      'polyfill plugin, a postBuild that inlines the CSS, trailingSlash false, React 19',
    keepDev: ['@tailwindcss/postcss', 'raw-loader', 'tailwindcss', 'yaml'],
    peer: 'about 1,600 Markdown files and 2 OpenAPI specs: too long on this machine',
    known: [OUR_SEARCH],
    timeoutMinutes: 60,
  },
  {
    name: 'dyte',
    repo: 'dyte-io/docs',
    commit: '0c38df298ad7a22be31183f7599a11b39945ede0',
    dir: '.',
    docusaurus: '^3.7.0 (its package-lock.json pins the install)',
    features:
      'about 940 Markdown files in 21 docs instances, Tailwind 3 (a local configurePostCss ' +
      'plugin with postcss-import and tailwindcss/nesting), client redirects (createRedirects), ' +
      'live codeblock, mermaid, a configureWebpack plugin (ProvidePlugin, fallbacks), ' +
      'googleTagManager, clientModules, trailingSlash false',
    // Two of its packages are `file:` tarballs in the repository (stripped builds of published
    // versions): the published versions of the same numbers. Its patch-package patches of
    // @stoplight/elements are not applied (no lifecycle script of a site runs), for both builds.
    // styled-components: the peer of @styled-icons that its lock installs (the runner's
    // --legacy-peer-deps installs no peers); @faker-js/faker, which its src/ imports, a dependency
    // of the tarball's web-core in its lock: both at the lock's versions.
    dependencies: {
      '@dytesdk/react-web-core': '1.36.4',
      '@dytesdk/web-core': '1.31.0',
      '@faker-js/faker': '8.4.1',
      'styled-components': '5.3.11',
    },
    // Development dependencies its src/ imports (@styled-icons, js-yaml, react-markdown) and its
    // config's swc-loader needs: a build after `npm ci` has them all.
    keepDev: [
      '@docusaurus/tsconfig',
      '@styled-icons/boxicons-logos',
      '@swc/core',
      'autoprefixer',
      'buffer',
      'js-yaml',
      'path-browserify',
      'postcss',
      'process',
      'react-markdown',
      'stream-browserify',
      'swc-loader',
      'tailwindcss',
      'url',
    ],
    peer: 'about 940 Markdown files in 21 docs instances: too long on this machine',
    known: [OUR_SEARCH],
    timeoutMinutes: 60,
  },
  {
    name: 'questdb',
    repo: 'questdb/documentation',
    commit: '3c2e4da883c477478d69391396bfd39e475944c9',
    dir: '.',
    docusaurus: '^3.8.1',
    features:
      '434 Markdown files, docs at / with trailingSlash true, Tailwind 3 (a local configurePostCss ' +
      'plugin), plugin-pwa, theme-mermaid, remark-math with rehype-katex, seven local plugins ' +
      '(loadContent fetching data, setGlobalData, a configureWebpack alias), Algolia, ' +
      'future.experimental_faster, onBrokenLinks/onBrokenMarkdownLinks/onBrokenAnchors throw',
    // The 0.1.16 its package.json pins is not on the npm registry (0.1.0 is the only version).
    dependencies: { '@questdb/sql-parser': '0.1.0' },
    keepDev: [
      '@docusaurus/core',
      '@docusaurus/module-type-aliases',
      '@docusaurus/plugin-pwa',
      '@docusaurus/preset-classic',
      '@docusaurus/tsconfig',
      '@docusaurus/types',
      'autoprefixer',
      'glob',
      'node-fetch',
      'postcss',
      'tailwindcss',
    ],
    // Its package.json's prebuild writes llms files, a full SQL reference and web-console JSON
    // from the docs (node scripts): not run, for both builds.
    prepare: (siteDir) => {
      writeFileSync(join(siteDir, 'real-sites-offline.cjs'), QUESTDB_OFFLINE);
      prependLine(join(siteDir, 'docusaurus.config.js'), "require('./real-sites-offline.cjs');");
      // `^3.8.1` installs 3.10, which refuses `future.experimental_faster` ("renamed to
      // `future.faster`"): renamed for both builds, so that Docusaurus loads the config.
      const config = join(siteDir, 'docusaurus.config.js');
      const configText = readFileSync(config, 'utf8');
      if (!configText.includes('experimental_faster:'))
        throw new Error(`${config}: experimental_faster is not in it`);
      writeFileSync(config, configText.replace('experimental_faster:', 'faster:'));
      for (const [file, from] of [
        ['plugins/fetch-repo/index.js', 'require("node-fetch")'],
        ['plugins/remote-repo-example/index.js', 'require("node-fetch")'],
        ['plugins/fetch-latest-release/index.ts', "from 'node-fetch'"],
        ['plugins/fetch-java-client-release/index.ts', "from 'node-fetch'"],
      ]) {
        const path = join(siteDir, file);
        const text = readFileSync(path, 'utf8');
        if (!text.includes(from)) throw new Error(`${path}: ${from} is not in it`);
        const to = from.startsWith('require')
          ? 'require("../../real-sites-offline.cjs")'
          : "from '../../real-sites-offline.cjs'";
        writeFileSync(path, text.replace(from, to));
      }
    },
    peer: true,
    known: [OUR_SEARCH],
    timeoutMinutes: 60,
  },

  {
    name: 'feature-sliced',
    repo: 'feature-sliced/documentation',
    // The last commit with its Docusaurus site (the next one removes it for Astro Starlight).
    commit: 'fb2c564b9b3749f639420a68a1da253eea996d96',
    dir: '.',
    docusaurus: '^3.9.1 (3.9.2, as its pnpm-lock.yaml pins it)',
    features:
      "7 locales with translated docs in the repository (the default locale's docs are its " +
      'i18n/en/…/current folder), a second docs instance, blog, Sass (docusaurus-plugin-sass), ' +
      'plugin-ideal-image, client redirects, llms-txt, plugin-image-zoom, a sidebarItemsGenerator, ' +
      'future.experimental_faster and v4, trailingSlash false, onBrokenLinks throw, React 19',
    dependencies: {
      '@docusaurus/core': '3.9.2',
      '@docusaurus/faster': '3.9.2',
      '@docusaurus/plugin-client-redirects': '3.9.2',
      '@docusaurus/plugin-content-docs': '3.9.2',
      '@docusaurus/plugin-ideal-image': '3.9.2',
      '@docusaurus/preset-classic': '3.9.2',
    },
    keepDev: ['@docusaurus/module-type-aliases', 'docusaurus-plugin-sass', 'sass'],
    // plugin-ideal-image asks for sharp ^0.32, whose install script downloads libvips from GitHub
    // (unreachable here); 0.34, which its devDependencies name, comes with libvips from npm.
    overrides: { sharp: '0.34.5' },
    peer: true,
    known: [OUR_SEARCH],
    timeoutMinutes: 60,
  },
  {
    name: 'rails-event-store',
    repo: 'RailsEventStore/rails_event_store',
    commit: 'ece8f3136448695d34b7dce2874c6d1822a0340c',
    dir: 'railseventstore.org',
    docusaurus: '^3.8.1 (3.10.2 from its package-lock.json)',
    features:
      'Tailwind 3 (a local configurePostCss plugin with postcss-import and autoprefixer), ' +
      '3 versions + current at /docs/master, theme-mermaid, markdown.hooks, Algolia, ' +
      'raw-loader imports, a swizzled DocItem/Content, ESM config with a CommonJS plugin',
    keepDev: ['@tailwindcss/typography', 'raw-loader', 'tailwindcss'],
    // Its package-lock.json installs webpack only nested under @docusaurus/* packages, where
    // Docusaurus's webpackbar does not find it ("Cannot find module 'webpack'", as Wails's):
    // installed at the top too, at the runner's pinned version (this generator does not use it).
    dependencies: { webpack: '5.105.4' },
    peer: true,
    known: [],
  },
  {
    name: 'certimate',
    repo: 'certimate-go/docs',
    commit: 'b87cf562e077a3bac3ffd4f4ae8f9691ff5b9988',
    dir: '.',
    docusaurus: '^3.9.2',
    features:
      'a default locale named "DEFAULT" beside en and zh, each with its own localeConfigs ' +
      'baseUrl (/, /en-US/, /zh-CN/) and translated docs and blog in i18n/, a config localized ' +
      'through DOCUSAURUS_CURRENT_LOCALE, theme-mermaid, markdown.hooks, search-local, ' +
      'trailingSlash true, onBrokenLinks throw, React 19',
    keepDev: ['@docusaurus/tsconfig'],
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'authcrunch',
    repo: 'authcrunch/authcrunch.github.io',
    commit: 'e3cb6f92fa34fd3a09312931ab3678c5403368a1',
    dir: '.',
    docusaurus: '3.9.2',
    features:
      'Tailwind 4 through a local TypeScript plugin (configurePostCss with @tailwindcss/postcss), ' +
      'blog with rss and atom feeds and their XSLT, gtag and googleAnalytics, future.v4, ' +
      'trailingSlash false, React 19',
    keepDev: ['@docusaurus/tsconfig', '@tailwindcss/postcss', 'postcss', 'tailwindcss'],
    peer: true,
    known: [OUR_SEARCH],
    timeoutMinutes: 60,
  },
  {
    name: 'homarr',
    repo: 'homarr-labs/documentation',
    commit: 'f82c0e1047b3cc6fa3e3fcdd42726c8f60d27d60',
    dir: '.',
    docusaurus: '^3.10.1',
    features:
      'blog with an authors map, Tailwind 3 (an inline configurePostCss plugin), theme-mermaid, ' +
      'markdown.format detect, a remark plugin (@fec/remark-a11y-emoji), posthog-docusaurus, ' +
      'docusaurus-plugin-image-zoom, swizzled NotFound and TOC, a versioned_docs folder without ' +
      'versions.json, Algolia with a search page, onBrokenLinks/Anchors/MarkdownLinks and ' +
      'onDuplicateRoutes throw, React 19',
    // theme-mermaid (in its config's `themes`) is a peer dependency of its package.json; a pnpm
    // install with auto-install-peers has it.
    dependencies: { '@docusaurus/theme-mermaid': '^3.10.1' },
    keepDev: ['@docusaurus/tsconfig', '@docusaurus/types', '@fec/remark-a11y-emoji'],
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'd7y',
    repo: 'dragonflyoss/d7y.io',
    commit: 'd7d8782fb8c6053dbbb35270cdcec68a6b2654c9',
    dir: '.',
    docusaurus: '^3.9.2',
    features:
      '14 versions + next (about 800 Markdown files), blog (inline authors ignored, all posts in ' +
      'the sidebar), a second docs instance (videos), staticDirectories with a docs folder, ' +
      'clientModules, markdown.hooks (onBrokenMarkdownImages ignore), mermaid, footer html items, ' +
      'React components under src/pages/components, gtag, Algolia, React 19',
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'halo',
    repo: 'halo-dev/docs',
    commit: 'd12aec56824680cc81e9129e26f6ce3f3604cd93',
    dir: '.',
    docusaurus: '3.10.2',
    features:
      '5 versions + next at / (about 1,200 Markdown files, in Chinese), one locale zh-Hans, ' +
      'a swizzled SearchBar with meilisearch-docsearch, Sass (docusaurus-plugin-sass with ' +
      'sass-embedded, an .scss customCss), @shikijs/rehype as a beforeDefaultRehypePlugin, ' +
      'markdown.mdx1Compat, swizzled MDXComponents and TOC, client redirects, image zoom, ' +
      'versions dropdown with html items and archived versions, future.faster + v4, React 19',
    keepDev: ['docusaurus-plugin-sass', 'sass-embedded'],
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'apache-answer',
    repo: 'apache/answer-website',
    commit: 'e8a9f72d824748ef3906d8a4cb596f09cac3455f',
    dir: '.',
    docusaurus:
      '3.1.1 (core and preset pinned; the other official packages ^3.1.1, 3.1.1 in its pnpm-lock.yaml)',
    features:
      '2 locales (en, zh-CN with translated docs in i18n/), a local plugin extending ' +
      '@docusaurus/plugin-content-blog (featured posts and categories through setGlobalData and ' +
      'addRoute), about 60 swizzled components (CodeBlock, DocItem, DocBreadcrumbs, DocCard, ' +
      'AnnouncementBar, Navbar…), a second docs instance (community), client redirects, Sass ' +
      'customCss (docusaurus-plugin-sass), remark-math 3, Bootstrap, colorMode switch disabled',
    // Its pnpm-lock.yaml installs every @docusaurus/* package at 3.1.1; npm would take the newest
    // 3.x for the `^3.1.1` ones beside the pinned core.
    dependencies: Object.fromEntries(
      [
        'core',
        'plugin-client-redirects',
        'plugin-content-blog',
        'plugin-content-docs',
        'preset-classic',
        'theme-classic',
        'theme-common',
        'theme-mermaid',
        'utils',
      ].map((name) => [`@docusaurus/${name}`, '3.1.1']),
    ),
    // Crowdin's CLI (a translation tool) and the placeholder package `-`: not used by the build.
    omitDependencies: ['@crowdin/cli', '-'],
    keepDev: ['@docusaurus/tsconfig', '@docusaurus/types', 'docusaurus-plugin-sass', 'sass'],
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'bsky-docs',
    repo: 'bluesky-social/bsky-docs',
    commit: '390c1e97084f59df2180b4850d539012baa8b0fa',
    dir: '.',
    docusaurus: '^3.6.2 (3.6.2 from its package-lock.json)',
    features:
      'about 300 Markdown files (225 generated API pages committed), plugin-ideal-image, ' +
      'docusaurus-plugin-openapi-docs and docusaurus-theme-openapi-docs 4.2 (docItemComponent ' +
      '@theme/ApiItem), a swizzled SchemaTabs, a clientModule, a third-party script tag, blog ' +
      '(blogSidebarCount ALL, inline authors ignored), onBrokenLinks throw',
    keepDev: ['@docusaurus/tsconfig', '@docusaurus/types'],
    // plugin-ideal-image 3.6 asks for sharp ^0.32, whose install script downloads libvips from
    // GitHub (unreachable here); 0.34 comes with libvips from npm (as Feature-Sliced Design's).
    overrides: { sharp: '0.34.5' },
    peer: true,
    known: [OUR_SEARCH],
    timeoutMinutes: 60,
  },
  {
    name: 'openyurt',
    repo: 'openyurtio/openyurt.io',
    commit: 'a4a8597184d3b2e7289a2d2e33ed926851ebf566',
    dir: '.',
    docusaurus: '3.9.2',
    features:
      '2 locales (en, zh with translated docs, versions and blog in i18n/), 12 versions + ' +
      'current, blog (blogSidebarCount ALL), Sass (docusaurus-plugin-sass, an .scss customCss, ' +
      'Sass in a page), docusaurus-plugin-image-zoom, headTags, a footer copyright in HTML, ' +
      'duplicate editUrl keys, React 19',
    peer: true,
    known: [OUR_SEARCH],
    timeoutMinutes: 60,
  },
  {
    name: 'capacitor',
    repo: 'ionic-team/capacitor-docs',
    commit: 'b5f9b9aed2f30b99baf5c8d856a929edb71a5b03',
    dir: '.',
    docusaurus: '~3.5.0 through the third-party preset (3.5.2 in its package-lock.json)',
    features:
      'a third-party preset (@ionic-docs/preset-classic with @ionic-docs/theme-classic), 7 ' +
      'versions + current at the base URL /docs/, an inline plugin (loadContent from Prismic, ' +
      'setGlobalData), a swizzled TOC wrapping @theme-init/TOC, Sass modules, markdown.format ' +
      'detect, editUrl function, onBrokenLinks/Anchors/MarkdownLinks throw',
    // The preset's plugin-ideal-image asks for sharp ^0.32, whose install script downloads libvips
    // from GitHub (unreachable here); 0.34 comes with libvips from npm (as Feature-Sliced Design's).
    overrides: { sharp: '0.34.5' },
    prepare: (siteDir) => {
      writeFileSync(join(siteDir, 'real-sites-offline.cjs'), CAPACITOR_OFFLINE);
      const config = join(siteDir, 'docusaurus.config.js');
      const text = readFileSync(config, 'utf8');
      const from = "require('node-fetch')";
      if (!text.includes(from)) throw new Error(`${config}: ${from} is not in it`);
      writeFileSync(config, text.replace(from, "require('./real-sites-offline.cjs')"));
    },
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'jitsi-handbook',
    repo: 'jitsi/handbook',
    commit: '39ea55309eff25a339b4c31fa5367f25842c0f5a',
    dir: '.',
    docusaurus: '3.5.2',
    features:
      'base URL /handbook/, generated category index pages, client redirects, a Markdown page, ' +
      'showLastUpdateTime, Algolia, onBrokenLinks and onBrokenMarkdownLinks throw',
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'guychienll',
    repo: 'guychienll/guychienll',
    commit: '0d8814ee711fdbd99e30b096256499a08e8fdd0a',
    dir: '.',
    docusaurus: '3.8.1',
    features:
      'theme-live-codeblock (playgroundPosition bottom), Tailwind 4 (a local configurePostCss ' +
      'plugin with @tailwindcss/postcss), a local plugin writing a file in contentLoaded, ' +
      'swizzled DocItem/Content and BlogPostItem/Content (wrap), a second blog instance ' +
      '(portfolio) beside a blog folder that does not exist, client redirects, sitemap ' +
      'createSitemapItems, colorMode dark with disableSwitch, zh-Hant only, React 19',
    keepDev: ['tailwind-merge', 'tailwind-variants', 'tailwindcss', 'yaml-front-matter'],
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'jellyfin',
    repo: 'jellyfin/jellyfin.org',
    commit: '04dc6a60fd7045474ac40b1cac962947a4a9b4a9',
    dir: '.',
    docusaurus: '3.10.2',
    features:
      'no preset (docs, blog, pages, sitemap, svgr, client redirects and theme-classic each ' +
      'listed), a blog at /posts with an id, markdown.hooks.onBrokenMarkdownLinks, theme-mermaid, ' +
      'search-local (explicitSearchResultPath), Sass (docusaurus-plugin-sass, three customCss ' +
      'files, one from a package), client redirects from a TypeScript module with fromExtensions, ' +
      'colorMode dark with disableSwitch, a footer logo and HTML copyright, React 18',
    // Its package-lock.json installs webpack only nested under the Docusaurus packages (as
    // Wails's): Docusaurus's own build needs it at the top (pinned by installManifest).
    dependencies: { webpack: '5.105.4' },
    // Every Docusaurus package is a devDependency of its package.json.
    keepDev: [
      '@docusaurus/core',
      '@docusaurus/plugin-client-redirects',
      '@docusaurus/plugin-content-blog',
      '@docusaurus/plugin-content-docs',
      '@docusaurus/plugin-content-pages',
      '@docusaurus/plugin-sitemap',
      '@docusaurus/plugin-svgr',
      '@docusaurus/theme-classic',
      '@docusaurus/theme-mermaid',
      '@easyops-cn/docusaurus-search-local',
      'docusaurus-plugin-sass',
      'react-dom',
      'sass',
    ],
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'cloudpss',
    repo: 'CloudPSS/docs',
    commit: '95d40558d925d48a5509a37b085d479fbdae5197',
    dir: '.',
    docusaurus: '3.9.2',
    features:
      'about 2,300 Markdown files (docs at / with trailingSlash true), a config split into ' +
      'modules (docusaurus/*.ts), zh-hans only with translateConfig, markdown.hooks ' +
      '(onBrokenMarkdownLinks and onBrokenMarkdownImages throw), markdown.remarkRehypeOptions ' +
      'with footnote functions, local remark and rehype plugins with eight npm ones (math, ' +
      'directive, definition lists, extended tables, CJK lines), a configurePostCss plugin ' +
      'naming postcss-preset-env by string, an inline configureWebpack plugin rewriting the SVG ' +
      'rules (?url assets), swizzled Root, ColorModeToggle (wrap), Admonition/Types (wrap) and ' +
      'TabItem (eject), theme-mermaid, plugin-pwa, search-local, image zoom, a clientModule, ' +
      'blogSidebarCount ALL, onBrokenLinks/Anchors and onDuplicateRoutes throw, React 19',
    keepDev: ['postcss-preset-env', 'vfile-reporter'],
    peer: "about 2,300 Markdown files: Docusaurus's route list (--peer-routes)",
    known: [],
    timeoutMinutes: 90,
  },
  {
    name: 'open-webui',
    repo: 'open-webui/docs',
    commit: '1eea3847ca6c2b0f2ca79a300925592c0da7c8d0',
    dir: '.',
    docusaurus: '^3.5.2 (3.9.2 from its package-lock.json)',
    features:
      'about 440 Markdown files (docs at /), ejected swizzled Layout, Footer, Navbar/Content, ' +
      'DocItem/Footer, DocSidebar, CodeBlock, Icon/Menu and SearchBar, @shikijs/rehype (every ' +
      'bundled language) as a beforeDefaultRehypePlugin of docs and blog, theme-mermaid, ' +
      'search-local (explicitSearchResultPath) with an inline configureWebpack plugin ' +
      '(NormalModuleReplacementPlugin), Tailwind 3 through a postcss.config.js, Sass, ' +
      "titleDelimiter '/', a clientModule, onBrokenLinks throw, React 18",
    keepDev: [
      '@docusaurus/tsconfig',
      '@docusaurus/types',
      'autoprefixer',
      'postcss',
      'tailwindcss',
    ],
    // Its postbuild scripts (raw docs, search corpus, llms files) are not run, for both builds.
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'openkruise',
    repo: 'openkruise/openkruise.io',
    commit: '81a3ff6609426e31c8e5323a7366777f02ea0226',
    dir: '.',
    docusaurus: '^3.9.2 (3.9.2 from its package-lock.json)',
    features:
      '2 locales (en, zh with translated docs of 4 docs instances, blog, sidebar and theme ' +
      'translations: code.json, navbar.json, footer.json), 4 versions + current with ' +
      'onlyIncludeVersions (a fifth folder and a version left out), editUrl functions by locale, ' +
      'showLastUpdateAuthor/Time, a page under src/pages/zh, announcement bar, localeDropdown, ' +
      'footer html items, trailingSlash false, Algolia, React 19',
    // Its prebuild script asks GitHub for the latest release (static/data/latest-release.json):
    // not run, for both builds (the page reads it in the browser).
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'typegoose',
    repo: 'typegoose/typegoose',
    commit: '2a3afae623e8ecffb2e3d1fa9709382595210e4c',
    dir: 'website',
    // Its config reads ../scripts/getDeployInfo.js (which reads the repository's package.json);
    // its docs are ../docs.
    extract: ['website', 'docs', 'scripts', 'package.json'],
    docusaurus: '3.10.0',
    features:
      'base URL /typegoose/, docs from ../docs, custom navbar item types through a wrapped ' +
      '@theme/NavbarItem/ComponentTypes, a swizzled SearchMetadata, remark-plugin-npm2yarn ' +
      '(sync), pages under src/pages/docs beside the docs, Algolia with searchParameters, ' +
      'customFields, React 19',
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'sequelize',
    repo: 'sequelize/website',
    commit: '678e2ada0f480fe4736c450a0498f08a82a7fa96',
    dir: '.',
    docusaurus: '3.10.0',
    features:
      'versions with their own paths (current at /docs/v7, 6.x.x at /docs/v6), ' +
      'remark-plugin-npm2yarn (sync), Sass (docusaurus-plugin-sass, an .scss customCss), ' +
      'theme-mermaid, markdown.hooks, raw-loader imports (!!raw-loader!), prism magicComments, ' +
      'showLastUpdateAuthor/Time, a versions dropdown with pathname:/// items, about 760 static ' +
      'HTML files (old API docs), footer html item, trailingSlash true, Algolia, React 19',
    // Its docs import two files of the Sequelize repository that its sync script clones into
    // .sequelize/ (not in the snapshot): small stand-ins, the same for both builds.
    prepare: (siteDir) => {
      const dir = join(siteDir, '.sequelize/v7/packages/core/test/types/typescript-docs');
      mkdirSync(dir, { recursive: true });
      for (const f of ['model-init-no-attributes.ts', 'define.ts'])
        writeFileSync(join(dir, f), `// A stand-in for ${f} (scripts/real-sites).\nexport {};\n`);
    },
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'zenstack',
    repo: 'zenstackhq/zenstack-docs',
    commit: 'bf4c80defe8486cfebfe14430f5ff5716a6689aa',
    dir: '.',
    docusaurus: '3.4.0',
    features:
      'versions (current labelled 3.x as lastVersion, 2.x), Tailwind 3 through an inline ' +
      'configurePostCss plugin, a local plugin extending plugin-content-blog (related posts), ' +
      'swizzled BlogPostPage and DocItem/Layout, a component requiring ' +
      '`!!raw-loader!@site/code-repos/${path}` by a template (a webpack context), theme-mermaid, ' +
      'googleTagManager, an html navbar item with Tailwind classes, announcement bar, Algolia ' +
      'with a search page, onBrokenLinks throw, React 18',
    keepDev: ['@tailwindcss/typography'],
    // Its code-repos/ are git submodules (empty in the snapshot): each file its docs show through
    // StackBlitzGithub or GithubCodeBlock gets a small stand-in, the same for both builds.
    prepare: (siteDir) => {
      const files = new Set();
      const walk = (dir) => {
        for (const e of readdirSync(dir, { withFileTypes: true })) {
          const p = join(dir, e.name);
          if (e.isDirectory()) walk(p);
          else if (/\.mdx?$/.test(e.name)) {
            const text = readFileSync(p, 'utf8');
            for (const [tag] of text.matchAll(/<(StackBlitzGithub|GithubCodeBlock)\b[^>]*>/g)) {
              const repo = /repoPath="([^"]+)"/.exec(tag)?.[1];
              if (!repo) continue;
              const list = (re) => {
                const m = re.exec(tag);
                return m ? [...m[1].matchAll(/'([^']+)'/g)].map((x) => x[1]) : undefined;
              };
              const code = list(/codeFiles=\{\[([^\]]*)\]\}/);
              const open =
                list(/openFile=\{\[([^\]]*)\]\}/) ??
                (/openFile="([^"]+)"/.exec(tag)?.[1] ?? 'main.ts').split(',');
              const file = /\bfile="([^"]+)"/.exec(tag)?.[1];
              for (const f of file ? [file] : (code ?? open)) files.add(`${repo}/${f}`);
            }
          }
        }
      };
      for (const d of ['docs', 'versioned_docs']) walk(join(siteDir, d));
      for (const f of files) {
        const path = join(siteDir, 'code-repos', f);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, `// A stand-in for ${f} (scripts/real-sites).\n`);
      }
    },
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'stencil',
    repo: 'stenciljs/site',
    commit: '63d133e665da740b89a4a71e8eec28960ccee5f0',
    dir: '.',
    docusaurus: '~3.5.0 through the third-party preset (^1.3.0 of @ionic-docs/preset-classic)',
    features:
      '13 versions + current (about 1,200 Markdown files) with docs at / under the base URL ' +
      '/docs/, an async sidebarItemsGenerator filtering the default one, the third-party ' +
      '@ionic-docs/preset-classic, docusaurus-theme-github-codeblock, llms-txt (markdown files), ' +
      'Sass, a swizzled SearchBar, a localeDropdown with dropdownItemsAfter, logo.after html, ' +
      'a scripts entry, onBrokenLinks/Anchors throw, React 18',
    // As Capacitor's: the preset's plugin-ideal-image asks for sharp ^0.32 (libvips from GitHub).
    overrides: { sharp: '0.34.5' },
    peer: "about 1,200 Markdown files: Docusaurus's route list (--peer-routes)",
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'trpc',
    repo: 'trpc/trpc',
    commit: '340811ba5320637fbaf48fccf3dbfdd258bd34db',
    dir: 'www',
    docusaurus: '^3.7.0',
    features:
      'remark-shiki-twoslash (type-checked code blocks, about 450) with a local remark plugin ' +
      'turning its HTML into JSX, in docs and blog options; 2 versions + current (paths v10, v9, ' +
      'banners), Tailwind 3 through an inline configurePostCss plugin (tailwindcss, autoprefixer, ' +
      'cssnano), an inline postBuild plugin reading routes (plugin name and id, props.version.docs) ' +
      'to write llms files, swizzled CodeBlock, Navbar/Logo, DocVersionBanner, BlogPostItem, ' +
      'DocItem/Metadata and BlogPostPage/Metadata, clientModules, headless UI and framer-motion ' +
      'pages, scripts, onDuplicateRoutes throw, future.experimental_faster, React 19',
    // Its @trpc/* packages are the monorepo's (workspace:*): the published versions of this commit.
    dependencies: {
      '@trpc/client': '11.18.0',
      '@trpc/next': '11.18.0',
      '@trpc/react-query': '11.18.0',
      '@trpc/server': '11.18.0',
      '@trpc/tanstack-react-query': '11.18.0',
    },
    // Development dependencies the build needs: Tailwind's (its PostCSS plugin) and the packages
    // its twoslash code blocks import (their types are checked while compiling).
    keepDev: [
      '@fastify/websocket',
      '@types/aws-lambda',
      '@types/node',
      '@types/react',
      '@types/react-dom',
      '@types/ws',
      'arktype',
      'autoprefixer',
      'effect',
      'fastify',
      'next',
      'next-auth',
      'postcss',
      'runtypes',
      'scale-codec',
      'superstruct',
      'tailwindcss',
      'tailwindcss-elevation',
      'typescript',
      'valibot',
      'ws',
      'yup',
    ],
    // TYPEDOC (on by default) makes API pages with docusaurus-plugin-typedoc from the monorepo's
    // package sources; off for both builds (its own switch), as the site's API pages need the
    // monorepo. Its postinstall writes CompaniesUsing.script.output.ts from static/logos (no
    // lifecycle script of a site runs here): written the same way, for both builds.
    env: { TYPEDOC: '0' },
    prepare: (siteDir) => {
      const logos = readdirSync(join(siteDir, 'static/logos')).sort();
      const companies = logos.map((file) => ({
        src: `/logos/${file}`,
        name: file.replace(/\.[^.]*$/, ''),
      }));
      writeFileSync(
        join(siteDir, 'src/components/CompaniesUsing.script.output.ts'),
        `export const companies = ${JSON.stringify(companies, null, 2)} as const;\n`,
      );
    },
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'bolt-js',
    repo: 'slackapi/bolt-js',
    // The last commit with its Docusaurus site (the docs moved to another repository after it).
    commit: 'e9e28ad7e56559adb3189f0115cba46a03537914',
    dir: 'docs',
    docusaurus: '3.8.0',
    features:
      '2 locales (en, ja-jp with translated docs, sidebar, navbar, footer and code.json), base ' +
      'URL /bolt-js/ with the docs at its root (path content), breadcrumbs off, blog off, ' +
      'client redirects (redirects with from lists), docusaurus-theme-github-codeblock, ' +
      'autoCollapseCategories, a swizzled NotFound and NotFound/Content, navbar and footer ' +
      'from modules, an ESM config with require, React 19',
    peer: true,
    known: [OUR_SEARCH],
    timeoutMinutes: 60,
  },
  {
    name: 'typeorm',
    repo: 'typeorm/typeorm',
    commit: '281bfba42a5813b106bcf5ba79bc7f7251bd1e73',
    dir: 'docs',
    docusaurus: '^3.10.1',
    features:
      'docusaurus-lunr-search, @signalwire/docusaurus-plugin-llms-txt (pages, llms-full), ' +
      'client redirects from a TypeScript module, a blog with rss and atom feeds and an ' +
      'authors.yml, announcement bar (closeable, colours), a navbar dropdown with html items ' +
      'and className, logo srcDark with width and height, an external stylesheet (Google ' +
      'Fonts), production-only scripts, sitemap lastmod, CSS modules, React 18',
    peer: true,
    known: [OUR_SEARCH],
    timeoutMinutes: 60,
  },
  {
    name: 'infer',
    repo: 'facebook/infer',
    commit: 'be1b9a8dc1b0f8d2aac29136f5812d117da5fcd9',
    dir: 'website',
    docusaurus: '^3.1.1',
    features:
      '2 versions + current with number-prefixed doc files (00-getting-started.md), a blog with ' +
      'inline authors (onInlineAuthors ignore), about 10,000 static files (odoc HTML), an ' +
      'announcement bar (not closeable, colours), Algolia, gtag, prism additionalLanguages, ' +
      'HTML-wrapping and script components, React 18',
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'flow',
    repo: 'facebook/flow',
    commit: 'a77cd163bd5461c991c7cd2e59f634d86b783e80',
    dir: 'website',
    docusaurus: '3.7.0',
    features:
      'docusaurus-plugin-internaldocs-fb preset with a function config, a babel.config.js with ' +
      "@babel/preset-flow and babel-plugin-syntax-hermes-parser (Flow types in the site's .js), " +
      'four inline configureWebpack plugins (fallbacks, wasm, EnvironmentPlugin, Monaco), a ' +
      'remark plugin turning flow-check code blocks into metadata for a swizzled CodeBlock, ' +
      'npm2yarn, theme-mermaid, trailingSlash true, docs at en/docs, colorMode dark by default, ' +
      'swizzled Navbar/Content, BlogLayout and BlogPostItem title, an MDX home page, React 18',
    // The site's flow-check remark plugin runs the `flow` binary on every such block (not
    // installed here); its own switch makes it return no errors, for both builds.
    // Its theme-mermaid (^3.7.0) as its yarn.lock has it: Docusaurus 3.7.0 refuses a newer one.
    dependencies: { '@docusaurus/theme-mermaid': '3.7.0' },
    env: { ...NO_HG.env, NO_INLINE_FLOW_ERRORS: '1' },
    prepare: NO_HG.prepare,
    // As Metro's (sites.mjs): the preset's postBuild makes `build/rendered-components` in the
    // working directory without `recursive`, so the site folder gets the `build/` it expects.
    beforeBuild: (siteDir) => {
      rmSync(join(siteDir, 'build'), { recursive: true, force: true });
      mkdirSync(join(siteDir, 'build'), { recursive: true });
    },
    keepDev: [
      '@babel/preset-flow',
      '@docusaurus/remark-plugin-npm2yarn',
      'babel-plugin-syntax-hermes-parser',
      'raw-loader',
    ],
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'hydra',
    repo: 'facebookresearch/hydra',
    commit: '2c03d1b925fe239e0b67b923699d4027685f198f',
    dir: 'website',
    docusaurus: '^3.10.2',
    features:
      '5 versions + current (lastVersion current, a docsVersionDropdown), trailingSlash true, ' +
      'onBrokenLinks/onBrokenAnchors and markdown.hooks.onBrokenMarkdownLinks throw, a swizzled ' +
      'MDXComponents adding site components (GithubLink reading customFields per version), a ' +
      'swizzled NotFound, a landscape directory page from JSON, Markdown pages under src/pages, ' +
      'an announcement bar, prism additionalLanguages (antlr4), Algolia, gtag, React 19',
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'fesod',
    repo: 'fast-excel/fesod',
    commit: '4124e80d9f641ddc48e47aa86efadf62a9890a62',
    dir: 'website',
    docusaurus: '3.8.1',
    features:
      '2 locales (en, zh-cn) each with localeConfigs.path, translated docs of 2 docs instances ' +
      "(the preset's and a community one) with editLocalizedFiles, markdown.format md (every " +
      'file read as CommonMark), theme-mermaid, future.v4, base URL /fastexcel/, prism ' +
      'additionalLanguages, a footer with no links',
    // Its theme-mermaid range (^3.8.1) installs 3.10.2, which Docusaurus 3.8.1 refuses (every
    // official package at core's version); no lock file in the repository.
    dependencies: { '@docusaurus/theme-mermaid': '3.8.1' },
    peer: true,
    known: [],
  },
  {
    name: 'openhands-docs',
    repo: 'All-Hands-AI/OpenHands',
    commit: 'd03efa284aa3c5d16fda9e9cfac6b3adc385a645',
    dir: 'docs',
    docusaurus: '^3.8.0',
    features:
      '5 locales (en with htmlLang en-GB, fr, zh-Hans, ja, pt-BR) with translated docs, blog ' +
      'options and a translated autogenerated sidebar.json, docs in modules/ at /modules, ' +
      'docusaurus-lunr-search with 5 languages (@node-rs/jieba), theme-mermaid, a wrapped ' +
      'Layout (@theme-original/Layout) adding a footer from src/pages/_footer.tsx, ' +
      'trailingSlash false, React 19',
    // The last commit before its docs moved to another tool (6132968); its package-lock.json
    // pins Docusaurus 3.8.0. Its build script first copies swagger-ui-dist into static/ (a
    // navbar link points at the deployed copy by absolute URL), not run here.
    // Ours stopped (2026-11-30) at the search's generated lunr client: lunr-languages' lunr.zh.js
    // is a UMD module whose CommonJS branch requires @node-rs/jieba (its browser entry needs
    // @node-rs/jieba-wasm32-wasi, not installed); webpack takes the AMD branch and never resolves
    // it, as ours now does (plugins/amdModules.ts).
    peer: true,
    known: [],
    timeoutMinutes: 60,
  },
  {
    name: 'tgi-wiki',
    repo: 'tgilabs/public-docs',
    commit: 'ead798d960b2266377e9351d47c91c5298da1620',
    docusaurus: '^3.5.2',
    features:
      'a Hebrew site (defaultLocale he, direction rtl inferred), docs at /, navbar items with ' +
      '`html` labels inside dropdowns and docSidebar items, `scripts` with an inline onload, ' +
      'two local plugins injecting postBodyTags (a div and an inline script; a script from ' +
      'static/), colorMode dark by default, a footer copyright with HTML, onBrokenLinks warn',
    peer: true,
    known: [],
  },
  {
    name: 'tamaki-mes',
    repo: 'TamakiControl/tamaki-mes-docs',
    commit: '265091b79e7a8f2dea471d37f6078a9d42593817',
    docusaurus: '3.7.0',
    features:
      'docusaurus-theme-search-typesense 0.23 (a third-party search theme: its SearchBar and ' +
      'validateThemeConfig), docusaurus-plugin-image-zoom (themeConfig.zoom), url and baseUrl ' +
      "from the environment (dotenv), the preset's sitemap with createSitemapItems and " +
      'ignorePatterns, a navbar logo with a height, hideOnScroll, about 560 Markdown files',
    // Its config reads url, baseUrl and the Typesense server from `.env` (not committed): the
    // same stand-ins for both builds.
    env: {
      URL: 'https://docs.example.com',
      BASE_URL: '/',
      TYPESENSE_COLLECTION_NAME: 'tamaki',
      TYPESENSE_HOST: 'typesense.example.com',
      TYPESENSE_PORT: '443',
      TYPESENSE_PROTOCOL: 'https',
      TYPESENSE_API_KEY: 'search-only-stand-in',
      GH_DOCS_URL: 'https://github.com/TamakiControl/tamaki-mes-docs/tree/main/',
      STACK_OVERFLOW_URL: 'https://stackoverflow.com/',
    },
    peer: true,
    known: [],
  },
  {
    name: 'kuizuo-blog',
    repo: 'kuizuo/blog',
    commit: 'c66a316e949f7cafd68600ce379a53f3e59c64f6',
    docusaurus: '3.10.1',
    features:
      'a blog through a local plugin extending plugin-content-blog (global blog data), ' +
      '@docusaurus/plugin-pwa, @docusaurus/plugin-ideal-image, docusaurus-plugin-image-zoom, ' +
      'vercel-analytics, gtag, Tailwind 4 through an inline configurePostCss plugin ' +
      '(@tailwindcss/postcss), about 80 swizzled theme files, future.v4 as an object and ' +
      'future.faster with every flag, storage namespacing, zh-CN, an inline head script ' +
      'plugin, external stylesheets, React 19',
    // As Capacitor's: plugin-ideal-image asks for sharp ^0.32 (libvips from GitHub).
    overrides: { sharp: '0.34.5' },
    // Its stylesheets' Tailwind config loads @tailwindcss/typography, its components import
    // @iconify/react: both devDependencies.
    keepDev: ['@tailwindcss/typography', '@iconify/react', '@swc/helpers'],
    peer: true,
    known: [],
  },
  {
    name: 'nonebot',
    repo: 'nonebot/nonebot2',
    // The last commit before it moved to Docusaurus 3.10 and nonepress 3.8 (226782b), whose
    // @nullbot packages (3.7, 3.8) the registry here does not have; its yarn.lock pins
    // Docusaurus 3.9.2 and nonepress 3.6.1 (which depends on exactly 3.9.2).
    commit: '05f8b84cd182a814a94a7ffcf33ac5f796128605',
    dir: 'website',
    docusaurus: '3.9.2',
    dependencies: {
      '@docusaurus/core': '3.9.2',
      '@docusaurus/faster': '3.9.2',
      '@docusaurus/module-type-aliases': '3.9.2',
      '@docusaurus/eslint-plugin': '3.9.2',
      '@nullbot/docusaurus-preset-nonepress': '3.6.1',
      '@nullbot/docusaurus-plugin-changelog': '3.6.1',
    },
    keepDev: ['@docusaurus/faster', 'asciinema-player'],
    // The theme's ^3.6.1 ranges would take 3.8.0 of two of its packages (3.9.2's Docusaurus
    // packages would not match theirs) and a third that is not on the registry here.
    overrides: {
      // The preset's plugin-ideal-image asks for sharp ^0.32 (libvips from GitHub).
      sharp: '0.34.5',
      '@nullbot/docusaurus-theme-nonepress': '3.6.1',
      '@nullbot/docusaurus-plugin-docsmenu': '3.6.1',
      '@nullbot/docusaurus-plugin-getsidebar': '3.6.1',
    },
    features:
      'a third-party preset and theme (@nullbot/docusaurus-preset-nonepress: its own Layout, ' +
      'navbar item types docsMenu and a versions dropdown, Tailwind through themeConfig), ' +
      '@nullbot/docusaurus-plugin-changelog (pages from a changelog file, sidebar items from ' +
      'it), 3 versions + current, an async config function, future.experimental_faster and v4, ' +
      'markdown.mdx1Compat.headingIds, showLastUpdateAuthor/Time, a configureWebpack alias, ' +
      'zh-Hans, React 19',
    // Its current API docs (docs/api/**/*.md) are generated from the Python package by its CI
    // (gitignored); the last version's (2.5.0) stand in for them in both builds.
    prepare(siteDir) {
      const from = join(siteDir, 'versioned_docs/version-2.5.0/api');
      const to = join(siteDir, 'docs/api');
      if (existsSync(from)) cpSync(from, to, { recursive: true, force: false });
    },
    // Ours stops (2026-11-30) before loading anything, with positioned errors: the config's
    // `require('./src/plugins/webpack-plugin.ts')` is the module's namespace under this
    // generator's jiti 2, where Docusaurus's jiti 1 gives the default export (its function), and
    // the navbar's `docsMenu` items (the nonepress theme's own type) are refused by the classic
    // theme's item types. Docusaurus 3.9.2 builds it (380 HTML files).
    peer: true,
    known: [],
  },
  {
    name: 'h3',
    repo: 'uber/h3',
    commit: '679f6b064431cc2e4c67ba63570a47beb7b0b54b',
    dir: 'website',
    docusaurus: '^3.10.1 (3.10.2 installed)',
    features:
      '@docusaurus/theme-live-codeblock with a swizzled Playground and ReactLiveScope (h3-js ' +
      'in scope), remark-math + rehype-katex with a KaTeX stylesheet (integrity), a 3.x ' +
      'version beside current (lastVersion current, its label), docusaurus-lunr-search ' +
      '(excludeRoutes), an ESM-import config that assigns module.exports, editUrl as a ' +
      'function, customCss from node_modules (mapbox-gl), onBrokenAnchors throw, React 18',
    // Every package it uses is a devDependency (its package.json has no `dependencies`).
    keepDev: [
      '@babel/helper-get-function-arity',
      '@docusaurus/core',
      '@docusaurus/preset-classic',
      '@docusaurus/theme-live-codeblock',
      '@mdx-js/react',
      'deck.gl',
      'docusaurus-lunr-search',
      'geojson2h3',
      'global',
      'h3-js',
      'h3-jsv3',
      'mapbox-gl',
      'react',
      'react-dom',
      'react-map-gl',
      'rehype-katex',
      'remark-math',
      'styled-components',
      'use-location-state',
      'wkt',
    ],
    peer: true,
    known: [OUR_SEARCH],
    timeoutMinutes: 60,
  },
  {
    name: 'arduino-arabic',
    repo: 'arduino-arabic/arduino-arabic',
    commit: 'ac41acd3fe978738b0883001cd9e9b499995377c',
    dir: '.',
    docusaurus: '3.9.2',
    features:
      'a right-to-left default locale (ar, direction rtl, htmlLang ar-EG) and no other, ' +
      'base URL /arduino-arabic/, headTags (a web font), prism additionalLanguages cpp and ' +
      'arduino, blog: false with a blog folder left in place, lucide-react, React 19',
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'aquarius',
    repo: 'KuasaSemi/aquarius-docs',
    commit: '1af4d7ec4a323245dd3026a18ea94b9b17eebf03',
    dir: '.',
    docusaurus: '^3.8.1 (3.8.1 from its package-lock.json)',
    features:
      'remark-math + rehype-katex in docs and pages, a KaTeX stylesheet object (type, ' +
      'integrity, crossorigin), docs at / with nested _category_.json folders, React 19',
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'lido',
    repo: 'lidofinance/docs',
    commit: '35624e45098d819f9ad807ddcc3a5b70dab8d24a',
    dir: '.',
    docusaurus: '^3.9.2 (3.9.2 from its package-lock.json)',
    features:
      'an async config function importing remark-math and rehype-katex, 3 docs instances ' +
      '(docs at /, run-on-lido, earn) each with math, theme-mermaid (markdown.mermaid), a KaTeX ' +
      'stylesheet object, two local plugins (llms.txt and Markdown sources of every doc), client ' +
      'redirects, @easyops-cn/docusaurus-search-local, onBrokenAnchors throw, React 19',
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'recyclarr',
    repo: 'recyclarr/wiki',
    commit: 'c98ba756e136319ce02ad292dd8194d428d2e362',
    dir: '.',
    docusaurus: '^3.10.0 (3.10.2 from its yarn.lock)',
    features:
      'future.v4, docs at / with trailingSlash true, docusaurus-theme-github-codeblock (a ' +
      'third-party theme over CodeBlock), swizzled MDXComponents parts (Code, Pre, A, Img, ' +
      'Heading, Details, Li, Ul), a custom navbar item type (ComponentTypes), MDX partials, ' +
      'Sass (docusaurus-plugin-sass, an .scss customCss), colorMode defaultMode dark, React 19',
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'pixijs',
    repo: 'pixijs/pixijs.com',
    // The last commit on Docusaurus 3.6 (its package-lock.json: 3.6.3) before 3.7.
    commit: '8a666092bcd3badc0d5118847fbd0f1aabb74835',
    dir: '.',
    docusaurus: '~3.6.3 (3.6.3 from its package-lock.json)',
    features:
      'future.experimental_faster (@docusaurus/faster 3.6.3), 2 versions with their own paths ' +
      '(current labelled v8.x at /8.x, 7.x with a badge) and docs at /, client redirects from ' +
      'createRedirects, a blog with postsPerPage ALL, @easyops-cn/docusaurus-search-local with ' +
      'searchContextByPaths, Sass (an .scss customCss), Sandpack and Monaco playgrounds, ' +
      'pixi.js 8, googleAnalytics through the preset, trailingSlash false, React 18',
    // Its prebuild script writes the tutorials' pages (gitignored) from src/tutorials.
    keepDev: ['glob', 'semver'],
    before: [{ node: ['scripts/generate-tutorial-docs.js'] }],
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'janus',
    repo: 'ayoub3bidi/janus',
    commit: '85533d51e92275a54db0cbe65a888dca6e889eb1',
    dir: '.',
    docusaurus: '3.7.0',
    features:
      'Tailwind CSS 3 through an inline plugin function of the config (configurePostCss pushing ' +
      'tailwindcss and autoprefixer, @tailwind directives in customCss), 2 locales (en, fr with ' +
      'translated navbar, footer and code.json), @easyops-cn/docusaurus-search-local, a blog ' +
      'with rss and atom feeds (xslt), React 19',
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'panzoom',
    repo: 'r74tech/docusaurus-plugin-panzoom',
    commit: 'abd23a8e8facad4f0d463f4f7ce143ea79a9dd0c',
    dir: 'docs',
    docusaurus: '3.9.2',
    features:
      'a third-party plugin (@r74tech/docusaurus-plugin-panzoom, a client module wrapping ' +
      'elements matched by themeConfig.zoom selectors), theme-mermaid (markdown.mermaid), ' +
      'docs at /docs with numbered folders and _category_.json, base URL ' +
      '/docusaurus-plugin-panzoom/, blog: false, React 19',
    // Its package.json names the plugin as `file:..` (the repository's own source, built by
    // its publish script): the published version of the pinned commit instead.
    dependencies: { '@r74tech/docusaurus-plugin-panzoom': '2.4.2' },
    keepDev: ['@docusaurus/tsconfig', '@docusaurus/types'],
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'k3s-sample',
    repo: 'maxime67/manifest_k3s_sample',
    commit: '3888013a5ed4181ef32ba7891b70ebe79178739a',
    dir: 'k3s-documentation',
    docusaurus: '3.8.1',
    features:
      'Tailwind CSS 3 through a postcss.config.js beside the config (no plugin: the PostCSS ' +
      'config file the style loader finds), tailwind.config.js with the class dark mode on ' +
      'data-theme, future.v4, docs at / with a blog, French content, React 19',
    keepDev: ['autoprefixer', 'postcss', 'tailwindcss'],
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'gofiber',
    repo: 'gofiber/docs',
    commit: '77e236b1bb143f9fd363b5ba1c39a26a93ec122b',
    dir: '.',
    docusaurus: '^3.10.2',
    features:
      'about 4,300 Markdown files in four docs instances with versions (core at /, contrib, ' +
      'storage, template), blog, plugin-pwa, plugin-client-redirects (createRedirects), ' +
      '@easyops-cn/docusaurus-search-local, docusaurus-plugin-llms, docusaurus-plugin-sass, ' +
      'theme-mermaid, two local TypeScript plugins, a config that writes generated JSON before ' +
      'the build, React 19',
    // docusaurus-plugin-sass's peer `sass` (npm installs peers; the runner's --legacy-peer-deps
    // does not), at its lock's version.
    dependencies: { sass: '1.90.0' },
    keepDev: ['@docusaurus/module-type-aliases'],
    peer: 'about 4,300 Markdown files: too long on this machine',
    known: [OUR_SEARCH],
    timeoutMinutes: 60,
  },
  {
    name: 'amd-blog',
    repo: 'AMD-NICK/blog.amd-nick.me',
    commit: '55c472f661fcfe196f0330bff266f86d5eeac58b',
    dir: '.',
    docusaurus: '^3.7.0 (3.7.0 from its yarn.lock)',
    features:
      'a personal blog at / (blog routeBasePath "/", blogSidebarCount ALL) beside docs at /docs, ' +
      'one locale (ru) with a code.json, third-party plugins (docusaurus-plugin-backlinks, ' +
      'docusaurus-plugin-yandex-metrica), swizzled BlogPostItem and DocPaginator (Giscus ' +
      'comments, the backlinks component), gtag, sitemap lastmod and ignorePatterns, ' +
      'trailingSlash false, onBrokenMarkdownLinks throw, algolia, React 18',
    // Its yarn.lock's versions (npm would install the newest ^3.7.0).
    dependencies: {
      '@docusaurus/core': '3.7.0',
      '@docusaurus/plugin-google-gtag': '3.7.0',
      '@docusaurus/preset-classic': '3.7.0',
      'docusaurus-plugin-backlinks': '1.0.7',
    },
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'playwright',
    repo: 'microsoft/playwright.dev',
    commit: 'fae9e7eaeae69f2732d5877e0dce598b0e284ef6',
    dir: '.',
    docusaurus: '3.10.1',
    features:
      'no preset (theme-classic, theme-search-algolia and the plugins named one by one), four ' +
      'docs instances (one versioned: stable), plugin-ideal-image with sharp, swizzled ' +
      'NavbarItem, SearchBar, Details, NotFound and ProgressiveImage, a dropdown of items with ' +
      'data- attributes and href #, trailingSlash false, future.faster + v4, a config in ' +
      'TypeScript, React 18',
    keepDev: ['@docusaurus/faster', '@docusaurus/tsconfig'],
    // As Capacitor's: plugin-ideal-image asks for sharp ^0.32 (libvips from GitHub).
    overrides: { sharp: '0.34.5' },
    // Its build script copies one language's folder (nodejs/, at /) to the root first.
    prepare: (siteDir) => {
      for (const entry of readdirSync(join(siteDir, 'nodejs')))
        cpSync(join(siteDir, 'nodejs', entry), join(siteDir, entry), { recursive: true });
    },
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'eigenlayer',
    repo: 'Layr-Labs/eigenlayer-docs',
    commit: 'b265bd95169a06c4b61cefe452717a335a50a21b',
    dir: '.',
    docusaurus: '3.7.0',
    features:
      'an inline plugin function in the config with loadContent and a postBuild that reads the ' +
      "docs plugin's routes (route.plugin.name, the version route's props.version.docs) to write " +
      'llms.md, docs at / with remark-math and rehype-katex, a KaTeX stylesheet object, ' +
      'theme-mermaid, client redirects (a list and createRedirects), config scripts (async and ' +
      'not), a swizzled MDXComponents adding a component, @easyops-cn/docusaurus-search-local as ' +
      'a theme, gtag, dotenv required by the config, React 18',
    // Its config requires dotenv first; its yarn.lock's versions of what npm would take newer.
    keepDev: ['dotenv'],
    dependencies: { '@easyops-cn/docusaurus-search-local': '0.45.0' },
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'yoga',
    repo: 'facebook/yoga',
    commit: 'f6206ec3538bf1e344c3b8094d394bbeba8531f1',
    dir: 'website',
    docusaurus: '3.6.0',
    features:
      'a TypeScript site in a monorepo folder (website/), live playgrounds in MDX (react-live, a ' +
      'Playground component laying out boxes with yoga-layout, whose module awaits its WebAssembly ' +
      'at the top level), lz-string, a blog with images in post folders, autogenerated sidebars ' +
      'with _category_.json, React 18',
    // The site takes yoga-layout from the repository's workspace (built from C++ with emscripten);
    // the published package of that release instead.
    dependencies: { 'yoga-layout': '3.2.1' },
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'nitro',
    repo: 'mrousavy/nitro',
    commit: '84d184dd616926c443f5c97ff0d57206adc6db3e',
    dir: 'docs',
    docusaurus: '3.10.2',
    features:
      'local plugins required in the config (one aliasing react through configureWebpack after ' +
      'checking the installed versions, one rendering an og image per doc in postBuild with ' +
      'satori and sharp from the routes it is given, loading .tsx through esbuild-register), ' +
      'docusaurus-plugin-llms, vercel-analytics by its short name, theme-mermaid, a sitemap ' +
      'createSitemapItems reading git dates, headTags (JSON-LD), a client module, a swizzled ' +
      'DocItem/TOC/Desktop, custom prism magicComments and additionalLanguages, algolia, ' +
      'trailingSlash false, onBrokenAnchors throw, future.faster + v4, React 19',
    keepDev: ['docusaurus-plugin-llms'],
    // Its og-card plugin rewrites every file under docs/ of the output with cheerio, and
    // docusaurus-plugin-llms writes its Markdown copies there, both in postBuild at once: which
    // comes first is a race (Docusaurus's build wrote the copies after the rewrite, ours before,
    // so ours come out as HTML documents). The HTML pages are the same.
    // esbuild-register's peer, which its monorepo's bun.lock hoists (0.25.10) to the root.
    dependencies: { esbuild: '0.25.10' },
    // Its react check compares where `react` resolves (a real path) with node_modules/react under
    // the site: here node_modules is a link to the shared install, and the check fails (with
    // Docusaurus too). Compared with the real path of that folder, it passes as in its repository.
    prepare(siteDir) {
      const file = join(siteDir, 'src/plugins/enforce-single-react-instance.ts');
      const from = 'const packageRoot = `${resolvedPackage.root}${path.sep}`;';
      const text = readFileSync(file, 'utf8');
      if (!text.includes(from)) throw new Error(`${file}: ${from} is not in it`);
      writeFileSync(
        file,
        text.replace(
          from,
          'const packageRoot = `${fs.realpathSync(resolvedPackage.root)}${path.sep}`;',
        ),
      );
    },
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'roo-code',
    repo: 'RooCodeInc/Roo-Code-Docs',
    commit: '487827acaf84300c4f9ee98cf2c8e9682be5a083',
    dir: '.',
    docusaurus: '3.7.0',
    features:
      'a TypeScript config importing constants from src/, docs at / with showLastUpdateTime and ' +
      'editUrl, blog: false, sitemap lastmod date with priority and changefreq null, ' +
      '@easyops-cn/docusaurus-search-local as a theme (explicitSearchResultPath, ' +
      'highlightSearchTermsOnTargetPage), plugin-client-redirects (about 40 redirects), a ' +
      'swizzled DocItem (in JavaScript) and MDXComponents adding components, @vscode/codicons, ' +
      'navbar logo with srcDark, React 19',
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'react-strict-dom',
    repo: 'facebook/react-strict-dom',
    commit: '07d162308d35854481f8847d1c9d4254b7f4c7ec',
    dir: 'packages/website',
    docusaurus: '3.8.1',
    features:
      'a site in a monorepo package (packages/website), base URL /react-strict-dom/, docs at / ' +
      'with three docSidebar navbar items and sidebarCollapsed false, the default blog with no ' +
      'blog folder, docusaurus-lunr-search, themeConfig.metadata naming og:title and ' +
      'og:description (name=, not property=), a relative themeConfig.image and navbar logo ' +
      '(./img/logo.svg), a babel.config.js, React 19',
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'hami',
    repo: 'Project-HAMi/website',
    commit: '0d64adad4e9da89c3626c2e35ef9cc466ef62dbc',
    dir: '.',
    docusaurus: '3.10.1',
    features:
      'i18n (en, zh) with translated docs, versions and blog, eight docs versions plus a second ' +
      'docs instance (tutorials), both through a local module re-exporting plugin-content-docs ' +
      'and its validateOptions, an inline function plugin wrapping plugin-content-blog (its ' +
      'validateOptions attached, a postBuild rewriting the feeds), a changelog plugin extending ' +
      'the blog with its own theme folder, an events plugin (node-ical, loadContent fetching ' +
      'calendars, addRoute with props), theme-mermaid, @easyops-cn/docusaurus-search-local ' +
      '(explicitSearchResultPath, contexts by path), about 30 swizzled components (Layout, ' +
      'Footer, Navbar/Content, DocItem/Layout, BlogPostItem, LocaleDropdownNavbarItem, Mermaid), ' +
      'client modules, headTags with inline scripts, colorMode dark by default, trailingSlash ' +
      'false, future.v4 + faster keys, @fortawesome, React 19',
    // Its package-lock.json installs webpack only nested under the Docusaurus packages, where
    // Docusaurus's webpackbar does not find it ("Cannot find module 'webpack'", as Wails's). Its
    // config turns on future.faster's swcJsLoader, for which Docusaurus needs @docusaurus/faster,
    // which its package.json does not name (its build fails without it, "To enable Docusaurus
    // Faster options, your site must add the @docusaurus/faster package").
    // @fortawesome/react-fontawesome's peer, which its lock holds (7.2.0) and --legacy-peer-deps
    // leaves out.
    dependencies: {
      webpack: '5.105.4',
      '@docusaurus/faster': '3.10.1',
      '@fortawesome/fontawesome-svg-core': '7.2.0',
    },
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'ha-developers',
    repo: 'home-assistant/developers.home-assistant',
    commit: '186ad063987c56ccdbbc2145bb262d877eb15976',
    dir: '.',
    docusaurus: '3.10.2',
    features:
      "a home page requiring the blog plugin's generated .docusaurus/…/blog-post-list-prop-" +
      "default.json, docs importing YAML with webpack's inline `!!yaml-loader!` and rendering " +
      'it in JSX, a blog of about 280 posts (postsPerPage 10, feed type all), theme-mermaid with ' +
      'a theme per colour mode, @easyops-cn/docusaurus-search-local as a plugin, ' +
      'googleAnalytics in the preset, a navbar dropdown, a footer html item and logo, ' +
      'showLastUpdateTime, React 19',
    // Its bootstrap script clones home-assistant/intents into intents/ (the two YAML files the
    // docs import); this machine reaches only the npm registry. Small stand-ins of the same shape
    // serve both builds.
    prepare(siteDir) {
      mkdirSync(join(siteDir, 'intents'), { recursive: true });
      writeFileSync(
        join(siteDir, 'intents/intents.yaml'),
        [
          '# Stand-in for home-assistant/intents (written by scripts/real-sites).',
          'HassTurnOn:',
          '  supported: true',
          '  domain: homeassistant',
          '  description: Turns on/opens a device or entity',
          '  slots:',
          '    name:',
          '      description: Name of a device or entity',
          '    area:',
          '      description: Name of an area',
          '      required: false',
          'HassGetWeather:',
          '  supported: true',
          '  domain: weather',
          '  description: Gets the current weather',
          'HassOldIntent:',
          '  supported: false',
          '  domain: homeassistant',
          '  description: Not supported any more',
          '',
        ].join('\n'),
      );
      writeFileSync(
        join(siteDir, 'intents/languages.yaml'),
        [
          '# Stand-in for home-assistant/intents (written by scripts/real-sites).',
          'de:',
          '  nativeName: Deutsch',
          '  leaders:',
          '    - a-leader',
          'en:',
          '  nativeName: English',
          '  leaders:',
          '    - b-leader',
          '    - c-leader',
          'fr:',
          '  nativeName: Français',
          '',
        ].join('\n'),
      );
    },
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'pomerium',
    repo: 'pomerium/documentation',
    commit: '5769b8f7f89d44fd0dfaa5fcf9f7b8d8ccb0b3f3',
    dir: '.',
    docusaurus: '3.10.2',
    features:
      'docs at / from content/ with docItemComponent @theme/ApiItem (docusaurus-plugin-openapi-' +
      'docs and its theme, generated API pages committed), a version dropdown with items after, ' +
      'custom admonition keywords, theme-mermaid, image zoom, GTM and pushfeedback plugins, ' +
      'two local postBuild plugins (robots.txt, llms.txt with remark), swizzled Admonition ' +
      'Types, DocItem Metadata, Footer parts, MDXComponents, NotFound Content and Root, MUI ' +
      'with emotion, external stylesheets, trailingSlash false, React 19',
    // Its config requires webpack, which its lock file has at the top of node_modules (from
    // @docusaurus/core); an install from its package.json leaves a copy under each package only.
    dependencies: { webpack: '5.105.4' },
    // Its robots plugin fails closed on CI without Netlify's variables; this picks its mode.
    env: { POMERIUM_DOCS_ROBOTS_MODE: 'disallow' },
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'crowdsec',
    repo: 'crowdsecurity/crowdsec-docs',
    commit: '4f8b60db3e7c8b5825b3fa177b1e0deeed30b219',
    dir: 'crowdsec-docs',
    docusaurus: '3.9.2',
    features:
      'a versioned docs instance (last version current at /docs/next, v1.7 at /docs) and an ' +
      'unversioned one at /u, markdown.preprocessor from a local module, mdx1Compat, custom ' +
      'admonition keywords, theme-mermaid, plugin-client-redirects with a few hundred redirects ' +
      'made from a sidebar, an inline plugin giving them as global data, ' +
      '@signalwire/docusaurus-plugin-llms-txt, docusaurus-plugin-zooming, local gtag and ' +
      'leadfeeder plugins, Tailwind CSS 3 through a plugin, MUI with emotion, defaultMode dark, ' +
      'a closeable announcement bar, experimental_faster, future.v4, React 19',
    // Its Tailwind plugin's configurePostCss requires postcss-import (a dependency of tailwindcss
    // 3), tailwindcss and autoprefixer, all development dependencies.
    keepDev: ['autoprefixer', 'postcss', 'tailwindcss'],
    peer: true,
    known: [OUR_SEARCH],
  },
];
