// A `doc` or `docSidebar` navbar item from Docusaurus's props: its link and the sidebars it is
// current on are the build's (the config item it is drawn from, ./navbarPage.ts); with versioned
// docs the link goes to the version the reader is in or prefers (Docusaurus's useLayoutDoc).
import type { ReactNode } from 'react';
import type { NavbarLinkItem } from '../shared/types.js';
import { hrefForVersions } from '../shared/docsVersions.js';
import { isNavbarLinkActive } from '../shared/navbarActive.js';
import DefaultNavbarItem, {
  type Props as DefaultProps,
} from './classic/NavbarItem/DefaultNavbarItem.js';
import { useVersionCandidates } from './docs/preferredVersion.js';
import { useNavbarItemSource, useNavbarPage } from './navbarPage.js';

export interface DocItemProps extends Omit<DefaultProps, 'to' | 'href'> {
  docsPluginId?: string;
}

const isItem = (entry: unknown, kind: 'doc' | 'docSidebar', id: string) => {
  const item = (entry as Partial<NavbarLinkItem> | undefined)?.docusaurusItem;
  return item?.type === kind && item.id === id;
};

/**
 * The config item of this doc or sidebar item (a theme item is drawn from the navbar's config):
 * the navbar item, or the entry of the dropdown it is in.
 */
function useSource(kind: 'doc' | 'docSidebar', id: string): Omit<NavbarLinkItem, 'position'> {
  const source = useNavbarItemSource();
  if (source && isItem(source, kind, id)) return source as NavbarLinkItem;
  // A dropdown's entries, or those around a locale menu's locales.
  const entries: unknown[] = !source
    ? []
    : 'items' in source
      ? source.items
      : 'dropdownItemsBefore' in source && source.type === 'localeDropdown'
        ? [...source.dropdownItemsBefore, ...source.dropdownItemsAfter]
        : [];
  const entry = entries.find((e) => isItem(e, kind, id));
  if (entry) return entry as Omit<NavbarLinkItem, 'position'>;
  throw new Error(
    `navbar item of type "${kind}" for "${id}": this theme draws it from an item of themeConfig.navbar.items of that ${kind === 'doc' ? 'docId' : 'sidebarId'}; render the item through @theme/NavbarItem with the config's props`,
  );
}

function VersionedLink({
  source,
  ...props
}: DefaultProps & { source: Omit<NavbarLinkItem, 'position'> }) {
  const { docs } = useNavbarPage();
  const candidates = useVersionCandidates(
    source.docsPluginId ?? 'default',
    docs.page,
    docs.pathname,
  );
  return (
    <DefaultNavbarItem
      {...props}
      to={hrefForVersions(source.href, source.versionHrefs, candidates)}
    />
  );
}

export default function NavbarDocItem({
  kind,
  id,
  label,
  docsPluginId: _docsPluginId,
  ...props
}: DocItemProps & { kind: 'doc' | 'docSidebar'; id: string }) {
  const source = useSource(kind, id);
  const { docs } = useNavbarPage();
  const shared = {
    exact: true,
    ...props,
    isActive: () => isNavbarLinkActive(source, docs.pathname, docs.sidebarName),
    label: (label ?? source.label) as ReactNode,
  };
  if (__DOCS_HAS_VERSIONS__ && source.versionHrefs)
    return <VersionedLink {...shared} source={source} />;
  return <DefaultNavbarItem {...shared} to={source.href} />;
}
