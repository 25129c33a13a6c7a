// The navbar's locale menu (Docusaurus's localeDropdown item): the current locale's label, and a
// link to the same page in each locale (its path, query and hash kept, then the item's
// `queryString`, under that locale's base URL), between the item's dropdownItemsBefore and
// dropdownItemsAfter links. Another locale is another build, so its links load a whole page.
import siteConfig from 'virtual:docs/site-config';
import { useLocation } from '../client/navigation.js';
import { alternatePageUrl } from '../shared/i18n.js';
import type { NavbarLocaleDropdownItem } from '../shared/types.js';
import IconLanguage from './classic/Icon/Language.js';
import Link from './Link.js';
import { useDropdown } from './NavbarDropdown.js';
import { translateTheme } from './translate.js';

export default function LocaleDropdownNavbarItem({
  item,
  mobile,
}: {
  item: NavbarLocaleDropdownItem;
  mobile?: boolean;
}) {
  const i18n = siteConfig.i18n;
  const location = useLocation();
  const { open, setOpen, ref, id } = useDropdown();
  // Docusaurus shows no locale menu for a site with one locale.
  if (!i18n || i18n.locales.length < 2) return null;
  const current = i18n.currentLocale;
  // The route's path is under the locale's base URL: the same page in another locale.
  const pathname = siteConfig.baseUrl + location.pathname.replace(/^\//, '');
  const links = i18n.locales.map((locale) => ({
    locale,
    label: i18n.localeConfigs[locale]?.label ?? locale,
    lang: i18n.localeConfigs[locale]?.htmlLang ?? locale,
    href:
      alternatePageUrl(i18n, siteConfig.baseUrl, pathname, locale) +
      location.search +
      location.hash +
      (item.queryString ?? ''),
  }));
  // Docusaurus shows the current locale's label whatever the item's `label` says.
  const label = i18n.localeConfigs[current]?.label ?? current;
  const around = (list: NavbarLocaleDropdownItem['dropdownItemsAfter'] | undefined, key: string) =>
    (list ?? []).map((l, i) =>
      'type' in l ? (
        // An html item, as Docusaurus's HtmlNavbarItem draws one in a menu (a separator, a note).
        <li
          key={`${key}${i}`}
          className={
            [mobile && 'menu__list-item', l.className].filter(Boolean).join(' ') || undefined
          }
          dangerouslySetInnerHTML={{ __html: l.value }}
        />
      ) : (
        <li key={`${key}${i}`} className={mobile ? 'menu__list-item' : undefined}>
          <Link
            href={l.href}
            noViewportPrefetch
            className={mobile ? 'menu__link' : 'navbar-dropdown__link'}
            onClick={() => setOpen(false)}
          >
            {l.label}
          </Link>
        </li>
      ),
    );
  const list = (
    <ul className={mobile ? 'menu__list' : 'navbar-dropdown__menu'} id={id}>
      {around(item.dropdownItemsBefore, 'before')}
      {links.map((l) => (
        <li key={l.locale} className={mobile ? 'menu__list-item' : undefined}>
          <a
            href={l.href}
            hrefLang={l.lang}
            lang={l.lang}
            target="_self"
            className={`${mobile ? 'menu__link' : 'navbar-dropdown__link'}${l.locale === current ? (mobile ? ' menu__link--active' : ' dropdown__link--active') : ''}`}
            {...(l.locale === current ? { 'aria-current': 'page' as const } : {})}
          >
            {l.label}
          </a>
        </li>
      ))}
      {around(item.dropdownItemsAfter, 'after')}
    </ul>
  );
  const toggle = (className: string) => (
    <button
      type="button"
      className={className}
      aria-haspopup="true"
      aria-expanded={open}
      aria-controls={id}
      onClick={() => setOpen(!open)}
    >
      {!mobile && <IconLanguage />}
      {mobile ? translateTheme('theme.navbar.mobileLanguageDropdown.label', 'Languages') : label}
    </button>
  );
  if (mobile)
    return (
      <li ref={ref} className={`menu__list-item${open ? '' : ' menu__list-item--collapsed'}`}>
        {toggle('clean-btn menu__link menu__link--sublist menu__link--sublist-caret')}
        {open && list}
      </li>
    );
  return (
    <div
      ref={ref}
      className={`navbar__item navbar-dropdown${open ? ' navbar-dropdown--show' : ''}${item.className ? ` ${item.className}` : ''}`}
    >
      {toggle('clean-btn navbar__link navbar-dropdown__toggle')}
      {list}
    </div>
  );
}
