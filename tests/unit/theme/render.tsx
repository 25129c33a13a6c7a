// The one place the theme tests depend on the client router: a component renders inside a static
// router at a given URL, and the navigations its links ask for are recorded, not carried out.
// If the router changes how links navigate, only this file needs to follow.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { StaticRouter } from 'react-router-dom';
import {
  NavigationProvider,
  type ResolvedRoute,
  type RouteResolver,
} from '../../../src/client/navigation.js';
import { loadSidebar } from '../../../src/client/routeTable.js';

export function renderAt(
  ui: ReactElement,
  path = '/',
  basename = '/',
): RenderResult & { navigations: string[] } {
  const url = new URL(path, 'http://localhost');
  const initial: ResolvedRoute = {
    handle: { head: { title: '' } },
    routePath: url.pathname,
    status: 200,
  };
  const navigations: string[] = [];
  // A navigation loads its route first: recorded here, and never completed (the page stays).
  const resolve: RouteResolver = (pathname) => {
    navigations.push(pathname);
    return new Promise(() => {});
  };
  // `path` is below the base URL, as the client's navigation works; the router sees it whole.
  const whole = basename === '/' ? url.pathname : basename.replace(/\/$/, '') + url.pathname;
  return {
    ...render(
      <StaticRouter basename={basename} location={whole + url.search + url.hash}>
        <NavigationProvider basename={basename} resolve={resolve} initial={initial}>
          {ui}
        </NavigationProvider>
      </StaticRouter>,
    ),
    navigations,
  };
}

/**
 * Loads a sidebar's root chunk from the route table (fixtures/routes.ts), as the client does with
 * a page's sidebar: from then on the categories split off below it can be loaded.
 */
export async function loadSidebarChunk(name: string): Promise<void> {
  await loadSidebar(name);
}
