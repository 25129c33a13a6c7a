// The Vite configuration for a site, for the client bundle, the server bundle and the dev server.
import {
  SERVER_EXTERNALS_LISTENER,
  type ServerExternalsListener,
} from './serverExternalsListener.js';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { stripVTControlCharacters } from 'node:util';
import react from '@vitejs/plugin-react';
import { createLogger, type InlineConfig, type Logger, type Plugin } from 'vite';
import type { Diagnostic } from './diagnostics.js';
import { islandSelectorsPlugin } from './css/islandSelectors.js';
import { cascadeLayerPlugins } from './css/layerPolyfill.js';
import { docusaurusScopedName } from './css/cssModuleNames.js';
import { infimaSubsetPlugin, siteDataFamilies } from './css/infimaSubset.js';
import {
  hasRtlLocale,
  isRtlLocale,
  rtlDevStylesheetsPlugin,
  rtlStylesheetsPlugin,
} from './css/rtlStylesheets.js';
import { sitePostCss } from './css/themeStylesheetPaths.js';
import { INFIMA_SUBSET_ID, siteSubsetContent } from './css/subsetInputs.js';
import { recordSubsetLines } from './css/subsetSignatureCache.js';
import { CLIENT_ENTRY, PACKAGE_NAME, PACKAGE_ROOT, SERVER_ENTRY } from './paths.js';
import { SHARED_ENTRIES, sharedModulesPlugin, siteSharesGeneratorCopies } from './sharedModules.js';
import { siteModulesPlugin } from './siteModules.js';
import { featureDefines, siteFeatures } from './siteFeatures.js';

export { CLIENT_ENTRY, PACKAGE_ROOT, SERVER_ENTRY } from './paths.js';
import { pluginAliases } from './lifecycle/viteSettings.js';
import type { SitePlugins } from './lifecycle/sitePlugins.js';
import { contentFoldersOf, docsPlugin, type DocsPluginOptions } from './index.js';
import type { SiteData } from './loadSite.js';
import { routeTableScanPlugin } from './dev/routeTableScan.js';
import type { DocCompiler } from './mdx/compileDoc.js';
import { themeResolverPlugin, unusedOverrideWarning } from './themeResolver.js';
import { partialsPlugin } from './mdx/partials.js';
import {
  siteJsxFiles,
  siteJsxPlugins,
  siteJsxScanPlugin,
  usesSwcJsLoader,
  type SiteJsxFiles,
} from './siteJsx.js';
import { docusaurusVersionOf } from './config/docusaurus/docusaurusVersion.js';
import { docusaurusAssetFileNames } from './output/mainStylesheetName.js';
import { docusaurusInlineLimit } from './output/docusaurusAssets.js';
import { linkedFilesPlugin } from './output/linkedFiles.js';
import { siteCodeRoots, siteLinksPlugin } from './siteCode.js';
import { webpackInlineLoadersPlugin } from './webpackInlineLoaders.js';
import { serverWasmPlugins, webpackFileLoadersPlugin } from './webpackFileLoaders.js';
import { scriptThisPlugin } from './pages/scriptThis.js';
import { requireContextPlugin } from './requireContext.js';
import { fallbackPackagesPlugin } from './pages/fallbackPackages.js';
import { packageOptionalRequiresPlugin, siteRequirePlugin } from './pages/siteRequire.js';
import { amdModulesPlugin } from './amdModules.js';
import { idealImageActive, idealImagePlugin } from './idealImage/vitePlugin.js';
import { isIdealImageRequest } from './idealImage/responsiveImage.js';
import { DOCUSAURUS_SVGR, svgComponentsPlugin } from './pages/svgComponents.js';
import { staticDirectoriesPlugin } from './dev/staticDirectories.js';
import { publicDirModulesPlugin } from './dev/publicDirModules.js';
import { copiedFilesPlugin } from './dev/copiedFiles.js';
import { webpackExternalsPlugin } from './lifecycle/webpackExternals.js';
import { resolveFallbackPlugin } from './lifecycle/resolveFallback.js';
import { cssImportResolutionPlugin } from './css/cssImportResolution.js';
import { nestedPostCssConfigPlugin } from './css/postCssConfigFile.js';
import { injectedPackages, providedGlobalsDevPlugin } from './dev/providedGlobals.js';
import { moduleReplacementPlugin } from './lifecycle/moduleReplacement.js';
import { bundlerStaticDir, resolveStaticDirs } from './staticDirectories.js';
import { pureCallsPlugin } from './pureCalls.js';
import { siteRootsPlugin } from './siteRoots.js';
import { docusaurusFolderPlugin } from './lifecycle/docusaurusFolder.js';
import { legacySassPlugin } from './css/legacySass.js';
import { sassTildeImporter } from './css/sassTilde.js';
import { missingExportsPlugin } from './missingExports.js';
import { guardedBuiltinsPlugin } from './guardedBuiltins.js';
import { reactRouterProductionPlugin } from './reactRouterProduction.js';
import { buildModeOf, clientBuildSettings } from './buildMode.js';
import { installedPackage, siteReactOf, type SiteReact } from './siteReact.js';
import { legacyReactInternalsPlugin } from './reactInternals.js';

/**
 * `require()` in the site's code (run where it is written, as webpack runs it: pages/siteRequire.ts),
 * and plugin-ideal-image's responsive images when the site has the plugin and they are made (a
 * build, or `disableInDev: false`): the require of such an image is its module.exports, as
 * webpack's require of the plugin's CommonJS module is. With `markdown`, the instance for compiled
 * Markdown modules, placed after the docs plugin, which compiles them, and their linked files (the
 * `require` of mdx-loader's file-loader).
 */
function requirePlugins(
  params: Parameters<typeof createViteConfig>[0],
  markdown = false,
): Plugin[] {
  const { siteDir, baseUrl: base, target, onWarning } = params;
  const setup = params.site?.plugins?.webpack.idealImage;
  const active = setup && idealImageActive(setup, target !== 'dev') ? setup : undefined;
  const commonJs = active ? (spec: string) => isIdealImageRequest(spec, '.js') : undefined;
  const options = { production: target !== 'dev', markdown, ...(onWarning ? { onWarning } : {}) };
  if (markdown) return [siteRequirePlugin(siteDir, commonJs, options), ...linkedFiles(params)];
  return [
    ...(active ? [idealImagePlugin({ setup: active, siteDir, base, target })] : []),
    siteRequirePlugin(siteDir, commonJs, options),
    // UMD and AMD modules as webpack builds them (its `define`: amdModules.ts), and a package's
    // missing require in a `try` as webpack's optional dependency (a warning; the call throws).
    amdModulesPlugin(),
    packageOptionalRequiresPlugin(onWarning),
  ];
}

/**
 * How the site's own requests resolve: files reached through its symlinked folders keep their
 * path in the site; `!!./file?raw` (webpack's inline syntax for a file's text) is Vite's `?raw`;
 * file-loader and url-loader requests and rules give a file's URL (webpackFileLoaders.ts);
 * webpack's `require.context` is a context over the folder's files (requireContext.ts).
 */
/**
 * How a site's SVG imports from code are made (plugins/pages/svgComponents.ts): a Docusaurus
 * site's with its SVGR plugin's settings, or as URLs without the plugin; our own format's as the
 * files' own markup.
 */
function svgrOf(site: SiteData | undefined): Parameters<typeof svgComponentsPlugin>[0] {
  const docusaurus = site?.docusaurus;
  if (!docusaurus) return {};
  return { svgr: docusaurus.svgr ? { ...DOCUSAURUS_SVGR, ...docusaurus.svgr.svgrConfig } : false };
}

function siteRequestPlugins(
  siteDir: string,
  target: 'client' | 'server' | 'dev',
  base: string,
  webpack: SitePlugins['webpack'] | undefined,
): Plugin[] {
  return [
    siteLinksPlugin(siteDir),
    webpackInlineLoadersPlugin(),
    webpackFileLoadersPlugin({
      base,
      emit: target === 'client',
      dev: target === 'dev',
      rules: webpack?.fileRules ?? [],
      wasmModules: webpack?.wasmModules ?? false,
    }),
    // webpack's WebAssembly modules (a plugin's `experiments`): the pre-render loads them.
    ...(target === 'server' && webpack?.wasmModules ? serverWasmPlugins() : []),
    requireContextPlugin(siteDir),
    // A site script's top-level `(function(){ this… }())`: sloppy mode's `this` (pages/scriptThis.ts).
    scriptThisPlugin(siteDir),
  ];
}

/**
 * What configureWebpack's `externals` (webpackExternals.ts: the client's in the client bundle and
 * the dev server, the server's in the server bundle) and copy plugins (webpackCopy.ts: the dev
 * server's; the build writes them, stages/bundle.ts) mean here.
 */
function webpackMappingPlugins(
  plugins: SiteData['plugins'],
  p: {
    target: 'client' | 'server' | 'dev';
    baseUrl: string;
    staticDirs: string[];
    siteDir: string;
  },
): Plugin[] {
  if (!plugins) return [];
  const { externals, serverExternals, copies } = plugins.webpack;
  const own = p.target === 'server' ? serverExternals : externals;
  // `resolve.fallback`: browser code's (resolveFallback.ts), not the server bundle's.
  const fallback =
    p.target === 'server' ? undefined : resolveFallbackPlugin(plugins.webpack.fallback);
  // NormalModuleReplacementPlugin's: each bundle its own config's (moduleReplacement.ts).
  const { replacements, serverReplacements } = plugins.webpack;
  const replacement =
    p.target === 'server'
      ? moduleReplacementPlugin(serverReplacements)
      : moduleReplacementPlugin(replacements, p.target === 'dev' ? serverReplacements : undefined);
  return [
    ...(Object.keys(own).length ? webpackExternalsPlugin(own, p.target, p.siteDir) : []),
    ...(fallback ? [fallback] : []),
    ...(replacement ? [replacement] : []),
    ...(p.target === 'dev' && copies.length
      ? [
          copiedFilesPlugin({
            copies,
            baseUrl: p.baseUrl,
            outDir: plugins.result.context.outDir,
            staticDirs: p.staticDirs,
          }),
        ]
      : []),
  ];
}

/** The client bundle's Infima subset for the site (or every locale's: `docs.subsetContent`). */
function siteInfimaSubset(
  params: {
    siteDir: string;
    onGenerated?: DocsPluginOptions['onGenerated'];
    docs?: { subsetContent: () => ReturnType<typeof siteSubsetContent> };
    subsetLinesCache?: string;
  },
  site: SiteData,
): Plugin {
  const { subsetLinesCache } = params;
  return infimaSubsetPlugin(
    params.docs?.subsetContent ??
      (subsetLinesCache
        ? () =>
            siteSubsetContent(PACKAGE_ROOT, params.siteDir, site, (files, content) =>
              recordSubsetLines(subsetLinesCache, files, content),
            )
        : () => siteSubsetContent(PACKAGE_ROOT, params.siteDir, site)),
    params.onGenerated && ((s) => params.onGenerated!(INFIMA_SUBSET_ID, s)),
    siteDataFamilies(site),
  );
}

type PostCss = NonNullable<InlineConfig['css']>['postcss'];

export function createViteConfig(params: {
  siteDir: string;
  target: 'client' | 'server' | 'dev';
  outDir?: string;
  site?: SiteData;
  baseUrl: string;
  compiler?: DocCompiler;
  onWarning?: (d: Diagnostic) => void;
  routeTable?: DocsPluginOptions['routeTable'];
  /** See DocsPluginOptions.onGenerated; also told the stylesheet subset's signature (INFIMA_SUBSET_ID). */
  onGenerated?: DocsPluginOptions['onGenerated'];
  /** More plugins, after ours. */
  plugins?: Plugin[];
  /** Client: inputs besides the entry (plugins/i18n/sharedBundle.ts); no copy of the static folder. */
  inputs?: Record<string, string>;
  copyPublicDir?: boolean;
  /** Client: instead of `docsPlugin` and `site`'s subset, every locale's (i18n/localesPlugin.ts). */
  docs?: { plugin: Plugin; subsetContent: () => ReturnType<typeof siteSubsetContent> };
  /**
   * Client: the file the site's subset leaves each source file's signature line in, for the next
   * build's bundle reuse check (css/subsetSignatureCache.ts). Not with `docs`.
   */
  subsetLinesCache?: string;
  /** Dev: watchers that poll (`docusaurus start --poll [ms]`), the content folders' too. */
  polling?: DevPolling;
  /** Dev: `docusaurus start --hot-only` (plugins/dev/hotOnly.ts). */
  hotOnly?: boolean;
}): InlineConfig {
  const { siteDir, target } = params;
  const production = target !== 'dev';
  // `build --dev` / `--no-minify` (buildMode.ts): the client bundle's code and minification.
  const mode = buildModeOf();
  const developmentClient = target === 'client' && mode.development;
  // A site folder that resolves React elsewhere (its own node_modules, or none): sharedModules.ts.
  const isolated = !production && !siteSharesGeneratorCopies(siteDir);
  // A Docusaurus site with a React of its own is bundled with it, as Docusaurus does (siteReact.ts).
  const siteReact = params.site?.docusaurus ? siteReactOf(siteDir) : undefined;
  // Vite copies and serves one folder; the others are the build's and the dev plugin's.
  const staticDirs = resolveStaticDirs(siteDir, params.site?.siteConfig.staticDirectories);
  const publicDir = bundlerStaticDir(staticDirs);
  const plugins = params.site?.plugins;
  // A Docusaurus site's build: a missing named export is undefined, with a warning (missingExports.ts).
  const shimExports = production && !!params.site?.docusaurus;
  // JSX in .js: the site's, its plugins' theme folders and their client modules' folders.
  const jsxFiles = siteJsxFiles(
    siteDir,
    [
      ...(plugins?.themePaths ?? []).map((t) => t.dir),
      ...(plugins?.clientModules ?? []).filter((m) => isAbsolute(m)).map((m) => dirname(m)),
    ],
    !!params.site?.docusaurus &&
      usesSwcJsLoader(params.site.docusaurus.raw.future, docusaurusVersionOf(siteDir)),
  );
  return {
    ...(production ? { customLogger: quietLogger(params.onWarning) } : {}),
    configFile: false,
    root: siteDir,
    // Not the site's tsconfig.json (see the file).
    tsconfig: SITE_COMPILE_TSCONFIG,
    base: params.baseUrl,
    publicDir: publicDir ?? false,
    logLevel: 'warn',
    clearScreen: false,
    mode: production ? 'production' : 'development',
    // The theme's optional parts the site uses (plugins/siteFeatures.ts).
    ...definesOf(target, params.site, params.inputs),
    css: {
      // PostCSS as the site's Docusaurus plugins configure it (configurePostCss: Tailwind, say),
      // each seeing the theme's stylesheets under Docusaurus's paths (css/themeStylesheetPaths.ts).
      ...(plugins?.postCss ? { postcss: sitePostCss(plugins.postCss, siteDir) as PostCss } : {}),
      // A Docusaurus site's CSS module classes in Docusaurus's pattern, `[local]_xxxx`: its
      // stylesheets may select them by prefix (css/cssModuleNames.ts).
      ...(params.site?.docusaurus
        ? { modules: { generateScopedName: docusaurusScopedName(siteDir) } }
        : {}),
      // `@import '~package/…'` in Sass, as sass-loader reads it (css/sassTilde.ts).
      preprocessorOptions: {
        scss: { importers: [sassTildeImporter(siteDir)] },
        sass: { importers: [sassTildeImporter(siteDir)] },
      },
    },
    plugins: [
      ...siteRequestPlugins(siteDir, target, params.baseUrl, plugins?.webpack),
      sharedModulesPlugin({ isolatedDev: isolated, ...(siteReact ? { siteReact } : {}) }),
      // `@theme/…` (with the site's overrides), `@theme-original/…`, `@docusaurus/…`.
      themeResolverPlugin(siteDir, {
        pluginThemePaths: () => plugins?.themePaths ?? [],
        ...(target === 'client' && params.onWarning
          ? { onUnusedOverride: unusedOverrideWarning(params.onWarning) }
          : {}),
      }),
      ...siteJsxPlugins(jsxFiles),
      // Packages imported by docs outside the site's folder (`path: '../docs'`): siteModules.ts.
      siteModulesPlugin(siteDir),
      // src/pages and components as Docusaurus builds them (plugins/pages/).
      svgComponentsPlugin(svgrOf(params.site)),
      ...(production ? [] : devStaticPlugins(staticDirs, publicDir, params.baseUrl)),
      ...requirePlugins(params),
      // `/data/users.json` from the static folders, then the site (webpack's resolve.roots); `.docusaurus/…`.
      ...[siteRootsPlugin({ siteDir, staticDirs }), docusaurusFolderPlugin(siteDir)],
      ...stylesheetPlugins(params),
      fallbackPackagesPlugin(),
      partialsPlugin({ siteDir, site: params.site, onWarning: params.onWarning }),
      // The docs plugin compiles Markdown; then the requires of the compiled modules.
      ...[params.docs?.plugin ?? docsPluginOf(params), ...requirePlugins(params, true)],
      react(),
      pureCallsPlugin(),
      // The generator's react-router in its production build (not a site's own react-router).
      ...(production && !developmentClient ? [reactRouterProductionPlugin()] : []),
      ...(target === 'client' && params.site ? [siteInfimaSubset(params, params.site)] : []),
      // Layers: `future.v4`'s (the theme's CSS in them), or the site's own flattened (layerPolyfill).
      ...cascadeLayerPlugins(params.site?.docusaurus?.raw, siteDir),
      // ProvidePlugin's variables in the dev server's modules (the build's: providedGlobals).
      ...(production ? [] : [providedGlobalsDevPlugin(plugins?.webpack.inject)]),
      ...webpackMappingPlugins(plugins, { target, baseUrl: params.baseUrl, staticDirs, siteDir }),
      ...(shimExports ? [missingExportsPlugin(params.onWarning)] : []),
      ...buildChecksAndExternals(target, siteReact),
      ...(params.plugins ?? []),
    ],
    // `@site/…` is the site's folder, as in Docusaurus (`import Chart from '@site/src/components/Chart'`).
    // React and the other packages the theme shares with site code: sharedModules.ts (not
    // `dedupe`, which resolves them from the site's folder).
    resolve: {
      alias: [
        { find: /^@site\//, replacement: siteDir.replace(/\/$/, '') + '/' },
        // A site's ejected theme file imports the theme's helpers by the package's name
        // (scripts/swizzle.ts): always this generator's copy, also for a site without node_modules.
        { find: new RegExp(`^${PACKAGE_NAME}/`), replacement: PACKAGE_ROOT + '/' },
        ...(plugins ? pluginAliases(siteDir, plugins) : []),
      ],
    },
    // The watcher skips what the build writes (output, caches): on a big site that is tens of
    // thousands of files, and a cache write would otherwise count as a change.
    // The site's content folders are watched by the docs plugin (plugins/dev/watchDocs.ts), much
    // faster on a big site.
    server: {
      fs: { allow: [...siteCodeRoots(siteDir), PACKAGE_ROOT] },
      watch: devWatchOptions(siteDir, params.site, params.polling),
    },
    // Pre-bundle the client's dependencies up front, so the dev server never discovers one late
    // and reloads the open page.
    optimizeDeps: optimizeDepsOf(isolated, plugins, jsxFiles, params.site),
    // The server bundle is self-contained; the dev server loads dependencies from node_modules.
    ssr: target === 'server' ? { noExternal: true } : {},
    build: {
      outDir: params.outDir,
      emptyOutDir: false,
      target: 'es2022',
      copyPublicDir: target === 'client' && params.copyPublicDir !== false,
      manifest: target === 'client',
      ssr: target === 'server' ? SERVER_ENTRY : undefined,
      assetsDir: 'assets',
      ...inlineLimitOf(params.site),
      ...(target === 'client' ? clientBuildSettings(mode) : {}),
      // DOCS_SOURCEMAP=1 writes source maps (bundle analysis).
      sourcemap: process.env.DOCS_SOURCEMAP === '1',
      reportCompressedSize: false,
      // No warning for a big chunk: its advice is Vite's settings, which a site does not have
      // (Docusaurus's webpack config turns its size hints off too: `performance.hints: false`).
      // A site's scripts are measured where they matter: the first load of a page (the bench).
      chunkSizeWarningLimit: Number.MAX_SAFE_INTEGER,
      // Server chunks are named without hashes, so the server bundle is byte-identical when only
      // pages changed, and their pre-renders can be reused (plugins/output/prerenderCache.ts).
      rollupOptions: bundlerOptions(target, params.inputs, plugins, shimExports, params.site),
    },
  };
}

/** `start --poll [ms]`: chokidar's polling, as Docusaurus's `createPollingOptions` gives it. */
export interface DevPolling {
  usePolling: true;
  interval?: number;
}

/**
 * The dev watcher's options: what the build writes (output, caches) skipped; the site's content
 * folders too, watched by the docs plugin (plugins/dev/watchDocs.ts), unless the watchers poll:
 * then Vite's watcher polls them with the rest, and the docs plugin leaves them to it.
 */
export function devWatchOptions(
  siteDir: string,
  site: SiteData | undefined,
  polling?: DevPolling,
): { ignored: string[]; usePolling?: boolean; interval?: number } {
  const ignored = [
    join(siteDir, '.cache') + '/**',
    join(siteDir, 'build') + '/**',
    '**/.build.staging-*/**',
  ];
  if (polling) return { ignored, ...polling };
  return { ignored: [...ignored, ...(site ? contentFoldersOf(site).map((d) => d + '/**') : [])] };
}

/** The flipped stylesheets of a site's right-to-left locales: the build's copies, or the dev server's. */
function rtlPlugins(params: Parameters<typeof createViteConfig>[0]) {
  const i18n = params.site?.siteConfig.i18n;
  if (params.target === 'client' && hasRtlLocale(i18n))
    return [rtlStylesheetsPlugin(params.onWarning)];
  return params.target === 'dev' && isRtlLocale(i18n) ? [rtlDevStylesheetsPlugin()] : [];
}

/** The bundles' React check, and the server bundle's externals (their plugin runs first: `pre`). */
function buildChecksAndExternals(target: 'client' | 'server' | 'dev', siteReact?: SiteReact) {
  if (target === 'dev') return [];
  const check = reactInternalsCheck(siteReact?.version);
  // Only with the generator's own React: the theme imports names a site's older React lacks
  // (React 18 has no `use`), which a bundle reads as undefined but Node's loader refuses.
  if (target === 'client')
    // A dependency's `try { require('util') }` in browser code: no warning (guardedBuiltins.ts).
    return [...check, guardedBuiltinsPlugin()];
  return siteReact === undefined ? [...check, serverExternalsPlugin()] : check;
}

/**
 * With React 19 (the site's own, `siteVersion`, or the generator's): a dependency made for React 18
 * stops the build (reactInternals.ts).
 */
function reactInternalsCheck(siteVersion: string | undefined): Plugin[] {
  const version = siteVersion ?? installedPackage('react', PACKAGE_ROOT)?.version ?? '19';
  return Number(version.split('.')[0]) >= 19 ? [legacyReactInternalsPlugin(version)] : [];
}

/** The compile options of the site's code (not its own tsconfig.json: see the file). */
const SITE_COMPILE_TSCONFIG = join(PACKAGE_ROOT, 'plugins', 'siteCompile.tsconfig.json');

/** What the dev server pre-bundles, and how. */
function optimizeDepsOf(
  isolated: boolean,
  plugins: SitePlugins | undefined,
  jsxFiles: SiteJsxFiles,
  site: SiteData | undefined,
) {
  return {
    entries: [CLIENT_ENTRY],
    // (Not for a site folder that resolves them elsewhere: see sharedModules.ts.)
    include: [
      ...(isolated ? [] : SHARED_ENTRIES),
      ...injectedPackages(plugins?.webpack.inject ?? {}),
    ],
    rolldownOptions: {
      // Not the site's tsconfig.json, as for the bundles (a template's `extends:
      // '@docusaurus/tsconfig'`, not installed, stopped the scan with TSCONFIG_ERROR).
      tsconfig: SITE_COMPILE_TSCONFIG,
      // ProvidePlugin's variables in the dependencies, as the client build injects them.
      ...providedGlobals(plugins),
      // The scan reads the site's JSX in .js as the bundle does (siteJsx.ts); the dependencies'
      // requests of `resolve.fallback` resolve as the client build resolves them; it reaches the
      // site's pages through the route table (routeTableScan.ts).
      plugins: [
        siteJsxScanPlugin(jsxFiles),
        site && routeTableScanPlugin(site),
        amdModulesPlugin(),
        resolveFallbackPlugin(plugins?.webpack.fallback),
        moduleReplacementPlugin(plugins?.webpack.replacements),
      ].filter((p) => !!p),
    },
  };
}

/** The plugins of the site's stylesheets. */
function stylesheetPlugins(params: Parameters<typeof createViteConfig>[0]) {
  const { siteDir } = params;
  return [
    // A site's Sass older than 1.70, which Vite's own compile cannot use (none otherwise).
    legacySassPlugin(siteDir),
    // `@import './folder'` and `~package` in stylesheets, as css-loader resolves them.
    cssImportResolutionPlugin(),
    // A PostCSS config below the site's folder is not applied: its stylesheets fail, naming it.
    nestedPostCssConfigPlugin(siteDir),
    // A right-to-left locale's flipped stylesheets (css/rtlStylesheets.ts).
    ...rtlPlugins(params),
    // The site's child selectors reach its components' elements in docs (css/islandSelectors.ts).
    islandSelectorsPlugin(),
  ];
}

/** A Docusaurus site's Markdown links to files, where Docusaurus writes them (`assets/files/`). */
function linkedFiles(params: Parameters<typeof createViteConfig>[0]): Plugin[] {
  if (params.target === 'dev' || params.site?.docusaurus === undefined) return [];
  return [linkedFilesPlugin({ base: params.baseUrl, emit: params.target === 'client' })];
}

/**
 * A Docusaurus site's small images, fonts and media are `data:` URLs as url-loader makes them (at
 * most 10,000 bytes), other files never (plugins/output/docusaurusAssets.ts); Vite's otherwise.
 */
function inlineLimitOf(site: { docusaurus?: unknown } | undefined) {
  return site?.docusaurus !== undefined ? { assetsInlineLimit: docusaurusInlineLimit() } : {};
}

/** Rolldown's options: the inputs, provided globals, output names and missing exports' shims. */
function bundlerOptions(
  target: 'client' | 'server' | 'dev',
  inputs: Record<string, string> | undefined,
  plugins: SitePlugins | undefined,
  shimMissingExports: boolean,
  site: { docusaurus?: unknown } | undefined,
) {
  return {
    ...(shimMissingExports ? { shimMissingExports: true } : {}),
    ...(target === 'client'
      ? clientRollupOptions(inputs, plugins, site?.docusaurus !== undefined)
      : {
          output: {
            entryFileNames: 'entryServer.js',
            chunkFileNames: 'assets/[name].js',
            // A Docusaurus site's files where the client bundle writes them (its pages' URLs).
            ...(site?.docusaurus !== undefined
              ? { assetFileNames: docusaurusAssetFileNames('entryClient') }
              : {}),
          },
        }),
  };
}

/** The generator's own modules for the site (plugins/index.ts). */
function docsPluginOf(params: Parameters<typeof createViteConfig>[0]): Plugin {
  return docsPlugin({
    siteDir: params.siteDir,
    production: params.target !== 'dev',
    site: params.site,
    compiler: params.compiler,
    onWarning: params.onWarning,
    routeTable: params.routeTable,
    onGenerated: params.onGenerated,
    ...(params.hotOnly ? { hotOnly: true } : {}),
  });
}

/** The theme's optional parts the site uses (plugins/siteFeatures.ts), and whether locales share it. */
/**
 * The bundle's `define`s: the theme's, and the site's plugins' DefinePlugin values, each bundle its
 * own call's (configureWebpack's `isServer`): the client's in the client bundle and the dev
 * browser, the server's in the server bundle and the dev server's render (Vite's environments).
 */
function definesOf(
  target: 'client' | 'server' | 'dev',
  site: SiteData | undefined,
  inputs: Record<string, string> | undefined,
): Pick<InlineConfig, 'define' | 'environments'> {
  const plugins = site?.plugins;
  const define = bundleDefines(site, inputs);
  // Node's `global` in a Docusaurus site's browser code is the global object, as webpack 5 gives
  // it (`node.global`): docusaurus-lunr-search's bundled `immediate` reads it. Node has its own.
  const browserGlobal: Record<string, string> =
    site?.docusaurus !== undefined ? { global: 'globalThis' } : {};
  if (target === 'server')
    return { define: { ...define, ...SERVER_NODE_ENV, ...webpackDefinesOf(plugins, target) } };
  if (target === 'client') {
    const nodeEnv = buildModeOf().development ? DEVELOPMENT_NODE_ENV : {};
    return {
      define: { ...define, ...nodeEnv, ...browserGlobal, ...webpackDefinesOf(plugins, target) },
    };
  }
  return {
    define,
    environments: {
      client: { define: { ...browserGlobal, ...webpackDefinesOf(plugins, 'client') } },
      ssr: { define: webpackDefinesOf(plugins, 'server') },
    },
  };
}

/**
 * The server bundle's `process.env.NODE_ENV`: "production", as webpack's production mode defines it
 * in Docusaurus's server bundle too. Vite leaves it to the runtime in a server bundle, so every
 * `if (process.env.NODE_ENV === 'production') module.exports = require(…)` of a CommonJS
 * dependency brought both of its builds in (React DOM's development builds were 1.4 MB of a 3 MB
 * bundle before React was left out of it), bundled in every build and parsed by every pre-render
 * worker, never run: the build runs with NODE_ENV=production (buildSite.ts). A site's own define
 * of it still wins.
 */
const SERVER_NODE_ENV = { 'process.env.NODE_ENV': JSON.stringify('production') };
/** The client bundle's of `build --dev` (buildMode.ts): React's development code, as Docusaurus's. */
const DEVELOPMENT_NODE_ENV = { 'process.env.NODE_ENV': JSON.stringify('development') };

/**
 * Packages the server bundle imports rather than holds, when the site builds with the generator's
 * own React: React, React DOM, the scheduler, react-router and @mdx-js/react. Resolved as the
 * bundle would resolve them (sharedModules.ts; reactRouterProduction.ts), each is imported by
 * that file's absolute path, so the pre-render
 * workers load the one copy with Node. Bundled, they were 1.3 MB of every build's server bundle
 * (React DOM's client and both of its server renderers): fewer CPU seconds loaded by Node than
 * bundled and loaded (scripts/bench/results/2026-11-30-s31-fixed51.md). Node finds their named
 * exports (cjs-module-lexer reads React's CommonJS files). With a site's own React everything stays
 * bundled: the theme imports names an older React lacks (React 18 has no `use`), which a bundle
 * reads as undefined and Node's loader refuses, and react-router and @mdx-js/react loaded by Node
 * would find the generator's React in their own folder. react-router-dom's CommonJS build hides
 * its re-exports from Node's lexer: it stays bundled (1.8 KB).
 *
 * A CommonJS file among them (React's, React DOM's, the scheduler's) is `require`d, through a
 * small module of the bundle's (`requiredModuleSource`), instead of imported: Node's `import` of
 * a CommonJS file first reads all of it with its export lexer to find the names, and
 * `react-dom/client` (half a megabyte, imported for `hydrateRoot`, which no pre-render calls) cost
 * every pre-render worker about 0.1 s of CPU there (s34 rebuild55).
 */
/** The server bundle's module that requires a CommonJS package file (`serverExternalsPlugin`). */
const REQUIRED_PREFIX = '\0docs-server-required:';
/** What that module's `require` names: the file, external by its path. */
const REQUIRED_FILE = 'docs-server-required-file:';

/** Names no `const` may bind (`default` among them: the module's default export is its value). */
const RESERVED_WORDS = new Set(
  'arguments await break case catch class const continue debugger default delete do else enum eval export extends false finally for function if implements import in instanceof interface let new null package private protected public return static super switch this throw true try typeof var void while with yield'.split(
    ' ',
  ),
);

/**
 * The module that stands for a CommonJS file in the server bundle: its `module.exports` as the
 * default export and each of its properties as a named export, as Node's `import` gives them,
 * bound once when the module runs. The names are the file's own, read by requiring it here when
 * the bundle is made (what a pre-render worker runs anyway). Through the bundler's CommonJS
 * interop instead (a module of `module.exports = require(file)`), every `useState` or `jsx` the
 * pages called went through a getter.
 */
function requiredModuleSource(file: string): string {
  const value = createRequire(file)(file) as unknown;
  const names =
    value !== null && (typeof value === 'object' || typeof value === 'function')
      ? Object.keys(value).filter((n) => /^[A-Za-z_$][\w$]*$/.test(n) && !RESERVED_WORDS.has(n))
      : [];
  if (isBrowserOnlyFile(file)) return lazyRequiredModuleSource(file, value, names);
  return [
    `const m = require(${JSON.stringify(REQUIRED_FILE + file)});`,
    'export default m;',
    ...(names.length ? [`export const { ${names.join(', ')} } = m;`] : []),
    '',
  ].join('\n');
}

/**
 * React DOM's client (`react-dom/client`: `createRoot`, `hydrateRoot`), which the server bundle
 * holds only because modules it renders also hydrate in the browser (the theme's islands, a site's
 * own code). No pre-render calls it, and requiring its half a megabyte cost every pre-render worker
 * about 30-60 ms of CPU at start-up (issue 37): it is required the first time one of its functions
 * is called, if ever.
 */
function isBrowserOnlyFile(file: string): boolean {
  const owner = packageOfFile(file);
  return (
    owner?.name === 'react-dom' && relative(owner.dir, file).split(sep).join('/') === 'client.js'
  );
}

/**
 * `requiredModuleSource` of a file required on first use (`isBrowserOnlyFile`): each function it
 * exports is a function that requires the file and calls its own; any other value (React DOM's
 * `version`) is the one read when the bundle was made; the default export reads them so.
 */
function lazyRequiredModuleSource(file: string, value: unknown, names: string[]): string {
  const exports = value as Record<string, unknown>;
  const lines = [
    'let m;',
    `const load = () => (m ??= require(${JSON.stringify(REQUIRED_FILE + file)}));`,
  ];
  for (const name of names)
    lines.push(
      typeof exports[name] === 'function'
        ? `export function ${name}(...args) { return load().${name}(...args); }`
        : `export const ${name} = ${JSON.stringify(exports[name]) ?? 'undefined'};`,
    );
  lines.push(
    `export default { ${names.map((n) => `get ${n}() { return load().${n}; }`).join(', ')} };`,
    '',
  );
  return lines.join('\n');
}

/** Tells the listener plugin, if the config has one (serverExternalsListener.ts), of each file. */
function serverExternalsPlugin(): Plugin {
  let onExternal: ServerExternalsListener['onExternal'] | undefined;
  const packages = ['react', 'react-dom', 'scheduler', 'react-router', '@mdx-js/react'];
  const external = new RegExp(`^(${packages.join('|').replace(/\//g, '\\/')})(/|$)`);
  const versions = new Map<string, string>();
  /** The files `onExternal` was told of. */
  const told = new Set<string>();
  return {
    name: 'docs:server-externals',
    enforce: 'pre',
    configResolved(config) {
      const listener = config.plugins.find((p) => p.name === SERVER_EXTERNALS_LISTENER);
      onExternal = (listener?.api as ServerExternalsListener | undefined)?.onExternal;
    },
    resolveId: {
      filter: { id: [external, new RegExp(`^${REQUIRED_FILE}`)] },
      async handler(id, importer, options) {
        if (id.startsWith(REQUIRED_FILE))
          return { id: id.slice(REQUIRED_FILE.length), external: 'absolute' };
        const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
        if (!resolved || resolved.external) return resolved;
        const owner = packageOfFile(resolved.id);
        if (owner) versions.set(owner.dir, `${owner.name}@${owner.version}`);
        const commonJs = isCommonJsFile(resolved.id);
        if (!told.has(resolved.id) && !(commonJs && isBrowserOnlyFile(resolved.id))) {
          told.add(resolved.id);
          onExternal?.(resolved.id, commonJs);
        }
        if (commonJs) return REQUIRED_PREFIX + resolved.id;
        return { id: resolved.id, external: 'absolute' };
      },
    },
    load: {
      filter: { id: new RegExp(`^${REQUIRED_PREFIX}`) },
      handler(id) {
        return { code: requiredModuleSource(id.slice(REQUIRED_PREFIX.length)), moduleType: 'js' };
      },
    },
    // The packages' versions in the bundle's entry: its files' hash keys the pages the next build
    // may reuse (output/prerenderCache.ts), and an upgraded React must not find them current.
    banner(chunk) {
      if (!chunk.isEntry || !versions.size) return '';
      return `// Imported: ${[...versions.values()].sort().join(', ')}`;
    },
  };
}

/**
 * Whether Node loads a file as CommonJS: a `.cjs` file, or a `.js` file whose nearest package.json
 * (named or not) does not say `"type": "module"`.
 */
function isCommonJsFile(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    let text: string;
    try {
      text = readFileSync(join(dir, 'package.json'), 'utf8');
    } catch {
      continue; // no package.json here
    }
    return (JSON.parse(text) as { type?: string }).type !== 'module';
  }
  return true;
}

/** The package a file belongs to: its folder, name and version (the nearest package.json with a name). */
function packageOfFile(file: string): { dir: string; name: string; version: string } | undefined {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (json.name) return { dir, name: json.name, version: json.version ?? '' };
    } catch {
      // no package.json here
    }
  }
  return undefined;
}

/** The `define`s the site's plugins' `configureWebpack` gives one bundle (hooks.ts). */
export function webpackDefinesOf(
  plugins: SitePlugins | undefined,
  bundle: 'client' | 'server',
): Record<string, string> {
  return (bundle === 'server' ? plugins?.webpack.serverDefine : plugins?.webpack.define) ?? {};
}

function bundleDefines(site: SiteData | undefined, inputs: Record<string, string> | undefined) {
  return {
    ...featureDefines(siteFeatures(site)),
    // Locales share the client bundle (plugins/i18n/sharedBundle.ts): off, its code drops out.
    __DOCS_SHARED_LOCALES__: JSON.stringify(inputs !== undefined),
  };
}

/**
 * The dev server's static folders beyond Vite's own, and a module of the app inside Vite's (a
 * customCss under static/, as Jest's) served without Vite's "public directory" warning.
 */
function devStaticPlugins(staticDirs: string[], publicDir: string | undefined, baseUrl: string) {
  return [
    staticDirectoriesPlugin({ staticDirs, publicDir, baseUrl }),
    publicDirModulesPlugin({ publicDir, baseUrl }),
  ];
}

/**
 * The free variables the site's plugins provide to browser code (webpack's ProvidePlugin:
 * `process`, `Buffer`), imported into each client module that uses one. Not the server's: Node has
 * its own `process`.
 */
function providedGlobals(plugins: SitePlugins | undefined) {
  const inject = plugins?.webpack.inject;
  return inject && Object.keys(inject).length ? { transform: { inject } } : {};
}

/** The client bundle's Rollup options: its inputs, provided globals and file names. */
function clientRollupOptions(
  inputs: Record<string, string> | undefined,
  plugins: SitePlugins | undefined,
  docusaurusSite: boolean,
) {
  return {
    ...clientInputs(inputs),
    ...providedGlobals(plugins),
    // A Docusaurus site's main stylesheet where Docusaurus writes it (for postBuild plugins).
    ...(docusaurusSite
      ? { output: { assetFileNames: docusaurusAssetFileNames('entryClient') } }
      : {}),
  };
}

/** The client bundle's entry, and the other inputs of locales sharing it (plugins/i18n/sharedBundle.ts). */
function clientInputs(inputs: Record<string, string> | undefined) {
  if (!inputs) return { input: CLIENT_ENTRY };
  // The other inputs are loaded for what they export.
  return {
    input: { entryClient: CLIENT_ENTRY, ...inputs },
    preserveEntrySignatures: 'exports-only' as const,
  };
}

/** Build logger: errors are reported once by the build (with positions); warnings go to the summary. */
function quietLogger(onWarning?: (d: Diagnostic) => void): Logger {
  const logger = createLogger('warn');
  const warn = (msg: string) =>
    !msg.includes('PLUGIN_TIMINGS') &&
    onWarning?.({
      file: '',
      severity: 'warning',
      message: stripVTControlCharacters(msg).trim(),
      kind: 'bundler',
    });
  return { ...logger, error: () => undefined, warn, warnOnce: warn };
}
