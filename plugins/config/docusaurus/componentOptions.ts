// The content plugins' component options (`blogPostComponent`, `docRootComponent`,
// `mdxPageComponent`…): Docusaurus renders each route of the plugin with the module the option
// names, giving it the props it gives the default component there. Here a route whose option names
// another module than the default is rendered with that module, with the same props
// (plugins/builtins/contentComponents.ts makes the module of loaders the theme's route kinds read:
// src/theme/contentComponents.ts). `docItemComponent` has its own route kind (docItemComponent.ts).
// A value that names no module (not a string, an empty string) stops the build at the option.
import { isAbsolute, join, posix } from 'node:path';

/** Docusaurus 3.8's defaults, by plugin (options.js of each content plugin). */
export const COMPONENT_DEFAULTS = {
  blog: {
    blogListComponent: '@theme/BlogListPage',
    blogPostComponent: '@theme/BlogPostPage',
    blogTagsListComponent: '@theme/BlogTagsListPage',
    blogTagsPostsComponent: '@theme/BlogTagsPostsPage',
    blogArchiveComponent: '@theme/BlogArchivePage',
    blogAuthorsListComponent: '@theme/Blog/Pages/BlogAuthorsListPage',
    blogAuthorsPostsComponent: '@theme/Blog/Pages/BlogAuthorsPostsPage',
  },
  docs: {
    docsRootComponent: '@theme/DocsRoot',
    docVersionRootComponent: '@theme/DocVersionRoot',
    docRootComponent: '@theme/DocRoot',
    docTagDocListComponent: '@theme/DocTagDocListPage',
    docTagsListComponent: '@theme/DocTagsListPage',
    docCategoryGeneratedIndexComponent: '@theme/DocCategoryGeneratedIndexPage',
  },
  pages: { mdxPageComponent: '@theme/MDXPage' },
} as const;

export type ComponentPlugin = keyof typeof COMPONENT_DEFAULTS;

/** The component options of one plugin. */
export type ComponentOption<P extends ComponentPlugin> = keyof (typeof COMPONENT_DEFAULTS)[P];

/** A component option whose value names no module: its key and value. */
export interface ComponentOptionProblem {
  key: string;
  value: unknown;
  fallback: string;
}

/** The component options of a plugin's `options` whose value is not a module name. */
export function invalidComponentOptions(
  plugin: ComponentPlugin,
  options: Record<string, unknown>,
): ComponentOptionProblem[] {
  return Object.entries(COMPONENT_DEFAULTS[plugin]).flatMap(([key, fallback]) => {
    const value = options[key];
    return value === undefined || (typeof value === 'string' && value.trim() !== '')
      ? []
      : [{ key, value, fallback }];
  });
}

/** The error's message and hint for one such option. */
export function componentOptionMessage(p: ComponentOptionProblem): {
  message: string;
  hint: string;
} {
  const got =
    typeof p.value === 'string' ? 'an empty string' : (JSON.stringify(p.value) ?? 'a function');
  return {
    message: `must name the module that renders these routes (a string), not ${got}`,
    hint: `write a module name, as "@site/src/components/MyPage" or "@theme/MyPage"; "${p.fallback}" is the default`,
  };
}

/**
 * The component options of a plugin's `options` that name another module than the default, by
 * option (only string values: the config mapping stops at any other).
 */
export function customComponentOptions(
  plugin: ComponentPlugin,
  options: Record<string, unknown>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, fallback] of Object.entries(COMPONENT_DEFAULTS[plugin])) {
    const value = options[key];
    if (typeof value === 'string' && value.trim() !== '' && value !== fallback) out[key] = value;
  }
  return out;
}

/**
 * The request the bundler resolves for a component option: as Docusaurus's generated registry
 * (`.docusaurus/registry.js`) imports it, a relative path is relative to the site's `.docusaurus`
 * folder; an alias (`@site/…`, `@theme/…`), a package or an absolute path is as written.
 */
export function componentRequest(value: string, siteDir: string): string {
  return /^\.\.?(\/|$)/.test(value) && !isAbsolute(value)
    ? join(siteDir, '.docusaurus', value)
    : value;
}

const MODULE_FILES = [
  '',
  '.js',
  '.jsx',
  '.ts',
  '.tsx',
  '/index.js',
  '/index.jsx',
  '/index.ts',
  '/index.tsx',
];

/**
 * A relative component option whose module is not in the site (`exists`: a path relative to the
 * site): Docusaurus resolves it from the `.docusaurus` folder, so `./src/components/X` names
 * `.docusaurus/src/components/X`. Its message and hint, or undefined.
 */
export function missingRelativeModule(
  value: string,
  exists: (relPath: string) => boolean,
): { message: string; hint: string } | undefined {
  if (!/^\.\.?(\/|$)/.test(value)) return undefined;
  const rel = posix.normalize(posix.join('.docusaurus', value));
  if (rel.startsWith('../') || MODULE_FILES.some((ext) => exists(rel + ext))) return undefined;
  const fromSite = posix.normalize(value);
  return {
    message: `names "${value}", which is not a module: a relative path is resolved from the site's .docusaurus folder, as Docusaurus's generated registry imports it (${rel})`,
    hint: `name the module from the site's folder: "@site/${fromSite.replace(/^(\.\.\/)+/, '')}"`,
  };
}
