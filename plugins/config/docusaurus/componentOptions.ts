// The content plugins' component options (`blogPostComponent`, `docRootComponent`,
// `mdxPageComponent`…): Docusaurus renders each route of the plugin with the module the option
// names. This generator renders those routes with its own theme's components, which a site
// changes by swizzling (`src/theme/BlogPostPage`…); only `docItemComponent` is read
// (docItemComponent.ts). A value other than Docusaurus's default would be dropped without a word:
// it stops the build at the option instead, saying what to do.

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

/** A component option set to another module than the default: its key, value and default. */
export interface ComponentOptionProblem {
  key: string;
  value: unknown;
  fallback: string;
}

/** The component options of a plugin's `options` that name another module than the default. */
export function unsupportedComponentOptions(
  plugin: ComponentPlugin,
  options: Record<string, unknown>,
): ComponentOptionProblem[] {
  return Object.entries(COMPONENT_DEFAULTS[plugin]).flatMap(([key, fallback]) => {
    const value = options[key];
    return value === undefined || value === fallback ? [] : [{ key, value, fallback }];
  });
}

/** The error's message and hint for one such option. */
export function componentOptionMessage(p: ComponentOptionProblem): {
  message: string;
  hint: string;
} {
  const name = p.fallback.replace(/^@theme\//, '');
  return {
    message: `names ${JSON.stringify(p.value)}: this generator renders these routes with its theme's ${p.fallback} and does not read ${p.key} yet`,
    hint: `to change how they render, swizzle the component (src/theme/${name}.js, which may wrap @theme-original/${name}) and remove ${p.key}`,
  };
}
