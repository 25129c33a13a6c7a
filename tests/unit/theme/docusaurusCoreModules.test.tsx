// The `@docusaurus/*` modules of core that were missing: the route context a plugin route gives
// (useRouteContext, its nested data), ErrorBoundary with and without a fallback, Noop and the
// constants, useIsomorphicLayoutEffect, and addBaseUrl with Docusaurus's rules.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLayoutEffect } from 'react';
import ErrorBoundary from '../../../src/theme/docusaurus/ErrorBoundary.js';
import Noop from '../../../src/theme/docusaurus/Noop.js';
import { DEFAULT_PLUGIN_ID } from '../../../src/theme/docusaurus/constants.js';
import useIsomorphicLayoutEffect from '../../../src/theme/docusaurus/useIsomorphicLayoutEffect.js';
import useRouteContext from '../../../src/theme/docusaurus/useRouteContext.js';
import { RouteContextProvider } from '../../../src/theme/docusaurus/renderRoutes.js';
import { addBaseUrl } from '../../../src/theme/useBaseUrl.js';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function ShowContext() {
  const { plugin, data } = useRouteContext();
  return <p>{`${plugin.name}/${plugin.id} ${JSON.stringify(data)}`}</p>;
}

describe('useRouteContext', () => {
  it("gives the top route's plugin and merges nested routes' data over their parents'", () => {
    render(
      <RouteContextProvider value={{ plugin: { name: 'recipes', id: 'default' }, data: { a: 1 } }}>
        <RouteContextProvider value={{ data: { b: 2, a: 3 } }}>
          <ShowContext />
        </RouteContextProvider>
      </RouteContextProvider>,
    );
    expect(screen.getByText('recipes/default {"a":3,"b":2}')).toBeTruthy();
  });

  it('throws outside a route, as Docusaurus does', () => {
    expect(() => render(<ShowContext />)).toThrow('Unexpected: no Docusaurus route context found');
  });
});

let broken = true;
function Fragile() {
  if (broken) throw new Error('The tide table is missing');
  return <p>High water at noon</p>;
}

describe('ErrorBoundary', () => {
  it('renders the fallback with the error, and tryAgain renders the children anew', () => {
    broken = true;
    render(
      <ErrorBoundary
        fallback={({ error, tryAgain }) => (
          <button type="button" onClick={tryAgain}>
            {`Retry: ${error.message}`}
          </button>
        )}
      >
        <Fragile />
      </ErrorBoundary>,
    );
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry: The tide table is missing' }));
    expect(screen.getByText('High water at noon')).toBeTruthy();
  });

  it("shows the theme's crash page without a fallback", () => {
    broken = true;
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('The tide table is missing');
  });
});

describe('small modules', () => {
  it('Noop renders nothing, DEFAULT_PLUGIN_ID is "default"', () => {
    const { container } = render(<Noop />);
    expect(container.innerHTML).toBe('');
    expect(DEFAULT_PLUGIN_ID).toBe('default');
  });

  it('useIsomorphicLayoutEffect is the layout effect in a browser', () => {
    expect(useIsomorphicLayoutEffect).toBe(useLayoutEffect);
  });

  it('addBaseUrl adds the base URL once, leaves anchors and protocols, and knows the hash router', () => {
    const at = (url: string, options = {}, router?: 'hash') =>
      addBaseUrl({
        siteUrl: 'https://e.com',
        baseUrl: '/base/',
        url,
        options,
        ...(router ? { router } : {}),
      });
    expect(at('/docs/a')).toBe('/base/docs/a');
    expect(at('/base/docs/a')).toBe('/base/docs/a');
    expect(at('/base')).toBe('/base/');
    expect(at('#x')).toBe('#x');
    expect(at('mailto:a@e.com')).toBe('mailto:a@e.com');
    expect(at('/docs/a', { absolute: true })).toBe('https://e.com/base/docs/a');
    expect(at('/base/x', { forcePrependBaseUrl: true })).toBe('/base/base/x');
    expect(at('/docs/a', {}, 'hash')).toBe('./docs/a');
  });
});
