// The theme's head elements after a client navigation: the next route's canonical URL, og:url,
// hreflang alternates, og:title, description, keywords, social card, robots and search tags
// (src/shared/themeHead.ts) take the place of the previous route's, as react-helmet updates
// Docusaurus's SiteMetadata, PageMetadata and SearchMetadata. The server wrote the first route's.
//
// Run after the Heads' effects of the commit (the unmounted ones' cleanups, then the mounted ones'):
// an element of a key a mounted `<Head>` gives is not written (the Head's is the page's, as
// react-helmet keeps the last one rendered); one that a Head set aside comes back when the Head
// goes without a navigation (`setKeepsPlace`).
import siteConfig, { siteData } from 'virtual:docs/site-config';
import { headTagKey, type HeadTag, type PageHead } from '../shared/pageHead.js';
import { themeHeadTags } from '../shared/themeHead.js';
import type * as HeadSide from './docusaurus/Head.js';

/** The Head's side of the coordination (./docusaurus/Head.tsx), handed over by ./themeHeadLoader.ts. */
type HeadCoordination = Pick<
  typeof HeadSide,
  'clearWaiting' | 'setAsideElements' | 'setKeepsPlace' | 'showUnlessHeadKey'
>;
let heads: HeadCoordination;

/** Connects this module to the Heads' (once, when it loads). */
export function connectHead(h: HeadCoordination): void {
  heads = h;
  heads.setKeepsPlace((el) => written?.has(el) === true);
}

/** The theme's elements in the head now (undefined: the server's, not yet looked up). */
let written: Set<Element> | undefined;

/** The theme's head elements of a route, `themeConfig.metadata` last (those its page keeps). */
function routeTags(pathname: string, title: string, head: PageHead): HeadTag[] {
  const metadata = siteData.headMetadata ?? [];
  const image = head.image ?? siteData.headImage;
  const site = { ...siteConfig, noIndex: siteData.noIndex === true };
  const theme = themeHeadTags(
    site,
    pathname,
    title,
    image ? { ...head, image } : head,
    undefined,
    metadata.map(headTagKey),
  );
  return [...theme.tags, ...metadata.filter((_, i) => theme.metadataKept[i])];
}

const sameAttributes = (e: Element, t: HeadTag): boolean => {
  const names = e.getAttributeNames().filter((n) => n !== 'data-rh');
  return (
    names.length === Object.keys(t.attributes).length &&
    names.every((n) => e.getAttribute(n) === t.attributes[n])
  );
};

/**
 * The server's theme elements of the first route: those of its tags the head holds, or a Head set
 * aside.
 */
function serverElements(tags: HeadTag[]): Set<Element> {
  const found = new Set<Element>();
  for (const t of tags) {
    const e = [...document.head.querySelectorAll(t.tag), ...heads.setAsideElements()].find(
      (e) => !found.has(e) && !e.hasAttribute('data-rh') && sameAttributes(e, t),
    );
    if (e) found.add(e);
  }
  return found;
}

/**
 * Replaces the theme's head elements of the route shown before (`from`) by those of the route
 * shown now. `title` is each route's whole title (`og:title`).
 */
export function updateThemeHead(
  from: { pathname: string; title: string; head: PageHead },
  to: { pathname: string; title: string; head: PageHead },
): void {
  // The server's og:title is the title it wrote, which a Head's `<title>` may have changed since.
  const serverTitle = () =>
    document.head
      .querySelector('meta[property="og:title"]:not([data-rh])')
      ?.getAttribute('content');
  const previous =
    written ?? serverElements(routeTags(from.pathname, serverTitle() ?? from.title, from.head));
  // Where the theme's elements were: the next ones go there, in their order.
  const anchor = [...previous].find((e) => e.isConnected);
  const marker = document.createComment('');
  if (anchor) anchor.before(marker);
  else document.head.appendChild(marker);
  heads.clearWaiting();
  const next = new Set<Element>();
  for (const t of routeTags(to.pathname, to.title, to.head)) {
    const el = document.createElement(t.tag);
    for (const [k, v] of Object.entries(t.attributes)) el.setAttribute(k, v);
    el.setAttribute('data-rh', 'true');
    next.add(el);
    // One of a key a mounted Head gives waits until that Head goes.
    const key = headTagKey(t);
    if (key === undefined) marker.before(el);
    else heads.showUnlessHeadKey(el, key, (e) => marker.before(e));
  }
  marker.remove();
  for (const e of previous) {
    // Marked, a server element a Head set aside does not come back when that Head goes.
    e.setAttribute('data-rh', 'true');
    e.remove();
  }
  written = next;
}
