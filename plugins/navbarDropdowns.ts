// Whether a site's pages can show a navbar dropdown: its config's navbar items, unless site code
// (an override or a plugin's theme folder) may draw items the config does not list.

/** Overrides of what MDX content is drawn with; they are not expected to draw navbar items. */
const CONTENT_OVERRIDES = /^(MDXComponents|CodeBlock|Admonition)(\/|$)/;

/** Whether the navbar has a dropdown or locale dropdown item, or site code may draw one. */
export function usesNavbarDropdowns(
  items: readonly unknown[],
  overridden: ReadonlySet<string>,
): boolean {
  // A swizzled navbar (or NavbarItem, ComponentTypes, Layout, a custom item…) may render a
  // dropdown of its own: keep the components for any such override, as the build cannot tell
  // what site code draws. If content code draws one anyway, NavbarItem's error says why.
  if ([...overridden].some((name) => !CONTENT_OVERRIDES.test(name))) return true;
  return items.some(isDropdownItem);
}

function isDropdownItem(item: unknown): boolean {
  if (!item || typeof item !== 'object') return false;
  const { type, items } = item as { type?: unknown; items?: unknown };
  // NavbarItem's rule: an item with `items` and no type (or `default`) is a dropdown.
  if (type === 'dropdown' || type === 'localeDropdown') return true;
  return (type === undefined || type === 'default') && items !== undefined;
}
