// Navbar items of a Docusaurus config that point at docs (`doc`, `docSidebar`) get their link once
// the docs and sidebars are loaded; the others are already in the site config or recorded.
import type { NavbarItem, SidebarItem } from '../../../src/shared/types.js';
import type { Diagnostic } from '../../diagnostics.js';
import type { MappedNavbarItem } from './types.js';

export interface NavbarDoc {
  id: string;
  title: string;
  permalink: string;
}

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

/**
 * The site config's navbar items in the Docusaurus config's order, `doc` and `docSidebar` items
 * included; an item naming a doc or sidebar that does not exist is an error, as in Docusaurus.
 */
export function resolveNavbarItems(
  mapped: MappedNavbarItem[],
  ctx: {
    docs: NavbarDoc[];
    sidebars: Record<string, SidebarItem[]>;
    configFile: string;
    primaryDocsPluginId: string;
  },
): { items: NavbarItem[]; errors: Diagnostic[] } {
  const items: NavbarItem[] = [];
  const errors: Diagnostic[] = [];
  const byId = new Map(ctx.docs.map((d) => [d.id, d]));
  for (const m of mapped) {
    if (m.kind === 'link') items.push({ label: m.label, href: m.href, position: m.position });
    else if (m.kind === 'menu')
      items.push({ label: m.label, items: m.items, position: m.position });
    else if (m.kind === 'html')
      items.push({
        type: 'html',
        value: m.value,
        position: m.position,
        ...(m.className !== undefined ? { className: m.className } : {}),
      });
    else if (m.kind === 'doc' || m.kind === 'docSidebar') {
      // Items of other docs instances are recorded for later (only one instance is built today).
      if (m.docsPluginId !== ctx.primaryDocsPluginId) continue;
      if (m.kind === 'doc') {
        const doc = byId.get(m.docId);
        if (!doc) {
          errors.push({
            file: ctx.configFile,
            severity: 'error',
            message: `navbar item of type "doc" names the doc "${m.docId}", which does not exist`,
            hint: `use a doc id such as ${ctx.docs
              .slice(0, 3)
              .map((d) => `"${d.id}"`)
              .join(', ')}`,
          });
          continue;
        }
        items.push({ label: m.label ?? doc.title, href: doc.permalink, position: m.position });
      } else {
        const sidebar = ctx.sidebars[m.sidebarId];
        const href = sidebar && firstLink(sidebar);
        if (!href) {
          errors.push({
            file: ctx.configFile,
            severity: 'error',
            message: `navbar item of type "docSidebar" names the sidebar "${m.sidebarId}", which ${sidebar ? 'has no doc' : 'does not exist'}`,
            hint: `use one of the sidebars: ${Object.keys(ctx.sidebars).join(', ') || '(none)'}`,
          });
          continue;
        }
        items.push({ label: m.label ?? m.sidebarId, href, position: m.position });
      }
    }
  }
  return { items, errors };
}
