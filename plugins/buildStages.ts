// The production build's stages after the up-to-date check (buildSite.ts): bundle client and
// server, pre-render every route, write 404/sitemap/robots, check links, then swap the output in
// atomically. Loaded only when something changed: the MDX compiler, the bundler and the rest of
// what these stages use cost a few hundred milliseconds to load.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { basename, dirname, join, relative } from 'node:path';
import type { Manifest } from 'vite';
import {
  ROUTE_TABLE_DIR,
  VIRTUAL_BUNDLED_PAGES,
  VIRTUAL_SIDEBAR_PREFIX,
} from '../src/shared/constants.js';
import { routeBucket } from '../src/shared/routeBuckets.js';
import {
  bucketRoutes,
  generateRouteBucketModule,
  type RouteSpec,
} from './routes/generateRoutesModule.js';
import { generateModule, type RouteTableFiles } from './index.js';
import {
  bundleSettings,
  bundleStaleReason,
  createBundleTrace,
  listFolder,
  readBundleRecords,
  writeBundleRecords,
  type BundleRecord,
} from './output/bundleReuse.js';
import { INFIMA_SUBSET_ID, siteSubsetContent, subsetSignature } from './css/subsetInputs.js';
import { routeSidebarParts } from './routes/splitSidebars.js';
import { bundlerErrorToDiagnostics } from './bundlerErrors.js';
import { BuildError, isBuildError, type Diagnostic } from './diagnostics.js';
import type { SiteData } from './loadSite.js';
import { createDocCompiler } from './mdx/compileDoc.js';
import { getCompilerVersion } from './mdx/compilerVersion.js';
import { commitStagingDir, createStagingDir, discardStagingDir } from './output/atomicOutput.js';
import {
  checkLinks,
  collectLinksAndIds,
  formatBrokenLinks,
  type PageLinks,
} from './output/checkLinks.js';
import { baseUrlBannerScript } from './output/baseUrlBanner.js';
import { colorModeScript } from './output/colorModeScript.js';
import { createSiteCsp, generateHeadersFile } from './output/csp.js';
import { renderHtmlDocument, type HtmlAssets } from './output/htmlTemplate.js';
import { createInterner } from './output/internStrings.js';
import { routeToFile } from './output/outputPaths.js';
import { createOutputWriter, writeFiles } from './output/writeFiles.js';
import { renderAll } from './output/prerender.js';
import {
  pageKey,
  readKeptPage,
  readPrerenderCache,
  reusableRecord,
  serverBundleVersion,
  writePrerenderCache,
  type PrerenderRecord,
} from './output/prerenderCache.js';
import type { RenderResult } from '../src/server/entryServer.js';
import { generateMachineReadable } from './output/llmsTxt.js';
import { absoluteUrlOf, resolveImageMarks } from './output/markdownExport.js';
import { createMarkdownImages } from './output/markdownImages.js';
import { generateRobots, generateSitemap } from './output/sitemap.js';
import { CLIENT_ENTRY, PACKAGE_ROOT } from './paths.js';
import type { createViteConfig } from './viteConfig.js';
import { captureBuildState, writeBuildState } from './output/buildState.js';
import { resolveSearchPagePath } from '../src/shared/search/searchPagePath.js';
import { writeSearchIndex } from './search/writeSearchIndex.js';
import { collectSearchRecords } from './search/collectSearchRecords.js';
import type { BuildReporter, BuildResult } from './buildSite.js';
import type { WorkerPool } from './workerPool.js';
import { loadSiteExtensions } from './mdx/siteExtensions.js';

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

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
  return (module) => {
    if (!cache.has(module)) {
      const rel = relative(siteDir, module).split('\\').join('/');
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

/** Where the build writes pages as standalone modules, inside the output folder. */
const STANDALONE_DIR = 'assets/docs';

export interface StageContext {
  siteDir: string;
  outDir: string;
  reporter: BuildReporter;
  /** The build state file (buildState.ts), written at the end. */
  stateFile: string;
  /** The compile pool, when enough docs changed to use one; closed at the end. */
  pool: WorkerPool | undefined;
  site: SiteData;
  /** The hash of the settings the build state records. */
  settings: string;
}

export async function runStages(ctx: StageContext): Promise<BuildResult> {
  const { siteDir, outDir, reporter, stateFile, pool, site, settings } = ctx;
  const { siteConfig } = site;
  const prerenderCacheFile = join(siteDir, '.cache', 'prerender.json');
  const bundleRecordFile = join(siteDir, '.cache', 'bundles.json');
  const serverCacheDir = join(siteDir, '.cache', 'server-bundle');
  const bundles: Record<string, BundleRecord> = {};
  const buildWarnings: Diagnostic[] = [];
  const warn = (d: Diagnostic) => {
    buildWarnings.push(d);
    reporter.warn(d);
  };
  const inputFiles = new Set<string>([
    site.configFile,
    ...(site.sidebarsFile ? [site.sidebarsFile] : []),
    join(PACKAGE_ROOT, 'package-lock.json'),
  ]);
  const addInputFiles = (files: string[]) => {
    for (const file of files) inputFiles.add(file);
  };
  // The modules the config's remark/rehype plugins come from (plugins/mdx/siteExtensions.ts).
  addInputFiles((await loadSiteExtensions(siteDir)).files);

  let closeCompileCache = (_compact?: boolean) => {};
  let succeeded = false;
  const staging = createStagingDir(outDir);
  // Files identical to the previous output's are linked from it, not written (writeFiles.ts).
  const out = createOutputWriter(staging, existsSync(outDir) ? outDir : undefined);
  try {
    // Each doc's compile also makes its standalone module and its Markdown export's body.
    const compiler = createDocCompiler({
      cacheDir: join(siteDir, '.cache', 'mdx'),
      pool,
      standalone: true,
      markdown: { siteUrl: siteConfig.url, baseUrl: siteConfig.baseUrl },
      magicComments: siteConfig.code?.magicComments,
    });
    closeCompileCache = compiler.close;
    // With a pool, every doc's compile starts now, spread over its threads; the route buckets (and
    // the transform of a bundled page) then await it from the compiler's cache. A failure is
    // dropped here: the bundle fails on that page, and `bundle` below reports every failing page.
    const compileDocInput = (doc: SiteData['docs'][number]) => ({
      body: doc.body,
      filePath: doc.filePath,
      source: doc.source,
      staticDir: join(siteDir, 'static'),
      permalinkBySource: site.permalinkBySource,
      linksKey: site.linksKey,
    });
    for (const doc of pool ? site.docs : [])
      compiler.compile(compileDocInput(doc)).catch(() => undefined);
    const warned = new Set<string>();
    const onWarning = (d: Diagnostic) => {
      const key = `${d.file}:${d.line}:${d.column}:${d.message}`;
      if (!warned.has(key)) {
        warned.add(key);
        warn(d);
      }
    };
    // Pages written as standalone modules, outside the bundler (plugins/mdx/standaloneModule.ts):
    // each doc once, for both bundles. A doc that fails to compile, or imports what only the
    // bundler can handle, stays in the bundle (which reports its errors with their positions).
    const standaloneFiles = new Map<string, Promise<string | undefined>>();
    const standaloneFile = (route: RouteSpec): Promise<string | undefined> => {
      let pending = standaloneFiles.get(route.module);
      if (!pending) {
        pending = writeStandaloneDoc(route).catch(() => undefined); // the bundle fails on it (below)
        standaloneFiles.set(route.module, pending);
      }
      return pending;
    };
    const writeStandaloneDoc = async (route: RouteSpec): Promise<string | undefined> => {
      const doc = route.kind === 'doc' ? site.docsByFile.get(route.module) : undefined;
      if (!doc) return undefined;
      const compiled = await compiler.compile(compileDocInput(doc));
      if (!compiled.standalone) return undefined;
      for (const w of compiled.warnings) onWarning(w);
      const code = `${compiled.standalone}\nexport const metadata = ${JSON.stringify(site.pageMetadata.get(doc.filePath))};\n`;
      const name = basename(doc.filePath)
        .replace(/\.mdx?$/i, '')
        .replace(/[^\w-]+/g, '_');
      const file = `${STANDALONE_DIR}/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
      await out.write(file, code);
      // Nobody reads the module's text again (the route table keeps its file name): at 10,000
      // pages the texts held until the end of the build were 100 MB of the peak.
      delete compiled.standalone;
      return file;
    };
    // The route table, written as files once every page is written or known to be bundled
    // (generateProductionRoutesModule): both bundles wait for it.
    let routeTablePromise: Promise<RouteTableFiles> | undefined;
    const routeTable = () => (routeTablePromise ??= writeRouteTable());
    const writeRouteTable = async (): Promise<RouteTableFiles> => {
      const files = new Map(
        await Promise.all(
          site.routes.map(async (r) => [r.module, await standaloneFile(r)] as const),
        ),
      );
      const sources = bucketRoutes(site.routes).map((_, i) =>
        generateRouteBucketModule(
          site.routes,
          i,
          (r) => routeSidebarParts(site, r),
          (r) => files.get(r.module),
          true,
        ),
      );
      const hash = createHash('sha256');
      for (const source of sources) hash.update(source).update('\0');
      const version = hash.digest('base64url').slice(0, 10);
      await writeFiles(
        out,
        sources.map((source, i) => [`${ROUTE_TABLE_DIR}/${version}/${i}.js`, source]),
      );
      return {
        version,
        bucketCount: sources.length,
        bundled: site.routes.filter((r) => !files.get(r.module)),
        standalone: files,
      };
    };
    const bundle = async (config: ReturnType<typeof createViteConfig>) => {
      try {
        await (await import('vite')).build(config);
      } catch (e) {
        // A page that does not compile: report every such page of the site, each at its position
        // (the bundler stops at its first error and reports it without the position's fields).
        const failed = await Promise.allSettled(
          site.docs.map((doc) => compiler.compile(compileDocInput(doc))),
        );
        const compileErrors = failed.flatMap((r) =>
          r.status === 'rejected' && isBuildError(r.reason) ? r.reason.diagnostics : [],
        );
        if (compileErrors.length) throw new BuildError(compileErrors);
        const diagnostics = bundlerErrorToDiagnostics(e);
        if (diagnostics) throw new BuildError(diagnostics);
        throw e;
      }
    };
    // Each bundle is the previous build's when nothing it was made from changed (bundleReuse.ts).
    const previousBundles = readBundleRecords(bundleRecordFile);
    // Once per id: both bundles load most of the same modules.
    const generatedNow = new Map<string, Promise<string | undefined>>();
    const generate = (id: string): Promise<string | undefined> => {
      let code = generatedNow.get(id);
      if (!code) {
        code =
          id === INFIMA_SUBSET_ID
            ? Promise.resolve(subsetSignature(siteSubsetContent(PACKAGE_ROOT, siteDir, site)))
            : generateModule(id, {
                site,
                siteDir,
                compiler,
                routeTable,
                onWarning,
                readFile: readText,
              });
        generatedNow.set(id, code);
      }
      return code;
    };
    const runBundle = async (
      target: 'client' | 'server',
      into: string,
      settings: string,
    ): Promise<BundleRecord> => {
      const trace = createBundleTrace();
      const onBundleWarning = (d: Diagnostic) => {
        if (d.kind === 'bundler') trace.warn(d);
        onWarning(d);
      };
      // Loaded only when a bundle is made (with PurgeCSS and PostCSS): a rebuild that reuses both skips them.
      const { createViteConfig } = await import('./viteConfig.js');
      await bundle(
        createViteConfig({
          siteDir,
          target,
          outDir: into,
          site,
          baseUrl: siteConfig.baseUrl,
          compiler,
          onWarning: onBundleWarning,
          routeTable,
          onGenerated: trace.onGenerated,
          plugins: [trace.plugin],
        }),
      );
      addInputFiles(trace.files());
      const manifest =
        target === 'client'
          ? JSON.parse(readFileSync(join(into, '.vite', 'manifest.json'), 'utf8'))
          : undefined;
      return trace.finish({ settings, outDir: into, manifest });
    };
    const reusable = async (
      target: 'client' | 'server',
      settings: string,
      outputDir: string,
    ): Promise<BundleRecord | undefined> => {
      const record = previousBundles[target];
      if (!record || (await bundleStaleReason(record, { settings, generate, outputDir })))
        return undefined;
      addInputFiles(Object.keys(record.files));
      for (const w of record.warnings) onWarning(w);
      return record;
    };
    const bundleOptions = { baseUrl: siteConfig.baseUrl, siteDir };

    reporter.stage('client bundle');
    const clientSettings = bundleSettings({
      target: 'client',
      siteDir,
      packageRoot: PACKAGE_ROOT,
      options: bundleOptions,
    });
    let client = existsSync(outDir) ? await reusable('client', clientSettings, outDir) : undefined;
    if (client) {
      // Its files from the previous output, and static/ copied as the bundler would.
      const staticDir = join(siteDir, 'static');
      await Promise.all([
        ...Object.keys(client.outputs).map((f) => out.keep(f)),
        ...listFolder(staticDir).map((f) => out.write(f, readFileSync(join(staticDir, f)))),
      ]);
    } else client = await runBundle('client', staging, clientSettings);
    bundles.client = client;
    // Every page the site routes was compiled for the route table: the pool's threads, and their
    // heaps, can go before the server bundle, the search index and the pre-render need memory.
    await pool?.close();
    reporter.stage('server bundle');
    // The server bundle is kept in the cache folder (it is not part of the output).
    const serverSettings = bundleSettings({
      target: 'server',
      siteDir,
      packageRoot: PACKAGE_ROOT,
      options: bundleOptions,
    });
    let server = await reusable('server', serverSettings, serverCacheDir);
    const serverDir = server ? serverCacheDir : join(staging, '.server');
    server ??= await runBundle('server', serverDir, serverSettings);
    bundles.server = server;

    // The Markdown export and the search index, written on this thread while the pages render on
    // the pre-render's (below): both come from the compile's results, and are their last readers.
    // The exported files go as soon as they are written (a file of the same name from static/,
    // copied by the client bundle, wins), the compiled pages once the search records are taken.
    const writeExportsAndSearch = async () => {
      // Co-located images get the URL of the file the bundle made of them (markdownImages.ts).
      const images = createMarkdownImages({
        // The manifest names an emitted asset by its path from the site folder.
        bundled: (image) => manifest[relative(siteDir, image).split('\\').join('/')]?.file,
        absolute: absoluteUrlOf(siteConfig.url, siteConfig.baseUrl),
      });
      const { files: machineReadableFiles } = await generateMachineReadable(site, {
        bodyOf: async (doc) =>
          resolveImageMarks((await compiler.compile(compileDocInput(doc))).markdown ?? '', (url) =>
            images.url(doc.filePath, url),
          ),
      });
      const exported = [...machineReadableFiles, ...images.files()].filter(
        ([file]) => !existsSync(join(staging, file)),
      );
      machineReadableFiles.clear();
      await writeFiles(out, exported);
      const searchPages = await collectSearchRecords({ site, compiler });
      compiler.clear();
      await writeSearchIndex({ site, pages: searchPages, out });
      searchPages.length = 0;
    };

    reporter.stage('pre-render');
    const manifest = client.manifest as Manifest;
    const manifestKey = createManifestLookup(manifest, siteDir);
    const entryKey = manifestKey(CLIENT_ENTRY)!;
    const entry = collectChunks(manifest, entryKey);
    const base = siteConfig.baseUrl;
    const url = (file: string) => base + file;
    const routesByPath = new Map(site.routes.map((r) => [r.path, r]));
    const table = await routeTable();
    const standaloneByModule = table.standalone;
    const routeAssets = (path: string): HtmlAssets => {
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
      // The path's bucket of the route table (the client looks the path up there first).
      if (path)
        js.push(`${ROUTE_TABLE_DIR}/${table.version}/${routeBucket(path, table.bucketCount)}.js`);
      if (route) {
        const standalone = standaloneByModule.get(route.module);
        if (standalone) js.push(standalone);
        else {
          add(manifestKey(VIRTUAL_BUNDLED_PAGES));
          add(manifestKey(route.module));
        }
        if (route.sidebar) {
          add(manifestKey(VIRTUAL_SIDEBAR_PREFIX + route.sidebar));
          for (const part of routeSidebarParts(site, route))
            add(manifestKey(VIRTUAL_SIDEBAR_PREFIX + part));
        }
      }
      return {
        entry: url(entry.js[0]!),
        css: [...new Set(css)].map(url),
        preloads: [...new Set(js)].map(url),
        routesVersion: table.version,
      };
    };
    const themeScript = colorModeScript(siteConfig.colorMode);
    const inlineScripts = [themeScript, baseUrlBannerScript(base)];
    const csp = createSiteCsp({ inlineScripts, siteConfig });
    // The search page is a route of the theme, not of the content: pre-render it too.
    const searchPage = resolveSearchPagePath(siteConfig.search);
    const urls = [
      ...site.routes.map((r) => r.path),
      ...(searchPage && !site.routes.some((r) => r.path === searchPage) ? [searchPage] : []),
    ];
    const notFoundUrl = '/404.html';
    const paths = [...urls, notFoundUrl];
    const pageLinks: (PageLinks | undefined)[] = [];
    const indexable: boolean[] = [];
    const renderErrors: (string | undefined)[] = [];
    const intern = createInterner();
    const write = (file: string, content: string) => out.writeSync(file, content);
    // Each page is written as soon as it is rendered (by index, so the order of links and sitemap
    // entries does not depend on which worker finished first).
    const onResult = (i: number, result: RenderResult) => {
      const path = paths[i]!;
      const isNotFound = path === notFoundUrl;
      renderErrors[i] = result.error;
      const assets = routeAssets(isNotFound ? '' : path);
      const extraScripts = path === '/' ? [baseUrlBannerScript(base)] : [];
      const html = renderHtmlDocument({
        siteConfig,
        pathname: path,
        head: result.head,
        appHtml: result.html,
        assets,
        themeScript,
        extraScripts,
        csp: csp.meta,
      });
      const file = isNotFound ? '404.html' : routeToFile(path, siteConfig.trailingSlash);
      write(file, html);
      csp.scan(file, result.html, routesByPath.get(path)?.module);
      if (!result.error)
        renders[path] = { key: keys[i]!, file, size: Buffer.byteLength(html), head: result.head };
      if (isNotFound) return;
      // Each distinct link or id once, in its first order (all the link check needs), and copied:
      // cut from the page's HTML, they would keep every page's HTML alive until the check.
      const { links, ids } = collectLinksAndIds(result.html);
      pageLinks[i] = {
        path,
        links: [...new Set(links)].map(intern),
        ids: [...new Set(ids)].map(intern),
      };
      indexable[i] = !result.head.noIndex;
    };
    // A page whose inputs are those of its previous render keeps that render (prerenderCache.ts).
    const previousRenders = readPrerenderCache(prerenderCacheFile);
    const serverVersion = serverBundleVersion(serverDir);
    const renders: Record<string, PrerenderRecord> = {};
    const keys = paths.map((path) => {
      const route = routesByPath.get(path);
      return pageKey(
        serverVersion,
        path,
        route && {
          ...route,
          parts: routeSidebarParts(site, route),
          standalone: standaloneByModule.get(route.module),
        },
      );
    });
    const toRender: number[] = [];
    const kept: [number, PrerenderRecord][] = [];
    paths.forEach((path, i) => {
      const record = reusableRecord(previousRenders, path, keys[i]!, outDir);
      if (record) kept.push([i, record]);
      else toRender.push(i);
    });
    const render = (indexes: number[]): Promise<void> =>
      indexes.length
        ? renderAll({
            serverEntry: join(serverDir, 'entryServer.js'),
            standaloneRoot: staging,
            routesVersion: table.version,
            urls: indexes.map((i) =>
              base === '/' ? paths[i]! : base.replace(/\/$/, '') + paths[i]!,
            ),
            onProgress: (d, t) => reporter.progress(d, t),
            onResult: (j, result) => onResult(indexes[j]!, result),
          })
        : Promise.resolve();
    // The workers start, and load the server bundle, while this thread writes the kept pages
    // (after an edit, nearly all of them); a kept page that no longer reads is rendered after.
    const rendering = render(toRender);
    const exportsWritten = writeExportsAndSearch();
    const late: number[] = [];
    for (const [i, record] of kept) {
      const page = readKeptPage(record, outDir);
      if (page) onResult(i, { html: page.html, head: page.head, status: 200 });
      else late.push(i);
    }
    // Both run to their end before a failure is thrown: the staging folder is not removed under
    // writes still going on.
    const [rendered, written] = await Promise.allSettled([
      late.length ? rendering.then(() => render(late)) : rendering,
      exportsWritten,
    ]);
    if (rendered.status === 'rejected') throw rendered.reason;
    if (written.status === 'rejected') throw written.reason;
    // Routes come first in `paths`, in the same order.
    const failures = site.routes.flatMap((route, i) =>
      renderErrors[i] ? [{ route, error: renderErrors[i] }] : [],
    );
    if (failures.length) {
      throw new BuildError(
        failures.map(({ route, error }) => ({
          file: route.module.startsWith('virtual:') ? site.configFile : route.module,
          severity: 'error' as const,
          message: `the page at ${route.path} failed to render: ${error}`,
          hint: 'a page module must default-export a React component that renders without throwing',
        })),
      );
    }
    // Throws what an explicit policy blocks; may write the pages again with a wider derived one.
    const cspSizes = csp.finish(staging, write);
    for (const r of Object.values(renders)) r.size = cspSizes.get(r.file) ?? r.size;
    const sitemapPaths = urls.filter((_, i) => indexable[i]);

    reporter.stage('finish');
    const sitemap = generateSitemap(sitemapPaths, siteConfig);
    if (sitemap) write('sitemap.xml', sitemap);
    if (!existsSync(join(staging, 'robots.txt'))) write('robots.txt', generateRobots(siteConfig));
    if (!existsSync(join(staging, '_headers')))
      write('_headers', generateHeadersFile({ csp: csp.header(), baseUrl: base }));
    if (serverDir !== serverCacheDir) {
      rmSync(serverCacheDir, { recursive: true, force: true });
      mkdirSync(dirname(serverCacheDir), { recursive: true });
      renameSync(serverDir, serverCacheDir);
    }
    rmSync(join(staging, '.vite'), { recursive: true, force: true });

    reporter.stage('links');
    const broken = checkLinks({
      pages: pageLinks.filter((p): p is PageLinks => p !== undefined),
      baseUrl: base,
      fileExists: (p) => existsSync(join(staging, p)),
    });
    for (const kind of ['link', 'anchor'] as const) {
      const list = broken.filter((b) => b.kind === kind);
      if (!list.length) continue;
      const level = kind === 'link' ? siteConfig.onBrokenLinks : siteConfig.onBrokenAnchors;
      if (level === 'throw')
        throw new BuildError({
          file: site.configFile,
          severity: 'error',
          message: formatBrokenLinks(broken, kind),
          hint: `fix the ${kind}s above, or set on${kind === 'link' ? 'BrokenLinks' : 'BrokenAnchors'} to 'warn' in site.config.ts`,
        });
      if (level === 'ignore') continue;
      for (const b of list)
        warn({
          file: site.configFile,
          severity: 'warning',
          kind: `broken ${kind}`,
          message: `on ${b.source}: ${b.link}${b.resolved !== b.link ? ` (resolved as: ${b.resolved})` : ''}`,
        });
    }

    commitStagingDir(staging, outDir);
    writePrerenderCache(prerenderCacheFile, renders);
    writeBundleRecords(bundleRecordFile, bundles);
    // What this build read (content folders, every bundled module, the generator itself) and wrote.
    // Also those that do not exist (yet): one created later holds new inputs.
    const folders = ['docs', 'static', 'src'].map((d) => join(siteDir, d));
    writeBuildState(
      stateFile,
      captureBuildState({
        settings,
        folders: [...folders, join(PACKAGE_ROOT, 'plugins')],
        inputFiles,
        outDir,
        warnings: buildWarnings,
        pages: urls.length,
        compilerVersion: getCompilerVersion(),
      }),
    );
    succeeded = true;
    return { outDir, site, pages: urls.length };
  } catch (e) {
    discardStagingDir(staging);
    throw e;
  } finally {
    // The compile cache keeps what was compiled, also when the build failed on something else
    // (and then drops nothing: a build that stopped early did not use every page's record).
    closeCompileCache(succeeded ? undefined : false);
    await pool?.close();
  }
}
