// A `docsVersion` or `docsVersionDropdown` navbar item from Docusaurus's props: the theme's version
// item (./docs/DocsVersionNavbarItems.tsx), which follows the open page's docs version. A site
// without versioned docs draws none.
import type { NavbarDocsVersionItem } from '../shared/types.js';
import { DocsVersionNavbarItem as VersionItem } from './docs/DocsVersionNavbarItems.js';
import { menuLinks } from './navbarItemLinks.js';
import { useNavbarPage } from './navbarPage.js';

export interface VersionItemProps {
  mobile?: boolean;
  docsPluginId?: string;
  label?: string;
  to?: string;
  dropdownItemsBefore?: unknown[];
  dropdownItemsAfter?: unknown[];
  /** The versions listed: names, or Docusaurus's `{name: {label}}`. */
  versions?: string[] | Record<string, { label?: string }>;
  versionLabels?: Record<string, string>;
  position?: 'left' | 'right';
  /** A `docsVersion` entry of a dropdown's list (NavbarItem's `isDropdownItem`), and its click. */
  isDropdownItem?: boolean;
  onClick?: () => void;
}

export default function NavbarVersionItem({
  type,
  mobile,
  docsPluginId = 'default',
  label,
  to,
  dropdownItemsBefore,
  dropdownItemsAfter,
  versions,
  versionLabels,
  position = 'left',
  isDropdownItem = false,
  onClick,
}: VersionItemProps & { type: 'docsVersion' | 'docsVersionDropdown' }) {
  const { docs } = useNavbarPage();
  if (!__DOCS_HAS_VERSIONS__) return null;
  const where = `navbar item of type "${type}"`;
  const links = (list: unknown[] | undefined) =>
    menuLinks(list, where).flatMap((l) => ('href' in l ? [l] : []));
  const names = Array.isArray(versions) ? versions : versions && Object.keys(versions);
  const labels =
    versionLabels ??
    (versions && !Array.isArray(versions)
      ? Object.fromEntries(
          Object.entries(versions).flatMap(([n, c]) => (c.label ? [[n, c.label]] : [])),
        )
      : undefined);
  const item: NavbarDocsVersionItem = {
    type,
    docsPluginId,
    position,
    ...(label !== undefined && type === 'docsVersion' ? { label } : {}),
    ...(to !== undefined ? { to } : {}),
    dropdownItemsBefore: links(dropdownItemsBefore),
    dropdownItemsAfter: links(dropdownItemsAfter),
    ...(names ? { versions: names } : {}),
    ...(labels && Object.keys(labels).length ? { versionLabels: labels } : {}),
  };
  return (
    <VersionItem
      item={item}
      mobile={mobile}
      {...docs}
      {...(isDropdownItem ? { isDropdownItem, ...(onClick ? { onClick } : {}) } : {})}
    />
  );
}
