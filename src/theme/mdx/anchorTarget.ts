// The CSS-module classes a Docusaurus site's content gives the elements a link can jump to, by the
// release the site depends on, so that the browser stops them below the sticky navbar (their scroll
// margin: classicLook.css) and a site's CSS finds them by their local names. The theme writes
// each local name with `_dv` for the hash, as its other CSS-module classes. A site of this
// generator gets none (`__DOCS_DOCUSAURUS_METADATA__` is false: the minifier drops these).
//   - Headings: `anchorWithStickyNavbar` before 3.9.2, `anchorTargetStickyNavbar` from 3.9.2 on
//     (theme-common's useAnchorTargetClassName, shared with footnotes since that release).
//   - Footnotes: nothing before 3.9; in 3.9.0 and 3.9.1 the footnote reference link
//     (`<a data-footnote-ref>`) alone, `footnoteRefStickyNavbar`; from 3.9.2 on every content
//     link and list item with an id (the reference `<a id="user-content-fnref-…">` and the note
//     `<li id="user-content-fn-…">`), the headings' `anchorTargetStickyNavbar`.
// Each `…HideOnScrollNavbar` instead with navbar.hideOnScroll.
import siteConfig from 'virtual:docs/site-config';
import { siteOnDocusaurus } from '../blog/authorRelease.js';

const navbarKind = () => (siteConfig.navbar.hideOnScroll ? 'HideOnScrollNavbar' : 'StickyNavbar');

/** A heading's target class (it always has an id): the release's name for it. */
export function headingTargetClass(): string | undefined {
  if (!__DOCS_DOCUSAURUS_METADATA__) return undefined;
  return `${siteOnDocusaurus(3, 9, 2) ? 'anchorTarget' : 'anchorWith'}${navbarKind()}_dv`;
}

/** The class of a content link (MDXComponents/A) with these props, if its release gives one. */
export function contentLinkTargetClass(props: {
  id?: string | undefined;
  'data-footnote-ref'?: unknown;
}): string | undefined {
  if (!__DOCS_DOCUSAURUS_METADATA__) return undefined;
  if (siteOnDocusaurus(3, 9, 2))
    return props.id === undefined ? undefined : `anchorTarget${navbarKind()}_dv`;
  // 3.9.0's MDXComponents/A tests the prop for `true`, the value MDX gives the footnote reference.
  if (siteOnDocusaurus(3, 9) && props['data-footnote-ref'] === true)
    return `footnoteRef${navbarKind()}_dv`;
  return undefined;
}

/** The class of a content list item (MDXComponents/Li) with this id, if its release gives one. */
export function listItemTargetClass(id: string | undefined): string | undefined {
  if (!__DOCS_DOCUSAURUS_METADATA__ || id === undefined || !siteOnDocusaurus(3, 9, 2))
    return undefined;
  return `anchorTarget${navbarKind()}_dv`;
}
