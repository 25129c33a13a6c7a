// The navbar's locale menu (Docusaurus's localeDropdown item): the current locale's label, and a
// link to the same page in each locale (its path, query and hash kept, then the item's
// `queryString`, under that locale's base URL), between the item's dropdownItemsBefore and
// dropdownItemsAfter links. Another locale is another build, so its links load a whole page.
import siteConfig from 'virtual:docs/site-config';
import { useLocation } from '../client/navigation.js';
import { alternatePageUrl } from '../shared/i18n.js';
import type { NavbarLocaleDropdownItem } from '../shared/types.js';
import IconLanguage from './classic/Icon/Language.js';
import NavbarDropdown, { type DropdownLink } from './NavbarDropdown.js';
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
  // Docusaurus shows the current locale's label whatever the item's `label` says; in the slide-in
  // menu, "Languages".
  const label = mobile
    ? translateTheme('theme.navbar.mobileLanguageDropdown.label', 'Languages')
    : (i18n.localeConfigs[current]?.label ?? current);
  const around = (list: NavbarLocaleDropdownItem['dropdownItemsAfter'] | undefined) =>
    (list ?? []).map((l): DropdownLink => ('type' in l ? l : { label: l.label, href: l.href }));
  const items: DropdownLink[] = [
    ...around(item.dropdownItemsBefore),
    ...links.map((l) => ({
      label: l.label,
      href: l.href,
      lang: l.lang,
      ...(l.locale === current
        ? { className: mobile ? 'menu__link--active' : 'dropdown__link--active' }
        : {}),
    })),
    ...around(item.dropdownItemsAfter),
  ];
  return (
    <NavbarDropdown
      item={{
        label: (
          <>
            <IconLanguage className="locale-icon" />
            {label}
          </>
        ),
        items,
        position: item.position,
      }}
      {...(item.className ? { className: item.className } : {})}
      {...(mobile ? { mobile } : {})}
    />
  );
}
