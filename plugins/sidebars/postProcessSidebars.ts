// Stages 3–4 of sidebars: check doc ids (with suggestions), then turn items into the client shape.
import GithubSlugger from 'github-slugger';
import type {
  GeneratedIndexMetadata,
  SidebarCategory,
  SidebarItem,
} from '../../src/shared/types.js';
import { docPermalink, type DocMetadata } from '../docs/docMetadata.js';
import type { NormalizedItem } from './normalizeSidebars.js';

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** The closest known id, if it is close enough to be a likely typo. */
export function suggestId(id: string, known: string[]): string | undefined {
  let best: { id: string; d: number } | undefined;
  for (const k of known) {
    const d = editDistance(id.toLowerCase(), k.toLowerCase());
    if (!best || d < best.d) best = { id: k, d };
  }
  if (!best) return undefined;
  const tail = (s: string) => s.split('/').pop()!;
  if (best.d <= Math.max(2, Math.floor(id.length / 3))) return best.id;
  const sameTail = known.find((k) => tail(k) === tail(id));
  return sameTail;
}

/** Every doc id referenced by doc/ref items and category doc links that does not exist. */
export function findUnknownDocIds(
  items: NormalizedItem[],
  docIds: Set<string>,
  draftIds: Set<string>,
): string[] {
  const missing: string[] = [];
  const walk = (list: NormalizedItem[]) => {
    for (const item of list) {
      if (
        (item.type === 'doc' || item.type === 'ref') &&
        !docIds.has(item.id) &&
        !draftIds.has(item.id)
      )
        missing.push(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc' && !docIds.has(item.link.id) && !draftIds.has(item.link.id))
          missing.push(item.link.id);
        walk(item.items);
      }
    }
  };
  walk(items);
  return missing;
}

export interface PostProcessContext {
  docsById: Map<string, DocMetadata>;
  sidebarName: string;
  slugger: GithubSlugger;
  generatedIndexes: (GeneratedIndexMetadata & { items: SidebarItem[] })[];
  errors: string[];
  /** The docs' route base path (`/` unless a Docusaurus site says otherwise): generated indexes live under it. */
  routeBasePath?: string;
  /** Defaults of categories that do not say (`sidebarCollapsible`/`sidebarCollapsed`): true. */
  categoryDefaults?: { collapsible: boolean; collapsed: boolean };
}

const customPropsOf = (props: Record<string, unknown> | undefined) =>
  props ? { customProps: props } : {};

/** Converts normalised items to what the browser receives; drops drafts and empty categories. */
export function toClientItems(items: NormalizedItem[], ctx: PostProcessContext): SidebarItem[] {
  const out: SidebarItem[] = [];
  for (const item of items) {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = ctx.docsById.get(item.id);
      if (!doc) continue; // a draft in production
      out.push({
        type: 'link',
        label: doc.frontMatter.sidebar_label ?? item.label ?? doc.title,
        href: doc.permalink,
        docId: doc.id,
        unlisted: doc.unlisted,
        ...(item.className ? { className: item.className } : {}),
        ...customPropsOf(item.customProps ?? doc.frontMatter.sidebar_custom_props),
      });
    } else if (item.type === 'link' || item.type === 'html') {
      out.push({ ...item });
    } else if (item.type === 'category') {
      const children = toClientItems(item.items, ctx);
      let href: string | undefined;
      let indexSlug: string | undefined;
      let linkUnlisted = false;
      if (item.link?.type === 'doc') {
        const doc = ctx.docsById.get(item.link.id);
        if (doc) {
          href = doc.permalink;
          linkUnlisted = doc.unlisted;
        }
      } else if (item.link?.type === 'generated-index') {
        const slug = item.link.slug ?? `/category/${ctx.slugger.slug(item.label)}`;
        indexSlug = slug;
        href = docPermalink(ctx.routeBasePath ?? '/', slug.startsWith('/') ? slug : `/${slug}`);
      }
      const defaults = ctx.categoryDefaults ?? { collapsible: true, collapsed: true };
      const collapsible = item.collapsible ?? defaults.collapsible;
      // A category that cannot collapse is open, whatever it or the defaults say (as Docusaurus).
      const category: SidebarCategory = {
        type: 'category',
        label: item.label,
        items: children,
        collapsed: collapsible ? (item.collapsed ?? defaults.collapsed) : false,
        collapsible,
        ...(href ? { href } : {}),
        ...(linkUnlisted ? { linkUnlisted: true } : {}),
        ...(item.description ? { description: item.description } : {}),
        ...(item.className ? { className: item.className } : {}),
        ...customPropsOf(item.customProps),
      };
      if (item.link?.type === 'generated-index' && href) {
        ctx.generatedIndexes.push({
          title: item.link.title ?? item.label,
          description: item.link.description ?? item.description,
          ...(indexSlug !== undefined ? { slug: indexSlug } : {}),
          permalink: href,
          sidebar: ctx.sidebarName,
          keywords: item.link.keywords,
          items: children,
        });
      }
      if (children.length === 0 && !href) {
        if (item.items.length === 0)
          ctx.errors.push(
            `Sidebar category ${item.label} has neither any subitem nor a link. This makes this item not able to link to anything.`,
          );
        continue; // every child was a draft
      }
      if (children.length === 0 && item.link?.type === 'doc' && href) {
        const doc = ctx.docsById.get(item.link.id)!;
        out.push({ type: 'link', label: item.label, href, docId: doc.id, unlisted: doc.unlisted });
        continue;
      }
      out.push(category);
    }
  }
  return out;
}
