// A generated-index category page: `@theme/DocCategoryGeneratedIndexPage` inside the docs
// plugin's route levels (./DocRouteTree.tsx), with the category's sidebar.
import type { ComponentType } from 'react';
import type { GeneratedIndexMetadata, SidebarItem } from '../shared/types.js';
import DocCategoryGeneratedIndexPage, {
  type CategoryGeneratedIndexProp,
} from './classic/DocCategoryGeneratedIndexPage.js';
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

/** The page's component (the levels around it, with the category's sidebar and cards in the doc
 * context, are the route's frame: ./DocRouteTree.tsx). */
export default function GeneratedIndexPage({
  metadata,
  Custom,
  extra,
}: {
  metadata: GeneratedIndexMetadata & { items?: SidebarItem[] };
  /** The instance's `docCategoryGeneratedIndexComponent`, given the same prop, `route` and the router's (`extra`). */
  Custom?: ComponentType<Record<string, unknown>> | undefined;
  extra?: Record<string, unknown>;
}) {
  const basename = useSiteBasename();
  if (Custom)
    return (
      <Custom categoryGeneratedIndex={categoryGeneratedIndexOf(metadata, basename)} {...extra} />
    );
  return (
    <DocCategoryGeneratedIndexPage
      categoryGeneratedIndex={categoryGeneratedIndexOf(metadata, basename)}
    />
  );
}
