// The links of a dropdown, locale menu or version menu as Docusaurus's props give them (`label`
// with `to` or `href`, or an html item), in the theme's shape (`label` and `href`, or html).

export type MenuLink =
  { label: string; href: string } | { type: 'html'; value: string; className?: string };

/** One entry of a menu's `items`/`dropdownItemsBefore`/`dropdownItemsAfter`. */
export function menuLink(entry: unknown, where: string): MenuLink {
  const e = (entry ?? {}) as Record<string, unknown>;
  if (e.type === 'html' && typeof e.value === 'string')
    return {
      type: 'html',
      value: e.value,
      ...(typeof e.className === 'string' ? { className: e.className } : {}),
    };
  const href = typeof e.href === 'string' ? e.href : typeof e.to === 'string' ? e.to : undefined;
  if ((e.type === undefined || e.type === 'default') && typeof e.label === 'string' && href)
    return { label: e.label, href };
  throw new Error(
    `${where}: an entry of type "${String(e.type ?? 'default')}" (${JSON.stringify(e)}) cannot be drawn here; this theme draws a menu's links (label with to or href) and html entries`,
  );
}

export const menuLinks = (list: unknown, where: string): MenuLink[] =>
  Array.isArray(list) ? list.map((e) => menuLink(e, where)) : [];

/**
 * An entry into the docs (a config's `doc`, `docSidebar` or `docsVersion` entry, as Docusaurus's
 * props give it, or as the build resolved it: plugins/config/docusaurus/resolveNavbarItems.ts),
 * which its item type draws.
 */
export const isDocsEntry = (entry: unknown): boolean => {
  const e = (entry ?? {}) as Record<string, unknown>;
  return ['doc', 'docSidebar', 'docsVersion'].includes(e.type as string) || 'docusaurusItem' in e;
};
