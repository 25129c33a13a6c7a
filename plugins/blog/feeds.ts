// The blog's feeds as Docusaurus 3.8 writes them (through the `feed` package): RSS 2.0, Atom 1.0
// and JSON Feed 1, of the newest listed posts, each with its content as rendered HTML.
import type { BlogPostSummary } from '../../src/shared/blogTypes.js';
import type { FeedType } from './options.js';

export interface FeedItem {
  post: BlogPostSummary;
  /** The post's content as rendered HTML (links and images made absolute). */
  html: string;
}

export interface FeedParams {
  /** Absolute URL of the blog (`https://example.com/blog`). */
  blogUrl: string;
  title: string;
  description: string;
  copyright: string;
  language?: string;
  /** Absolute URL of the favicon. */
  favicon?: string;
  items: FeedItem[];
  /** Absolute URL of a post from its permalink. */
  absolute: (permalink: string) => string;
}

export const FEED_FILES: Record<FeedType, string> = {
  rss: 'rss.xml',
  atom: 'atom.xml',
  json: 'feed.json',
};

export const FEED_MIME: Record<FeedType, string> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
  json: 'application/json',
};

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** `href`/`src` of the HTML made absolute: root-relative against the site, others the post. */
export function absolutizeHtml(html: string, pageUrl: string): string {
  return html.replace(/\b(href|src)="([^"]*)"/g, (all, attr: string, url: string) => {
    // An in-page anchor too becomes the post's URL with it, as in Docusaurus's feeds.
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url === '') return all;
    try {
      return `${attr}="${new URL(url.replace(/&amp;/g, '&'), pageUrl).href.replace(/&/g, '&amp;')}"`;
    } catch {
      return all;
    }
  });
}

/** The newest date of the items (the feed's `updated`), or the given fallback. */
const updatedOf = (p: FeedParams) =>
  new Date(Math.max(0, ...p.items.map((i) => Date.parse(i.post.date))));

export function generateRss(p: FeedParams): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '    <channel>',
    `        <title>${xml(p.title)}</title>`,
    `        <link>${xml(p.blogUrl)}</link>`,
    `        <description>${xml(p.description)}</description>`,
    `        <lastBuildDate>${updatedOf(p).toUTCString()}</lastBuildDate>`,
    '        <docs>https://validator.w3.org/feed/docs/rss2.html</docs>',
    `        <language>${xml(p.language ?? 'en')}</language>`,
    ...(p.copyright ? [`        <copyright>${xml(p.copyright)}</copyright>`] : []),
  ];
  for (const { post, html } of p.items) {
    const url = p.absolute(post.permalink);
    lines.push(
      '        <item>',
      `            <title>${cdata(post.title)}</title>`,
      `            <link>${xml(url)}</link>`,
      `            <guid>${xml(url)}</guid>`,
      `            <pubDate>${new Date(post.date).toUTCString()}</pubDate>`,
      ...(post.description
        ? [`            <description>${cdata(post.description)}</description>`]
        : []),
      `            <content:encoded>${cdata(html)}</content:encoded>`,
      ...post.authors
        .filter((a) => a.email)
        .map((a) => `            <author>${xml(`${a.email} (${a.name ?? a.email})`)}</author>`),
      ...post.tags.map((t) => `            <category>${xml(t.label)}</category>`),
      '        </item>',
    );
  }
  lines.push('    </channel>', '</rss>');
  return lines.join('\n');
}

export function generateAtom(p: FeedParams): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `    <id>${xml(p.blogUrl)}</id>`,
    `    <title>${xml(p.title)}</title>`,
    `    <updated>${updatedOf(p).toISOString()}</updated>`,
    `    <link rel="alternate" href="${xml(p.blogUrl)}"/>`,
    `    <subtitle>${xml(p.description)}</subtitle>`,
    ...(p.favicon ? [`    <icon>${xml(p.favicon)}</icon>`] : []),
    ...(p.copyright ? [`    <rights>${xml(p.copyright)}</rights>`] : []),
  ];
  for (const { post, html } of p.items) {
    const url = p.absolute(post.permalink);
    lines.push(
      '    <entry>',
      `        <title type="html">${cdata(post.title)}</title>`,
      `        <id>${xml(url)}</id>`,
      `        <link href="${xml(url)}"/>`,
      `        <updated>${new Date(post.date).toISOString()}</updated>`,
      ...(post.description
        ? [`        <summary type="html">${cdata(post.description)}</summary>`]
        : []),
      `        <content type="html">${cdata(html)}</content>`,
      ...post.authors.map(
        (a) =>
          `        <author>\n            <name>${xml(a.name ?? '')}</name>${a.email ? `\n            <email>${xml(a.email)}</email>` : ''}${a.url ? `\n            <uri>${xml(a.url)}</uri>` : ''}\n        </author>`,
      ),
      ...post.tags.map((t) => `        <category label="${xml(t.label)}" term="${xml(t.label)}"/>`),
      '    </entry>',
    );
  }
  lines.push('</feed>');
  return lines.join('\n');
}

export function generateJsonFeed(p: FeedParams): string {
  return JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1',
      title: p.title,
      home_page_url: p.blogUrl,
      description: p.description,
      items: p.items.map(({ post, html }) => ({
        id: p.absolute(post.permalink),
        content_html: html,
        url: p.absolute(post.permalink),
        title: post.title,
        ...(post.description ? { summary: post.description } : {}),
        date_modified: new Date(post.date).toISOString(),
        ...(post.authors[0]
          ? {
              author: {
                ...(post.authors[0].name ? { name: post.authors[0].name } : {}),
                ...(post.authors[0].url ? { url: post.authors[0].url } : {}),
              },
            }
          : {}),
        tags: post.tags.map((t) => t.label),
      })),
    },
    null,
    4,
  );
}

export function generateFeed(type: FeedType, p: FeedParams): string {
  return type === 'rss' ? generateRss(p) : type === 'atom' ? generateAtom(p) : generateJsonFeed(p);
}

/**
 * The post's content in its rendered page: the element with `itemprop="articleBody"` (its
 * balanced `<div>`), or undefined when the page has none.
 */
export function extractPostContent(pageHtml: string): string | undefined {
  const start = /<div[^>]*\bitemprop="articleBody"[^>]*>/i.exec(pageHtml);
  if (!start) return undefined;
  const re = /<(\/?)div\b[^>]*>/g;
  re.lastIndex = start.index + start[0].length;
  let depth = 1;
  for (let m = re.exec(pageHtml); m; m = re.exec(pageHtml)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return pageHtml.slice(start.index + start[0].length, m.index);
  }
  return undefined;
}
