// Navbar items of a Docusaurus config that point at docs (`doc`, `docSidebar`) get their link once
// the docs and sidebars are loaded; the others are already in the site config or recorded.
import type { NavbarItem, SidebarItem } from '../../../src/shared/types.js';
import type { Diagnostic } from '../../diagnostics.js';
import type { LoadedDocSet } from '../../docs/loadDocSets.js';
import { sidebarKey } from '../../docs/instances.js';
import { showsVersion } from '../../docs/versionMetadata.js';
import { isMenuEntry, type MappedNavbarItem, type MenuDocEntry, withoutKind } from './types.js';

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
  /** The item's link in the instance's last version, and in each version when they show. */
  const linkOf = (sets: LoadedDocSet[], link: Linker) => {
    const last = sets.find((s) => s.spec.version.isLast) ?? sets[0];
    const href = last && link(last);
    if (!href || !showsVersion(last)) return href === undefined ? undefined : { href };
    const versionHrefs: Record<string, string> = {};
    for (const set of sets) {
      const h = link(set);
      if (h !== undefined) versionHrefs[set.spec.version.name] = h;
    }
    return { href, docsPluginId: last.spec.pluginId, versionHrefs };
  };
  const menuDocLink = (e: MenuDocEntry) =>
    menuDocEntryLink(e, setsOf(e.docsPluginId), plugins, fail);
  for (const m of mapped) {
    if (m.kind === 'link') items.push(withoutKind(m));
    else if (m.kind === 'menu')
      items.push({
        label: m.label,
        items: m.items.flatMap((e) => (isMenuEntry(e) ? [e] : menuDocLink(e))),
        position: m.position,
      });
    else if (m.kind === 'html')
      items.push({
        type: 'html',
        value: m.value,
        position: m.position,
        ...(m.className !== undefined ? { className: m.className } : {}),
      });
    else if (m.kind === 'localeDropdown') items.push({ ...withoutKind(m), type: 'localeDropdown' });
    else if (m.kind === 'search') items.push({ ...withoutKind(m), type: 'search' });
    else if (m.kind === 'recorded') {
      // The site's component of the type renders it (`@theme/NavbarItem/ComponentTypes`).
      if (m.type.startsWith('custom-')) {
        const { type: _type, position: _position, ...props } = m.item;
        items.push({ type: m.type, position: m.position, props });
      }
    } else if (!plugins.includes(m.docsPluginId)) {
      fail(
        `navbar item of type "${m.kind}" names the docs instance "${m.docsPluginId}", which does not exist`,
        `set docsPluginId to one of: ${plugins.join(', ') || '(no docs)'}`,
      );
    } else if (m.kind === 'doc') {
      const sets = setsOf(m.docsPluginId);
      const docOf = (set: LoadedDocSet) => set.docs.find((d) => d.id === m.docId);
      const link = linkOf(sets, (set) => docOf(set)?.permalink);
      const last = sets.find((s) => s.spec.version.isLast) ?? sets[0]!;
      const doc = docOf(last);
      if (!link || !doc) {
        // A draft is left out of the navbar, as Docusaurus does.
        if (last.draftIds.includes(m.docId)) continue;
        fail(
          `navbar item of type "doc" names the doc "${m.docId}", which does not exist${sets.length > 1 ? ` in version ${last.spec.version.name} of the docs "${m.docsPluginId}"` : ''}`,
          `use a doc id such as ${last.docs
            .slice(0, 3)
            .map((d) => `"${d.id}"`)
            .join(', ')}`,
        );
        continue;
      }
      // Shown as current on the docs of the doc's sidebar (Docusaurus's DocNavbarItem).
      const activeSidebars = sets.flatMap((set) => {
        const name = set.navigation.get(m.docId)?.sidebar;
        return name ? [name] : [];
      });
      items.push({
        // Without a label, the doc's id, as Docusaurus's DocNavbarItem shows it.
        label: m.label ?? doc.id,
        ...link,
        position: m.position,
        ...(activeSidebars.length ? { activeSidebars } : {}),
        docusaurusItem: { type: 'doc', id: m.docId },
      });
    } else if (m.kind === 'docSidebar') {
      const sets = setsOf(m.docsPluginId);
      const link = linkOf(sets, (set) => {
        const sidebar = set.ownSidebars[m.sidebarId];
        return sidebar && firstLink(sidebar);
      });
      if (!link) {
        const names = [...new Set(sets.flatMap((s) => Object.keys(s.ownSidebars)))];
        fail(
          `navbar item of type "docSidebar" names the sidebar "${m.sidebarId}", which ${names.includes(m.sidebarId) ? 'has no doc' : 'does not exist'}`,
          `use one of the sidebars: ${names.join(', ') || '(none)'}`,
        );
        continue;
      }
      // Shown as current on every doc of that sidebar, in any version.
      const activeSidebars = sets
        .filter((set) => set.ownSidebars[m.sidebarId])
        .map((set) => sidebarKey(set.spec, m.sidebarId));
      items.push({
        label: m.label ?? m.sidebarId,
        ...link,
        position: m.position,
        activeSidebars,
        docusaurusItem: { type: 'docSidebar', id: m.sidebarId },
      });
    } else {
      const versionItem = docsVersionItem(m, setsOf(m.docsPluginId), fail);
      if (versionItem) items.push(versionItem);
    }
  }
  return { items, errors };
}

/** A menu's doc entry: a link to the doc in its instance's last version. */
function menuDocEntryLink(
  e: MenuDocEntry,
  sets: LoadedDocSet[],
  plugins: string[],
  fail: (message: string, hint: string) => void,
): { label: string; href: string }[] {
  const last = sets.find((s) => s.spec.version.isLast) ?? sets[0];
  const doc = last?.docs.find((d) => d.id === e.docId);
  if (doc) return [{ label: e.label ?? doc.id, href: doc.permalink }];
  if (last?.draftIds.includes(e.docId)) return [];
  fail(
    last
      ? `navbar menu entry of type "doc" names the doc "${e.docId}", which does not exist`
      : `navbar menu entry of type "doc" names the docs instance "${e.docsPluginId}", which does not exist`,
    last
      ? `use a doc id such as ${last.docs
          .slice(0, 3)
          .map((d) => `"${d.id}"`)
          .join(', ')}`
      : `set docsPluginId to one of: ${plugins.join(', ') || '(no docs)'}`,
  );
  return [];
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
      const href =
        str(it.href) ??
        (str(it.to) && (str(it.to)!.startsWith('/') ? str(it.to) : `/${str(it.to)}`));
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
