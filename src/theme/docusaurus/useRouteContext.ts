// `@docusaurus/useRouteContext`: the route context of the plugin route being rendered
// (./routeContext.tsx); outside one it throws, as Docusaurus's does.
import { useContext } from 'react';
import { RouteContext, type PluginRouteContext } from './routeContext.js';

export default function useRouteContext(): PluginRouteContext {
  const context = useContext(RouteContext);
  if (!context) throw new Error('Unexpected: no Docusaurus route context found');
  return context;
}
