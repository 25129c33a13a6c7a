// The one place the theme tests depend on the client router: a component renders inside a static
// router at a given URL, and the navigations its links ask for are recorded, not carried out.
// If the router changes how links navigate, only this file needs to follow.
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createStaticRouter, RouterProvider } from '../../../src/client/router.js';

export function renderAt(ui: ReactElement, path = '/'): RenderResult & { navigations: string[] } {
  const url = new URL(path, 'http://localhost');
  const router = createStaticRouter({
    basename: '/',
    location: { pathname: url.pathname, search: url.search, hash: url.hash },
    route: { handle: { head: { title: '' } }, routePath: url.pathname, status: 200 },
  });
  const navigations: string[] = [];
  router.navigate = async (to) => {
    navigations.push(to);
  };
  return { ...render(<RouterProvider router={router}>{ui}</RouterProvider>), navigations };
}
