// The lifecycle for one site: the load context from its Docusaurus config, the plugins run, and
// what the later stages read of them (routes, global data, tags, client modules, theme folders,
// PostCSS and Vite settings), computed once per load.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocusaurusSection } from '../config/docusaurus/types.js';
import { isBuiltInPlugin } from '../config/docusaurus/mapDocusaurusConfig.js';
import { createConfigLocator } from '../config/docusaurus/locateConfigKey.js';
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
import type { LoadContext, PostCssOptions } from './types.js';

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
export const generatedFilesDir = (siteDir: string) => join(siteDir, '.cache', 'generated');

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
    i18n: { defaultLocale: 'en', locales: ['en'], path: 'i18n', localeConfigs: {} },
    future: { v4: {}, experimental_faster: {} },
    ...raw,
    themeConfig: { ...((raw.themeConfig as Record<string, unknown>) ?? {}) },
  } as LoadContext['siteConfig'];
}

export function createLoadContext(siteDir: string, section: DocusaurusSection): LoadContext {
  const siteConfig = contextSiteConfig(section.raw);
  return {
    siteDir,
    siteVersion: undefined,
    generatedFilesDir: generatedFilesDir(siteDir),
    siteConfig,
    siteConfigPath: section.configFile,
    outDir: join(siteDir, 'build'),
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
    siteStorage: { type: 'localStorage', namespace: '' },
    currentBundler: { name: 'webpack', instance: undefined },
  };
}

const hasEntries = (s: DocusaurusSection) =>
  Object.values(s.lifecycle).some((list) => list.length > 0);

/** Runs the site's plugins; undefined when its config declares none the lifecycle runs. */
export async function loadSitePlugins(
  siteDir: string,
  section: DocusaurusSection | undefined,
): Promise<SitePlugins | undefined> {
  if (!section || !hasEntries(section)) return undefined;
  const { configFile } = section;
  let locator: ReturnType<typeof createConfigLocator> | undefined;
  const warnings: Diagnostic[] = [];
  const context = createLoadContext(siteDir, section);
  const result = await runLifecycle(section.lifecycle, {
    context,
    configFile,
    locate: (path) =>
      (locator ??= createConfigLocator(configFile, readFileSync(configFile, 'utf8')))(path),
    isNative: isBuiltInPlugin,
    warnings,
  });
  writeGeneratedFiles(result);
  const routes = flattenPluginRoutes(result.routes, context.baseUrl);
  const webpack = await collectWebpack(result);
  warnings.push(...webpack.warnings);
  const postCss = await collectPostCss(result);
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
