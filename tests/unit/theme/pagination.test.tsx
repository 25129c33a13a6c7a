// Previous / next links at the foot of a doc: named by their titles, and followed in the app.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import DocItemPaginator from '../../../src/theme/classic/DocItem/Paginator.js';
import { DocContext } from '../../../src/theme/DocContext.js';
import Pagination from '../../../src/theme/Pagination.js';
import { renderAt } from './render.js';

afterEach(cleanup);

describe('Pagination', () => {
  it('links to the previous and next docs, and a click navigates in the app', () => {
    const { navigations } = renderAt(
      <Pagination
        previous={{ title: 'Setup', permalink: '/guide/setup' }}
        next={{ title: 'Usage', permalink: '/guide/usage' }}
      />,
      '/guide/install',
    );
    const nav = screen.getByRole('navigation', { name: 'Docs pages' });
    const prev = screen.getByRole('link', { name: /Previous\s*Setup/ });
    const next = screen.getByRole('link', { name: /Next\s*Usage/ });
    expect(nav.contains(prev) && nav.contains(next)).toBe(true);
    expect(prev.getAttribute('href')).toBe('/guide/setup');
    expect(next.getAttribute('href')).toBe('/guide/usage');
    fireEvent.click(next);
    expect(navigations).toEqual(['/guide/usage']);
  });

  it('shows only the side that exists, and nothing at all when neither does', () => {
    const { unmount } = renderAt(
      <Pagination next={{ title: 'Usage', permalink: '/guide/usage' }} />,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText('Previous')).toBeNull();
    unmount();
    renderAt(<Pagination />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps an empty nav when asked, as Docusaurus’s DocPaginator without either page', () => {
    renderAt(<Pagination keepEmpty className="docusaurus-mt-lg" />);
    const nav = screen.getByRole('navigation', { name: 'Docs pages' });
    expect(nav.className).toBe('docusaurus-mt-lg pagination-nav');
    expect(nav.childElementCount).toBe(0);
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const { navigations } = renderAt(
      <Pagination next={{ title: 'Usage', permalink: '/guide/usage' }} />,
    );
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    expect(navigations).toEqual([]);
  });

  // Docusaurus's DocItem/Paginator gives DocPaginator `docusaurus-mt-lg` (3rem below the doc).
  it("has Docusaurus's classes under a doc: docusaurus-mt-lg pagination-nav", () => {
    const metadata = { next: { title: 'Usage', permalink: '/guide/usage' } };
    renderAt(
      <DocContext.Provider value={{ metadata } as never}>
        <DocItemPaginator />
      </DocContext.Provider>,
    );
    expect(screen.getByRole('navigation', { name: 'Docs pages' }).className).toBe(
      'docusaurus-mt-lg pagination-nav',
    );
  });
});
