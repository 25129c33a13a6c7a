// What MDX components need to know about the page they are on.
import { createContext, useContext, type ComponentType } from 'react';
import type { DocPageMetadata, DocVersionMeta, SidebarItem, TocItem } from '../shared/types.js';

export interface DocContextValue {
  sidebar?: SidebarItem[];
  /**
   * The sidebar's own name, when a DocsSidebarProvider gave it (else the doc's `sidebar`), as the
   * version's sidebars file names it (not its key in the site's table: plugins/docs/instances.ts).
   */
  sidebarName?: string;
  permalink: string;
  /** The doc's metadata and table of contents (`useDoc()` of @docusaurus/plugin-content-docs/client). */
  metadata?: DocPageMetadata;
  toc?: TocItem[];
  /**
   * The doc's MDX module's `frontMatter` export (`useDoc().frontMatter`): YAML dates are Dates
   * there, as in Docusaurus, where `metadata.frontMatter` (JSON) has them as ISO strings.
   */
  frontMatter?: Record<string, unknown>;
  /**
   * A Docusaurus site's doc: its MDX module's `contentTitle` (`useDoc().contentTitle`, the h1's
   * text; the key is there, undefined, when the doc has none).
   */
  contentTitle?: string;
  /** The doc's MDX content (`@theme/DocItem/Content` renders it). */
  content?: ComponentType<{ components?: Record<string, unknown> }>;
  /** The page's docs version when it is not a doc's (a category's generated index). */
  docsVersion?: DocVersionMeta;
  /** A category's generated index: its cards' doc descriptions (a doc's are in `metadata`). */
  cardDescriptions?: Record<string, string>;
  /** A category's generated index: the category's items, when the build gave them. */
  categoryItems?: SidebarItem[];
}

export const DocContext = createContext<DocContextValue>({ permalink: '/' });
export const useDocContext = () => useContext(DocContext);

const withContentTitle = new WeakMap<DocPageMetadata, DocPageMetadata>();

/**
 * A doc module's metadata, `hasContentTitle` as its MDX says: a Docusaurus site's doc exports
 * `contentTitle` (plugins/mdx/remarkContentTitle.ts), found in its Markdown tree as Docusaurus
 * finds it (an h1 after a JSX element or in an admonition too), where the metadata's is read from
 * the text's first lines. Whether the theme adds a title of its own follows it (DocItem/Content).
 */
export function docMetadataOf(mod: { metadata: DocPageMetadata; contentTitle?: unknown }) {
  const { metadata } = mod;
  if (!('contentTitle' in mod)) return metadata;
  const has = mod.contentTitle !== undefined;
  if (has === metadata.hasContentTitle) return metadata;
  let fixed = withContentTitle.get(metadata);
  if (!fixed) withContentTitle.set(metadata, (fixed = { ...metadata, hasContentTitle: has }));
  return fixed;
}

/** The doc's part of the page's doc context (`useDoc()`, DocItem's parts). */
export function docContextOf(mod: {
  default: ComponentType<{ components?: Record<string, unknown> }>;
  toc?: TocItem[];
  metadata: DocPageMetadata;
  frontMatter?: Record<string, unknown>;
  contentTitle?: unknown;
}) {
  return {
    permalink: mod.metadata.permalink,
    metadata: docMetadataOf(mod),
    toc: mod.toc,
    content: mod.default,
    ...(mod.frontMatter ? { frontMatter: mod.frontMatter } : {}),
    ...('contentTitle' in mod ? { contentTitle: mod.contentTitle as string | undefined } : {}),
  };
}
