// The `component` of a route in a level's `route.routes`, as Docusaurus gives every child route
// (a loadable component there): rendered, it shows that route's page, loaded through the route
// table as a navigation to it would (src/theme/resolveRoute.tsx), without the levels around it.
// Only Docusaurus sites' route props hold them (plugin routes, the docs' levels).
import { Suspense, lazy, type ComponentType } from 'react';
import siteConfig from 'virtual:docs/site-config';
import type { ResolvedRoute } from '../../client/navigation.js';

// The route table's resolver (../resolveRoute.tsx hands it here: it renders the levels that list
// these components, so it is not imported).
let resolveRoute: ((pathname: string) => Promise<ResolvedRoute>) | undefined;

/** Called by ../resolveRoute.tsx on a Docusaurus site. */
export function setRouteResolver(resolve: (pathname: string) => Promise<ResolvedRoute>): void {
  resolveRoute = resolve;
}

const components = new Map<string, ComponentType<Record<string, unknown>>>();

/** A route path of Docusaurus's route config (with the base URL) as a path of the route table. */
export function tablePathOf(path: string): string {
  const base = siteConfig.baseUrl.replace(/\/$/, '');
  const p = base && (path === base || path.startsWith(base + '/')) ? path.slice(base.length) : path;
  return p || '/';
}

/** The component of the route at `path` (one per path, so React keeps it across renders). */
export function routeComponent(path: string): ComponentType<Record<string, unknown>> {
  let C = components.get(path);
  if (!C) {
    const Loaded = lazy(async () => {
      const route = await resolveRoute?.(tablePathOf(path));
      const Page = route?.Component;
      return { default: () => (Page ? <Page /> : null) };
    });
    // A function component, as Docusaurus's loadable one is; its page shows once loaded.
    C = function RouteComponent() {
      return (
        <Suspense fallback={null}>
          <Loaded />
        </Suspense>
      );
    };
    components.set(path, C);
  }
  return C;
}
