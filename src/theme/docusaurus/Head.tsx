// `@docusaurus/Head`: `<title>`, `<meta>` and `<link>` elements for the page's head. They are
// applied in the browser, when the component mounts, and removed when it unmounts; the server's
// head comes from the page's front matter (title, description, keywords, image), and its `<title>`
// from the last `<Head>` rendered with one when that is the page's own (./serverHead.ts).
//
// Titles as react-helmet (Docusaurus's Head) orders them: when several mounted Heads give a title,
// the one rendered last in the tree wins — a page's own inside a site Layout's `<Head><title>`,
// whatever order their effects run in (a child's effects run before its parent's). Each Head keeps
// the place it was first rendered at; the title shown is the latest place's.
import { Children, isValidElement, useEffect, useRef, type ReactNode } from 'react';
import { recordHeadTitle } from './serverHead.js';

interface HeadTag {
  tag: string;
  attributes: Record<string, string>;
  text?: string;
}

/** The head elements `children` describes (elements other than title, meta, link are ignored). */
export function headTags(children: ReactNode): HeadTag[] {
  const out: HeadTag[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child) || typeof child.type !== 'string') return;
    const { children: inner, ...props } = child.props as Record<string, unknown>;
    if (!['title', 'meta', 'link'].includes(child.type)) return;
    const attributes: Record<string, string> = {};
    for (const [k, v] of Object.entries(props))
      if (typeof v === 'string' || typeof v === 'number')
        attributes[k === 'className' ? 'class' : k] = String(v);
    out.push({
      tag: child.type,
      attributes,
      ...(child.type === 'title' ? { text: Children.toArray(inner as ReactNode).join('') } : {}),
    });
  });
  return out;
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
    for (const t of tags) {
      if (t.tag === 'title') continue;
      const el = document.createElement(t.tag);
      for (const [k, v] of Object.entries(t.attributes)) el.setAttribute(k, v);
      document.head.appendChild(el);
      added.push(el);
    }
    return () => {
      for (const el of added) el.remove();
      if (title) {
        titleClaims.delete(place.current);
        showClaimedTitle();
      }
    };
  }, [key]);
  return null;
}
