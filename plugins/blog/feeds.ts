// The blog's feeds as Docusaurus 3.8 writes them (through the `feed` package): RSS 2.0, Atom 1.0
// and JSON Feed 1, of the newest listed posts, each with its content as rendered HTML.
import type { FeedType } from './options.js';

/**
 * A feed item as the `feed` package takes it (what Docusaurus's `createFeedItems` returns): the
 * fields its RSS, Atom and JSON output use.
 */
export interface FeedItem {
  title: string;
  /** The item's id (RSS `guid`); its link when absent. */
  id?: string;
  link: string;
  date: Date;
  description?: string;
  /** The content as HTML. */
  content?: string;
  author?: { name?: string; email?: string; link?: string }[];
  category?: { name?: string; term?: string }[];
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
  /** The feed's `<?xml-stylesheet?>` (feedOptions.xslt): the stylesheet's file name. */
  xslt?: string;
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
const updatedOf = (p: FeedParams) => new Date(Math.max(0, ...p.items.map((i) => i.date.getTime())));

/** The XML declaration, with the stylesheet's instruction as Docusaurus adds it. */
const xmlHead = (p: FeedParams) =>
  '<?xml version="1.0" encoding="utf-8"?>' +
  (p.xslt ? `<?xml-stylesheet type="text/xsl" href="${xml(p.xslt)}"?>` : '');

export function generateRss(p: FeedParams): string {
  const lines = [
    xmlHead(p),
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
  for (const item of p.items) {
    lines.push(
      '        <item>',
      `            <title>${cdata(item.title)}</title>`,
      `            <link>${xml(item.link)}</link>`,
      `            <guid>${xml(item.id ?? item.link)}</guid>`,
      `            <pubDate>${item.date.toUTCString()}</pubDate>`,
      ...(item.description
        ? [`            <description>${cdata(item.description)}</description>`]
        : []),
      ...(item.content !== undefined
        ? [`            <content:encoded>${cdata(item.content)}</content:encoded>`]
        : []),
      ...(item.author ?? [])
        .filter((a) => a.email)
        .map((a) => `            <author>${xml(`${a.email} (${a.name ?? a.email})`)}</author>`),
      ...(item.category ?? [])
        .filter((c) => c.name)
        .map((c) => `            <category>${xml(c.name!)}</category>`),
      '        </item>',
    );
  }
  lines.push('    </channel>', '</rss>');
  return lines.join('\n');
}

export function generateAtom(p: FeedParams): string {
  const lines = [
    xmlHead(p),
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `    <id>${xml(p.blogUrl)}</id>`,
    `    <title>${xml(p.title)}</title>`,
    `    <updated>${updatedOf(p).toISOString()}</updated>`,
    `    <link rel="alternate" href="${xml(p.blogUrl)}"/>`,
    `    <subtitle>${xml(p.description)}</subtitle>`,
    ...(p.favicon ? [`    <icon>${xml(p.favicon)}</icon>`] : []),
    ...(p.copyright ? [`    <rights>${xml(p.copyright)}</rights>`] : []),
  ];
  for (const item of p.items) {
    lines.push(
      '    <entry>',
      `        <title type="html">${cdata(item.title)}</title>`,
      `        <id>${xml(item.id ?? item.link)}</id>`,
      `        <link href="${xml(item.link)}"/>`,
      `        <updated>${item.date.toISOString()}</updated>`,
      ...(item.description
        ? [`        <summary type="html">${cdata(item.description)}</summary>`]
        : []),
      ...(item.content !== undefined
        ? [`        <content type="html">${cdata(item.content)}</content>`]
        : []),
      ...(item.author ?? []).map(
        (a) =>
          `        <author>\n            <name>${xml(a.name ?? '')}</name>${a.email ? `\n            <email>${xml(a.email)}</email>` : ''}${a.link ? `\n            <uri>${xml(a.link)}</uri>` : ''}\n        </author>`,
      ),
      ...(item.category ?? []).map(
        (c) =>
          `        <category label="${xml(c.name ?? c.term ?? '')}" term="${xml(c.term ?? c.name ?? '')}"/>`,
      ),
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
      items: p.items.map((item) => {
        const author = item.author?.[0];
        return {
          id: item.id ?? item.link,
          ...(item.content !== undefined ? { content_html: item.content } : {}),
          url: item.link,
          title: item.title,
          ...(item.description ? { summary: item.description } : {}),
          date_modified: item.date.toISOString(),
          ...(author
            ? {
                author: {
                  ...(author.name ? { name: author.name } : {}),
                  ...(author.link ? { url: author.link } : {}),
                },
              }
            : {}),
          tags: (item.category ?? []).flatMap((c) => (c.name ? [c.name] : [])),
        };
      }),
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
