// Navbar items of a Docusaurus config that point at docs (`doc`, `docSidebar`) get their link once
// the docs and sidebars are loaded; the others are already in the site config or recorded.
import type {
  NavbarDropdownItem,
  NavbarItem,
  NavbarLinkItem,
  SidebarItem,
} from '../../../src/shared/types.js';
import type { Diagnostic } from '../../diagnostics.js';
import type { LoadedDocSet } from '../../docs/loadDocSets.js';
import { sidebarKey } from '../../docs/instances.js';
import { showsVersion } from '../../docs/versionMetadata.js';
import {
  isMenuEntry,
  type LocaleMenuItem,
  type MappedNavbarItem,
  type MenuDocEntry,
  withoutKind,
} from './types.js';

/** The first doc (or category page) of a sidebar, where Docusaurus's docSidebar item links. */
function firstLink(items: SidebarItem[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && item.docId !== undefined) return item.href;
    if (item.type === 'category') {
      const inner = item.href ?? item.first ?? firstLink(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** An entry of a navbar menu as the site config has it. */
type NavbarMenuEntry = NavbarDropdownItem['items'][number];
/** An entry around a locale menu's locales as the site config has it. */
type LocaleDropdownEntry = Extract<
  NavbarItem,
  { type: 'localeDropdown' }
>['dropdownItemsBefore'][number];

/** The link of a doc or sidebar item in each version of its instance (undefined: not in that one). */
type Linker = (set: LoadedDocSet) => string | undefined;

/**
 * The site config's navbar items in the Docusaurus config's order, `doc`, `docSidebar`,
 * `docsVersion` and `docsVersionDropdown` items included. `doc` and `docSidebar` items link into
 * their instance's last version, and name their target in every version where it exists
 * (`versionHrefs`: the navbar follows the visitor's version). An item naming a doc, sidebar or
 * docs instance that does not exist is an error, as in Docusaurus.
 */
export function resolveNavbarItems(
  mapped: MappedNavbarItem[],
  ctx: { docSets: LoadedDocSet[]; configFile: string },
): { items: NavbarItem[]; errors: Diagnostic[] } {
  const items: NavbarItem[] = [];
  const errors: Diagnostic[] = [];
  const fail = (message: string, hint: string) =>
    errors.push({ file: ctx.configFile, severity: 'error', message, hint });
  const setsOf = (pluginId: string) => ctx.docSets.filter((s) => s.spec.pluginId === pluginId);
  const plugins = [...new Set(ctx.docSets.map((s) => s.spec.pluginId))];
  const docLink = (m: DocTarget) => docLinkItem(m, setsOf(m.docsPluginId), plugins, fail);
  /** A menu's entry into the docs, drawn by its type's component as in Docusaurus. */
  const menuDocLink = (e: MenuDocEntry): NavbarMenuEntry[] => {
    if (e.type === 'docsVersion') {
      const item = docsVersionItem(
        { kind: 'docsVersion', docsPluginId: e.docsPluginId, position: 'left', item: e.item },
        setsOf(e.docsPluginId),
        fail,
      );
      if (!item || !('type' in item)) return [];
      const { position: _position, ...entry } = item as Extract<NavbarItem, { type: string }>;
      return [entry as NavbarMenuEntry];
    }
    const link = docLink({
      where: 'menu entry',
      type: e.type,
      id: e.type === 'doc' ? e.docId : e.sidebarId,
      docsPluginId: e.docsPluginId,
      ...(e.label !== undefined ? { label: e.label } : {}),
      ...(e.html !== undefined ? { html: e.html } : {}),
      ...(e.className !== undefined ? { className: e.className } : {}),
    });
    return link ? [link as NavbarMenuEntry] : [];
  };
  for (const m of mapped) {
    if (m.kind === 'link') items.push(withoutKind(m));
    else if (m.kind === 'menu')
      items.push({
        ...(m.label !== undefined ? { label: m.label } : {}),
        ...(m.html !== undefined ? { html: m.html } : {}),
        items: m.items.flatMap((e) => (isMenuEntry(e) ? [e] : menuDocLink(e))),
        position: m.position,
        ...(m.className !== undefined ? { className: m.className } : {}),
        ...(m.attributes !== undefined ? { attributes: m.attributes } : {}),
      });
    else if (m.kind === 'html')
      items.push({
        type: 'html',
        value: m.value,
        position: m.position,
        ...(m.className !== undefined ? { className: m.className } : {}),
      });
    else if (m.kind === 'localeDropdown') {
      // Its entries into the docs are drawn as a menu's (Docusaurus's DropdownNavbarItem).
      const around = (list: (LocaleMenuItem | MenuDocEntry)[]) =>
        list.flatMap((e) => (isMenuEntry(e) ? [e] : menuDocLink(e))) as LocaleDropdownEntry[];
      items.push({
        ...withoutKind(m),
        type: 'localeDropdown',
        dropdownItemsBefore: around(m.dropdownItemsBefore),
        dropdownItemsAfter: around(m.dropdownItemsAfter),
      });
    } else if (m.kind === 'search') items.push({ ...withoutKind(m), type: 'search' });
    else if (m.kind === 'recorded') {
      // The site's component of the type renders it (`@theme/NavbarItem/ComponentTypes`).
      if (m.type.startsWith('custom-')) {
        const { type: _type, position: _position, ...props } = m.item;
        items.push({ type: m.type, position: m.position, props });
      }
    } else if (m.kind === 'doc' || m.kind === 'docSidebar') {
      const link = docLink({
        where: 'item',
        type: m.kind,
        id: m.kind === 'doc' ? m.docId : m.sidebarId,
        docsPluginId: m.docsPluginId,
        ...(m.label !== undefined ? { label: m.label } : {}),
        ...(m.html !== undefined ? { html: m.html } : {}),
        ...(m.className !== undefined ? { className: m.className } : {}),
      });
      if (link) items.push({ ...link, position: m.position } as NavbarItem);
    } else if (!plugins.includes(m.docsPluginId)) {
      fail(
        `navbar item of type "${m.kind}" names the docs instance "${m.docsPluginId}", which does not exist`,
        `set docsPluginId to one of: ${plugins.join(', ') || '(no docs)'}`,
      );
    } else {
      const versionItem = docsVersionItem(m, setsOf(m.docsPluginId), fail);
      if (versionItem) items.push(versionItem);
    }
  }
  return { items, errors };
}

/** The item's link in the instance's last version, and in each version when they show. */
function linkOf(sets: LoadedDocSet[], link: Linker) {
  const last = sets.find((s) => s.spec.version.isLast) ?? sets[0];
  const href = last && link(last);
  if (!href || !showsVersion(last)) return href === undefined ? undefined : { href };
  const versionHrefs: Record<string, string> = {};
  for (const set of sets) {
    const h = link(set);
    if (h !== undefined) versionHrefs[set.spec.version.name] = h;
  }
  return { href, docsPluginId: last.spec.pluginId, versionHrefs };
}

/** A `doc` or `docSidebar` item (or menu entry) as a link item, without its position. */
function docLinkItem(
  m: DocTarget,
  sets: LoadedDocSet[],
  plugins: string[],
  fail: (message: string, hint: string) => void,
): Omit<NavbarLinkItem, 'position'> | undefined {
  if (!plugins.includes(m.docsPluginId)) {
    fail(
      `navbar ${m.where} of type "${m.type}" names the docs instance "${m.docsPluginId}", which does not exist`,
      `set docsPluginId to one of: ${plugins.join(', ') || '(no docs)'}`,
    );
    return undefined;
  }
  const extra = {
    ...(m.className !== undefined ? { className: m.className } : {}),
    ...(m.html !== undefined ? { html: m.html } : {}),
  };
  if (m.type === 'doc') {
    const docOf = (set: LoadedDocSet) => set.docs.find((d) => d.id === m.id);
    const link = linkOf(sets, (set) => docOf(set)?.permalink);
    const last = sets.find((s) => s.spec.version.isLast) ?? sets[0]!;
    const doc = docOf(last);
    if (!link || !doc) {
      // A draft is left out of the navbar, as Docusaurus does.
      if (last.draftIds.includes(m.id)) return undefined;
      fail(
        `navbar ${m.where} of type "doc" names the doc "${m.id}", which does not exist${sets.length > 1 ? ` in version ${last.spec.version.name} of the docs "${m.docsPluginId}"` : ''}`,
        `use a doc id such as ${last.docs
          .slice(0, 3)
          .map((d) => `"${d.id}"`)
          .join(', ')}`,
      );
      return undefined;
    }
    // Shown as current on the docs of the doc's sidebar (Docusaurus's DocNavbarItem).
    const activeSidebars = sets.flatMap((set) => {
      const name = set.navigation.get(m.id)?.sidebar;
      return name ? [name] : [];
    });
    return {
      // Without a label, the doc's id, as Docusaurus's DocNavbarItem shows it.
      label: m.label ?? doc.id,
      ...link,
      ...extra,
      ...(activeSidebars.length ? { activeSidebars } : {}),
      docusaurusItem: { type: 'doc', id: m.id },
    };
  }
  const link = linkOf(sets, (set) => {
    const sidebar = set.ownSidebars[m.id];
    return sidebar && firstLink(sidebar);
  });
  if (!link) {
    const names = [...new Set(sets.flatMap((s) => Object.keys(s.ownSidebars)))];
    fail(
      `navbar ${m.where} of type "docSidebar" names the sidebar "${m.id}", which ${names.includes(m.id) ? 'has no doc' : 'does not exist'}`,
      `use one of the sidebars: ${names.join(', ') || '(none)'}`,
    );
    return undefined;
  }
  // Shown as current on every doc of that sidebar, in any version.
  const activeSidebars = sets
    .filter((set) => set.ownSidebars[m.id])
    .map((set) => sidebarKey(set.spec, m.id));
  return {
    label: m.label ?? m.id,
    ...link,
    ...extra,
    activeSidebars,
    docusaurusItem: { type: 'docSidebar', id: m.id },
  };
}

/** A `doc` or `docSidebar` item or menu entry to resolve. */
interface DocTarget {
  where: 'item' | 'menu entry';
  type: 'doc' | 'docSidebar';
  id: string;
  label?: string;
  html?: string;
  docsPluginId: string;
  className?: string;
}

/** A docsVersion or docsVersionDropdown item, its options checked. */
function docsVersionItem(
  m: Extract<MappedNavbarItem, { kind: 'docsVersion' | 'docsVersionDropdown' }>,
  sets: LoadedDocSet[],
  fail: (message: string, hint: string) => void,
): NavbarItem | undefined {
  const raw = m.item;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const links = (key: string) => {
    const list = Array.isArray(raw[key]) ? (raw[key] as Record<string, unknown>[]) : [];
    return list.flatMap((it) => {
      const label = str(it.label);
      // A `to` holding a full URL stays as it is (Docusaurus's Link leaves it), as in menus.
      const to = str(it.to);
      const href =
        str(it.href) ??
        (to && (to.startsWith('/') || /^([a-z][a-z\d+.-]*:|\/\/)/i.test(to) ? to : `/${to}`));
      return label && href ? [{ label, href }] : [];
    });
  };
  const names = sets.map((s) => s.spec.version.name);
  let versions: string[] | undefined;
  let versionLabels: Record<string, string> | undefined;
  if (Array.isArray(raw.versions)) versions = raw.versions.map(String);
  else if (raw.versions && typeof raw.versions === 'object') {
    const entries = Object.entries(raw.versions as Record<string, { label?: unknown }>);
    versions = entries.map(([n]) => n);
    versionLabels = Object.fromEntries(
      entries.flatMap(([n, c]) => (typeof c?.label === 'string' ? [[n, c.label]] : [])),
    );
  }
  const unknown = versions?.filter((v) => !names.includes(v)) ?? [];
  if (unknown.length) {
    fail(
      `navbar item of type "docsVersionDropdown" lists versions that do not exist: ${unknown.join(', ')}`,
      `the versions of the docs "${m.docsPluginId}" are: ${names.join(', ')}`,
    );
    return undefined;
  }
  return {
    type: m.kind,
    docsPluginId: m.docsPluginId,
    ...(str(raw.label) !== undefined && m.kind === 'docsVersion' ? { label: str(raw.label)! } : {}),
    ...(str(raw.to) !== undefined ? { to: str(raw.to)! } : {}),
    dropdownItemsBefore: links('dropdownItemsBefore'),
    dropdownItemsAfter: links('dropdownItemsAfter'),
    ...(versions ? { versions } : {}),
    ...(versionLabels && Object.keys(versionLabels).length ? { versionLabels } : {}),
    position: m.position,
  };
}
