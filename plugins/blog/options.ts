// A blog instance's options as Docusaurus 3.8's blog plugin takes them, with its defaults.
import { BuildError } from '../diagnostics.js';
import { customComponentOptions } from '../config/docusaurus/componentOptions.js';

export type FeedType = 'rss' | 'atom' | 'json';

/** `defaultReadingTime` as Docusaurus hands it to the `readingTime` option. */
export type DefaultReadingTime = (p: {
  content: string;
  locale?: string;
  options?: { wordsPerMinute?: number };
}) => number;

/** The `readingTime` option: minutes for a post, or undefined to show none. */
export type ReadingTimeFunction = (p: {
  content: string;
  frontMatter: Record<string, unknown>;
  defaultReadingTime: DefaultReadingTime;
  locale: string;
}) => number | undefined;

/** The `processBlogPosts` option: the posts (plugins/blog/processPosts.ts), or a new list. */
export type ProcessBlogPosts = (p: { blogPosts: unknown[] }) => unknown;

/** `feedOptions.createFeedItems`: the feed's items (plugins/blog/feedItems.ts). */
export type CreateFeedItems = (p: Record<string, unknown>) => unknown;

/** `feedOptions.xslt`: for each feed, no stylesheet, ours, or a file of the site's. */
export interface FeedXslt {
  rss: string | boolean;
  atom: string | boolean;
}

export interface BlogOptions {
  id: string;
  path: string;
  routeBasePath: string;
  tagsBasePath: string;
  archiveBasePath: string | null;
  pageBasePath: string;
  authorsBasePath: string;
  authorsMapPath: string;
  postsPerPage: number | 'ALL';
  blogTitle: string;
  blogDescription: string;
  blogSidebarCount: number | 'ALL';
  blogSidebarTitle: string;
  showReadingTime: boolean;
  sortPosts: 'descending' | 'ascending';
  include: string[];
  exclude: string[];
  /** Path of the tags file, `null`/`false` for none, undefined: `tags.yml` when it exists. */
  tags: string | false | null | undefined;
  onInlineTags: 'ignore' | 'log' | 'warn' | 'throw';
  onInlineAuthors: 'ignore' | 'log' | 'warn' | 'throw';
  onUntruncatedBlogPosts: 'ignore' | 'log' | 'warn' | 'throw';
  editUrl: string | ((params: Record<string, unknown>) => string | undefined) | undefined;
  /** A string editUrl of a translated post points at the translated file (Docusaurus's option). */
  editLocalizedFiles: boolean;
  readingTime?: ReadingTimeFunction;
  processBlogPosts?: ProcessBlogPosts;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  feedOptions: {
    type: FeedType[];
    title?: string;
    description?: string;
    copyright: string;
    language?: string;
    limit: number | false;
    createFeedItems?: CreateFeedItems;
    xslt: FeedXslt;
  };
  /**
   * The component options naming another module than Docusaurus's default (`blogListComponent`…),
   * by option: their routes render with that module (plugins/builtins/contentComponents.ts).
   */
  components?: Record<string, string>;
}

const REPORT = ['ignore', 'log', 'warn', 'throw'] as const;
const GLOB_EXCLUDE_DEFAULT = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

/** `/blog/`, `blog` → `/blog`; `/` and `` → `/`. */
export function normalizeRouteBasePath(p: string): string {
  const trimmed = p.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '/';
}

/** Joins URL segments with single slashes (`/blog` + `/tags/` + `x` → `/blog/tags/x`). */
export function joinUrl(...parts: string[]): string {
  const joined = parts
    .filter((p) => p !== '')
    .join('/')
    .replace(/\/{2,}/g, '/');
  const out = joined.startsWith('/') ? joined : `/${joined}`;
  return out.length > 1 ? out.replace(/\/$/, '') : out;
}

export function resolveBlogOptions(
  id: string,
  raw: Record<string, unknown>,
  configFile: string,
): BlogOptions {
  const fail = (key: string, expected: string): never => {
    throw new BuildError({
      file: configFile,
      severity: 'error',
      message: `blog${id === 'default' ? '' : ` "${id}"`} option "${key}" must be ${expected}${key in raw ? ` (got ${JSON.stringify(raw[key])})` : ''}`,
      hint: 'see the blog plugin options in the Docusaurus documentation',
    });
  };
  const str = (key: string, dflt: string): string =>
    raw[key] === undefined ? dflt : typeof raw[key] === 'string' ? raw[key] : fail(key, 'a string');
  const bool = (key: string, dflt: boolean): boolean =>
    raw[key] === undefined
      ? dflt
      : typeof raw[key] === 'boolean'
        ? raw[key]
        : fail(key, 'true or false');
  const countOrAll = (key: string, dflt: number | 'ALL'): number | 'ALL' => {
    const v = raw[key];
    if (v === undefined) return dflt;
    if (v === 'ALL' || (typeof v === 'number' && Number.isInteger(v) && v >= 0)) return v;
    return fail(key, 'a whole number or "ALL"');
  };
  const oneOf = <T extends string>(key: string, values: readonly T[], dflt: T): T => {
    const v = raw[key];
    if (v === undefined) return dflt;
    return values.includes(v as T) ? (v as T) : fail(key, `one of ${values.join(', ')}`);
  };
  const globs = (key: string, dflt: string[]): string[] => {
    const v = raw[key];
    if (v === undefined) return dflt;
    return Array.isArray(v) && v.every((x) => typeof x === 'string')
      ? v
      : fail(key, 'a list of globs');
  };
  const postsPerPage = countOrAll('postsPerPage', 10);
  if (postsPerPage === 0) fail('postsPerPage', 'at least 1');
  const archive = raw.archiveBasePath === null ? null : str('archiveBasePath', 'archive');
  const tags = raw.tags;
  if (tags !== undefined && tags !== null && tags !== false && typeof tags !== 'string')
    fail('tags', 'a file path, false or null');
  const fn = <T>(key: string): T | undefined =>
    raw[key] === undefined || raw[key] === null
      ? undefined
      : typeof raw[key] === 'function'
        ? (raw[key] as T)
        : fail(key, 'a function');
  const editUrl = raw.editUrl;
  if (editUrl !== undefined && typeof editUrl !== 'string' && typeof editUrl !== 'function')
    fail('editUrl', 'a URL or a function');
  return {
    id,
    path: str('path', 'blog'),
    routeBasePath: normalizeRouteBasePath(str('routeBasePath', 'blog')),
    tagsBasePath: str('tagsBasePath', 'tags'),
    archiveBasePath: archive,
    pageBasePath: str('pageBasePath', 'page'),
    authorsBasePath: str('authorsBasePath', 'authors'),
    authorsMapPath: str('authorsMapPath', 'authors.yml'),
    postsPerPage,
    blogTitle: str('blogTitle', 'Blog'),
    blogDescription: str('blogDescription', 'Blog'),
    blogSidebarCount: countOrAll('blogSidebarCount', 5),
    blogSidebarTitle: str('blogSidebarTitle', 'Recent posts'),
    showReadingTime: bool('showReadingTime', true),
    sortPosts: oneOf('sortPosts', ['descending', 'ascending'] as const, 'descending'),
    include: globs('include', ['**/*.{md,mdx}']),
    exclude: globs('exclude', GLOB_EXCLUDE_DEFAULT),
    tags: tags as BlogOptions['tags'],
    onInlineTags: oneOf('onInlineTags', REPORT, 'warn'),
    onInlineAuthors: oneOf('onInlineAuthors', REPORT, 'warn'),
    onUntruncatedBlogPosts: oneOf('onUntruncatedBlogPosts', REPORT, 'warn'),
    editUrl: editUrl as BlogOptions['editUrl'],
    editLocalizedFiles: bool('editLocalizedFiles', false),
    ...optional('readingTime', fn<ReadingTimeFunction>('readingTime')),
    ...optional('processBlogPosts', fn<ProcessBlogPosts>('processBlogPosts')),
    showLastUpdateTime: bool('showLastUpdateTime', false),
    showLastUpdateAuthor: bool('showLastUpdateAuthor', false),
    feedOptions: resolveFeedOptions(raw.feedOptions, fail),
    components: customComponentOptions('blog', raw),
  };
}

const optional = <K extends string, T>(key: K, v: T | undefined) =>
  (v === undefined ? {} : { [key]: v }) as Partial<Record<K, T>>;

/**
 * `feedOptions.xslt` as Docusaurus 3.8 takes it: `true` both feeds' default stylesheets, `false`
 * or absent none, `{rss, atom}` each `true`, `false`/absent, or a file path (relative to the blog
 * folder, else the site).
 */
export function resolveFeedXslt(
  raw: unknown,
  fail: (key: string, expected: string) => never,
): FeedXslt {
  if (raw === undefined || raw === null || raw === false) return { rss: false, atom: false };
  if (raw === true) return { rss: true, atom: true };
  const one = (v: unknown, k: string): string | boolean =>
    v === undefined || v === null
      ? false
      : typeof v === 'boolean' || typeof v === 'string'
        ? v
        : fail(`feedOptions.xslt.${k}`, 'true, false or a file path');
  if (typeof raw !== 'object' || Array.isArray(raw))
    return fail('feedOptions.xslt', 'true, false or {rss, atom}');
  const o = raw as Record<string, unknown>;
  return { rss: one(o.rss, 'rss'), atom: one(o.atom, 'atom') };
}

/** `feedOptions.type`: 'all' | 'rss' | 'atom' | 'json' | a list | null (no feed). */
export function resolveFeedOptions(
  raw: unknown,
  fail: (key: string, expected: string) => never,
): BlogOptions['feedOptions'] {
  const o = (raw ?? {}) as Record<string, unknown>;
  if (typeof o !== 'object') return fail('feedOptions', 'an object');
  const t = o.type === undefined ? ['rss', 'atom'] : o.type;
  const valid = (x: unknown): x is FeedType => x === 'rss' || x === 'atom' || x === 'json';
  let type: FeedType[];
  if (t === null) type = [];
  else if (t === 'all') type = ['rss', 'atom', 'json'];
  else if (valid(t)) type = [t];
  else if (Array.isArray(t) && t.every(valid)) type = [...new Set(t)];
  else return fail('feedOptions.type', "'rss', 'atom', 'json', 'all', a list of them, or null");
  const text = (k: string) => (typeof o[k] === 'string' ? (o[k] as string) : undefined);
  const limit = o.limit === undefined ? 20 : o.limit;
  const createFeedItems = o.createFeedItems;
  if (
    createFeedItems !== undefined &&
    createFeedItems !== null &&
    typeof createFeedItems !== 'function'
  )
    return fail('feedOptions.createFeedItems', 'a function');
  return {
    type,
    ...(text('title') !== undefined ? { title: text('title') } : {}),
    ...(text('description') !== undefined ? { description: text('description') } : {}),
    copyright: text('copyright') ?? '',
    ...(text('language') !== undefined ? { language: text('language') } : {}),
    limit: limit === false || limit === null ? false : typeof limit === 'number' ? limit : 20,
    ...(typeof createFeedItems === 'function'
      ? { createFeedItems: createFeedItems as CreateFeedItems }
      : {}),
    xslt: resolveFeedXslt(o.xslt, fail),
  };
}
