// A doc page: `@theme/DocItem` (./classic/DocItem.tsx: the doc's head tags, layout and content)
// inside the docs plugin's route levels, DocsRoot → DocVersionRoot → DocRoot (./DocRouteTree.tsx,
// the route's frame: the sidebar's column and the main column are DocRoot/Layout's).
import { useEffect, type ComponentType } from 'react';
import type { DocPageMetadata, TocItem } from '../shared/types.js';
import DocItem from './classic/DocItem.js';
import { DocContext, docContextOf, useDocContext } from './DocContext.js';
import { docContentOf } from './docusaurus/docContent.js';
import { useSiteBasename } from './docusaurus/sitePaths.js';
import { useHotDoc } from './hotDocs.js';
import { useTitleFormatter } from './titleFormatter.js';

export { docContextOf };

export interface DocModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
  toc?: TocItem[];
  metadata: DocPageMetadata;
  /** A Docusaurus site's doc: its front matter with YAML dates as Dates. */
  frontMatter?: Record<string, unknown>;
  /** A Docusaurus site's doc: its content title's text, undefined for none (DocContext.ts). */
  contentTitle?: string;
}

/** The page's module, or the newest the dev server hot-replaced it with (./hotDocs.ts). */
function useHotModule(initial: DocModule): DocModule {
  return useHotDoc<DocModule>(initial.metadata.permalink) ?? initial;
}

/**
 * An edited doc's title in the tab (dev server): the route's head has the title the page was
 * loaded with, the page sets the new one once its module is replaced.
 */
function useHotTitle(mod: DocModule, initial: DocModule): void {
  const { format } = useTitleFormatter();
  const title = format(mod.metadata.title);
  useEffect(() => {
    if (mod !== initial) document.title = title;
  }, [mod, initial, title]);
}

/**
 * The page's component: the doc's `@theme/DocItem` (the levels around it are the route's frame,
 * ./DocRouteTree.tsx, with the sidebar in the doc context), its module as the dev server replaces it.
 */
export default function DocPage({ module: initial }: { module: DocModule }) {
  const mod = useHotModule(initial);
  useHotTitle(mod, initial);
  // DocItem's `content.metadata` is Docusaurus's (whole permalinks); the context keeps the page's.
  const content = docContentOf(mod, useSiteBasename());
  return (
    <DocContext.Provider value={{ ...useDocContext(), ...docContextOf(mod) }}>
      <DocItem content={content} route={{ path: mod.metadata.permalink, exact: true }} />
    </DocContext.Provider>
  );
}
