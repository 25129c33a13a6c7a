// `@docusaurus/renderRoutes`: a route component with nested `routes` (a plugin's addRoute) renders
// the child route that matched where it calls renderRoutes(route.routes). Each leaf is a route of
// the table (plugins/lifecycle/routes.ts) whose module renders the chain of components
// (`RouteLevels`) and gives each parent its child's element through this context.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { RouteContextProvider } from './routeContext.js';
import type { PluginRouteContext } from './routeContext.js';
import { NO_ROUTER_PROPS, useRouterProps } from './routerProps.js';

// A plugin route's module imports the route context's provider from here with RouteChild.
export { RouteContextProvider };

export const RouteChild = createContext<ReactNode>(null);

function ChildRoute(): ReactNode {
  return useContext(RouteChild);
}

/** The element of the nested route that matched the current path. */
export default function renderRoutes(_routes?: unknown): ReactNode {
  return <ChildRoute />;
}

/** One route of a plugin route's chain, as its module gives it. */
export interface RouteLevel {
  C: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  route: { path: string; exact?: boolean };
  /** The route's place among its siblings: another route there is mounted again. */
  key: string;
  context: PluginRouteContext;
}

/**
 * The routes of `levels` nested, the outermost first, each in its route context, with `children`
 * (the page) innermost; each level gets its child where it calls renderRoutes, and its route and
 * props as Docusaurus gives them.
 */
export function RouteLevels(props: { levels: RouteLevel[]; children?: ReactNode }): ReactNode {
  // A build-time constant: the same hooks run on every render of a build.
  const router = __DOCS_ROUTER_PROPS__
    ? // eslint-disable-next-line react-hooks/rules-of-hooks
      useRouterProps()
    : NO_ROUTER_PROPS;
  return props.levels.reduceRight<ReactNode>(
    (child, { C, props: own, route, key, context }) => (
      <RouteChild.Provider key={key} value={child}>
        <RouteContextProvider value={context}>
          <C {...own} {...router(route)} route={route} />
        </RouteContextProvider>
      </RouteChild.Provider>
    ),
    // The innermost level's renderRoutes gives nothing.
    props.children === undefined ? null : (
      <RouteChild.Provider value={null}>{props.children}</RouteChild.Provider>
    ),
  );
}
