// `docusaurus-plugin-content-pages`, one instance per pages folder of the config (a site.config.ts
// site has `src/pages/`): loadContent reads the folder (plugins/pages/). Its content is Docusaurus's
// (one `{ type, permalink, source }` a page), the generator's pages kept beside it (native.ts).
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { withBaseUrl } from '../../src/shared/paths.js';
import type { Diagnostic } from '../diagnostics.js';
import type { Plugin } from '../lifecycle/types.js';
import { pluginI18nDir } from '../i18n/translateDocs.js';
import { ROUTE_ORDER, withGeneratorHooks } from '../lifecycle/generatorHooks.js';
import {
  markdownPageFile,
  markdownPageModuleId,
  markdownPageModuleSource,
  VIRTUAL_MARKDOWN_PAGE_PREFIX,
} from '../pages/markdownPageModule.js';
import { PAGE_ROUTE_KIND } from '../routes/generateRoutesModule.js';
import {
  DEFAULT_PAGES_OPTIONS,
  pagesFilter,
  pagesOptionsOf,
  readPages,
} from '../pages/readPages.js';
import type { BuiltInEnv } from './env.js';
import { pagesRouteConfigs } from './builtInRoutes.js';
import { BUILT_IN_NAMES, nativeOf, withNative } from './native.js';
import { translatedDir } from '../i18n/localeContext.js';
import { componentRequest, customComponentOptions } from '../config/docusaurus/componentOptions.js';
import { docuHash } from '../lifecycle/metadataFiles.js';

/** A page of a pages folder (`src/pages/`): its route, its file and the module the route loads. */
export interface CustomPage {
  path: string;
  filePath: string;
  /** The route's module: the file, or for a Markdown page its page module (plugins/pages/). */
  module: string;
}

export interface PagesNative {
  pages: CustomPage[];
  warnings: Diagnostic[];
}

/**
 * The pages plugin of the config's `index`-th pages instance (the default one without a config).
 * `wrapped`: the instance a site plugin extending the pages plugin got from its function
 * (plugins/lifecycle/wrappedContent.ts), whose routes exist once its own contentLoaded ran.
 */
export function pagesPlugin(env: BuiltInEnv, index: number, wrapped = false): Plugin {
  const { config } = env;
  const instance = config.docusaurus?.pages[index];
  const id = instance?.id ?? 'default';
  const routed = new WeakSet<object>();
  const isRouted = (content: unknown) => {
    const native = nativeOf<PagesNative>(content);
    return !wrapped || (native !== undefined && routed.has(native));
  };
  const optionsOf = () => (config.docusaurus ? pagesOptionsOf(instance) : DEFAULT_PAGES_OPTIONS);
  const plugin: Plugin = {
    name: BUILT_IN_NAMES.pages,
    loadContent() {
      const options = optionsOf();
      const localizationDir = translatedDir(env.locale);
      const localized = localizationDir
        ? pluginI18nDir(localizationDir, BUILT_IN_NAMES.pages, id)
        : undefined;
      const found = readPages(config.siteDir, options, env.production, localized);
      const pages: CustomPage[] = found.pages.map((p) => ({
        path: p.path,
        filePath: p.filePath,
        module: p.kind === 'markdown' ? markdownPageModuleId(p.filePath) : p.filePath,
      }));
      const content = found.pages.map((p) => ({
        type: p.kind === 'markdown' ? 'mdx' : 'jsx',
        permalink: withBaseUrl(p.path, config.siteConfig.baseUrl),
        source: '@site/' + relative(config.siteDir, p.filePath).split(sep).join('/'),
      }));
      return withNative(content, { pages, warnings: found.warnings } satisfies PagesNative);
    },
    // Its routes (routesOf below): from here on the stages have them.
    contentLoaded({ content }) {
      const native = nativeOf<PagesNative>(content);
      if (native) routed.add(native);
    },
  };
  // A React page's module is its file; a Markdown page's is virtual, made from the file.
  return withGeneratorHooks(plugin, {
    // In the route table after the docs', the blogs' and the tags' (ROUTE_ORDER), as Docusaurus
    // orders its plugins' routes.
    routesOf: (content) => {
      const native = nativeOf<PagesNative>(content);
      const routes = (isRouted(content) ? (native?.pages ?? []) : []).map((p) => ({
        path: p.path,
        kind: 'page',
        module: p.module,
      }));
      return [{ order: ROUTE_ORDER.pages, routes, warnings: native?.warnings ?? [] }];
    },
    routeConfigsOf: (content, { baseUrl }) =>
      isRouted(content) ? pagesRouteConfigs(content, baseUrl) : [],
    // A Markdown page's metadata file (`${docuHash(source)}.json`, which Docusaurus's MDX loader
    // imports as the page's `metadata`) written by a plugin extending the pages plugin: not read.
    readWrittenDataOf: (content, files) =>
      (Array.isArray(content) ? (content as { type?: string; source?: string }[]) : [])
        .filter((page) => page.type === 'mdx' && typeof page.source === 'string')
        .map((page) => `${BUILT_IN_NAMES.pages}/${id}/${docuHash(page.source!)}.json`)
        .filter((rel) => files(rel) !== undefined)
        .slice(0, 1)
        .map((rel) => ({
          rel,
          message:
            "this is a Markdown page's metadata file (Docusaurus's MDX loader imports it as the page's metadata), which the pages here do not read: what it has would not reach the page",
          hint: "give the page what it needs in its front matter (useFrontMatter), or from a plugin's global data (setGlobalData)",
        })),
    // A file of its folder that include and exclude make a page (as readPages finds them).
    isPageFileOf: () => {
      const options = optionsOf();
      const dir = resolve(config.siteDir, options.path) + sep;
      const isPage = pagesFilter(options);
      return (file) =>
        file.startsWith(dir) &&
        !file.includes(`${sep}node_modules${sep}`) &&
        isPage(file.slice(dir.length).split(sep).join('/'));
    },
    // Its theme part (./pagesTheme.ts): the Markdown page layout, when it has a Markdown page.
    themePartsOf: (content) =>
      (nativeOf<PagesNative>(content)?.pages ?? []).some(
        (p) => markdownPageFile(p.module) !== undefined,
      )
        ? ['markdownPages']
        : [],
    // A Markdown page drawn by a module of the site's (`mdxPageComponent`): its content renders in
    // the page's tree, where that module may put providers around it.
    contentInTreeOf: () =>
      instance !== undefined &&
      customComponentOptions('pages', instance.options).mdxPageComponent !== undefined,
    routeKindsOf: (content) => ({
      kinds: PAGE_ROUTE_KIND,
      idPrefixes: [VIRTUAL_MARKDOWN_PAGE_PREFIX],
      source(id) {
        const file = markdownPageFile(id);
        if (file === undefined) return undefined;
        const page = nativeOf<PagesNative>(content)?.pages.find((p) => p.module === id);
        // A page whose file went (the dev server's reload compares every module it served).
        if (!page && !existsSync(file)) return undefined;
        // Instances share the prefix: another instance's page is its own (its mdxPageComponent).
        if (!page && (config.docusaurus?.pages.length ?? 0) > 1) return undefined;
        // The module its `mdxPageComponent` names, when not `@theme/MDXPage` (componentOptions.ts).
        const own = instance ? customComponentOptions('pages', instance.options) : {};
        return markdownPageModuleSource(file, readFileSync(file, 'utf8'), {
          ...(own.mdxPageComponent
            ? { component: componentRequest(own.mdxPageComponent, config.siteDir) }
            : {}),
          ...(page
            ? {
                path: page.path,
                permalink: withBaseUrl(page.path, config.siteConfig.baseUrl),
                source: '@site/' + relative(config.siteDir, file).split(sep).join('/'),
              }
            : {}),
        });
      },
    }),
  });
}
