// `@docusaurus/Head`: `<title>`, `<meta>` and `<link>` elements for the page's head. The server's
// HTML has them (./serverHead.ts: its `<title>` from the last `<Head>` rendered with one when that
// is the page's own; the meta and link elements of every Head, merged with the theme's as
// react-helmet-async merges them: src/shared/pageHead.ts). In the browser they are applied when the
// component mounts (an element of the same key set aside meanwhile) and removed when it unmounts.
//
// Titles as react-helmet (Docusaurus's Head) orders them: when several mounted Heads give a title,
// the one rendered last in the tree wins — a page's own inside a site Layout's `<Head><title>`,
// whatever order their effects run in (a child's effects run before its parent's). Each Head keeps
// the place it was first rendered at; the title shown is the latest place's.
import { Children, Fragment, isValidElement, useEffect, useRef, type ReactNode } from 'react';
import { headTagKey, type HeadTag } from '../../shared/pageHead.js';
import { recordHeadTags, recordHeadTitle } from './serverHead.js';

/** React's names of attributes react-helmet-async writes under their HTML names. */
const HTML_NAMES: Record<string, string> = {
  className: 'class',
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
};

/** The head elements `children` describes (elements other than title, meta, link are ignored). */
export function headTags(children: ReactNode, out: HeadTag[] = []): HeadTag[] {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const { children: inner, ...props } = child.props as Record<string, unknown>;
    // A fragment's elements are the Head's, as react-helmet-async reads them.
    if (child.type === Fragment) headTags(inner as ReactNode, out);
    if (typeof child.type !== 'string' || !['title', 'meta', 'link'].includes(child.type)) return;
    const attributes: Record<string, string> = {};
    for (const [k, v] of Object.entries(props))
      if (typeof v === 'string' || typeof v === 'number')
        attributes[HTML_NAMES[k] ?? k] = String(v);
    out.push({
      tag: child.type,
      attributes,
      ...(child.type === 'title' ? { text: Children.toArray(inner as ReactNode).join('') } : {}),
    });
  });
  return out;
}

/** The elements mounted Heads put in the document's head. */
const owners = new Set<Element>();

/** The head's meta or link elements of this key (`headTagKey`). */
function elementsOfKey(key: string): Element[] {
  const tag = key.slice(0, key.indexOf(' '));
  return [...document.head.querySelectorAll(tag)].filter((e) => {
    const attributes: Record<string, string> = {};
    for (const a of e.attributes) if (a.name !== 'data-rh') attributes[a.name] = a.value;
    return headTagKey({ tag, attributes }) === key;
  });
}

/** The places (render order) of the mounted Heads that give a title, and their titles. */
const titleClaims = new Map<number, string>();
let renderedHeads = 0;
/** The title before the first claim, and the one the claims last set. */
let titleBefore: string | undefined;
let titleSet: string | undefined;

function showClaimedTitle(): void {
  if (titleClaims.size === 0) {
    // Put back what was there, unless something else (the frame, on a navigation) set the
    // title since the claims did.
    if (titleBefore !== undefined && document.title === titleSet) document.title = titleBefore;
    titleBefore = titleSet = undefined;
    return;
  }
  const latest = Math.max(...titleClaims.keys());
  titleSet = titleClaims.get(latest)!;
  document.title = titleSet;
}

/**
 * Shows the mounted Heads' title again after the frame set the next route's own (a navigation
 * that keeps a route level whose Head gives the title: a plugin's parent route's `@theme/Layout`
 * `title`), as react-helmet shows the title of every mounted Helmet after each change.
 */
export function showHeadTitleAgain(): void {
  if (titleClaims.size) showClaimedTitle();
}

export default function Head({
  children,
  themeTitle,
}: {
  children?: ReactNode;
  /** The theme's own title (a Layout's, the route's), which the server's head makes from the route. */
  themeTitle?: boolean;
}) {
  const tags = headTags(children);
  const key = JSON.stringify(tags);
  // On the server, the last `<title>` rendered is the page's, as react-helmet makes it there.
  const ownTitle = tags.find((t) => t.tag === 'title');
  if (ownTitle) recordHeadTitle(ownTitle.text ?? '', themeTitle === true);
  recordHeadTags(tags.filter((t) => t.tag !== 'title'));
  const place = useRef(0);
  if (place.current === 0) place.current = ++renderedHeads;
  useEffect(() => {
    const tags: HeadTag[] = JSON.parse(key);
    const added: Element[] = [];
    const title = tags.find((t) => t.tag === 'title');
    if (title) {
      if (titleClaims.size === 0) titleBefore = document.title;
      titleClaims.set(place.current, title.text ?? '');
      showClaimedTitle();
    }
    const setAside: Element[] = [];
    for (const t of tags) {
      if (t.tag === 'title') continue;
      const el = document.createElement(t.tag);
      for (const [k, v] of Object.entries(t.attributes)) el.setAttribute(k, v);
      el.setAttribute('data-rh', 'true');
      const key = headTagKey(t);
      const same = key === undefined ? [] : elementsOfKey(key);
      // Hydrating: the element the server wrote for this Head is this one's.
      const written = same.find((e) => !owners.has(e) && e.isEqualNode(el));
      for (const e of same) if (e !== written) e.remove();
      setAside.push(...same.filter((e) => e !== written));
      const mine = written ?? document.head.appendChild(el);
      owners.add(mine);
      added.push(mine);
    }
    return () => {
      for (const el of added) {
        el.remove();
        owners.delete(el);
      }
      // What this Head's elements replaced comes back, unless its own Head is gone too.
      for (const el of setAside)
        if (!el.hasAttribute('data-rh') || owners.has(el)) document.head.appendChild(el);
      if (title) {
        titleClaims.delete(place.current);
        showClaimedTitle();
      }
    };
  }, [key]);
  return null;
}
