// A doc page: `@theme/DocItem` (./classic/DocItem.tsx: the doc's head tags, layout and content)
// inside the docs plugin's route levels, DocsRoot → DocVersionRoot → DocRoot (./DocRouteTree.tsx,
// the route's frame: the sidebar's column and the main column are DocRoot/Layout's).
import { useEffect, useState, type ComponentType } from 'react';
import type { DocPageMetadata, TocItem } from '../shared/types.js';
import DocItem from './classic/DocItem.js';
import { DocContext, useDocContext } from './DocContext.js';
import { docContentOf } from './docusaurus/docContent.js';
import { useSiteBasename } from './docusaurus/sitePaths.js';

export interface DocModule {
  default: ComponentType<{ components?: Record<string, unknown> }>;
  toc?: TocItem[];
  metadata: DocPageMetadata;
  /** A Docusaurus site's doc: its front matter with YAML dates as Dates. */
  frontMatter?: Record<string, unknown>;
}

/** Re-renders with the new module when the dev server hot-replaces this page's MDX. */
function useHotModule(initial: DocModule): DocModule {
  const [mod, setMod] = useState(initial);
  useEffect(() => {
    setMod(initial);
    if (!import.meta.env?.DEV) return;
    const onHmr = (e: Event) => {
      const { permalink, mod: next } = (e as CustomEvent<{ permalink: string; mod: DocModule }>)
        .detail;
      if (permalink === initial.metadata.permalink) setMod(next);
    };
    window.addEventListener('docs:hmr', onHmr);
    return () => window.removeEventListener('docs:hmr', onHmr);
  }, [initial]);
  return mod;
}

/** The doc's part of the page's doc context (`useDoc()`, DocItem's parts). */
export function docContextOf(mod: DocModule) {
  return {
    permalink: mod.metadata.permalink,
    metadata: mod.metadata,
    toc: mod.toc,
    content: mod.default,
    ...(mod.frontMatter ? { frontMatter: mod.frontMatter } : {}),
  };
}

/**
 * The page's component: the doc's `@theme/DocItem` (the levels around it are the route's frame,
 * ./DocRouteTree.tsx, with the sidebar in the doc context), its module as the dev server replaces it.
 */
export default function DocPage({ module: initial }: { module: DocModule }) {
  const mod = useHotModule(initial);
  // DocItem's `content.metadata` is Docusaurus's (whole permalinks); the context keeps the page's.
  const content = docContentOf(mod, useSiteBasename());
  return (
    <DocContext.Provider value={{ ...useDocContext(), ...docContextOf(mod) }}>
      <DocItem content={content} route={{ path: mod.metadata.permalink, exact: true }} />
    </DocContext.Provider>
  );
}
