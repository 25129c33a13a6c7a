// The props React Router gives a route's component in Docusaurus besides `route`: `history`,
// `location`, `match` of the route (`staticContext` is undefined in the browser). Given on a
// Docusaurus site only (plugins/siteFeatures.ts routerProps), where a site's component may read them.
import { matchPath, useHistory, useLocation } from './router.js';

/** A route as a route's component gets it: its path (whole, as the location's) and exactness. */
interface RouteLike {
  path: string;
  exact?: boolean;
}

/** The router's props of a route's component, for each route of the page. */
export function useRouterProps(): (route: RouteLike) => Record<string, unknown> {
  const location = useLocation();
  const history = useHistory();
  return (route) => ({
    history,
    location,
    match: matchPath(location.pathname, { path: route.path, exact: route.exact ?? false }) ?? {
      path: route.path,
      url: route.path,
      isExact: false,
      params: {},
    },
    staticContext: undefined,
  });
}

/** No router props (a site of this generator's own). */
export const NO_ROUTER_PROPS = (): Record<string, unknown> => ({});
