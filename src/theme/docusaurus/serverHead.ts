// The head a page sets while it renders (`<Layout title description>` of `@theme/Layout`), for
// the server's HTML: the route's own head (front matter, a page module's `title` export) is known
// before rendering, this only during it. The server renders one page at a time, synchronously
// (renderToString), so one collector at a time is enough.
export interface RenderedHead {
  title?: string;
  description?: string;
}

let current: RenderedHead | undefined;

/** Runs `render` and returns what the page recorded (nothing in the browser, where it is unset). */
export function collectRenderedHead<T>(render: () => T): { result: T; head: RenderedHead } {
  const head: RenderedHead = {};
  const previous = current;
  current = head;
  try {
    return { result: render(), head };
  } finally {
    current = previous;
  }
}

/** Called by a page's layout while it renders: its title and description, when given. */
export function recordRenderedHead(head: RenderedHead): void {
  if (!current) return;
  if (head.title !== undefined) current.title = head.title;
  if (head.description !== undefined) current.description = head.description;
}
