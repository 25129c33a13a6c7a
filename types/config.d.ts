// Types for what a Docusaurus site's Node side imports (docusaurus.config.ts, sidebars.ts,
// its own plugins) once @docusaurus/core and the classic preset are uninstalled: the config, the
// classic preset's options and theme config, and the content plugins' option and sidebar types.
// Written for docusaurus-vite from Docusaurus's documented configuration; loose (an index
// signature) where third-party plugins and themes add their own keys.

declare module '@docusaurus/types' {
  export type ReportingSeverity = 'ignore' | 'log' | 'warn' | 'throw';

  /** `[name, options]`, a module name or path, a plugin function, or false/null to skip it. */
  export type PluginConfig =
    | string
    | [string, unknown]
    | PluginModule
    | [PluginModule, unknown]
    | Promise<unknown>
    | false
    | null;
  export type PresetConfig = string | [string, unknown] | [string] | false | null;

  export interface HtmlTagObject {
    tagName: string;
    attributes?: { [name: string]: string | boolean };
    innerHTML?: string;
  }

  export interface I18nLocaleConfig {
    label?: string;
    htmlLang?: string;
    direction?: 'ltr' | 'rtl';
    calendar?: string;
    path?: string;
    url?: string;
    baseUrl?: string;
    translate?: boolean;
  }

  export interface I18nConfig {
    defaultLocale: string;
    locales: [string, ...string[]] | string[];
    path?: string;
    localeConfigs?: { [locale: string]: Partial<I18nLocaleConfig> };
  }

  export interface FasterConfig {
    swcJsLoader?: boolean;
    swcJsMinimizer?: boolean;
    swcHtmlMinimizer?: boolean;
    lightningCssMinimizer?: boolean;
    mdxCrossCompilerCache?: boolean;
    rspackBundler?: boolean;
    rspackPersistentCache?: boolean;
    ssgWorkerThreads?: boolean;
  }

  export interface FutureV4Config {
    removeLegacyPostBuildHeadAttribute?: boolean;
    useCssCascadeLayers?: boolean;
    siteStorageNamespacing?: boolean;
    fasterByDefault?: boolean;
    mdx1CompatDisabledByDefault?: boolean;
  }

  export interface FutureConfig {
    v4?: boolean | FutureV4Config;
    experimental_faster?: boolean | FasterConfig;
    experimental_storage?: {
      type?: 'localStorage' | 'sessionStorage';
      namespace?: boolean | string;
    };
    experimental_router?: 'browser' | 'hash';
    experimental_vcs?: unknown;
  }

  export interface MarkdownPreprocessorArgs {
    filePath: string;
    fileContent: string;
  }

  export interface MarkdownConfig {
    format?: 'mdx' | 'md' | 'detect';
    mermaid?: boolean;
    emoji?: boolean;
    preprocessor?: (args: MarkdownPreprocessorArgs) => string;
    parseFrontMatter?: (params: {
      filePath: string;
      fileContent: string;
      defaultParseFrontMatter: (params: {
        filePath: string;
        fileContent: string;
      }) => Promise<{ frontMatter: { [key: string]: unknown }; content: string }>;
    }) => Promise<{ frontMatter: { [key: string]: unknown }; content: string }>;
    mdx1Compat?: { comments?: boolean; admonitions?: boolean; headingIds?: boolean };
    remarkRehypeOptions?: { [key: string]: unknown };
    anchors?: { maintainCase?: boolean };
    hooks?: {
      onBrokenMarkdownLinks?: ReportingSeverity | ((params: unknown) => void | string);
      onBrokenMarkdownImages?: ReportingSeverity | ((params: unknown) => void | string);
    };
  }

  /** `themeConfig`: the theme's keys, and any a third-party theme or plugin reads. */
  export interface ThemeConfig {
    [key: string]: unknown;
  }

  /** docusaurus.config.* as a site writes it. */
  export interface Config {
    title: string;
    url: string;
    baseUrl: string;
    tagline?: string;
    titleDelimiter?: string;
    favicon?: string;
    trailingSlash?: boolean;
    i18n?: I18nConfig;
    future?: FutureConfig;
    noIndex?: boolean;
    onBrokenLinks?: ReportingSeverity;
    onBrokenAnchors?: ReportingSeverity;
    onBrokenMarkdownLinks?: ReportingSeverity;
    onDuplicateRoutes?: ReportingSeverity;
    organizationName?: string;
    projectName?: string;
    deploymentBranch?: string;
    githubHost?: string;
    githubPort?: string;
    themeConfig?: ThemeConfig;
    plugins?: PluginConfig[];
    themes?: PluginConfig[];
    presets?: PresetConfig[];
    customFields?: { [key: string]: unknown };
    staticDirectories?: string[];
    headTags?: HtmlTagObject[];
    scripts?: (string | ({ src: string } & { [attribute: string]: string | boolean }))[];
    stylesheets?: (string | ({ href: string } & { [attribute: string]: string | boolean }))[];
    clientModules?: string[];
    ssrTemplate?: string;
    baseUrlIssueBanner?: boolean;
    markdown?: MarkdownConfig;
    webpack?: { jsLoader?: string | ((isServer: boolean) => unknown) };
  }

  /** The config once loaded, as `useDocusaurusContext().siteConfig` gives it. */
  export type DocusaurusConfig = Required<
    Pick<
      Config,
      'title' | 'url' | 'baseUrl' | 'tagline' | 'favicon' | 'themeConfig' | 'customFields'
    >
  > &
    Config;

  export interface RouteConfig {
    path: string;
    component: string;
    exact?: boolean;
    modules?: { [key: string]: unknown };
    routes?: RouteConfig[];
    [key: string]: unknown;
  }

  export interface LoadContext {
    siteDir: string;
    generatedFilesDir: string;
    siteConfig: DocusaurusConfig;
    siteConfigPath: string;
    outDir: string;
    baseUrl: string;
    localizationDir: string;
    i18n: { defaultLocale: string; locales: string[]; currentLocale: string };
    [key: string]: unknown;
  }

  export interface PluginContentLoadedActions {
    addRoute(config: RouteConfig): void;
    createData(name: string, data: string | object): Promise<string>;
    setGlobalData(data: unknown): void;
  }

  export interface Plugin<Content = unknown> {
    name: string;
    loadContent?: () => Promise<Content> | Content;
    contentLoaded?: (args: {
      content: Content;
      actions: PluginContentLoadedActions;
    }) => Promise<void> | void;
    allContentLoaded?: (args: {
      allContent: unknown;
      actions: PluginContentLoadedActions;
    }) => Promise<void> | void;
    postBuild?: (props: { outDir: string; content: Content; [key: string]: unknown }) => unknown;
    configureWebpack?: (...args: unknown[]) => unknown;
    configurePostCss?: (options: { plugins: unknown[] }) => { plugins: unknown[] };
    getThemePath?: () => string;
    getTypeScriptThemePath?: () => string;
    getPathsToWatch?: () => string[];
    getClientModules?: () => string[];
    extendCli?: (cli: unknown) => void;
    injectHtmlTags?: (args: { content: Content }) => {
      headTags?: (string | HtmlTagObject)[] | string | HtmlTagObject;
      preBodyTags?: (string | HtmlTagObject)[] | string | HtmlTagObject;
      postBodyTags?: (string | HtmlTagObject)[] | string | HtmlTagObject;
    };
    getTranslationFiles?: (args: { content: Content }) => unknown;
    translateContent?: (args: { content: Content; translationFiles: unknown }) => Content;
    translateThemeConfig?: (args: {
      themeConfig: ThemeConfig;
      translationFiles: unknown;
    }) => ThemeConfig;
    getDefaultCodeTranslationMessages?: () =>
      Promise<{ [id: string]: string }> | { [id: string]: string };
    [key: string]: unknown;
  }

  export type PluginModule<Options = any> = (
    context: LoadContext,
    options: Options,
  ) => Plugin<any> | null | Promise<Plugin<any> | null>;

  export type Preset = { plugins?: PluginConfig[]; themes?: PluginConfig[] };
  export type PresetModule<Options = any> = (context: LoadContext, options: Options) => Preset;

  /** A client module: what a `clientModules` file may export. */
  export interface ClientModule {
    onRouteUpdate?: (args: {
      location: Location;
      previousLocation: Location | null;
    }) => void | (() => void);
    onRouteDidUpdate?: (args: { location: Location; previousLocation: Location | null }) => void;
  }

  export type TagsListItem = {
    label: string;
    permalink: string;
    count: number;
    description?: string;
  };
  export type Props = { [key: string]: unknown };
}

declare module '@docusaurus/plugin-content-docs' {
  export type CategoryIndexMatcher = (param: {
    fileName: string;
    directories: string[];
    extension: string;
  }) => boolean;

  export type VersionBanner = 'unreleased' | 'unmaintained';

  export interface VersionOptions {
    path?: string;
    label?: string;
    banner?: 'none' | VersionBanner;
    badge?: boolean;
    noIndex?: boolean;
    className?: string;
  }

  export type EditUrlFunction = (params: {
    version: string;
    versionDocsDirPath: string;
    docPath: string;
    permalink: string;
    locale: string;
  }) => string | undefined;

  export interface Options {
    id?: string;
    path?: string;
    routeBasePath?: string;
    tagsBasePath?: string;
    include?: string[];
    exclude?: string[];
    sidebarPath?: string | false;
    sidebarItemsGenerator?: (args: any) => Promise<SidebarItemConfig[]> | SidebarItemConfig[];
    numberPrefixParser?:
      false | ((filename: string) => { filename: string; numberPrefix?: number });
    sidebarCollapsible?: boolean;
    sidebarCollapsed?: boolean;
    editUrl?: string | EditUrlFunction;
    editLocalizedFiles?: boolean;
    editCurrentVersion?: boolean;
    showLastUpdateAuthor?: boolean;
    showLastUpdateTime?: boolean;
    breadcrumbs?: boolean;
    docItemComponent?: string;
    docRootComponent?: string;
    docVersionRootComponent?: string;
    docTagDocListComponent?: string;
    docTagsListComponent?: string;
    docsRootComponent?: string;
    docCategoryGeneratedIndexComponent?: string;
    remarkPlugins?: unknown[];
    rehypePlugins?: unknown[];
    recmaPlugins?: unknown[];
    beforeDefaultRemarkPlugins?: unknown[];
    beforeDefaultRehypePlugins?: unknown[];
    admonitions?: boolean | { keywords?: string[]; extendDefaults?: boolean };
    tags?: string | false | null;
    onInlineTags?: 'ignore' | 'log' | 'warn' | 'throw';
    disableVersioning?: boolean;
    includeCurrentVersion?: boolean;
    lastVersion?: string;
    onlyIncludeVersions?: string[];
    versions?: { [versionName: string]: VersionOptions };
  }

  export type PluginOptions = Required<Pick<Options, 'id' | 'path' | 'routeBasePath'>> & Options;

  export interface SidebarItemBase {
    className?: string;
    customProps?: { [key: string]: unknown };
  }
  export interface SidebarItemDoc extends SidebarItemBase {
    type: 'doc' | 'ref';
    id: string;
    label?: string;
    translatable?: boolean;
  }
  export interface SidebarItemHtml extends SidebarItemBase {
    type: 'html';
    value: string;
    defaultStyle?: boolean;
  }
  export interface SidebarItemLink extends SidebarItemBase {
    type: 'link';
    href: string;
    label: string;
    autoAddBaseUrl?: boolean;
    description?: string;
  }
  export interface SidebarItemAutogenerated extends SidebarItemBase {
    type: 'autogenerated';
    dirName: string;
  }
  export type SidebarCategoryLink =
    | { type: 'doc'; id: string }
    | {
        type: 'generated-index';
        slug?: string;
        title?: string;
        description?: string;
        image?: string;
        keywords?: string | string[];
      };
  export interface SidebarItemCategory extends SidebarItemBase {
    type: 'category';
    label: string;
    items: SidebarItemConfig[];
    collapsible?: boolean;
    collapsed?: boolean;
    link?: SidebarCategoryLink | null;
    description?: string;
    key?: string;
  }
  /** `{ 'Category label': [items] }`: a category in shorthand. */
  export interface SidebarCategoriesShorthand {
    [label: string]: SidebarItemConfig[] | SidebarCategoriesShorthand;
  }
  export type SidebarItemConfig =
    | string
    | SidebarItemDoc
    | SidebarItemHtml
    | SidebarItemLink
    | SidebarItemAutogenerated
    | SidebarItemCategory
    | SidebarCategoriesShorthand;
  export type SidebarConfig = SidebarCategoriesShorthand | SidebarItemConfig[];
  /** sidebars.js / sidebars.ts: the sidebars by id. */
  export type SidebarsConfig = { [sidebarId: string]: SidebarConfig };

  export const plugin: import('@docusaurus/types').PluginModule<Options>;
  export default plugin;
}

declare module '@docusaurus/plugin-content-blog' {
  export type FeedType = 'rss' | 'atom' | 'json';
  export interface Author {
    key?: string;
    name?: string;
    title?: string;
    url?: string;
    imageURL?: string;
    email?: string;
    page?: boolean | { permalink: string };
    socials?: { [platform: string]: string };
    description?: string;
  }
  export interface Options {
    id?: string;
    path?: string;
    routeBasePath?: string;
    tagsBasePath?: string;
    archiveBasePath?: string | null;
    pageBasePath?: string;
    authorsBasePath?: string;
    include?: string[];
    exclude?: string[];
    postsPerPage?: number | 'ALL';
    blogTitle?: string;
    blogDescription?: string;
    blogSidebarCount?: number | 'ALL';
    blogSidebarTitle?: string;
    blogListComponent?: string;
    blogPostComponent?: string;
    blogTagsListComponent?: string;
    blogTagsPostsComponent?: string;
    blogArchiveComponent?: string;
    blogAuthorsListComponent?: string;
    blogAuthorsPostsComponent?: string;
    remarkPlugins?: unknown[];
    rehypePlugins?: unknown[];
    recmaPlugins?: unknown[];
    beforeDefaultRemarkPlugins?: unknown[];
    beforeDefaultRehypePlugins?: unknown[];
    truncateMarker?: RegExp;
    showReadingTime?: boolean;
    readingTime?: (params: {
      content: string;
      locale: string;
      frontMatter: { [key: string]: unknown };
      options?: { [key: string]: unknown };
    }) => number | undefined;
    feedOptions?: {
      type?: FeedType | FeedType[] | 'all' | null;
      title?: string;
      description?: string;
      copyright?: string;
      language?: string;
      limit?: number | false | null;
      xslt?: boolean | { rss?: string | boolean; atom?: string | boolean };
      createFeedItems?: (params: any) => Promise<unknown[]>;
    };
    editUrl?:
      | string
      | ((params: {
          blogDirPath: string;
          blogPath: string;
          permalink: string;
          locale: string;
        }) => string | undefined);
    editLocalizedFiles?: boolean;
    admonitions?: boolean | { keywords?: string[]; extendDefaults?: boolean };
    authorsMapPath?: string;
    showLastUpdateAuthor?: boolean;
    showLastUpdateTime?: boolean;
    sortPosts?: 'descending' | 'ascending';
    processBlogPosts?: (params: { blogPosts: unknown[] }) => Promise<unknown[] | void>;
    onInlineTags?: 'ignore' | 'log' | 'warn' | 'throw';
    tags?: string | false | null;
    onInlineAuthors?: 'ignore' | 'log' | 'warn' | 'throw';
    onUntruncatedBlogPosts?: 'ignore' | 'log' | 'warn' | 'throw';
  }
  export type PluginOptions = Required<Pick<Options, 'id' | 'path' | 'routeBasePath'>> & Options;
  export const plugin: import('@docusaurus/types').PluginModule<Options>;
  export default plugin;
}

declare module '@docusaurus/plugin-content-pages' {
  export interface Options {
    id?: string;
    path?: string;
    routeBasePath?: string;
    include?: string[];
    exclude?: string[];
    mdxPageComponent?: string;
    remarkPlugins?: unknown[];
    rehypePlugins?: unknown[];
    recmaPlugins?: unknown[];
    beforeDefaultRemarkPlugins?: unknown[];
    beforeDefaultRehypePlugins?: unknown[];
    admonitions?: boolean | { keywords?: string[]; extendDefaults?: boolean };
    showLastUpdateAuthor?: boolean;
    showLastUpdateTime?: boolean;
    editUrl?: string | ((params: unknown) => string | undefined);
  }
  export type PluginOptions = Options;
  export const plugin: import('@docusaurus/types').PluginModule<Options>;
  export default plugin;
}

declare module '@docusaurus/theme-classic' {
  export interface Options {
    customCss?: string | string[];
  }
  export type PluginOptions = Options;
  export type NavbarItem = { [key: string]: unknown } & {
    type?: string;
    label?: string;
    to?: string;
    href?: string;
    position?: 'left' | 'right';
    items?: NavbarItem[];
  };
  export type FooterLinkItem = {
    label?: string;
    to?: string;
    href?: string;
    html?: string;
    prependBaseUrlToHref?: boolean;
    [key: string]: unknown;
  };
  /** The classic theme's part of `themeConfig`; other themes' keys are allowed too. */
  export interface ThemeConfig {
    image?: string;
    metadata?: { [attribute: string]: string }[];
    colorMode?: {
      defaultMode?: 'light' | 'dark';
      disableSwitch?: boolean;
      respectPrefersColorScheme?: boolean;
    };
    announcementBar?: {
      id?: string;
      content: string;
      backgroundColor?: string;
      textColor?: string;
      isCloseable?: boolean;
    };
    docs?: {
      versionPersistence?: 'localStorage' | 'none';
      sidebar?: { hideable?: boolean; autoCollapseCategories?: boolean };
    };
    blog?: { sidebar?: { groupByYear?: boolean } };
    navbar?: {
      title?: string;
      logo?: {
        alt?: string;
        src: string;
        srcDark?: string;
        href?: string;
        target?: string;
        width?: string | number;
        height?: string | number;
        className?: string;
        style?: object;
      };
      hideOnScroll?: boolean;
      style?: 'primary' | 'dark';
      items?: NavbarItem[];
    };
    footer?: {
      style?: 'light' | 'dark';
      logo?: {
        alt?: string;
        src: string;
        srcDark?: string;
        href?: string;
        width?: string | number;
        height?: string | number;
      };
      copyright?: string;
      links?: ({ title?: string | null; items: FooterLinkItem[] } | FooterLinkItem)[];
    };
    prism?: {
      theme?: { plain: object; styles: object[] };
      darkTheme?: { plain: object; styles: object[] };
      defaultLanguage?: string;
      additionalLanguages?: string[];
      magicComments?: {
        className: string;
        line?: string;
        block?: { start: string; end: string };
      }[];
    };
    tableOfContents?: { minHeadingLevel?: number; maxHeadingLevel?: number };
    algolia?: {
      appId: string;
      apiKey: string;
      indexName: string;
      contextualSearch?: boolean;
      externalUrlRegex?: string;
      searchPagePath?: string | false | null;
      replaceSearchResultPathname?: { from: string; to: string };
      searchParameters?: { [key: string]: unknown };
      insights?: boolean;
      [key: string]: unknown;
    };
    mermaid?: { theme?: { light?: string; dark?: string }; options?: { [key: string]: unknown } };
    [key: string]: unknown;
  }
}

declare module '@docusaurus/preset-classic' {
  import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
  import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
  import type { Options as PagesOptions } from '@docusaurus/plugin-content-pages';
  import type {
    Options as ThemeOptions,
    ThemeConfig as ClassicThemeConfig,
  } from '@docusaurus/theme-classic';

  /** The classic preset's options: each plugin's, or false to leave it out. */
  export type Options = {
    debug?: boolean;
    docs?: false | DocsOptions;
    blog?: false | BlogOptions;
    pages?: false | PagesOptions;
    sitemap?:
      | false
      | {
          lastmod?: 'date' | 'datetime' | null;
          changefreq?: string | null;
          priority?: number | null;
          ignorePatterns?: string[];
          filename?: string;
          createSitemapItems?: (params: any) => Promise<unknown[]>;
        };
    svgr?: { svgrConfig?: { [key: string]: unknown } };
    theme?: ThemeOptions;
    googleAnalytics?: { trackingID: string; anonymizeIP?: boolean };
    gtag?: { trackingID: string | string[]; anonymizeIP?: boolean };
    googleTagManager?: { containerId: string };
  };
  export type ThemeConfig = ClassicThemeConfig;
  export const preset: import('@docusaurus/types').PresetModule<Options>;
  export default preset;
}
