// `useHistory()` of `@docusaurus/router` as third-party themes use react-router 5's history:
// docusaurus-theme-openapi-docs' tabs (a copy of Docusaurus's) read a query-string value with
// `useSyncExternalStore(history.listen, …)` and change it with `history.replace({ ...location,
// search })`.
import { act } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it } from 'vitest';
import { useHistory } from '../../../../src/theme/docusaurus/router.js';
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
