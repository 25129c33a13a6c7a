// Browser entry: normalise the URL, load the first route's chunks, then hydrate the server HTML.
// The composition root of the browser: the one module of src/client that imports the theme
// (eslint.config.js keeps the rest of src/client free of it).
import { startTransition } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { onRecoverableError } from './recoverableError.js';
import { BrowserRouter } from 'react-router-dom';
import siteConfig from 'virtual:docs/site-config';
import 'infima/dist/css/default/default.css';
import '../theme/styles.css';
import 'virtual:docs/look';
import 'virtual:docs/theme.css';
import 'virtual:docs/custom-css';
// The site's client modules, after the stylesheets above, as Docusaurus orders them.
import clientModules from 'virtual:docs/client-modules';
import { findRootElement } from '../shared/constants.js';
import { normalizePathname } from '../shared/paths.js';
import App from '../theme/App.js';
import { notFoundRoute, resolveNavigation, resolveRoute } from '../theme/resolveRoute.js';
import { createRouteLifecycles } from './clientModules.js';
import { markServerHeadStale } from './initialHead.js';
import { setInitialHydration } from './islands.js';
import { NavigationProvider } from './navigation.js';
import { prefetch } from './prefetch.js';
import { findRoute } from './routeTable.js';
import { stripBase } from './urls.js';

const basename = siteConfig.baseUrl;

// Tells the base-URL banner script (home page) that the bundle loaded: on a Docusaurus site,
// Docusaurus's global (`window.docusaurus`, its `prefetch` and `preload` of a route by its path
// with the base URL, as Docusaurus's client exposes them), which its banner script looks for.
if (__DOCS_DOCUSAURUS_METADATA__) {
  const route = (path: string) => stripBase(basename, path.split(/[?#]/)[0]!);
  (window as unknown as { docusaurus: unknown }).docusaurus = {
    prefetch: (path: string): boolean => {
      const pathname = route(path);
      if (pathname !== null) prefetch(pathname);
      return pathname !== null;
    },
    preload: async (path: string): Promise<void> => {
      const pathname = route(path);
      const found = pathname === null ? undefined : await findRoute(pathname);
      if (found) await found.load();
    },
  };
} else (window as unknown as Record<string, boolean>).__docsClientLoaded = true;

/** `.html` paths become clean paths; the entry gets a key of its own (scroll positions). */
function prepareHistory(): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const { pathname, search, hash } = window.location;
  const clean = /\.html?$/i.test(pathname) ? normalizePathname(pathname) : pathname;
  const state = (history.state ?? {}) as { usr?: unknown; key?: string; idx?: number };
  // react-router's own state shape: without a key, every such entry would be "default".
  const key = state.key ?? Math.random().toString(36).slice(2, 10);
  history.replaceState({ usr: null, idx: 0, ...state, key }, '', clean + search + hash);
}

async function start(): Promise<void> {
  performance.mark('docs:entry');
  prepareHistory();
  const root = findRootElement(document)!;
  const inside = stripBase(basename, window.location.pathname);
  // The first page renders with its chunks loaded, exactly as the server rendered it.
  const initial = inside === null ? notFoundRoute() : await resolveRoute(inside);
  // A missing path the router draws otherwise than the plain not-found page of 404.html (a docs
  // instance's levels, a plugin's parent route): its head is set on the first render.
  if (initial.status === 404 && initial !== notFoundRoute()) markServerHeadStale();
  const app = (
    // Outside the base URL (the not-found page) react-router would render nothing: no base then.
    <BrowserRouter basename={inside === null ? '/' : basename} useTransitions={false}>
      <NavigationProvider
        basename={basename}
        resolve={resolveNavigation}
        initial={initial}
        {...(__DOCS_HAS_CLIENT_MODULES__
          ? { lifecycles: createRouteLifecycles(clientModules) }
          : {})}
      >
        <App />
      </NavigationProvider>
    </BrowserRouter>
  );
  // Marks for the load profile (scripts/bench/profile.ts load): the hydration ends in Layout.
  performance.mark('docs:hydrate');
  if (root.hasChildNodes() && inside !== null) {
    setInitialHydration(true); // until the first commit (Layout): MDX content stays static
    // A transition: React hydrates in slices of a few milliseconds instead of one long task (a
    // click meanwhile hydrates at once, React replays it).
    startTransition(() => void hydrateRoot(root, app, { onRecoverableError }));
  } else createRoot(root).render(app);
}

void start();
