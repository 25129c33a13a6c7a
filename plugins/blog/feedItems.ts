// What goes in a blog's feeds besides the posts: their items (Docusaurus's default items, or the
// site's `feedOptions.createFeedItems`) and their stylesheets (`feedOptions.xslt`).
import { existsSync, readFileSync } from 'node:fs';
import { basename, isAbsolute, join, parse, relative, resolve } from 'node:path';
import { stripBaseUrl } from '../../src/shared/paths.js';
import { BuildError } from '../diagnostics.js';
import { PACKAGE_ROOT } from '../paths.js';
import { absolutizeHtml, extractPostContent, type FeedItem } from './feeds.js';
import type { BlogOptions } from './options.js';
import type { DocusaurusBlogPost } from './processPosts.js';

/** The arguments Docusaurus gives `createFeedItems` (and its `defaultCreateFeedItems`). */
export interface CreateFeedItemsParams {
  blogPosts: DocusaurusBlogPost[];
  siteConfig: { url: string; baseUrl: string };
  outDir: string;
}

/**
 * Docusaurus's default items: each post's title, absolute link (its id too), date, description,
 * tags as categories, authors, and its rendered content (`readPage` gives a page's HTML by route
 * path) with absolute links.
 */
export function defaultFeedItems(
  readPage: (path: string) => string | undefined,
): (p: CreateFeedItemsParams) => Promise<FeedItem[]> {
  return async ({ blogPosts, siteConfig }) =>
    blogPosts.map(({ metadata: m }) => {
      const link = siteConfig.url.replace(/\/$/, '') + m.permalink;
      const html = extractPostContent(
        readPage(stripBaseUrl(m.permalink, siteConfig.baseUrl)) ?? '',
      );
      const authors = (m.authors as { name?: string; url?: string; email?: string }[]).map((a) => ({
        ...(a.name !== undefined ? { name: a.name } : {}),
        ...(a.url !== undefined ? { link: a.url } : {}),
        ...(a.email !== undefined ? { email: a.email } : {}),
      }));
      return {
        title: m.title,
        id: link,
        link,
        date: m.date,
        description: m.description,
        category: m.tags.map((t) => ({ name: t.label, term: t.label })),
        content: absolutizeHtml(html ?? '', link),
        ...(authors.length ? { author: authors } : {}),
      };
    });
}

/**
 * The items a site's `createFeedItems` returned, checked: a list of objects with a `title`, a
 * `link` and a `date` (a Date, or a string or number Date takes). Anything else is an error at the
 * config file.
 */
export function checkFeedItems(value: unknown, where: { file: string; blog: string }): FeedItem[] {
  const fail = (message: string): never => {
    throw new BuildError({
      file: where.file,
      severity: 'error',
      kind: 'docusaurus config',
      message: `${where.blog} feedOptions.createFeedItems ${message}`,
      hint: 'return a list of feed items ({title, link, date, …}), e.g. from defaultCreateFeedItems',
    });
  };
  if (!Array.isArray(value))
    return fail(`returned ${JSON.stringify(value) ?? 'undefined'}, not a list`);
  return value.map((raw: unknown, i) => {
    if (!raw || typeof raw !== 'object') return fail(`returned a non-object item at index ${i}`);
    const item = raw as Record<string, unknown>;
    const date =
      item.date instanceof Date
        ? item.date
        : typeof item.date === 'string' || typeof item.date === 'number'
          ? new Date(item.date)
          : undefined;
    if (typeof item.title !== 'string') return fail(`item ${i} has no string "title"`);
    if (typeof item.link !== 'string')
      return fail(`item ${i} ("${item.title}") has no string "link"`);
    if (!date || Number.isNaN(date.getTime()))
      return fail(`item ${i} ("${item.title}") has no valid "date"`);
    return { ...(item as unknown as FeedItem), date };
  });
}

/** This generator's own stylesheets (`xslt: true`): plugins/blog/feedStyles/, one CSS for both. */
const BUILT_IN_XSLT = {
  rss: join(PACKAGE_ROOT, 'plugins/blog/feedStyles/rss.xsl'),
  atom: join(PACKAGE_ROOT, 'plugins/blog/feedStyles/atom.xsl'),
} as const;
const BUILT_IN_CSS = join(PACKAGE_ROOT, 'plugins/blog/feedStyles/feed.css');

/**
 * A feed's stylesheet files, as Docusaurus 3.8 resolves `feedOptions.xslt`: `true` the built-in
 * one; a path absolute, or relative to the blog's folder; the CSS file of the same name next to
 * it is required. Undefined when the feed has none. Returns the output names and their contents.
 */
export function feedStylesheet(
  type: 'rss' | 'atom' | 'json',
  o: BlogOptions,
  p: { blogDir: string; siteDir: string; configFile: string },
): { xslt: string; files: [name: string, content: string][] } | undefined {
  if (type === 'json') return undefined;
  const setting = o.feedOptions.xslt[type];
  if (setting === false) return undefined;
  const xsl =
    setting === true
      ? BUILT_IN_XSLT[type]
      : isAbsolute(setting)
        ? setting
        : resolve(p.blogDir, setting);
  // Written next to the XSLT file under its name (rss.css), as the XSLT file links it.
  const cssName = `${parse(xsl).name}.css`;
  const css = setting === true ? BUILT_IN_CSS : join(parse(xsl).dir, cssName);
  const shown = (f: string) => relative(p.siteDir, f).split('\\').join('/');
  for (const [file, what] of [
    [xsl, `the XSLT file of the ${type} feed`],
    [css, `the CSS file of the ${type} feed's XSLT file`],
  ] as const)
    if (!existsSync(file))
      throw new BuildError({
        file: p.configFile,
        severity: 'error',
        kind: 'docusaurus config',
        message: `feedOptions.xslt.${type}: ${what} is not found at ${shown(file)}`,
        hint:
          file === css
            ? 'a custom XSLT file needs a CSS file of the same name next to it (rss.xsl → rss.css)'
            : 'give a path relative to the blog folder, or true for the default stylesheet',
      });
  return {
    xslt: basename(xsl),
    files: [
      [basename(xsl), readFileSync(xsl, 'utf8')],
      [cssName, readFileSync(css, 'utf8')],
    ],
  };
}
