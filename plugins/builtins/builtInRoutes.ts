// The routes of the built-in plugins (docs, blog, pages) in Docusaurus's shape, for `postBuild`'s
// `routes`: plugins such as llms.txt generators walk them for each page's source file
// (`metadata.sourceFilePath`) and its plugin. The generator renders these pages from its own route
// table (generator hook routesOf); this is the view a third-party plugin reads, built from the
// content. Each plugin gives its own through the generator hook routeConfigsOf (docsPlugin.ts,
// blogPlugin.ts, pagesPlugin.ts); plugins/lifecycle/postBuild.ts gathers them.
import { withBaseUrl } from '../../src/shared/paths.js';
import type { RouteConfig } from '../lifecycle/types.js';
import type { BlogPageData } from '../../src/shared/blogTypes.js';
import type { LoadedBlogs } from '../blog/index.js';
import type { DocsNative } from './docsPlugin.js';
import type { DocsTags } from '../pages/docTags.js';
import { nativeOf } from './native.js';
import { versionDocsOf } from '../docs/versionDocs.js';
import { ownSidebarName } from '../docs/instances.js';

/** A route at the top of a plugin's tree, with the plugin that added it (Docusaurus 3.8+). */
export type PluginRouteConfig = RouteConfig & { plugin: { name: string; id: string } };

/** `@site/docs/a.md` → `docs/a.md`, as Docusaurus's `aliasedSitePathToRelativePath`. */
const sitePath = (source: string) => source.replace(/^@site\//, '');

interface DocsContentDoc {
  id: string;
  source: string;
  permalink: string;
  sidebar?: string;
  lastUpdatedAt?: number | null;
}
interface DocsContent {
  loadedVersions: {
    versionName: string;
    label: string;
    path: string;
    isLast: boolean;
    banner?: string | null;
    badge?: boolean;
    noIndex?: boolean;
    className?: string;
    docs: DocsContentDoc[];
  }[];
}

/**
 * A docs plugin's routes (instance `pluginId`): the docs root at `rootPath` (its global data's
 * `path`), one route per version, its DocRoot, then its pages.
 */
export function docsRouteConfigs(
  loaded: unknown,
  pluginId: string,
  rootPath: string,
  baseUrl: string,
): RouteConfig[] {
  const content = loaded as DocsContent;
  const native = nativeOf<DocsNative>(loaded);
  const setOf = (name: string) => native?.sets.find((s) => s.spec.version.name === name);
  const root = withBaseUrl(rootPath, baseUrl);
  const versions = content.loadedVersions.map((v): RouteConfig => {
    const path = withBaseUrl(v.path, baseUrl);
    const docs = v.docs.map((d): RouteConfig => ({
      path: withBaseUrl(d.permalink, baseUrl),
      component: '@theme/DocItem',
      exact: true,
      modules: { content: d.source },
      metadata: { sourceFilePath: sitePath(d.source), lastUpdatedAt: d.lastUpdatedAt },
      ...(d.sidebar ? { sidebar: d.sidebar } : {}),
    }));
    const set = setOf(v.versionName);
    const indexes = (set?.generatedIndexes ?? []).map((g): RouteConfig => ({
      path: withBaseUrl(g.permalink, baseUrl),
      component: '@theme/DocCategoryGeneratedIndexPage',
      exact: true,
      // Its sidebar's own name, as a doc's (not the site's key: instances.ts sidebarKey).
      sidebar: ownSidebarName(set!.spec, g.sidebar),
    }));
    // Each version has its own tags pages (Docusaurus's buildVersionTagsRoutes).
    const versionTags = native?.tags.get(v.versionName);
    const tags = versionTags ? tagsRoutes(versionTags, baseUrl) : [];
    return {
      path,
      exact: false,
      component: '@theme/DocVersionRoot',
      // The version at the docs' root yields to the others, whose paths are below it.
      ...(path === root ? { priority: -1 } : {}),
      // Docusaurus's version prop, without its sidebars: llms.txt plugins read isLast, and its
      // docs by id (tRPC's inline plugin makes each version's table of contents from them).
      props: {
        version: {
          pluginId,
          version: v.versionName,
          label: v.label,
          banner: v.banner ?? null,
          badge: v.badge,
          noIndex: v.noIndex,
          className: v.className,
          isLast: v.isLast,
          docs: set ? versionDocsOf(set) : {},
        },
      },
      routes: [
        { path, exact: false, component: '@theme/DocRoot', routes: [...docs, ...indexes] },
        ...tags,
      ],
    };
  });
  return [{ path: root, exact: false, component: '@theme/DocsRoot', routes: versions }];
}

function tagsRoutes(tags: DocsTags, baseUrl: string): RouteConfig[] {
  return [
    { path: withBaseUrl(tags.route, baseUrl), exact: true, component: '@theme/DocTagsListPage' },
    ...tags.pages.map((t) => ({
      path: withBaseUrl(t.permalink, baseUrl),
      exact: true,
      component: '@theme/DocTagDocListPage',
    })),
  ];
}

/** The component Docusaurus's blog plugin gives each kind of its list pages. */
const BLOG_PAGE_COMPONENTS: Record<BlogPageData['type'], string> = {
  list: '@theme/BlogListPage',
  tag: '@theme/BlogTagsPostsPage',
  tags: '@theme/BlogTagsListPage',
  archive: '@theme/BlogArchivePage',
  authors: '@theme/Blog/Pages/BlogAuthorsListPage',
  author: '@theme/Blog/Pages/BlogAuthorsPostsPage',
};

interface BlogContent {
  blogPosts: { metadata: { permalink: string; source: string; lastUpdatedAt?: number | null } }[];
}

/** A blog plugin's routes: its list, tags, archive and authors pages, and its posts. */
export function blogRouteConfigs(content: unknown, baseUrl: string): RouteConfig[] {
  const pages = (nativeOf<LoadedBlogs>(content)?.instances ?? []).flatMap((i) =>
    i.pages.map((p): RouteConfig => ({
      path: withBaseUrl(p.permalink, baseUrl),
      component: BLOG_PAGE_COMPONENTS[p.data.type],
      exact: true,
    })),
  );
  const posts = (content as BlogContent).blogPosts.map(({ metadata: m }) => ({
    path: withBaseUrl(m.permalink, baseUrl),
    component: '@theme/BlogPostPage',
    exact: true,
    modules: { content: m.source },
    metadata: { sourceFilePath: sitePath(m.source), lastUpdatedAt: m.lastUpdatedAt },
  }));
  return [...pages, ...posts];
}

type PagesContent = { type: 'mdx' | 'jsx'; permalink: string; source: string }[];

/** A pages plugin's routes: a React page's component is its file, a Markdown page's MDXPage. */
export function pagesRouteConfigs(content: unknown, baseUrl: string): RouteConfig[] {
  return (content as PagesContent).map((p): RouteConfig => ({
    path: withBaseUrl(p.permalink, baseUrl),
    component: p.type === 'mdx' ? '@theme/MDXPage' : p.source,
    exact: true,
    metadata: { sourceFilePath: sitePath(p.source), lastUpdatedAt: undefined },
    modules: p.type === 'mdx' ? { content: p.source } : { config: '@generated/docusaurus.config' },
  }));
}

/**
 * Routes in the order Docusaurus gives them to `postBuild` (its route sorting): the site's root
 * last, leaves before parents, a parent whose path contains another's first, the higher priority
 * first, then by path; each parent's children in the same order.
 */
export function sortRoutes<R extends RouteConfig>(routes: R[], baseUrl: string): R[] {
  const rank = (a: RouteConfig, b: RouteConfig): number => {
    if ((a.path === baseUrl) !== (b.path === baseUrl)) return a.path === baseUrl ? 1 : -1;
    if (!!a.routes !== !!b.routes) return a.routes ? 1 : -1;
    if (a.routes && b.routes && a.path !== b.path) {
      if (a.path.includes(b.path)) return -1;
      if (b.path.includes(a.path)) return 1;
    }
    const byPriority = (b.priority ?? 0) - (a.priority ?? 0);
    return byPriority !== 0 ? byPriority : a.path.localeCompare(b.path);
  };
  return [...routes]
    .sort(rank)
    .map((r) => (r.routes ? { ...r, routes: sortRoutes(r.routes, baseUrl) } : r));
}
