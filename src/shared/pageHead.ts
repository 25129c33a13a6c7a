// Title and description of a route, shared by the server (head tags), the client (on navigation)
// and the build (the HTML template).
import { TITLE_SEPARATOR } from './constants.js';

export interface PageHead {
  title?: string;
  /** The whole `<title>` when a site's `@theme/ThemeProvider/TitleFormatter` made it. */
  fullTitle?: string;
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
