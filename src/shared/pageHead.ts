// Title and description of a route, shared by the server (head tags), the client (on navigation)
// and the build (the HTML template).
import { TITLE_SEPARATOR } from './constants.js';

export interface PageHead {
  title?: string;
  /** The whole `<title>` when a site's `@theme/ThemeProvider/TitleFormatter` made it. */
  fullTitle?: string;
  /**
   * The `<title>` of a `<Head>` of the page's own rendered after the theme's titles: the page's
   * `<title>`, while `og:title` stays the theme's (Docusaurus's PageMetadata or site default).
   */
  headTitle?: string;
  description?: string;
  /** The page's classes on `<html>` (Docusaurus's `HtmlClassNameProvider`), set as it renders. */
  htmlClassName?: string;
  keywords?: string[];
  image?: string;
  noIndex?: boolean;
  /** The docsearch tag: "docs-default-current" on doc pages, "default" elsewhere. */
  docsearchTag?: string;
  /** A doc of versioned docs: its version's name (`docusaurus_version`; `current` otherwise). */
  docsVersion?: string;
  status?: number;
  /** A blog post: `og:type` article, its date, authors' URLs and tags (as Docusaurus writes). */
  article?: { publishedTime: string; authors: string[]; tags: string[] };
  /**
   * The `<meta>`, `<link>` and `<script>` elements the page's own `@docusaurus/Head`s rendered, in
   * render order, each kept only when no later Head gave one of its key (`headTagKey`). (Docusaurus's
   * server HTML has no `<style>` of a Head: it is applied in the browser.)
   */
  tags?: HeadTag[];
}

/** An element of a `<Head>`: its tag name and attributes (HTML names), a title's, script's or style's text. */
export interface HeadTag {
  tag: string;
  attributes: Record<string, string>;
  text?: string;
}

const PRIMARY: Record<string, string[]> = {
  meta: ['name', 'charset', 'http-equiv', 'property', 'itemprop'],
  link: ['rel', 'href'],
  script: ['src', 'innerhtml'],
  style: ['csstext'],
};

/**
 * What makes two head elements the same one, as react-helmet-async (Docusaurus's `Head`) decides
 * which of two Heads' elements to keep: the last of the element's attributes among its tag's primary
 * ones (`name`, `property`… of a meta; `rel` or `href` of a link; `src` or the text of a script, the
 * text of a style), with its value in lower case. A canonical link is known by its `rel`, a
 * stylesheet by its `href`. Undefined: never replaced.
 */
export function headTagKey(tag: HeadTag): string | undefined {
  const primary = PRIMARY[tag.tag];
  if (!primary) return undefined;
  let key: string | undefined;
  let value: string | undefined;
  for (const [name, v] of Object.entries(tag.attributes)) {
    const lower = name.toLowerCase();
    if (!primary.includes(lower)) continue;
    if (key === 'rel' && tag.attributes.rel?.toLowerCase() === 'canonical') continue;
    if (lower === 'rel' && v.toLowerCase() === 'stylesheet') continue;
    key = lower;
    value = v;
  }
  // A script's or style's text is its `innerHTML` or `cssText` there, after its attributes.
  if (tag.text && (tag.tag === 'script' || tag.tag === 'style')) {
    key = tag.tag === 'script' ? 'innerhtml' : 'csstext';
    value = tag.text;
  }
  return value ? `${tag.tag} ${key}=${value.toLowerCase()}` : undefined;
}

/**
 * The elements of several Heads, in render order, as react-helmet-async merges them: an element
 * is left out when a later Head gives one of the same key; those of one Head are all kept.
 */
export function mergeHeadTags(instances: HeadTag[][]): HeadTag[] {
  const seen = new Set<string>();
  const kept: HeadTag[][] = [];
  for (let i = instances.length - 1; i >= 0; i--) {
    const mine = new Set<string>();
    const out = instances[i]!.filter((t) => {
      const key = headTagKey(t);
      if (key === undefined || seen.has(key)) return false;
      mine.add(key);
      return true;
    });
    for (const k of mine) seen.add(k);
    kept.unshift(out);
  }
  return kept.flat();
}

/**
 * A page's `<title>`: "Title | Site", the site's title alone for an empty title, and for the site's
 * own title too unless `repeatSiteTitle` (Docusaurus before 3.8: theme-common's `useTitleFormatter`
 * compared nothing; 3.8's `TitleFormatterFnDefault` returns the site's title alone).
 */
export function formatTitle(
  title: string | undefined,
  siteTitle: string,
  delimiter: string = TITLE_SEPARATOR,
  repeatSiteTitle = false,
): string {
  const t = title?.trim();
  if (!t || (t === siteTitle && !repeatSiteTitle)) return siteTitle;
  return `${t} ${delimiter} ${siteTitle}`;
}
