import type { HeadTag } from '../../shared/pageHead.js';

// The head a page sets while it renders (`<Layout title description>` of `@theme/Layout`), for
// the server's HTML: the route's own head (front matter, a page module's `title` export) is known
// before rendering, this only during it. The server renders one page at a time, synchronously
// (renderToString), so one collector at a time is enough.
export interface RenderedHead {
  title?: string;
  description?: string;
  /** The page's classes on `<html>` (the last `HtmlClassNameProvider` rendered: ./htmlClassName.tsx). */
  htmlClassName?: string;
  /**
   * The whole `<title>` a `<Head>` of the page's own gave, when none of the theme's titles (a
   * Layout's, the route's) was rendered after it: react-helmet shows the last one rendered.
   */
  headTitle?: string;
  /** The `<meta>` and `<link>` elements of each `<Head>` rendered, in render order (./Head.tsx). */
  headTags?: HeadTag[][];
}

let current: RenderedHead | undefined;
/** The page title's format, when a site's `@theme/ThemeProvider` gives one (../themeProviderTree.tsx). */
let format: ((title: string | undefined) => string) | undefined;

/** Runs `render` and returns what the page recorded (nothing in the browser, where it is unset). */
export function collectRenderedHead<T>(render: () => T): {
  result: T;
  head: RenderedHead;
  formatTitle?: (title: string | undefined) => string;
} {
  const head: RenderedHead = {};
  const previous = [current, format] as const;
  current = head;
  format = undefined;
  try {
    const result = render();
    return { result, head, ...(format ? { formatTitle: format } : {}) };
  } finally {
    [current, format] = previous;
  }
}

/** Called while the page renders: how its `<title>` is made from its title. */
export function recordTitleFormat(formatTitle: (title: string | undefined) => string): void {
  if (current) format = formatTitle;
}

/** Called by a page's layout while it renders: its title and description, when given. */
export function recordRenderedHead(head: RenderedHead): void {
  if (!current) return;
  if (head.title !== undefined) current.title = head.title;
  if (head.description !== undefined) current.description = head.description;
  if (head.htmlClassName !== undefined) current.htmlClassName = head.htmlClassName;
}

/**
 * Called while a `<Head>` with a `<title>` renders (./Head.tsx): a page's own (`theme` false), whose
 * text is the whole title, or one of the theme's, whose title the route's head makes.
 */
export function recordHeadTitle(text: string, theme: boolean): void {
  if (!current) return;
  if (theme) delete current.headTitle;
  else current.headTitle = text;
}

/** Called while a `<Head>` with meta or link elements renders (./Head.tsx): those elements. */
export function recordHeadTags(tags: HeadTag[]): void {
  if (!current || !tags.length) return;
  (current.headTags ??= []).push(tags);
}
