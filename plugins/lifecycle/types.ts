// Docusaurus 3's plugin contract (`@docusaurus/types`, plugin.d.ts), as far as this generator runs
// it: the shapes a plugin, a preset and the lifecycle's arguments have. Declared here rather than
// imported so the build does not depend on Docusaurus's packages.

/** A tag a plugin injects into every page: an HTML string or an element described as data. */
export interface HtmlTagObject {
  tagName: string;
  attributes?: Record<string, string | boolean | undefined>;
  innerHTML?: string;
}
export type HtmlTags = string | HtmlTagObject | (string | HtmlTagObject)[];

/** A route as `addRoute` takes it. */
export interface RouteConfig {
  path: string;
  component: string;
  modules?: RouteModules;
  context?: RouteModules;
  routes?: RouteConfig[];
  exact?: boolean;
  strict?: boolean;
  priority?: number;
  props?: Record<string, unknown>;
  [key: string]: unknown;
}
/** A route's modules: a module path, `{ path, __import }`, or nested objects and arrays of them. */
export type RouteModules = { [key: string]: RouteModuleValue };
export type RouteModuleValue =
  | string
  | { path: string; __import?: boolean; query?: Record<string, unknown> }
  | RouteModules
  | RouteModuleValue[];

export interface PluginActions {
  addRoute: (config: RouteConfig) => void;
  createData: (name: string, data: string | object) => Promise<string>;
  setGlobalData: (data: unknown) => void;
}

/** What the site's config and the build give every plugin (Docusaurus's LoadContext). */
export interface LoadContext {
  siteDir: string;
  siteVersion: string | undefined;
  generatedFilesDir: string;
  siteConfig: Record<string, unknown> & { baseUrl: string; themeConfig: Record<string, unknown> };
  siteConfigPath: string;
  outDir: string;
  localizationDir: string;
  baseUrl: string;
  i18n: {
    defaultLocale: string;
    locales: string[];
    currentLocale: string;
    path: string;
    localeConfigs: Record<string, Record<string, unknown>>;
  };
  codeTranslations: Record<string, string>;
  siteStorage: { type: 'localStorage' | 'sessionStorage'; namespace: string };
  currentBundler: { name: 'webpack' | 'rspack'; instance: unknown };
}

/** A plugin instance: what a plugin function returns. Every method is optional but `name`. */
export interface Plugin {
  name: string;
  loadContent?: () => unknown;
  contentLoaded?: (args: { content: unknown; actions: PluginActions }) => unknown;
  allContentLoaded?: (args: {
    allContent: Record<string, Record<string, unknown>>;
    actions: PluginActions;
  }) => unknown;
  postBuild?: (props: Record<string, unknown>) => unknown;
  configureWebpack?: (
    config: Record<string, unknown>,
    isServer: boolean,
    utils: Record<string, unknown>,
    content: unknown,
  ) => Record<string, unknown> | void;
  configurePostCss?: (options: PostCssOptions) => PostCssOptions;
  getThemePath?: () => string | undefined;
  getTypeScriptThemePath?: () => string | undefined;
  getPathsToWatch?: () => string[];
  getClientModules?: () => string[];
  injectHtmlTags?: (args: { content: unknown }) => {
    headTags?: HtmlTags;
    preBodyTags?: HtmlTags;
    postBodyTags?: HtmlTags;
  };
  extendCli?: (cli: unknown) => void;
  getTranslationFiles?: (args: { content: unknown }) => unknown;
  getDefaultCodeTranslationMessages?: () => unknown;
  translateContent?: (args: { content: unknown; translationFiles: unknown[] }) => unknown;
  translateThemeConfig?: (args: { themeConfig: unknown; translationFiles: unknown[] }) => unknown;
  [key: string]: unknown;
}

export interface PostCssOptions {
  plugins: unknown[];
  [key: string]: unknown;
}

/** A plugin module: the function, with its optional validators as properties. */
export type PluginModule = ((context: LoadContext, options: unknown) => unknown) & {
  validateOptions?: (args: { validate: Validate; options: unknown }) => unknown;
  validateThemeConfig?: (args: { validate: Validate; themeConfig: unknown }) => unknown;
};
export type Validate = (schema: unknown, value: unknown) => unknown;

/** A preset's result: plugins and themes, written as the config writes them. */
export interface Preset {
  plugins?: unknown[];
  themes?: unknown[];
}
