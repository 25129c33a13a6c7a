// The stages of every locale of a site built together (issue 33), sharing what the locales can:
// one compile cache, opened once and closed once (its compaction then sees every locale's records),
// and one client bundler run whose inputs are every locale's sidebars and bundled pages
// (plugins/i18n/localesPlugin.ts), the theme's chunks made once. Each locale then has its own server
// bundle and pre-render, over its own locale context, as plugins/buildStages.ts runs them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Manifest } from 'vite';
import { siteSubsetContent } from '../css/subsetInputs.js';
import { BuildError, isBuildError, type Diagnostic } from '../diagnostics.js';
import { bundlerErrorToDiagnostics } from '../bundlerErrors.js';
import { docsPlugin } from '../index.js';
import { openCompileCache, type CompileCacheStore } from '../mdx/compileCache.js';
import { createDocCompiler, type CompiledDoc } from '../mdx/compileDoc.js';
import { loadSiteExtensions } from '../mdx/siteExtensions.js';
import { discardStagingDir } from '../output/atomicOutput.js';
import { bundleSettings, createBundleTrace, type BundleRecord } from '../output/bundleReuse.js';
import { PACKAGE_ROOT } from '../paths.js';
import { siteFeatures } from '../siteFeatures.js';
import { bundlerStaticDir, listStaticFiles, siteStaticDirs } from '../staticDirectories.js';
import { bundlers, type Bundles } from '../stages/bundle.js';
import { cacheStage } from '../stages/cache.js';
import {
  createBuildContext,
  type BuildContext,
  type BuildWork,
  type StagedBuild,
  type StageInput,
} from '../stages/context.js';
import { docCompileInput, siteCompileOptions, type MdxStage } from '../stages/mdx.js';
import { outputStage } from '../stages/output.js';
import { pagesStage, type PagesStage } from '../stages/pages.js';
import { localeManifest, localesDocsPlugin, tagId } from './localesPlugin.js';
import { assetsBaseUrl, localeInputs } from './sharedBundle.js';

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
    const client = await localesClientBundle(locales);
    const builds: StagedBuild[] = [];
    let serverBundles = 0;
    for (const [i, { ctx, mdx, pages }] of locales.entries()) {
      const server = await localeServerBundle(ctx, mdx, pages);
      if (!server.reused) serverBundles++;
      const bundles: Bundles = {
        client: { ...client.record, manifest: client.manifestOf(i) },
        server: server.server,
        serverDir: server.serverDir,
      };
      const rendered = await outputStage(ctx, mdx, pages, bundles);
      builds.push({
        result: { outDir: ctx.outDir, site: ctx.site, pages: rendered.urls.length },
        staging: ctx.staging,
        recordCache: () => cacheStage(ctx, bundles, rendered),
        discard: () => discardStagingDir(ctx.staging),
      });
    }
    succeeded = true;
    const work = {
      clientBundles: 1,
      serverBundles,
      prerenderPools: locales.length,
      compiled: cache.compiled(),
    };
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

/** One compile cache for every locale's compiler, closed by its owner, counting the compiles. */
function sharedCompileCache(dir: string) {
  const store = openCompileCache<CompiledDoc>(dir, { compact: true });
  let compiled = 0;
  const shared: CompileCacheStore<CompiledDoc> = {
    get: (key) => store.get(key),
    put: (key, value) => {
      compiled++;
      store.put(key, value);
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
  const inputOf = docCompileInput(ctx.siteDir, ctx.site);
  return { compiler, inputOf, compile: (doc) => compiler.compile(inputOf(doc)) };
}

/**
 * One client bundler run for every locale, into the default locale's staging folder; each locale
 * reads its part of the manifest (`manifestOf`). The static folders are copied into every
 * locale's folder, as Docusaurus does.
 */
async function localesClientBundle(locales: LocaleStages[]): Promise<{
  record: BundleRecord;
  manifestOf: (index: number) => Manifest;
}> {
  const first = locales[0]!;
  const { siteDir, reporter } = first.ctx;
  reporter.stage('client bundle');
  const inputs: Record<string, string> = {};
  const inputNames = new Map<string, { locale: string; name: string }>();
  const localePlugins = [];
  for (const { ctx, mdx, pages } of locales) {
    const { locale, isDefault } = ctx.site.locale!;
    const own = localeInputs({
      sidebarNames: Object.keys(ctx.site.sidebars),
      hasBundledPages: (await pages.routeTable()).bundled.length > 0,
    });
    for (const [name, id] of Object.entries(own)) {
      const key = isDefault ? name : `${name}-${locale}`;
      inputs[key] = isDefault ? id : tagId(id, locale);
      inputNames.set(key, { locale, name });
    }
    localePlugins.push({
      locale,
      plugin: docsPlugin({
        siteDir,
        production: true,
        site: ctx.site,
        compiler: mdx.compiler,
        onWarning: ctx.warnOnce,
        routeTable: pages.routeTable,
      }),
      ownsFile: (file: string) => ctx.site.docsByFile.has(file),
    });
  }
  const trace = createBundleTrace();
  const onWarning = (d: Diagnostic) => {
    if (d.kind === 'bundler') trace.warn(d);
    first.ctx.warnOnce(d);
  };
  const { createViteConfig } = await import('../viteConfig.js');
  const plugin = localesDocsPlugin({
    defaultLocale: first.ctx.site.locale!.locale,
    locales: localePlugins,
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
    const failed = await Promise.allSettled(
      locales.flatMap(({ ctx, mdx }) => ctx.site.docs.map((doc) => mdx.compile(doc))),
    );
    const compileErrors = failed.flatMap((r) =>
      r.status === 'rejected' && isBuildError(r.reason) ? r.reason.diagnostics : [],
    );
    if (compileErrors.length) throw new BuildError(compileErrors);
    const diagnostics = bundlerErrorToDiagnostics(e);
    if (diagnostics) throw new BuildError(diagnostics);
    throw e;
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

/** A locale's server bundle, as plugins/stages/bundle.ts makes it (or the previous build's). */
async function localeServerBundle(
  ctx: BuildContext,
  mdx: MdxStage,
  pages: PagesStage,
): Promise<{ server: BundleRecord; serverDir: string; reused: boolean }> {
  const { siteDir } = ctx;
  const { reusable, runBundle } = bundlers(ctx, mdx, pages);
  const inputs = localeInputs({
    sidebarNames: Object.keys(ctx.site.sidebars),
    hasBundledPages: (await pages.routeTable()).bundled.length > 0,
  });
  const options = {
    baseUrl: assetsBaseUrl(ctx.site),
    siteDir,
    features: siteFeatures(ctx.site),
    inputs,
  };
  ctx.reporter.stage('server bundle');
  const settings = bundleSettings({
    target: 'server',
    siteDir,
    packageRoot: PACKAGE_ROOT,
    options,
    staticDirs: siteStaticDirs(ctx.site),
  });
  const reused = await reusable('server', settings, ctx.cache.serverBundle);
  const serverDir = reused ? ctx.cache.serverBundle : join(ctx.staging, '.server');
  const server = reused ?? (await runBundle('server', serverDir, settings));
  // ES modules in .js files, whatever the nearest package.json says (see plugins/stages/bundle.ts).
  writeFileSync(join(serverDir, 'package.json'), '{ "type": "module" }\n');
  return { server, serverDir, reused: reused !== undefined };
}
