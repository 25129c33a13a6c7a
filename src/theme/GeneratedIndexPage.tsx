// A generated-index category page: `@theme/DocCategoryGeneratedIndexPage` inside the docs
// plugin's route levels (./DocRouteTree.tsx), with the category's sidebar.
import type { GeneratedIndexMetadata, SidebarItem } from '../shared/types.js';
import DocCategoryGeneratedIndexPage, {
  type CategoryGeneratedIndexProp,
} from './classic/DocCategoryGeneratedIndexPage.js';
import { DocContext } from './DocContext.js';
import DocRouteTree from './DocRouteTree.js';

/** The page's metadata as Docusaurus's `categoryGeneratedIndex` prop. */
function categoryGeneratedIndexOf(
  metadata: GeneratedIndexMetadata & { items?: SidebarItem[] },
): CategoryGeneratedIndexProp {
  const { previous, next, docsVersion: _version, ...rest } = metadata;
  return {
    ...rest,
    navigation: { ...(previous ? { previous } : {}), ...(next ? { next } : {}) },
  };
}

export default function GeneratedIndexPage({
  metadata,
  sidebar,
}: {
  metadata: GeneratedIndexMetadata & { items?: SidebarItem[] };
  sidebar: SidebarItem[];
}) {
  return (
    <DocContext.Provider
      value={{
        sidebar,
        permalink: metadata.permalink,
        ...(metadata.docsVersion ? { docsVersion: metadata.docsVersion } : {}),
        ...(metadata.cardDescriptions ? { cardDescriptions: metadata.cardDescriptions } : {}),
      }}
    >
      <DocRouteTree
        permalink={metadata.permalink}
        version={metadata.docsVersion}
        level="doc"
        sidebarName={metadata.sidebar}
        sidebar={sidebar}
      >
        <DocCategoryGeneratedIndexPage
          categoryGeneratedIndex={categoryGeneratedIndexOf(metadata)}
        />
      </DocRouteTree>
    </DocContext.Provider>
  );
}
