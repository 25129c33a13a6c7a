// The HTML document around a pre-rendered page: head tags, stylesheets, preloads, theme script.
import { formatTitle, headTagKey, type HeadTag, type PageHead } from '../../src/shared/pageHead.js';
import { rootElementId, ROUTES_VERSION_META } from '../../src/shared/constants.js';
import type { SiteConfig } from '../../src/shared/types.js';
import { headTagsHtml, themeHeadTags } from '../../src/shared/themeHead.js';
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let templateVersion: string | undefined;
/**
 * A hash of this module's code (the file it runs from: the source, or the CLI bundle's chunk), for
 * keys of what `renderHtmlDocument` makes of its inputs (plugins/stages/prerender.ts). Unreadable,
 * it is different in every process: nothing is kept by such a key.
 */
export function htmlTemplateVersion(): string {
  if (templateVersion === undefined)
    try {
      templateVersion = createHash('sha1')
        .update(readFileSync(fileURLToPath(import.meta.url)))
        .digest('base64url');
    } catch {
      templateVersion = randomUUID();
    }
  return templateVersion;
}

const NEEDS_ESCAPE = /[&<>"]/;

export function escapeHtml(s: string): string {
  // Most values (the theme's tag names and contents) have nothing to escape.
  if (!NEEDS_ESCAPE.test(s)) return s;
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export interface HtmlAssets {
  /** Stylesheets, as URLs under the base path. */
  css: string[];
  /** The entry script. */
  entry: string;
  /** Chunks this route needs on first load (module preloads). */
  preloads: string[];
  /** The page's bucket of the route table, `<n>-<hash>` (src/client/standaloneDoc.ts reads it). */
  routeBucket?: string;
  /** The locale's data file, run before the entry (plugins/i18n/sharedBundle.ts). */
  localeData?: string;
}

export function renderHtmlDocument(params: {
  siteConfig: SiteConfig;
  pathname: string;
  head: PageHead;
  appHtml: string;
  assets: HtmlAssets;
  themeScript: string;
  extraScripts?: string[];
  csp?: string;
  /** Site-wide head tags (the blog's feed links), written as given. */
  headTags?: string[];
  /** Elements a Docusaurus config adds to every page's head (plugins/pages/siteHead.ts). */
  siteHead?: string[];
  /** `themeConfig.metadata`, before `siteHead`: a page's `<Head>` element of its key replaces one. */
  siteMetadata?: { html: string; key?: string }[];
  /** Plugins' elements before and after the app (`injectHtmlTags`' preBodyTags, postBodyTags). */
  preBodyTags?: string;
  postBodyTags?: string;
  /** A Docusaurus site: the app's element has Docusaurus's id (`__docusaurus`). */
  docusaurus?: boolean;
}): string {
  const { siteConfig: c, pathname, head, appHtml, assets, themeScript } = params;
  // og:title is the theme's title (its PageMetadata's, or the site's title); a `<title>` of the
  // page's own `<Head>` replaces only the `<title>`, as react-helmet keeps the theme's og:title
  // meta (Docusaurus 3.7 to 3.10: docusaurus-search-local's search page, a doc's MDX `<Head>`).
  const themeTitle =
    head.fullTitle ?? formatTitle(head.title, c.title, c.titleDelimiter, c.repeatSiteTitle);
  const title = head.headTitle ?? themeTitle;
  // The tags are written one after the other into one string. An array of conditional spreads
  // (`...(x ? [tag] : [])`, joined) gave the same text, but the optimizing compiler inlined it
  // into one very large graph: 5 % of all its background work in a 1,000-doc build (s27).
  // The keys of the page's own `<Head>` elements: the theme's of the same key are left out, as
  // react-helmet-async keeps the last Head's (the page's are rendered after the theme's).
  const own = head.tags?.length ? ownKeys(head.tags) : undefined;
  const not = (key: string) => own === undefined || !own.has(key);
  const theme = themeHeadTags(
    c,
    pathname,
    themeTitle,
    head,
    own,
    params.siteMetadata?.map((m) => m.key),
  );
  let h = '<meta charset="UTF-8">';
  if (params.csp)
    h += `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(params.csp)}">`;
  if (not('meta name=viewport'))
    h += '<meta name="viewport" content="width=device-width, initial-scale=1.0">';
  h += '<meta name="generator" content="docs-generator">';
  h += `<title>${escapeHtml(title)}</title>`;
  h += headTagsHtml(theme.tags.slice(0, theme.feedsAt), escapeHtml);
  if (params.headTags) h += params.headTags.join('');
  h += headTagsHtml(theme.tags.slice(theme.feedsAt), escapeHtml);
  if (params.siteMetadata)
    params.siteMetadata.forEach((m, i) => {
      if (theme.metadataKept[i] && (m.key === undefined || not(m.key))) h += m.html;
    });
  if (head.tags) h += ownTags(head.tags);
  if (params.siteHead) h += params.siteHead.join('');
  h += `<script>${themeScript}</script>`;
  if (params.extraScripts) for (const s of params.extraScripts) h += `<script>${s}</script>`;
  for (const href of assets.css) h += `<link rel="stylesheet" href="${href}">`;
  if (assets.routeBucket)
    h += `<meta name="${ROUTES_VERSION_META}" content="${escapeHtml(assets.routeBucket)}">`;
  // A deferred script runs before the module scripts after it, in order.
  if (assets.localeData) h += `<script defer src="${assets.localeData}"></script>`;
  h += `<script type="module" src="${assets.entry}"></script>`;
  for (const href of assets.preloads) h += `<link rel="modulepreload" href="${href}">`;
  const locale = c.i18n?.localeConfigs[c.i18n.currentLocale];
  const htmlLang = escapeHtml(locale?.htmlLang ?? 'en');
  const htmlClass = head.htmlClassName ? ` class="${escapeHtml(head.htmlClassName)}"` : '';
  return `<!DOCTYPE html><html lang="${htmlLang}" dir="${locale?.direction ?? 'ltr'}" data-theme="${c.colorMode.defaultMode}"${htmlClass}><head>${h}</head><body>${params.preBodyTags ?? ''}<div id="${rootElementId(params.docusaurus === true)}">${appHtml}</div>${params.postBodyTags ?? ''}</body></html>`;
}

/** The keys of a page's own head elements (`headTagKey`). */
function ownKeys(tags: HeadTag[]): Set<string> {
  const keys = new Set<string>();
  for (const t of tags) {
    const key = headTagKey(t);
    if (key !== undefined) keys.add(key);
  }
  return keys;
}

/**
 * A page's own head elements, marked as react-helmet-async marks the elements it writes; a script
 * with its text as written (a `</` in it, which would end the element early, as `<\/`).
 */
function ownTags(tags: HeadTag[]): string {
  let h = '';
  for (const t of tags) {
    h += `<${t.tag}`;
    for (const [k, v] of Object.entries(t.attributes)) h += ` ${k}="${escapeHtml(v)}"`;
    h += ' data-rh="true">';
    if (t.tag === 'script') h += `${(t.text ?? '').replace(/<\//g, '<\\/')}</script>`;
  }
  return h;
}
