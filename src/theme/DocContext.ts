// What MDX components need to know about the page they are on.
import { createContext, useContext, type ComponentType } from 'react';
import type { DocPageMetadata, DocVersionMeta, SidebarItem, TocItem } from '../shared/types.js';

export interface DocContextValue {
  sidebar?: SidebarItem[];
  /** The sidebar's name, when a DocsSidebarProvider gave it (else the doc's `sidebar`). */
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

/** The doc's part of the page's doc context (`useDoc()`, DocItem's parts). */
export function docContextOf(mod: {
  default: ComponentType<{ components?: Record<string, unknown> }>;
  toc?: TocItem[];
  metadata: DocPageMetadata;
  frontMatter?: Record<string, unknown>;
}) {
  return {
    permalink: mod.metadata.permalink,
    metadata: mod.metadata,
    toc: mod.toc,
    content: mod.default,
    ...(mod.frontMatter ? { frontMatter: mod.frontMatter } : {}),
  };
}
