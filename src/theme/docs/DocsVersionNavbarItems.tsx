// Navbar items of versioned docs: `docsVersion` (the version shown, linking to its main doc),
// `docsVersionDropdown` (every version, each linking to the open doc in that version when it
// exists, else to the version's main doc; choosing one makes it the preferred version), and links
// that follow the version (`doc` and `docSidebar` items of a versioned instance).
import type { ComponentProps } from 'react';
import type {
  DocVersionMeta,
  NavbarDocsVersionItem,
  NavbarLinkItem,
} from '../../shared/types.js';
import { hrefForVersions, versionTarget } from '../../shared/docsVersions.js';
import { isNavbarLinkActive, isNavLinkActive } from '../../shared/navbarActive.js';
import NavbarDropdown from '../NavbarDropdown.js';
import NavbarLink from '../NavbarLink.js';
import { useSavePreferredVersion, useVersionCandidates, versionsOf } from './preferredVersion.js';

interface Context {
  page: DocVersionMeta | undefined;
  pathname: string;
  mobile?: boolean;
  /** The open page's sidebar (a doc or docSidebar link is current on its docs). */
  sidebarName?: string;
  /** An entry of a dropdown's list (a `docsVersion` entry), and what choosing it does. */
  isDropdownItem?: boolean;
  onClick?: () => void;
}

function PlainLink(props: ComponentProps<typeof NavbarLink>) {
  return <NavbarLink {...props} />;
}

/** A `doc` or `docSidebar` link of versioned docs: into the active, preferred or last version. */
export function VersionedNavbarLink({ item, ...ctx }: { item: NavbarLinkItem } & Context) {
  const candidates = useVersionCandidates(item.docsPluginId ?? 'default', ctx.page, ctx.pathname);
  const href = hrefForVersions(item.href, item.versionHrefs, candidates);
  return (
    <PlainLink
      label={item.label}
      href={href}
      mobile={ctx.mobile}
      active={isNavbarLinkActive(item, ctx.pathname, ctx.sidebarName)}
      className={item.className}
      attributes={item.attributes}
    />
  );
}

export function DocsVersionNavbarItem({ item, ...ctx }: { item: NavbarDocsVersionItem } & Context) {
  const candidates = useVersionCandidates(item.docsPluginId, ctx.page, ctx.pathname);
  const save = useSavePreferredVersion(item.docsPluginId);
  const versions = versionsOf(item.docsPluginId);
  const shown = candidates[0];
  if (!shown) return null;
  if (item.type === 'docsVersion' && ctx.isDropdownItem) {
    // A dropdown's entry: Infima's dropdown link (a menu link in the slide-in menu), current on
    // the version's main doc and below it (Docusaurus's NavLink).
    const href = item.to ?? shown.mainDoc;
    return (
      <li className={ctx.mobile ? 'menu__list-item' : undefined}>
        <NavbarLink
          href={href}
          active={isNavLinkActive(href, ctx.pathname, false)}
          className={ctx.mobile ? 'menu__link' : 'dropdown__link'}
          bare={{
            activeClassName: ctx.mobile ? 'menu__link--active' : 'dropdown__link--active',
            content: item.label ?? shown.label,
            linkProps: { noViewportPrefetch: true, ...(ctx.onClick ? { onClick: ctx.onClick } : {}) },
          }}
        />
      </li>
    );
  }
  if (item.type === 'docsVersion')
    return (
      <PlainLink label={item.label ?? shown.label} href={item.to ?? shown.mainDoc} mobile={ctx.mobile} />
    );
  const listed = item.versions
    ? item.versions.flatMap((n) => versions.filter((v) => v.name === n))
    : versions;
  const labelOf = (v: (typeof versions)[number]) => item.versionLabels?.[v.name] ?? v.label;
  const page = ctx.page?.pluginId === item.docsPluginId ? ctx.page : undefined;
  // Switching versions keeps the query and the hash, as Docusaurus does.
  const suffix = typeof window === 'undefined' ? '' : window.location.search + window.location.hash;
  const links = [
    ...item.dropdownItemsBefore,
    ...listed.map((v) => ({
      label: labelOf(v),
      href: versionTarget(v, page) + suffix,
      onClick: () => save(v.name),
      current: v.name === page?.name,
      ...(v.name === page?.name
        ? { className: ctx.mobile ? 'menu__link--active' : 'dropdown__link--active' }
        : {}),
    })),
    ...item.dropdownItemsAfter,
  ];
  const displayed = candidates.find((c) => listed.includes(c)) ?? listed[0] ?? shown;
  const label = ctx.mobile && links.length > 1 ? 'Versions' : labelOf(displayed);
  if (links.length <= 1)
    return <PlainLink label={label} href={versionTarget(displayed, page)} mobile={ctx.mobile} />;
  // In the bar, the toggle leads to the open doc in the shown version (else its main doc), as
  // Docusaurus's does; in the slide-in menu it only opens the list.
  const to = versionTarget(displayed, page);
  return (
    <NavbarDropdown
      item={{ label, items: links, position: item.position }}
      mobile={ctx.mobile}
      {...(ctx.mobile ? {} : { to, toActive: isNavLinkActive(to, ctx.pathname, false) })}
    />
  );
}
