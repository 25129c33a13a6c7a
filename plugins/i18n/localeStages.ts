// The stages of every locale of a site built together (issue 33), sharing what the locales can:
// one compile cache, opened once and closed once (its compaction then sees every locale's records),
// one client bundler run whose inputs are every locale's sidebars and bundled pages, and one server
// bundle holding every locale's pages (plugins/i18n/localesPlugin.ts): the theme's code is bundled
// once. Then one pool of workers pre-renders every locale's pages: each worker loads that bundle
// once and selects each locale before its pages (src/client/localeScope.ts), and each locale
// writes its output, as plugins/buildStages.ts runs one locale's.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import type { Manifest } from 'vite';
import { siteSubsetContent } from '../css/subsetInputs.js';
import type { Diagnostic } from '../diagnostics.js';
import { docsPlugin } from '../index.js';
import { toClientConfig } from '../loadSite.js';
import { clientSiteData } from '../routes/virtualModules.js';
import { openCompileCache, type CompileCacheStore } from '../mdx/compileCache.js';
import { createDocCompiler, type CompiledDoc } from '../mdx/compileDoc.js';
import { loadSiteExtensions } from '../mdx/siteExtensions.js';
import { discardStagingDir } from '../output/atomicOutput.js';
import { createBundleTrace, type BundleRecord } from '../output/bundleReuse.js';
import { PACKAGE_ROOT } from '../paths.js';
import { bundlerStaticDir, listStaticFiles, siteStaticDirs } from '../staticDirectories.js';
import { bundlerFailure, type Bundles } from '../stages/bundle.js';
import { cacheStage } from '../stages/cache.js';
import {
  createBuildContext,
  type BuildContext,
  type BuildReporter,
  type BuildWork,
  type StagedBuild,
  type StageInput,
} from '../stages/context.js';
import {
  compileOncePerDoc,
  docCompileInput,
  siteCompileOptions,
  type MdxStage,
} from '../stages/mdx.js';
import { outputStage } from '../stages/output.js';
import { startPrerender } from '../stages/prerender.js';
import { createPrerenderPool } from '../output/prerender.js';
import { pagesStage, type PagesStage } from '../stages/pages.js';
import { localeManifest, localesDocsPlugin, tagId, type LocalePlugin } from './localesPlugin.js';
import { assetsBaseUrl, localeInputsOf } from './sharedBundle.js';
import { markdownPageOf } from '../lifecycle/markdownPages.js';
import { generatedFilesDir } from '../lifecycle/sitePlugins.js';

interface LocaleStages {
  ctx: BuildContext;
  mdx: MdxStage;
  pages: PagesStage;
}

/**
 * Every locale's stages up to its staged output (the default locale first), as `runStages` gives
 * one locale's; the caller puts them in place together. `work` counts what the build ran.
 */
export async function runLocaleStages(
  inputs: StageInput[],
  /** The build's reporter, for the stages every locale shares (each input's names its locale). */
  reporter: BuildReporter,
): Promise<{ builds: StagedBuild[]; work: BuildWork }> {
  const ctxs = inputs.map(createBuildContext);
  const siteDir = ctxs[0]!.siteDir;
  const cache = sharedCompileCache(join(siteDir, '.cache', 'mdx'));
  let succeeded = false;
  try {
    // The modules the config's remark/rehype plugins come from are inputs of the build too.
    const extensions = (await loadSiteExtensions(siteDir)).files;
    for (const ctx of ctxs) for (const file of extensions) ctx.inputFiles.add(file);
    const locales = ctxs.map((ctx): LocaleStages => {
      const mdx = localeMdxStage(ctx, cache.store);
      return { ctx, mdx, pages: pagesStage(ctx, mdx) };
    });
    const work: BuildWork = { clientBundles: 0, serverBundles: 0, prerenderPools: 0, compiled: 0 };
    // The bundler runs are every locale's: their stages are the build's, unnamed.
    reporter.stage('client bundle');
    const client = await localesClientBundle(locales, () => work.clientBundles++);
    reporter.stage('server bundle');
    const server = await localesServerBundle(locales, () => work.serverBundles++);
    const builds = await renderLocales(locales, client, server, work);
    succeeded = true;
    work.compiled = cache.compiled();
    return { builds, work };
  } catch (e) {
    for (const ctx of ctxs) discardStagingDir(ctx.staging);
    throw e;
  } finally {
    // Every locale's records were used (or compiled) through this one store: compacting it keeps
    // them all. A failed build drops nothing (it stopped before using every page's record).
    cache.close(succeeded);
  }
}

/**
 * Every locale's pre-render on one pool of workers (plugins/output/prerender.ts), each locale's
 * pages a job of its own, all of them handed to the pool at once, in the locales' order: the
 * workers go from one locale's pages to the next while this thread writes the previous locale's
 * output (its search index, links, postBuild), which each locale's output stage does in turn.
 */
async function renderLocales(
  locales: LocaleStages[],
  client: { record: BundleRecord; manifestOf: (index: number) => Manifest },
  server: { record: BundleRecord; serverDir: string },
  work: BuildWork,
): Promise<StagedBuild[]> {
  const pool = createPrerenderPool();
  try {
    const started = [];
    for (const [i, { ctx, pages }] of locales.entries()) {
      const bundles: Bundles = {
        client: { ...client.record, manifest: client.manifestOf(i) },
        server: server.record,
        serverDir: server.serverDir,
        // The locale the pre-render workers select before its pages (plugins/i18n/localesPlugin.ts).
        serverLocale: {
          locale: ctx.site.locale!.locale,
          config: toClientConfig(ctx.site.siteConfig),
          siteData: clientSiteData(ctx.site),
        },
      };
      started.push({
        bundles,
        prerender: startPrerender(ctx, bundles, await pages.routeTable(), pool),
      });
    }
    const builds: StagedBuild[] = [];
    for (const [i, { ctx, mdx, pages }] of locales.entries()) {
      const { bundles, prerender } = started[i]!;
      const rendered = await outputStage(ctx, mdx, pages, bundles, prerender);
      builds.push({
        result: { outDir: ctx.outDir, site: ctx.site, pages: rendered.urls.length },
        staging: ctx.staging,
        recordCache: () => cacheStage(ctx, bundles, rendered),
        discard: () => discardStagingDir(ctx.staging),
      });
    }
    return builds;
  } finally {
    await pool.close();
    work.prerenderPools = pool.starts;
  }
}

/** One compile cache for every locale's compiler, closed by its owner, counting the compiles. */
function sharedCompileCache(dir: string) {
  const store = openCompileCache<CompiledDoc>(dir, { compact: true });
  let compiled = 0;
  const shared: CompileCacheStore<CompiledDoc> = {
    get: (key) => store.get(key),
    keep: (key) => store.keep(key),
    put: (key, value) => {
      compiled++;
      store.put(key, value);
    },
    putEncoded: (records, bytes) => {
      compiled += records.length;
      store.putEncoded(records, bytes);
    },
    close: () => undefined,
  };
  return {
    store: shared,
    compiled: () => compiled,
    close: (compact: boolean) => store.close(compact ? undefined : false),
  };
}

/** The mdx stage of a locale (plugins/stages/mdx.ts) on the shared compile cache, without a pool. */
function localeMdxStage(ctx: BuildContext, store: CompileCacheStore<CompiledDoc>): MdxStage {
  const compiler = createDocCompiler({
    store,
    standalone: true,
    ...siteCompileOptions(ctx.site),
  });
  return compileOncePerDoc(compiler, docCompileInput(ctx.siteDir, ctx.site));
}

/**
 * One client bundler run for every locale, into the default locale's staging folder; each locale
 * reads its part of the manifest (`manifestOf`). The static folders are copied into every
 * locale's folder, as Docusaurus does.
 */
async function localesClientBundle(
  locales: LocaleStages[],
  counted: () => void,
): Promise<{
  record: BundleRecord;
  manifestOf: (index: number) => Manifest;
}> {
  const first = locales[0]!;
  const { siteDir } = first.ctx;
  const inputs: Record<string, string> = {};
  const inputNames = new Map<string, { locale: string; name: string }>();
  for (const { ctx, pages } of locales) {
    const { locale, isDefault } = ctx.site.locale!;
    const own = localeInputsOf(ctx.site, (await pages.routeTable()).bundled.length > 0);
    for (const [name, id] of Object.entries(own)) {
      const key = isDefault ? name : `${name}-${locale}`;
      inputs[key] = isDefault ? id : tagId(id, locale);
      inputNames.set(key, { locale, name });
    }
  }
  const trace = createBundleTrace();
  const onWarning = (d: Diagnostic) => {
    if (d.kind === 'bundler') trace.warn(d);
    first.ctx.warnOnce(d);
  };
  const { createViteConfig } = await import('../viteConfig.js');
  const plugin = localesDocsPlugin({
    defaultLocale: first.ctx.site.locale!.locale,
    locales: localePluginsOf(locales),
    generatedDir: generatedFilesDir(siteDir),
  });
  const config = createViteConfig({
    siteDir,
    target: 'client',
    outDir: first.ctx.staging,
    site: first.ctx.site,
    baseUrl: assetsBaseUrl(first.ctx.site),
    compiler: first.mdx.compiler,
    onWarning,
    routeTable: first.pages.routeTable,
    plugins: [trace.plugin],
    inputs,
    docs: {
      plugin,
      // The stylesheet keeps what any locale's content uses.
      subsetContent: () =>
        locales.flatMap((l) => siteSubsetContent(PACKAGE_ROOT, siteDir, l.ctx.site)),
    },
  });
  await runBundler(locales, config);
  counted();
  for (const { ctx } of locales) for (const file of trace.files()) ctx.inputFiles.add(file);
  await copyStaticFiles(locales);
  const manifest = JSON.parse(
    readFileSync(join(first.ctx.staging, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  // Never taken for a later build's client bundle: no one locale's settings are these.
  const record = trace.finish({
    settings: 'one client bundle for every locale',
    outDir: first.ctx.staging,
    manifest,
  });
  const views = locales.map((l) => localeManifest(manifest, l.ctx.site.locale!.locale, inputNames));
  return { record, manifestOf: (i) => views[i]! };
}

/** Runs Vite; a page that does not compile is reported with every other such page of every locale. */
async function runBundler(locales: LocaleStages[], config: object): Promise<void> {
  try {
    await (await import('vite')).build(config);
  } catch (e) {
    return bundlerFailure(
      e,
      locales.flatMap(({ ctx, mdx }) => ctx.site.docs.map((doc) => mdx.compile(doc))),
    );
  }
}

/**
 * The static folders' files: the bundler copied the first folder into the default locale's
 * output; the others' files go there too, and every folder's into each other locale's.
 */
async function copyStaticFiles(locales: LocaleStages[]): Promise<void> {
  await Promise.all(
    locales.map(({ ctx }) => {
      const staticDirs = siteStaticDirs(ctx.site);
      const copied = ctx.site.locale!.isDefault ? bundlerStaticDir(staticDirs) : undefined;
      return Promise.all(
        [...listStaticFiles(staticDirs)]
          .filter(([, file]) => !copied || !file.startsWith(copied + sep))
          .map(([f, file]) => ctx.out.write(f, readFileSync(file))),
      );
    }),
  );
}

/** Each locale's docs plugin (plugins/index.ts), over its site data, compiler and route table. */
function localePluginsOf(locales: LocaleStages[]): LocalePlugin[] {
  return locales.map(({ ctx, mdx, pages }) => ({
    locale: ctx.site.locale!.locale,
    plugin: docsPlugin({
      siteDir: ctx.siteDir,
      production: true,
      site: ctx.site,
      compiler: mdx.compiler,
      onWarning: ctx.warnOnce,
      routeTable: pages.routeTable,
    }),
    ownsFile: (file: string) => markdownPageOf(ctx.site, file) !== undefined,
  }));
}

/**
 * One server bundle for every locale: the theme reads the locale it renders from what its worker
 * selected (`serverLocale`), every locale's pages are modules of it. It goes to the default locale's cache
 * folder at once, where every locale's pre-render reads it (the output stage moves no other).
 */
async function localesServerBundle(
  locales: LocaleStages[],
  counted: () => void,
): Promise<{ record: BundleRecord; serverDir: string }> {
  const first = locales[0]!;
  const { siteDir } = first.ctx;
  const trace = createBundleTrace();
  const onWarning = (d: Diagnostic) => {
    if (d.kind === 'bundler') trace.warn(d);
    first.ctx.warnOnce(d);
  };
  const into = join(first.ctx.staging, '.server');
  const { createViteConfig } = await import('../viteConfig.js');
  const plugin = localesDocsPlugin({
    defaultLocale: first.ctx.site.locale!.locale,
    locales: localePluginsOf(locales),
    server: true,
    generatedDir: generatedFilesDir(siteDir),
  });
  const config = createViteConfig({
    siteDir,
    target: 'server',
    outDir: into,
    site: first.ctx.site,
    baseUrl: assetsBaseUrl(first.ctx.site),
    compiler: first.mdx.compiler,
    onWarning,
    routeTable: first.pages.routeTable,
    plugins: [trace.plugin],
    docs: { plugin, subsetContent: () => [] },
  });
  await runBundler(locales, config);
  counted();
  for (const { ctx } of locales) for (const file of trace.files()) ctx.inputFiles.add(file);
  // ES modules in .js files, whatever the nearest package.json says (see plugins/stages/bundle.ts).
  writeFileSync(join(into, 'package.json'), '{ "type": "module" }\n');
  const serverDir = first.ctx.cache.serverBundle;
  rmSync(serverDir, { recursive: true, force: true });
  mkdirSync(dirname(serverDir), { recursive: true });
  renameSync(into, serverDir);
  for (const { ctx } of locales) ctx.cache.serverBundle = serverDir;
  // Never taken for a later build's server bundle: no one locale's settings are these.
  const record = trace.finish({
    settings: 'one server bundle for every locale',
    outDir: serverDir,
  });
  return { record, serverDir };
}
