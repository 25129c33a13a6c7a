// The navbar's locale menu (Docusaurus's localeDropdown item): the current locale's label, and a
// link to the same page in each locale (its path, query and hash kept, then the item's
// `queryString`, under that locale's base URL), between the item's dropdownItemsBefore and
// dropdownItemsAfter entries (links, html, and entries into the docs drawn by their item types).
// Another locale is another build, so its links load a whole page.
import siteConfig from 'virtual:docs/site-config';
import { useLocation } from '../client/navigation.js';
import { localeMenuHref } from '../shared/i18n.js';
import type { NavbarLocaleDropdownItem } from '../shared/types.js';
import IconLanguage from './classic/Icon/Language.js';
import NavbarItem from './classic/NavbarItem.js';
import NavbarDropdown, { DropdownLinks, type DropdownLink } from './NavbarDropdown.js';
import { isDocsEntry } from './navbarItemLinks.js';
import { translateTheme } from './translate.js';
import { siteOnDocusaurus } from './blog/authorRelease.js';
import { mergeSearchStrings } from './docusaurus/historyUtils.js';

/** The path the 404 page is rendered at, for 404.html (plugins/stages/prerender.ts). */
const NOT_FOUND_PATH = '/404.html';

export default function LocaleDropdownNavbarItem({
  item,
  mobile,
}: {
  item: NavbarLocaleDropdownItem;
  mobile?: boolean;
}) {
  const i18n = siteConfig.i18n;
  const location = useLocation();
  // Docusaurus shows no locale menu for a site with one locale.
  if (!i18n || i18n.locales.length < 2) return null;
  const current = i18n.currentLocale;
  // The route's path is under the locale's base URL: the same page in another locale. The 404
  // page, rendered for 404.html, links to `/404` in each locale, as Docusaurus 3.8.1's 404.html does.
  const path = location.pathname === NOT_FOUND_PATH ? '/404' : location.pathname;
  const pathname = siteConfig.baseUrl + path.replace(/^\//, '');
  const links = i18n.locales.map((locale) => ({
    locale,
    label: i18n.localeConfigs[locale]?.label ?? locale,
    lang: i18n.localeConfigs[locale]?.htmlLang ?? locale,
    // A locale on another domain (Docusaurus 3.9+'s localeConfigs.<l>.url): its full URL. From
    // 3.9 the item's queryString joins the page's query (`?q=x&persistLocale=true`, both
    // URLSearchParams' encoding) before the hash; before, both strings follow the hash as written.
    href:
      localeMenuHref(i18n, siteConfig.url, siteConfig.baseUrl, pathname, locale) +
      (__DOCS_DOCUSAURUS_METADATA__ && siteOnDocusaurus(3, 9)
        ? mergeSearchStrings([location.search, item.queryString], 'append') + location.hash
        : location.search + location.hash + (item.queryString ?? '')),
  }));
  // Docusaurus shows the current locale's label whatever the item's `label` says; in the slide-in
  // menu, "Languages".
  const label = mobile
    ? translateTheme('theme.navbar.mobileLanguageDropdown.label', 'Languages')
    : (i18n.localeConfigs[current]?.label ?? current);
  const localeLinks: DropdownLink[] = links.map((l) => ({
    label: l.label,
    href: l.href,
    lang: l.lang,
    ...(l.locale === current
      ? { className: mobile ? 'menu__link--active' : 'dropdown__link--active' }
      : {}),
  }));
  const before = item.dropdownItemsBefore ?? [];
  const after = item.dropdownItemsAfter ?? [];
  const plainLink = (l: AroundEntry): DropdownLink | undefined =>
    isDocsEntry(l)
      ? undefined
      : 'value' in l
        ? l
        : { label: (l as { label: string }).label, href: (l as { href: string }).href };
  const plain = [...before, ...after].every((l) => plainLink(l) !== undefined);
  const toggle = {
    label: (
      <>
        <IconLanguage className="locale-icon" />
        {label}
      </>
    ),
    position: item.position,
  };
  const common = {
    ...(item.className ? { className: item.className } : {}),
    ...(mobile ? { mobile } : {}),
  };
  if (plain)
    return (
      <NavbarDropdown
        item={{
          ...toggle,
          items: [
            ...before.map(plainLink),
            ...localeLinks,
            ...after.map(plainLink),
          ] as DropdownLink[],
        }}
        {...common}
      />
    );
  // Entries into the docs (`doc`, `docSidebar`, `docsVersion`) are drawn by their navbar item
  // types, as in any dropdown (Docusaurus 3.10's LocaleDropdownNavbarItem gives them to its
  // DropdownNavbarItem).
  const entry = (l: AroundEntry, key: string, close: () => void) => {
    const link = plainLink(l);
    return link ? (
      <DropdownLinks key={key} links={[link]} mobile={!!mobile} close={close} />
    ) : (
      <NavbarItem
        key={key}
        isDropdownItem
        activeClassName={mobile ? 'menu__link--active' : 'dropdown__link--active'}
        {...(mobile ? { mobile } : {})}
        onClick={close}
        {...(l as Record<string, unknown>)}
      />
    );
  };
  return (
    <NavbarDropdown
      item={{ ...toggle, items: [] }}
      {...common}
      renderItems={(close) => [
        ...before.map((l, i) => entry(l, `before-${i}`, close)),
        <DropdownLinks key="locales" links={localeLinks} mobile={!!mobile} close={close} />,
        ...after.map((l, i) => entry(l, `after-${i}`, close)),
      ]}
    />
  );
}

type AroundEntry = NavbarLocaleDropdownItem['dropdownItemsBefore'][number];
