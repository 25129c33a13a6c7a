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

/** Elements a Head writes (others are ignored, as react-helmet-async's base, noscript are not here). */
const HEAD_ELEMENTS = ['title', 'meta', 'link', 'script', 'style'];

/** The head elements `children` describes (elements other than HEAD_ELEMENTS are ignored). */
export function headTags(children: ReactNode, out: HeadTag[] = []): HeadTag[] {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const { children: inner, ...props } = child.props as Record<string, unknown>;
    // A fragment's elements are the Head's, as react-helmet-async reads them.
    if (child.type === Fragment) headTags(inner as ReactNode, out);
    if (typeof child.type !== 'string' || !HEAD_ELEMENTS.includes(child.type)) return;
    const attributes: Record<string, string> = {};
    for (const [k, v] of Object.entries(props))
      if (typeof v === 'string' || typeof v === 'number')
        attributes[HTML_NAMES[k] ?? k] = String(v);
    const text = child.type === 'title' || child.type === 'script' || child.type === 'style';
    out.push({
      tag: child.type,
      attributes,
      ...(text ? { text: Children.toArray(inner as ReactNode).join('') } : {}),
    });
  });
  return out;
}

/** The elements mounted Heads put in the document's head. */
const owners = new Set<Element>();

/** The head's elements of this key (`headTagKey`). */
function elementsOfKey(key: string): Element[] {
  const tag = key.slice(0, key.indexOf(' '));
  return [...document.head.querySelectorAll(tag)].filter((e) => {
    const attributes: Record<string, string> = {};
    for (const a of e.attributes) if (a.name !== 'data-rh') attributes[a.name] = a.value;
    const text = tag === 'script' || tag === 'style' ? { text: e.textContent ?? '' } : {};
    return headTagKey({ tag, attributes, ...text }) === key;
  });
}

// The theme's elements of the route (../themeHead.ts) against the Heads': one of a key a
// mounted Head gives waits, out of the head, until that Head goes; one a Head set aside comes back
// when it goes, while it is the route's (`keepsPlace`).
let keepsPlace: (el: Element) => boolean = () => false;
export function setKeepsPlace(test: (el: Element) => boolean): void {
  keepsPlace = test;
}
/** The theme's elements waiting for a Head of their key to go. */
const waiting = new Map<string, Element>();
/** Elements the mounted Heads set aside. */
const aside = new Set<Element>();

/** Whether a mounted Head gives an element of this key (`headTagKey`). */
export const isHeadKey = (key: string): boolean => elementsOfKey(key).some((e) => owners.has(e));

/** Puts `el` in the head when no mounted Head gives one of its key, else once the last goes. */
export function showUnlessHeadKey(el: Element, key: string, before: (el: Element) => void): void {
  if (isHeadKey(key)) waiting.set(key, el);
  else before(el);
}

/** Forgets the theme's waiting elements (the route's are about to be written). */
export function clearWaiting(): void {
  waiting.clear();
}

/** The elements the mounted Heads set aside. */
export const setAsideElements = (): ReadonlySet<Element> => aside;

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
  // Docusaurus's server HTML has a Head's meta, link and script elements, not its styles.
  recordHeadTags(tags.filter((t) => t.tag !== 'title' && t.tag !== 'style'));
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
      if (t.text) el.textContent = t.text;
      const key = headTagKey(t);
      const same = key === undefined ? [] : elementsOfKey(key);
      // Hydrating: the element the server wrote for this Head is this one's.
      const written = same.find((e) => !owners.has(e) && e.isEqualNode(el));
      for (const e of same) if (e !== written) e.remove();
      for (const e of same)
        if (e !== written) {
          setAside.push(e);
          aside.add(e);
        }
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
      for (const el of setAside) {
        aside.delete(el);
        if (!el.hasAttribute('data-rh') || owners.has(el) || keepsPlace(el))
          document.head.appendChild(el);
      }
      // The theme's element of a key this Head gave, unless another mounted Head gives one too.
      for (const t of tags) {
        const key = headTagKey(t);
        const el = key === undefined ? undefined : waiting.get(key);
        if (!el || !keepsPlace(el) || isHeadKey(key!)) continue;
        waiting.delete(key!);
        document.head.appendChild(el);
      }
      if (title) {
        titleClaims.delete(place.current);
        showClaimedTitle();
      }
    };
  }, [key]);
  return null;
}
