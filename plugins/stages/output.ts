// Stage "output": the pages pre-rendered (prerender.ts) while this thread writes the Markdown
// export and the search index; then robots.txt and _headers; then the check of every internal link
// and anchor; then the plugins' postBuild (sitemap.xml, redirect pages, the site's plugins'). The
// staging folder replaces the output folder after, in buildSite.ts.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import type { Manifest } from 'vite';
import { sharesLocaleBundle } from '../i18n/sharedBundle.js';
import { BuildError } from '../diagnostics.js';
import {
  checkLinks,
  formatBrokenLinks,
  isFolderOf,
  type BrokenLink,
  type PageLinks,
} from '../output/checkLinks.js';
import { withLinkSources } from '../output/brokenLinkSources.js';
import { markdownPagesOf } from '../lifecycle/markdownPages.js';
import { pathsOutsideBaseUrl } from '../lifecycle/routes.js';
import {
  isNavbarBrandLink,
  locateNavbarBrand,
  navbarBrandHint,
} from '../output/navbarBrandLink.js';
import { generateHeadersFile } from '../output/csp.js';
import { generateMachineReadable, type MarkdownExportReuse } from '../output/llmsTxt.js';
import { absoluteUrlOf, resolveImageMarks } from '../output/markdownExport.js';
import { createMarkdownImages } from '../output/markdownImages.js';
import { generateRobots, hasSitemapPlugin } from '../output/sitemap.js';
import { writeFiles } from '../output/writeFiles.js';
import { OPEN_SEARCH_FILE, openSearchDescription } from '../output/openSearch.js';
import { collectSearchRecords, type SearchPage } from '../search/collectSearchRecords.js';
import { reusableSummary } from '../search/buildLocalIndex.js';
import type { SearchTokenCache } from '../search/searchTokenCache.js';
import { searchThemeOf } from '../search/searchTheme.js';
import { getCompilerVersion } from '../mdx/compilerVersion.js';
import { startSearchIndexThread, type SearchIndexThread } from '../search/searchIndexThread.js';
import {
  buildSearchIndexFiles,
  readPreviousTokens,
  writeBuiltSearchIndex,
  type BuiltSearchIndex,
} from '../search/writeSearchIndex.js';
import type { Bundles } from './bundle.js';
import type { BuildContext } from './context.js';
import type { MdxStage } from './mdx.js';
import type { PagesStage } from './pages.js';
import { startPrerender, type Prerender, type RenderedPages } from './prerender.js';
import { postBuild } from '../lifecycle/postBuild.js';
import { withOutDirForPostBuild } from '../output/postBuildOutDir.js';
import { hooksOf, type OutputFiles } from '../lifecycle/generatorHooks.js';
import { isOtherLocaleHref } from '../../src/shared/i18n.js';
import { localeRoutePrefix, localizeBrokenLinks } from '../i18n/localeBuildInputs.js';

/**
 * The pages written into the staging folder; the caller puts it in place once every locale
 * succeeded (buildSite.ts, output/atomicOutput.ts).
 */
export async function outputStage(
  ctx: BuildContext,
  mdx: MdxStage,
  pages: PagesStage,
  bundles: Bundles,
  /** The pre-render, when the caller started it already (on a pool shared by locales). */
  started?: Prerender,
  /**
   * The Markdown export and the search index, when the caller started them already (once the
   * client bundle was made, beside the server bundle: buildStages.ts).
   */
  exportsStarted?: Promise<void>,
): Promise<RenderedPages> {
  ctx.reporter.stage('pre-render');
  // A rebuild's pool warmed with this server bundle (buildStages.ts closes it, and one of another).
  const prerender =
    started ?? startPrerender(ctx, bundles, await pages.routeTable(), ctx.warmPrerender);
  const exportsWritten =
    exportsStarted ?? writeExportsAndSearch(ctx, mdx, bundles.client.manifest as Manifest);
  // The pages and the Markdown export are what the site's files and the link check need: a
  // rebuild's search index, built on its thread, may still be written meanwhile (the sweep and
  // the plugins' postBuild wait for it). Everything runs to its end before a failure is thrown:
  // the staging folder is not removed under writes still going on, and the index's failure comes
  // first, as when it was awaited with the pages.
  const [rendered, written] = await Promise.allSettled([
    prerender.writeKeptPages(),
    markdownExports.get(ctx) ?? exportsWritten,
  ]);
  const indexWritten = exportsWritten.then(() => undefined);
  indexWritten.catch(() => undefined);
  let output: OutputFiles;
  let broken: BrokenLink[];
  try {
    if (rendered.status === 'rejected') throw rendered.reason;
    if (written.status === 'rejected') throw written.reason;
    throwRenderErrors(ctx, rendered.value);

    ctx.reporter.stage('finish');
    output = outputFilesOf(ctx, rendered.value);
    await writeSiteFiles(ctx, output, rendered.value, bundles);

    ctx.reporter.stage('links');
    broken = siteBrokenLinks(ctx, rendered.value.pageLinks);
  } catch (e) {
    await indexWritten;
    throw e;
  }
  await indexWritten;
  // A link found broken before the index was written is checked again with its files there (a
  // file written later makes no link broken: it only makes one exist).
  reportBrokenLinks(ctx, broken.length ? siteBrokenLinks(ctx, rendered.value.pageLinks) : []);
  // Every plugin's postBuild (the sitemap's and the client redirects' among them: after the link
  // check, so a link to an old path is still reported), into the staging folder (a failure keeps
  // the previous output). A stage of its own: a plugin's postBuild (llms-txt's conversion of every
  // page to Markdown) can take longer than the check.
  ctx.reporter.stage('post-build');
  const { plugins } = ctx.site;
  // Written in place, the output is the out dir already (and none of the site's own plugins has a
  // postBuild: stages/context.ts): what a previous build left there and this one did not make
  // goes first, so the plugins see this build's output alone.
  ctx.inPlace?.sweep();
  const inOutDir = <T>(run: () => Promise<T>) =>
    ctx.inPlace ? run() : withOutDirForPostBuild(ctx.outDir, ctx.staging, run);
  if (plugins)
    await inOutDir(() =>
      postBuild({
        native: { output, urls: rendered.value.urls, indexable: rendered.value.indexable },
        plugins,
        outDir: ctx.staging,
        baseUrl: ctx.site.siteConfig.baseUrl,
        siteTitle: ctx.site.siteConfig.title,
        titleDelimiter: ctx.site.siteConfig.titleDelimiter,
        repeatSiteTitle: ctx.site.siteConfig.repeatSiteTitle,
        routePaths: rendered.value.urls,
        heads: Object.fromEntries(
          Object.entries(rendered.value.renders).map(([path, r]) => [path, r.head]),
        ),
      }),
    );
  // The staging folder is put in place by the caller, once every locale succeeded (buildSite.ts).
  return rendered.value;
}

/**
 * The Markdown export and the search index: both come from the compile's results, and are their
 * last readers. The exported files go as soon as they are written (a file of the same name from
 * static/, copied by the client bundle, wins), the compiled pages once the search records are taken
 * and `keepCompilesUntil` (the server bundle, which may still ask for a bundled page's compile) is
 * settled. They need the client bundle's manifest and files (its copied static files and the
 * plugins' copies), not the server bundle: buildStages.ts starts them beside the server bundle.
 */
export async function writeExportsAndSearch(
  ctx: BuildContext,
  mdx: MdxStage,
  manifest: Manifest,
  keepCompilesUntil?: Promise<unknown>,
  /** The search index, when its making started before the client bundle (`startSearchIndex`). */
  early?: StartedSearch,
): Promise<void> {
  const clearCompiles = () =>
    keepCompilesUntil
      ? void keepCompilesUntil.then(
          () => mdx.compiler.clear(),
          () => mdx.compiler.clear(),
        )
      : mdx.compiler.clear();
  // A rebuild (the last build's tokens cache is there) builds its search index on a thread of its
  // own, started now so that it has loaded by the time the records are collected; a cold build,
  // whose main thread's pre-render waits less on it and whose records are large to hand over,
  // builds it here.
  const thread =
    early?.thread ??
    (usesIndexThread(ctx)
      ? startSearchIndexThread({ file: ctx.cache.searchTokens, version: getCompilerVersion() })
      : undefined);
  // The Markdown export's own end, when it comes before the index's (`outputStage`); else all's.
  let markdownWritten: (written: Promise<void>) => void = () => undefined;
  const markdown = new Promise<void>((resolve) => (markdownWritten = resolve));
  markdown.catch(() => undefined);
  markdownExports.set(ctx, markdown);
  const all = (async () => {
    try {
      await exportsAndSearch(ctx, mdx, manifest, clearCompiles, thread, markdownWritten, early);
    } finally {
      thread?.close();
    }
  })();
  const settled = () => markdownWritten(all);
  all.then(settled, settled);
  return all;
}

/** A search index whose making started early (`startSearchIndex`): its files, not written yet. */
export interface StartedSearch {
  thread: SearchIndexThread;
  built: Promise<BuiltSearchIndex>;
}

/**
 * A rebuild's search index, started before its client bundle: the pages' records (each from its
 * compile, which the bundle then takes from the mdx stage) are collected and handed to the index's
 * thread, which builds the index while the bundle is made and the pages pre-rendered, on the core
 * they leave idle. Its files are written after the client bundle's (`writeExportsAndSearch`), as
 * a build that collected them there writes them. Only for a build that compiles on this thread (no
 * pool: a few docs changed), whose index thread has the last build's tokens cache to start from;
 * undefined for any other (its index is made after the client bundle).
 */
export function startSearchIndex(ctx: BuildContext, mdx: MdxStage): StartedSearch | undefined {
  const warm = ctx.warmSearch;
  ctx.warmSearch = undefined;
  if (ctx.pool || !usesIndexThread(ctx)) {
    warm?.close();
    return undefined;
  }
  // The thread started with the config (buildSite.ts), or now.
  const thread =
    warm ?? startSearchIndexThread({ file: ctx.cache.searchTokens, version: getCompilerVersion() });
  const built = collectSearchPages(ctx, mdx, thread).then((searchPages) =>
    buildSearchIndexOf(ctx, mdx, ctx.out, searchPages, thread),
  );
  // A failure (a doc that does not compile) is thrown where the files are written, after the
  // bundle's own report of that page.
  built.catch(() => undefined);
  return { thread, built };
}

/** Each build's Markdown export, written (`writeExportsAndSearch`). */
const markdownExports = new WeakMap<BuildContext, Promise<void>>();

/** Whether the build's search index is the built-in one, built from a previous build's cache. */
function usesIndexThread(ctx: BuildContext): boolean {
  const { site } = ctx;
  return (
    !searchThemeOf(site) &&
    site.siteConfig.search.enabled !== false &&
    !site.siteConfig.search.algolia &&
    existsSync(ctx.cache.searchTokens)
  );
}

async function exportsAndSearch(
  ctx: BuildContext,
  mdx: MdxStage,
  manifest: Manifest,
  clearCompiles: () => void,
  thread: SearchIndexThread | undefined,
  markdownWritten: (written: Promise<void>) => void,
  early: StartedSearch | undefined,
): Promise<void> {
  const { site } = ctx;
  // Nothing reads these files before this settles (each write settles once its file is there): a
  // cold build creates them on a thread of their own (output/writerThread.ts), not on this one,
  // which the server bundle's plugins run on.
  const out = ctx.out.offThread?.() ?? ctx.out;
  // A search theme's SearchBar (Typesense, search-local) searches with its own index.
  // A site without search (a Docusaurus site without a search plugin) has no index either.
  const searched = !searchThemeOf(site) && site.siteConfig.search.enabled !== false;
  if (!thread) {
    await writeMarkdownExport(ctx, mdx, manifest, out);
    if (!searched) return clearCompiles();
    const searchPages = await collectSearchPages(ctx, mdx);
    clearCompiles();
    await writeSearchIndexOf(ctx, mdx, out, searchPages);
    return;
  }
  // A rebuild's index thread is handed its pages first, and builds the index while this thread
  // writes the Markdown export: the records are all it waits for.
  // Started before the client bundle, its files are written now, after the bundle's.
  const indexed = early
    ? early.built.then((built) => writeBuiltSearchIndex(out, built, ctx.digests))
    : collectSearchPages(ctx, mdx, thread).then((searchPages) =>
        writeSearchIndexOf(ctx, mdx, out, searchPages, thread),
      );
  const markdown = writeMarkdownExport(ctx, mdx, manifest, out);
  markdownWritten(markdown);
  const [exported, index] = await Promise.allSettled([markdown, indexed]);
  clearCompiles();
  if (exported.status === 'rejected') throw exported.reason;
  if (index.status === 'rejected') throw index.reason;
}

/** The Markdown export: llms.txt and each page's Markdown, with its images (markdownExport.ts). */
async function writeMarkdownExport(
  ctx: BuildContext,
  mdx: MdxStage,
  manifest: Manifest,
  out: BuildContext['out'],
): Promise<void> {
  const { site, siteDir } = ctx;
  const { siteConfig } = site;
  // Co-located images get the URL of the file the bundle made of them (markdownImages.ts).
  const images = createMarkdownImages({
    // The manifest names an emitted asset by its path from the site folder. When locales share
    // the bundle, its files are under the site's base URL, not the locale's: a copy is exported.
    bundled: (image) =>
      sharesLocaleBundle(site)
        ? undefined
        : manifest[relative(siteDir, image).split('\\').join('/')]?.file,
    absolute: absoluteUrlOf(siteConfig.url, siteConfig.baseUrl),
  });
  // Each page's co-located images as the export linked them (doc file → [as written, URL]).
  const marks = new Map<string, [string, string][]>();
  const {
    files: machineReadableFiles,
    pages,
    order,
  } = await generateMachineReadable(site, {
    bodyOf: async (doc) => {
      const linked: [string, string][] = [];
      marks.set(doc.filePath, linked);
      return resolveImageMarks((await mdx.outline(doc)).markdown ?? '', (written) => {
        const url = images.url(doc.filePath, written);
        linked.push([written, url]);
        return url;
      });
    },
    reuse: markdownExportReuse(ctx, mdx, out, images, marks),
  });
  const filesOf = new Map(site.docs.map((d) => [d.permalink, d.filePath]));
  ctx.markdownExport.set(
    new Map(
      [...pages].map(([permalink, page]) => {
        const linked = marks.get(filesOf.get(permalink)!);
        return [permalink, linked?.length ? { ...page, images: linked } : page];
      }),
    ),
    order,
  );
  const exported = [...machineReadableFiles, ...images.files()].filter(
    ([file]) => !out.exists(file),
  );
  machineReadableFiles.clear();
  await writeFiles(out, exported, undefined, ctx.digests);
}

/**
 * What a rebuild takes from the last build's Markdown export (llmsTxt.ts `MarkdownExportReuse`):
 * a page whose body is its compile's kept outline, made of the same things as the last build's
 * page and with its images where they were, keeps its `.md` file from the output in place without
 * it being made or read (as a file whose digest the last build recorded: outputDigests.ts), and
 * its part of llms-full.txt is the last one's.
 */
function markdownExportReuse(
  ctx: BuildContext,
  mdx: MdxStage,
  out: BuildContext['out'],
  images: ReturnType<typeof createMarkdownImages>,
  marks: Map<string, [string, string][]>,
): MarkdownExportReuse {
  const cache = ctx.markdownExport;
  const outlines = mdx.outlines;
  return {
    async bodyKeyOf(doc) {
      if (!outlines) return undefined;
      const key = await mdx.keyOf(doc);
      return { key, kept: outlines.get(key) === (await mdx.outline(doc)) };
    },
    previous: (permalink) => cache.previous(permalink),
    keep(doc, file, size) {
      const linked = cache.previous(doc.permalink)?.images ?? [];
      if (linked.some(([written, url]) => images.url(doc.filePath, written) !== url)) return false;
      // A static file of that name is the output's (as when the page is made).
      if (!out.exists(file)) {
        const digest = ctx.digests.previous(file);
        if (digest?.[1] !== size || !out.keepKnown?.(file, file, size)) return false;
        ctx.digests.record(file, digest[0], size);
      }
      marks.set(doc.filePath, linked);
      return true;
    },
    previousFull() {
      const order = cache.previousOrder();
      if (!order || out.previousFolder === undefined) return undefined;
      try {
        return { bytes: readFileSync(join(out.previousFolder, 'llms-full.txt')), order };
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * The search pages. An unchanged page's terms, fragment files and summary come from the last
 * build's cache, found by its compile's key: neither its compile is read nor its records made
 * (issue 37). With the index's thread, the thread says which pages' the cache has (it reads the
 * cache, this thread does not); else, or when it cannot answer, this thread reads the cache.
 */
async function collectSearchPages(
  ctx: BuildContext,
  mdx: MdxStage,
  thread?: SearchIndexThread,
): Promise<{ pages: SearchPage[]; previousTokens?: SearchTokenCache }> {
  const { site } = ctx;
  const tokensFile = ctx.cache.searchTokens;
  let previousTokens: SearchTokenCache | undefined;
  const fromCache = async (keys: string[]) => {
    const reusable = await thread?.reusable(keys, tokensFile, getCompilerVersion());
    if (reusable) return reusable.map((r) => (r ? (true as const) : undefined));
    const previous = readPreviousTokens(site, tokensFile);
    previousTokens = previous.tokens;
    return keys.map((key) => previous.summaryOf?.(key));
  };
  const pages = await collectSearchRecords({
    site,
    compiler: mdx.compiler,
    compile: mdx.compile,
    keyOf: mdx.keyOf,
    ...(site.siteConfig.search.algolia ? {} : { summariesOf: fromCache }),
  });
  return { pages, ...(previousTokens ? { previousTokens } : {}) };
}

/** The search index (or Algolia's records file) written from `pages` (writeSearchIndex.ts). */
async function writeSearchIndexOf(
  ctx: BuildContext,
  mdx: MdxStage,
  out: BuildContext['out'],
  searchPages: { pages: SearchPage[]; previousTokens?: SearchTokenCache },
  thread?: SearchIndexThread,
): Promise<void> {
  await writeBuiltSearchIndex(
    out,
    await buildSearchIndexOf(ctx, mdx, out, searchPages, thread),
    ctx.digests,
  );
}

/** The search index's files (or Algolia's records file) made from `pages`, not written. */
async function buildSearchIndexOf(
  ctx: BuildContext,
  mdx: MdxStage,
  out: BuildContext['out'],
  { pages, previousTokens }: { pages: SearchPage[]; previousTokens?: SearchTokenCache },
  thread?: SearchIndexThread,
): Promise<BuiltSearchIndex> {
  const { site } = ctx;
  const built = await buildSearchIndexFiles({
    site,
    pages,
    out,
    ...(previousTokens ? { previousTokens } : {}),
    tokensFile: ctx.cache.searchTokens,
    ...(thread ? { thread } : {}),
    recollect: (previous) =>
      collectSearchRecords({
        site,
        compiler: mdx.compiler,
        compile: mdx.compile,
        keyOf: mdx.keyOf,
        summariesOf: async (keys) => keys.map((key) => reusableSummary(previous, key)),
      }),
  });
  pages.length = 0;
  return built;
}

/** A route that failed to render fails the build, at its page's file. */
function throwRenderErrors(ctx: BuildContext, rendered: RenderedPages): void {
  const { site } = ctx;
  // Routes come first in the rendered URLs, in the same order.
  const failures = site.routes.flatMap((route, i) =>
    rendered.renderErrors[i] ? [{ route, error: rendered.renderErrors[i] }] : [],
  );
  if (!failures.length) return;
  throw new BuildError(
    failures.map(({ route, error }) => ({
      file: route.module.startsWith('virtual:') ? site.configFile : route.module,
      severity: 'error' as const,
      message: `the page at ${route.path} failed to render: ${error}`,
      hint: 'a page module must default-export a React component that renders without throwing',
    })),
  );
}

/** The staging folder as the plugins write into it (plugins/lifecycle/generatorHooks.ts). */
function outputFilesOf(ctx: BuildContext, rendered: RenderedPages): OutputFiles {
  const { staging, out } = ctx;
  return {
    siteDir: ctx.siteDir,
    configFile: ctx.site.configFile,
    siteConfig: ctx.site.siteConfig,
    outDir: staging,
    readPage: (path) => {
      const r = rendered.renders[path];
      return r ? readFileSync(join(staging, r.file), 'utf8') : undefined;
    },
    write: (file, content) => out.writeSync(file, content),
    exists: (file) => out.exists(file),
    warn: (d) => ctx.warn(d),
  };
}

/** The plugins' files (blog feeds), robots.txt and _headers (unless a static folder has them); the server bundle to the cache. */
async function writeSiteFiles(
  ctx: BuildContext,
  output: OutputFiles,
  rendered: RenderedPages,
  bundles: Bundles,
): Promise<void> {
  const { siteConfig } = ctx.site;
  const { staging } = ctx;
  const { write } = output;
  // Throws what an explicit policy blocks; may write the pages again with a wider derived one.
  const cspSizes = rendered.csp.finish(staging, write);
  // A page the policy wrote again is read by the next build (its shell is not the one recorded).
  for (const r of Object.values(rendered.renders)) {
    const size = cspSizes.get(r.file);
    if (size === undefined) continue;
    r.size = size;
    delete r.shell;
    delete r.shellInputs;
    delete r.shellBase;
    delete r.assetInputs;
  }
  // The plugins' files that the link check sees (the blog's feeds), in the plugins' order.
  for (const writeFiles of hooksOf(ctx.site.plugins?.result.plugins, 'writeFilesOf'))
    await writeFiles(output);
  // A Docusaurus site's Algolia search page, described for browsers (written over a static copy,
  // as the theme's postBuild writes it).
  const openSearch = openSearchDescription(siteConfig, ctx.site.docusaurus !== undefined);
  if (openSearch) write(OPEN_SEARCH_FILE, openSearch);
  // A site-wide `noIndex` writes none (Docusaurus never writes a robots.txt; its sitemap plugin,
  // plugins/builtins/sitemapPlugin.ts, then writes no sitemap): one of the static folders is copied.
  if (!siteConfig.noIndex && !ctx.out.exists('robots.txt'))
    write(
      'robots.txt',
      generateRobots(
        siteConfig,
        hasSitemapPlugin(ctx.site),
        ctx.site.docusaurus?.sitemaps[0]?.filename,
      ),
    );
  if (!ctx.out.exists('_headers'))
    write(
      '_headers',
      generateHeadersFile({ csp: rendered.csp.header(), baseUrl: siteConfig.baseUrl }),
    );
  const serverCacheDir = ctx.cache.serverBundle;
  if (bundles.serverDir !== serverCacheDir) {
    rmSync(serverCacheDir, { recursive: true, force: true });
    mkdirSync(dirname(serverCacheDir), { recursive: true });
    renameSync(bundles.serverDir, serverCacheDir);
  }
  rmSync(join(staging, '.vite'), { recursive: true, force: true });
}

/** Every internal link and anchor checked: the broken ones. */
function siteBrokenLinks(ctx: BuildContext, pageLinks: (PageLinks | undefined)[]): BrokenLink[] {
  const { site } = ctx;
  const { siteConfig } = site;
  // Links into another locale (its own build: the locale menu's) are not this build's to check.
  const i18n = siteConfig.i18n;
  const inLocale = (href: string) => !i18n || !isOtherLocaleHref(i18n, siteConfig.baseUrl, href);
  // A page of a locale under `/fr/` is named with that prefix, as Docusaurus names it.
  return localizeBrokenLinks(
    withLinkSources(
      checkLinks({
        pages: pageLinks
          .filter((p): p is PageLinks => p !== undefined)
          .map((p) => (i18n ? { ...p, links: p.links.filter(inLocale) } : p)),
        baseUrl: siteConfig.baseUrl,
        fileExists: (p) => ctx.out.exists(p),
        // As Docusaurus checks links against routes: `/` on a site without a home page is broken.
        foldersNeedAPage: true,
        isFolder: (p) => isFolderOf(ctx.staging, p),
        // A Docusaurus site's `Link`s are checked against its pages only (a static file is no page),
        // as Docusaurus checks them against its routes; the generator's own search page is a page.
        pagesOnly: site.docusaurus !== undefined,
        // A plugin's route outside the base URL (`/tide-table` on the `/fr/` build) is no page
        // under it, as in Docusaurus, whose routes are the paths plugins wrote.
        ...(site.plugins ? { outsideBase: pathsOutsideBaseUrl(site.plugins.routes) } : {}),
      }),
      markdownPagesOf(site),
      siteConfig.baseUrl,
      site.siteDir,
    ),
    localeRoutePrefix(site),
  );
}

/** A broken link or anchor fails the build, warns or is ignored, as the config says. */
function reportBrokenLinks(ctx: BuildContext, broken: BrokenLink[]): void {
  const { site } = ctx;
  const { siteConfig } = site;
  for (const kind of ['link', 'anchor'] as const) {
    const list = broken.filter((b) => b.kind === kind);
    if (!list.length) continue;
    const level = kind === 'link' ? siteConfig.onBrokenLinks : siteConfig.onBrokenAnchors;
    // The navbar brand's link (on every page) is reported at the config's navbar entry.
    const brand = list.some((b) => isNavbarBrandLink(site, b));
    const brandAt = brand ? locateNavbarBrand(site) : undefined;
    if (level === 'throw')
      throw new BuildError({
        file: site.configFile,
        ...brandAt,
        severity: 'error',
        message: formatBrokenLinks(broken, kind),
        hint: brand
          ? navbarBrandHint(site)
          : `fix the ${kind}s above, or set on${kind === 'link' ? 'BrokenLinks' : 'BrokenAnchors'} to 'warn' in ${basename(site.configFile)}`,
      });
    if (level === 'ignore') continue;
    for (const b of list)
      ctx.warn({
        file: site.configFile,
        ...(isNavbarBrandLink(site, b) ? { ...brandAt, hint: navbarBrandHint(site) } : {}),
        severity: 'warning',
        kind: `broken ${kind}`,
        message: `on ${b.source}: ${b.link}${b.resolved !== b.link ? ` (resolved as: ${b.resolved})` : ''}${b.at ? ` at ${b.at}` : ''}`,
      });
  }
}
