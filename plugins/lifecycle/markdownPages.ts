// The site's Markdown pages (the docs of every docs instance, the blogs' posts, a site plugin's
// own), asked of the plugins that compile them (generator hook markdownPagesOf): the list the mdx
// stage compiles, each page's module by file, and the metadata each page module exports.
import type { DocMetadata } from '../docs/docMetadata.js';
import {
  hooksOf,
  type MarkdownPages,
  type PageMetadata,
  type PageSearchFacets,
} from './generatorHooks.js';
import type { SitePlugins } from './sitePlugins.js';

/** A site (SiteData) as far as its plugins. */
type SitePluginsOf = { plugins?: Pick<SitePlugins, 'result'> };

/** Every plugin's Markdown pages together, made once per load (a stage asks per page). */
interface SiteMarkdownPages {
  pages: DocMetadata[];
  byFile: Map<string, DocMetadata>;
  metadata: Map<string, PageMetadata>;
  /** Each plugin's part, in the pages' order (its search facets, the files it claims). */
  parts: MarkdownPages[];
}

// Keyed by the loaded plugins: a reload's are new, so its pages are gathered again.
const pagesByPlugins = new WeakMap<object, SiteMarkdownPages>();

function siteMarkdownPages(site: SitePluginsOf): SiteMarkdownPages {
  const key = site.plugins?.result.plugins;
  const known = key && pagesByPlugins.get(key);
  if (known) return known;
  const parts: MarkdownPages[] = hooksOf(key, 'markdownPagesOf').map((of) => of());
  // A stable sort: equal orders keep the plugins' order.
  parts.sort((a, b) => a.order - b.order);
  const gathered: SiteMarkdownPages = {
    pages: parts.flatMap((p) => p.pages),
    byFile: new Map(
      parts.flatMap((p) => [...(p.byFile ?? p.pages.map((d) => [d.filePath, d] as const))]),
    ),
    metadata: new Map(parts.flatMap((p) => [...p.metadata])),
    parts,
  };
  if (key) pagesByPlugins.set(key, gathered);
  return gathered;
}

/** Every Markdown page of the site, the docs' first (`SiteData.docs`). */
export function markdownPagesOf(site: SitePluginsOf): DocMetadata[] {
  return siteMarkdownPages(site).pages;
}

/** The Markdown page (or a post's excerpt) whose module `file` is; undefined: none is. */
export function markdownPageOf(site: SitePluginsOf, file: string): DocMetadata | undefined {
  return siteMarkdownPages(site).byFile.get(file);
}

/** A page's metadata as its module exports it: a doc's, or a blog post's. */
export function pageMetadataOf(site: SitePluginsOf, file: string): PageMetadata | undefined {
  const { metadata } = siteMarkdownPages(site);
  // A post's excerpt module (its file with a query: byFile) has the post's metadata, as
  // Docusaurus's truncated module has.
  return metadata.get(file) ?? (file.includes('?') ? metadata.get(file.split('?')[0]!) : undefined);
}

/** Every Markdown page's metadata by file, in the pages' order. */
export function allPageMetadata(site: SitePluginsOf): ReadonlyMap<string, PageMetadata> {
  return siteMarkdownPages(site).metadata;
}

/** What the search index records of a page beyond its text, as its plugin says (`searchOf`). */
export function searchFacetsOf(site: SitePluginsOf, file: string): PageSearchFacets {
  const part = siteMarkdownPages(site).parts.find((p) => p.metadata.has(file));
  return part?.searchOf?.(file) ?? {};
}

/**
 * Whether a Markdown file is, or would be, a page of one of the site's plugins (a doc, a blog
 * post), and so not a partial: one of its pages, or one it `claims` (a file added in the dev
 * server, before the site is loaded again).
 */
export function claimedByPlugin(site: SitePluginsOf, file: string): boolean {
  const pages = siteMarkdownPages(site);
  return pages.byFile.has(file) || pages.parts.some((p) => p.claims?.(file) ?? false);
}
