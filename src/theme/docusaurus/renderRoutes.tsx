// `@docusaurus/renderRoutes`: a route component with nested `routes` (a plugin's addRoute) renders
// the child route that matched where it calls renderRoutes(route.routes). Each leaf is a route of
// the table (plugins/lifecycle/routes.ts) whose module renders the chain of components
// (`RouteLevels`) and gives each parent its child's element through this context.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { RouteContextProvider } from './routeContext.js';
import type { PluginRouteContext } from './routeContext.js';
import { NO_ROUTER_PROPS, useRouterProps } from './routerProps.js';
import { routeComponent } from './routeComponents.js';

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

/** A route as a route component gets it (`props.route`): Docusaurus's route config in the browser. */
export interface RouteProp {
  path: string;
  component?: ComponentType<Record<string, unknown>>;
  exact?: boolean;
  routes?: RouteProp[];
  [attribute: string]: unknown;
}

/**
 * The route props of a plugin route's levels: `top` (its route config, every child route in it)
 * with each route's component, the levels' own (`components`, from the top) where the chain
 * passes (`places`: each level's index among its parent's routes), the others' loaded by path
 * (./routeComponents.tsx); the route of each level, the top first.
 */
export function routeChain(
  top: RouteProp,
  components: ComponentType<Record<string, unknown>>[],
  places: number[],
): RouteProp[] {
  const chain: RouteProp[] = [];
  // `depth`: the level of the chain this route is (-1: off the chain); `nesting`: its depth in the tree.
  const make = (r: RouteProp, depth: number, nesting: number): RouteProp => {
    const own = depth >= 0 ? components[depth] : undefined;
    const { path, ...rest } = r;
    // A parent off the chain draws its own component, through a leaf below it.
    const component =
      own ??
      (r.routes
        ? routeComponent(path, { leaf: firstLeafOf(r), depth: nesting })
        : routeComponent(path));
    const route: RouteProp = { path, component, ...rest };
    if (depth >= 0) chain[depth] = route;
    if (r.routes) {
      const next = depth >= 0 && depth + 1 < components.length ? depth + 1 : -1;
      route.routes = r.routes.map((c, i) =>
        make(c, next >= 0 && places[next] === i ? next : -1, nesting + 1),
      );
    }
    return route;
  };
  make(top, 0, 0);
  return chain;
}

/** The path of the first route below `route` that has no child routes (a route of the table). */
function firstLeafOf(route: RouteProp): string {
  let r = route;
  while (r.routes?.length) r = r.routes[0]!;
  return r.path;
}

/** One route of a plugin route's chain, as its module gives it. */
export interface RouteLevel {
  C: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
  route: RouteProp;
  /** The route's place among its siblings: another route there is mounted again. */
  key: string;
  context: PluginRouteContext;
}

/**
 * The level at `depth` of a chain (-1: the last) alone, as Docusaurus's loadable route component
 * renders it: its component with its props and modules and the props it is given, in its route
 * context; undefined when that level's route is not at `path`.
 */
export function levelAlone(
  levels: RouteLevel[],
  depth: number,
  path: string,
): ComponentType<Record<string, unknown>> | undefined {
  const level = levels[depth < 0 ? levels.length - 1 : depth];
  if (!level || level.route.path !== path) return undefined;
  const { C, props: own, context } = level;
  return function RouteLevelAlone(props: Record<string, unknown>) {
    return (
      <RouteContextProvider value={context}>
        <C {...own} {...props} />
      </RouteContextProvider>
    );
  };
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
