// Browser entry: normalise the URL, load the first route's chunks, then hydrate the server HTML.
import { hydrateRoot, createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import siteConfig from 'virtual:docs/site-config';
import 'infima/dist/css/default/default.css';
import '../theme/styles.css';
import 'virtual:docs/code-theme.css';
import { ROOT_ELEMENT_ID } from '../shared/constants.js';
import { normalizePathname } from '../shared/paths.js';
import { createAppRoutes } from './createAppRoutes.js';

// Tells the base-URL banner script (home page) that the bundle loaded.
(window as unknown as Record<string, boolean>).__docsClientLoaded = true;

const basename = siteConfig.baseUrl.replace(/\/$/, '') || '/';

function normalizeLocation(): void {
  const { pathname, search, hash } = window.location;
  if (/\.html?$/i.test(pathname)) {
    const clean = normalizePathname(pathname);
    window.history.replaceState(window.history.state, '', clean + search + hash);
  }
}

async function resolveInitialLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      delete route.lazy;
    }),
  );
}

async function start(): Promise<void> {
  normalizeLocation();
  const root = document.getElementById(ROOT_ELEMENT_ID)!;
  const routes = createAppRoutes();
  const atBase = window.location.pathname.startsWith(basename) || basename === '/';
  try {
    await resolveInitialLazyRoutes(routes);
  } catch (error) {
    // The first page's chunk failed: the route's error element takes over after mount.
    console.error(error);
  }
  const router = createBrowserRouter(routes, { basename });
  const app = <RouterProvider router={router} />;
  if (root.hasChildNodes() && atBase) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
