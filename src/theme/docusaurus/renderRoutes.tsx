// `@docusaurus/renderRoutes`: a route component with nested `routes` (a plugin's addRoute) renders
// the child route that matched where it calls renderRoutes(route.routes). Each leaf is a route of
// the table (plugins/lifecycle/routes.ts) whose module renders the chain of components and gives
// each parent its child's element through this context.
import { createContext, useContext, type ReactNode } from 'react';

// A plugin route's module imports the route context's provider from here with RouteChild.
export { RouteContextProvider } from './routeContext.js';

export const RouteChild = createContext<ReactNode>(null);

function ChildRoute(): ReactNode {
  return useContext(RouteChild);
}

/** The element of the nested route that matched the current path. */
export default function renderRoutes(_routes?: unknown): ReactNode {
  return <ChildRoute />;
}
