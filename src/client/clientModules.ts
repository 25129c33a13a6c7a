// The route lifecycles of the site's client modules (`clientModules`), called as Docusaurus 3.8's
// client calls them (PendingNavigation, ClientLifecyclesDispatcher):
// - `onRouteUpdate({ location, previousLocation })` when a navigation starts, before the next page
//   loads (`previousLocation: null` for the first page, before it renders); a function it returns
//   is called once that page has loaded, just before it is shown;
// - `onRouteDidUpdate({ location, previousLocation })` once the page is on screen (also for the
//   first page, with `previousLocation: null`).
// An export of the module's default export wins over a named export, as in Docusaurus. Locations
// have the full path, base URL included, as Docusaurus's router gives them.
import type { PathParts } from './urls.js';

export interface RouteUpdateLocation {
  /** The full path, base URL included. */
  pathname: string;
  search: string;
  hash: string;
  /** The history entry's key ('' while the entry of a link being loaded does not exist yet). */
  key: string;
}

export interface RouteUpdateArgs {
  location: RouteUpdateLocation;
  previousLocation: RouteUpdateLocation | null;
}

type Lifecycle = 'onRouteUpdate' | 'onRouteDidUpdate';

/** What the navigation (./navigation.tsx) tells the client modules. */
export interface RouteLifecycles {
  /** A navigation from the page on screen (null: the first page) starts towards `location`. */
  routeWillChange(location: RouteUpdateLocation, previous: RouteUpdateLocation | null): void;
  /** The page of the navigation that started last has loaded and is about to be shown. */
  routeLoaded(): void;
  /** A render was committed with `location` on screen (each new location once). */
  rendered(location: RouteUpdateLocation): void;
}

function dispatch(
  modules: Record<string, unknown>[],
  action: Lifecycle,
  args: RouteUpdateArgs,
): () => void {
  const cleanups = modules.map((m) => {
    const own = (m.default as Record<string, unknown> | undefined)?.[action] ?? m[action];
    return typeof own === 'function' ? (own as (a: RouteUpdateArgs) => unknown)(args) : undefined;
  });
  return () => {
    for (const c of cleanups) if (typeof c === 'function') (c as () => void)();
  };
}

export function createRouteLifecycles(modules: Record<string, unknown>[]): RouteLifecycles {
  let cleanup: (() => void) | undefined;
  let started = false;
  let shown: RouteUpdateLocation | null = null;
  return {
    routeWillChange(location, previous) {
      if (previous === null) {
        // The first page: once, however often React starts its first render.
        if (started) return;
        started = true;
      }
      cleanup = dispatch(modules, 'onRouteUpdate', { location, previousLocation: previous });
    },
    routeLoaded() {
      const done = cleanup;
      cleanup = undefined;
      done?.();
    },
    rendered(location) {
      if (shown && samePlace(shown, location)) return;
      const previousLocation = shown;
      shown = location;
      dispatch(modules, 'onRouteDidUpdate', { location, previousLocation });
    },
  };
}

const samePlace = (a: RouteUpdateLocation, b: RouteUpdateLocation) =>
  a.key === b.key && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

/** A location of the navigation (below the base URL) with its full path, as Docusaurus gives it. */
export function fullLocation(
  basename: string,
  location: PathParts & { key?: string },
): RouteUpdateLocation {
  return {
    pathname: basename.replace(/\/$/, '') + location.pathname,
    search: location.search,
    hash: location.hash,
    key: location.key ?? '',
  };
}
