// A navbar item current by its rules (activeBasePath here) is `aria-current="page"` beside its
// active class, in the bar and in the drawer, as react-router's NavLink draws Docusaurus's: a
// Docusaurus 3.7.0 build gave `<a aria-current="page" class="navbar__item navbar__link
// navbar__link--active" href="/developers/overview">` on a page under `developers/` that is not
// the item's own. Before, ours had the class alone.
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import NavbarLink from '../../../src/theme/NavbarLink.js';
import { renderAt } from './render.js';

afterEach(cleanup);

describe('a navbar link', () => {
  it('is aria-current="page" when current, in the bar and in the drawer', () => {
    const { container } = renderAt(
      <>
        <NavbarLink href="/guides/overview" label="Guides" active />
        <NavbarLink href="/api/overview" label="API" />
        <ul>
          <NavbarLink href="/guides/overview" label="Guides" active mobile />
          <NavbarLink href="/api/overview" label="API" mobile />
        </ul>
      </>,
      '/guides/setup',
    );
    const links = [...container.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('class'),
      a.getAttribute('aria-current'),
    ]);
    expect(links).toEqual([
      ['Guides', 'navbar__item navbar__link navbar__link--active', 'page'],
      ['API', 'navbar__item navbar__link', null],
      ['Guides', 'menu__link menu__link--active', 'page'],
      ['API', 'menu__link', null],
    ]);
  });
});
