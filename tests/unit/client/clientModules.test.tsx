// The route lifecycles of client modules, called as Docusaurus 3.8 calls them: onRouteUpdate when
// a navigation starts (null previous location for the first page), its returned cleanup once the
// next page has loaded, onRouteDidUpdate once that page is on screen; full paths, base included.
import { act, cleanup, render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRouteLifecycles, type RouteUpdateArgs } from '../../../src/client/clientModules.js';
import {
  NavigationProvider,
  useNavigate,
  type Navigate,
  type ResolvedRoute,
} from '../../../src/client/navigation.js';
import { resetScrollPositionCache } from '../../../src/client/scrollPositions.js';

const page = (name: string): ResolvedRoute => ({
  Component: () => <p>{name}</p>,
  handle: {},
  routePath: '/' + name,
  status: 200,
});

/** A client module recording its calls as "<lifecycle> <from> -> <to>". */
function recorder(calls: string[], tag = '') {
  const line = (kind: string, { location, previousLocation }: RouteUpdateArgs) =>
    `${tag}${kind} ${previousLocation ? previousLocation.pathname + previousLocation.hash : 'null'} -> ${location.pathname}${location.hash}`;
  return {
    onRouteUpdate: (args: RouteUpdateArgs) => {
      calls.push(line('update', args));
      return () => calls.push(line('cleanup', args));
    },
    onRouteDidUpdate: (args: RouteUpdateArgs) => void calls.push(line('didUpdate', args)),
  };
}

describe('createRouteLifecycles', () => {
  it("calls each module's lifecycles in order, a default export's before a named one's", () => {
    const calls: string[] = [];
    const lifecycles = createRouteLifecycles([
      { default: recorder(calls, 'a:'), ...recorder(calls, 'ignored:') },
      recorder(calls, 'b:'),
      { somethingElse: 1 },
    ]);
    const at = (pathname: string) => ({ pathname, search: '', hash: '', key: pathname });
    lifecycles.routeWillChange(at('/x'), null);
    lifecycles.routeWillChange(at('/x'), null); // the first page is told once
    lifecycles.rendered(at('/x'));
    lifecycles.rendered(at('/x')); // a render of the same location tells nothing
    lifecycles.routeWillChange(at('/y'), at('/x'));
    lifecycles.routeLoaded();
    lifecycles.routeLoaded(); // a cleanup runs once
    lifecycles.rendered(at('/y'));
    expect(calls).toEqual([
      'a:update null -> /x',
      'b:update null -> /x',
      'a:didUpdate null -> /x',
      'b:didUpdate null -> /x',
      'a:update /x -> /y',
      'b:update /x -> /y',
      'a:cleanup /x -> /y',
      'b:cleanup /x -> /y',
      'a:didUpdate /x -> /y',
      'b:didUpdate /x -> /y',
    ]);
  });
});

describe('NavigationProvider with client modules', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetScrollPositionCache();
    window.history.replaceState({ usr: null, key: 'start', idx: 0 }, '', '/docs/start');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  function mount(calls: string[], resolve: (p: string) => Promise<ResolvedRoute>) {
    let navigate: Navigate = async () => undefined;
    function Probe() {
      navigate = useNavigate();
      return null;
    }
    render(
      <BrowserRouter basename="/docs/" useTransitions={false}>
        <NavigationProvider
          basename="/docs/"
          resolve={resolve}
          initial={page('start')}
          lifecycles={createRouteLifecycles([recorder(calls)])}
        >
          <Probe />
        </NavigationProvider>
      </BrowserRouter>,
    );
    return { navigate: (to: string) => navigate(to) };
  }

  it('tells the first page, then each navigation: update, load, cleanup, swap, didUpdate', async () => {
    const calls: string[] = [];
    let release!: (r: ResolvedRoute) => void;
    const nav = mount(calls, () => new Promise((done) => (release = done)));
    expect(calls).toEqual(['update null -> /docs/start', 'didUpdate null -> /docs/start']);
    let done!: Promise<void>;
    act(() => void (done = nav.navigate('/next')));
    // Before the next page has loaded: only onRouteUpdate.
    expect(calls.slice(2)).toEqual(['update /docs/start -> /docs/next']);
    await act(async () => {
      release(page('next'));
      await done;
    });
    expect(calls.slice(3)).toEqual([
      'cleanup /docs/start -> /docs/next',
      'didUpdate /docs/start -> /docs/next',
    ]);
    // An in-page link is a route change too, as in Docusaurus.
    await act(() => nav.navigate('#part'));
    expect(calls.slice(5)).toEqual([
      'update /docs/next -> /docs/next#part',
      'cleanup /docs/next -> /docs/next#part',
      'didUpdate /docs/next -> /docs/next#part',
    ]);
  });

  it('tells Back the same way', async () => {
    const calls: string[] = [];
    const nav = mount(calls, async (p) => page(p.slice(1)));
    await act(() => nav.navigate('/next'));
    calls.length = 0;
    await act(async () => {
      window.history.back();
      await new Promise((r) => window.addEventListener('popstate', r, { once: true }));
    });
    await act(async () => undefined);
    expect(calls).toEqual([
      'update /docs/next -> /docs/start',
      'cleanup /docs/next -> /docs/start',
      'didUpdate /docs/next -> /docs/start',
    ]);
  });
});
