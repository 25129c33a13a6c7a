// A generated-index category page: `@theme/DocCategoryGeneratedIndexPage` inside the docs
// plugin's route levels (./DocRouteTree.tsx), with the category's sidebar.
import type { GeneratedIndexMetadata, SidebarItem } from '../shared/types.js';
import DocCategoryGeneratedIndexPage, {
  type CategoryGeneratedIndexProp,
} from './classic/DocCategoryGeneratedIndexPage.js';
import { DocContext } from './DocContext.js';
import DocRouteTree from './DocRouteTree.js';
import { sitePath, sitePermalinked, useSiteBasename } from './docusaurus/sitePaths.js';

/**
 * The page's metadata as Docusaurus's `categoryGeneratedIndex` prop: its permalink and
 * `navigation` whole (the base URL in front), as Docusaurus's are. The category's items and its
 * cards' descriptions reach the default page through the doc context, not the prop.
 */
export function categoryGeneratedIndexOf(
  metadata: GeneratedIndexMetadata & { items?: SidebarItem[] },
  basename: string,
): CategoryGeneratedIndexProp {
  const {
    previous,
    next,
    docsVersion: _version,
    items: _items,
    cardDescriptions: _cards,
    ...rest
  } = metadata;
  const before = sitePermalinked(basename, previous);
  const after = sitePermalinked(basename, next);
  return {
    ...rest,
    permalink: sitePath(basename, metadata.permalink),
    navigation: { ...(before ? { previous: before } : {}), ...(after ? { next: after } : {}) },
  };
}

export default function GeneratedIndexPage({
  metadata,
  sidebar,
}: {
  metadata: GeneratedIndexMetadata & { items?: SidebarItem[] };
  sidebar: SidebarItem[];
}) {
  const basename = useSiteBasename();
  return (
    <DocContext.Provider
      value={{
        sidebar,
        permalink: metadata.permalink,
        ...(metadata.docsVersion ? { docsVersion: metadata.docsVersion } : {}),
        ...(metadata.cardDescriptions ? { cardDescriptions: metadata.cardDescriptions } : {}),
        ...(metadata.items ? { categoryItems: metadata.items } : {}),
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
          categoryGeneratedIndex={categoryGeneratedIndexOf(metadata, basename)}
        />
      </DocRouteTree>
    </DocContext.Provider>
  );
}
