// ScrollManager after each swap: top or hash for a new entry, the saved position on Back/Forward
// and after a reload, nothing for a hash that names nothing on the open page.
import { act, cleanup, render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ScrollManager from '../../../src/client/ScrollManager.js';
import {
  NavigationProvider,
  useNavigate,
  useNavigationState,
  type Navigate,
  type ResolvedRoute,
} from '../../../src/client/navigation.js';
import {
  resetScrollPositionCache,
  saveScrollPosition,
} from '../../../src/client/scrollPositions.js';

const page = (name: string): ResolvedRoute => ({
  Component: () => (
    <article>
      <h2 id="part">{name}</h2>
    </article>
  ),
  handle: {},
  routePath: '/' + name,
  status: 200,
});

let scrollTo: ReturnType<typeof vi.fn>;
let scrolledIntoView: Element[];

function mount() {
  let navigate: Navigate = async () => undefined;
  function Probe() {
    navigate = useNavigate();
    const Page = useNavigationState().route.Component!;
    return <Page />;
  }
  render(
    <BrowserRouter useTransitions={false}>
      <NavigationProvider
        basename="/"
        resolve={async (p) => page(p.slice(1))}
        initial={page(window.location.pathname.slice(1))}
      >
        <Probe />
        <ScrollManager />
        <div id="main-part">
          <h2 id="here">here</h2>
        </div>
      </NavigationProvider>
    </BrowserRouter>,
  );
  return { navigate: (to: string) => act(() => navigate(to)) };
}

beforeEach(() => {
  sessionStorage.clear();
  resetScrollPositionCache();
  window.history.replaceState({ usr: null, key: 'start', idx: 0 }, '', '/start');
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  scrolledIntoView = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledIntoView.push(this);
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScrollManager', () => {
  it('restores the saved position of the entry on the first render (a reload)', () => {
    saveScrollPosition('start', 900);
    resetScrollPositionCache();
    mount();
    expect(scrollTo).toHaveBeenCalledWith(0, 900);
  });

  it('opens a new page at the top, and at its heading when the link has a hash', async () => {
    const nav = mount();
    await nav.navigate('/a');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    await nav.navigate('/b#part');
    expect(scrolledIntoView.map((el) => el.id)).toEqual(['part']);
  });

  it('scrolls a hash of the open page to its heading, and does not move for an unknown one', async () => {
    const nav = mount();
    await nav.navigate('#here');
    expect(scrolledIntoView.map((el) => el.id)).toEqual(['here']);
    scrollTo.mockClear();
    await nav.navigate('#nothing-here');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('puts Back at the position saved for that entry', async () => {
    const nav = mount();
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1500);
    await nav.navigate('/a');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    scrollTo.mockClear();
    act(() => window.history.back());
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 1500));
    expect(window.location.pathname).toBe('/start');
  });
});
