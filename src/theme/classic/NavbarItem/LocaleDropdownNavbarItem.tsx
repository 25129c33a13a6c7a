// `@theme/NavbarItem/LocaleDropdownNavbarItem`: the menu of the site's locales (none on a site of
// one locale), with the item's `dropdownItemsBefore`/`dropdownItemsAfter` and `queryString`.
// Entries into the docs there come resolved by the build (`docusaurusItem`, `docsVersion`).
import LocaleDropdown from '../../LocaleDropdownNavbarItem.js';
import type { NavbarLocaleDropdownItem } from '../../../shared/types.js';
import { isDocsEntry, menuLink } from '../../navbarItemLinks.js';

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
  // Links and html entries; entries into the docs as the build resolved them.
  const around = (list: unknown) =>
    (Array.isArray(list) ? list : []).map((e: unknown) =>
      isDocsEntry(e) ? e : menuLink(e, where),
    ) as NavbarLocaleDropdownItem['dropdownItemsBefore'];
  return (
    <LocaleDropdown
      item={{
        type: 'localeDropdown',
        position,
        ...(label !== undefined ? { label } : {}),
        ...(className !== undefined ? { className } : {}),
        ...(queryString !== undefined ? { queryString } : {}),
        dropdownItemsBefore: around(dropdownItemsBefore),
        dropdownItemsAfter: around(dropdownItemsAfter),
      }}
      {...(mobile ? { mobile } : {})}
    />
  );
}
