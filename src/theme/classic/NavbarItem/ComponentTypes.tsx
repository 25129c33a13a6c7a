// `@theme/NavbarItem/ComponentTypes`: the component of each navbar item type. The theme draws its
// own types (links, dropdowns, html, docs and versions) from the resolved config; what this map
// gives is the site's `custom-*` types (`{ ...ComponentTypes, 'custom-clock': Clock }` in its
// override), each rendered with the item's other keys as props and `mobile` in the drawer.
import type { ComponentType } from 'react';

const ComponentTypes: Record<string, ComponentType<Record<string, unknown>>> = {};

export default ComponentTypes;
