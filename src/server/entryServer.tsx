// Server entry: renders one URL to HTML and returns the head data of the route it matched.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import siteConfig from 'virtual:docs/site-config';
import { createAppRoutes } from '../client/createAppRoutes.js';
import type { PageHead } from '../client/pageHead.js';
import { routes as routeTable } from '../client/routeTable.js';
import type { RouteHandle } from '../theme/Layout.js';

const basename = siteConfig.baseUrl.replace(/\/$/, '') || '/';

export interface RenderResult {
  html: string;
  head: PageHead;
  status: number;
  /** Path of the matched route-table entry (undefined for not-found). */
  routePath?: string;
  /** A route that failed to load or render (the build fails on it). */
  error?: string;
}

export const routePaths: string[] = routeTable.map((r) => r.path);

// One handler per process: it flattens and ranks the routes once, so rendering N pages costs N
// matches, not N route-table builds.
let handler: ReturnType<typeof createStaticHandler> | undefined;

export async function render(url: string): Promise<RenderResult> {
  handler ??= createStaticHandler(createAppRoutes(), { basename });
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) throw new Error(`Unexpected redirect while rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  const leaf = context.matches[context.matches.length - 1];
  const handle = (leaf?.route.handle ?? {}) as RouteHandle;
  const notFound = leaf?.route.path === '*' || context.statusCode === 404;
  const errors = context.errors ? Object.values(context.errors) : [];
  const error = errors.length ? errors.map((e) => (e instanceof Error ? e.message : String(e))).join('; ') : undefined;
  return { html, head: handle.head ?? {}, status: notFound ? 404 : context.statusCode, routePath: notFound ? undefined : leaf?.route.path, ...(error ? { error } : {}) };
}
