// The HTML document around a pre-rendered page: head tags, stylesheets, preloads, theme script.
import { formatTitle, type PageHead } from '../../src/shared/pageHead.js';
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
  const tags = [
    `<meta charset="UTF-8">`,
    ...(params.csp
      ? [`<meta http-equiv="Content-Security-Policy" content="${escapeHtml(params.csp)}">`]
      : []),
    `<meta name="viewport" content="width=device-width, initial-scale=1.0">`,
    `<meta name="generator" content="docs-generator">`,
    `<title>${title}</title>`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    ...localeTags(c, canonical).og,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...localeTags(c, canonical).alternates,
    ...(params.headTags ?? []),
    `<meta name="docusaurus_locale" content="${escapeHtml(c.i18n?.currentLocale ?? 'en')}">`,
    `<meta name="docsearch:language" content="${escapeHtml(c.i18n?.currentLocale ?? 'en')}">`,
    ...(head.docsearchTag
      ? [
          `<meta name="docusaurus_tag" content="${head.docsearchTag}">`,
          `<meta name="docsearch:docusaurus_tag" content="${head.docsearchTag}">`,
        ]
      : []),
    ...(head.docsearchTag === 'docs-default-current'
      ? [
          `<meta name="docusaurus_version" content="current">`,
          `<meta name="docsearch:version" content="current">`,
        ]
      : head.docsVersion !== undefined
        ? [
            `<meta name="docusaurus_version" content="${escapeHtml(head.docsVersion)}">`,
            `<meta name="docsearch:version" content="${escapeHtml(head.docsVersion)}">`,
          ]
        : []),
    ...(description
      ? [
          `<meta name="description" content="${escapeHtml(description)}">`,
          `<meta property="og:description" content="${escapeHtml(description)}">`,
        ]
      : []),
    ...(head.article
      ? [
          `<meta property="og:type" content="article">`,
          `<meta property="article:published_time" content="${escapeHtml(head.article.publishedTime)}">`,
          ...(head.article.authors.length
            ? [
                `<meta property="article:author" content="${escapeHtml(head.article.authors.join(','))}">`,
              ]
            : []),
          ...(head.article.tags.length
            ? [`<meta property="article:tag" content="${escapeHtml(head.article.tags.join(','))}">`]
            : []),
        ]
      : []),
    ...(head.keywords?.length
      ? [`<meta name="keywords" content="${escapeHtml(head.keywords.join(','))}">`]
      : []),
    ...(image
      ? [
          `<meta property="og:image" content="${escapeHtml(image)}">`,
          `<meta name="twitter:image" content="${escapeHtml(image)}">`,
        ]
      : []),
    // A site-wide `noIndex` puts it on every page, as Docusaurus's SiteMetadataDefaults does.
    ...(head.noIndex || c.noIndex ? [`<meta name="robots" content="noindex, nofollow">`] : []),
    ...(c.favicon
      ? [`<link rel="icon" href="${escapeHtml(staticFileUrl(c.favicon, c.baseUrl))}">`]
      : []),
    ...(params.siteHead ?? []),
    `<script>${themeScript}</script>`,
    ...(params.extraScripts ?? []).map((s) => `<script>${s}</script>`),
    ...assets.css.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...(assets.routeBucket
      ? [`<meta name="${ROUTES_VERSION_META}" content="${escapeHtml(assets.routeBucket)}">`]
      : []),
    // A deferred script runs before the module scripts after it, in order.
    ...(assets.localeData ? [`<script defer src="${assets.localeData}"></script>`] : []),
    `<script type="module" src="${assets.entry}"></script>`,
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
  ];
  const locale = c.i18n?.localeConfigs[c.i18n.currentLocale];
  const lang = escapeHtml(locale?.htmlLang ?? 'en');
  return `<!DOCTYPE html><html lang="${lang}" dir="${locale?.direction ?? 'ltr'}" data-theme="${c.colorMode.defaultMode}"${head.htmlClassName ? ` class="${escapeHtml(head.htmlClassName)}"` : ''}><head>${tags.join('')}</head><body>${params.preBodyTags ?? ''}<div id="${ROOT_ELEMENT_ID}">${appHtml}</div>${params.postBodyTags ?? ''}</body></html>`;
}

/**
 * og:locale (and og:locale:alternate for each other locale) and the hreflang alternates of every
 * locale plus x-default, as Docusaurus's SiteMetadata writes them; one locale: itself.
 */
function localeTags(c: SiteConfig, canonical: string): { og: string[]; alternates: string[] } {
  const i18n = c.i18n;
  if (!i18n) {
    const self = escapeHtml(canonical);
    return {
      og: [`<meta property="og:locale" content="en">`],
      alternates: [
        `<link rel="alternate" href="${self}" hreflang="en">`,
        `<link rel="alternate" href="${self}" hreflang="x-default">`,
      ],
    };
  }
  const pathname = canonical.slice(c.url.length);
  // Each locale on its own origin (Docusaurus 3.9+'s localeConfigs.<l>.url), else the site's.
  const url = (locale: string) =>
    escapeHtml(
      localeUrl(i18n, locale, c.url) + alternatePageUrl(i18n, c.baseUrl, pathname, locale),
    );
  const current = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const configs = Object.entries(i18n.localeConfigs);
  return {
    og: [
      `<meta property="og:locale" content="${escapeHtml(openGraphLocale(current))}">`,
      ...configs
        .filter(([, l]) => l.htmlLang !== current)
        .map(
          ([, l]) =>
            `<meta property="og:locale:alternate" content="${escapeHtml(openGraphLocale(l.htmlLang))}">`,
        ),
    ],
    alternates: [
      ...configs.map(
        ([locale, l]) =>
          `<link rel="alternate" href="${url(locale)}" hreflang="${escapeHtml(l.htmlLang)}">`,
      ),
      `<link rel="alternate" href="${url(i18n.defaultLocale)}" hreflang="x-default">`,
    ],
  };
}
