// The site's footer, with the markup of Docusaurus's classic theme: columns or a row of links, a
// logo, a copyright line in HTML, dark or light.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StaticRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationProvider, type ResolvedRoute } from '../../../src/client/navigation.js';
import { FooterSchema } from '../../../src/shared/siteConfigSchema.js';
import Footer from '../../../src/theme/Footer.js';
import { renderAt } from './render.js';

afterEach(cleanup);

const footer = (input: unknown) => FooterSchema.parse(input);

describe('Footer', () => {
  it('renders link columns: internal links through the router, external ones in a new tab', () => {
    const { container, navigations } = renderAt(
      <Footer
        footer={footer({
          style: 'dark',
          links: [
            { title: 'Docs', items: [{ label: 'Tutorial', to: '/docs/intro' }] },
            {
              title: 'More',
              className: 'more',
              items: [
                { label: 'GitHub', href: 'https://github.example/p' },
                { html: '<a class="badge" href="https://ci.example">CI</a>' },
              ],
            },
          ],
          copyright: 'Copyright © 2026 <b>Lamp</b>.',
        })}
      />,
    );
    const root = container.querySelector('footer')!;
    expect(root.className).toBe('theme-layout-footer footer footer--dark');
    const columns = root.querySelectorAll('.row.footer__links > .col.footer__col');
    expect(columns).toHaveLength(2);
    expect(columns[1]!.className).toBe('theme-layout-footer-column col footer__col more');
    expect([...root.querySelectorAll('.footer__title')].map((t) => t.textContent)).toEqual([
      'Docs',
      'More',
    ]);
    const tutorial = screen.getByRole('link', { name: 'Tutorial' });
    expect(tutorial.className).toBe('footer__link-item');
    expect(tutorial.getAttribute('href')).toBe('/docs/intro');
    expect(tutorial.getAttribute('target')).toBeNull();
    expect(tutorial.querySelector('svg')).toBeNull();
    fireEvent.click(tutorial);
    expect(navigations).toEqual(['/docs/intro']);
    const github = screen.getByRole('link', { name: 'GitHub' });
    expect(github.getAttribute('target')).toBe('_blank');
    expect(github.getAttribute('rel')).toBe('noopener noreferrer');
    expect(github.querySelector('svg.iconExternalLink_dv')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
    const html = columns[1]!.querySelectorAll('li.footer__item')[1]!;
    expect(html.innerHTML).toBe('<a class="badge" href="https://ci.example">CI</a>');
    const bottom = root.querySelector('.footer__bottom.text--center')!;
    expect(bottom.querySelector('.footer__copyright')!.innerHTML).toBe(
      'Copyright © 2026 <b>Lamp</b>.',
    );
  });

  it('renders a row of links with separators, and light style without footer--dark', () => {
    const { container } = renderAt(
      <Footer
        footer={footer({
          style: 'light',
          links: [
            { label: 'Home', to: '/' },
            { html: '<em>made here</em>' },
            { label: 'Repo', href: 'https://git.example/r' },
          ],
        })}
      />,
    );
    const root = container.querySelector('footer')!;
    expect(root.className).toBe('theme-layout-footer footer');
    const row = root.querySelector('.footer__links.text--center > .footer__links')!;
    expect(row.textContent).toBe('Home·made here·Repo');
    expect(row.querySelectorAll('.footer__link-separator')).toHaveLength(2);
    expect(row.querySelector('span.footer__link-item')!.innerHTML).toBe('<em>made here</em>');
    expect(root.querySelector('.footer__bottom')).toBeNull();
  });

  it("gives a link's other keys to its <a> as attributes, as Docusaurus does", () => {
    renderAt(
      <Footer
        footer={footer({
          links: [
            {
              title: 'Docs',
              items: [
                {
                  label: 'Guide',
                  to: '/docs/guide',
                  attributes: { type: 'doc', 'aria-label': 'The guide', 'data-rank': 2 },
                },
              ],
            },
          ],
        })}
      />,
    );
    const guide = screen.getByRole('link', { name: 'The guide' });
    expect(guide.getAttribute('href')).toBe('/docs/guide');
    expect(guide.getAttribute('type')).toBe('doc');
    expect(guide.getAttribute('data-rank')).toBe('2');
    expect(guide.className).toBe('footer__link-item');
  });

  it('renders the logo in both colour modes, linked when it has an href', () => {
    const { container } = renderAt(
      <Footer
        footer={footer({
          logo: {
            alt: 'Lamp',
            src: 'img/lamp.svg',
            srcDark: 'img/lamp-dark.svg',
            href: 'https://lamp.example',
            width: 160,
          },
        })}
      />,
    );
    const link = container.querySelector('.footer__bottom .margin-bottom--sm > a')!;
    expect(link.getAttribute('href')).toBe('https://lamp.example');
    expect(link.className).toBe('footer__logo-link');
    expect(link.getAttribute('target')).toBe('_blank');
    const images = [...link.querySelectorAll('img.footer__logo')];
    // In jsdom the component runs as in the browser: only the current (light) mode's image.
    expect(images.map((i) => [i.getAttribute('src'), i.getAttribute('width')])).toEqual([
      ['/img/lamp.svg', '160'],
    ]);
    expect(images[0]!.getAttribute('alt')).toBe('Lamp');
  });

  it('puts the base URL in front of internal links', () => {
    const initial: ResolvedRoute = { handle: { head: { title: '' } }, routePath: '/', status: 200 };
    const { container } = render(
      <StaticRouter location="/base/">
        <NavigationProvider
          basename="/base/"
          resolve={() => new Promise(() => {})}
          initial={initial}
        >
          <Footer footer={footer({ links: [{ label: 'Intro', to: '/docs/intro' }] })} />
        </NavigationProvider>
      </StaticRouter>,
    );
    expect(container.querySelector('a.footer__link-item')!.getAttribute('href')).toBe(
      '/base/docs/intro',
    );
  });

  it('rejects a link with both to and href, and a mix of columns and links', () => {
    expect(() => footer({ links: [{ label: 'x', to: '/x', href: 'https://x' }] })).toThrow(
      /exactly one of to, href and html/,
    );
    expect(() =>
      footer({
        links: [
          { title: 'A', items: [] },
          { label: 'b', to: '/b' },
        ],
      }),
    ).toThrow();
  });
});
