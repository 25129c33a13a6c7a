// `docusaurus-plugin-content-blog`, one instance per blog of the config: loadContent loads the blog
// (plugins/blog/). Its content is Docusaurus's (`blogPosts[].metadata`, as plugins read it in
// allContentLoaded and postBuild), the loaded blog kept beside it for the generator (native.ts);
// the stages ask it for its pages' modules, its feeds' head links and its feeds (generatorHooks.ts).
import { join, relative, resolve } from 'node:path';
import { generatedFilesDir } from '../paths.js';
import { docusaurusBlogContent, type DocusaurusBlogContent } from './blogContent.js';
import { docusaurusVersionOf, isAtLeast } from '../config/docusaurus/docusaurusVersion.js';
import type { LoadedBlogs } from '../blog/index.js';
import type { BlogInstance, BlogPost } from '../blog/loadBlog.js';
import { ROUTE_ORDER, withGeneratorHooks } from '../lifecycle/generatorHooks.js';
import { wrapperOf } from '../lifecycle/wrappedContent.js';
import { blogContentKey } from '../mdx/remarkResolveLinks.js';
import type { Plugin, PluginActions } from '../lifecycle/types.js';
import { themeRouteKind } from '../routes/generateRoutesModule.js';
import { VIRTUAL_BLOG_PAGE_PREFIX } from '../../src/shared/constants.js';
import type { BuiltInEnv } from './env.js';
import { blogRouteConfigs } from './builtInRoutes.js';
import { blogOptionsContent } from '../i18n/translationFileContents.js';
import { BUILT_IN_NAMES, nativeOf, withNative } from './native.js';
import { translatedDir } from '../i18n/localeContext.js';
import { pluginI18nDir } from '../i18n/translateDocs.js';
import { MDX_PLUGIN_OPTION_NAMES } from './compileOptions.js';
import type { MetadataSnapshot } from '../blog/writtenMetadata.js';
import type { ContentSnapshot } from '../blog/writtenContent.js';
import type { DocusaurusBlogPost } from '../blog/processPosts.js';

/**
 * A blog's authors map and tags file, wherever its options put them, and the locale's own, read
 * first (`i18n/<locale>/docusaurus-plugin-content-blog/authors.yml`, loadBlog's dataDir) whether
 * there is one yet or not.
 */
function blogDataFiles({ blogDir, localizedDir, options: o }: BlogInstance): string[] {
  const names = [
    o.authorsMapPath,
    ...(o.tags === false || o.tags === null ? [] : [o.tags || 'tags.yml']),
  ];
  const dirs = localizedDir === undefined ? [blogDir] : [blogDir, localizedDir];
  return dirs.flatMap((dir) => names.map((name) => resolve(dir, name)));
}

/**
 * A wrapped blog's `configureWebpack` result, as Docusaurus's: the `~blog` alias of the blog
 * plugin's generated files folder (where a wrapper's `createData` writes, under the blog's name:
 * `~blog/<id>/<file>`), and the MDX loader rule for its folders.
 */
export function wrappedBlogRule(
  env: BuiltInEnv,
  { id, options }: { id: string; options: Record<string, unknown> },
): {
  resolve: { alias: Record<string, string> };
  module: { rules: Record<string, unknown>[] };
} {
  const { siteDir } = env.config;
  const dir = resolve(siteDir, typeof options.path === 'string' ? options.path : 'blog');
  const localizationDir = translatedDir(env.locale);
  const include = [
    ...(localizationDir ? [pluginI18nDir(localizationDir, BUILT_IN_NAMES.blog, id)] : []),
    dir,
  ];
  const lists = Object.fromEntries(
    MDX_PLUGIN_OPTION_NAMES.map((n) => [n, Array.isArray(options[n]) ? options[n] : []]),
  );
  return {
    resolve: { alias: { '~blog': join(generatedFilesDir(siteDir), BUILT_IN_NAMES.blog) } },
    module: {
      rules: [
        {
          test: /\.mdx?$/i,
          include,
          use: [
            {
              loader: '@docusaurus/mdx-loader',
              options: {
                admonitions: options.admonitions ?? true,
                ...lists,
                siteDir,
              },
            },
          ],
        },
      ],
    },
  };
}

const hasComponents = (o: { components?: Record<string, string> }) =>
  Object.keys(o.components ?? {}).length > 0;

/** The loaded content as the blog gave it, to tell what a wrapper changed in it. */
interface LoadedSnapshot {
  metadata: MetadataSnapshot;
  content: ContentSnapshot;
}

/**
 * What a wrapper wrote into `content`, read back into `loaded`: its posts' metadata, and the
 * posts, their order, list pages, tags and authors when it changed those (writtenContent.ts).
 */
function readWrittenContent(
  written: WrittenModules,
  snapshot: LoadedSnapshot | undefined,
  content: unknown,
  loaded: LoadedBlogs,
  env: BuiltInEnv,
): void {
  if (!snapshot) return;
  const { baseUrl } = env.config.siteConfig;
  const posts = (content as { blogPosts?: unknown } | undefined)?.blogPosts;
  const idOf = (post: BlogPost) => post.doc.slug;
  const edits = Array.isArray(posts)
    ? written.metadata.writtenEdits(snapshot.metadata, posts as DocusaurusBlogPost[])
    : new Map<string, Record<string, unknown>>();
  if (written.content.contentChanged(snapshot.content, content))
    written.content.applyWrittenContent(loaded, content as DocusaurusBlogContent, {
      baseUrl,
      idOf,
      edits,
    });
  else written.metadata.applyWrittenMetadata(loaded, edits, { baseUrl, idOf });
}

/** What the blog's loading is told of the site: its Docusaurus version's ways, its locale. */
export function blogLoadParams(env: BuiltInEnv) {
  const { config } = env;
  const version = docusaurusVersionOf(config.siteDir);
  return {
    siteDir: config.siteDir,
    configFile: config.configFile,
    baseUrl: config.siteConfig.baseUrl,
    production: env.production,
    // Docusaurus 3.10 writes an empty /blog where 3.9 and earlier write none; 3.9 reads an
    // author's `email` social: the site's version.
    emptyListPage: isAtLeast(version, 3, 10),
    emailSocials: isAtLeast(version, 3, 9),
    // Authors pages came with 3.5 (a site of unknown version has them, as 3.8's).
    noAuthorsPages: version !== undefined && !isAtLeast(version, 3, 5),
    // 3.5-3.9 paginate an author's posts under authorsBasePath, 3.10 under pageBasePath.
    authorPagesUnderPageBase: isAtLeast(version, 3, 10),
    // 3.5-3.7 estimate reading times with the reading-time package, 3.8 with Intl.Segmenter.
    readingTimePackage: version !== undefined && !isAtLeast(version, 3, 8),
    ...(env.locale
      ? { localizationDir: translatedDir(env.locale), locale: env.locale.locale }
      : {}),
  };
}

/** Docusaurus's data files of the blog, from the content its contentLoaded is given. */
function writeDataFiles(
  written: WrittenModules,
  content: unknown,
  loaded: LoadedBlogs,
  p: { env: BuiltInEnv; id: string; actions: PluginActions; own: Map<string, string> },
): Promise<void> | undefined {
  const inst = loaded.instances[0];
  return inst
    ? written.files.writeBlogDataFiles(content as DocusaurusBlogContent, {
        id: p.id,
        options: inst.options,
        baseUrl: p.env.config.siteConfig.baseUrl,
        createData: p.actions.createData,
        own: p.own,
      })
    : undefined;
}

async function importWritten(): Promise<WrittenModules> {
  const [metadata, content, files] = await Promise.all([
    import('../blog/writtenMetadata.js'),
    import('../blog/writtenContent.js'),
    import('../blog/metadataFiles.js'),
  ]);
  return { metadata, content, files };
}

interface WrittenModules {
  metadata: typeof import('../blog/writtenMetadata.js');
  content: typeof import('../blog/writtenContent.js');
  files: typeof import('../blog/metadataFiles.js');
}

/** The blog instances of a site's blog plugins, in their order (each plugin's loaded blog). */
export function blogInstancesOf(
  plugins: { result: { plugins: readonly { name: string; content?: unknown }[] } } | undefined,
): BlogInstance[] {
  return (plugins?.result.plugins ?? [])
    .filter((p) => p.name === BUILT_IN_NAMES.blog)
    .flatMap((p) => nativeOf<LoadedBlogs>(p.content)?.instances ?? []);
}

/**
 * The blog plugin of the config's `index`-th blog; `given`: the options a site plugin wrapping it
 * gives its function (plugins/lifecycle/wrappedContent.ts), in place of the config's.
 */
export function blogPlugin(
  env: BuiltInEnv,
  index: number,
  given?: Record<string, unknown>,
): Plugin {
  const { config } = env;
  const docusaurus = config.docusaurus!;
  const options = given
    ? { id: typeof given.id === 'string' ? given.id : 'default', options: given }
    : docusaurus.blog[index]!;
  // The loaded blogs whose contentLoaded ran: only those have their routes, as in Docusaurus,
  // where a plugin extending the blog that never calls the blog's contentLoaded has none of them.
  const routed = new WeakSet<object>();
  let lastLoaded: LoadedBlogs | undefined;
  // Its posts' metadata files as its contentLoaded wrote them, by name (metadataFiles.ts).
  const ownFiles = new Map<string, string>();
  // Each loaded blog's posts' metadata as loaded (what a wrapper writes: readWrittenMetadata).
  const snapshots = new WeakMap<LoadedBlogs, LoadedSnapshot>();
  // The blog's code, imported when the content loads (a hook is called only on loaded content).
  let blog: typeof import('../blog/index.js') | undefined;
  let written: WrittenModules | undefined;
  const instancesOf = (content: unknown) => nativeOf<LoadedBlogs>(content)?.instances ?? [];
  const plugin: Plugin = {
    name: BUILT_IN_NAMES.blog,
    async loadContent() {
      [blog, written] = await Promise.all([import('../blog/index.js'), importWritten()]);
      // A site plugin wrapping the blog adds its routes: they are that plugin's (Docusaurus's
      // changelog plugin: `changelog-plugin`, `default`), for useRouteContext() and the classes.
      const wrapper = given ? wrapperOf(plugin) : undefined;
      const spec = wrapper ? { ...options, routePlugin: wrapper } : options;
      const loaded: LoadedBlogs = await blog.loadBlogs([spec], blogLoadParams(env));
      lastLoaded = loaded;
      // Docusaurus's content (its BlogContent): one instance per plugin.
      const content = docusaurusBlogContent(loaded.instances[0]!, {
        siteDir: config.siteDir,
        baseUrl: config.siteConfig.baseUrl,
      });
      snapshots.set(loaded, {
        metadata: written.metadata.snapshotMetadata(content.blogPosts),
        content: written.content.snapshotContent(content),
      });
      return withNative(content, loaded);
    },
    // Its routes (routesOf below): from here on the stages have them. What a site plugin wrapping
    // the blog wrote into its posts' metadata before (Docusaurus's changelog plugin) is what the
    // pages show, as Docusaurus routes the content it is given (plugins/blog/writtenMetadata.ts).
    // Docusaurus's data files are written from the content it is given (metadataFiles.ts).
    async contentLoaded({ content, actions }) {
      const loaded = nativeOf<LoadedBlogs>(content) ?? lastLoaded;
      if (!loaded) return;
      if (written && !routed.has(loaded))
        readWrittenContent(written, snapshots.get(loaded), content, loaded, env);
      routed.add(loaded);
      if (written)
        await writeDataFiles(written, content, loaded, {
          env,
          id: options.id,
          actions,
          own: ownFiles,
        });
    },
  };
  // The instance a site plugin wrapping the blog got has Docusaurus's `configureWebpack`: the MDX
  // loader rule of its folder with its options (`module.rules[0].use[0]`, which Docusaurus's
  // changelog plugin edits). Given back by the wrapper, it is a rule of the wrapper's
  // (plugins/lifecycle/mdxLoaderRules.ts): the posts of a folder the wrapper chose, which the
  // config does not name, compile with the blog's options, on the compile threads too.
  if (given) plugin.configureWebpack = () => wrappedBlogRule(env, options);
  const routedOf = (content: unknown) => {
    const loaded = nativeOf<LoadedBlogs>(content)!;
    return routed.has(loaded) ? loaded : undefined;
  };
  return withGeneratorHooks(plugin, {
    // Its list, tags, archive and authors pages and its posts, after the docs' generated indexes.
    routesOf: (content) => {
      const loaded = nativeOf<LoadedBlogs>(content)!;
      const routes = routedOf(content) ? loaded.instances.flatMap((b) => b.routes) : [];
      return [{ order: ROUTE_ORDER.blog, routes, warnings: loaded.warnings }];
    },
    routeConfigsOf: (content, { baseUrl }) =>
      routedOf(content) ? blogRouteConfigs(content, baseUrl) : [],
    // Its posts' `.md` links, which the docs' pages and the other posts resolve: a post's
    // `source` is its file from the site's folder (plugins/blog/loadBlog.ts).
    linksOf: (content) => ({
      order: 2,
      dir: config.siteDir,
      // A post resolves only posts' files, as Docusaurus's blog: a link to a doc's is left as
      // written and reported (Docusaurus 3.8.1 and 3.10.2).
      ownLinksOnly: { label: 'Blog' },
      permalinkBySource: postLinks(nativeOf<LoadedBlogs>(content)!, config.siteDir),
    }),
    // A post's module is its file; a list page's is virtual (plugins/blog/).
    routeKindsOf: (content) => ({
      kinds: {
        'blog-post': themeRouteKind('blog.tsx', 'blogPost'),
        'blog-page': themeRouteKind('blog.tsx', 'blogPage'),
      },
      standalone: ['blog-post'],
      idPrefixes: [VIRTUAL_BLOG_PAGE_PREFIX],
      // A list, tag, archive or authors page: its data is its module's (no live update).
      reloadedIdPrefixes: [VIRTUAL_BLOG_PAGE_PREFIX],
      source: (id) => blog!.blogPageModuleSource(id, instancesOf(content)),
    }),
    // Its posts compile as the docs do; a post's excerpt is a module of its own (its file with
    // EXCERPT_QUERY); a post is found in search under its blog's title.
    markdownPagesOf: (content) => {
      const loaded = nativeOf<LoadedBlogs>(content)!;
      return {
        order: 2,
        pages: loaded.docs,
        byFile: loaded.byFile,
        metadata: loaded.metadata,
        searchOf: (file) => {
          const meta = loaded.metadata.get(file);
          return meta && { lvl0: meta.blog.blogTitle };
        },
        // A post added while the dev server runs (a file of a blog's folder its globs take).
        claims: (file) =>
          loaded.instances.some((b) =>
            blog!.isBlogPostFile(file, { ...b.options, blogDir: b.blogDir }),
          ),
      };
    },
    // Its posts' metadata files a wrapper wrote again (`${docuHash(source)}.json` in the blog's
    // data folder, which Docusaurus's MDX loader imports): the keys they add are the posts'.
    readWrittenDataOf: (content, files) =>
      written?.files.readPostMetadataFiles(routedOf(content), content as DocusaurusBlogContent, {
        dir: `${BUILT_IN_NAMES.blog}/${options.id}`,
        files,
        own: ownFiles,
      }) ?? [],
    routeModulesOf: (content, route) => blog!.blogRouteModules(instancesOf(content), route),
    headTagsOf: (content, siteConfig) => blog!.feedHeadLinks(instancesOf(content), siteConfig),
    writeFilesOf: (content, output) =>
      blog!.writeBlogFeeds(instancesOf(content), output.siteConfig, output),
    watchedOf: (content) => ({
      dirs: instancesOf(content).map((b) => b.blogDir),
      files: instancesOf(content).flatMap(blogDataFiles),
    }),
    // Its title, description and sidebar title (write-translations' options.json).
    translationFilesOf: () => [{ path: 'options', content: blogOptionsContent(options.options) }],
    // Its theme part (./blogTheme.ts): every blog page's components.
    themePartsOf: () => ['blog'],
    reloadedPagesOf: (content) =>
      instancesOf(content).flatMap((b) => b.posts.map((p) => p.doc.filePath)),
    // Component options naming modules: their posts' content is in the tree (routeKinds/optionRoute.tsx).
    contentInTreeOf: (content) => instancesOf(content).some((b) => hasComponents(b.options)),
  });
}

/**
 * The posts' `.md` link table, keyed from the site's folder: each post's file, and each blog's
 * content folders (blogContentKey), where a post's link not starting with `./` or `../` is looked
 * for, the localized one first, as Docusaurus's blog (its contentPaths). The localized folder is
 * named only when a post of the locale is translated there: without one, no link finds a file
 * there, and leaving it out keeps the table the same in every such locale (the default one too),
 * so an untranslated post compiles once for all of them (plugins/mdx/localeShare.ts).
 */
function postLinks(loaded: LoadedBlogs, siteDir: string): Map<string, string> {
  const sitePath = (dir: string) => relative(siteDir, dir).split('\\').join('/');
  const translatedIn = (b: BlogInstance) =>
    b.localizedDir !== undefined &&
    b.posts.some((post) => !relative(b.localizedDir!, post.doc.filePath).startsWith('..'));
  return new Map([
    ...loaded.docs.map((d) => [d.source, d.permalink] as const),
    ...loaded.instances.map((b) => {
      const localized = translatedIn(b) ? sitePath(b.localizedDir!) : undefined;
      return [blogContentKey(sitePath(b.blogDir), localized), '/'] as const;
    }),
  ]);
}
