// The head elements the theme gives a route (Docusaurus's SiteMetadataDefaults, SiteMetadata,
// SearchMetadata and PageMetadata): viewport, Open Graph, canonical URL, hreflang alternates, the
// search tags, description, keywords, social card, robots, favicon, `themeConfig.metadata`. The
// build writes them into each page's HTML (plugins/output/htmlTemplate.ts); the browser writes the
// next route's in their place after a client navigation (src/theme/themeHead.ts), as react-helmet
// does with Docusaurus's.
import { alternatePageUrl, localeUrl, openGraphLocale } from './localeUrls.js';
import { headTagKey, type HeadTag, type PageHead } from './pageHead.js';
import { applyTrailingSlash, staticFileUrl, withBaseUrl } from './paths.js';
import type { SiteConfig } from './types.js';

/** What the theme's head needs of the site config. */
export type ThemeHeadSite = Pick<
  SiteConfig,
  'url' | 'baseUrl' | 'trailingSlash' | 'i18n' | 'noIndex' | 'favicon'
>;

export interface ThemeHead {
  /** In the order the HTML has them. */
  tags: HeadTag[];
  /** Where the site-wide tags of plugins (a blog's feed links) go among them. */
  feedsAt: number;
  /** Of each `themeConfig.metadata` element, whether the page keeps it (none of its own replaces it). */
  metadataKept: boolean[];
}

const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
  tag: 'meta',
  attributes: key === 'name' ? { name, content } : { property: name, content },
});

/**
 * The theme's head elements of the page at `pathname` (without the base URL), whose title (`og:title`)
 * is `title` (the viewport, before the title in the HTML, is the build's). An element of the same key
 * as one of the page's own `<Head>` elements (`ownKeys`) is left out, as react-helmet keeps the
 * page's. `themeConfig.metadata` (`metadataKeys`, `headTagKey` of each) is rendered after the
 * site's elements and before the page's (description, keywords, social card, search version and
 * tag, article, robots of the page): it replaces the former of its key, the latter replace it.
 */
export function themeHeadTags(
  c: ThemeHeadSite,
  pathname: string,
  title: string,
  head: PageHead,
  ownKeys?: ReadonlySet<string>,
  metadataKeys: readonly (string | undefined)[] = [],
): ThemeHead {
  const canonical = c.url + withBaseUrl(applyTrailingSlash(pathname, c.trailingSlash), c.baseUrl);
  const description = head.description?.trim();
  const image = head.image
    ? /^https?:/.test(head.image)
      ? head.image
      : c.url + staticFileUrl(head.image, c.baseUrl)
    : undefined;
  const lang = c.i18n?.currentLocale ?? 'en';
  /** The page's own metadata, rendered after `themeConfig.metadata`. */
  const page = new Set<HeadTag>();
  const withMetadata = metadataKeys.length > 0;
  const ofPage = (...t: HeadTag[]) => {
    if (withMetadata) for (const x of t) page.add(x);
    return t;
  };
  const tags: HeadTag[] = [
    ...ofPage(meta('property', 'og:title', title)),
    meta('property', 'og:url', canonical),
    ...localeTags(c, canonical, 'og'),
    meta('name', 'twitter:card', 'summary_large_image'),
    { tag: 'link', attributes: { rel: 'canonical', href: canonical } },
    ...localeTags(c, canonical, 'alternates'),
  ];
  const feedsAt = tags.length;
  tags.push(meta('name', 'docusaurus_locale', lang), meta('name', 'docsearch:language', lang));
  if (head.docsearchTag) {
    const search = [
      meta('name', 'docusaurus_tag', head.docsearchTag),
      meta('name', 'docsearch:docusaurus_tag', head.docsearchTag),
    ];
    tags.push(...(head.docsearchTag === 'default' ? search : ofPage(...search)));
  }
  const version = head.docsearchTag === 'docs-default-current' ? 'current' : head.docsVersion;
  if (version !== undefined)
    tags.push(
      ...ofPage(
        meta('name', 'docusaurus_version', version),
        meta('name', 'docsearch:version', version),
      ),
    );
  if (description)
    tags.push(
      ...ofPage(
        meta('name', 'description', description),
        meta('property', 'og:description', description),
      ),
    );
  if (head.article) {
    const a = head.article;
    tags.push(...ofPage(meta('property', 'og:type', 'article')));
    tags.push(...ofPage(meta('property', 'article:published_time', a.publishedTime)));
    if (a.authors.length)
      tags.push(...ofPage(meta('property', 'article:author', a.authors.join(','))));
    if (a.tags.length) tags.push(...ofPage(meta('property', 'article:tag', a.tags.join(','))));
  }
  if (head.keywords?.length)
    tags.push(...ofPage(meta('name', 'keywords', head.keywords.join(','))));
  if (image)
    tags.push(...ofPage(meta('property', 'og:image', image), meta('name', 'twitter:image', image)));
  // A site-wide `noIndex` puts it on every page, as Docusaurus's SiteMetadataDefaults does.
  if (head.noIndex) tags.push(...ofPage(meta('name', 'robots', 'noindex, nofollow')));
  else if (c.noIndex) tags.push(meta('name', 'robots', 'noindex, nofollow'));
  if (c.favicon)
    tags.push({
      tag: 'link',
      attributes: { rel: 'icon', href: staticFileUrl(c.favicon, c.baseUrl) },
    });
  if (!withMetadata && !ownKeys?.size) return { tags, feedsAt, metadataKept: [] };
  const metaKeys = new Set(metadataKeys.filter((k) => k !== undefined));
  const pageKeys = new Set([...page].map(headTagKey));
  const metadataKept = metadataKeys.map((k) => k === undefined || !pageKeys.has(k));
  const kept = (t: HeadTag) => {
    const key = headTagKey(t);
    if (key === undefined) return true;
    return !ownKeys?.has(key) && (page.has(t) || !metaKeys.has(key));
  };
  return {
    tags: tags.filter(kept),
    feedsAt: tags.slice(0, feedsAt).filter(kept).length,
    metadataKept,
  };
}

/**
 * og:locale (and og:locale:alternate for each other locale) and the hreflang alternates of every
 * locale plus x-default, as Docusaurus's SiteMetadata writes them; one locale: itself.
 */
function localeTags(c: ThemeHeadSite, canonical: string, part: 'og' | 'alternates'): HeadTag[] {
  const i18n = c.i18n;
  const alternate = (href: string, hreflang: string): HeadTag => ({
    tag: 'link',
    attributes: { rel: 'alternate', href, hreflang },
  });
  if (!i18n)
    return part === 'og'
      ? [meta('property', 'og:locale', 'en')]
      : [alternate(canonical, 'en'), alternate(canonical, 'x-default')];
  const pathname = canonical.slice(c.url.length);
  // Each locale on its own origin (Docusaurus 3.9+'s localeConfigs.<l>.url), else the site's.
  const url = (locale: string) =>
    localeUrl(i18n, locale, c.url) + alternatePageUrl(i18n, c.baseUrl, pathname, locale);
  const current = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const out: HeadTag[] = [];
  if (part === 'og') {
    out.push(meta('property', 'og:locale', openGraphLocale(current)));
    for (const l of Object.values(i18n.localeConfigs))
      if (l.htmlLang !== current)
        out.push(meta('property', 'og:locale:alternate', openGraphLocale(l.htmlLang)));
    return out;
  }
  for (const [locale, l] of Object.entries(i18n.localeConfigs))
    out.push(alternate(url(locale), l.htmlLang));
  out.push(alternate(url(i18n.defaultLocale), 'x-default'));
  return out;
}

/** Head elements as HTML, each `<tag attr="value">` (meta and link: no end tag). */
export function headTagsHtml(tags: readonly HeadTag[], escape: (s: string) => string): string {
  let h = '';
  for (const t of tags) {
    h += `<${t.tag}`;
    const a = t.attributes;
    for (const k in a) h += ` ${k}="${escape(a[k]!)}"`;
    h += '>';
  }
  return h;
}
