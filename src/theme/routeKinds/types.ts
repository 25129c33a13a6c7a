// What a route kind's client side is: a function from a route's loaded module to the component
// that renders it and the route's head and sidebar (src/theme/resolveRoute.tsx calls it).
import type { ComponentType } from 'react';
import type { ResolvedRoute, RouteFrame, RouteHandle } from '../../client/navigation.js';
import type { RouteTableEntry } from '../../client/routeTable.js';
import type { SidebarItem } from '../../shared/types.js';
import type { PluginRouteContext } from '../docusaurus/routeContext.js';

/** A route made ready to render. */
export interface LoadedRoute {
  Component: ComponentType;
  handle: RouteHandle;
  /** The route's outer level, kept mounted across routes with the same frame (a docs instance's). */
  frame?: RouteFrame;
  /** What `useRouteContext()` gives inside it: the plugin that made the route (./routeContexts.ts). */
  routeContext?: PluginRouteContext;
  /** A plugin route's levels one by one (../../client/navigation.tsx ResolvedRoute). */
  levelComponent?: ResolvedRoute['levelComponent'];
  levelFrame?: ResolvedRoute['levelFrame'];
}

/** Renders the routes of one kind; the plugin that owns the kind names the function. */
export type RouteKindRenderer = (params: {
  entry: RouteTableEntry;
  /** The route's module (a doc's compiled MDX, a page's component, a plugin's route module). */
  module: Record<string, unknown>;
  /** The route's sidebar, when the entry names one. */
  sidebar?: SidebarItem[];
}) => LoadedRoute | Promise<LoadedRoute>;
