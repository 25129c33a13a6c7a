// What the docs plugin's route levels share, as `@docusaurus/plugin-content-docs/client` gives it
// to DocsRoot → DocVersionRoot → DocRoot → DocItem: the open route's version (`DocsVersionProvider`,
// `useDocsVersion`), the doc route DocRoot draws (`useDocRootMetadata`) and the sidebar around it
// (`DocsSidebarProvider`, `useDocsSidebar`). Docusaurus matches nested routes for these; here a
// route of the table is one doc or index page, and src/theme/DocRouteTree.tsx gives each
// level what its match would be.
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { SidebarItem } from '../../shared/types.js';
import type { VersionDoc } from '../../shared/versionDocs.js';
import { docsearchTagOf } from '../../shared/docsVersions.js';
import { DocContext } from '../DocContext.js';
import { VersionContext } from './versionContext.js';

/** A version as Docusaurus gives it to `DocVersionRoot` (its `version` prop) and `useDocsVersion`. */
export interface DocsVersionProp {
  pluginId: string;
  version: string;
  label: string;
  banner: 'unreleased' | 'unmaintained' | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  isLast: boolean;
  /**
   * Every sidebar of the version, where the site reads them (plugins/docs/versionSidebarsReaders.ts),
   * as Docusaurus gives them; elsewhere the open page's sidebar only.
   */
  docsSidebars: Record<string, SidebarItem[]>;
  /** The version's docs by id (`{id, title, description, sidebar}`), loaded with its doc routes. */
  docs: Record<string, VersionDoc>;
}

/** `DocsVersionProvider`: the version `useDocsVersion()` answers inside it. */
export function DocsVersionProvider(props: {
  version: DocsVersionProp | null;
  children?: ReactNode;
}) {
  return createElement(VersionContext.Provider, { value: props.version }, props.children);
}

/** The version of the docs route being drawn, or null outside one. */
export const useDocsVersionProp = () => useContext(VersionContext);

/** `getDocsVersionSearchTag`: the search tag of a version's pages (`docs-<plugin>-<version>`). */
export const getDocsVersionSearchTag = (pluginId: string, version: string) =>
  docsearchTagOf(pluginId, version);

/** What `useDocRootMetadata` gives DocRoot: the doc route's element and its sidebar. */
export interface DocRootMetadata {
  docElement: ReactNode;
  sidebarName: string | undefined;
  sidebarItems: SidebarItem[] | undefined;
}

export const DocRootMetadataContext = createContext<DocRootMetadata | null>(null);

/**
 * `useDocRootMetadata(props)`: the doc route of DocRoot's children that matches the page, with its
 * sidebar; null when none does (DocRoot then draws the not-found content).
 */
export function useDocRootMetadata(_props?: unknown): DocRootMetadata | null {
  return useContext(DocRootMetadataContext);
}

/** `DocsSidebarProvider`: the sidebar `useDocsSidebar()` answers inside it (none: `items` undefined). */
export function DocsSidebarProvider(props: {
  name: string | undefined;
  items: SidebarItem[] | undefined;
  children?: ReactNode;
}) {
  const outer = useContext(DocContext);
  const value = {
    ...outer,
    ...(props.items ? { sidebar: props.items } : {}),
    ...(props.name !== undefined ? { sidebarName: props.name } : {}),
  };
  return createElement(DocContext.Provider, { value }, props.children);
}

/** The sidebar of the page (`{name, items}`), or null on a page without one. */
export function useDocsSidebar(): { name: string; items: SidebarItem[] } | null {
  const ctx = useContext(DocContext);
  return ctx.sidebar
    ? { name: ctx.sidebarName ?? ctx.metadata?.sidebar ?? 'default', items: ctx.sidebar }
    : null;
}
