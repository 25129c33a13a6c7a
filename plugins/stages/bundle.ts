// Stage "bundle": Vite bundles the theme and the bundled pages for the client, then for the
// server. Each bundle is the previous build's when nothing it was made from changed
// (plugins/output/bundleReuse.ts): its code is generated again and compared, and Vite is not
// loaded at all.
import { siteFeatures } from '../siteFeatures.js';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { bundlerErrorToDiagnostics } from '../bundlerErrors.js';
import {
  INFIMA_SUBSET_ID,
  sidebarClassNames,
  siteSubsetContent,
  siteSubsetSources,
  subsetSignature,
} from '../css/subsetInputs.js';
import { cachedSubsetSignature } from '../css/subsetSignatureCache.js';
import { BuildError, isBuildError, type Diagnostic } from '../diagnostics.js';
import {
  bundleSettingsOf,
  bundleStaleReason,
  createBundleTrace,
  readBundleRecords,
  type BundleRecord,
} from '../output/bundleReuse.js';
import { PACKAGE_ROOT } from '../paths.js';
import { bundlerStaticDir, listStaticFiles, siteStaticDirs } from '../staticDirectories.js';
import { regenerateBundleModule } from '../routes/virtualModules.js';
import type { createViteConfig } from '../viteConfig.js';
import {
  SERVER_EXTERNALS_LISTENER,
  type ServerExternalsListener,
} from '../serverExternalsListener.js';
import type { Plugin } from 'vite';
import {
  assetsBaseUrl,
  localeInputsOf,
  sharesLocaleBundle,
  SHARED_ASSETS_DIR,
} from '../i18n/sharedBundle.js';
import type { BuildContext } from './context.js';
import type { MdxStage } from './mdx.js';
import type { PagesStage } from './pages.js';
import { sidebarsOf } from '../builtins/docsViews.js';
import { siteReactOf } from '../siteReact.js';
import { copiedContent, pluginCopies } from '../lifecycle/webpackCopy.js';

type Target = 'client' | 'server';

export interface Bundles {
  client: BundleRecord;
  server: BundleRecord;
  /** Where the server bundle is: the cache's (reused) or a new one in the staging folder. */
  serverDir: string;
  /**
   * The locale the pre-render's workers select in a server bundle every locale shares
   * (plugins/i18n/localeStages.ts, src/client/localeScope.ts).
   */
  serverLocale?: object;
}

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

export async function bundleStage(
  ctx: BuildContext,
  mdx: MdxStage,
  pages: PagesStage,
  /**
   * Called once the client bundle's files are all in the output (its static folders' and the
   * plugins' copies too), before the server bundle starts: work that needs only those runs
   * beside the server bundle (buildStages.ts).
   */
  afterClient?: (client: BundleRecord) => void,
  /**
   * Told each package file a new server bundle leaves to Node, as the bundler resolves it
   * (viteConfig.ts `onServerExternal`): the pre-render's workers load it meanwhile (buildStages.ts).
   */
  onServerExternal?: (file: string, commonJs: boolean) => void,
): Promise<Bundles> {
  const { siteDir, outDir, reporter, staging, out } = ctx;
  const { reusable, runBundle } = bundlers(ctx, mdx, pages);
  const shared = sharesLocaleBundle(ctx.site);
  // Locales built together share one client bundle (plugins/i18n/sharedBundle.ts): its inputs
  // are the locale's sidebars and bundled pages besides the entry.
  const inputs = shared
    ? localeInputsOf(ctx.site, (await pages.routeTable()).bundled.length > 0)
    : undefined;
  const options = {
    baseUrl: assetsBaseUrl(ctx.site),
    siteDir,
    features: siteFeatures(ctx.site),
    // The site's own React when its bundles use it (plugins/siteReact.ts).
    react: ctx.site.docusaurus ? siteReactOf(siteDir)?.version : undefined,
    ...(inputs ? { inputs } : {}),
  };
  const staticDirs = siteStaticDirs(ctx.site);
  const settingsOf = bundleSettingsOf({
    siteDir,
    packageRoot: PACKAGE_ROOT,
    options,
    staticDirs,
    ...(ctx.fileHashes ? { hashes: ctx.fileHashes } : {}),
  });

  reporter.stage('client bundle');
  const clientSettings = settingsOf('client');
  // Another locale's files go to the default locale's assets folder (sharedBundle.ts) when the
  // output is put in place: made apart here, and never taken from the previous output.
  const apart = shared && !ctx.site.locale!.isDefault;
  let client =
    existsSync(outDir) && !apart ? await reusable('client', clientSettings, outDir) : undefined;
  if (client) {
    // Its files from the previous output, and the static folders copied as the bundler would.
    await Promise.all([
      ...Object.keys(client.outputs).map((f) => out.keep(f)),
      ...[...listStaticFiles(staticDirs)].map(([f, file]) => out.write(f, readFileSync(file))),
    ]);
  } else {
    // An output written in place gets the bundle's files once the bundler is done (a failure
    // leaves none of them there): the bundler writes into the build's scratch folder first.
    const into = ctx.inPlace
      ? join(ctx.scratch, 'client')
      : apart
        ? join(staging, SHARED_ASSETS_DIR)
        : staging;
    client = await runBundle('client', into, clientSettings, {
      ...(inputs ? { inputs } : {}),
      ...(apart ? { copyPublicDir: false } : {}),
    });
    ctx.inPlace?.adopt(into, (f) => f.startsWith('.vite/'));
    // The bundler copied the first static folder; the others' files it did not write, in order.
    const copied = apart ? undefined : bundlerStaticDir(staticDirs);
    await Promise.all(
      [...listStaticFiles(staticDirs)]
        .filter(([, file]) => !copied || !file.startsWith(copied + sep))
        .map(([f, file]) => out.write(f, readFileSync(file))),
    );
  }
  await writePluginCopies(ctx);
  // Every page the site routes was compiled for the route table: the pool's threads, and their
  // heaps, can go before the server bundle, the search index and the pre-render need memory.
  // (The pool the build started with, or the one the compiles started: stages/mdx.ts.)
  await ctx.pool?.close();
  afterClient?.(client);

  reporter.stage('server bundle');
  // The server bundle is kept in the cache folder (it is not part of the output).
  const serverSettings = settingsOf('server');
  let server = await reusable('server', serverSettings, ctx.cache.serverBundle);
  const serverDir = server ? ctx.cache.serverBundle : join(ctx.scratch, '.server');
  // Told of the packages the bundle leaves to Node, as the bundler resolves them (viteConfig.ts).
  const listener = onServerExternal && {
    name: SERVER_EXTERNALS_LISTENER,
    api: { onExternal: onServerExternal } satisfies ServerExternalsListener,
  };
  server ??= await runBundle('server', serverDir, serverSettings, {}, listener ? [listener] : []);
  // The server bundle is ES modules in .js files: said so here, not left to the nearest
  // package.json, which in a site's folder often has no "type" (Node then warns on every import).
  writeFileSync(join(serverDir, 'package.json'), '{ "type": "module" }\n');
  return { client, server, serverDir };
}

/**
 * The files configureWebpack's copy plugins copy (plugins/lifecycle/webpackCopy.ts), after the
 * bundle and the static folders, whose files they do not replace unless a pattern says `force`;
 * the pages, written later, replace a copied file of the same name, as Docusaurus's pages do.
 */
async function writePluginCopies(ctx: BuildContext): Promise<void> {
  const plugins = ctx.site.plugins;
  if (!plugins?.webpack.copies.length) return;
  const planned = await pluginCopies(plugins.webpack.copies, plugins.result.context.outDir, (f) =>
    ctx.out.exists(f),
  );
  await Promise.all(
    [...planned].map(async ([target, copy]) => {
      ctx.inputFiles.add(copy.source);
      await ctx.out.write(target, await copiedContent(copy));
    }),
  );
}

/**
 * The stylesheet subset's signature, for the bundle reuse check: with the build's file hashes, each
 * source file's part is taken from the cache unless the file changed (css/subsetSignatureCache.ts).
 */
function subsetSignatureOf(ctx: BuildContext): string {
  const { site, siteDir, fileHashes } = ctx;
  if (!fileHashes || !ctx.cache.subsetLines)
    return subsetSignature(siteSubsetContent(PACKAGE_ROOT, siteDir, site));
  return cachedSubsetSignature({
    files: siteSubsetSources(PACKAGE_ROOT, siteDir, site),
    extra: [{ raw: sidebarClassNames(sidebarsOf(site)).join(' '), extension: 'txt' }],
    // A file whose line is compared by its hash joins the build's inputs: the build state then
    // records its stat, by which the next build takes that hash without reading the file again
    // (fileHashes.ts; a hundred theme files the bundle does not load were read every rebuild).
    hashOf: (file) => {
      ctx.inputFiles.add(file);
      return fileHashes.hash(file);
    },
    cacheFile: ctx.cache.subsetLines,
  });
}

/** Making a bundle, and taking the previous build's instead. */
function bundlers(ctx: BuildContext, mdx: MdxStage, pages: PagesStage) {
  const { siteDir, site } = ctx;
  const hashes = ctx.fileHashes;
  const previous = readBundleRecords(ctx.cache.bundles);
  const addInputFiles = (files: string[]) => {
    for (const file of files) ctx.inputFiles.add(file);
  };
  // Once per id: both bundles load most of the same modules.
  const generatedNow = new Map<string, Promise<string | undefined>>();
  const generate = (id: string): Promise<string | undefined> => {
    let code = generatedNow.get(id);
    if (!code) {
      code =
        id === INFIMA_SUBSET_ID
          ? Promise.resolve(subsetSignatureOf(ctx))
          : regenerateBundleModule(id, {
              site,
              siteDir,
              compiler: mdx.compiler,
              routeTable: pages.routeTable,
              onWarning: ctx.warnOnce,
              readFile: readText,
            });
      generatedNow.set(id, code);
    }
    return code;
  };
  const reusable = async (
    target: Target,
    settings: string,
    outputDir: string,
  ): Promise<BundleRecord | undefined> => {
    const record = previous[target];
    if (!record || (await bundleStaleReason(record, { settings, generate, outputDir, hashes })))
      return undefined;
    addInputFiles(Object.keys(record.files));
    for (const w of record.warnings) ctx.warnOnce(w);
    return record;
  };
  const runBundle = async (
    target: Target,
    into: string,
    settings: string,
    more: Pick<Parameters<typeof createViteConfig>[0], 'inputs' | 'copyPublicDir'> = {},
    /** More Vite plugins, after the trace's. */
    plugins: Plugin[] = [],
  ): Promise<BundleRecord> => {
    const trace = createBundleTrace();
    const onWarning = (d: Diagnostic) => {
      if (d.kind === 'bundler') trace.warn(d);
      ctx.warnOnce(d);
    };
    // Loaded only when a bundle is made (with PurgeCSS and PostCSS): a rebuild that reuses both skips them.
    const { createViteConfig } = await import('../viteConfig.js');
    await bundle(
      ctx,
      mdx,
      createViteConfig({
        siteDir,
        target,
        outDir: into,
        site,
        baseUrl: assetsBaseUrl(site),
        compiler: mdx.compiler,
        onWarning,
        routeTable: pages.routeTable,
        onGenerated: trace.onGenerated,
        plugins: [trace.plugin, ...plugins],
        // The subset's lines, so that the next build's reuse check reads only the files changed.
        ...(target === 'client' && ctx.cache.subsetLines
          ? { subsetLinesCache: ctx.cache.subsetLines }
          : {}),
        ...more,
      }),
    );
    addInputFiles(trace.files());
    const manifest =
      target === 'client'
        ? JSON.parse(readFileSync(join(into, '.vite', 'manifest.json'), 'utf8'))
        : undefined;
    return trace.finish({
      settings,
      outDir: into,
      manifest,
      ...(hashes ? { fileHashes: hashes } : {}),
    });
  };
  return { reusable, runBundle };
}

/** Runs Vite; a page that does not compile is reported with every other such page of the site. */
async function bundle(
  ctx: BuildContext,
  mdx: MdxStage,
  config: ReturnType<typeof createViteConfig>,
): Promise<void> {
  try {
    await (await import('vite')).build(config);
  } catch (e) {
    return bundlerFailure(
      e,
      ctx.site.docs.map((doc) => mdx.compile(doc)),
    );
  }
}

/**
 * A bundler run's failure as the build reports it: each failing page at its position (the bundler
 * stops at its first error and reports it without the position's fields), else the bundler's own
 * error with its position when it has one. `compiles` are the run's pages' compiles.
 */
export async function bundlerFailure(e: unknown, compiles: Promise<unknown>[]): Promise<never> {
  const failed = await Promise.allSettled(compiles);
  const compileErrors = failed.flatMap((r) =>
    r.status === 'rejected' && isBuildError(r.reason) ? r.reason.diagnostics : [],
  );
  if (compileErrors.length) throw new BuildError(compileErrors);
  const diagnostics = bundlerErrorToDiagnostics(e);
  if (diagnostics) throw new BuildError(diagnostics);
  throw e;
}
