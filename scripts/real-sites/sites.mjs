// The public Docusaurus sites scripts/real-sites/run.mjs builds, each pinned to a commit.
//
// name            the site's name in the table and for --only
// repo, commit    the GitHub repository and the commit its files come from
// dir             the site's folder in the repository ('.' when it is the root)
// extract         the folders taken from the repository (the site's and what its config reads
//                 beside it, such as '../docs'); [dir] by default
// docusaurus      the Docusaurus range its package.json names (npm installs the newest match)
// features        what the site exercises, for the table
// dependencies    ranges that replace the package.json's (a monorepo's `workspace:*`, pnpm's
//                 `catalog:`): published versions from the npm registry
// omitDependencies  packages not installed (tools the build does not use)
// overrides       npm overrides of the install (a transitive package's version), for both builds
// keepDev         devDependencies the build needs (the others are not installed)
// env             environment variables of both builds
// locale          build this locale only, with both generators
// peer            true: --peer builds it with Docusaurus too; a string: why it is not
// known           route differences explained: { side: 'ours' | 'peer', match, why }
// prepare(siteDir, root)  called once after extraction (stand-ins for files the snapshot lacks)
// beforeBuild(siteDir)     called before each build, ours and Docusaurus's (a folder to reset)
// links           the site's own packages its package.json names with `file:` or its monorepo's
//                 workspaces hold (npm cannot install them from the cache): { name: path from the
//                 site folder }, linked into node_modules
// packageDir      the folder of the package.json that names the site's dependencies, from the site
//                 folder ('.' by default; Babel's are in the repository root's)
// before          commands the site runs before `docusaurus build` (its package.json's build
//                 script), each a list of CLI arguments, run once with this generator's CLI, or
//                 `{ node: [script, ...args] }`: one of the site's own Node scripts (its prebuild)
//
// The first five (Prettier, Redux, Babel, Jest, React Native) were built by hand before the plugin
// lifecycle existed (reference/plugins.md's first table); the classic template is a unit test.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WILD_SITES } from './sites-wild.mjs';

/** Replaces `from` (which must be there) with `to` in a file of the extracted snapshot. */
function replaceInFile(file, from, to) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file}: ${from} is not in it`);
  writeFileSync(file, text.replace(from, to));
}

const OUR_SEARCH = {
  side: 'ours',
  match: /^search\/index\.html$|\/search\/index\.html$/,
  why: 'the built-in search page (Docusaurus writes one only for Algolia)',
};

export const SITES = [
  {
    name: 'prettier',
    repo: 'prettier/prettier',
    commit: '4f84a934201322ca87750e2b9b25baf296da6560',
    dir: 'website',
    // Its config reads the repository's package.json (the GitHub URL) and its docs are ../docs.
    extract: ['website', 'docs', 'package.json'],
    docusaurus: '3.10.2',
    features:
      'versions, blog (rss + atom with xslt), a local plugin writing llms.txt in postBuild, ' +
      'markdown.hooks, future.v4',
    keepDev: ['@docusaurus/core', '@docusaurus/faster', 'yaml'],
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'redux',
    repo: 'reduxjs/redux',
    commit: '3084fc33bb23ab4cab4796172eafe342da4e73d9',
    dir: 'website',
    // Its remark plugins read ../src (linkDocblocks) and type-check code blocks with its
    // tsconfig, whose imports (vitest, msw, @testing-library…) are its dev dependencies; its
    // errors page imports ../errors.json.
    extract: ['website', 'docs', 'src', 'errors.json'],
    docusaurus: '3.6.3',
    features:
      'one docs instance at /, @getcanary pagefind search theme, umami plugin, ' +
      'remark-typescript-tools (type-checked code blocks)',
    keepDev: [
      '@reduxjs/toolkit',
      '@testing-library/jest-dom',
      '@testing-library/react',
      '@testing-library/user-event',
      '@types/node',
      '@types/react',
      '@vitest/browser-playwright',
      'msw',
      'react-redux',
      'vitest',
      'vitest-browser-react',
    ],
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'babel',
    repo: 'babel/website',
    commit: 'b4753209310b5b1a6c6a27014ff50a2283e09327',
    dir: 'website',
    extract: ['website', 'docs', 'package.json'],
    // website/package.json has scripts only: the repository root's names the dependencies.
    packageDir: '..',
    docusaurus: '^3.9.2',
    features:
      'an inline route plugin (/repl/), a configureWebpack plugin (Monaco), npm2yarn, ' +
      'a remark directive plugin, future.v4, onBrokenLinks/onBrokenAnchors throw',
    keepDev: [
      '@docusaurus/core',
      '@docusaurus/faster',
      '@docusaurus/preset-classic',
      '@docusaurus/remark-plugin-npm2yarn',
      '@mdx-js/react',
      'monaco-editor-webpack-plugin',
      'react-markdown',
      'rehype-raw',
      'typescript',
    ],
    // Its 5.0.0 blog post gives heading ids in MDX comments with spaces
    // (`{ /*#stage-0:-class-properties*/ }`), read as Docusaurus 3.10 reads them.
    // data/sponsors.json is written by its download-sponsors script from Open Collective.
    prepare: (siteDir) => writeFileSync(join(siteDir, 'data', 'sponsors.json'), '[]\n'),
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'jest',
    repo: 'jestjs/jest',
    commit: '52db46e50404c993d3f10dd1481e861cc04ae22e',
    dir: 'website',
    // Its config reads ../crowdin.yaml (the locales) and its docs are ../docs.
    extract: ['website', 'docs', 'crowdin.yaml'],
    docusaurus: '^3.0.0',
    features:
      'versions, blog, 9 locales (built: en; translations are on Crowdin), client redirects ' +
      '(fromExtensions), plugin-pwa, npm2yarn and tab-blocks remark plugins',
    keepDev: ['@docusaurus/module-type-aliases', 'js-yaml'],
    // backers.json is written by its fetchSupporters script from Open Collective.
    prepare: (siteDir) => writeFileSync(join(siteDir, 'backers.json'), '[]\n'),
    locale: 'en',
    peer: true,
    known: [
      OUR_SEARCH,
      {
        side: 'ours',
        // `docs/cli.html/index.html` beside `docs/cli/index.html`: only a Docusaurus route list
        // (--peer-routes) lacks them; its build writes the same pages.
        match: /\.html\/index\.html$/,
        why:
          "plugin-client-redirects' pages (fromExtensions: ['html']), written in postBuild: " +
          "not in Docusaurus's route list",
      },
    ],
  },
  {
    name: 'react-native',
    repo: 'facebook/react-native-website',
    commit: '2f3a5ac1cd665031313d115e8c940a22a58332e6',
    dir: 'website',
    extract: ['website', 'docs', 'plugins'],
    docusaurus: '3.10.1',
    features:
      '10 versions + next, 4 docs instances, blog, mermaid, Sass, plugin-pwa, llms-txt, gtag, ' +
      'copy-page-button, workspace remark plugins (TypeScript entries), future.faster',
    keepDev: ['@docusaurus/module-type-aliases', '@signalwire/docusaurus-plugin-llms-txt', 'sass'],
    // Its swizzled DocItem/Layout imports docusaurus-plugin-copy-page-button/react, a .js file with
    // JSX in node_modules (compiled, as Docusaurus does); its DocItem/Footer reads metadata.tags.
    // Its remark plugins are workspace packages of the monorepo (plugins/*): linked, and their
    // dependencies installed with the site's.
    links: {
      '@react-native-website/remark-snackplayer': '../plugins/remark-snackplayer',
      '@react-native-website/remark-codeblock-language-as-title':
        '../plugins/remark-codeblock-language-as-title',
    },
    dependencies: {
      dedent: '^1.7.2',
      'unist-util-visit': '^5.1.0',
      'unist-util-visit-parents': '^3.1.1',
    },
    // About 2,400 pages: a Docusaurus build does not fit on this machine; compare its route list
    // (`--peer --peer-routes`).
    peer: true,
    known: [OUR_SEARCH],
    timeoutMinutes: 60,
  },
  {
    name: 'flash-list',
    repo: 'Shopify/flash-list',
    commit: '4c6abc3b8efbcc9b2556dd8aa27c40ffdf875d34',
    dir: 'documentation',
    docusaurus: '^3.7.0',
    features: 'versions, @easyops-cn/docusaurus-search-local',
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'metro',
    repo: 'facebook/metro',
    commit: 'a4e01a994f751ef3ef6483cf102dde59be4c7ffa',
    dir: 'website',
    extract: ['website', 'docs'],
    docusaurus: '^3.6.3',
    features: 'docusaurus-plugin-internaldocs-fb preset (third-party), Sass',
    // The preset's postBuild makes `build/rendered-components` relative to the working directory
    // (the site folder), where Docusaurus's default out dir is, and fails if it is there (`mkdir`
    // without `recursive`); both builds write to the runner's folders instead, so before each
    // build the site folder gets the empty `build/` a build there would start from.
    beforeBuild: (siteDir) => {
      rmSync(join(siteDir, 'build'), { recursive: true, force: true });
      mkdirSync(join(siteDir, 'build'), { recursive: true });
    },
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'kysely',
    repo: 'kysely-org/kysely',
    commit: '478ec67b2de2568f5590a015d3e120644e81bd87',
    dir: 'site',
    docusaurus: '3.10.2',
    features: 'mermaid, llms-txt plugin, vercel-analytics, onDuplicateRoutes/onBrokenAnchors throw',
    keepDev: ['@signalwire/docusaurus-plugin-llms-txt', 'mermaid', 'shiki'],
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'react-redux',
    repo: 'reduxjs/react-redux',
    commit: 'a742e64a673bcec953e3456628760cb7a0597d7a',
    dir: 'website',
    extract: ['website', 'docs'],
    docusaurus: '3.6.3',
    features: 'versions, @getcanary pagefind search theme, umami plugin',
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'search-local',
    repo: 'easyops-cn/docusaurus-search-local',
    commit: '477b3643e9f0154dd39c8522eed8d8d6bb9bfa40',
    dir: 'website',
    docusaurus: '^3.7.0',
    features: 'i18n (en, zh-CN, zh-TW with BUILD_TYPE=i18n), versions, blog, its own search theme',
    dependencies: { '@easyops-cn/docusaurus-search-local': '0.55.3' },
    env: { BUILD_TYPE: 'i18n' },
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'casbin',
    repo: 'casbin/casbin-website-v2',
    commit: '0ce8e9b26f13e5014caad222db0f2a334164c9b3',
    dir: '.',
    docusaurus: '^3.9.2',
    features: '17 locales (translations come from Crowdin, not in the repository), blog',
    // As its yarn.lock pins them: with 3.10.2 (the newest in ^3.9.2) Docusaurus fails 23 doc
    // pages, "useTabsContext() must be used within a Tabs component": its Tabs, ejected from 3.9,
    // calls theme-common's `useTabs(props)`, which 3.10 turned into a context reader.
    dependencies: { '@docusaurus/core': '3.9.2', '@docusaurus/preset-classic': '3.9.2' },
    omitDependencies: ['@crowdin/cli'],
    locale: 'en',
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'openapi-docs',
    repo: 'PaloAltoNetworks/docusaurus-openapi-docs',
    commit: '30d04a5ba94bd47000c7c946140b0b87663bd226',
    dir: 'demo',
    docusaurus: '3.10.2',
    features:
      'docusaurus-plugin-openapi-docs (`gen-api-docs` through extendCli, versioned API docs), ' +
      'docusaurus-theme-openapi-docs (`@theme/ApiItem`), faster, headTags script',
    // Its workspace packages (`*` in the demo) at the repository's version, as published.
    dependencies: {
      'docusaurus-plugin-openapi-docs': '5.2.0',
      'docusaurus-theme-openapi-docs': '5.2.0',
    },
    // The demo's build script: `docusaurus gen-api-docs all --all-versions && docusaurus build`.
    before: [['gen-api-docs', 'all', '--all-versions']],
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'redocusaurus',
    repo: 'rohit-gohri/redocusaurus',
    commit: 'eddbd46fb0c10a00db70068eddeef208a1a4a035',
    dir: 'website',
    // Its config imports ../packages/redocusaurus/package.json (the version in its navbar), its
    // changelog doc the repository's CHANGELOG.md.
    extract: ['website', 'packages/redocusaurus/package.json', 'CHANGELOG.md'],
    docusaurus: '^3.6.0',
    // As its yarn.lock pins them: Docusaurus 3.10 (the newest in ^3.6.0) refuses its config
    // (`future.experimental_faster` was renamed `future.faster`); redocusaurus is its workspace's.
    dependencies: {
      '@docusaurus/core': '3.6.0',
      '@docusaurus/faster': '3.6.0',
      '@docusaurus/preset-classic': '3.6.0',
      '@docusaurus/theme-common': '3.6.0',
      '@docusaurus/utils': '3.6.0',
      redocusaurus: '2.5.0',
    },
    features:
      'redocusaurus preset (third-party: Redoc API pages from OpenAPI files, useSpecData pages), ' +
      'faster',
    // One of its specs is a URL its plugin fetches while loading content: this machine reaches
    // only the npm registry, so both builds read one of the site's own spec files there instead.
    prepare: (siteDir) =>
      replaceInFile(
        join(siteDir, 'docusaurus.config.ts'),
        "'https://redocly.github.io/redoc/openapi.yaml'",
        "'openapi/using-single-yaml.openapi.yaml'",
      ),
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'keploy',
    repo: 'keploy/docs',
    commit: '36ed96bb62a18a49b3ff40059bbff4d19a676a92',
    dir: '.',
    docusaurus: '3.9.2',
    features:
      'Tailwind 3 (its own PostCSS plugin), 4 doc versions, Algolia DocSearch, client redirects, ' +
      'configureWebpack plugin, sitemap createSitemapItems',
    keepDev: [
      '@docusaurus/plugin-client-redirects',
      '@tailwindcss/typography',
      'autoprefixer',
      'postcss',
      'postcss-import',
      'postcss-preset-env',
      'tailwindcss',
    ],
    links: { 'docusaurus-tailwindcss-loader': 'plugins/docusaurus-tailwindcss-loader' },
    peer: true,
    known: [],
  },
  {
    name: 'docsearch',
    repo: 'algolia/docsearch',
    commit: '4ac53c423aeb5031835ed1d7d3b260646fa7bd81',
    dir: 'packages/website',
    docusaurus: '3.10.2',
    features: 'Tailwind 4 (PostCSS), versions, @docsearch/docusaurus-adapter, site plugins',
    // Its workspace packages are 5.0.0, not yet published: the newest published ones. The adapter
    // 4.7.0 rejects the site's 5.0 theme config (algolia.indexName), so this does not build until
    // 5.0 is on npm (Docusaurus with these packages would stop at the same place).
    peer: 'the published @docsearch/docusaurus-adapter rejects its theme config',
    dependencies: {
      '@docsearch/core': '5.2.0',
      '@docsearch/css': '5.2.0',
      '@docsearch/docusaurus-adapter': '4.7.0',
      '@docsearch/modal': '4.6.0',
      '@docsearch/react': '5.2.0',
    },
    keepDev: ['@tailwindcss/postcss', 'tailwindcss'],
    known: [],
  },
  {
    name: 'typescript-eslint',
    repo: 'typescript-eslint/typescript-eslint',
    commit: '56c9ed90d0aee0b5a71cfc39fc76b715b82e3ea8',
    dir: 'packages/website',
    extract: ['packages', 'docs'],
    docusaurus: '~3.10.2',
    features: 'rule docs generated by its plugins, typedoc, PWA, client redirects, blog',
    // Its workspace packages at the repository's version (8.67.0), as published on npm; pnpm's
    // `catalog:` ranges as its pnpm-workspace.yaml gives them.
    dependencies: {
      '@typescript-eslint/parser': '8.67.0',
      '@typescript-eslint/eslint-plugin': '8.67.0',
      '@typescript-eslint/scope-manager': '8.67.0',
      '@typescript-eslint/types': '8.67.0',
      '@typescript-eslint/typescript-estree': '8.67.0',
      '@typescript-eslint/utils': '8.67.0',
      'mdast-util-from-markdown': '^2.0.2',
      'mdast-util-mdx': '^3.0.0',
      prettier: '3.9.5',
      typescript: '5.9.3',
    },
    keepDev: ['@docusaurus/mdx-loader', 'history', 'monaco-editor', 'prismjs', 'unified', 'vfile'],
    // Not on npm: its playground's parser bundle and the rule docs' schema-to-types helper.
    omitDependencies: [
      '@typescript-eslint/website-eslint',
      '@typescript-eslint/rule-schema-to-typescript-types',
    ],
    peer: 'needs its monorepo built with pnpm and nx (two workspace packages are not on npm)',
    known: [OUR_SEARCH],
  },
  {
    name: 'zig-guide',
    repo: 'Sobeston/zig.guide',
    commit: '16f33c635460baa6b222bb806aee8cfc36602065',
    dir: 'website',
    docusaurus: '^3.6.3 (3.6.3 locked)',
    features:
      'versions only (includeCurrentVersion: false, the last at /), blog at /posts, ' +
      'docusaurus-lunr-search, custom admonition keywords',
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'open-llm-vtuber',
    repo: 'Open-LLM-VTuber/open-llm-vtuber.github.io',
    commit: 'e0a8a3015e83c35755ee2501a747faccf4c9ab79',
    dir: '.',
    docusaurus: '^3.7.0 (3.7.0 locked)',
    features: 'i18n (zh-Hans default, en with translated docs and blog), mermaid, blog',
    // Both locales with ours; `--locale en` (or zh-Hans) compares one locale with Docusaurus's.
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'openapi-qraft',
    repo: 'OpenAPI-Qraft/openapi-qraft',
    commit: 'aff093ab54aac9f65e93ffa0629f9fc9804a1113',
    dir: 'website',
    docusaurus: '3.10.0',
    features: 'versions (2.14.0, 1.x), npm2yarn remark plugin, ESM config',
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'yew',
    repo: 'yewstack/yew',
    commit: '2142c5ce9c405622ed164cbfb93d80ce76972e0e',
    dir: 'website',
    docusaurus: '^3.9.1 (3.9.1 locked)',
    features:
      '4 locales (en, ja, zh-Hans, zh-Hant), 4 versions, a second docs plugin, blog, ' +
      'markdown.hooks, client redirects, Sass',
    // The package names itself as a dependency (`"yew-docs": "file:"`).
    omitDependencies: ['yew-docs'],
    peer: 'the biggest of these (about 950 Markdown files in 4 locales): too long on this machine',
    known: [OUR_SEARCH],
  },
];

// pnpm.io's home page imports two packages of bit.cloud's registry (@pnpm/design.pnpm-theme,
// @pnpm/website.pages.homepage), which this machine cannot reach: both builds get the stand-in
// below instead (a page at `/` with the site's layout); every other file is the site's own.
const PNPM_HOME_STAND_IN = `import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

// Stand-in written by scripts/real-sites/sites.mjs: the real page needs bit.cloud packages.
export default function Home() {
  return (
    <Layout title="pnpm" description="Fast, disk space efficient package manager">
      <main className="container margin-vert--lg">
        <h1>pnpm</h1>
        <Link to="/installation">Getting started</Link>
      </main>
    </Layout>
  );
}
`;

SITES.push(
  {
    name: 'pnpm',
    repo: 'pnpm/pnpm.io',
    commit: '4096ad35b19c7d7e0c2c64c704c57daf5bb91668',
    dir: '.',
    docusaurus: '3.10.2',
    features:
      '13 locales (built: en; translations are on Crowdin), versions (includeCurrentVersion: ' +
      'false, 11.x at /), a second docs plugin (pnpr), blog, Sass, copy-page-button, faster, ' +
      'future.v4',
    omitDependencies: ['@crowdin/cli', '@pnpm/design.pnpm-theme', '@pnpm/website.pages.homepage'],
    keepDev: ['sass', 'sass-loader'],
    // Its lock's 0.6.2 (`^0.6.1`) is not on npm's registry (0.5.2, then 0.8.0): the newest.
    dependencies: { 'docusaurus-plugin-copy-page-button': '0.8.4' },
    // Its build script first copies docs/ to versioned_docs/version-11.x (`copy-docs`).
    prepare: (siteDir) => {
      cpSync(join(siteDir, 'docs'), join(siteDir, 'versioned_docs', 'version-11.x'), {
        recursive: true,
      });
      writeFileSync(join(siteDir, 'src', 'pages', 'index.js'), PNPM_HOME_STAND_IN);
    },
    locale: 'en',
    peer: true,
    known: [OUR_SEARCH],
  },
  {
    name: 'wails',
    repo: 'wailsapp/wails',
    commit: 'f38ae268344700a3f48dd1e95b716f2059f7269e',
    dir: 'website',
    docusaurus: '^3.9.0',
    features:
      '7 locales with translated docs and blog (i18n/ in the repository), 2 versions + current, ' +
      'blog, async config (Crowdin progress: none without a token), markdown.hooks',
    // Its config reads @crowdin/crowdin-api-client (a dependency) but calls it only with a token.
    // Its package-lock.json installs webpack only nested under @docusaurus/* packages, where
    // Docusaurus's webpackbar does not find it: --peer-routes with NODE_PATH set to one of them.
    peer: true,
    known: [OUR_SEARCH],
  },
);

// Issue 39's sites from the wild (Electron, …): kept in their own file.
SITES.push(...WILD_SITES);
