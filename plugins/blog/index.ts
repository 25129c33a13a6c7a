// The blog content plugin: every blog instance of a Docusaurus site's config loaded (loadBlog.ts),
// its page modules' code (blogPageModuleSource) and its feeds (writeBlogFeeds).
import { join, relative } from 'node:path';
import type { BlogPostPageMetadata } from '../../src/shared/blogTypes.js';
import { VIRTUAL_BLOG_PAGE_PREFIX } from '../../src/shared/constants.js';
import { staticFileUrl, withBaseUrl } from '../../src/shared/paths.js';
import type { SiteConfig } from '../../src/shared/types.js';
import type { DocusaurusContentOptions } from '../config/docusaurus/types.js';
import type { DocMetadata } from '../docs/docMetadata.js';
import { PACKAGE_ROOT } from '../paths.js';
import type { RouteSpec } from '../routes/generateRoutesModule.js';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import { checkFeedItems, defaultFeedItems, feedStylesheet } from './feedItems.js';
import { FEED_FILES, FEED_MIME, generateFeed, type FeedItem } from './feeds.js';
import { docusaurusBlogPost } from './processPosts.js';
import { blogPageModuleId, loadBlog, type BlogInstance } from './loadBlog.js';
import { joinUrl, resolveBlogOptions, type BlogOptions } from './options.js';
import { pluginI18nDir } from '../i18n/translateDocs.js';
import { readTranslationFile } from '../i18n/translationFiles.js';

export { EXCERPT_QUERY, isBlogPostFile } from './loadBlog.js';

export interface LoadedBlogs {
  instances: BlogInstance[];
  /** Every post, as the doc compiler and the search index take it. */
  docs: DocMetadata[];
  /** Posts and excerpts by compile file path (an excerpt's ends with EXCERPT_QUERY). */
  byFile: Map<string, DocMetadata>;
  metadata: Map<string, BlogPostPageMetadata>;
  warnings: Diagnostic[];
}

export async function loadBlogs(
  /** Each blog's options; `routePlugin`: a site plugin wrapping it adds its routes (BlogInfo). */
  blog: (DocusaurusContentOptions & { routePlugin?: { name: string; id: string } })[],
  p: {
    siteDir: string;
    configFile: string;
    baseUrl: string;
    production: boolean;
    /** A blog without posts has an empty list page (Docusaurus 3.9 and later). */
    emptyListPage?: boolean;
    /** Authors' `email` social is a `mailto:` link (Docusaurus 3.9 and later). */
    emailSocials?: boolean;
    /** No authors pages (before Docusaurus 3.5). */
    noAuthorsPages?: boolean;
    /** An author's later pages under `pageBasePath` (Docusaurus 3.9 and later). */
    authorPagesUnderPageBase?: boolean;
    /** Reading times by the `reading-time` package's count (before Docusaurus 3.8). */
    readingTimePackage?: boolean;
    /** The locale's translations folder (`i18n/fr`): translated posts and options.json. */
    localizationDir?: string;
    /** The locale being built (its name), given to the editUrl and readingTime functions. */
    locale?: string;
  },
): Promise<LoadedBlogs> {
  const instances: BlogInstance[] = [];
  for (const b of blog) {
    const options = resolveBlogOptions(b.id, b.options, p.configFile);
    const localized = p.localizationDir
      ? localizeBlogOptions(options, b.id, p.localizationDir)
      : undefined;
    instances.push(
      await loadBlog({
        siteDir: p.siteDir,
        baseUrl: p.baseUrl,
        production: p.production,
        configFile: p.configFile,
        emptyListPage: p.emptyListPage,
        emailSocials: p.emailSocials,
        noAuthorsPages: p.noAuthorsPages,
        authorPagesUnderPageBase: p.authorPagesUnderPageBase,
        readingTimePackage: p.readingTimePackage,
        options: localized?.options ?? options,
        ...(b.routePlugin ? { routePlugin: b.routePlugin } : {}),
        ...(localized ? { localizedDir: localized.dir } : {}),
        ...(p.locale ? { locale: p.locale } : {}),
      }),
    );
  }
  return loadedBlogsOf(instances);
}

/** The loaded blogs of these instances: their posts by file, as the doc compiler takes them. */
export function loadedBlogsOf(instances: BlogInstance[]): LoadedBlogs {
  const posts = instances.flatMap((i) => i.posts);
  return {
    instances,
    docs: posts.map((x) => x.doc),
    byFile: new Map(
      posts.flatMap((x) => [
        [x.doc.filePath, x.doc] as const,
        ...(x.excerpt ? [[x.excerpt.filePath, x.excerpt] as const] : []),
      ]),
    ),
    metadata: new Map(posts.map((x) => [x.doc.filePath, x.metadata])),
    warnings: instances.flatMap((i) => i.warnings),
  };
}

/** The theme modules of the blog's pages (their chunks are preloaded with a blog route). */
export const BLOG_POST_PAGE = join(PACKAGE_ROOT, 'src/theme/blog/BlogPostPage.tsx');
export const BLOG_PAGES = join(PACKAGE_ROOT, 'src/theme/blog/BlogPages.tsx');

/**
 * The modules a blog route loads besides its own: its theme component and, on a list page, each
 * listed post's content (so that the page's HTML preloads them all). Empty for any other route.
 */
export function blogRouteModules(
  instances: BlogInstance[] | undefined,
  route: RouteSpec,
): string[] {
  if (route.kind === 'blog-post') return [BLOG_POST_PAGE];
  if (route.kind !== 'blog-page') return [];
  const page = instances?.flatMap((i) => i.pages).find((p) => p.permalink === route.path);
  return [BLOG_PAGES, ...(page?.contentModules ?? [])];
}

/** A blog page's module: its data, and a loader of each listed post's content. */
export function blogPageModuleSource(id: string, instances: BlogInstance[]): string | undefined {
  if (!id.startsWith(VIRTUAL_BLOG_PAGE_PREFIX)) return undefined;
  for (const inst of instances)
    for (const page of inst.pages)
      if (blogPageModuleId(page.permalink) === id)
        return `export const page = ${JSON.stringify(page.data)};\nexport const contents = [\n${page.contentModules.map((m) => `  () => import(${JSON.stringify(m)})`).join(',\n')}\n];\n`;
  return undefined;
}

/** Feed files of every instance, by path in the output folder. */
export function blogFeedPaths(
  instances: BlogInstance[],
): { path: string; type: keyof typeof FEED_MIME; title: string }[] {
  return instances.flatMap((inst) =>
    inst.posts.some((x) => !x.summary.unlisted)
      ? inst.options.feedOptions.type.map((type) => ({
          path: joinUrl(inst.options.routeBasePath, FEED_FILES[type]),
          type,
          title: inst.options.feedOptions.title ?? '',
        }))
      : [],
  );
}

/**
 * `<link rel="alternate">` tags of every feed, for the head of every page (Docusaurus adds them
 * site-wide).
 */
export function feedHeadLinks(instances: BlogInstance[], siteConfig: SiteConfig): string[] {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return instances.flatMap((inst) => {
    if (!inst.posts.some((x) => !x.summary.unlisted)) return [];
    const title = inst.options.feedOptions.title ?? siteConfig.title;
    const names = { rss: 'RSS Feed', atom: 'Atom Feed', json: 'JSON Feed' } as const;
    return inst.options.feedOptions.type.map(
      (type) =>
        `<link rel="alternate" type="${FEED_MIME[type]}" href="${esc(withBaseUrl(joinUrl(inst.options.routeBasePath, FEED_FILES[type]), siteConfig.baseUrl))}" title="${esc(`${title} ${names[type]}`)}">`,
    );
  });
}

/**
 * The feeds of every instance, written once the post pages are: their items Docusaurus's default
 * ones (each post's rendered HTML, which `readPage` gives by route path, with absolute links) or
 * the site's `createFeedItems`'s, and their stylesheets (`feedOptions.xslt`) next to them.
 */
export async function writeBlogFeeds(
  instances: BlogInstance[],
  siteConfig: SiteConfig,
  p: {
    siteDir: string;
    configFile: string;
    /** The output folder being written (Docusaurus's `outDir`, given to createFeedItems). */
    outDir: string;
    readPage: (path: string) => string | undefined;
    write: (file: string, content: string) => void;
  },
): Promise<void> {
  const origin = siteConfig.url.replace(/\/$/, '');
  const absolute = (permalink: string) => origin + withBaseUrl(permalink, siteConfig.baseUrl);
  const defaultCreateFeedItems = defaultFeedItems(p.readPage);
  for (const inst of instances) {
    const { feedOptions: f, routeBasePath } = inst.options;
    if (!f.type.length) continue;
    const listed = inst.posts.filter((x) => !x.summary.unlisted);
    if (!listed.length) continue;
    const chosen = f.limit === false ? listed : listed.slice(0, f.limit);
    const blogPosts = chosen.map((x) =>
      docusaurusBlogPost(
        { ...x, ...x.metadata },
        {
          baseUrl: siteConfig.baseUrl,
          siteRelative: relative(p.siteDir, x.doc.filePath).split('\\').join('/'),
        },
      ),
    );
    const args = { blogPosts, siteConfig, outDir: p.outDir };
    const blog = `blog${inst.options.id === 'default' ? '' : ` "${inst.options.id}"`}`;
    let items: FeedItem[];
    if (f.createFeedItems) {
      let made: unknown;
      try {
        made = await f.createFeedItems({ ...args, defaultCreateFeedItems });
      } catch (e) {
        throw new BuildError({
          file: p.configFile,
          severity: 'error',
          kind: 'docusaurus config',
          message: `${blog} feedOptions.createFeedItems threw: ${e instanceof Error ? e.message : String(e)}`,
          hint: 'fix the function in the blog options',
        });
      }
      items = checkFeedItems(made, { file: p.configFile, blog });
    } else items = await defaultCreateFeedItems(args);
    const params = {
      blogUrl: absolute(routeBasePath),
      title: f.title ?? `${siteConfig.title} Blog`,
      description: f.description ?? `${siteConfig.title} Blog`,
      copyright: f.copyright,
      ...(f.language ? { language: f.language } : {}),
      ...(siteConfig.favicon
        ? { favicon: origin + staticFileUrl(siteConfig.favicon, siteConfig.baseUrl) }
        : {}),
      items,
    };
    const folder = routeBasePath.replace(/^[\\/]+/, '');
    for (const type of f.type) {
      const style = feedStylesheet(type, inst.options, {
        blogDir: inst.blogDir,
        siteDir: p.siteDir,
        configFile: p.configFile,
      });
      for (const [name, content] of style?.files ?? []) p.write(join(folder, name), content);
      p.write(
        join(folder, FEED_FILES[type]),
        generateFeed(type, { ...params, ...(style ? { xslt: style.xslt } : {}) }),
      );
    }
  }
}

/** The blog's title, description and sidebar title from the locale's options.json. */
function localizeBlogOptions(options: BlogOptions, pluginId: string, localizationDir: string) {
  const dir = pluginI18nDir(localizationDir, 'docusaurus-plugin-content-blog', pluginId);
  const m = readTranslationFile(join(dir, 'options.json'));
  return {
    dir,
    options: {
      ...options,
      blogTitle: m.title ?? options.blogTitle,
      blogDescription: m.description ?? options.blogDescription,
      blogSidebarTitle: m['sidebar.title'] ?? options.blogSidebarTitle,
    },
  };
}
