// `@theme/NavbarItem/ComponentTypes`: the component of each navbar item type, Docusaurus's nine;
// a site adds its `custom-*` types in its override (`{ ...ComponentTypes, 'custom-clock': Clock }`),
// each rendered with the item's other keys as props and `mobile` in the drawer.
import type { ComponentType } from 'react';
import DefaultNavbarItem from './DefaultNavbarItem.js';
import DocNavbarItem from './DocNavbarItem.js';
import DocSidebarNavbarItem from './DocSidebarNavbarItem.js';
import DocsVersionDropdownNavbarItem from './DocsVersionDropdownNavbarItem.js';
import DocsVersionNavbarItem from './DocsVersionNavbarItem.js';
import DropdownNavbarItem from './DropdownNavbarItem.js';
import HtmlNavbarItem from './HtmlNavbarItem.js';
import LocaleDropdownNavbarItem from './LocaleDropdownNavbarItem.js';
import SearchNavbarItem from './SearchNavbarItem.js';

// Each takes its item's keys; the map is looked up by a config's type, so its values take any.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ComponentTypes: Record<string, ComponentType<any>> = {
  default: DefaultNavbarItem,
  // A site whose navbar has no dropdown, and no site code that could draw one, does not ship their
  // code in every page's entry chunk (plugins/navbarDropdowns.ts).
  ...(__DOCS_NAVBAR_DROPDOWNS__
    ? { localeDropdown: LocaleDropdownNavbarItem, dropdown: DropdownNavbarItem }
    : {}),
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersion: DocsVersionNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
};

export default ComponentTypes;
