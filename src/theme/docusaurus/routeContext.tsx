// Docusaurus's route context (`@docusaurus/useRouteContext`): the plugin that made the route
// (`{ plugin: { name, id } }`) and the `data` of its routes' `context` modules, nested routes'
// data merged over their parents'. A plugin route's module wraps its components in the provider
// (plugins/lifecycle/routes.ts).
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export interface PluginRouteContext {
  plugin: { name: string; id: string };
  data?: Record<string, unknown>;
}

export const RouteContext = createContext<PluginRouteContext | null>(null);

function mergeContexts(
  parent: PluginRouteContext | null,
  value: Partial<PluginRouteContext> | null,
): PluginRouteContext {
  if (!parent) {
    if (!value) throw new Error('Unexpected: no Docusaurus route context found');
    if (!value.plugin)
      throw new Error('Unexpected: Docusaurus topmost route context has no `plugin` attribute');
    return value as PluginRouteContext;
  }
  // A nested route keeps its parent's plugin.
  return { plugin: parent.plugin, data: { ...parent.data, ...value?.data } };
}

export function RouteContextProvider({
  value,
  children,
}: {
  value: Partial<PluginRouteContext> | null;
  children?: ReactNode;
}) {
  const parent = useContext(RouteContext);
  const merged = useMemo(() => mergeContexts(parent, value), [parent, value]);
  return <RouteContext.Provider value={merged}>{children}</RouteContext.Provider>;
}
