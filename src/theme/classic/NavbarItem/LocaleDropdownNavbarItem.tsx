// `@theme/NavbarItem/LocaleDropdownNavbarItem`: the menu of the site's locales (none on a site of
// one locale), with the item's `dropdownItemsBefore`/`dropdownItemsAfter` and `queryString`.
import LocaleDropdown from '../../LocaleDropdownNavbarItem.js';
import { menuLinks } from '../../navbarItemLinks.js';

export interface Props {
  mobile?: boolean;
  label?: string;
  className?: string;
  dropdownItemsBefore?: unknown[];
  dropdownItemsAfter?: unknown[];
  queryString?: string;
  position?: 'left' | 'right';
}

export default function LocaleDropdownNavbarItem({
  mobile,
  label,
  className,
  dropdownItemsBefore,
  dropdownItemsAfter,
  queryString,
  position = 'left',
}: Props) {
  const where = 'navbar item of type "localeDropdown"';
  return (
    <LocaleDropdown
      item={{
        type: 'localeDropdown',
        position,
        ...(label !== undefined ? { label } : {}),
        ...(className !== undefined ? { className } : {}),
        ...(queryString !== undefined ? { queryString } : {}),
        dropdownItemsBefore: menuLinks(dropdownItemsBefore, where),
        dropdownItemsAfter: menuLinks(dropdownItemsAfter, where),
      }}
      {...(mobile ? { mobile } : {})}
    />
  );
}
