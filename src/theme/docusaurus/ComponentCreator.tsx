// `@docusaurus/ComponentCreator`: the component of a route by its path. Docusaurus builds it from
// its chunk registry; here it is the route the client's navigation resolves for the path (a lazy
// component), and `'*'` is the not-found page in the route context Docusaurus gives it.
import { lazy, type ComponentType } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { perLocale } from '../../client/localeScope.js';
import { stripBaseUrl } from '../../shared/paths.js';
import { resolveRoute } from '../resolveRoute.js';
import NotFound from '../NotFound.js';
import { useLocation } from './router.js';
import { RouteContextProvider } from './routeContext.js';

const NOT_FOUND_CONTEXT = { plugin: { name: 'native', id: 'default' } };

function NotFoundRoute() {
  return (
    <RouteContextProvider value={NOT_FOUND_CONTEXT}>
      <NotFound location={useLocation()} />
    </RouteContextProvider>
  );
}

// Per locale (client/localeScope.ts): a component resolves its path in the locale it was made for.
const createdOf = perLocale(() => new Map<string, ComponentType>());

export default function ComponentCreator(path: string, _hash?: string): ComponentType {
  if (path === '*') return NotFoundRoute;
  const created = createdOf();
  let component = created.get(path);
  if (!component) {
    component = lazy(async () => {
      // Docusaurus's route paths hold the base URL; the route table's are below it.
      const route = await resolveRoute(stripBaseUrl(path, siteConfig.baseUrl));
      if (route.error) throw route.error;
      return { default: route.Component ?? NotFound };
    });
    created.set(path, component);
  }
  return component;
}
