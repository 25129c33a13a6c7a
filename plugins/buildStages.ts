// The production build's stages after the up-to-date check. buildSite.ts runs the first three
// (config → docs → sidebars: plugins/loadSite.ts) and compares their result with the last build's;
// when something changed it loads this module, which runs the rest:
//
//   mdx     plugins/stages/mdx.ts       the doc compiler (on the pool's threads, if any)
//   pages   plugins/stages/pages.ts     standalone page modules and the route table's files
//   bundle  plugins/stages/bundle.ts    client and server bundles (or the previous build's)
//   output  plugins/stages/output.ts    pre-render, Markdown export, search index, links
//   cache   plugins/stages/cache.ts     what the next build reuses (once the output is in place)
//
// Each stage is a function of the build context (stages/context.ts) and the outputs of the
// stages before it. mdx and pages do their work on demand (the bundle asks for the route table),
// so their time shows in the bundle's; the reporter times the others.
// Loaded only when something changed: the MDX compiler, the bundler and the rest of what these
// stages use cost a few hundred milliseconds to load.
import { loadSiteExtensions } from './mdx/siteExtensions.js';
import { bundleStage } from './stages/bundle.js';
import { cacheStage } from './stages/cache.js';
import { createBuildContext, type StagedBuild, type StageInput } from './stages/context.js';
import { mdxStage, type MdxStage } from './stages/mdx.js';
import {
  outputStage,
  startSearchIndex,
  writeExportsAndSearch,
  type StartedSearch,
} from './stages/output.js';
import { pagesStage } from './stages/pages.js';
import { pageFiles } from './stages/prerender.js';
import { createPrerenderPool, type PrerenderPool } from './output/prerender.js';

import type { Manifest } from 'vite';

export type { StageInput } from './stages/context.js';

/**
 * The stages up to a staged output: the caller puts it in place (with the other locales') and then
 * records the cache, or discards it when another locale failed.
 */
export async function runStages(input: StageInput): Promise<StagedBuild> {
  let ctx: ReturnType<typeof createBuildContext>;
  try {
    ctx = createBuildContext(input);
  } catch (e) {
    // A warm pre-render pool's worker would keep the process alive.
    input.warmSearch?.close();
    await input.warmPrerender?.close();
    throw e;
  }
  let mdx: MdxStage | undefined;
  let exports: Promise<void> | undefined;
  let search: StartedSearch | undefined;
  let early: PrerenderPool | undefined;
  let succeeded = false;
  try {
    // The modules the config's remark/rehype plugins come from are inputs of the build too.
    for (const file of (await loadSiteExtensions(ctx.siteDir)).files) ctx.inputFiles.add(file);
    const stage = (mdx = mdxStage(ctx));
    const pages = pagesStage(ctx, mdx);
    // A rebuild of a few docs makes its search index from now on, on a thread of its own, while
    // this thread makes the bundle and the pre-render's worker the pages (stages/output.ts).
    search = startSearchIndex(ctx, stage);
    // The Markdown export and the search index start once the client bundle is made, beside the
    // server bundle (whose bundler leaves this thread mostly idle), not beside the pre-render
    // (which keeps every core busy); the compiles are let go once the server bundle is made too.
    // A rebuild of a few docs started its index already (above); its files are written then.
    let serverBundled: () => void = () => undefined;
    const serverDone = new Promise<void>((resolve) => (serverBundled = resolve));
    const bundling = bundleStage(
      ctx,
      mdx,
      pages,
      (client) => {
        exports = writeExportsAndSearch(
          ctx,
          stage,
          client.manifest as Manifest,
          serverDone,
          search,
        );
        // A failure is thrown by the output stage, or after the bundle's own (below).
        exports.catch(() => undefined);
        // The pages' folders, made on the writer's thread (a cold build's) beside the server
        // bundle: the pre-render, which keeps every core busy, then makes none.
        ctx.out.prepareFolders?.(pageFiles(ctx.site));
        // The pre-render's workers start now, beside the server bundle (whose bundler leaves a
        // core partly idle), and load the packages it leaves to Node as it resolves them: their
        // start was the pre-render's first 0.1-0.3 s, every core busy (scripts/bench/results/
        // 2026-11-30-s35-coldserver58.md). Not beside a warm pool (a rebuild's: warmPrerender.ts).
        if (!ctx.warmPrerender) {
          early = ctx.earlyPrerender = createPrerenderPool();
          // Its routes, the search page and 404.html.
          early.prepare(ctx.site.routes.length + 2);
        }
      },
      (file, commonJs) => early?.preload(file, commonJs),
    );
    const bundles = await bundling.finally(serverBundled);
    // The warm pool has the last build's server bundle: of no use when a new one was made.
    if (ctx.warmPrerender && bundles.serverDir !== ctx.cache.serverBundle) {
      await ctx.warmPrerender.close();
      ctx.warmPrerender = undefined;
    }
    const rendered = await outputStage(ctx, mdx, pages, bundles, undefined, exports);
    // Every file written (some on a thread of their own: output/writerThread.ts) before the
    // staging folder is put in place.
    await ctx.out.flush?.();
    succeeded = true;
    return {
      result: { outDir: ctx.outDir, site: ctx.site, pages: rendered.urls.length },
      // Written in place, the output is there already: nothing to swap in.
      staging: ctx.inPlace ? undefined : ctx.staging,
      recordCache: () => cacheStage(ctx, bundles, rendered),
      discard: () => ctx.out.abandon(),
      settle: () => ctx.out.settle(),
    };
  } catch (e) {
    // Started beside the server bundle: its writes end before the staging folder goes. An index
    // started before the bundle, which failed, writes nothing: its thread ends.
    await exports?.catch(() => undefined);
    if (!exports && search) {
      await search.built.catch(() => undefined);
      search.thread.close();
    }
    ctx.out.abandon();
    throw e;
  } finally {
    // The compile cache keeps what was compiled, also when the build failed on something else
    // (and then drops nothing: a build that stopped early did not use every page's record).
    // Locales share the compile cache: compacting after one would drop the others' records.
    mdx?.compiler.close(succeeded && !input.moreLocales ? undefined : false);
    // The outlines of this build's docs, for the next (each a fact about its compile key's record).
    if (succeeded) mdx?.outlines?.save();
    await ctx.pool?.close();
    await input.warmPrerender?.close();
    // Not handed its records (the build stopped before): its thread ends.
    ctx.warmSearch?.close();
    // Closed by the pre-render once it rendered on it; not when the build stopped before.
    await early?.close();
  }
}
