// Stage "output", first part: every route (and the search page and 404.html) rendered to HTML by
// the server bundle in worker threads, each page written as soon as it is rendered with exactly the
// assets its route needs. A page whose inputs are those of its previous render keeps that render
// (plugins/output/prerenderCache.ts).
import { isRtlLocale, rtlStylesheetFile, rtlStylesheetScript } from '../css/rtlLocale.js';
import { createHash } from 'node:crypto';
import { join, relative } from 'node:path';
import type { Manifest } from 'vite';
import type { PageHead } from '../../src/shared/pageHead.js';
import type { RenderResult } from '../../src/shared/renderResult.js';
import { VIRTUAL_BUNDLED_PAGES, VIRTUAL_SIDEBAR_PREFIX } from '../../src/shared/constants.js';
import { routeBucket, routeBucketFile } from '../../src/shared/routeBuckets.js';
import { resolveSearchPagePath } from '../../src/shared/search/searchPagePath.js';
import type { SiteConfig } from '../../src/shared/types.js';
import { siteBaseUrlBannerScript } from '../output/baseUrlBanner.js';
import { collectLinksAndIds, type PageLinks } from '../output/checkLinks.js';
import { colorModeScript } from '../output/colorModeScript.js';
import { announcementBarScript } from '../output/announcementBarScript.js';
import { REDIRECT_SCRIPT } from '../output/clientRedirects.js';
import { createSiteCsp, findUses, headScriptUses, type Use } from '../output/csp.js';
import {
  htmlTemplateVersion,
  renderHtmlDocument,
  type HtmlAssets,
} from '../output/htmlTemplate.js';
import { displayPath, summarizeComponentStack } from '../output/componentStack.js';
import { createInterner } from '../output/internStrings.js';
import { routeToFile } from '../output/outputPaths.js';
import { digestOf } from '../output/outputDigests.js';
import {
  PageRenderError,
  renderAll,
  type PrerenderPool,
  type RenderJob,
} from '../output/prerender.js';
import { BuildError } from '../diagnostics.js';
import {
  pageKey,
  readKeptPage,
  readPrerenderCache,
  reusableRecord,
  serverBundleVersion,
  shellKey,
  type PrerenderCache,
  type PrerenderRecord,
} from '../output/prerenderCache.js';
import { CLIENT_ENTRY } from '../paths.js';
import { localeDataFile, localeGeneratedPreloads } from '../i18n/localeData.js';
import { generatedFilesDir } from '../lifecycle/sitePlugins.js';
import { sitePathOf } from '../lifecycle/generatedFiles.js';
import { assetsBaseUrl, sharesLocaleBundle } from '../i18n/sharedBundle.js';
import { routeSidebarParts } from '../routes/splitSidebars.js';
import type { RouteSpec } from '../routes/generateRoutesModule.js';
import type { RouteTableFiles } from '../routes/virtualModules.js';
import type { SiteData } from '../loadSite.js';
import type { SiteHead } from '../pages/siteHead.js';
import { pageHeadOfSite } from '../lifecycle/htmlHead.js';
import { hooksOf } from '../lifecycle/generatorHooks.js';
import type { Bundles } from './bundle.js';
import type { BuildContext } from './context.js';

/** The pages the pre-render wrote, and what the link check and the sitemap need of them. */
export interface RenderedPages {
  /** The site's URLs (routes, then the search page): 404.html aside. */
  urls: string[];
  /** Each URL's links and ids (undefined: not rendered). */
  pageLinks: (PageLinks | undefined)[];
  /** Whether each URL may be indexed (no `noindex`). */
  indexable: boolean[];
  /** Each URL's render error, if any. */
  renderErrors: (string | undefined)[];
  /** What the next build's pre-render may keep, by path. */
  renders: Record<string, PrerenderRecord>;
  /** The previous build's records, as read (the cache stage appends the changes to their file). */
  previousRenders?: PrerenderCache;
  /** The build's Content-Security-Policy: every written page scanned for what it needs. */
  csp: ReturnType<typeof createSiteCsp>;
}

const NOT_FOUND_URL = '/404.html';

/** The inline scripts of every page (colour mode, base URL banner): the CSP names their hashes. */
/** What a Docusaurus config adds to every page's head, worked out once per site. */
const siteHeads = new WeakMap<SiteData, SiteHead>();
function siteHeadOf(site: SiteData): SiteHead {
  let head = siteHeads.get(site);
  if (!head) siteHeads.set(site, (head = pageHeadOfSite(site)));
  return head;
}

/** A right-to-left locale's script that loads the flipped copies of the chunks' stylesheets. */
const rtlScriptOf = (site: SiteData): string | undefined =>
  isRtlLocale(site.siteConfig.i18n) ? rtlStylesheetScript(assetsBaseUrl(site)) : undefined;

/**
 * The home page's base-URL banner script: this generator's own, Docusaurus's on a Docusaurus site,
 * none on one whose config sets `baseUrlIssueBanner: false`.
 */
const bannerScriptOf = (site: SiteData): string | undefined =>
  siteBaseUrlBannerScript(
    site.siteConfig.baseUrl,
    site.docusaurus && { baseUrlIssueBanner: site.docusaurus.raw.baseUrlIssueBanner !== false },
  );

/** A page's inline scripts after the colour mode's: the RTL stylesheets', the home page's banner. */
function pageScriptsOf(site: SiteData, path: string): string[] {
  const rtl = rtlScriptOf(site);
  const banner = path === '/' ? bannerScriptOf(site) : undefined;
  return [...(rtl ? [rtl] : []), ...(banner ? [banner] : [])];
}

export function inlineScriptsOf(
  siteConfig: SiteConfig,
  rtlScript?: string,
  bannerScript?: string,
): string[] {
  return [
    colorModeScript(siteConfig.colorMode, siteConfig.storage),
    ...(rtlScript ? [rtlScript] : []),
    // A bar the reader can close: hidden before first paint once closed (no shift on load).
    ...(siteConfig.announcementBar?.isCloseable ? [announcementBarScript(siteConfig.storage)] : []),
    ...(bannerScript ? [bannerScript] : []),
  ];
}

/** Chunk files (and CSS) a manifest entry needs, following static imports. */
export function collectChunks(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const entry = manifest[k];
    if (!entry) return;
    js.push(entry.file);
    css.push(...(entry.css ?? []));
    for (const imp of entry.imports ?? []) visit(imp);
  };
  visit(key);
  return { js, css };
}

/** Finds a module's manifest entry: by its source path (memoised), else by a scan for virtual ids. */
function createManifestLookup(
  manifest: Manifest,
  siteDir: string,
): (module: string) => string | undefined {
  const keyBySource = new Map(Object.entries(manifest).map(([k, v]) => [v.src ?? k, k]));
  const cache = new Map<string, string | undefined>();
  // A doc module's path is cut from the site's folder, not resolved (a thousand kept pages).
  const fromSite = sitePathOf(siteDir);
  return (module) => {
    if (!cache.has(module)) {
      const rel = fromSite(module).split('\\').join('/');
      cache.set(
        module,
        keyBySource.get(rel) ??
          keyBySource.get(module) ??
          Object.keys(manifest).find(
            (k) => k === module || k.endsWith(module) || manifest[k]!.name === module,
          ),
      );
    }
    return cache.get(module);
  };
}

/**
 * The assets a path's page loads: the entry, its route table bucket, its page and sidebar chunks;
 * and what they are made of besides the path's route entry (which its pre-render key holds): its
 * bucket's hash and the modules the plugins add to its route (`inputsOf`, for `shellInputs`).
 */
function createRouteAssets(
  ctx: BuildContext,
  manifest: Manifest,
  table: RouteTableFiles,
): { assets: (path: string) => HtmlAssets; inputsOf: (path: string) => string } {
  const { site } = ctx;
  const manifestKey = createManifestLookup(manifest, ctx.siteDir);
  const entryKey = manifestKey(CLIENT_ENTRY)!;
  const entryKeys = new Set<string>();
  const entry = collectChunks(manifest, entryKey, entryKeys);
  // The bundle's files are under the site's base URL when locales share it, the files the build
  // writes (route table, standalone pages) under the locale's (plugins/i18n/sharedBundle.ts).
  const url = (file: string) => assetsBaseUrl(site) + file;
  const outputUrl = (file: string) => site.siteConfig.baseUrl + file;
  let localeData: string | undefined;
  // The manifest key of the locale's generated files (`@generated/…`), whose readers the page's
  // chunks may import: each page preloads the files its chunks read (localeGeneratedPreloads).
  let generatedKey: string | undefined;
  if (sharesLocaleBundle(site)) {
    const dir = join(generatedFilesDir(ctx.siteDir), 'locales', site.locale!.locale);
    generatedKey = relative(ctx.siteDir, dir).split('\\').join('/') + '/';
    const data = localeDataFile(site, manifest, table);
    ctx.out.writeSync(data.file, data.code);
    localeData = outputUrl(data.file);
  }
  // A right-to-left locale's pages link the flipped stylesheets (plugins/css/rtlStylesheets.ts).
  const rtl = isRtlLocale(site.siteConfig.i18n);
  const routesByPath = new Map(site.routes.map((r) => [r.path, r]));
  // The modules each plugin adds to its routes' pages, once each, in the plugins' order.
  const moduleHooks = hooksOf(site.plugins?.result.plugins, 'routeModulesOf');
  const routeModulesOf = (route: RouteSpec) => new Set(moduleHooks.flatMap((h) => h(route)));
  const inputsOf = (path: string) => {
    const route = routesByPath.get(path);
    const bucket = path ? routeBucket(path, table.bucketCount) : undefined;
    return JSON.stringify([
      bucket === undefined ? null : table.hashes[bucket]!,
      route ? [...routeModulesOf(route)] : null,
    ]);
  };
  const assets = (path: string): HtmlAssets => {
    const route = routesByPath.get(path);
    const seen = new Set<string>([entryKey]);
    const js: string[] = entry.js.slice(1);
    const css: string[] = [...entry.css];
    const add = (key: string | undefined) => {
      if (!key) return;
      const c = collectChunks(manifest, key, seen);
      js.push(...c.js);
      css.push(...c.css);
    };
    // The path's bucket of the route table (the client looks the path up there first), named in
    // the page so that the browser needs the table's index only to navigate elsewhere. The files
    // the build writes are under the locale's base URL (`outputUrl`).
    const written = new Set<string>();
    const writtenFile = (file: string) => (written.add(file), js.push(file));
    const bucket = path ? routeBucket(path, table.bucketCount) : undefined;
    if (bucket !== undefined) writtenFile(routeBucketFile(bucket, table.hashes[bucket]!));
    if (route) {
      const standalone = table.standalone.get(route.module);
      if (standalone) writtenFile(standalone);
      else {
        add(manifestKey(VIRTUAL_BUNDLED_PAGES));
        add(manifestKey(route.module));
      }
      for (const m of routeModulesOf(route)) add(manifestKey(m)); // the blog's pages'
      if (route.sidebar) {
        add(manifestKey(VIRTUAL_SIDEBAR_PREFIX + route.sidebar));
        for (const part of routeSidebarParts(site, route))
          add(manifestKey(VIRTUAL_SIDEBAR_PREFIX + part));
      }
    }
    const generated = generatedKey
      ? localeGeneratedPreloads(manifest, [...entryKeys, ...seen], generatedKey).map(url)
      : [];
    return {
      entry: url(entry.js[0]!),
      css: [...new Set(css)].map((f) => url(rtl ? rtlStylesheetFile(f) : f)),
      preloads: [
        ...[...new Set(js)].map((f) => (written.has(f) ? outputUrl(f) : url(f))),
        ...generated,
      ],
      ...(bucket !== undefined ? { routeBucket: `${bucket}-${table.hashes[bucket]}` } : {}),
      ...(localeData ? { localeData } : {}),
    };
  };
  return { assets, inputsOf };
}

/** Each path's pre-render key: the server bundle's version and the path's route entry. */
function pageKeys(ctx: BuildContext, serverDir: string, paths: string[], table: RouteTableFiles) {
  const { site } = ctx;
  const routesByPath = new Map(site.routes.map((r) => [r.path, r]));
  const serverVersion = serverBundleVersion(serverDir);
  return paths.map((path) => {
    const route = routesByPath.get(path);
    return pageKey(
      serverVersion,
      path,
      route && {
        ...route,
        parts: routeSidebarParts(site, route),
        standalone: table.standalone.get(route.module),
      },
    );
  });
}

/** The site's URLs the pre-render renders: its routes, then the search page (404.html aside). */
function siteUrls(site: SiteData): string[] {
  // The search page is a route of the theme, not of the content: pre-render it too.
  const searchPage = resolveSearchPagePath(site.siteConfig.search);
  return [
    ...site.routes.map((r) => r.path),
    ...(searchPage && !site.routes.some((r) => r.path === searchPage) ? [searchPage] : []),
  ];
}

/** The file a path's page is written to. */
const pageFileOf = (siteConfig: SiteConfig, path: string) =>
  path === NOT_FOUND_URL ? '404.html' : routeToFile(path, siteConfig.trailingSlash);

/** Every file the pre-render writes a page to (its folders are made ahead: buildStages.ts). */
export const pageFiles = (site: SiteData): string[] =>
  [...siteUrls(site), NOT_FOUND_URL].map((path) => pageFileOf(site.siteConfig, path));

export interface Prerender {
  /**
   * Writes the pages that keep their previous render (on this thread, while the workers render the
   * others); resolves once every page is written. A kept page that no longer reads is rendered.
   */
  writeKeptPages(): Promise<RenderedPages>;
}

/**
 * Starts the workers on the pages that need a render: the pool's, when the build's locales share
 * one (plugins/i18n/localeStages.ts), else a pool of this render's own.
 */
export function startPrerender(
  ctx: BuildContext,
  bundles: Bundles,
  table: RouteTableFiles,
  pool?: PrerenderPool,
): Prerender {
  const { site, reporter } = ctx;
  const { siteConfig } = site;
  const base = siteConfig.baseUrl;
  const urls = siteUrls(site);
  const paths = [...urls, NOT_FOUND_URL];
  const keys = pageKeys(ctx, bundles.serverDir, paths, table);
  const pages: RenderedPages = {
    urls,
    pageLinks: [],
    indexable: [],
    renderErrors: [],
    renders: {},
    csp: createSiteCsp({
      inlineScripts: [
        ...inlineScriptsOf(siteConfig, rtlScriptOf(site), bannerScriptOf(site)),
        ...siteHeadOf(site).inlineScripts,
        // The redirect pages' one script (plugins/output/clientRedirects.ts), under the header's policy.
        ...(site.docusaurus?.clientRedirects.length ? [REDIRECT_SCRIPT] : []),
      ],
      siteConfig,
      head: { uses: siteHeadOf(site).uses, configFile: site.configFile },
    }),
  };
  const writer = createPageWriter(ctx, bundles, table, paths, keys, pages);
  const onResult = writer.write;
  const previousRenders = readPrerenderCache(ctx.cache.prerender);
  if (previousRenders) pages.previousRenders = previousRenders;
  const toRender: number[] = [];
  const kept: [number, PrerenderRecord][] = [];
  paths.forEach((path, i) => {
    const record = reusableRecord(previousRenders, path, keys[i]!, ctx.outDir);
    if (record) kept.push([i, record]);
    else toRender.push(i);
  });
  const run = (job: RenderJob) => {
    if (pool) return pool.render(job);
    // The pool started early (buildStages.ts) serves the first render; a later one starts its own.
    const started = ctx.earlyPrerender;
    ctx.earlyPrerender = undefined;
    return renderAll(started ? { ...job, pool: started } : job);
  };
  const render = (indexes: number[]): Promise<void> =>
    indexes.length
      ? run({
          serverEntry: join(bundles.serverDir, 'entryServer.js'),
          ...(bundles.serverLocale ? { locale: bundles.serverLocale } : {}),
          standaloneRoot: ctx.staging,
          routeHashes: table.hashes,
          urls: indexes.map((i) =>
            base === '/' ? paths[i]! : base.replace(/\/$/, '') + paths[i]!,
          ),
          onProgress: (d, t) => reporter.progress(d, t),
          onResult: (j, result) => onResult(indexes[j]!, result),
        }).catch((e: unknown) => {
          throw e instanceof PageRenderError ? pageRenderFailure(ctx, indexes[e.index]!, e) : e;
        })
      : Promise.resolve();
  const rendering = render(toRender);
  // Awaited by `writeKeptPages`, which may come later (after another locale's output): a failure
  // before then is not unhandled.
  rendering.catch(() => undefined);
  return {
    async writeKeptPages() {
      const late: number[] = [];
      for (const [i, record] of kept) {
        if (writer.keepUnread(i, record)) continue;
        const page = readKeptPage(record, ctx.outDir);
        if (page) {
          const { document, ...result } = page;
          onResult(i, { ...result, status: 200 }, document);
        } else late.push(i);
      }
      await (late.length ? rendering.then(() => render(late)) : rendering);
      return pages;
    },
  };
}

/**
 * A page whose render threw, at the file it comes from (its doc or src/pages module; the config for
 * a generated page): the error, and the component it happened in with that component's source
 * module (from React's component stack, see plugins/output/componentStack.ts), or else the function
 * it was thrown in.
 */
export function pageRenderFailure(
  ctx: Pick<BuildContext, 'site' | 'siteDir' | 'warnings'>,
  index: number,
  e: PageRenderError,
  bundlerRoot = process.cwd(),
): BuildError {
  const { site } = ctx;
  // Routes come first in the rendered paths, in the same order (then the search page, the 404).
  const route = site.routes[index];
  const path = route?.path ?? new URL(e.url, 'http://x').pathname;
  const file = route && !route.module.startsWith('virtual:') ? route.module : site.configFile;
  const summary = e.componentStack
    ? summarizeComponentStack(e.componentStack, bundlerRoot)
    : { parents: [] };
  const component = summary.component;
  const undefinedType = /^Element type is invalid\b.*got: (undefined|null|object)\b/.exec(e.reason);
  let where = e.thrownIn ? ` (thrown in ${e.thrownIn})` : '';
  if (component) {
    const module = component.module ? ` of ${displayPath(component.module, ctx.siteDir)}` : '';
    const under = summary.parents.length
      ? `, under ${summary.parents.slice(0, 4).join(' < ')}${summary.parents.length > 4 ? ' < …' : ''}`
      : '';
    where = undefinedType
      ? ` (an element rendered by <${component.name}>${module}${under})`
      : ` (in <${component.name}>${module}${under})`;
  }
  // What the build already warned of in that module: an import it names that its module lacks.
  const missing = component?.module
    ? ctx.warnings.filter(
        (w) =>
          w.kind === 'bundler' &&
          w.file === component.module &&
          /is not exported by/.test(w.message),
      )
    : [];
  const missingNote = missing.length
    ? `; the build warned that ${missing
        .map(
          (w) => `${w.message.replace(/: the import is undefined.*$/, '')} (line ${w.line ?? '?'})`,
        )
        .join(', ')}`
    : '';
  return new BuildError({
    file,
    severity: 'error',
    message: `the page at ${path} failed to render: ${e.reason}${where}${missingNote}`,
    hint: undefinedType
      ? `a component used there is ${undefinedType[1]}: ${component ? `check what <${component.name}> renders: ` : ''}an import its module does not export (a named import it lacks, a default import of a module without a default export), a theme or MDX component (\`@theme/…\`, the MDXComponents map) that is not provided, or a CommonJS module's \`default\``
      : 'a page and the components it uses must render without throwing on the server; data read from the config (customFields) must be in site.config.ts',
  });
}

/**
 * The links and ids a page's link check uses: every `<a href>` and `id` of its HTML, or for a
 * Docusaurus site (`linkComponentsOnly`) the links its `Link`s rendered (and `useBrokenLinks()`
 * collected), as Docusaurus checks them. The ids there are the anchors the page collected, as
 * Docusaurus's: a heading's (h2–h6), a `Link`'s, a `Details`', an MDX list item's, and what
 * `useBrokenLinks().collectAnchor` was given; an element's plain `id` is no anchor there.
 */
export function pageLinksOf(
  result: Pick<RenderResult, 'html' | 'links' | 'anchors'>,
  linkComponentsOnly: boolean,
): { links: string[]; ids: string[] } {
  if (!linkComponentsOnly) return collectLinksAndIds(result.html);
  return { links: result.links ?? [], ids: result.anchors ?? [] };
}

/** One hash of values' JSON. */
const hashOf = (values: unknown[]) =>
  createHash('sha1').update(JSON.stringify(values)).digest('base64url');

/** What a page's shell inputs are made of besides its key and head (`PrerenderRecord`). */
type ShellParts = Required<Pick<PrerenderRecord, 'shellBase' | 'assetInputs'>>;

/** The hash of what a page's shell is made of (`PrerenderRecord.shellInputs`), without making it. */
function hashShellInputs(parts: ShellParts, key: string, head: PageHead): string {
  return createHash('sha1')
    .update(parts.shellBase)
    .update('\0')
    .update(key)
    .update('\0')
    .update(parts.assetInputs)
    .update('\0')
    .update(JSON.stringify(head))
    .digest('base64url');
}

/**
 * A kept page's recorded shell inputs, when what they were made of is this build's: its key is the
 * page's (`reusableRecord`), its head the record's, and its other parts the recorded ones; then
 * the hash is not made again. Undefined otherwise.
 */
function recordedShellInputs(record: PrerenderRecord, parts: ShellParts): string | undefined {
  return record.shellBase === parts.shellBase && record.assetInputs === parts.assetInputs
    ? record.shellInputs
    : undefined;
}

/** Writes rendered pages, and pages kept from the previous build without reading them back. */
interface PageWriter {
  /** Writes a rendered page (`previous`: its file in the previous output, for a kept render). */
  write(i: number, result: RenderResult, previous?: string): void;
  /**
   * Keeps a page whose render is kept without reading its file, when the previous build recorded
   * what this needs and the file would be the same (its shell unchanged); false otherwise.
   */
  keepUnread(i: number, record: PrerenderRecord): boolean;
}

/**
 * What the policy reads of a rendered page: its app HTML, and the scripts of its own `<Head>`s,
 * which are in its head (plugins/output/csp.ts headScriptUses).
 */
function pageUses(result: { html: string; head: PageHead }): string | Use[] {
  const headUses = headScriptUses(result.head.tags);
  return headUses.length ? [...findUses(result.html), ...headUses] : result.html;
}
/**
 * Writes each page as soon as it is rendered (by index, so the order of links and sitemap entries
 * does not depend on which worker finished first), and records what the later steps need of it.
 */
function createPageWriter(
  ctx: BuildContext,
  bundles: Bundles,
  table: RouteTableFiles,
  paths: string[],
  keys: string[],
  pages: RenderedPages,
): PageWriter {
  const { siteConfig } = ctx.site;
  const manifest = bundles.client.manifest as Manifest;
  const { assets: routeAssets, inputsOf: assetInputsOf } = createRouteAssets(ctx, manifest, table);
  const themeScript = inlineScriptsOf(siteConfig)[0]!;
  const head = siteHeadOf(ctx.site);
  const { csp } = pages;
  const routesByPath = new Map(ctx.site.routes.map((r) => [r.path, r]));
  const intern = createInterner();
  // The plugins' tags (the blog's feed links).
  const headTags = hooksOf(ctx.site.plugins?.result.plugins, 'headTagsOf').flatMap((h) =>
    h(siteConfig),
  );
  // A Docusaurus site checks what its `Link`s render, as Docusaurus does; our own format, every link.
  const linkComponentsOnly = ctx.site.docusaurus !== undefined;
  const headOf = (pageHead: PageHead) =>
    head.image && !pageHead.image ? { ...pageHead, image: head.image } : pageHead;
  // What every page's shell is made of (each page adds its path, head and assets: `shellInputs`).
  // A page's assets are made of the bundle's manifest and the site's folder and base URLs (here),
  // and of its route entry (its pre-render key), bucket and plugin modules (`assetInputsOf`).
  const shellBase = hashOf([
    htmlTemplateVersion(),
    siteConfig,
    themeScript,
    csp.meta ?? null,
    headTags,
    head,
    bannerScriptOf(ctx.site) ?? null,
    ctx.siteDir,
    assetsBaseUrl(ctx.site),
    routeAssets(''),
    manifest,
  ]);
  const assetsOf = (path: string) => routeAssets(path === NOT_FOUND_URL ? '' : path);
  const shellPartsOf = (i: number): ShellParts => ({
    shellBase,
    assetInputs: paths[i] === NOT_FOUND_URL ? '' : assetInputsOf(paths[i]!),
  });
  const documentOf = (path: string, pageHead: PageHead, appHtml: string, assets: HtmlAssets) =>
    renderHtmlDocument({
      siteConfig,
      pathname: path,
      head: headOf(pageHead),
      appHtml,
      assets,
      themeScript,
      extraScripts: pageScriptsOf(ctx.site, path),
      csp: csp.meta,
      ...(headTags?.length ? { headTags } : {}),
      siteHead: head.tags,
      siteMetadata: head.metadata,
      ...(head.preBody ? { preBodyTags: head.preBody } : {}),
      ...(head.postBody ? { postBodyTags: head.postBody } : {}),
      docusaurus: ctx.site.docusaurus !== undefined,
    });
  const fileOf = (path: string) => pageFileOf(siteConfig, path);
  /** What the link check and the sitemap take of a page. */
  const listPage = (i: number, checked: { links: string[]; ids: string[] }, noIndex?: boolean) => {
    pages.pageLinks[i] = { path: paths[i]!, links: checked.links, ids: checked.ids };
    // 404.html's links are checked (as Docusaurus checks them, on `/404.html`); it is no URL of
    // the sitemap.
    if (paths[i] !== NOT_FOUND_URL) pages.indexable[i] = !noIndex;
  };
  return {
    write(i, result, previous) {
      const path = paths[i]!;
      pages.renderErrors[i] = result.error;
      const assets = assetsOf(path);
      const html = documentOf(path, result.head, result.html, assets);
      const file = fileOf(path);
      // Made into UTF-8 once, for the file, its size and its digest (issue 37).
      const bytes = Buffer.from(html);
      // A kept page the same as before (its bucket of the route table and its assets unchanged) is
      // linked from the previous output, which it was just read from.
      if (html === previous) ctx.out.keepSync(file, bytes.length);
      else ctx.out.writeSync(file, bytes);
      const uses = csp.scan(file, pageUses(result), routesByPath.get(path)?.module);
      // Each distinct link or id once, in its first order (all the link check needs), and copied:
      // cut from the page's HTML, they would keep every page's HTML alive until the check.
      const { links, ids } = pageLinksOf(result, linkComponentsOnly);
      const checked = {
        links: [...new Set(links)].map(intern),
        ids: [...new Set(ids)].map(intern),
      };
      const shell = shellKey(html);
      const parts = shell ? shellPartsOf(i) : undefined;
      if (!result.error)
        pages.renders[path] = {
          key: keys[i]!,
          file,
          size: bytes.length,
          digest: digestOf(bytes),
          head: result.head,
          ...(linkComponentsOnly
            ? { links: result.links ?? [], anchors: result.anchors ?? [] }
            : {}),
          ...(shell && parts
            ? { shell, shellInputs: hashShellInputs(parts, keys[i]!, headOf(result.head)) }
            : {}),
          ...(parts ? { ...parts, checked } : {}),
          ...(uses.length ? { uses: [...uses] } : {}),
        };
      listPage(i, checked, result.head.noIndex);
    },
    keepUnread(i, record) {
      const path = paths[i]!;
      if (!record.shell || !record.checked || record.file !== fileOf(path)) return false;
      // The shell rendered to be compared only when what it is made of changed (issue 37).
      const parts = shellPartsOf(i);
      const inputs =
        recordedShellInputs(record, parts) ?? hashShellInputs(parts, keys[i]!, headOf(record.head));
      if (
        inputs !== record.shellInputs &&
        shellKey(documentOf(path, record.head, '', assetsOf(path))) !== record.shell
      )
        return false;
      // Its size is the recorded one: `reusableRecord` found the file so.
      ctx.out.keepSync(record.file, record.size);
      pages.renderErrors[i] = undefined;
      csp.scan(record.file, record.uses ?? [], routesByPath.get(path)?.module);
      // The record's strings are the prerender cache's table's, one copy each already.
      const { checked } = record;
      pages.renders[path] = { ...record, key: keys[i]!, shellInputs: inputs, ...parts, checked };
      listPage(i, checked, record.head.noIndex);
      return true;
    },
  };
}
