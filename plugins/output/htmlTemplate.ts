// The HTML document around a pre-rendered page: head tags, stylesheets, preloads, theme script.
import { formatTitle, headTagKey, type HeadTag, type PageHead } from '../../src/shared/pageHead.js';
import { ROOT_ELEMENT_ID, ROUTES_VERSION_META } from '../../src/shared/constants.js';
import { applyTrailingSlash, staticFileUrl, withBaseUrl } from '../../src/shared/paths.js';
import type { SiteConfig } from '../../src/shared/types.js';
import { alternatePageUrl, localeUrl, openGraphLocale } from '../../src/shared/i18n.js';
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

export function escapeHtml(s: string): string {
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
}): string {
  const { siteConfig: c, pathname, head, appHtml, assets, themeScript } = params;
  const title = escapeHtml(
    head.fullTitle ?? formatTitle(head.title, c.title, c.titleDelimiter, c.repeatSiteTitle),
  );
  const canonical = c.url + withBaseUrl(applyTrailingSlash(pathname, c.trailingSlash), c.baseUrl);
  const description = head.description?.trim();
  const image = head.image
    ? /^https?:/.test(head.image)
      ? head.image
      : c.url + staticFileUrl(head.image, c.baseUrl)
    : undefined;
  // The tags are written one after the other into one string. An array of conditional spreads
  // (`...(x ? [tag] : [])`, joined) gave the same text, but the optimizing compiler inlined it
  // into one very large graph: 5 % of all its background work in a 1,000-doc build (s27).
  const lang = c.i18n?.currentLocale ?? 'en';
  // The keys of the page's own `<Head>` elements: the theme's of the same key are left out, as
  // react-helmet-async keeps the last Head's (the page's are rendered after the theme's).
  const own = head.tags?.length ? ownKeys(head.tags) : undefined;
  const not = (key: string) => own === undefined || !own.has(key);
  let h = '<meta charset="UTF-8">';
  if (params.csp)
    h += `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(params.csp)}">`;
  if (not('meta name=viewport'))
    h += '<meta name="viewport" content="width=device-width, initial-scale=1.0">';
  h += '<meta name="generator" content="docs-generator">';
  h += `<title>${title}</title>`;
  if (not('meta property=og:title')) h += `<meta property="og:title" content="${title}">`;
  if (not('meta property=og:url'))
    h += `<meta property="og:url" content="${escapeHtml(canonical)}">`;
  const locales = localeTags(c, canonical);
  h += locales.og;
  if (not('meta name=twitter:card'))
    h += '<meta name="twitter:card" content="summary_large_image">';
  if (not('link rel=canonical')) h += `<link rel="canonical" href="${escapeHtml(canonical)}">`;
  h += locales.alternates;
  if (params.headTags) h += params.headTags.join('');
  h += `<meta name="docusaurus_locale" content="${escapeHtml(lang)}">`;
  h += `<meta name="docsearch:language" content="${escapeHtml(lang)}">`;
  if (head.docsearchTag) {
    h += `<meta name="docusaurus_tag" content="${head.docsearchTag}">`;
    h += `<meta name="docsearch:docusaurus_tag" content="${head.docsearchTag}">`;
  }
  if (head.docsearchTag === 'docs-default-current') {
    h += '<meta name="docusaurus_version" content="current">';
    h += '<meta name="docsearch:version" content="current">';
  } else if (head.docsVersion !== undefined) {
    h += `<meta name="docusaurus_version" content="${escapeHtml(head.docsVersion)}">`;
    h += `<meta name="docsearch:version" content="${escapeHtml(head.docsVersion)}">`;
  }
  if (description) {
    if (not('meta name=description'))
      h += `<meta name="description" content="${escapeHtml(description)}">`;
    if (not('meta property=og:description'))
      h += `<meta property="og:description" content="${escapeHtml(description)}">`;
  }
  if (head.article) h += articleTags(head.article);
  if (head.keywords?.length && not('meta name=keywords'))
    h += `<meta name="keywords" content="${escapeHtml(head.keywords.join(','))}">`;
  if (image) {
    if (not('meta property=og:image'))
      h += `<meta property="og:image" content="${escapeHtml(image)}">`;
    if (not('meta name=twitter:image'))
      h += `<meta name="twitter:image" content="${escapeHtml(image)}">`;
  }
  // A site-wide `noIndex` puts it on every page, as Docusaurus's SiteMetadataDefaults does.
  if ((head.noIndex || c.noIndex) && not('meta name=robots'))
    h += '<meta name="robots" content="noindex, nofollow">';
  if (c.favicon) {
    const href = staticFileUrl(c.favicon, c.baseUrl);
    if (not(`link href=${href.toLowerCase()}`)) h += `<link rel="icon" href="${escapeHtml(href)}">`;
  }
  if (params.siteMetadata)
    for (const m of params.siteMetadata) if (m.key === undefined || not(m.key)) h += m.html;
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
  return `<!DOCTYPE html><html lang="${htmlLang}" dir="${locale?.direction ?? 'ltr'}" data-theme="${c.colorMode.defaultMode}"${htmlClass}><head>${h}</head><body>${params.preBodyTags ?? ''}<div id="${ROOT_ELEMENT_ID}">${appHtml}</div>${params.postBodyTags ?? ''}</body></html>`;
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

/** A page's own head elements, marked as react-helmet-async marks the elements it writes. */
function ownTags(tags: HeadTag[]): string {
  let h = '';
  for (const t of tags) {
    h += `<${t.tag}`;
    for (const [k, v] of Object.entries(t.attributes)) h += ` ${k}="${escapeHtml(v)}"`;
    h += ' data-rh="true">';
  }
  return h;
}

/** A blog post's Open Graph article tags. */
function articleTags(article: NonNullable<PageHead['article']>): string {
  let h = '<meta property="og:type" content="article">';
  h += `<meta property="article:published_time" content="${escapeHtml(article.publishedTime)}">`;
  if (article.authors.length)
    h += `<meta property="article:author" content="${escapeHtml(article.authors.join(','))}">`;
  if (article.tags.length)
    h += `<meta property="article:tag" content="${escapeHtml(article.tags.join(','))}">`;
  return h;
}

/**
 * og:locale (and og:locale:alternate for each other locale) and the hreflang alternates of every
 * locale plus x-default, as Docusaurus's SiteMetadata writes them; one locale: itself.
 */
function localeTags(c: SiteConfig, canonical: string): { og: string; alternates: string } {
  const i18n = c.i18n;
  if (!i18n) {
    const self = escapeHtml(canonical);
    return {
      og: '<meta property="og:locale" content="en">',
      alternates: `<link rel="alternate" href="${self}" hreflang="en"><link rel="alternate" href="${self}" hreflang="x-default">`,
    };
  }
  const pathname = canonical.slice(c.url.length);
  // Each locale on its own origin (Docusaurus 3.9+'s localeConfigs.<l>.url), else the site's.
  const url = (locale: string) =>
    escapeHtml(
      localeUrl(i18n, locale, c.url) + alternatePageUrl(i18n, c.baseUrl, pathname, locale),
    );
  const current = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  let og = `<meta property="og:locale" content="${escapeHtml(openGraphLocale(current))}">`;
  let alternates = '';
  for (const [locale, l] of Object.entries(i18n.localeConfigs)) {
    if (l.htmlLang !== current)
      og += `<meta property="og:locale:alternate" content="${escapeHtml(openGraphLocale(l.htmlLang))}">`;
    alternates += `<link rel="alternate" href="${url(locale)}" hreflang="${escapeHtml(l.htmlLang)}">`;
  }
  alternates += `<link rel="alternate" href="${url(i18n.defaultLocale)}" hreflang="x-default">`;
  return { og, alternates };
}
