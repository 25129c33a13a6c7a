// Browser entry: normalise the URL, load the first route's chunks, then hydrate the server HTML.
import { hydrateRoot, createRoot } from 'react-dom/client';
import siteConfig from 'virtual:docs/site-config';
import 'infima/dist/css/default/default.css';
import '../theme/styles.css';
import 'virtual:docs/code-theme.css';
import { ROOT_ELEMENT_ID } from '../shared/constants.js';
import { normalizePathname } from '../shared/paths.js';
import App from './App.js';
import { NOT_FOUND, resolveRoute } from './resolveRoute.js';
import { createBrowserRouter, stripBase } from './router.js';

// Tells the base-URL banner script (home page) that the bundle loaded.
(window as unknown as Record<string, boolean>).__docsClientLoaded = true;

const basename = siteConfig.baseUrl;

function normalizeLocation(): void {
  const { pathname, search, hash } = window.location;
  if (/\.html?$/i.test(pathname)) {
    const clean = normalizePathname(pathname);
    window.history.replaceState(window.history.state, '', clean + search + hash);
  }
}

async function start(): Promise<void> {
  normalizeLocation();
  const root = document.getElementById(ROOT_ELEMENT_ID)!;
  const inside = stripBase(basename, window.location.pathname);
  // The first page renders with its chunks loaded, exactly as the server rendered it.
  const initial = inside === null ? NOT_FOUND : await resolveRoute(inside);
  const router = createBrowserRouter({ basename, resolve: resolveRoute, initial });
  const app = <App router={router} />;
  if (root.hasChildNodes() && inside !== null) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
