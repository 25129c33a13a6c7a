// Stage 5 of sidebars: which sidebar each doc shows, and its previous/next links.
import type { NavLink, SidebarItem } from '../../src/shared/types.js';
import type { DocMetadata } from '../docs/docMetadata.js';
import type { NormalizedItem } from './normalizeSidebars.js';

/** Doc ids that belong to a sidebar: doc items and category doc links (not refs). */
export function collectSidebarDocIds(items: NormalizedItem[]): string[] {
  const ids: string[] = [];
  for (const item of items) {
    if (item.type === 'doc') ids.push(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc') ids.push(item.link.id);
      ids.push(...collectSidebarDocIds(item.items));
    }
  }
  return ids;
}

interface NavEntry {
  href: string;
  docId?: string;
  label: string;
  unlisted: boolean;
}

/** Depth-first list of pages in a client sidebar: linked categories before their children. */
export function flattenNavigation(items: SidebarItem[]): NavEntry[] {
  const out: NavEntry[] = [];
  for (const item of items) {
    if (item.type === 'link' && item.docId)
      out.push({
        href: item.href,
        docId: item.docId,
        label: item.label,
        unlisted: item.unlisted === true,
      });
    if (item.type === 'category') {
      if (item.href)
        out.push({ href: item.href, label: item.label, unlisted: item.linkUnlisted === true });
      out.push(...flattenNavigation(item.items));
    }
  }
  return out;
}

/** First position of each doc id, and of each href of an entry without a doc id. */
function indexPositions(list: NavEntry[]): {
  byDocId: Map<string, number>;
  byHref: Map<string, number>;
} {
  const byDocId = new Map<string, number>();
  const byHref = new Map<string, number>();
  list.forEach((e, i) => {
    if (e.docId !== undefined && !byDocId.has(e.docId)) byDocId.set(e.docId, i);
    if (e.docId === undefined && !byHref.has(e.href)) byHref.set(e.href, i);
  });
  return { byDocId, byHref };
}

export interface DocNavigation {
  /** The docs' descriptions for the cards of the category this doc is the page of. */
  cardDescriptions?: Record<string, string>;
  sidebar?: string;
  previous?: NavLink;
  next?: NavLink;
}

/**
 * How a previous/next link names a sidebar entry, Docusaurus's toNavigationLink: a doc by its
 * pagination_label, sidebar_label, the sidebar item's label, its title; a category's own page,
 * when it is a doc, by that doc's pagination_label, sidebar_label or title (not the category's
 * label, which names a generated index).
 */
export function navigationLinks(docs: DocMetadata[]): (e: NavEntry) => NavLink {
  const docsById = new Map(docs.map((d) => [d.id, d]));
  const docsByPermalink = new Map(docs.map((d) => [d.permalink, d]));
  return (e) => {
    const doc = e.docId ? docsById.get(e.docId) : docsByPermalink.get(e.href);
    const fm = doc?.frontMatter;
    const fallback = e.docId || !doc ? e.label : doc.title;
    return { title: fm?.pagination_label ?? fm?.sidebar_label ?? fallback, permalink: e.href };
  };
}

export function computeDocNavigation(params: {
  docs: DocMetadata[];
  normalized: Record<string, NormalizedItem[]>;
  client: Record<string, SidebarItem[]>;
}): { navigation: Map<string, DocNavigation>; errors: string[] } {
  const { docs, normalized, client } = params;
  const errors: string[] = [];
  const docsById = new Map(docs.map((d) => [d.id, d]));
  const sidebarOf = new Map<string, string>();
  for (const [name, items] of Object.entries(normalized))
    for (const id of collectSidebarDocIds(items)) sidebarOf.set(id, name);
  const flat = Object.fromEntries(
    Object.entries(client).map(([name, items]) => [
      name,
      flattenNavigation(items).filter((e) => !e.unlisted),
    ]),
  );
  // Where a doc is in its sidebar's list: the first entry with its id, or (for a category's own
  // page) the first entry without an id at its permalink. Indexed once, not searched once per doc.
  const positions = new Map(
    Object.entries(flat).map(([name, list]) => [name, indexPositions(list)]),
  );
  const navLabel = navigationLinks(docs);
  const navigation = new Map<string, DocNavigation>();
  for (const doc of docs) {
    const displayed = doc.frontMatter.displayed_sidebar;
    let sidebar = displayed === null ? undefined : (displayed ?? sidebarOf.get(doc.id));
    if (displayed && !client[displayed]) {
      errors.push(
        `Doc with ID ${doc.id} wants to display sidebar ${displayed} but a sidebar with this name doesn't exist`,
      );
      sidebar = undefined;
    }
    const nav: DocNavigation = { sidebar };
    const list = sidebar ? flat[sidebar] : undefined;
    if (sidebar && list && sidebarOf.get(doc.id) === sidebar) {
      const { byDocId, byHref } = positions.get(sidebar)!;
      const i = Math.min(byDocId.get(doc.id) ?? Infinity, byHref.get(doc.permalink) ?? Infinity);
      if (i !== Infinity) {
        if (list[i - 1]) nav.previous = navLabel(list[i - 1]!);
        if (list[i + 1]) nav.next = navLabel(list[i + 1]!);
      }
    }
    for (const key of ['prev', 'next'] as const) {
      const value = doc.frontMatter[`pagination_${key}`];
      if (value === undefined) continue;
      const field = key === 'prev' ? 'previous' : 'next';
      if (value === null) {
        delete nav[field];
        continue;
      }
      const target = docsById.get(value);
      if (!target)
        errors.push(
          `Error when loading ${doc.id} in ${doc.source}: the pagination_${key} front matter points to a non-existent ID ${value}.`,
        );
      else if (target.unlisted) delete nav[field];
      else
        nav[field] = {
          title:
            target.frontMatter.pagination_label ?? target.frontMatter.sidebar_label ?? target.title,
          permalink: target.permalink,
        };
    }
    navigation.set(doc.id, nav);
  }
  return { navigation, errors };
}
