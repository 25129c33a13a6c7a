// Builds react-router's route objects from the generated route table. Used by the browser and by
// the server renderer alike, so both render the same tree.
import type { ComponentType } from 'react';
import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router-dom';
import type { GeneratedIndexMetadata } from '../shared/types.js';
import DocPage, { type DocModule } from '../theme/DocPage.js';
import { CrashPage, LoadFailure } from '../theme/ErrorPage.js';
import GeneratedIndexPage from '../theme/GeneratedIndexPage.js';
import Layout, { type RouteHandle } from '../theme/Layout.js';
import NotFound from '../theme/NotFound.js';
import { loadSidebar, routes, type RouteTableEntry } from './routeTable.js';
import siteConfig from 'virtual:docs/site-config';
import { resolveSearchPagePath } from '../shared/search/searchPagePath.js';

const RELOAD_FLAG = 'docs:chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch|Unable to preload CSS/i.test(msg);
}

/** Route-level error: a chunk that failed to load reloads the page (once); anything else shows a box. */
function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
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
  return <CrashPage error={error} onRetry={() => window.location.reload()} retryLabel="Try again" />;
}

async function loadRoute(entry: RouteTableEntry): Promise<{ Component: ComponentType; handle: RouteHandle }> {
  const [mod, sidebar] = await Promise.all([entry.load(), entry.sidebar ? loadSidebar(entry.sidebar) : Promise.resolve(undefined)]);
  try {
    sessionStorage.removeItem(RELOAD_FLAG);
  } catch {
    /* ignore */
  }
  if (entry.kind === 'doc') {
    const doc = mod as unknown as DocModule;
    const m = doc.metadata;
    return {
      Component: () => <DocPage module={doc} sidebar={sidebar} />,
      handle: { sidebar, sidebarName: entry.sidebar, head: { title: m.title, description: m.description, keywords: m.keywords, image: m.image, noIndex: m.unlisted, docsearchTag: 'docs-default-current' } },
    };
  }
  if (entry.kind === 'generated-index') {
    const meta = (mod as { metadata: GeneratedIndexMetadata }).metadata;
    return {
      Component: () => <GeneratedIndexPage metadata={meta} sidebar={sidebar ?? []} />,
      handle: { sidebar, sidebarName: entry.sidebar, head: { title: meta.title, description: meta.description, keywords: meta.keywords, docsearchTag: 'docs-default-current' } },
    };
  }
  const page = mod as { default?: ComponentType; title?: string; description?: string };
  if (typeof page.default !== 'function') throw new Error(`The page module for ${entry.path} has no default export: export the page component as default.`);
  return { Component: page.default, handle: { head: { title: page.title, description: page.description, docsearchTag: 'default' } } };
}

export function createAppRoutes(): RouteObject[] {
  const children: RouteObject[] = routes.map((entry) => ({ path: entry.path, lazy: () => loadRoute(entry) }));
  // The search page (issue 4): its own chunk, loaded when visited.
  const searchPage = resolveSearchPagePath(siteConfig.search);
  if (searchPage && !routes.some((r) => r.path === searchPage)) {
    const head = { title: 'Search the documentation', noIndex: true, docsearchTag: 'default' };
    children.push({ path: searchPage, lazy: async () => ({ Component: (await import('../theme/search/SearchPage.js')).default, handle: { head } satisfies RouteHandle }) });
  }
  children.push({ path: '*', Component: NotFound, handle: { head: { title: 'Page Not Found', status: 404 } } satisfies RouteHandle });
  return [{ id: 'root', path: '/', Component: Layout, ErrorBoundary: RouteError, children: [{ ErrorBoundary: RouteError, children }] }];
}
