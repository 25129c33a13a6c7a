// The navigation layer on react-router: load-then-swap, newest navigation wins, hash-only changes,
// Back/Forward, the base URL, links to the open page, scroll positions, the progress bar.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NavigationProgress from '../../../src/client/NavigationProgress.js';
import {
  NavigationProvider,
  useLocation,
  useNavigate,
  useNavigationState,
  useSearchParams,
  type Navigate,
  type NavigationState,
  type ResolvedRoute,
  type RouteResolver,
} from '../../../src/client/navigation.js';
import {
  getScrollPosition,
  resetScrollPositionCache,
} from '../../../src/client/scrollPositions.js';
import { joinBase, resolveTo, stripBase, unprefixedTarget } from '../../../src/client/urls.js';
import { PROGRESS_DELAY_MS } from '../../../src/shared/constants.js';
import Link, { StaticLink } from '../../../src/theme/Link.js';

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

/** Renders the navigation layer in a BrowserRouter; `current()` is its latest state. */
function mount(
  resolve: RouteResolver,
  initial: ResolvedRoute,
  options: { basename?: string; children?: React.ReactNode } = {},
) {
  const basename = options.basename ?? '/';
  const seen: NavigationState[] = [];
  let navigate: Navigate = async () => undefined;
  function Probe() {
    const state = useNavigationState();
    navigate = useNavigate();
    useEffect(() => void seen.push(state), [state]);
    const Page = state.route.Component!;
    return <Page />;
  }
  render(
    <BrowserRouter basename={basename} useTransitions={false}>
      <NavigationProvider basename={basename} resolve={resolve} initial={initial}>
        <Probe />
        {options.children}
      </NavigationProvider>
    </BrowserRouter>,
  );
  return {
    current: () => seen[seen.length - 1]!,
    loadingChanges: () =>
      seen.map((s) => s.loading).filter((l, i, all) => i === 0 || l !== all[i - 1]),
    navigate: (to: string, o?: Parameters<Navigate>[1]) => navigate(to, o),
  };
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
    // Docusaurus's Link does not add a base URL the target already starts with.
    expect(unprefixedTarget('/docs/api', '/docs/')).toBe('/api');
    expect(unprefixedTarget('/docs', '/docs/')).toBe('/docs');
    expect(unprefixedTarget('/docs/api', '/')).toBe('/docs/api');
    expect(stripBase('/docs/', '/docsy/x')).toBeNull();
    expect(stripBase('/', '/x')).toBe('/x');
  });
});

describe('NavigationProvider in a BrowserRouter', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetScrollPositionCache();
    window.history.replaceState({ usr: null, key: 'start', idx: 0 }, '', '/start');
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('keeps the current page until the next one has loaded, then changes URL and page together', async () => {
    const { resolve, release } = deferredResolver();
    const nav = mount(resolve, page('start'));
    let done!: Promise<void>;
    act(() => void (done = nav.navigate('/next')));
    expect(nav.current().loading).toBe(true);
    expect(window.location.pathname).toBe('/start');
    expect(nav.current().route.routePath).toBe('/start');
    expect(screen.getByText('start')).toBeTruthy();
    await act(async () => {
      release('/next', page('next'));
      await done;
    });
    expect(window.location.pathname).toBe('/next');
    expect(screen.getByText('next')).toBeTruthy();
    expect(nav.current()).toMatchObject({
      loading: false,
      navigationType: 'PUSH',
      location: { pathname: '/next' },
      route: { routePath: '/next' },
    });
    expect(nav.loadingChanges()).toEqual([false, true, false]);
  });

  it('lets the newest navigation win when an older one finishes loading later', async () => {
    const { resolve, release } = deferredResolver();
    const nav = mount(resolve, page('start'));
    let first!: Promise<void>, second!: Promise<void>;
    act(() => {
      first = nav.navigate('/slow');
      second = nav.navigate('/fast');
    });
    await act(async () => {
      release('/fast', page('fast'));
      await second;
    });
    await act(async () => {
      release('/slow', page('slow'));
      await first;
    });
    expect(window.location.pathname).toBe('/fast');
    expect(nav.current().route.routePath).toBe('/fast');
    expect(nav.current().loading).toBe(false);
  });

  it('changes only the hash without loading anything', async () => {
    const resolve = vi.fn(async () => page('other'));
    const nav = mount(resolve, page('start'));
    await act(() => nav.navigate('#section'));
    expect(resolve).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#section');
    expect(nav.current().location.hash).toBe('#section');
    expect(nav.current().navigationType).toBe('PUSH');
  });

  it('turns a click on an in-page # link into a keyed history entry', async () => {
    const resolve = vi.fn(async () => page('other'));
    const nav = mount(resolve, page('start'), { children: <a href="#part">Part</a> });
    const before = window.history.length;
    // Async: a Docusaurus site (these tests' build) shows the new hash a tick after the URL.
    await act(async () => screen.getByText('Part').click());
    expect(window.location.hash).toBe('#part');
    expect(window.history.length).toBe(before + 1);
    expect(nav.current().location).toMatchObject({ pathname: '/start', hash: '#part' });
    expect(nav.current().location.key).not.toBe('default');
    expect(nav.current().location.key).not.toBe('start');
  });

  it('shows a new query of the open page a tick after the URL, as Docusaurus does', async () => {
    const resolve = vi.fn(async () => page('other'));
    const nav = mount(resolve, page('start'));
    act(() => void nav.navigate('/start?q=tide', { replace: true }));
    // The URL has changed; the render it caused still shows the location on screen.
    expect(window.location.search).toBe('?q=tide');
    expect(nav.current().location.search).toBe('');
    await act(async () => undefined);
    expect(nav.current().location.search).toBe('?q=tide');
    // A newer change within the tick is the one shown.
    act(() => void nav.navigate('/start?q=ebb', { replace: true }));
    act(() => void nav.navigate('/start?q=flood', { replace: true }));
    await act(async () => undefined);
    expect(nav.current().location.search).toBe('?q=flood');
    expect(resolve).not.toHaveBeenCalled();
  });

  it('adds no history entry for a link to the open page', async () => {
    const resolve = vi.fn(async () => page('other'));
    const nav = mount(resolve, page('start'));
    const before = window.history.length;
    await act(() => nav.navigate('/start'));
    expect(window.history.length).toBe(before);
    expect(nav.current().navigationType).toBe('REPLACE');
    await act(() => nav.navigate('/start#a'));
    await act(() => nav.navigate('/start#a'));
    expect(window.history.length).toBe(before + 1);
  });

  it('writes the base URL into the address bar and keeps it out of the location', async () => {
    window.history.replaceState(null, '', '/docs/start');
    const nav = mount(async () => page('b'), page('start'), { basename: '/docs/' });
    expect(nav.current().location.pathname).toBe('/start');
    await act(() => nav.navigate('/b?x=1', { replace: true }));
    expect(window.location.pathname + window.location.search).toBe('/docs/b?x=1');
    expect(nav.current()).toMatchObject({
      navigationType: 'REPLACE',
      location: { pathname: '/b', search: '?x=1' },
    });
  });

  it('follows Back and Forward with the entry key, loading the page before the swap', async () => {
    const { resolve, release } = deferredResolver();
    const nav = mount(resolve, page('start'));
    let done!: Promise<void>;
    act(() => void (done = nav.navigate('/a')));
    await act(async () => (release('/a', page('a')), await done));
    const keyOfA = nav.current().location.key;
    act(() => void (done = nav.navigate('/b')));
    await act(async () => (release('/b', page('b')), await done));
    act(() => window.history.back());
    await vi.waitFor(() => expect(resolve).toHaveBeenCalledTimes(3));
    // The address bar is already at /a; the page of /b stays until /a has loaded again.
    expect(window.location.pathname).toBe('/a');
    expect(nav.current()).toMatchObject({ loading: true, location: { pathname: '/b' } });
    await act(async () => release('/a', page('a')));
    await vi.waitFor(() => expect(nav.current().location.pathname).toBe('/a'));
    expect(nav.current().navigationType).toBe('POP');
    expect(nav.current().location.key).toBe(keyOfA);
    expect(nav.current().loading).toBe(false);
  });

  it('saves the scroll position of the page it leaves, before the swap, in sessionStorage', async () => {
    const nav = mount(async (p) => page(p.slice(1)), page('start'));
    const startKey = nav.current().location.key;
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1234);
    await act(() => nav.navigate('/a'));
    expect(getScrollPosition(startKey)).toBe(1234);
    resetScrollPositionCache(); // as after a reload: only sessionStorage is left
    expect(getScrollPosition(startKey)).toBe(1234);
    expect(sessionStorage.getItem('docs:scroll-positions')).toContain(startKey);
  });

  it('re-renders subscribers and exposes the query string', async () => {
    window.history.replaceState(null, '', '/search');
    let setParams: ReturnType<typeof useSearchParams>[1] = () => undefined;
    function Query() {
      const [params, set] = useSearchParams();
      setParams = set;
      return <span data-testid="q">{params.get('q') ?? ''}</span>;
    }
    mount(async () => page('search'), page('search'), { children: <Query /> });
    await act(async () => setParams({ q: '<b>x</b>' }, { replace: true }));
    await vi.waitFor(() => expect(screen.getByTestId('q').textContent).toBe('<b>x</b>'));
    expect(window.location.search).toBe('?q=%3Cb%3Ex%3C%2Fb%3E');
  });
});

describe('the progress bar', () => {
  beforeEach(() => window.history.replaceState({ usr: null, key: 'start', idx: 0 }, '', '/start'));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`appears only after ${PROGRESS_DELAY_MS} ms of loading and goes once the page is in`, async () => {
    vi.useFakeTimers();
    const { resolve, release } = deferredResolver();
    const nav = mount(resolve, page('start'), { children: <NavigationProgress /> });
    let done!: Promise<void>;
    act(() => void (done = nav.navigate('/slow')));
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    await act(async () => (release('/slow', page('slow')), await done));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('never shows for a page that loads within the delay', async () => {
    vi.useFakeTimers();
    const { resolve, release } = deferredResolver();
    const nav = mount(resolve, page('start'), { children: <NavigationProgress /> });
    let done!: Promise<void>;
    act(() => void (done = nav.navigate('/quick')));
    act(() => vi.advanceTimersByTime(PROGRESS_DELAY_MS - 50));
    await act(async () => (release('/quick', page('quick')), await done));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('quick')).toBeTruthy();
  });
});

describe('server rendering in a StaticRouter', () => {
  afterEach(cleanup);
  it('renders a fixed location below the base URL', () => {
    function Current() {
      const loc = useLocation();
      return <output>{loc.pathname + loc.search + loc.hash}</output>;
    }
    render(
      <StaticRouter basename="/docs/" location="/docs/x?a=1">
        <NavigationProvider basename="/docs/" resolve={async () => page('y')} initial={page('x')}>
          <Current />
        </NavigationProvider>
      </StaticRouter>,
    );
    expect(screen.getByText('/x?a=1')).toBeTruthy();
  });
});

describe('links written with the base URL already in them', () => {
  afterEach(cleanup);
  // A Markdown link such as `[1.x](/flash-list/docs/1.x/)` on a site whose base URL is
  // `/flash-list/docs/` (Shopify's FlashList docs): Docusaurus's Link does not add the base again.
  it('get the base URL once, from Link and from the static link of MDX content', () => {
    render(
      <StaticRouter basename="/flash-list/docs/" location="/flash-list/docs/">
        <NavigationProvider
          basename="/flash-list/docs/"
          resolve={async () => page('y')}
          initial={page('x')}
        >
          <Link to="/flash-list/docs/1.x/">written with the base</Link>
          <Link to="/1.x/">written without it</Link>
          <StaticLink href="/flash-list/docs/1.x/#usage">static</StaticLink>
        </NavigationProvider>
      </StaticRouter>,
    );
    for (const name of ['written with the base', 'written without it'])
      expect(screen.getByText(name).getAttribute('href')).toBe('/flash-list/docs/1.x/');
    expect(screen.getByText('static').getAttribute('href')).toBe('/flash-list/docs/1.x/#usage');
  });
});
