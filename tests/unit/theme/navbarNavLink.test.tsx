// `@theme/NavbarItem/NavbarNavLink` as swizzled navbar items use it (Docusaurus 3.8's props): only
// the classes given, `active` (or the given class) when current by react-router's NavLink rule or
// activeBasePath/activeBaseRegex, `href` links never current, html or label with an external icon.
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import NavbarNavLink, {
  isNavLinkActive,
} from '../../../src/theme/classic/NavbarItem/NavbarNavLink.js';
import { renderAt } from './render.js';

afterEach(cleanup);

describe('NavbarNavLink', () => {
  it('renders a `to` link with only the classes given, current on its page', () => {
    const { container, navigations } = renderAt(
      <>
        <NavbarNavLink
          to="/docs/intro"
          label="Intro"
          className="dropdown__link"
          activeClassName="dropdown__link--active"
        />
        <NavbarNavLink to="/blog" label="Blog" className="navbar__item navbar__link" />
      </>,
      '/docs/intro',
    );
    const [intro, blog] = [...container.querySelectorAll('a')];
    expect(intro!.outerHTML).toBe(
      '<a href="/docs/intro" class="dropdown__link dropdown__link--active" aria-current="page">Intro</a>',
    );
    expect(blog!.className).toBe('navbar__item navbar__link');
    expect(blog!.hasAttribute('aria-current')).toBe(false);
    expect(container.querySelector('li')).toBeNull();
    fireEvent.click(blog!);
    expect(navigations).toEqual(['/blog']);
  });

  it('follows activeBasePath and activeBaseRegex, and never marks an href link', () => {
    const { container } = renderAt(
      <>
        <NavbarNavLink to="/api/v1" activeBasePath="/api" label="API" />
        <NavbarNavLink to="/guides" activeBaseRegex="^/(guides|docs)/" label="Guides" />
        <NavbarNavLink href="/api/ref" label="Ref" />
      </>,
      '/api/errors',
    );
    const classes = [...container.querySelectorAll('a')].map((a) => a.getAttribute('class'));
    expect(classes).toEqual(['active', null, null]);
  });

  it('shows html instead of the label, and an icon after an external label', () => {
    const { container } = renderAt(
      <>
        <NavbarNavLink to="/x" html="<b>Bold</b>" label="ignored" />
        <NavbarNavLink href="https://github.example/p" label="GitHub" isDropdownLink />
        <NavbarNavLink href="/img/logo.svg" prependBaseUrlToHref label="Logo" />
      </>,
      '/',
    );
    const [html, external, logo] = [...container.querySelectorAll('a')];
    expect(html!.innerHTML).toBe('<b>Bold</b>');
    expect(external!.getAttribute('target')).toBe('_blank');
    expect(external!.textContent).toBe('GitHub');
    expect(external!.querySelector('svg.iconExternalLink_dv')).not.toBeNull();
    expect(logo!.getAttribute('href')).toBe('/img/logo.svg');
    expect(logo!.querySelector('svg')).toBeNull();
  });
});

describe('isNavLinkActive', () => {
  it('matches the path, or a path below it unless exact', () => {
    expect(isNavLinkActive('/docs', '/docs/', true)).toBe(true);
    expect(isNavLinkActive('/docs', '/docs/intro', false)).toBe(true);
    expect(isNavLinkActive('/docs', '/docs/intro', true)).toBe(false);
    expect(isNavLinkActive('/docs', '/docsearch', false)).toBe(false);
    expect(isNavLinkActive('/', '/blog', false)).toBe(true);
    expect(isNavLinkActive('/', '/blog', true)).toBe(false);
  });
});
