// The site's permalinks as a site's code reads them: whole paths, the base URL (the locale's base
// URL) in front, as Docusaurus gives them (`/base/fr/docs/x`). The generator keeps its permalinks
// below the base URL (its router's basename) and adds the base in `Link`; the hooks of
// `@docusaurus/plugin-content-docs/client` and `…-blog/client` hand their values through these
// functions, so that a site component comparing them with `useLocation().pathname` (whole too) or
// building a URL from them gets Docusaurus's answer. `Link` does not add the base to a path that
// already has it, so such a value still links right. With the base URL `/` nothing changes.
import { useContext } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import type { DocPageMetadata, SidebarItem } from '../../shared/types.js';
import type { BlogPostPageMetadata } from '../../shared/blogTypes.js';

/** The router's base name: the site's (the locale's) base URL; "/" outside a router. */
export function useSiteBasename(): string {
  return useContext(UNSAFE_NavigationContext)?.basename || '/';
}

/**
 * A site path (below the base URL, starting with `/`) with the base URL in front; anything else
 * (a URL with a protocol, `//host`, `#anchor`, a relative path) unchanged. Every site path gets
 * it, even one that starts like the base URL (base `/docs/`, a doc at `/docs/a` → `/docs/docs/a`):
 * the generator's permalinks are all below the base URL.
 */
export function sitePath(basename: string, path: string): string;
export function sitePath(basename: string, path: string | undefined): string | undefined;
export function sitePath(basename: string, path: string | undefined): string | undefined {
  if (path === undefined || basename === '/' || !path.startsWith('/') || path.startsWith('//'))
    return path;
  return basename.replace(/\/$/, '') + path;
}

const sidebarCache = new WeakMap<readonly SidebarItem[], Map<string, SidebarItem[]>>();
/** The lists and categories siteSidebarItems made, with the base URL they carry. */
const made = new WeakMap<object, string>();

/**
 * The base URL a sidebar list or category of siteSidebarItems carries; undefined for the
 * generator's own (below the base URL). A category whose items load later (a big sidebar's part)
 * gives them the same base.
 */
export const sidebarBaseOf = (itemsOrCategory: object): string | undefined =>
  made.get(itemsOrCategory);

/** The generator's items a list of siteSidebarItems was made from. */
const origins = new WeakMap<readonly SidebarItem[], SidebarItem[]>();

/**
 * The generator's own items (below the base URL) for a list siteSidebarItems made, as the theme
 * keeps them in its context (a site handing useDocsSidebar's items back to DocsSidebarProvider);
 * any other list as it is.
 */
export const internalSidebarItems = (items: SidebarItem[]): SidebarItem[] =>
  origins.get(items) ?? items;

/**
 * Sidebar items as Docusaurus's client has them: a doc's link and a category's link (a doc or a
 * generated index) carry the base URL; a `link` item the sidebar wrote itself (no `docId`) keeps
 * its `href` as written, as in Docusaurus (its Link adds the base when drawing it). A category
 * whose items are not loaded yet keeps its stand-in `first` in step. The same array gives the same
 * answer (memoized), so components keyed on it do not render again; a list made here is returned
 * as it is.
 */
export function siteSidebarItems(basename: string, items: SidebarItem[]): SidebarItem[] {
  // `/`, or a list made here already (never given the base twice).
  if (basename === '/' || made.has(items)) return items;
  let byBase = sidebarCache.get(items);
  const cached = byBase?.get(basename);
  if (cached) return cached;
  const out = items.map((item): SidebarItem => {
    if (item.type === 'link')
      return item.docId === undefined ? item : { ...item, href: sitePath(basename, item.href) };
    if (item.type !== 'category') return item;
    const category = { ...item, items: siteSidebarItems(basename, item.items) };
    if (item.href !== undefined) category.href = sitePath(basename, item.href);
    if (item.first !== undefined) category.first = sitePath(basename, item.first);
    made.set(category, basename);
    return category;
  });
  made.set(out, basename);
  origins.set(out, items);
  if (!byBase) sidebarCache.set(items, (byBase = new Map()));
  byBase.set(basename, out);
  return out;
}

/** A nav link (`previous`/`next`, `prevItem`/`nextItem`) with its permalink whole. */
const navLink = <T extends { permalink: string }>(basename: string, link: T | undefined) =>
  link && { ...link, permalink: sitePath(basename, link.permalink) };

/** A doc's metadata (`useDoc().metadata`): its permalink, `previous`/`next` and tags with the base URL. */
export function siteDocMetadata<T extends DocPageMetadata>(basename: string, metadata: T): T {
  if (basename === '/') return metadata;
  const out: T = { ...metadata, permalink: sitePath(basename, metadata.permalink) };
  if (metadata.previous) out.previous = navLink(basename, metadata.previous);
  if (metadata.next) out.next = navLink(basename, metadata.next);
  if (metadata.tags)
    out.tags = metadata.tags.map((t) => ({ ...t, permalink: sitePath(basename, t.permalink) }));
  return out;
}

/**
 * The fields of the generator's doc metadata that Docusaurus's has not (its front matter has
 * them): the theme reads them from its own context (../DocContext.ts), site code never sees them.
 */
const OWN_DOC_KEYS = [
  'hideTitle',
  'hasContentTitle',
  'hideTableOfContents',
  'keywords',
  'image',
  'tocMinHeadingLevel',
  'tocMaxHeadingLevel',
  'docsVersion',
  'cardDescriptions',
] as const;

/** A doc's metadata as Docusaurus gives it to site code: without the generator's own fields. */
export type DocusaurusDocMetadata = Omit<DocPageMetadata, (typeof OWN_DOC_KEYS)[number]>;

/**
 * A doc's metadata as Docusaurus's `useDoc().metadata` and DocItem's `content.metadata` are:
 * permalinks whole (siteDocMetadata), Docusaurus's fields only, `tags` always a list (React
 * Native's DocItem/Footer reads `tags.length`; the page's data has it only when the doc has tags).
 */
export function docusaurusDocMetadata<T extends DocPageMetadata>(
  basename: string,
  metadata: T,
): Omit<T, (typeof OWN_DOC_KEYS)[number]> {
  const out: Partial<T> = { ...siteDocMetadata(basename, metadata) };
  for (const key of OWN_DOC_KEYS) delete out[key];
  out.tags ??= [];
  return out as Omit<T, (typeof OWN_DOC_KEYS)[number]>;
}

/**
 * A post's metadata (`useBlogPost().metadata`): its permalink, `prevItem`/`nextItem`, its tags'
 * and its authors' pages' permalinks whole.
 */
export function siteBlogPostMetadata<T extends Partial<BlogPostPageMetadata>>(
  basename: string,
  metadata: T,
): T {
  if (basename === '/') return metadata;
  const out: T = { ...metadata, permalink: sitePath(basename, metadata.permalink) };
  if (metadata.prevItem) out.prevItem = navLink(basename, metadata.prevItem);
  if (metadata.nextItem) out.nextItem = navLink(basename, metadata.nextItem);
  if (metadata.tags)
    out.tags = metadata.tags.map((t) => ({ ...t, permalink: sitePath(basename, t.permalink) }));
  if (metadata.authors)
    out.authors = metadata.authors.map((a) =>
      a.page ? { ...a, page: { ...a.page, permalink: sitePath(basename, a.page.permalink) } } : a,
    );
  return out;
}

/**
 * The fields of the generator's post metadata that Docusaurus's has not (its front matter has
 * them, or they are the page's own: `kind`, `blog`): the theme reads them from its context.
 */
const OWN_POST_KEYS = [
  'kind',
  'blog',
  'hideTableOfContents',
  'image',
  'keywords',
  'tocMinHeadingLevel',
  'tocMaxHeadingLevel',
  'sidebar',
] as const;
type OwnPostKey = (typeof OWN_POST_KEYS)[number];

/**
 * A post's metadata as Docusaurus's `useBlogPost().metadata` and a blog component's
 * `content.metadata` are: permalinks whole (siteBlogPostMetadata), Docusaurus's fields only.
 */
export function docusaurusBlogPostMetadata<T extends Partial<BlogPostPageMetadata>>(
  basename: string,
  metadata: T,
): Omit<T, OwnPostKey> {
  const out: Partial<T> = { ...siteBlogPostMetadata(basename, metadata) };
  for (const key of OWN_POST_KEYS) delete out[key];
  return out as Omit<T, OwnPostKey>;
}

/** `{permalink}` (a tag, a nav link, a post's summary) with its permalink whole. */
export function sitePermalinked<T extends { permalink: string }>(basename: string, value: T): T;
export function sitePermalinked<T extends { permalink: string }>(
  basename: string,
  value: T | undefined,
): T | undefined;
export function sitePermalinked<T extends { permalink: string }>(
  basename: string,
  value: T | undefined,
): T | undefined {
  return basename === '/' ? value : navLink(basename, value);
}

type BlogSidebarLike = { items: { permalink: string; unlisted?: boolean }[] };
const blogSidebarCache = new WeakMap<object, Map<string, object>>();

/**
 * The blog's sidebar as Docusaurus hands it to `@theme/BlogSidebar` (and the blog pages'
 * `sidebar` prop): each post's permalink whole and its `unlisted` flag set. The same sidebar gives
 * the same object (memoized), so the components keyed on it do not render again.
 */
export function siteBlogSidebar<S extends BlogSidebarLike>(basename: string, sidebar: S): S {
  let byBase = blogSidebarCache.get(sidebar);
  const cached = byBase?.get(basename);
  if (cached) return cached as S;
  const out: S = {
    ...sidebar,
    items: sidebar.items.map((item) => ({
      ...item,
      permalink: sitePath(basename, item.permalink),
      unlisted: item.unlisted ?? false,
    })),
  };
  if (!byBase) blogSidebarCache.set(sidebar, (byBase = new Map()));
  byBase.set(basename, out);
  return out;
}

/** A blog list page's `metadata` (`listMetadata`): its permalink and the pages around it whole. */
export function siteBlogListMetadata<
  M extends { permalink: string; previousPage?: string | null; nextPage?: string | null },
>(basename: string, metadata: M): M {
  if (basename === '/') return metadata;
  const out: M = { ...metadata, permalink: sitePath(basename, metadata.permalink) };
  if (metadata.previousPage) out.previousPage = sitePath(basename, metadata.previousPage);
  if (metadata.nextPage) out.nextPage = sitePath(basename, metadata.nextPage);
  return out;
}

/** A blog author with the permalink of its page whole. */
export function siteBlogAuthor<A extends { page?: { permalink: string } | null }>(
  basename: string,
  author: A,
): A {
  if (basename === '/' || !author.page) return author;
  return {
    ...author,
    page: { ...author.page, permalink: sitePath(basename, author.page.permalink) },
  };
}
