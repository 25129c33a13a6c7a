// Whether a page's MDX content renders in the page's React tree (hydrated with the page, seeing
// every context around it) rather than as islands (./mdx/islands.tsx): the build decides it by
// page kind (plugins/contentInTree.ts: the site or a plugin theme overrides a component enclosing
// the content), and a route may force it for what it renders (a docs instance's own
// docItemComponent: ./routeKinds/docItem.tsx).
import { createContext, useContext } from 'react';

/** The page kinds made of MDX content. */
export type ContentKind = 'doc' | 'blog' | 'page';

/** True below a route whose content always renders in the tree. */
export const ContentInTreeContext = /* @__PURE__ */ createContext(false);

/**
 * Whether content of `kind` renders in the tree here (`given`: a component gave it as an element
 * of its own). Call it only when `__DOCS_CONTENT_IN_TREE__` is not false (a build constant: the
 * same on every render), so that a site whose content is all islands ships none of this.
 */
export function useContentInTree(kind: ContentKind, given: boolean): boolean {
  const forced = useContext(ContentInTreeContext);
  return given || forced || (__DOCS_CONTENT_IN_TREE__ !== false && __DOCS_CONTENT_IN_TREE__[kind]);
}
