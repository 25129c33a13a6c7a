// The navbar's locale menu: links around the locales (dropdownItemsBefore/After), the item's
// queryString after the page's query and hash, and the current locale's label on its button
// whatever the item's label, as Docusaurus 3.8's LocaleDropdownNavbarItem renders them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import siteConfig, { siteData } from 'virtual:docs/site-config';
import type { SiteI18n } from '../../../src/shared/i18n.js';
import LocaleDropdownNavbarItem from '../../../src/theme/LocaleDropdownNavbarItem.js';
import NavbarItem from '../../../src/theme/classic/NavbarItem.js';
import { docusaurusNavbarProps } from '../../../src/theme/navbarItemProps.js';
import { NavbarItemSourceContext } from '../../../src/theme/navbarPage.js';
import { renderAt } from './render.js';

const config = siteConfig as { i18n?: SiteI18n; baseUrl: string };
const saved = { i18n: config.i18n, baseUrl: config.baseUrl };

beforeEach(() => {
  config.baseUrl = '/fr/';
  config.i18n = {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    currentLocale: 'fr',
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
      fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory', path: 'fr' },
    },
    siteBaseUrl: '/',
    translations: {},
  } as unknown as SiteI18n;
});
afterEach(() => {
  Object.assign(config, saved);
});

describe('the locale menu', () => {
  it('lists the links before and after the locales, and appends queryString', () => {
    const { container } = renderAt(
      <LocaleDropdownNavbarItem
        item={{
          type: 'localeDropdown',
          position: 'right',
          label: 'Language',
          queryString: '?persistLocale=true',
          dropdownItemsBefore: [{ label: 'About translations', href: '/docs/translations' }],
          dropdownItemsAfter: [
            { label: 'Help us translate', href: 'https://translate.example.com/lantern' },
          ],
        }}
      />,
      '/docs/intro?x=1#part',
    );
    const links = [...container.querySelectorAll('ul a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      // An internal link goes through the router (its basename is the locale's base URL).
      ['About translations', '/docs/translations'],
      ['English', '/docs/intro?x=1#part?persistLocale=true'],
      ['Français', '/fr/docs/intro?x=1#part?persistLocale=true'],
      ['Help us translate', 'https://translate.example.com/lantern'],
    ]);
    // The button: the current locale's label, not the item's.
    expect(container.querySelector('[role=button]')!.textContent).toBe('Français');
  });

  it("joins queryString to the page's query before the hash on a 3.9+ site, as theme-classic 3.9.0 does", () => {
    const data = siteData as { docusaurusVersion?: string };
    const hrefs = (version: string) => {
      data.docusaurusVersion = version;
      const { container } = renderAt(
        <LocaleDropdownNavbarItem
          item={{
            type: 'localeDropdown',
            position: 'right',
            queryString: '?persistLocale=true',
            dropdownItemsBefore: [],
            dropdownItemsAfter: [],
          }}
        />,
        '/docs/intro?x=1&y=a%20b#part',
      );
      return [...container.querySelectorAll('ul a')].map((a) => a.getAttribute('href'));
    };
    try {
      expect(hrefs('3.9.0')).toEqual([
        '/docs/intro?x=1&y=a+b&persistLocale=true#part',
        '/fr/docs/intro?x=1&y=a+b&persistLocale=true#part',
      ]);
    } finally {
      delete data.docusaurusVersion;
    }
  });

  it('links the 404 page (rendered for 404.html) to /404 in each locale, as Docusaurus 3.8.1', () => {
    // Docusaurus 3.8.1's fr/404.html of tests/fixtures/sites/i18n-classic (and its 404.html):
    // href="/404", "/fr/404", "/ar/404"; its canonical URL keeps `/404.html`.
    const { container } = renderAt(
      <LocaleDropdownNavbarItem
        item={{
          type: 'localeDropdown',
          position: 'right',
          dropdownItemsBefore: [],
          dropdownItemsAfter: [],
        }}
      />,
      '/404.html',
    );
    const hrefs = [...container.querySelectorAll('ul a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/404', '/fr/404']);
  });

  it("has Docusaurus's markup: Infima's dropdown, the icon before the label, lang on each link", () => {
    const { container } = renderAt(
      <LocaleDropdownNavbarItem
        item={{
          type: 'localeDropdown',
          position: 'right',
          dropdownItemsBefore: [],
          dropdownItemsAfter: [],
        }}
      />,
      '/docs/intro',
    );
    const root = container.firstElementChild!;
    expect(root.className).toBe('navbar__item dropdown dropdown--hoverable dropdown--right');
    const toggle = root.querySelector(':scope > a.navbar__link[role=button]')!;
    expect(toggle.getAttribute('aria-haspopup')).toBe('true');
    expect(toggle.firstElementChild!.tagName.toLowerCase()).toBe('svg');
    expect(toggle.firstElementChild!.getAttribute('class')).toBe('locale-icon');
    const links = [...root.querySelectorAll(':scope > ul.dropdown__menu > li > a')];
    expect(
      links.map((a) => [a.className, a.getAttribute('lang'), a.getAttribute('target')]),
    ).toEqual([
      ['dropdown__link', 'en', '_self'],
      ['dropdown__link dropdown__link--active', 'fr', '_self'],
    ]);
    // Docusaurus 3.10.2's locale links (a `pathname://` Link with a target): `rel` as for an
    // external link, and no hreflang attribute.
    expect(links.map((a) => [a.getAttribute('rel'), a.hasAttribute('hreflang')])).toEqual([
      ['noopener noreferrer', false],
      ['noopener noreferrer', false],
    ]);
  });

  it('draws an html item among the links as Docusaurus does (a separator)', () => {
    const { container } = renderAt(
      <LocaleDropdownNavbarItem
        item={{
          type: 'localeDropdown',
          position: 'right',
          dropdownItemsBefore: [],
          dropdownItemsAfter: [
            { type: 'html', value: '<hr class="rule">', className: 'menu-rule' },
            { label: 'Help us translate', href: 'https://translate.example.com/lantern' },
          ],
        }}
      />,
      '/docs/intro',
    );
    const items = [...container.querySelectorAll('ul > li')];
    expect(items.map((li) => li.textContent)).toEqual([
      'English',
      'Français',
      '',
      'Help us translate',
    ]);
    expect(items[2]!.className).toBe('menu-rule');
    expect(items[2]!.innerHTML).toBe('<hr class="rule">');
  });

  it('draws entries into the docs around the locales by their item types, as Docusaurus 3.10 does', () => {
    // A config's `{ type: 'doc', docId: 'intro', label: 'Translation guide' }` before the
    // locales, as the build resolves it (plugins/config/docusaurus/resolveNavbarItems.ts), drawn
    // as the navbar draws its items (src/theme/navbarItems.tsx).
    const item = {
      type: 'localeDropdown' as const,
      position: 'right' as const,
      dropdownItemsBefore: [
        {
          label: 'Translation guide',
          href: '/docs/intro',
          activeSidebars: ['guide'],
          docusaurusItem: { type: 'doc' as const, id: 'intro' },
        },
      ],
      dropdownItemsAfter: [{ type: 'html' as const, value: '<hr class="rule">' }],
    };
    const draw = (path: string) =>
      renderAt(
        <NavbarItemSourceContext.Provider value={item}>
          <NavbarItem {...docusaurusNavbarProps(item)} />
        </NavbarItemSourceContext.Provider>,
        path,
      ).container;
    const items = [...draw('/blog').querySelectorAll('ul.dropdown__menu > li')];
    expect(items.map((li) => li.textContent)).toEqual([
      'Translation guide',
      'English',
      'Français',
      '',
    ]);
    const doc = items[0]!.querySelector('a')!;
    expect(doc.className).toBe('dropdown__link');
    expect(doc.getAttribute('href')).toBe('/docs/intro');
    // The locales' links are drawn as without such entries.
    expect(items[2]!.querySelector('a')!.className).toBe('dropdown__link dropdown__link--active');
    expect(items[2]!.querySelector('a')!.getAttribute('lang')).toBe('fr');
    expect(items[3]!.innerHTML).toBe('<hr class="rule">');
    // Drawn by the doc item type, which finds its entry in the menu it is in: an entry the menu
    // does not have is an error (a plain link would have been drawn).
    const other = { ...item, dropdownItemsBefore: [] };
    expect(() =>
      renderAt(
        <NavbarItemSourceContext.Provider value={other}>
          <NavbarItem {...docusaurusNavbarProps(item)} />
        </NavbarItemSourceContext.Provider>,
        '/blog',
      ),
    ).toThrow(/navbar item of type "doc" for "intro"/);
  });
});
