// Checks every internal link and anchor of the rendered site against the pages and ids it has.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import {
  isExternalUrl,
  normalizePathname,
  resolveUrl,
  splitUrl,
  stripBaseUrl,
} from '../../src/shared/paths.js';

export interface PageLinks {
  /** Route path of the page, without the base URL. */
  path: string;
  /** href values as rendered (they include the base URL). */
  links: string[];
  ids: string[];
}

export interface BrokenLink {
  source: string;
  link: string;
  resolved: string;
  kind: 'link' | 'anchor';
  /** Where the page's Markdown source holds the link (`docs/a.mdx:12:5`), when it does. */
  at?: string;
}

/** hrefs of <a> elements and every id attribute in React-rendered HTML. */
export function collectLinksAndIds(html: string): { links: string[]; ids: string[] } {
  const unescape = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
  const links = [...html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/g)].map((m) => unescape(m[1]!));
  const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => unescape(m[1]!));
  return { links, ids };
}

export function checkLinks(params: {
  pages: PageLinks[];
  baseUrl: string;
  fileExists: (path: string) => boolean;
  /**
   * A link to a folder of the output (`/`, `/dir/`, `/dir`) needs a page there (its index.html),
   * as Docusaurus checks links against routes: its home link on a site without a home page is
   * broken. A folder is a path ending in `/`, or one `isFolder` says is a folder.
   */
  foldersNeedAPage?: boolean;
  isFolder?: (path: string) => boolean;
  /**
   * A link must name a page: a file of the output that is no page (`/files/a.pdf` from static/,
   * `/notes.html`) is broken, as Docusaurus checks a `Link`'s target against the site's routes.
   */
  pagesOnly?: boolean;
  /**
   * Pages whose route lies outside the base URL (a plugin's `/tide-table` on a build at `/fr/`):
   * a link under the base URL (`/fr/tide-table`, or relative) does not name them, as Docusaurus
   * matches links against route paths as written; a link outside it (`/tide-table`) does.
   */
  outsideBase?: ReadonlySet<string>;
}): BrokenLink[] {
  const { pages, baseUrl, fileExists, foldersNeedAPage = false, isFolder, pagesOnly } = params;
  const outsideBase = params.outsideBase ?? new Set<string>();
  // Each page's ids, as a set made the first time a link asks for one of its anchors.
  const byPath = new Map<string, string[] | Set<string>>();
  for (const p of pages) byPath.set(normalizePathname(p.path), p.ids);
  // Pages whose own path is an `.html` name (a route `/legacy.html`): that name is theirs.
  const htmlNamed = new Set(pages.map((p) => p.path).filter((p) => HTML_NAME.test(p)));
  const idsOf = (target: string): Set<string> => {
    const ids = byPath.get(target)!;
    if (ids instanceof Set) return ids;
    const set = new Set(ids);
    byPath.set(target, set);
    return set;
  };
  const broken: BrokenLink[] = [];
  // A link to an absolute path resolves the same on every page, and so does what the check finds
  // of it: each distinct one is resolved, and judged, once (a sidebar's links are on most pages:
  // issue 37). `null`: not broken.
  const absolute = new Map<string, Verdict | null>();
  const resolvedOf = (link: string, pagePath: string): Resolved | undefined => {
    const url = withForwardSlashes(link);
    if (isExternalUrl(url) || url.startsWith('javascript:')) return undefined;
    const resolvedUrl = resolveUrl(
      normalizePathname(pagePath) === '/' ? '/' : pagePath,
      url.startsWith('/') ? stripBaseUrl(url, baseUrl) : url,
    );
    const { path, hash } = splitUrl(resolvedUrl);
    const target = url.startsWith('#')
      ? normalizePathname(pagePath)
      : normalizePathname(safeDecode(path));
    // A path from the root is under the base URL when it starts with it; any other link is.
    const underBase = !url.startsWith('/') || baseUrl === '/' || stripBaseUrl(url, baseUrl) !== url;
    return { target, file: safeDecode(path), anchor: hash.slice(1), underBase };
  };
  const fileFound = (resolved: Resolved): boolean => {
    const { file } = resolved;
    const folder = foldersNeedAPage && (file.endsWith('/') || isFolder?.(file) === true);
    return fileExists(folder ? `${file.replace(/\/?$/, '/')}index.html` : file);
  };
  /** What the check finds of a link resolved as `resolved`: null when it is not broken. */
  const verdictOf = (resolved: Resolved | undefined): Verdict | null => {
    if (!resolved) return null;
    const { target, anchor, file } = resolved;
    if (resolved.underBase && outsideBase.has(target)) return { resolved: target, kind: 'link' };
    if (!byPath.has(target)) {
      if (!fileFound(resolved)) return { resolved: target, kind: 'link' };
      return pagesOnly ? { resolved: file, kind: 'link' } : null;
    }
    // `/docs/a.html` or `/docs/index.html` for the page `/docs/a` or `/docs`: no route has that name,
    // and Docusaurus (which matches links against routes) reports it, whatever file the host has.
    if (foldersNeedAPage && HTML_NAME.test(file) && !htmlNamed.has(file))
      return { resolved: file, kind: 'link' };
    const ids = anchor ? idsOf(target) : undefined;
    if (ids && !ids.has(anchor) && !ids.has(safeDecode(anchor)))
      return { resolved: `${target}#${anchor}`, kind: 'anchor' };
    return null;
  };
  for (const page of pages) {
    const seen = new Set<string>();
    // A link to an anchor of the page itself (`#id`: its headings', its table of contents'),
    // judged without resolving it, as `verdictOf` judges it: its target is the page, which is
    // one of `pages` (most of a doc page's links that are not the same on every page: issue 37).
    const self = /[?#]/.test(page.path) ? undefined : normalizePathname(page.path);
    for (const link of page.links) {
      if (!link || seen.has(link)) continue;
      seen.add(link);
      if (self !== undefined && link.charCodeAt(0) === 35) {
        const anchor = link.slice(1);
        const ids = anchor ? idsOf(self) : undefined;
        if (ids && !ids.has(anchor) && !ids.has(safeDecode(anchor)))
          broken.push({ source: page.path, link, resolved: `${self}#${anchor}`, kind: 'anchor' });
        continue;
      }
      let verdict = absolute.get(link);
      if (verdict === undefined) {
        // Only a path from the root (not `//host`, not `/\host`, which is protocol-relative) is
        // the same everywhere.
        verdict = verdictOf(resolvedOf(link, page.path));
        if (link.charCodeAt(0) === 47 && !/^\/[\\/]/.test(link)) absolute.set(link, verdict);
      }
      if (verdict) broken.push({ source: page.path, link, ...verdict });
    }
  }
  return broken;
}

/** A path ending in an `.html` (or `.htm`) name, as `normalizePathname` reads a page's file. */
const HTML_NAME = /\.html?$/i;

/** A link resolved to a site path: its page's key, its file, its anchor (without `#`). */
interface Resolved {
  target: string;
  file: string;
  anchor: string;
  /** Whether the link names a path under the base URL (a relative one does). */
  underBase: boolean;
}

/** A broken link: what it resolved to, and whether its page or its anchor is missing. */
type Verdict = Pick<BrokenLink, 'resolved' | 'kind'>;

/**
 * A backslash in a link's path is a slash, as a browser (and Docusaurus's link check, through
 * `new URL`) reads an http URL: `.\b` is `./b`, `\\host\a` a protocol-relative URL.
 */
function withForwardSlashes(link: string): string {
  return link.replace(/^[^?#]*/, (path) => path.replace(/\\/g, '/'));
}

/** Whether `path` (a site path) is a folder of the output folder `dir`. */
export function isFolderOf(dir: string, path: string): boolean {
  return statSync(join(dir, path), { throwIfNoEntry: false })?.isDirectory() === true;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function formatBrokenLinks(broken: BrokenLink[], kind: 'link' | 'anchor'): string {
  const list = broken.filter((b) => b.kind === kind);
  if (!list.length) return '';
  const bySource = new Map<string, BrokenLink[]>();
  for (const b of list) bySource.set(b.source, [...(bySource.get(b.source) ?? []), b]);
  const lines = [`Found broken ${kind}s!`, ''];
  for (const [source, items] of bySource) {
    lines.push(`- Broken ${kind} on source page path = ${source}:`);
    for (const b of items)
      lines.push(
        `   -> linking to ${b.link}${b.resolved !== b.link ? ` (resolved as: ${b.resolved})` : ''}${b.at ? ` at ${b.at}` : ''}`,
      );
  }
  return lines.join('\n');
}
