// One blog instance: its posts (metadata, authors, tags, excerpts) and the pages Docusaurus 3.8
// makes of them (post pages, paginated lists, tags, archive, authors), as plain data and routes.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { Minimatch } from 'minimatch';
import readingTimePackage from 'reading-time';
import type {
  BlogInfo,
  BlogPageData,
  BlogPostPageMetadata,
  BlogPostSummary,
} from '../../src/shared/blogTypes.js';
import { EXCERPT_QUERY, VIRTUAL_BLOG_PAGE_PREFIX } from '../../src/shared/constants.js';
import type { FrontMatter } from '../config/schema.js';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import { createExcerpt, type DocMetadata } from '../docs/docMetadata.js';
import { parseFrontMatter } from '../docs/frontMatter.js';
import type { RouteSpec } from '../routes/generateRoutesModule.js';
import { joinUrl as joinEditUrl } from '../docs/editUrl.js';
import { readLastUpdates } from '../docs/lastUpdated.js';
import { loadAuthorsMap, postAuthors } from './authors.js';
import { joinUrl, type BlogOptions, type DefaultReadingTime } from './options.js';
import { applyProcessBlogPosts } from './processPosts.js';
import { paginate } from './paginate.js';
import {
  parseBlogFileName,
  parseFrontMatterDate,
  positionOf,
  readingTime,
  truncatedBody,
  TRUNCATE_MARKER,
} from './posts.js';
import { groupByTag, loadTagsFile, normalizeTags } from './tags.js';
import { clientFrontMatter } from '../docs/clientFrontMatter.js';

export { EXCERPT_QUERY };

export interface BlogPost {
  /** What the doc compiler takes (body without front matter and without its `# title`). */
  doc: DocMetadata;
  summary: BlogPostSummary;
  metadata: BlogPostPageMetadata;
  /** The excerpt's compile input (file path + EXCERPT_QUERY), when the post has a marker. */
  excerpt?: DocMetadata;
}

export interface BlogPage {
  permalink: string;
  data: BlogPageData;
  /** The page module of each post the page lists: its excerpt, or the whole post. */
  contentModules: string[];
}

export interface BlogInstance {
  options: BlogOptions;
  blogDir: string;
  /** The locale's translated posts' folder (`i18n/<locale>/docusaurus-plugin-content-blog`). */
  localizedDir?: string;
  posts: BlogPost[];
  pages: BlogPage[];
  routes: RouteSpec[];
  warnings: Diagnostic[];
  /**
   * The instance made again from its posts as given (a site plugin wrapping the blog wrote into
   * their metadata, or changed the content: plugins/blog/writtenMetadata.ts, writtenContent.ts),
   * with the authors map given in place of the loaded one; its warnings are not repeated.
   */
  rewrite?: (
    posts: ProcessedPost[],
    authors?: Record<string, import('../../src/shared/blogTypes.js').BlogAuthor>,
  ) => Omit<BlogInstance, 'rewrite'>;
}

export const blogPageModuleId = (permalink: string): string =>
  VIRTUAL_BLOG_PAGE_PREFIX + encodeURIComponent(permalink) + '.js';

/**
 * A post's content title as Docusaurus's blog reads it (utils' parseMarkdownContentTitle, the same
 * in 3.8.1 and 3.10.2): after the leading import statements (each running to a blank line, however
 * many lines it spans), an ATX `# title` or a setext title must come first; its trailing `#`s or
 * `{#id}` and code spans' backticks are dropped. `match` is the title's text as written (with its
 * line end). A title after JSX or any other block is not found here: the compile removes it then
 * (remarkContentTitle.ts, `removeContentTitle`), as the blog's mdx-loader does.
 */
export function postContentTitle(body: string): { title: string; match: string } | undefined {
  const content = body.trim();
  const withoutImports = content
    .replace(/^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/, '')
    .trim();
  const atx = /^#[ \t]+(?<title>[^ \t].*)(?:\r?\n|$)/.exec(withoutImports);
  const setext = /^(?<title>.*)\r?\n=+(?:\r?\n|$)/.exec(withoutImports);
  const found = atx ?? setext;
  if (!found) return undefined;
  const raw = found.groups!.title!.trim();
  const text = atx ? raw.replace(/\s*(?:\{#*[\w-]+\}|#+)$/, '') : raw.replace(/\s*=+$/, '');
  return { title: text.replace(/`([^`]*)`/g, '$1').trim(), match: found[0] };
}

/**
 * The body without its content title as Docusaurus's blog finds it (`postContentTitle`; the
 * title shows in the post's header), its lines kept blank so that positions stay the file's.
 */
export function stripContentTitle(body: string): string {
  const found = postContentTitle(body);
  if (!found) return body;
  const at = body.indexOf(found.match);
  return at < 0
    ? body
    : body.slice(0, at) + found.match.replace(/[^\n]/g, '') + body.slice(at + found.match.length);
}

/**
 * Whether a file is a post of a blog (in its folder, taken by its `include`/`exclude` globs)
 * rather than, say, a partial a post imports (`_`-named files are excluded by default).
 */
export function isBlogPostFile(
  file: string,
  blog: Pick<BlogOptions, 'include' | 'exclude'> & { blogDir: string },
): boolean {
  const rel = relative(blog.blogDir, file).split('\\').join('/');
  if (rel.startsWith('..') || !/\.mdx?$/i.test(rel)) return false;
  return (
    blog.include.some((p) => new Minimatch(p).match(rel)) &&
    !blog.exclude.some((p) => new Minimatch(p).match(rel))
  );
}

function listSources(blogDir: string, include: string[], exclude: string[]): string[] {
  if (!existsSync(blogDir)) return [];
  const inc = include.map((p) => new Minimatch(p));
  const exc = exclude.map((p) => new Minimatch(p));
  return (readdirSync(blogDir, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter(
      (f) => /\.mdx?$/i.test(f) && inc.some((m) => m.match(f)) && !exc.some((m) => m.match(f)),
    )
    .sort();
}

/** The date of a post with none in its front matter or name: its first commit, else the file's. */
function fileDate(file: string): Date {
  try {
    const out = execFileSync('git', ['log', '--format=%ct', '--reverse', '--', file], {
      cwd: join(file, '..'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).split('\n')[0];
    if (out) return new Date(Number(out) * 1000);
  } catch {
    /* not a git checkout */
  }
  return statSync(file).birthtime;
}

function report(
  level: BlogOptions['onInlineTags'],
  d: Omit<Diagnostic, 'severity'>,
  warnings: Diagnostic[],
): void {
  if (level === 'ignore') return;
  if (level === 'throw') throw new BuildError({ ...d, severity: 'error' });
  warnings.push({ ...d, severity: 'warning' });
}

interface LoadParams {
  siteDir: string;
  options: BlogOptions;
  /** The site plugin wrapping the blog whose routes its pages are (BlogInfo.routePlugin). */
  routePlugin?: { name: string; id: string };
  baseUrl: string;
  production: boolean;
  /** The config file (where errors of the blog's functions point). */
  configFile?: string;
  /** A blog without posts still has its (empty) list page, as from Docusaurus 3.9. */
  emptyListPage?: boolean;
  /** Authors' `email` social becomes a `mailto:` link, as from Docusaurus 3.9. */
  emailSocials?: boolean;
  /** No authors pages (`/blog/authors`, an author's own), as before Docusaurus 3.5. */
  noAuthorsPages?: boolean;
  /**
   * An author's later pages under `pageBasePath` (`/blog/authors/ada/page/2`), as from Docusaurus
   * 3.10; 3.5-3.9 put them under `authorsBasePath` (`/blog/authors/ada/authors/2`).
   */
  authorPagesUnderPageBase?: boolean;
  /** A locale's translated posts (`i18n/<locale>/docusaurus-plugin-content-blog`), if any. */
  localizedDir?: string;
  /** The locale being built, given to the editUrl and readingTime functions (`en` if not given). */
  locale?: string;
  /** Reading times by the `reading-time` package's count (Docusaurus before 3.8). */
  readingTimePackage?: boolean;
}

const defaultReadingTime: DefaultReadingTime = ({ content, locale, options }) =>
  readingTime(content, locale, options?.wordsPerMinute);

/**
 * Docusaurus 3.5-3.7's default: the `reading-time` package's estimate (3.8 counts words with
 * Intl.Segmenter, as `defaultReadingTime` does). Its options are that package's.
 */
const packageReadingTime: DefaultReadingTime = ({ content, options }) =>
  readingTimePackage(content, options).minutes;

/**
 * A post's reading time: the blog's `readingTime` function's (undefined hides it), else the
 * default estimate, of the post's content as Docusaurus gives it (no front matter, no title).
 */
export function postReadingTime(
  o: BlogOptions,
  body: string,
  frontMatter: Record<string, unknown>,
  filePath: string,
  locale = 'en',
  /** The reading-time package's count (Docusaurus before 3.8). */
  countWithPackage = false,
): number | undefined {
  const content = body.trim();
  const byDefault = countWithPackage ? packageReadingTime : defaultReadingTime;
  if (!o.readingTime) return byDefault({ content });
  let minutes: unknown;
  try {
    minutes = o.readingTime({ content, frontMatter, defaultReadingTime: byDefault, locale });
  } catch (e) {
    throw new BuildError({
      file: filePath,
      severity: 'error',
      message: `the blog's readingTime function threw for this post: ${e instanceof Error ? e.message : String(e)}`,
      hint: 'fix the readingTime function in the blog options',
    });
  }
  if (minutes === undefined || minutes === null) return undefined;
  if (typeof minutes !== 'number' || !Number.isFinite(minutes))
    throw new BuildError({
      file: filePath,
      severity: 'error',
      message: `the blog's readingTime function returned ${JSON.stringify(minutes)} for this post`,
      hint: 'return a number of minutes, or undefined to show no reading time',
    });
  return minutes;
}

function readPost(
  source: string,
  p: LoadParams & { blogDir: string; tags: ReturnType<typeof loadTagsFile> },
  authorsMap: ReturnType<typeof loadAuthorsMap>,
  warnings: Diagnostic[],
): Omit<BlogPost, 'metadata'> | undefined {
  const { options: o, blogDir } = p;
  // A post translated in the locale's folder is read from there (Docusaurus's fallback order).
  const translated = p.localizedDir ? join(p.localizedDir, source) : undefined;
  const filePath = translated && existsSync(translated) ? translated : join(blogDir, source);
  const {
    frontMatter,
    body: rawBody,
    warning,
  } = parseFrontMatter(readFileSync(filePath, 'utf8'), filePath);
  if (warning) warnings.push(warning);
  const fm = frontMatter as FrontMatter & Record<string, unknown>;
  if (fm.draft === true && p.production) return undefined;
  const parsed = parseBlogFileName(source);
  const fmDate = fm.date === undefined ? undefined : parseFrontMatterDate(fm.date);
  if (fm.date !== undefined && !fmDate)
    throw new BuildError({
      file: filePath,
      ...positionOf(filePath, 'date'),
      severity: 'error',
      message: `front matter "date" is not a date: ${JSON.stringify(fm.date)}`,
      hint: 'write it as YYYY-MM-DD, or YYYY-MM-DDTHH:mm:ss',
    });
  const date = fmDate ?? parsed.date ?? fileDate(filePath);
  const contentTitle = postContentTitle(rawBody)?.title;
  const body = stripContentTitle(rawBody);
  const slug = typeof fm.slug === 'string' ? fm.slug : parsed.slug;
  const permalink = joinUrl(o.routeBasePath, slug);
  const title = fm.title ?? contentTitle ?? parsed.text;
  const description = fm.description ?? createExcerpt(body) ?? '';
  const unlisted = fm.unlisted === true && p.production;
  const tagsRoute = joinUrl(o.routeBasePath, o.tagsBasePath);
  const tags = normalizeTags(fm.tags, p.tags, tagsRoute);
  if (p.tags !== null && tags.some((t) => t.inline))
    report(
      o.onInlineTags,
      {
        file: filePath,
        ...positionOf(filePath, 'tags'),
        kind: 'blog tags',
        message: `tags [${[...new Set(tags.filter((t) => t.inline).map((t) => t.label))].join(', ')}] are not defined in ${o.tags || 'tags.yml'}`,
        hint: 'define them in the tags file, or set the blog option onInlineTags',
      },
      warnings,
    );
  const { authors, inline } = postAuthors({
    frontMatter: fm,
    map: authorsMap.map,
    mapFile: authorsMap.file,
    file: filePath,
    baseUrl: p.baseUrl,
    emailSocials: p.emailSocials,
  });
  if (inline.length && authorsMap.map)
    report(
      o.onInlineAuthors,
      {
        file: filePath,
        ...positionOf(filePath, 'authors'),
        kind: 'blog authors',
        message: `authors [${inline.join(', ')}] are not in the authors map`,
        hint: 'add them to authors.yml and use their keys, or set the blog option onInlineAuthors',
      },
      warnings,
    );
  const excerptBody = truncatedBody(body);
  const doc: DocMetadata = {
    id: `blog:${o.id}:${slug}`,
    // Its file from the site's folder: its key in the site's `.md` link table, which the blog's
    // plugin gives from that folder (plugins/builtins/blogPlugin.ts linksOf).
    source: relative(p.siteDir, filePath).split('\\').join('/'),
    filePath,
    sourceDirName: source.includes('/') ? source.slice(0, source.lastIndexOf('/')) : '.',
    slug,
    permalink,
    title,
    ...(contentTitle !== undefined ? { contentTitle } : {}),
    description,
    frontMatter: fm,
    unlisted,
    draft: fm.draft === true,
    isCategoryIndex: false,
    body,
    transformBody: stripContentTitle,
  };
  return {
    doc,
    summary: {
      permalink,
      title,
      description,
      date: date.toISOString(),
      authors,
      tags,
      ...(o.showReadingTime
        ? {
            readingTime: postReadingTime(o, body, fm, filePath, p.locale, p.readingTimePackage),
          }
        : {}),
      hasTruncateMarker: TRUNCATE_MARKER.test(body),
      unlisted,
      frontMatter: clientFrontMatter(fm),
    },
    ...(excerptBody !== undefined
      ? {
          excerpt: {
            ...doc,
            filePath: filePath + EXCERPT_QUERY,
            body: excerptBody,
            transformBody: (b: string) => truncatedBody(stripContentTitle(b)) ?? b,
          },
        }
      : {}),
  };
}

/**
 * A post's edit URL from the blog's `editUrl`, as Docusaurus's getBlogEditUrl: a function is given
 * the folder the post was read from (the locale's translations folder for a translated post), the
 * post's path in it, its permalink and the locale being built; a string is a base to which the
 * blog folder and the post's path are added (the translations folder with `editLocalizedFiles`).
 */
export function blogEditUrl(p: {
  editUrl: BlogOptions['editUrl'];
  editLocalizedFiles?: boolean;
  siteDir: string;
  blogDir: string;
  /** The locale's translated posts folder, when a locale other than the default is built. */
  localizedDir?: string;
  file: string;
  permalink: string;
  locale: string;
}): string | undefined {
  const posix = (s: string) => s.split('\\').join('/');
  const translated =
    p.localizedDir !== undefined && !relative(p.localizedDir, p.file).startsWith('..');
  const dir = translated ? p.localizedDir! : p.blogDir;
  const blogPath = posix(relative(dir, p.file));
  if (typeof p.editUrl === 'function') {
    const url = p.editUrl({
      blogDirPath: posix(relative(p.siteDir, dir)),
      blogPath,
      permalink: p.permalink,
      locale: p.locale,
    });
    return typeof url === 'string' && url ? url : undefined;
  }
  if (typeof p.editUrl === 'string') {
    const contentDir = translated && p.editLocalizedFiles ? dir : p.blogDir;
    return joinEditUrl(p.editUrl, posix(relative(p.siteDir, contentDir)), blogPath);
  }
  return undefined;
}

interface PostExtras {
  editUrl?: string;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}

/** A post's edit link: its front matter's `custom_edit_url`, else the blog's `editUrl`. */
function postEditUrl(
  o: BlogOptions,
  p: { siteDir: string; blogDir: string; localizedDir?: string; locale?: string },
  doc: DocMetadata,
  permalink: string,
): { editUrl?: string } {
  const fm = doc.frontMatter;
  const editUrl =
    typeof fm.custom_edit_url === 'string'
      ? fm.custom_edit_url
      : fm.custom_edit_url === null
        ? undefined
        : blogEditUrl({
            editUrl: o.editUrl,
            editLocalizedFiles: o.editLocalizedFiles,
            siteDir: p.siteDir,
            blogDir: p.blogDir,
            ...(p.localizedDir ? { localizedDir: p.localizedDir } : {}),
            file: doc.filePath,
            permalink,
            locale: p.locale ?? 'en',
          });
  return editUrl ? { editUrl } : {};
}

/**
 * `showLastUpdateTime` / `showLastUpdateAuthor`: each post's last commit (one `git log` of the
 * blog folder, plugins/docs/lastUpdated.ts), its front matter's `last_update` first, as for docs;
 * production builds only, as the docs' are.
 */
function addLastUpdates(
  posts: { doc: DocMetadata; lastUpdatedAt?: number; lastUpdatedBy?: string }[],
  o: BlogOptions & { blogDir: string; production: boolean; siteDir: string },
  warnings: Diagnostic[],
): void {
  if (!o.production || !(o.showLastUpdateTime || o.showLastUpdateAuthor) || !posts.length) return;
  const { updates, warning } = readLastUpdates(o.blogDir, join(o.siteDir, '.cache'));
  if (warning)
    warnings.push({ file: o.blogDir, severity: 'warning', message: warning, kind: 'last updated' });
  for (const post of posts) {
    const fm = post.doc.frontMatter.last_update;
    const git = updates.get(post.doc.filePath);
    const at = fm?.date ? new Date(fm.date).getTime() : git?.at;
    const by = fm?.author ?? git?.by;
    if (o.showLastUpdateTime && at !== undefined) post.lastUpdatedAt = at;
    if (o.showLastUpdateAuthor && by !== undefined) post.lastUpdatedBy = by;
  }
}

export async function loadBlog(p: LoadParams): Promise<BlogInstance> {
  const { options: o, siteDir } = p;
  const blogDir = resolve(siteDir, o.path);
  const warnings: Diagnostic[] = [];
  // The tags file and the authors map: the locale's own first, as Docusaurus's getDataFilePath
  // looks for them (`i18n/<locale>/docusaurus-plugin-content-blog/tags.yml`), then the blog's.
  const dataDir = (file: string) =>
    p.localizedDir && existsSync(join(p.localizedDir, file)) ? p.localizedDir : blogDir;
  const tags = loadTagsFile(dataDir(o.tags || 'tags.yml'), o.tags);
  const authorsRoute = joinUrl(o.routeBasePath, o.authorsBasePath);
  const authorsMap = loadAuthorsMap({
    blogDir: dataDir(o.authorsMapPath),
    authorsMapPath: o.authorsMapPath,
    authorsBasePath: authorsRoute,
    baseUrl: p.baseUrl,
    emailSocials: p.emailSocials,
  });
  // Before Docusaurus 3.5 an author has no page (a `page` key is not read): no byline links to one.
  if (p.noAuthorsPages && authorsMap.map)
    for (const a of Object.values(authorsMap.map)) delete a.page;
  const read = listSources(blogDir, o.include, o.exclude)
    .map((s) => readPost(s, { ...p, blogDir, tags }, authorsMap, warnings))
    .filter((x) => x !== undefined);
  read.sort((a, b) => Date.parse(b.summary.date) - Date.parse(a.summary.date));
  if (o.sortPosts === 'ascending') read.reverse();
  const seen = new Map<string, string>();
  for (const r of read) {
    const other = seen.get(r.summary.permalink);
    if (other)
      throw new BuildError({
        file: r.doc.filePath,
        ...positionOf(r.doc.filePath, 'slug'),
        severity: 'error',
        message: `this post has the permalink ${r.summary.permalink} of ${other}`,
        hint: 'give one of them another slug (front matter "slug")',
      });
    seen.set(r.summary.permalink, r.doc.filePath);
  }
  const withMeta = read.map((r): (typeof read)[number] & PostExtras => ({
    ...r,
    ...postEditUrl(o, { ...p, blogDir }, r.doc, r.summary.permalink),
  }));
  addLastUpdates(
    withMeta,
    { ...o, blogDir, production: p.production, siteDir: p.siteDir },
    warnings,
  );
  // The site's processBlogPosts (processPosts.ts) filters or reorders them before any page is made.
  const processed = await applyProcessBlogPosts(withMeta, {
    options: o,
    configFile: p.configFile ?? blogDir,
    baseUrl: p.baseUrl,
    siteRelative: (r) => relative(siteDir, r.doc.filePath).split('\\').join('/'),
  });
  const assemble = (list: ProcessedPost[], warned: Diagnostic[]) =>
    assembleBlog(list, { p, blogDir, authorsMap, warnings: warned });
  return {
    ...assemble(processed, warnings),
    rewrite: (list, authors) =>
      assembleBlog(list, {
        p,
        blogDir,
        authorsMap: authors ? { ...authorsMap, map: authors } : authorsMap,
        warnings: [],
      }),
  };
}

/** A post as read, processed and given its edit URL and last update (before pages are made). */
export type ProcessedPost = Omit<BlogPost, 'metadata'> & PostExtras;

/** The pages and routes of a blog's posts (loadBlog, and again for a wrapper's edits). */
function assembleBlog(
  processed: ProcessedPost[],
  ctx: {
    p: LoadParams;
    blogDir: string;
    authorsMap: ReturnType<typeof loadAuthorsMap>;
    warnings: Diagnostic[];
  },
): Omit<BlogInstance, 'rewrite'> {
  const { p, blogDir, authorsMap, warnings } = ctx;
  const { options: o, siteDir } = p;
  const authorsRoute = joinUrl(o.routeBasePath, o.authorsBasePath);
  const listed = processed.filter((r) => !r.summary.unlisted);
  const untruncated = processed.filter((r) => !r.summary.hasTruncateMarker);
  if (untruncated.length)
    report(
      o.onUntruncatedBlogPosts,
      {
        file: blogDir,
        kind: 'blog truncation',
        message: `posts without a truncate marker: ${untruncated.map((r) => relative(blogDir, r.doc.filePath)).join(', ')}`,
        hint: 'add <!-- truncate --> (or {/* truncate */} in MDX) where list pages should cut, or set onUntruncatedBlogPosts',
      },
      warnings,
    );
  const sidebarPosts = o.blogSidebarCount === 'ALL' ? listed : listed.slice(0, o.blogSidebarCount);
  const blog: BlogInfo = {
    pluginId: o.id,
    ...(p.routePlugin ? { routePlugin: p.routePlugin } : {}),
    blogTitle: o.blogTitle,
    blogDescription: o.blogDescription,
    blogBasePath: o.routeBasePath,
    authorsListPath: authorsRoute,
    sidebar: {
      title: o.blogSidebarTitle,
      items: sidebarPosts.map((r) => ({
        title: r.summary.title,
        permalink: r.summary.permalink,
        date: r.summary.date,
      })),
    },
  };
  const posts: BlogPost[] = processed.map(({ editUrl, lastUpdatedAt, lastUpdatedBy, ...r }) => {
    const i = listed.findIndex((x) => x.doc === r.doc);
    const nav = (x: (typeof processed)[number] | undefined) =>
      x && { title: x.summary.title, permalink: x.summary.permalink };
    const fm = r.doc.frontMatter;
    // Docusaurus's whole metadata, which its list pages and archive give each post too.
    const summary: BlogPostSummary = {
      ...r.summary,
      source: `@site/${relative(siteDir, r.doc.filePath).split('\\').join('/')}`,
      ...(i > 0 ? { prevItem: nav(listed[i - 1]) } : {}),
      ...(i >= 0 && i < listed.length - 1 ? { nextItem: nav(listed[i + 1]) } : {}),
      ...(editUrl ? { editUrl } : {}),
      ...(lastUpdatedAt !== undefined ? { lastUpdatedAt } : {}),
      ...(lastUpdatedBy !== undefined ? { lastUpdatedBy } : {}),
    };
    const metadata: BlogPostPageMetadata = {
      ...summary,
      kind: 'blog-post',
      blog,
      ...(fm.image ? { image: fm.image } : {}),
      ...(fm.keywords ? { keywords: fm.keywords } : {}),
      hideTableOfContents: fm.hide_table_of_contents === true,
      ...(fm.toc_min_heading_level ? { tocMinHeadingLevel: fm.toc_min_heading_level } : {}),
      ...(fm.toc_max_heading_level ? { tocMaxHeadingLevel: fm.toc_max_heading_level } : {}),
    };
    return { ...r, summary, metadata };
  });
  // A blog without posts (no blog/ folder, as many docs sites have while the classic preset's blog
  // is on by default) has no pages at all up to Docusaurus 3.9; from 3.10 it has an empty list
  // page (and nothing else: no tags, archive or feeds without posts).
  // Authors pages came with Docusaurus 3.5: an older site's authors map gives the bylines only.
  const pageAuthors = p.noAuthorsPages ? undefined : authorsMap.map;
  const pages =
    posts.length || p.emptyListPage
      ? blogPages(o, blog, posts, pageAuthors, p.authorPagesUnderPageBase)
      : [];
  return {
    options: o,
    blogDir,
    ...(p.localizedDir !== undefined ? { localizedDir: p.localizedDir } : {}),
    posts,
    pages,
    routes: blogRoutes(posts, pages),
    warnings,
  };
}

/** A blog's routes: each post's page (its doc's module), then the list, tag and other pages. */
export function blogRoutes(posts: BlogPost[], pages: BlogPage[]): RouteSpec[] {
  return [
    ...posts.map((post) => ({
      path: post.summary.permalink,
      kind: 'blog-post' as const,
      module: post.doc.filePath,
    })),
    ...pages.map((page) => ({
      path: page.permalink,
      kind: 'blog-page' as const,
      module: blogPageModuleId(page.permalink),
    })),
  ];
}

/** The list, tag, archive and author pages, in Docusaurus's order of routes. */
function blogPages(
  o: BlogOptions,
  blog: BlogInfo,
  posts: BlogPost[],
  authorsMap: Record<string, import('../../src/shared/blogTypes.js').BlogAuthor> | undefined,
  authorPagesUnderPageBase = false,
): BlogPage[] {
  const pages: BlogPage[] = [];
  const moduleOf = (post: BlogPost) => post.excerpt?.filePath ?? post.doc.filePath;
  const listPage = (
    items: BlogPost[],
    data: (items: BlogPostSummary[]) => BlogPageData,
    permalink: string,
  ) =>
    pages.push({
      permalink,
      data: data(items.map((x) => x.summary)),
      contentModules: items.map(moduleOf),
    });
  const listed = posts.filter((x) => !x.summary.unlisted);
  const listOpts = { pageBasePath: o.pageBasePath, postsPerPage: o.postsPerPage };
  for (const pg of paginate(listed, { basePath: o.routeBasePath, ...listOpts }))
    listPage(
      pg.items,
      (items) => ({ type: 'list', blog, metadata: pg.metadata, items }),
      pg.metadata.permalink,
    );
  const tagsPath = joinUrl(o.routeBasePath, o.tagsBasePath);
  const groups = [...groupByTag(posts.map((x) => ({ tags: x.summary.tags, post: x }))).values()];
  if (groups.length) {
    const tagEntries = groups.map((g) => {
      const all = g.items.map((x) => x.post);
      const allUnlisted = all.every((x) => x.summary.unlisted);
      const shown = allUnlisted ? all : all.filter((x) => !x.summary.unlisted);
      return { tag: g.tag, shown, unlisted: allUnlisted };
    });
    pages.push({
      permalink: tagsPath,
      data: {
        type: 'tags',
        blog,
        tags: tagEntries
          .filter((t) => !t.unlisted)
          .map((t) => ({
            label: t.tag.label,
            permalink: t.tag.permalink,
            ...(t.tag.description ? { description: t.tag.description } : {}),
            count: t.shown.length,
          })),
      },
      contentModules: [],
    });
    for (const t of tagEntries)
      for (const pg of paginate(t.shown, { basePath: t.tag.permalink, ...listOpts }))
        listPage(
          pg.items,
          (items) => ({
            type: 'tag',
            blog,
            tag: { ...t.tag, count: t.shown.length, allTagsPath: tagsPath, unlisted: t.unlisted },
            metadata: pg.metadata,
            items,
          }),
          pg.metadata.permalink,
        );
  }
  if (o.archiveBasePath && listed.length)
    pages.push({
      permalink: joinUrl(o.routeBasePath, o.archiveBasePath),
      data: {
        type: 'archive',
        blog,
        posts: listed.map((x) => x.summary),
        contents: listed.map((x) => x.doc.body.trim()),
      },
      contentModules: [],
    });
  if (authorsMap && Object.keys(authorsMap).length) {
    // An author's listed posts: Docusaurus's authors routes count and list no unlisted post.
    const byKey = (key: string) =>
      listed.filter((x) => x.summary.authors.some((a) => a.key === key));
    pages.push({
      permalink: joinUrl(o.routeBasePath, o.authorsBasePath),
      data: {
        type: 'authors',
        blog,
        authors: Object.values(authorsMap).map((a) => ({ ...a, count: byKey(a.key!).length })),
      },
      contentModules: [],
    });
    for (const a of Object.values(authorsMap)) {
      if (!a.page) continue;
      const own = byKey(a.key!);
      for (const pg of paginate(own, {
        basePath: a.page.permalink,
        pageBasePath: authorPagesUnderPageBase ? o.pageBasePath : o.authorsBasePath,
        postsPerPage: o.postsPerPage,
      }))
        listPage(
          pg.items,
          (items) => ({
            type: 'author',
            blog,
            author: { ...a, count: own.length },
            metadata: pg.metadata,
            items,
          }),
          pg.metadata.permalink,
        );
    }
  }
  return pages;
}
