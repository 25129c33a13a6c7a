// Whether a page's MDX content renders in the page's React tree (hydrated with the page, seeing
// every context around it) rather than as islands (./mdx/islands.tsx): the build decides it by
// page kind (plugins/contentInTree.ts: the site or a plugin theme overrides a component enclosing
// the content), and a route may force it for what it renders (a docs instance's own
// docItemComponent: ./routeKinds/docItem.tsx). The kinds are the content plugins' (each declares
// its kind in its ContentTheme, plugins/lifecycle/generatorHooks.ts); the build constant
// `__DOCS_CONTENT_IN_TREE__` has one entry per kind, so a new content type needs nothing here.
import { createContext, useContext } from 'react';

/**
 * A page kind made of MDX content, as its plugin's ContentTheme names it (the docs' `doc`, the
 * blog's `blog`, the pages' `page`, a site plugin's own). A kind no plugin declares keeps islands.
 */
export type ContentKind = string;

/** True below a route whose content always renders in the tree. */
export const ContentInTreeContext = /* @__PURE__ */ createContext(false);

/**
 * Whether content of `kind` renders in the tree here (`given`: a component gave it as an element
 * of its own). Call it only when `__DOCS_CONTENT_IN_TREE__` is not false (a build constant: the
 * same on every render), so that a site whose content is all islands ships none of this. A kind
 * the constant lacks (no plugin declares it) gives undefined: islands.
 */
export function useContentInTree(kind: ContentKind, given: boolean): boolean | undefined {
  const forced = useContext(ContentInTreeContext);
  return given || forced || (__DOCS_CONTENT_IN_TREE__ !== false && __DOCS_CONTENT_IN_TREE__[kind]);
}
