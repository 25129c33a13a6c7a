// A navbar item of the site config, as the build resolved it, back in the shape Docusaurus gives
// `@theme/NavbarItem`: the config item with its type (`doc`, `docSidebar`, `html`, …), `to` for a
// link into the site, and the link's other keys (aria-label, rel, …) as props.
import type { NavbarItem } from '../shared/types.js';
import { isExternalUrl } from '../shared/paths.js';

/** The props of Docusaurus's `NavbarItem` (its `type` picks the component, the rest go to it). */
export type NavbarItemProps = { type?: string; position?: 'left' | 'right' } & Record<
  string,
  unknown
>;

/** Keys set only when defined (Docusaurus's items have no `undefined` keys). */
function defined(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== undefined));
}

/** A `doc` or `docSidebar` item (or dropdown entry) as Docusaurus's props: its type and id. */
function docItemProps(item: {
  docusaurusItem: { type: 'doc' | 'docSidebar'; id: string };
  label?: string | undefined;
  html?: string | undefined;
  docsPluginId?: string | undefined;
  className?: string | undefined;
}): NavbarItemProps {
  const { type, id } = item.docusaurusItem;
  return defined({
    type,
    [type === 'doc' ? 'docId' : 'sidebarId']: id,
    label: item.label,
    html: item.html,
    docsPluginId: item.docsPluginId,
    className: item.className,
  });
}

/** A plain link: `to` when it is current under its own path (a `to` link), else `href`. */
function linkProps(item: Extract<NavbarItem, { href: string }>): NavbarItemProps {
  // A full URL given as `to` stays a `to` (no external-link icon, as Docusaurus draws it).
  const isTo =
    item.externalIcon === false ||
    (!isExternalUrl(item.href) &&
      item.activeBasePath === item.href &&
      item.activeBaseRegex === undefined);
  return defined({
    label: item.label,
    html: item.html,
    ...(isTo ? { to: item.href } : { href: item.href }),
    position: item.position,
    className: item.className,
    ...(isTo ? {} : { activeBasePath: item.activeBasePath }),
    activeBaseRegex: item.activeBaseRegex,
    ...item.attributes,
  });
}

export function docusaurusNavbarProps(item: NavbarItem): NavbarItemProps {
  if ('props' in item) return { ...item.props, type: item.type, position: item.position };
  if ('value' in item)
    return defined({
      type: 'html',
      value: item.value,
      className: item.className,
      position: item.position,
    });
  if ('type' in item) {
    const { type, position, ...rest } = item;
    if (item.type === 'localeDropdown') {
      // Its entries into the docs as a config's `doc`/`docSidebar` entries (their item types).
      const around = (list: typeof item.dropdownItemsBefore) =>
        list.map((l) =>
          'docusaurusItem' in l && l.docusaurusItem
            ? docItemProps({ ...l, docusaurusItem: l.docusaurusItem })
            : l,
        );
      return {
        type,
        ...rest,
        dropdownItemsBefore: around(item.dropdownItemsBefore),
        dropdownItemsAfter: around(item.dropdownItemsAfter),
        position,
      };
    }
    return { type, ...rest, position };
  }
  if ('items' in item)
    return {
      ...defined({ label: item.label, html: item.html, className: item.className }),
      position: item.position,
      items: item.items.map((l) =>
        'props' in l
          ? { ...l.props, type: l.type }
          : 'value' in l
            ? defined({ type: 'html', value: l.value, className: l.className })
            : 'type' in l
              ? { ...l }
              : 'docusaurusItem' in l && l.docusaurusItem
                ? docItemProps({ ...l, docusaurusItem: l.docusaurusItem })
                : // Its class and other keys as Docusaurus gives them (a site's NavbarItem
                  // wrapper reads them: Playwright's `data-language-prefix`).
                  defined({
                    label: l.label,
                    html: l.html,
                    ...(isExternalUrl(l.href) && !('externalIcon' in l && l.externalIcon === false)
                      ? { href: l.href }
                      : { to: l.href }),
                    className: l.className,
                    ...('attributes' in l ? l.attributes : {}),
                  }),
      ),
    };
  if (item.docusaurusItem)
    return {
      ...docItemProps({ ...item, docusaurusItem: item.docusaurusItem }),
      position: item.position,
    };
  return linkProps(item);
}
