// The navbar's logo with an image of its own for dark mode (`navbar.logo.srcDark`): as in
// Docusaurus's server HTML, both images, CSS showing the current mode's, and only the current
// mode's once hydrated (Docusaurus's ThemedImage). Without it the dark-mode logo was dropped
// (TypeORM's white logo on its dark navbar showed as the coloured one). These tests run as a
// Docusaurus site (Docusaurus's classes).
import { cleanup } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import siteConfig from 'virtual:docs/site-config';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationProvider } from '../../../src/client/navigation.js';
import NavbarLogo from '../../../src/theme/classic/Navbar/Logo.js';
import { renderAt } from './render.js';

type Logo = NonNullable<typeof siteConfig.navbar.logo>;
const withLogo = (logo: Logo) => {
  siteConfig.navbar.logo = logo;
};
afterEach(() => {
  delete siteConfig.navbar.logo;
  cleanup();
});

const images = (root: ParentNode) =>
  [...root.querySelectorAll('.navbar__logo img')].map((img) => [
    img.getAttribute('src'),
    img.getAttribute('class'),
  ]);

describe('the navbar logo', () => {
  it('writes the light and the dark image into the server HTML when srcDark is set', () => {
    withLogo({ alt: 'Lamp', src: 'img/lamp.png', srcDark: 'img/lamp-white.png', width: 46 });
    const html = renderToString(
      <StaticRouter location="/">
        <NavigationProvider
          basename="/"
          resolve={() => new Promise(() => {})}
          initial={{ handle: { head: { title: '' } }, routePath: '/', status: 200 }}
        >
          <NavbarLogo />
        </NavigationProvider>
      </StaticRouter>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(images(page)).toEqual([
      ['/img/lamp.png', 'themedComponent_dv themedComponent--light_dv'],
      ['/img/lamp-white.png', 'themedComponent_dv themedComponent--dark_dv'],
    ]);
  });

  it('keeps only the current mode’s image in the browser, with srcDark or without', () => {
    withLogo({ alt: 'Lamp', src: 'img/lamp.png', srcDark: 'img/lamp-white.png', className: 'x' });
    const { container, unmount } = renderAt(<NavbarLogo />);
    expect(images(container)).toEqual([
      ['/img/lamp.png', 'x themedComponent_dv themedComponent--light_dv'],
    ]);
    unmount();
    withLogo({ alt: 'Lamp', src: 'img/lamp.png' });
    expect(images(renderAt(<NavbarLogo />).container)).toEqual([
      ['/img/lamp.png', 'themedComponent_dv themedComponent--light_dv'],
    ]);
  });

  it('writes only the sizes the config gives on a Docusaurus site, as Docusaurus does', () => {
    // aquarius-docs sizes its logo with `.navbar__logo { height: 50px }`: a default width and
    // height attribute (ours were 32) made its logo smaller than Docusaurus's. Docusaurus 3.8.1
    // renders `<img src=… alt=… class="themed-image …">` with no size unless `logo.width` or
    // `logo.height` is set.
    withLogo({ alt: 'Lamp', src: 'img/lamp.png' });
    const img = renderAt(<NavbarLogo />).container.querySelector('.navbar__logo img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual([null, null]);
    cleanup();
    withLogo({ alt: 'Lamp', src: 'img/lamp.png', width: 46, height: 40 });
    const sized = renderAt(<NavbarLogo />).container.querySelector('.navbar__logo img')!;
    expect([sized.getAttribute('width'), sized.getAttribute('height')]).toEqual(['46', '40']);
  });
});
