// The client router: load-then-swap, newest navigation wins, hash-only changes, Back/Forward.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  createStaticRouter,
  joinBase,
  resolveTo,
  RouterProvider,
  stripBase,
  useLocation,
  useSearchParams,
  type ResolvedRoute,
  type Router,
} from '../../../src/client/router.js';

const page = (name: string): ResolvedRoute => ({
  Component: () => <p>{name}</p>,
  handle: { head: { title: name } },
  routePath: '/' + name,
  status: 200,
});

/** A resolver whose answers the test releases by hand, in any order. */
function deferredResolver() {
  const pending = new Map<string, (r: ResolvedRoute) => void>();
  const resolve = vi.fn(
    (pathname: string) => new Promise<ResolvedRoute>((done) => pending.set(pathname, done)),
  );
  return {
    resolve,
    release: (pathname: string, route: ResolvedRoute) => pending.get(pathname)!(route),
  };
}

function View({ router }: { router: Router }) {
  return (
    <RouterProvider router={router}>
      <Current />
    </RouterProvider>
  );
}
function Current() {
  const loc = useLocation();
  return <output>{loc.pathname + loc.search + loc.hash}</output>;
}

describe('path helpers', () => {
  it('resolves absolute and relative targets like a browser', () => {
    expect(resolveTo('/a/b?x=1#h', { pathname: '/c/d', search: '' })).toEqual({
      pathname: '/a/b',
      search: '?x=1',
      hash: '#h',
    });
    expect(resolveTo('../e', { pathname: '/c/d/f', search: '' })).toEqual({
      pathname: '/c/e',
      search: '',
      hash: '',
    });
    expect(resolveTo('#top', { pathname: '/c/d', search: '?q=1' })).toEqual({
      pathname: '/c/d',
      search: '?q=1',
      hash: '#top',
    });
  });
  it('adds and strips the base URL', () => {
    expect(joinBase('/', '/x')).toBe('/x');
    expect(joinBase('/docs/', '/x')).toBe('/docs/x');
    expect(stripBase('/docs/', '/docs/x')).toBe('/x');
    expect(stripBase('/docs/', '/docs')).toBe('/');
    expect(stripBase('/docs/', '/docsy/x')).toBeNull();
    expect(stripBase('/', '/x')).toBe('/x');
  });
});

describe('createBrowserRouter', () => {
  beforeEach(() => window.history.replaceState(null, '', '/start'));
  afterEach(() => vi.restoreAllMocks());

  it('keeps the current page until the next one has loaded, then changes URL and page together', async () => {
    const { resolve, release } = deferredResolver();
    const router = createBrowserRouter({ basename: '/', resolve, initial: page('start') });
    const states: boolean[] = [];
    router.subscribe(() => states.push(router.getState().loading));
    const done = router.navigate('/next');
    expect(router.getState().loading).toBe(true);
    expect(window.location.pathname).toBe('/start');
    expect(router.getState().route.routePath).toBe('/start');
    release('/next', page('next'));
    await done;
    expect(window.location.pathname).toBe('/next');
    expect(router.getState()).toMatchObject({
      loading: false,
      navigationType: 'PUSH',
      location: { pathname: '/next' },
      route: { routePath: '/next' },
    });
    expect(states).toEqual([true, false]);
  });

  it('lets the newest navigation win when an older one finishes loading later', async () => {
    const { resolve, release } = deferredResolver();
    const router = createBrowserRouter({ basename: '/', resolve, initial: page('start') });
    const first = router.navigate('/slow');
    const second = router.navigate('/fast');
    release('/fast', page('fast'));
    await second;
    release('/slow', page('slow'));
    await first;
    expect(window.location.pathname).toBe('/fast');
    expect(router.getState().route.routePath).toBe('/fast');
  });

  it('changes only the hash without loading anything', async () => {
    const resolve = vi.fn(async () => page('other'));
    const router = createBrowserRouter({ basename: '/', resolve, initial: page('start') });
    await router.navigate('#section');
    expect(resolve).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#section');
    expect(router.getState().location.hash).toBe('#section');
  });

  it('writes the base URL into the address bar and keeps it out of the location', async () => {
    window.history.replaceState(null, '', '/docs/start');
    const router = createBrowserRouter({
      basename: '/docs/',
      resolve: async () => page('b'),
      initial: page('start'),
    });
    expect(router.getState().location.pathname).toBe('/start');
    await router.navigate('/b?x=1', { replace: true });
    expect(window.location.pathname + window.location.search).toBe('/docs/b?x=1');
    expect(router.getState()).toMatchObject({
      navigationType: 'REPLACE',
      location: { pathname: '/b', search: '?x=1' },
    });
  });

  it('follows Back and Forward (popstate) with the entry key, loading the page first', async () => {
    const resolve = vi.fn(async (p: string) => page(p.slice(1)));
    const router = createBrowserRouter({ basename: '/', resolve, initial: page('start') });
    await router.navigate('/a');
    const keyOfA = router.getState().location.key;
    await router.navigate('/b');
    window.history.back();
    await vi.waitFor(() => expect(router.getState().location.pathname).toBe('/a'));
    expect(router.getState().navigationType).toBe('POP');
    expect(router.getState().location.key).toBe(keyOfA);
  });

  it('re-renders subscribers and exposes the query string', async () => {
    window.history.replaceState(null, '', '/search');
    const router = createBrowserRouter({
      basename: '/',
      resolve: async () => page('search'),
      initial: page('search'),
    });
    let setParams: ReturnType<typeof useSearchParams>[1] = () => undefined;
    function Query() {
      const [params, set] = useSearchParams();
      setParams = set;
      return <span data-testid="q">{params.get('q') ?? ''}</span>;
    }
    render(
      <RouterProvider router={router}>
        <Query />
      </RouterProvider>,
    );
    await act(async () => setParams({ q: '<b>x</b>' }, { replace: true }));
    await vi.waitFor(() => expect(screen.getByTestId('q').textContent).toBe('<b>x</b>'));
    expect(window.location.search).toBe('?q=%3Cb%3Ex%3C%2Fb%3E');
  });
});

describe('createStaticRouter', () => {
  it('renders a fixed location', () => {
    const router = createStaticRouter({
      basename: '/',
      location: { pathname: '/x', search: '?a=1', hash: '' },
      route: page('x'),
    });
    render(<View router={router} />);
    expect(screen.getByText('/x?a=1')).toBeTruthy();
  });
});
