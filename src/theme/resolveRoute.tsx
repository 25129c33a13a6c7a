// What a path shows: a doc, a generated index, a page of the site, the search page or not-found.
// Used by the browser's navigation and by the server renderer alike, so both render the same tree.
import type { ComponentType } from 'react';
import siteConfig from 'virtual:docs/site-config';
import type { GeneratedIndexMetadata } from '../shared/types.js';
import { docsearchTagOf } from '../shared/docsVersions.js';
import { isSamePath } from '../shared/paths.js';
import { resolveSearchPagePath } from '../shared/search/searchPagePath.js';
import type { ResolvedRoute, RouteHandle } from '../client/navigation.js';
import { findRoute, loadSidebar, type RouteTableEntry } from '../client/routeTable.js';
import DocPage, { type DocModule } from './DocPage.js';
import { CrashPage, LoadFailure } from './ErrorPage.js';
import GeneratedIndexPage from './GeneratedIndexPage.js';
import NotFound from './NotFound.js';
import { docusaurusContext, type DocusaurusContext } from './docusaurus/useDocusaurusContext.js';

const RELOAD_FLAG = 'docs:chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch|Unable to preload CSS/i.test(
    msg,
  );
}

/** A page that failed to load: a chunk that failed reloads the page (once); anything else shows a box. */
export function RouteError({ error }: { error: unknown }) {
  if (typeof window !== 'undefined' && isChunkLoadError(error)) {
    let reloaded = false;
    try {
      reloaded = sessionStorage.getItem(RELOAD_FLAG) === location.pathname;
      if (!reloaded) sessionStorage.setItem(RELOAD_FLAG, location.pathname);
    } catch {
      /* storage blocked: reload anyway, once per render */
    }
    if (!reloaded) {
      window.location.reload();
      return null;
    }
    return <LoadFailure error={error} onRetry={() => window.location.reload()} />;
  }
  return (
    <CrashPage error={error} onRetry={() => window.location.reload()} retryLabel="Try again" />
  );
}

async function loadEntry(
  entry: RouteTableEntry,
): Promise<{ Component: ComponentType; handle: RouteHandle }> {
  const [mod, sidebar] = await Promise.all([
    entry.load(),
    entry.sidebar ? loadSidebar(entry.sidebar, entry.parts) : Promise.resolve(undefined),
  ]);
  try {
    sessionStorage.removeItem(RELOAD_FLAG);
  } catch {
    /* no storage (server, or blocked) */
  }
  if (entry.kind === 'doc') {
    const doc = mod as unknown as DocModule;
    const m = doc.metadata;
    return {
      Component: () => <DocPage module={doc} sidebar={sidebar} />,
      handle: {
        sidebar,
        sidebarName: entry.sidebar,
        ...(m.docsVersion ? { docsVersion: m.docsVersion } : {}),
        head: {
          title: m.title,
          description: m.description,
          keywords: m.keywords,
          image: m.image,
          noIndex: m.unlisted || m.docsVersion?.noIndex === true,
          // Versioned docs (src/shared/docsVersions.ts): docs-<plugin>-<version>.
          docsearchTag: m.docsVersion
            ? docsearchTagOf(m.docsVersion.pluginId, m.docsVersion.name)
            : 'docs-default-current',
          ...(m.docsVersion ? { docsVersion: m.docsVersion.name } : {}),
        },
      },
    };
  }
  if (entry.kind === 'generated-index') {
    const meta = (mod as { metadata: GeneratedIndexMetadata }).metadata;
    return {
      Component: () => <GeneratedIndexPage metadata={meta} sidebar={sidebar ?? []} />,
      handle: {
        sidebar,
        sidebarName: entry.sidebar,
        ...(meta.docsVersion ? { docsVersion: meta.docsVersion } : {}),
        head: {
          title: meta.title,
          description: meta.description,
          keywords: meta.keywords,
          ...(meta.docsVersion?.noIndex ? { noIndex: true } : {}),
          docsearchTag: meta.docsVersion
            ? docsearchTagOf(meta.docsVersion.pluginId, meta.docsVersion.name)
            : 'docs-default-current',
          ...(meta.docsVersion ? { docsVersion: meta.docsVersion.name } : {}),
        },
      },
    };
  }
  if (__DOCS_HAS_BLOG__ && (entry.kind === 'blog-post' || entry.kind === 'blog-page'))
    return loadBlogEntry(entry, mod);
  const page = mod as {
    default?: ComponentType<{ config: DocusaurusContext['siteConfig'] }>;
    title?: string;
    description?: string;
    // A Markdown page's module has these too (plugins/pages/markdownPageModule.ts).
    keywords?: string[];
    image?: string;
    noIndex?: boolean;
  };
  if (typeof page.default !== 'function')
    throw new Error(
      `The page module for ${entry.path} has no default export: export the page component as default.`,
    );
  const Page = page.default;
  return {
    // A React page gets the site config as its `config` prop, as Docusaurus gives it (pages
    // written for Docusaurus 1 read it).
    Component: () => <Page config={pageConfig} />,
    handle: {
      head: {
        title: page.title,
        description: page.description,
        ...(page.keywords ? { keywords: page.keywords } : {}),
        ...(page.image ? { image: page.image } : {}),
        ...(page.noIndex ? { noIndex: true } : {}),
        docsearchTag: 'default',
      },
    },
  };
}

/** The `config` prop of React pages: Docusaurus's siteConfig (useDocusaurusContext's). */
const pageConfig = docusaurusContext.siteConfig;

/** A blog route (issue 25): a post, or a list/tags/archive/authors page with its posts' modules. */
async function loadBlogEntry(
  entry: RouteTableEntry,
  mod: unknown,
): Promise<{ Component: ComponentType; handle: RouteHandle }> {
  if (entry.kind === 'blog-post') {
    const { default: BlogPostPage } = await import('./blog/BlogPostPage.js');
    const post = mod as import('./blog/BlogPostPage.js').BlogPostModule;
    const m = post.metadata;
    return {
      Component: () => <BlogPostPage module={post} />,
      handle: {
        head: {
          title: m.title,
          description: m.description,
          keywords: m.keywords,
          image: m.image,
          noIndex: m.unlisted,
          docsearchTag: 'default',
          article: {
            publishedTime: m.date,
            authors: m.authors.flatMap((a) => (a.url ? [a.url] : [])),
            tags: m.tags.map((t) => t.label),
          },
        },
      },
    };
  }
  const { default: BlogPage, blogPageHead } = await import('./blog/BlogPages.js');
  const { page: data, contents } = mod as {
    page: import('../shared/blogTypes.js').BlogPageData;
    contents: (() => Promise<{ default: ComponentType }>)[];
  };
  const loaded = await Promise.all(contents.map((load) => load().then((m) => m.default)));
  const head = blogPageHead(data);
  return {
    Component: () => <BlogPage data={data} contents={loaded} />,
    handle: {
      head: {
        title: head.title,
        description: head.description,
        docsearchTag: head.tag,
        noIndex: head.noIndex,
      },
    },
  };
}

export const NOT_FOUND: ResolvedRoute = {
  Component: NotFound,
  handle: { head: { title: 'Page Not Found', status: 404 } },
  status: 404,
};
const searchPagePath = resolveSearchPagePath(siteConfig.search);

// One resolution per route: the component keeps its identity when a page is visited again.
const resolved = new Map<string, ResolvedRoute>();

/** Resolves a path below the base URL. Never rejects: a failure comes back as `error`. */
export async function resolveRoute(pathname: string): Promise<ResolvedRoute> {
  try {
    const entry = await findRoute(pathname);
    const key =
      entry?.path ??
      (searchPagePath && isSamePath(pathname, searchPagePath) ? searchPagePath : undefined);
    if (!key) return NOT_FOUND;
    const cached = resolved.get(key);
    if (cached) return cached;
    let route: ResolvedRoute;
    if (entry) {
      route = { ...(await loadEntry(entry)), routePath: entry.path, status: 200 };
    } else {
      // The search page (issue 4): a route of the theme with its own chunk.
      const { default: SearchPage } = await import('./search/SearchPage.js');
      route = {
        Component: SearchPage,
        handle: {
          head: { title: 'Search the documentation', noIndex: true, docsearchTag: 'default' },
        },
        routePath: searchPagePath ?? undefined,
        status: 200,
      };
    }
    resolved.set(key, route);
    return route;
  } catch (error) {
    return { handle: {}, status: 500, error };
  }
}
