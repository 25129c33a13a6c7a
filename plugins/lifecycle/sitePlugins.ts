// The lifecycle for one site: the load context from its config, every plugin run (the built-in
// docs, blog, pages, sitemap and client redirects among the config's own), and
// what the later stages read of them (routes, global data, tags, client modules, theme folders,
// PostCSS and Vite settings), computed once per load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocusaurusSection } from '../config/docusaurus/types.js';
import { withPostCssConfigFile } from '../css/postCssConfigFile.js';
import { isBuiltInPlugin, presetBuiltInOf } from '../config/docusaurus/mapDocusaurusConfig.js';
import { createConfigLocator } from '../config/docusaurus/locateConfigKey.js';
import { docusaurusSiteStorage } from '../config/docusaurus/siteStorage.js';
import { docusaurusVersionOf, isAtLeast } from '../config/docusaurus/docusaurusVersion.js';
import type { Diagnostic } from '../diagnostics.js';
import type { RouteSpec } from '../routes/generateRoutesModule.js';
import {
  collectClientModules,
  collectHtmlTags,
  collectPathsToWatch,
  collectPostCss,
  collectThemePaths,
  collectWebpack,
  type PluginHtmlTags,
  type WebpackMapping,
} from './hooks.js';
import { flattenPluginRoutes, pluginRouteSpecs, type FlatPluginRoute } from './routes.js';
import { runLifecycle, type LifecycleResult } from './run.js';
import { writeGeneratedFiles } from './generatedFiles.js';
import { siteBundler } from './siteBundler.js';
import type { LoadContext, PostCssOptions } from './types.js';
import type { LoadedConfig } from '../config/loadSiteConfig.js';
import { builtInPlugins, lifecycleEntriesOf, wrappedBuiltIns } from '../builtins/index.js';
import { setPluginMdxRules } from '../mdx/siteExtensions.js';
import type { BuiltInEnv } from '../builtins/env.js';
import { contextLocaleConfigs, type LocaleContext } from '../i18n/localeContext.js';

export interface SitePlugins {
  result: LifecycleResult;
  /** The plugins' routes by path of the route table. */
  routes: Map<string, FlatPluginRoute>;
  routeSpecs: RouteSpec[];
  htmlTags: PluginHtmlTags;
  clientModules: string[];
  /** The plugins' theme folders (getThemePath), in the plugins' order. */
  themePaths: { name: string; dir: string }[];
  pathsToWatch: string[];
  postCss?: PostCssOptions;
  webpack: WebpackMapping;
}

/** Where createData writes (Docusaurus's `.docusaurus`; `@generated/` in imports). */
export { generatedFilesDir } from '../paths.js';
import { generatedFilesDir } from '../paths.js';

/** The config as Docusaurus gives it to plugins: the file's values over Docusaurus's defaults. */
function contextSiteConfig(raw: Record<string, unknown>): LoadContext['siteConfig'] {
  return {
    baseUrl: '/',
    trailingSlash: undefined,
    customFields: {},
    plugins: [],
    themes: [],
    presets: [],
    headTags: [],
    scripts: [],
    stylesheets: [],
    clientModules: [],
    staticDirectories: ['static'],
    onBrokenLinks: 'throw',
    onBrokenMarkdownLinks: 'warn',
    storage: { type: 'localStorage', namespace: false },
    i18n: { defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} },
    ...raw,
    future: futureOf(raw.future),
    themeConfig: { ...((raw.themeConfig as Record<string, unknown>) ?? {}) },
  } as LoadContext['siteConfig'];
}

const FASTER = [
  'swcJsLoader',
  'swcJsMinimizer',
  'swcHtmlMinimizer',
  'lightningCssMinimizer',
  'mdxCrossCompilerCache',
  'rspackBundler',
  'rspackPersistentCache',
  'ssgWorkerThreads',
];
const V4 = ['removeLegacyPostBuildHeadAttribute', 'useCssCascadeLayers'];

/**
 * The config's `future` as Docusaurus 3.8 normalizes it: `experimental_faster` and `v4` each `true`
 * (every flag on) or an object over every flag off (plugin-pwa's postBuild reads
 * `future.experimental_faster.swcJsMinimizer`), and 3.9's `faster` the same way.
 */
function futureOf(raw: unknown): Record<string, unknown> {
  const future = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const flags = (names: string[], value: unknown) =>
    Object.fromEntries(
      names.map((n) => [
        n,
        value === true ||
          (typeof value === 'object' && value !== null
            ? (value as Record<string, unknown>)[n] === true
            : false),
      ]),
    );
  return {
    experimental_storage: { type: 'localStorage', namespace: false },
    experimental_router: 'browser',
    ...future,
    experimental_faster: flags(FASTER, future.experimental_faster),
    // Docusaurus 3.9 renamed it `faster`: 3.10's docs plugin reads future.faster.mdxCrossCompilerCache
    // (run from a preset that wraps the classic one, it failed on an undefined `faster`).
    faster: flags([...FASTER, 'gitEagerVcs'], future.faster ?? future.experimental_faster),
    v4: flags(V4, future.v4),
  };
}

export function createLoadContext(
  siteDir: string,
  section: DocusaurusSection,
  outDir = join(siteDir, 'build'),
): LoadContext {
  const siteConfig = contextSiteConfig(section.raw);
  return {
    siteDir,
    siteVersion: siteVersionOf(siteDir),
    generatedFilesDir: generatedFilesDir(siteDir),
    siteConfig,
    siteConfigPath: section.configFile,
    outDir,
    localizationDir: join(siteDir, 'i18n', 'en'),
    baseUrl: siteConfig.baseUrl,
    i18n: {
      defaultLocale: 'en',
      locales: ['en'],
      currentLocale: 'en',
      path: 'i18n',
      localeConfigs: {
        en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
      },
    },
    codeTranslations: {},
    siteStorage: docusaurusSiteStorage(
      section.raw,
      { url: String(siteConfig.url ?? ''), baseUrl: siteConfig.baseUrl },
      docusaurusVersionOf(siteDir),
    ).storage,
    currentBundler: siteBundler(
      siteDir,
      (siteConfig.future as { faster: Record<string, boolean> }).faster.rspackBundler,
    ),
  };
}

/**
 * The context of the locale being built: its translation folder (the plugins' translation hooks
 * read it: plugins/i18n/pluginTranslations.ts), its code translations, its name, its base URL.
 */
function withLocale(context: LoadContext, locale: LocaleContext | undefined): LoadContext {
  if (!locale) return context;
  return {
    ...context,
    localizationDir: locale.localizationDir,
    codeTranslations: locale.codeTranslations,
    // A locale's pages are under its base URL (`/fr/`), as in Docusaurus's build of that locale.
    baseUrl: locale.baseUrl,
    // A locale on its own domain (Docusaurus 3.9+'s localeConfigs.<l>.url): its URL is the site's.
    siteConfig: {
      ...context.siteConfig,
      baseUrl: locale.baseUrl,
      url: locale.i18n.localeConfigs[locale.locale]?.url ?? context.siteConfig.url,
    },
    // The site's locales, their configs as Docusaurus's loadI18n gives them (3.9+: each locale's
    // translate, url and baseUrl); the current one's base URL and translate as this build has them.
    i18n: {
      defaultLocale: locale.i18n.defaultLocale,
      locales: locale.i18n.locales,
      currentLocale: locale.locale,
      path: locale.i18n.path,
      localeConfigs: Object.fromEntries(
        Object.entries(
          contextLocaleConfigs({
            siteDir: context.siteDir,
            locale,
            siteUrl: String(context.siteConfig.url ?? ''),
          }),
        ).map(([name, c]) => [
          name,
          // 3.8's loadI18n has neither key (its i18n.json and context.i18n hold five per locale).
          name === locale.locale && !before39(context.siteDir)
            ? { ...c, baseUrl: locale.baseUrl, translate: locale.translate }
            : { ...c },
        ]),
      ),
    },
  };
}

/** Whether the site depends on a Docusaurus older than 3.9 (an unknown version is not). */
function before39(siteDir: string): boolean {
  const version = docusaurusVersionOf(siteDir);
  return version !== undefined && !isAtLeast(version, 3, 9);
}

/** The load context of a site without a Docusaurus config (site.config.ts): its title and URLs. */
function siteConfigLoadContext(config: LoadedConfig, outDir?: string): LoadContext {
  const { title, tagline, url, baseUrl } = config.siteConfig;
  const section = {
    raw: { title, tagline, url, baseUrl },
    configFile: config.configFile,
  } as unknown as DocusaurusSection;
  return createLoadContext(config.siteDir, section, outDir);
}

/**
 * Runs the site's plugins: the built-in ones (plugins/builtins/: docs, blog, pages, sitemap,
 * client redirects) and the config's own, in one list in Docusaurus's order.
 */
export async function loadSitePlugins(
  env: BuiltInEnv,
  /** `outDir`: the plugins' `outDir`, a build's staging folder (`<siteDir>/build` when unset). */
  opts: { outDir?: string } = {},
): Promise<SitePlugins> {
  const { config } = env;
  const section = config.docusaurus;
  const { configFile } = config;
  let locator: ReturnType<typeof createConfigLocator> | undefined;
  const warnings: Diagnostic[] = [];
  const context = withLocale(
    section
      ? createLoadContext(config.siteDir, section, opts.outDir)
      : siteConfigLoadContext(config, opts.outDir),
    env.locale,
  );
  const result = await runLifecycle(lifecycleEntriesOf(env), {
    context,
    configFile,
    locate: (path) =>
      (locator ??= createConfigLocator(configFile, readFileSync(configFile, 'utf8')))(path),
    isNative: isBuiltInPlugin,
    presetBuiltIn: presetBuiltInOf,
    builtIn: builtInPlugins(env),
    wrapped: wrappedBuiltIns(env),
    warnings,
  });
  writeGeneratedFiles(result, section !== undefined);
  const routes = flattenPluginRoutes(result.routes, context.baseUrl);
  const webpack = await collectWebpack(result);
  warnings.push(...webpack.warnings);
  // The Markdown of their folders compiles with their options, on the compile threads too.
  setPluginMdxRules(config.siteDir, webpack.mdxRules);
  // The site's postcss.config.js (or .postcssrc…) besides, merged as postcss-loader merges them.
  const configured = await collectPostCss(result);
  const postCss =
    configured && (await withPostCssConfigFile(configured, config.siteDir, env.production));
  return {
    result,
    routes,
    routeSpecs: pluginRouteSpecs(routes),
    htmlTags: await collectHtmlTags(result),
    clientModules: await collectClientModules(result),
    themePaths: await collectThemePaths(result),
    pathsToWatch: await collectPathsToWatch(result),
    ...(postCss ? { postCss } : {}),
    webpack,
  };
}

/** Each plugin's content by `name/id` (SiteData.pluginContent). */
export function pluginContentOf(plugins: SitePlugins): Map<string, unknown> {
  return new Map(plugins.result.plugins.map((p) => [`${p.name}/${p.id}`, p.content]));
}

/** The `version` of the site's package.json (Docusaurus's `loadSiteVersion`), if it has one. */
function siteVersionOf(siteDir: string): string | undefined {
  try {
    const pkg = JSON.parse(readFileSync(join(siteDir, 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof pkg.version === 'string' ? pkg.version : undefined;
  } catch {
    return undefined;
  }
}
