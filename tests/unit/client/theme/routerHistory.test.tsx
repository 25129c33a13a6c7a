// `useHistory()` of `@docusaurus/router` as third-party themes use react-router 5's history:
// docusaurus-theme-openapi-docs' tabs (a copy of Docusaurus's) read a query-string value with
// `useSyncExternalStore(history.listen, …)` and change it with `history.replace({ ...location,
// search })`.
import { act, within } from '@testing-library/react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { navigateWhole } from '../../../../src/theme/docusaurus/navigateWhole.js';
import { useHistory, useLocation } from '../../../../src/theme/docusaurus/router.js';
import { renderAt } from '../../theme/render.js';

function TabFromQuery() {
  const history = useHistory();
  const tab = useSyncExternalStore(
    history.listen,
    () => new URLSearchParams(history.location.search).get('tab'),
    () => null,
  );
  return (
    <button
      type="button"
      onClick={() =>
        history.replace({ ...history.location, pathname: '/api/orders', search: 'tab=curl' })
      }
    >
      tab: {tab ?? 'none'}
    </button>
  );
}

describe('useHistory', () => {
  it('gives listen, an unsubscribing subscription to back and forward', () => {
    let calls = 0;
    let history: ReturnType<typeof useHistory> | undefined;
    function Probe() {
      history = useHistory();
      return null;
    }
    renderAt(<Probe />, '/api/pets');
    const stop = history!.listen(() => calls++);
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    stop();
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(calls).toBe(1);
  });

  it('reads the query string through listen and navigates to a location object', () => {
    const view = renderAt(<TabFromQuery />, '/api/pets?tab=python#request');
    expect(view.getByRole('button').textContent).toBe('tab: python');
    act(() => view.getByRole('button').click());
    // A location object (react-router 5's shape, the search without its "?") is a path.
    expect(view.navigations).toEqual(['/api/orders']);
  });
});

describe("useHistory's identity", () => {
  it('is one object across renders, as react-router 5 gives it: an effect on it runs once', () => {
    const seen = new Set<unknown>();
    function Home() {
      const history = useHistory();
      const [renders, setRenders] = useState(1);
      seen.add(history);
      // The k3s samples site's home page (tests/fixtures/sites/mermaid-client-module's too).
      useEffect(() => history.replace('next/page'), [history]);
      return (
        <button type="button" onClick={() => setRenders(renders + 1)}>
          {renders}
        </button>
      );
    }
    const view = renderAt(<Home />, '/docs/a');
    const button = within(view.container).getByRole('button');
    act(() => button.click());
    expect(button.textContent).toBe('2');
    expect(seen.size).toBe(1);
    expect(view.navigations).toEqual(['/docs/next/page']);
  });
});

describe('whole paths, the base URL included, as Docusaurus gives them', () => {
  const outputs = (view: { container: HTMLElement }) => [
    ...view.container.querySelectorAll('output'),
  ];
  function Where() {
    const { pathname, search, hash } = useLocation();
    const history = useHistory();
    return (
      <>
        <output>{pathname + search + hash}</output>
        <output>{history.location.pathname}</output>
        <button type="button" onClick={() => history.push('/fr/docs/next?a=1#b')}>
          whole
        </button>
        <button type="button" onClick={() => history.push('sibling')}>
          relative
        </button>
      </>
    );
  }

  it("useLocation's pathname starts with the locale's base URL", () => {
    const view = renderAt(<Where />, '/docs/intro?x=1#part', '/fr/');
    const [location, historyLocation] = outputs(view);
    expect(location!.textContent).toBe('/fr/docs/intro?x=1#part');
    expect(historyLocation!.textContent).toBe('/fr/docs/intro');
  });

  it("the base URL's root is the base URL itself", () => {
    const view = renderAt(<Where />, '/', '/fr/');
    expect(outputs(view)[0]!.textContent).toBe('/fr/');
  });

  it('is the same path on a site at the root', () => {
    const view = renderAt(<Where />, '/docs/intro');
    expect(outputs(view)[0]!.textContent).toBe('/docs/intro');
  });

  it('push takes a whole path, or one relative to the whole path, below the base URL', () => {
    const view = renderAt(<Where />, '/docs/intro', '/fr/');
    act(() => within(view.container).getByRole('button', { name: 'whole' }).click());
    act(() => within(view.container).getByRole('button', { name: 'relative' }).click());
    // The client's navigation works below the base URL.
    expect(view.navigations).toEqual(['/docs/next', '/docs/sibling']);
  });

  it('a path outside the base URL (another locale) is a page load of that path', () => {
    const assign = vi.fn();
    const replace = vi.fn();
    const saved = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...saved, assign, replace },
    });
    try {
      const calls: string[] = [];
      navigateWhole((to) => (calls.push(to), Promise.resolve()), '/fr/', '/docs/intro#x', {
        pathname: '/fr/docs/intro',
        search: '',
      });
      navigateWhole(
        (to) => (calls.push(to), Promise.resolve()),
        '/fr/',
        '/ar/docs/intro',
        { pathname: '/fr/docs/intro', search: '' },
        { replace: true },
      );
      expect(calls).toEqual([]);
      expect(assign).toHaveBeenCalledWith('/docs/intro#x');
      expect(replace).toHaveBeenCalledWith('/ar/docs/intro');
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: saved });
    }
  });
});
