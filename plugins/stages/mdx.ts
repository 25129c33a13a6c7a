// Stage "mdx": the build's doc compiler. Each doc's compile also makes its standalone module, its
// search sections and its Markdown export's body (plugins/mdx/compileDoc.ts). With a pool, every
// doc's compile starts here, spread over its threads; the later stages await them from the
// compiler's cache. Without one, each doc compiles when a later stage first asks for it.
import { siteCodeTheme } from '../mdx/codeTheme.js';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { siteStaticDirs } from '../staticDirectories.js';
import type { SiteData } from '../loadSite.js';
import {
  createDocCompiler,
  type CompileDocInput,
  type CompiledDoc,
  type DocCompiler,
} from '../mdx/compileDoc.js';
import { frontMatterFormat } from '../mdx/markdownFormat.js';
import {
  openDocOutlines,
  outlineOf,
  type DocOutline,
  type DocOutlines,
} from '../mdx/docOutlines.js';
import type { BuildContext } from './context.js';
import { frontMatterExport } from '../docs/clientFrontMatter.js';
import { knownBodyDigest, lazyBodyDigest } from '../docs/docRecords.js';
import { docSetOf, docsDirOf } from '../builtins/docsViews.js';
import { linkSourceOf, linkTableOf } from '../lifecycle/routeTable.js';
import { createWorkerPool } from '../workerPool.js';

type Doc = SiteData['docs'][number];

export interface MdxStage {
  compiler: DocCompiler;
  /** A doc's compile input. */
  inputOf(doc: Doc): CompileDocInput;
  /** A doc's compile (from the cache when it was compiled already). */
  compile(doc: Doc): Promise<CompiledDoc>;
  /** The key of a doc's compile (`DocCompiler.keyOf`: opaque), made once per doc. */
  keyOf(doc: Doc): Promise<string>;
  /**
   * What the route table and the Markdown export read of a doc's compile: with `outlines`, the
   * last build's outline of an unchanged doc (its compile key's), its compile record not read.
   */
  outline(doc: Doc): Promise<DocOutline>;
  /** The outlines this build used and made, written for the next build by `save`. */
  outlines?: DocOutlines;
}

/** The compile options every doc of a site (of a locale) shares. */
export function siteCompileOptions(site: SiteData) {
  return {
    // A site of several locales: a doc they all show compiles once (plugins/mdx/localeShare.ts),
    // so a locale built alone finds the records every locale built together made, and the reverse.
    shareLocales: (site.locale?.i18n.locales.length ?? 0) > 1,
    markdown: { siteUrl: site.siteConfig.url, baseUrl: site.siteConfig.baseUrl },
    magicComments: site.siteConfig.code?.magicComments,
    codeTheme: siteCodeTheme(site.siteConfig.code),
    markdownConfig: site.siteConfig.markdown,
  };
}

export function mdxStage(
  ctx: Pick<BuildContext, 'siteDir' | 'site' | 'pool'> & { cacheSuffix?: string },
): MdxStage {
  const { siteDir, site, pool } = ctx;
  // Without a pool (too few docs changed for one), a pool still starts when the docs prove costly
  // (mdx/latePool.ts): the stages close it as the one the build started with (`ctx.pool`), and
  // every doc's compile then starts, as with a pool from the start.
  const latePool = () => {
    if (availableParallelism() < 2) return undefined;
    const started = createWorkerPool({ size: availableParallelism() });
    ctx.pool = started;
    queueMicrotask(() => {
      for (const doc of site.docs) stage.compile(doc).catch(() => undefined);
    });
    return started;
  };
  const compiler = createDocCompiler({
    cacheDir: join(siteDir, '.cache', 'mdx'),
    ...(pool ? { pool } : { latePool }),
    standalone: true,
    ...siteCompileOptions(site),
  });
  const stage = compileOncePerDoc(
    compiler,
    docCompileInput(siteDir, site),
    openDocOutlines(join(siteDir, '.cache', `mdx-outlines${ctx.cacheSuffix ?? ''}.jsonl`)),
  );
  // A failure is dropped here: the bundle fails on that page, and the bundle stage reports every
  // failing page.
  for (const doc of pool ? site.docs : []) stage.compile(doc).catch(() => undefined);
  return stage;
}

/**
 * The stage over `compiler`: each doc's compile asked for once, whoever asks (the route table, the
 * Markdown export, the search records): a rebuild otherwise hashed every doc's compile key three
 * times over. `compiler.clear()` lets the results go (the last reader calls it).
 */
export function compileOncePerDoc(
  compiler: DocCompiler,
  inputOf: (doc: Doc) => CompileDocInput,
  outlines?: DocOutlines,
): MdxStage {
  const compiles = new Map<Doc, Promise<CompiledDoc>>();
  const compile = (doc: Doc): Promise<CompiledDoc> => {
    let pending = compiles.get(doc);
    if (!pending) {
      pending = compiler.compile(inputOf(doc));
      compiles.set(doc, pending);
      // A failed compile is tried again when asked again (as the compiler's own cache does).
      pending.catch(() => {
        if (compiles.get(doc) === pending) compiles.delete(doc);
      });
    }
    return pending;
  };
  const keys = new Map<Doc, Promise<string>>();
  const keyOf = (doc: Doc): Promise<string> => {
    let key = keys.get(doc);
    if (!key) keys.set(doc, (key = compiler.keyOf(inputOf(doc))));
    return key;
  };
  const outlined = new Map<Doc, Promise<DocOutline>>();
  const outlineOfDoc = async (doc: Doc): Promise<DocOutline> => {
    if (!outlines) return outlineOf(await compile(doc));
    const key = await keyOf(doc);
    const stored = outlines.get(key);
    // Unless this build compiled the doc already (its result is at hand), or the stored compile
    // no longer holds (an image gone, a partial edited, the cache cleared).
    if (stored && !compiles.has(doc) && compiler.vouch(key, stored)) {
      outlines.put(key, stored);
      return stored;
    }
    const outline = outlineOf(await compile(doc));
    outlines.put(key, outline);
    return outline;
  };
  const outline = (doc: Doc): Promise<DocOutline> => {
    let pending = outlined.get(doc);
    if (!pending) {
      pending = outlineOfDoc(doc);
      outlined.set(doc, pending);
      pending.catch(() => {
        if (outlined.get(doc) === pending) outlined.delete(doc);
      });
    }
    return pending;
  };
  const clear = () => {
    compiles.clear();
    keys.clear();
    outlined.clear();
    compiler.clear();
  };
  return {
    compiler: { ...compiler, clear },
    inputOf,
    compile,
    keyOf,
    outline,
    ...(outlines ? { outlines } : {}),
  };
}

/** A doc's compile input, without the options the compiler adds (`siteCompileOptions`). */
export function docCompileInput(siteDir: string, site: SiteData): (doc: Doc) => CompileDocInput {
  const staticDirs = siteStaticDirs(site);
  const defaultDocsDir = join(siteDir, 'docs');
  const inputOf = (doc: Doc): CompileDocInput => {
    // Each docs version resolves `.md` links within itself (plugins/docs/loadDocSets.ts).
    const set = docSetOf(site, doc.filePath);
    const docsDir = set?.docsDir ?? docsDirOf(site);
    // A doc not read yet (plugins/docs/docRecords.ts) stays unread until its body is asked for.
    const lazy = lazyBodyDigest(doc) !== undefined;
    // Its body's digest, when its record has it: the compile key takes it (compileKey).
    const digest = knownBodyDigest(doc);
    const input: CompileDocInput = {
      body: '',
      ...(digest !== undefined ? { bodyDigest: digest } : {}),
      filePath: doc.filePath,
      source: linkSourceOf(site, doc, set !== undefined),
      ...(docsDir !== defaultDocsDir ? { docsDir } : {}),
      siteDir,
      staticDirs,
      ...linkTableOf(site, doc.filePath, set),
      frontMatterFormat: frontMatterFormat(doc.frontMatter),
      ...frontMatterExport(site, doc),
    };
    if (!lazy) input.body = doc.body;
    else
      Object.defineProperty(input, 'body', {
        get: () => doc.body,
        set: (body: string) =>
          Object.defineProperty(input, 'body', {
            value: body,
            writable: true,
            enumerable: true,
            configurable: true,
          }),
        enumerable: true,
        configurable: true,
      });
    return input;
  };
  return inputOf;
}
