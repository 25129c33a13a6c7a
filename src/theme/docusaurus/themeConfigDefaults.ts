// The defaults Docusaurus's classic theme gives a site's `themeConfig` (its validateThemeConfig)
// for the keys this theme does not already give in its own shape: ejected components read them
// without checking (typescript-eslint's `BlogSidebar/Content` reads
// `useThemeConfig().blog.sidebar.groupByYear` on a site whose config has no `blog` key).

type Config = Record<string, unknown>;

const isObject = (v: unknown): v is Config => typeof v === 'object' && v !== null;

/** `themeConfig` with `blog.sidebar.groupByYear` (true) and `metadata` ([]) filled in. */
export function withClassicThemeDefaults(themeConfig: Config): Config {
  const blog = isObject(themeConfig.blog) ? themeConfig.blog : {};
  const sidebar = isObject(blog.sidebar) ? blog.sidebar : {};
  return {
    ...themeConfig,
    blog: { ...blog, sidebar: { groupByYear: true, ...sidebar } },
    metadata: Array.isArray(themeConfig.metadata) ? themeConfig.metadata : [],
  };
}
