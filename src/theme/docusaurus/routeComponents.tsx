// The `component` of a route in a level's `route.routes`, as Docusaurus gives every child route
// (a loadable component there, which renders that route's own component with its props and
// modules, and the props it is given). A leaf loads through the route table as a navigation to it
// would (src/theme/resolveRoute.tsx); a parent route (with child routes of its own) has no page of
// its own, so it loads through a leaf below it, whose chain passes through it, and renders that
// level alone. Only Docusaurus sites' route props hold them (plugin routes, the docs' levels).
//
// Pre-rendered, a component renders at once when its route has loaded, as Docusaurus's loadable
// does; one that has not starts its load and renders nothing, and the server renders the page
// again once those loads are done (`takeRouteLoads`, src/server/entryServer.tsx), so its HTML is
// in the page. In the browser it suspends until loaded. No Suspense boundary of its own, on either
// side: React would write its `<!--$-->…<!--/$-->` markers around the child's HTML, which
// Docusaurus's has not; without one, a load that is still running holds the whole hydration (or
// the navigation) back, and the server's HTML (or the previous page) stays meanwhile.
import { lazy, type ComponentType } from 'react';
import siteConfig from 'virtual:docs/site-config';
import type { ResolvedRoute } from '../../client/navigation.js';
import { perLocale } from '../../client/localeScope.js';

type AnyComponent = ComponentType<Record<string, unknown>>;

// The route table's resolver (../resolveRoute.tsx hands it here: it renders the levels that list
// these components, so it is not imported).
let resolveRoute: ((pathname: string) => Promise<ResolvedRoute>) | undefined;

/** Called by ../resolveRoute.tsx on a Docusaurus site. */
export function setRouteResolver(resolve: (pathname: string) => Promise<ResolvedRoute>): void {
  resolveRoute = resolve;
}

/** A route path of Docusaurus's route config (with the base URL) as a path of the route table. */
export function tablePathOf(path: string): string {
  const base = siteConfig.baseUrl.replace(/\/$/, '');
  const p = base && (path === base || path.startsWith(base + '/')) ? path.slice(base.length) : path;
  return p || '/';
}

/** Which route a component draws: its path, the leaf it loads through, its depth in that chain. */
export interface RouteComponentPlace {
  /** A table path's route whose chain passes through this route (the route itself for a leaf). */
  leaf: string;
  /** The route's depth in that chain (0: the top route), when the route has child routes. */
  depth?: number;
}

const stateOf = perLocale(() => ({
  components: new Map<string, AnyComponent>(),
  /** The loaded components, by key: rendered at once from then on. */
  ready: new Map<string, AnyComponent>(),
  loading: new Map<string, Promise<AnyComponent>>(),
  /** Loads started by a server render since `takeRouteLoads` was last called. */
  started: [] as Promise<unknown>[],
}));

/** The route's own component, loaded: the level alone where there is one, else the route's page. */
async function loadComponent(path: string, place: RouteComponentPlace): Promise<AnyComponent> {
  const route = await resolveRoute?.(tablePathOf(place.leaf));
  const own = route?.levelComponent?.(place.depth ?? -1, path);
  if (own) return own;
  // A parent not found on the leaf's chain draws nothing rather than another route's page.
  if (place.depth !== undefined) return () => null;
  const Page = route?.Component;
  return () => (Page ? <Page /> : null);
}

function load(key: string, path: string, place: RouteComponentPlace): Promise<AnyComponent> {
  const state = stateOf();
  let pending = state.loading.get(key);
  if (!pending) {
    pending = loadComponent(path, place).then((C) => {
      state.ready.set(key, C);
      return C;
    });
    pending.catch(() => state.loading.delete(key)); // a chunk that failed may load on a retry
    state.loading.set(key, pending);
  }
  return pending;
}

/**
 * The loads the route components rendered on the server since the last call started: the server
 * renders the page again once they are done, so each shows in its HTML.
 */
export function takeRouteLoads(): Promise<unknown>[] {
  const state = stateOf();
  return state.started.splice(0);
}

/**
 * The component of the route at `path` (one per route, so React keeps it across renders); `place`
 * as RouteComponentPlace says (by default the route is a leaf of the route table).
 */
export function routeComponent(
  path: string,
  place: RouteComponentPlace = { leaf: path },
): AnyComponent {
  const key = `${path}\0${place.leaf}\0${place.depth ?? ''}`;
  const state = stateOf();
  let C = state.components.get(key);
  if (!C) {
    const Loaded = lazy(async () => ({ default: await load(key, path, place) }));
    // A function component, as Docusaurus's loadable one is; its route shows once loaded.
    C = function RouteComponent(props: Record<string, unknown>) {
      const Ready = stateOf().ready.get(key);
      if (typeof window === 'undefined' && !Ready) {
        // The server renders the page again once it has loaded.
        stateOf().started.push(load(key, path, place));
        return null;
      }
      return Ready ? <Ready {...props} /> : <Loaded {...props} />;
    };
    state.components.set(key, C);
  }
  return C;
}
