// Server entry: renders one URL to HTML (react-router's static rendering) and returns the head
// data of the route it matched.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import siteConfig from 'virtual:docs/site-config';
import { NavigationProvider } from '../client/navigation.js';
import { resolveTo, stripBase } from '../client/urls.js';
import type { RenderResult } from '../shared/renderResult.js';
import App from '../theme/App.js';
import { collectRenderedHead } from '../theme/docusaurus/serverHead.js';
import { NOT_FOUND, resolveRoute } from '../theme/resolveRoute.js';

export { setStandaloneRoot } from '../client/standaloneDoc.js';

export type { RenderResult } from '../shared/renderResult.js';

const basename = siteConfig.baseUrl;

/** `throwOnError`: a page that fails to load throws its error as is (the dev server shows it). */
export async function render(
  url: string,
  options: { throwOnError?: boolean } = {},
): Promise<RenderResult> {
  const full = resolveTo(url, { pathname: '/', search: '' });
  const inside = stripBase(basename, full.pathname);
  const route = inside === null ? NOT_FOUND : await resolveRoute(inside);
  if (route.error) {
    if (options.throwOnError) throw route.error;
    const error = route.error instanceof Error ? route.error.message : String(route.error);
    return { html: '', head: {}, status: 500, error };
  }
  // A page may set its title and description as it renders (`@theme/Layout`'s props).
  const { result: html, head: rendered } = collectRenderedHead(() =>
    renderToString(
      <StaticRouter basename={inside === null ? '/' : basename} location={full}>
        <NavigationProvider basename={basename} resolve={resolveRoute} initial={route}>
          <App />
        </NavigationProvider>
      </StaticRouter>,
    ),
  );
  const head = { ...route.handle.head, ...rendered };
  return { html, head, status: route.status, routePath: route.routePath };
}
