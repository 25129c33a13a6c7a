// `@docusaurus/useBrokenLinks`, and the links a page hands to the broken-link check of a
// Docusaurus site: as in Docusaurus, only what `Link` renders (Markdown links are `Link`s) and what
// a component passes to `collectLink`/`collectAnchor` is checked, not a plain `<a href>` of a React
// component. The server renders one page at a time, synchronously (renderToString), so one
// collection at a time is enough; in the browser there is none and collecting does nothing.

export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

/** What one page's render collected, each value once, in first order. */
export interface CollectedLinks {
  links: string[];
  anchors: string[];
}

let current: { links: Set<string>; anchors: Set<string> } | undefined;

const collector: BrokenLinks = {
  collectLink(link) {
    if (typeof link === 'string') current?.links.add(link);
  },
  collectAnchor(anchor) {
    // `collectAnchor('#id')` and `collectAnchor('id')` are the same anchor, as in Docusaurus.
    if (typeof anchor === 'string') current?.anchors.add(anchor.replace(/^#/, ''));
  },
};

/** Runs `render` and returns the links and anchors collected while it ran. */
export function collectLinksDuring<T>(render: () => T): { result: T; collected: CollectedLinks } {
  const previous = current;
  const page = (current = { links: new Set<string>(), anchors: new Set<string>() });
  try {
    const result = render();
    return { result, collected: { links: [...page.links], anchors: [...page.anchors] } };
  } finally {
    current = previous;
  }
}

/** Collects an anchor of the page being rendered on the server (a heading's id, a `Details`'). */
export function collectAnchor(anchor: string | undefined): void {
  collector.collectAnchor(anchor);
}

/**
 * What `Link` collects for a target (`to` or `href`) rendered as `href`: a link to a page of the
 * site opened in the same tab, or an anchor of this page (Docusaurus's rule: a target with a
 * protocol or `//`, or opened elsewhere, is not checked; nor is one marked `data-noBrokenLinkCheck`).
 */
export function collectRenderedLink(
  target: string,
  href: string,
  props: { id?: string | undefined; target?: string | undefined },
  noBrokenLinkCheck?: boolean,
): void {
  if (!current) return;
  if (props.id) collector.collectAnchor(props.id);
  if (!target || noBrokenLinkCheck || /^(?:\w*:|\/\/)/.test(target)) return;
  if (!target.startsWith('#') && props.target && props.target !== '_self') return;
  collector.collectLink(href);
}

/** `useBrokenLinks()`: collects into the page being rendered on the server (no-op elsewhere). */
export default function useBrokenLinks(): BrokenLinks {
  return collector;
}
