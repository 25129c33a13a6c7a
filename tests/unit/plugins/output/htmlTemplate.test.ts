// The page shell (plugins/output/htmlTemplate.ts): its tags are written into one string one after
// the other (s28: the array of conditional spreads it was gave the optimizing compiler one very
// large graph). `referenceDocument` below is that array's code, kept as the specification: every
// combination of the inputs that decide a tag gives the same bytes from both.
import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  renderHtmlDocument,
  type HtmlAssets,
} from '../../../../plugins/output/htmlTemplate.js';
import { ROOT_ELEMENT_ID, ROUTES_VERSION_META } from '../../../../src/shared/constants.js';
import { alternatePageUrl, localeUrl, openGraphLocale } from '../../../../src/shared/i18n.js';
import { formatTitle, type PageHead } from '../../../../src/shared/pageHead.js';
import { applyTrailingSlash, staticFileUrl, withBaseUrl } from '../../../../src/shared/paths.js';
import type { SiteConfig } from '../../../../src/shared/types.js';

type Params = Parameters<typeof renderHtmlDocument>[0];

/** A seeded generator (mulberry32): the same cases every run. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const I18N = {
  defaultLocale: 'en',
  currentLocale: 'fr',
  locales: ['en', 'fr', 'ar', 'pt-BR'],
  siteBaseUrl: '/docs/',
  localeConfigs: {
    en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
    fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory', path: 'fr' },
    ar: { label: 'العربية', direction: 'rtl', htmlLang: 'ar', calendar: 'gregory', path: 'ar' },
    'pt-BR': {
      label: 'Português',
      direction: 'ltr',
      htmlLang: 'pt-BR',
      calendar: 'gregory',
      path: 'pt-BR',
      url: 'https://pt.example.org/',
    },
  },
};

function siteOf(pick: () => boolean): SiteConfig {
  return {
    title: 'Kettle & "Co"',
    titleDelimiter: pick() ? '·' : '|',
    repeatSiteTitle: pick(),
    url: 'https://kettle.example.org',
    baseUrl: '/docs/',
    trailingSlash: pick() ? true : undefined,
    colorMode: { defaultMode: pick() ? 'dark' : 'light' },
    ...(pick() ? { noIndex: true } : {}),
    ...(pick() ? { favicon: 'img/favicon & co.ico' } : {}),
    ...(pick() ? { i18n: { ...I18N, currentLocale: pick() ? 'ar' : 'fr' } } : {}),
  } as unknown as SiteConfig;
}

function headOf(pick: () => boolean): PageHead {
  return {
    ...(pick() ? { title: 'Boiling <water>' } : {}),
    ...(pick() ? { fullTitle: 'Whole & title' } : {}),
    ...(pick() ? { headTitle: 'Own <title>' } : {}),
    ...(pick() ? { description: pick() ? '  Heat "it" & <wait>  ' : '   ' } : {}),
    ...(pick() ? { htmlClassName: 'plugin-docs docs-doc-page "x"' } : {}),
    ...(pick() ? { keywords: pick() ? ['tea', 'water & "steam"'] : [] } : {}),
    ...(pick() ? { image: pick() ? 'https://cdn.example.org/a.png?x=1&y=2' : 'img/card.png' } : {}),
    ...(pick() ? { noIndex: true } : {}),
    ...(pick() ? { docsearchTag: pick() ? 'docs-default-current' : 'docs-default-1.0' } : {}),
    ...(pick() ? { docsVersion: pick() ? '1.0 <old>' : '' } : {}),
    ...(pick()
      ? {
          article: {
            publishedTime: '2026-11-30T00:00:00.000Z',
            authors: pick() ? ['https://a.example', 'https://b.example/?q="x"'] : [],
            tags: pick() ? ['news', 'tea & water'] : [],
          },
        }
      : {}),
  };
}

function paramsOf(seed: number): Params {
  const next = random(seed);
  const pick = () => next() < 0.5;
  const assets: HtmlAssets = {
    css: pick() ? ['/docs/assets/main.css', '/docs/assets/page.css'] : [],
    entry: '/docs/assets/entry-abc.js',
    preloads: pick() ? ['/docs/assets/a.js', '/docs/assets/b.js'] : [],
    ...(pick() ? { routeBucket: '3-xYz' } : {}),
    ...(pick() ? { localeData: '/docs/assets/locale-fr.js' } : {}),
  };
  return {
    siteConfig: siteOf(pick),
    pathname: pick() ? '/docs/guide/kettle&tea-"1"' : '/docs/',
    head: headOf(pick),
    appHtml: '<main>app</main>',
    assets,
    themeScript: 'document.documentElement.dataset.theme="light"',
    ...(pick() ? { extraScripts: ['window.a=1', 'window.b=2'] } : {}),
    ...(pick() ? { csp: "default-src 'self' & more" } : {}),
    ...(pick()
      ? { headTags: ['<link rel="alternate" type="application/rss+xml" href="/rss">'] }
      : {}),
    ...(pick() ? { siteHead: ['<meta name="x" content="1">', '<link rel="me" href="/me">'] } : {}),
    ...(pick() ? { preBodyTags: '<noscript>pre</noscript>' } : {}),
    ...(pick() ? { postBodyTags: '<script>post()</script>' } : {}),
  };
}

describe('renderHtmlDocument', () => {
  it('writes the same bytes as the array of tags it replaced, for 1,000 combinations of its inputs', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 1000; seed++) {
      const params = paramsOf(seed);
      const html = renderHtmlDocument(params);
      expect(html, `case ${seed}`).toBe(referenceDocument(params));
      seen.add(html);
    }
    // The cases differ: the comparison covers more than one shape of page.
    expect(seen.size).toBeGreaterThan(950);
  });

  it("writes a doc page's head in Docusaurus's order", () => {
    const html = renderHtmlDocument({
      siteConfig: {
        title: 'Site',
        url: 'https://s.example',
        baseUrl: '/',
        colorMode: { defaultMode: 'light' },
      } as unknown as SiteConfig,
      pathname: '/a',
      head: { title: 'A', description: 'About a', docsearchTag: 'docs-default-current' },
      appHtml: '<p>a</p>',
      assets: { css: ['/s.css'], entry: '/e.js', preloads: ['/p.js'], routeBucket: '0-h' },
      themeScript: 't()',
    });
    expect(html).toBe(
      '<!DOCTYPE html><html lang="en" dir="ltr" data-theme="light"><head>' +
        '<meta charset="UTF-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1.0">' +
        '<meta name="generator" content="docs-generator">' +
        '<title>A | Site</title><meta property="og:title" content="A | Site">' +
        '<meta property="og:url" content="https://s.example/a">' +
        '<meta property="og:locale" content="en">' +
        '<meta name="twitter:card" content="summary_large_image">' +
        '<link rel="canonical" href="https://s.example/a">' +
        '<link rel="alternate" href="https://s.example/a" hreflang="en">' +
        '<link rel="alternate" href="https://s.example/a" hreflang="x-default">' +
        '<meta name="docusaurus_locale" content="en"><meta name="docsearch:language" content="en">' +
        '<meta name="docusaurus_tag" content="docs-default-current">' +
        '<meta name="docsearch:docusaurus_tag" content="docs-default-current">' +
        '<meta name="docusaurus_version" content="current">' +
        '<meta name="docsearch:version" content="current">' +
        '<meta name="description" content="About a">' +
        '<meta property="og:description" content="About a">' +
        '<script>t()</script><link rel="stylesheet" href="/s.css">' +
        `<meta name="${ROUTES_VERSION_META}" content="0-h">` +
        '<script type="module" src="/e.js"></script><link rel="modulepreload" href="/p.js">' +
        `</head><body><div id="${ROOT_ELEMENT_ID}"><p>a</p></div></body></html>`,
    );
  });
});

describe("a page's own <Head><title>", () => {
  const page = (head: PageHead) =>
    renderHtmlDocument({
      siteConfig: {
        title: 'Loom Almanac',
        url: 'https://s.example',
        baseUrl: '/',
        colorMode: { defaultMode: 'light' },
      } as unknown as SiteConfig,
      pathname: '/find',
      head,
      appHtml: '',
      assets: { css: [], entry: '/e.js', preloads: [] },
      themeScript: '',
    });
  const ogTitle = (html: string) => /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1];
  const tabTitle = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it("is the <title>, while og:title stays the site's title (a page under a Layout without one)", () => {
    // docusaurus-search-local's search page: Docusaurus 3.7's build wrote og:title = the site title.
    const html = page({ headTitle: 'Search the shuttles' });
    expect(tabTitle(html)).toBe('Search the shuttles');
    expect(ogTitle(html)).toBe('Loom Almanac');
  });

  it("is the <title>, while og:title stays the theme's page title", () => {
    const html = page({ title: 'Warp', headTitle: 'Warp, tensioned' });
    expect(tabTitle(html)).toBe('Warp, tensioned');
    expect(ogTitle(html)).toBe('Warp | Loom Almanac');
  });
});

/** The shell as written before s28 (an array of conditional spreads, joined): the specification. */
function referenceDocument(params: {
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
  const themeTitle = escapeHtml(
    head.fullTitle ?? formatTitle(head.title, c.title, c.titleDelimiter, c.repeatSiteTitle),
  );
  const title = head.headTitle === undefined ? themeTitle : escapeHtml(head.headTitle);
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
    `<meta property="og:title" content="${themeTitle}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    ...referenceLocaleTags(c, canonical).og,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...referenceLocaleTags(c, canonical).alternates,
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

/** og:locale and the hreflang alternates, as written before s28. */
function referenceLocaleTags(
  c: SiteConfig,
  canonical: string,
): { og: string[]; alternates: string[] } {
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
