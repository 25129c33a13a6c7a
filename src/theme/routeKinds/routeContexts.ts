// The route context (`useRouteContext()`) of the built-in plugins' routes, as Docusaurus gives it:
// the plugin that added the route, and `data` as Docusaurus's nesting leaves it. A doc is nested
// under its docs root, so its data is the merge of none (`{}`); the blog gives its posts and author
// pages `blogMetadata`, and its other pages, like the pages plugin's, no data at all.
import type { BlogInfo } from '../../shared/blogTypes.js';
import { withBaseUrl } from '../../shared/paths.js';
import type { PluginRouteContext } from '../docusaurus/routeContext.js';

/** A route of a docs instance (a doc, a generated index, a tags page). */
export function docsRouteContext(pluginId: string | undefined): PluginRouteContext {
  return {
    plugin: { name: 'docusaurus-plugin-content-docs', id: pluginId ?? 'default' },
    data: {},
  };
}

/** A route of a blog instance; `withMetadata`: a post or an author page (Docusaurus 3.8). */
export function blogRouteContext(
  blog: BlogInfo,
  baseUrl: string,
  withMetadata: boolean,
): PluginRouteContext {
  // A site plugin wrapping the blog added its routes: the route context is that plugin's.
  const plugin = blog.routePlugin ?? { name: 'docusaurus-plugin-content-blog', id: blog.pluginId };
  if (!withMetadata) return { plugin };
  const blogMetadata = {
    blogBasePath: withBaseUrl(blog.blogBasePath, baseUrl),
    blogTitle: blog.blogTitle,
    authorsListPath: withBaseUrl(blog.authorsListPath, baseUrl),
  };
  return { plugin, data: { blogMetadata } };
}

/** A page of `src/pages/` (React or Markdown). */
export const PAGES_ROUTE_CONTEXT: PluginRouteContext = {
  plugin: { name: 'docusaurus-plugin-content-pages', id: 'default' },
};
