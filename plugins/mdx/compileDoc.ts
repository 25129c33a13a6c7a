// The MDX stage: one ordered list of small plugins, read top to bottom like mdx's own core.
// Each doc compiles once per content hash; client and server builds share the result.
import { createHash } from 'node:crypto';
import { bodyDigest } from './bodyDigest.js';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { openCompileCache, type CompileCacheStore } from './compileCache.js';
import { assetsUnchanged, type AssetStamp } from './assetStamps.js';
import {
  collectHighlights,
  highlightsOf,
  storeHighlights,
  type HighlightLookup,
} from './highlightCache.js';
import { getCompilerVersion } from './compilerVersion.js';
import { createProcessor, type ProcessorOptions } from '@mdx-js/mdx';
import remarkMdx from 'remark-mdx';
import type { Pluggable } from 'unified';
import rehypeRaw from 'rehype-raw';
import rehypeHeadingSlugs from './rehypeHeadingSlugs.js';
import rehypeJsxCodeBlocks, { type RawFiles } from './rehypeJsxCodeBlocks.js';
import { rehypeDocusaurusFences, siteDrawsFences } from './docusaurusFences.js';
import rehypeEmoji from './rehypeEmoji.js';
import { standaloneModules, withStandaloneDigest } from './standaloneStore.js';
import { appendRecords, type RecordsRequest } from './cacheRecords.js';
import type { CompileTaskResult } from '../workerTasks.js';
import { VFile } from 'vfile';
import type { TocItem } from '../../src/shared/types.js';
import type { Diagnostic } from '../diagnostics.js';
import { BuildError } from '../diagnostics.js';
import { contentRemarkPlugins } from './contentPlugins.js';
import rehypeCodeBlocks, {
  rehypeLeftMathBlocks,
  rehypeMagicComments,
  type CodeBlocksOptions,
} from './rehypeCodeBlocks.js';
import rehypeCodeBlockTokens, {
  overridesCodeBlockParts,
  rehypeCodeBlockMetastrings,
} from './codeBlockTokens.js';
import type { MagicComment } from './magicComments.js';
import { codeThemeKey, type CodeThemePair } from './codeTheme.js';
import { fencedLanguages } from './codeLanguages.js';
import rehypeToc from './rehypeToc.js';
import { preprocessMdx, type Mdx1Compat } from './preprocess.js';
import { unwrapMdxCodeBlocks } from './mdxCodeBlocks.js';
import { resolveFormat, type MarkdownFormat } from './markdownFormat.js';
import remarkMermaid from './mermaid.js';
import {
  docsSource,
  hashText,
  partialInfo,
  partialSearchSections,
  rehypePartialToc,
  type PartialInfo,
} from './partials.js';
import remarkCheckComponents from './remarkCheckComponents.js';
import remarkThemeImports from './remarkThemeImports.js';
import remarkRequire from './remarkRequire.js';
import remarkImages, { remarkAssetLinks } from './remarkImages.js';
import remarkContentTitle, { remarkContentTitleHeader } from './remarkContentTitle.js';
import remarkFrontMatterExport from './remarkFrontMatterExport.js';
import {
  loadSiteExtensions,
  NO_EXTENSIONS,
  pluginMdxRecipe,
  pluginsFor,
  type SiteExtensions,
} from './siteExtensions.js';
import type { MdxRuleRecipe } from '../lifecycle/mdxLoaderRules.js';
import { recmaStandaloneModule } from './standaloneModule.js';
import { fastPath, rehypeStandaloneFromHast } from './hastModule.js';
import { mdxSyntaxOptions } from './longExpressions.js';
import { markPlainTree, parsePlainMarkdown, skipUnravelOnPlainTrees } from './plainMarkdown.js';
import { absoluteUrlOf, remarkMarkdownSnapshot } from '../output/markdownExport.js';
import rehypeSearchSections, { type SearchSection } from '../search/extractSearchRecords.js';
import type { WorkerPool } from '../workerPool.js';
import { sharedCompile } from './localeShare.js';
import { bareLinksFromFileFirst } from './remarkResolveLinks.js';
import { sharedOnigWasm } from './onigWasm.js';
import { latePoolGate } from './latePool.js';

/** Components a page may use without importing them (provided by the theme). */
export const BUILTIN_COMPONENTS = [
  'Admonition',
  'AdmonitionTitle',
  'CodeBlock',
  'Tabs',
  'TabItem',
  'DocCardList',
  'Details',
  'Link',
  'Head',
];

export interface CompileDocInput {
  /** Body with the front matter replaced by blank lines. */
  body: string;
  /**
   * `bodyDigest(body)`, when the caller has it without the body (a doc not read yet: its `body`
   * is a getter reading it, plugins/docs/docRecords.ts); the compile key takes it in place of the body.
   */
  bodyDigest?: string;
  filePath: string;
  /** Path relative to docs/. */
  source: string;
  /** The site's static folders, in order: a `/img/x.png` is looked for in each (staticDirectories.ts). */
  staticDirs: string[];
  permalinkBySource: Map<string, string>;
  /** A hash of permalinkBySource, computed once per build by the caller (part of the cache key). */
  linksKey?: string;
  /** Also produce the page as a standalone module (the production build; see standaloneModule.ts). */
  standalone?: boolean;
  /** Also produce the page's Markdown body (plugins/output/markdownExport.ts), links made absolute. */
  markdown?: { siteUrl: string; baseUrl: string };
  /** The docs folder (default: `docs/` of the site): partials' links resolve from it. */
  docsDir?: string;
  /** The site's folder (default: the first static folder's parent): its theme and config plugins apply. */
  siteDir?: string;
  /** A partial compiled for its TOC: the files being compiled above it, itself last (partials.ts). */
  partialChain?: string[];
  /** The site's `code.magicComments` (Docusaurus's default when absent). */
  magicComments?: MagicComment[];
  /** The site's `code.theme` (GitHub's high-contrast pair when absent): codeTheme.ts. */
  codeTheme?: CodeThemePair;
  /** The site's `markdown` options (Docusaurus's `markdown.format` and `markdown.mermaid`). */
  markdownConfig?: MarkdownConfig;
  /** The doc's own format (its front matter's `mdx.format`; markdownFormat.ts). */
  frontMatterFormat?: MarkdownFormat;
  /** A Docusaurus site's doc: its front matter as JSON, exported as `frontMatter`. */
  frontMatter?: Record<string, unknown>;
  /**
   * A Docusaurus site's doc, page or partial (not a post): its content title goes in a `<header>`
   * and the module exports `contentTitle`, as Docusaurus's mdx-loader does (remarkContentTitle.ts).
   */
  contentTitleHeader?: boolean;
  /**
   * A Docusaurus site's blog post whose title was not left out before the compile: its content
   * title (found as for `contentTitleHeader`) is removed, as the blog's mdx-loader removes it.
   */
  removeContentTitle?: boolean;
  /**
   * The pages' kind a broken `.md` link's warning names (`Blog` for a post: its link table is its
   * blog's, plugins/lifecycle/routeTable.ts linkTableOf); `Docs` when not given.
   */
  linkLabel?: string;
  /** A docs version's page: the version's name, which a broken `.md` link's warning names. */
  linkVersion?: string;
  /** Return the code blocks this compile highlighted (for the doc compiler's store). */
  returnHighlights?: boolean;
  /**
   * In a compile thread: the site's plugins' mdx-loader rules as the build's thread found them,
   * for the thread to find again (siteExtensions.ts `pluginMdxRecipe`; not part of the key: the
   * site's key signs the rules themselves).
   */
  pluginRules?: MdxRuleRecipe[];
}

/** The site's Markdown options a compile depends on. */
export interface MarkdownConfig {
  format?: MarkdownFormat;
  mermaid?: boolean;
  /** Emoji shortcodes become emoji unless false (Docusaurus 3.10's `markdown.emoji`). */
  emoji?: boolean;
  /** Docusaurus 3.9's markdown.hooks: what a broken `.md` link and a missing image are. */
  hooks?: {
    onBrokenMarkdownLinks?: 'ignore' | 'log' | 'warn' | 'throw';
    onBrokenMarkdownImages?: 'ignore' | 'log' | 'warn' | 'throw';
  };
  /** Docusaurus's markdown.mdx1Compat where it turns an MDX 1 syntax off (preprocess.ts). */
  mdx1Compat?: Mdx1Compat;
}

/** MDX's node types that rehype-raw hands on untouched in a CommonMark doc (as Docusaurus lists them). */
const MDX_NODE_TYPES = [
  'mdxFlowExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxTextExpression',
  'mdxjsEsm',
];

/**
 * The site whose extensions (siteExtensions.ts) apply to a doc: `siteDir`, else the first static
 * folder's parent (a site may have none: `staticDirectories: []`).
 */
const siteDirOf = (input: Pick<CompileDocInput, 'siteDir' | 'staticDirs'>): string => {
  if (input.siteDir !== undefined) return input.siteDir;
  const first = input.staticDirs[0];
  if (first === undefined)
    throw new Error('compileDoc: no site folder: `siteDir` is not given and `staticDirs` is empty');
  return dirname(first);
};

export interface CompiledDoc {
  /** The page as an ES module; empty when `standalone` holds it (such a page is not bundled). */
  code: string;
  toc: TocItem[];
  /** The page's sections for the search index (plugins/search). */
  searchSections: SearchSection[];
  warnings: Diagnostic[];
  /** Files the page depends on besides its source (images). */
  dependencies?: string[];
  /**
   * Files whose content is in the page's code (a Docusaurus site's image: its size, or its bytes
   * as a `data:` URL), each with its size and modification time when compiled: a cached compile is
   * reused only while they are the same.
   */
  assets?: AssetStamp[];
  /**
   * With `standalone`: the page as a standalone module, unless it imports what only a bundler can.
   * A result read from the disk cache has it only when the module was stored in the record; else
   * `standaloneText` reads it, and only a page whose module file must be written asks for it.
   */
  standalone?: string;
  /** With a standalone module: its SHA-256 (base64url) and UTF-8 length, which name its file. */
  standaloneDigest?: string;
  standaloneBytes?: number;
  /** With `markdown`: the page's Markdown body, for `finishMarkdown`. */
  markdown?: string;
  /** The Markdown partials the page uses as blocks, with their content hashes (partials.ts). */
  partials?: PartialInfo['files'];
  /** Code blocks this compile highlighted, by key (highlightCache.ts; not in the compile cache). */
  highlights?: Record<string, string>;
  /** The keys of all the page's highlighted code blocks. */
  highlightKeys?: string[];
}

/**
 * The compile's options. Without `source` and `filePath` they hold for every doc of a build, and
 * the plugins read those two from the file (`data.source`, its path): see `processorFor`.
 */
export function createMdxOptions(
  input: Pick<
    CompileDocInput,
    | 'permalinkBySource'
    | 'siteDir'
    | 'staticDirs'
    | 'standalone'
    | 'markdown'
    | 'magicComments'
    | 'codeTheme'
    | 'markdownConfig'
  > & {
    source?: string;
    filePath?: string;
    /** The format the doc is compiled as (resolved: markdownFormat.ts); MDX by default. */
    format?: 'md' | 'mdx';
    /** Whether ```mermaid fences are diagrams (mermaid.ts). */
    mermaid?: boolean;
  },
  site: SiteExtensions = NO_EXTENSIONS,
): ProcessorOptions {
  const fences = fencePlugins(site, {
    magicComments: input.magicComments,
    codeTheme: input.codeTheme,
    liveCodeBlocks: site.liveCodeBlocks,
    docusaurusMarkup: site.docusaurusMarkup,
  });
  return {
    format: input.format ?? 'mdx',
    providerImportSource: '@mdx-js/react',
    // A Docusaurus config's `markdown.remarkRehypeOptions`, as its mdx-loader gives them to MDX.
    ...(site.remarkRehypeOptions ? { remarkRehypeOptions: site.remarkRehypeOptions } : {}),
    remarkPlugins: [
      // MDX's own remark-mdx (used by createProcessor), given a parser that reads long
      // expressions without a quadratic parse (longExpressions.ts). Not in Markdown format.
      ...(input.format === 'md' ? [] : [[remarkMdx, mdxSyntaxOptions()] as Pluggable]),
      ...site.plugins.beforeDefaultRemarkPlugins,
      [remarkThemeImports, { overrides: site.overrides, pluginThemes: site.pluginThemes }],
      // Before the admonitions and the explicit ids, as in Docusaurus (a title's text keeps `{#id}`).
      remarkContentTitle,
      ...contentRemarkPlugins({
        ...input,
        siteDir: siteDirOf(input),
        admonitionTypes: site.admonitionTypes,
        // A Docusaurus 3.10 site's markup (its extensions' key holds it, as the compile's key);
        // a site before 3.10 has no comment ids (its markup `true`), a site of ours has them.
        admonitionAttributes: site.docusaurusMarkup === 'div-lines',
        headingCommentIds: site.docusaurusMarkup !== true,
        onBrokenMarkdownLinks: site.markdownHooks?.onBrokenMarkdownLinks,
      }),
      ...(input.markdown
        ? [
            [
              remarkMarkdownSnapshot,
              { absolute: absoluteUrlOf(input.markdown.siteUrl, input.markdown.baseUrl) },
            ] as Pluggable,
          ]
        : []),
      remarkContentTitleHeader,
      [
        remarkImages,
        {
          filePath: input.filePath,
          staticDirs: input.staticDirs,
          onBroken: input.markdownConfig?.hooks?.onBrokenMarkdownImages,
          onBrokenHook: site.markdownHooks?.onBrokenMarkdownImages,
          siteDir: siteDirOf(input),
        },
      ],
      [
        remarkAssetLinks,
        { filePath: input.filePath, staticDirs: input.staticDirs, siteDir: siteDirOf(input) },
      ],
      remarkRequire,
      ...(input.mermaid
        ? [
            [
              remarkMermaid,
              { siteMapsMermaid: site.mdxComponents.includes('mermaid') },
            ] as Pluggable,
          ]
        : []),
      ...site.plugins.remarkPlugins,
      [remarkCheckComponents, { known: [...BUILTIN_COMPONENTS, ...site.mdxComponents] }],
      remarkFrontMatterExport,
    ],
    rehypePlugins: [
      // CommonMark's raw HTML becomes elements, as Docusaurus parses it for 'md' docs.
      ...(input.format === 'md' ? [[rehypeRaw, { passThrough: MDX_NODE_TYPES }] as Pluggable] : []),
      ...site.plugins.beforeDefaultRehypePlugins,
      rehypeHeadingSlugs,
      // Docusaurus's remark-emoji, after the ids (rehypeEmoji.ts); `markdown.emoji: false` turns it off.
      ...(input.markdownConfig?.emoji === false ? [] : [rehypeEmoji]),
      // `<CodeBlock>{rawImport}</CodeBlock>` as a fence, highlighted like one; not where the site's
      // MDX map draws fences (a fence's `pre` and `code` are its: a `<CodeBlock>` never reaches them).
      ...(siteDrawsFences(site)
        ? []
        : [[rehypeJsxCodeBlocks, { siteDir: siteDirOf(input) }] as Pluggable]),
      ...fences.beforeSearch,
      [
        rehypeSearchSections,
        {
          partialSections: partialSearchSections({
            siteDir: siteDirOf(input),
            infoOf: partialInfoFor(input),
          }),
        },
      ],
      ...fences.draw,
      rehypeToc,
      [rehypePartialToc, { siteDir: siteDirOf(input), infoOf: partialInfoFor(input) }],
      ...site.plugins.rehypePlugins,
      ...fences.left,
      // A plain page's module straight from its final tree (hastModule.ts); MDX's tail then has
      // nothing left to do for it.
      ...(input.standalone && input.format !== 'md' ? [rehypeStandaloneFromHast] : []),
    ],
    recmaPlugins: input.standalone ? [recmaStandaloneModule] : [],
  };
}

/**
 * The rehype passes of the fences: before the search index reads them, drawing them, and drawing
 * the math blocks the site's rehype plugins left (after those).
 */
function fencePlugins(site: SiteExtensions, codeBlocks: CodeBlocksOptions) {
  // The site's MDX map draws fences itself (`code` of its MDXComponents, or its
  // MDXComponents/Code): Docusaurus's `<pre><code>` reach it, not drawn code blocks.
  if (siteDrawsFences(site))
    return { beforeSearch: [rehypeDocusaurusFences] as Pluggable[], draw: [], left: [] };
  // A site's override of a code block's part draws the tokens (codeBlockTokens.ts).
  const parts = overridesCodeBlockParts(site.overrides);
  const tokens = { siteCodeBlock: site.overrides.includes('CodeBlock') };
  return {
    beforeSearch: [
      // The fences' metastrings and texts with their highlight comments (codeBlockTokens.ts).
      ...(parts ? [rehypeCodeBlockMetastrings] : []),
      // Before the search index reads code blocks: their highlight comments are not their text.
      [rehypeMagicComments, { ...codeBlocks, mathBlocks: 'later' }],
    ] as Pluggable[],
    draw: [
      [rehypeCodeBlocks, { ...codeBlocks, mathBlocks: 'later' }],
      ...(parts ? [[rehypeCodeBlockTokens, tokens]] : []),
    ] as Pluggable[],
    // The math blocks no site plugin (rehype-katex) replaced: code blocks, as the fences
    // Docusaurus's CodeBlock draws (and, on a site overriding a part, given to the parts).
    left: [[rehypeLeftMathBlocks, { ...codeBlocks, ...(parts ? { tokens } : {}) }]] as Pluggable[],
  };
}

/** A partial's TOC, compiled with the importing page's options (partials.ts). */
function partialInfoFor(
  input: Pick<
    CompileDocInput,
    | 'permalinkBySource'
    | 'staticDirs'
    | 'siteDir'
    | 'docsDir'
    | 'magicComments'
    | 'codeTheme'
    | 'markdownConfig'
  >,
): (file: string, chain: string[]) => Promise<PartialInfo | undefined> {
  const docsDir = input.docsDir ?? join(siteDirOf(input), 'docs');
  return (path, chain) =>
    partialInfo(path, chain, (body, filePath, partialChain, format) =>
      compileDoc({
        body,
        filePath,
        source: docsSource(filePath, docsDir),
        docsDir,
        // A partial's `@site/` images resolve from the site folder, not the static one's parent.
        siteDir: siteDirOf(input),
        staticDirs: input.staticDirs,
        permalinkBySource: input.permalinkBySource,
        partialChain,
        ...(format ? { frontMatterFormat: format } : {}),
        ...(input.magicComments ? { magicComments: input.magicComments } : {}),
        ...(input.codeTheme ? { codeTheme: input.codeTheme } : {}),
        ...(input.markdownConfig ? { markdownConfig: input.markdownConfig } : {}),
      }),
    );
}

function toDiagnostic(e: unknown, filePath: string): Diagnostic {
  const err = e as {
    line?: number;
    column?: number;
    place?: { line?: number; column?: number; start?: { line: number; column: number } };
    reason?: string;
    message: string;
    ruleId?: string;
    source?: string;
  };
  const place =
    err.place && 'start' in err.place && err.place.start
      ? err.place.start
      : (err.place as { line?: number; column?: number } | undefined);
  const reason = err.reason ?? err.message;
  // Some micromark errors carry the position only in the text, e.g. "tag for `<div>` (3:1-3:6)".
  const inText = /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
  let hint = 'fix the MDX syntax at this position';
  if (/unknown component/.test(reason))
    hint =
      'import the component at the top of the file, or fix the name (built-in: Tabs, TabItem, DocCardList, details)';
  else if (
    /is not a module this generator provides|has no export .* in this generator/.test(reason)
  )
    hint =
      'the theme and Docusaurus modules provided are listed in reference/swizzling.md and reference/writing.md of the generator; put a component of the site in src/components (import it from @site/src/components/...) or a theme component in src/theme/<Name>';
  else if (/^require\(.*no such file/.test(reason))
    hint =
      "a relative require() is resolved from the doc's folder: check the path and the file's name";
  else if (/image not found/.test(reason))
    hint =
      'put the file in a static folder (for /img/... paths: static/ or one of staticDirectories) or next to the doc, and check the spelling';
  else if (/before local name/.test(reason))
    // `<https://…>`: a CommonMark autolink, which MDX reads as a tag `https:` (MDX 3, and so
    // Docusaurus 3.9 with `markdown.format: 'mdx'` or in a .mdx file, fails on it the same way).
    hint =
      'an autolink <https://…> is not MDX (Docusaurus fails on it too): write the URL bare or as [text](https://…), escape the "<" as \\<, or give the file `mdx: { format: md }` front matter';
  else if (/Could not parse expression|Unexpected character|before name|expression/i.test(reason))
    hint =
      'in MDX, "{" starts a JavaScript expression and "<" a tag: escape them as \\{ and \\< or put them in `code`';
  else if (/closing tag|Expected a closing|end tag/i.test(reason))
    hint = 'close every JSX/HTML tag (e.g. <br />) and keep opening and closing tags balanced';
  return {
    file: filePath,
    line: place?.line ?? err.line ?? (inText ? Number(inText[1]) : undefined),
    column: place?.column ?? err.column ?? (inText ? Number(inText[2]) : undefined),
    severity: 'error',
    message: `MDX compile error: ${reason}`,
    hint,
    kind: 'mdx',
  };
}

/** A diagnostic's line in the doc as written (preprocessing may remove lines: mdxCodeBlocks.ts). */
function inSource(d: Diagnostic, body: string): Diagnostic {
  return d.line === undefined ? d : { ...d, line: unwrapMdxCodeBlocks(body).sourceLine(d.line) };
}

/**
 * A frozen processor for the options every doc of a build shares (made once: setting one up for
 * each doc was 0.1 ms of a 3.5 ms compile). Keyed by the link map's identity, which is one object
 * per build (per worker, in the pool), then by the other options.
 */
const processors = new WeakMap<
  Map<string, string>,
  Map<string, ReturnType<typeof createProcessor>>
>();
function processorFor(
  input: CompileDocInput,
  site: SiteExtensions,
): ReturnType<typeof createProcessor> {
  let byOptions = processors.get(input.permalinkBySource);
  if (!byOptions) processors.set(input.permalinkBySource, (byOptions = new Map()));
  const format = formatOf(input);
  const mermaid = input.markdownConfig?.mermaid === true;
  // A file runs the remark/rehype plugins and admonitions of the plugin instance owning it: a
  // blog post its blog's, a doc its docs instance's (siteExtensions.ts).
  const { plugins, admonitionTypes, setKey } = pluginsFor(site, input.filePath);
  const key = JSON.stringify([
    input.staticDirs,
    input.siteDir ?? null,
    input.standalone === true,
    input.markdown ?? null,
    site.key,
    setKey,
    input.magicComments ?? null,
    input.codeTheme ? codeThemeKey(input.codeTheme) : null,
    format,
    input.markdownConfig ?? null,
  ]);
  let processor = byOptions.get(key);
  if (!processor) {
    const { permalinkBySource, staticDirs, standalone, markdown, magicComments, markdownConfig } =
      input;
    const { codeTheme } = input;
    // The site's folder (`@site/` images, partials): not always the static folder's parent.
    const siteDir = siteDirOf(input);
    byOptions.set(
      key,
      (processor = skipUnravelOnPlainTrees(
        createProcessor(
          createMdxOptions(
            {
              permalinkBySource,
              siteDir,
              staticDirs,
              standalone,
              markdown,
              magicComments,
              codeTheme,
              markdownConfig,
              format,
              mermaid,
            },
            { ...site, plugins, admonitionTypes },
          ),
        ),
      ).freeze()),
    );
  }
  return processor;
}

/** The format a doc compiles as: its own, else the site's (markdownFormat.ts). */
const formatOf = (input: CompileDocInput) =>
  resolveFormat(input.filePath, input.frontMatterFormat, input.markdownConfig?.format);

/**
 * Runs the compile; a doc in MDX format that uses no MDX syntax is parsed as plain Markdown
 * (plainMarkdown.ts: the same tree, sooner), every other doc by MDX's parser.
 */
async function runProcessor(
  processor: ReturnType<typeof createProcessor>,
  file: VFile,
  mdx: boolean,
): Promise<string> {
  const tree =
    mdx && fastPath.enabled
      ? parsePlainMarkdown(processor as never, String(file.value))
      : undefined;
  if (!tree) return String(await processor.process(file));
  markPlainTree(file);
  const result = await processor.run(tree as never, file);
  return String(processor.stringify(result, file));
}

/**
 * A production build's site extensions in this thread, by the build's link map (one object per
 * build; per worker, in the pool), then by site folder and plugin rules. A compile thread is given
 * no extensions with its docs: each looked them up, and each lookup checks that the site's config
 * and theme folder are unchanged (about fifteen `existsSync`/`statSync` calls per doc; 0.1 s of
 * the compile threads' CPU at 1,000 docs). A build's config does not change while it runs (the
 * build's thread looks its extensions up once per build too: `createDocCompiler`); the dev server,
 * which compiles without `standalone`, still looks them up for each doc.
 */
const extensionsByBuild = new WeakMap<Map<string, string>, Map<string, Promise<SiteExtensions>>>();
function buildSiteExtensions(input: CompileDocInput): Promise<SiteExtensions> {
  const siteDir = siteDirOf(input);
  if (!input.standalone) return loadSiteExtensions(siteDir, input.pluginRules);
  let bySite = extensionsByBuild.get(input.permalinkBySource);
  if (!bySite) extensionsByBuild.set(input.permalinkBySource, (bySite = new Map()));
  const key = input.pluginRules ? `${siteDir}\0${JSON.stringify(input.pluginRules)}` : siteDir;
  let site = bySite.get(key);
  if (!site) {
    const map = bySite;
    site = loadSiteExtensions(siteDir, input.pluginRules);
    site.catch(() => map.delete(key));
    map.set(key, site);
  }
  return site;
}

/** Compiles a doc; `site` is the site's extensions when the caller has them (else they are loaded). */
export async function compileDoc(
  input: CompileDocInput,
  site?: SiteExtensions,
  /** Code blocks highlighted by earlier builds (highlightCache.ts). */
  highlights?: HighlightLookup,
): Promise<CompiledDoc> {
  site ??= await buildSiteExtensions(input);
  const file = new VFile({
    path: input.filePath,
    // A Docusaurus config's `markdown.preprocessor` first, as its mdx-loader calls it (it gets
    // the text after the front matter here; Docusaurus gives the whole file).
    value: preprocessMdx(
      site.markdownPreprocessor
        ? site.markdownPreprocessor({ filePath: input.filePath, fileContent: input.body })
        : input.body,
      input.markdownConfig?.mdx1Compat,
    ),
    data: {
      source: input.source,
      partialChain: input.partialChain,
      ...(input.frontMatter ? { frontMatter: input.frontMatter } : {}),
      ...(input.contentTitleHeader ? { contentTitleHeader: true } : {}),
      ...(input.removeContentTitle ? { removeContentTitle: true } : {}),
      ...(input.linkLabel ? { linkLabel: input.linkLabel } : {}),
      ...(input.linkVersion ? { linkVersion: input.linkVersion } : {}),
      // The folder the link table's keys are paths from (remarkResolveLinks.ts: a translated
      // doc's links are also read from where its file is).
      linksDir: input.docsDir ?? join(siteDirOf(input), 'docs'),
    },
  });
  collectHighlights(file, highlights);
  let code: string;
  try {
    code = await runProcessor(processorFor(input, site), file, formatOf(input) === 'mdx');
  } catch (e) {
    throw new BuildError(inSource(toDiagnostic(e, input.filePath), input.body));
  }
  const sourceLine = file.messages.length ? unwrapMdxCodeBlocks(input.body).sourceLine : undefined;
  const linkLevel = input.markdownConfig?.hooks?.onBrokenMarkdownLinks ?? 'warn';
  const messages = file.messages.filter(
    (m) => !(m.ruleId === 'broken-markdown-link' && linkLevel === 'ignore'),
  );
  const warnings: Diagnostic[] = messages.map((m) => ({
    file: input.filePath,
    line: m.line != null && sourceLine ? sourceLine(m.line) : undefined,
    column: m.column ?? undefined,
    severity: 'warning',
    message: m.reason,
    kind:
      m.ruleId === 'broken-markdown-link'
        ? 'broken markdown link'
        : m.ruleId === 'missing-image'
          ? 'broken markdown image'
          : 'mdx',
  }));
  // markdown.hooks.onBrokenMarkdownLinks: 'throw' makes a broken `.md` link an error, as in Docusaurus.
  const fatalLinks = warnings.filter(
    (w) => w.kind === 'broken markdown link' && linkLevel === 'throw',
  );
  if (fatalLinks.length)
    throw new BuildError(
      fatalLinks.map((w) => ({
        ...w,
        severity: 'error' as const,
        hint: 'fix the link, or set markdown.hooks.onBrokenMarkdownLinks to warn in the config',
      })),
    );
  const standalone = file.data.standalone as string | undefined;
  const markdown = file.data.markdown as string | undefined;
  const assets = file.data.assets as AssetStamp[] | undefined;
  // The files of raw imports a code block shows are checked as partials are (their text is in it).
  const partials = [
    ...((file.data.partials as PartialInfo['files'] | undefined) ?? []),
    ...((file.data.rawFiles as RawFiles | undefined) ?? []),
  ];
  return {
    code,
    toc: (file.data.toc as TocItem[]) ?? [],
    searchSections: (file.data.searchSections as SearchSection[]) ?? [],
    warnings,
    dependencies: (file.data.dependencies as string[] | undefined) ?? [],
    ...(assets?.length ? { assets } : {}),
    ...(standalone ? { standalone } : {}),
    ...(markdown !== undefined ? { markdown } : {}),
    ...(partials.length ? { partials } : {}),
    ...highlightsOf(file, input.returnHighlights === true),
  };
}

/**
 * Compiles on a worker of the pool; the link map, the code themes and Shiki's compiled regex engine
 * are shared once per worker, not sent per doc. The themes so stay one object in the worker, which remembers its key by it
 * (codeThemeKey): a new copy per doc was a key made again for each, and a weak map growing by one.
 */
function compileInPool(
  pool: WorkerPool,
  { permalinkBySource, codeTheme, ...input }: CompileDocInput,
  records?: RecordsRequest,
): Promise<CompileTaskResult> {
  // Shiki's regex engine, compiled here once and sent to each thread once (onigWasm.ts).
  const wasm = sharedOnigWasm();
  // The site's plugins' mdx-loader rules for this file, which the thread finds again by this recipe.
  const pluginRules = pluginMdxRecipe(siteDirOf(input), input.filePath);
  return pool.run(
    'compileDoc',
    {
      ...input,
      ...(pluginRules ? { pluginRules } : {}),
      permalinkBySourceKey: pool.share(permalinkBySource),
      ...(codeTheme ? { codeThemeKey: pool.share(codeTheme) } : {}),
      ...(wasm ? { onigWasmKey: pool.share(wasm) } : {}),
      ...(records ? { records } : {}),
    },
    // To the thread that has the doc's code languages' grammars (workerPool.ts).
    { affinity: fencedLanguages(input.body) },
  );
}

/**
 * A fresh result as the compiler keeps it, its records appended to the disk cache's stores: made
 * by the compile thread when it was asked for them (cacheRecords.ts), else here.
 */
function keepFresh(
  compiled: CompileTaskResult,
  key: string,
  {
    store,
    highlightStore,
    standalone,
  }: {
    store: CompileCacheStore<CompiledDoc> | undefined;
    highlightStore: CompileCacheStore<string> | undefined;
    standalone: ReturnType<typeof standaloneModules>;
  },
): CompiledDoc {
  if (compiled.cacheRecords) {
    const { cacheRecords, ...result } = compiled;
    appendRecords(cacheRecords, {
      highlight: highlightStore,
      standalone: standalone.store,
      doc: store,
    });
    return result;
  }
  const result = withStandaloneDigest(storeHighlightsSafely(highlightStore, compiled));
  try {
    standalone.put(store, key, result);
  } catch {
    // a full disk loses the cache entry, not the build
  }
  return result;
}

/** storeHighlights, where a full disk loses the blocks, not the build. */
function storeHighlightsSafely(
  store: CompileCacheStore<string> | undefined,
  result: CompiledDoc,
): CompiledDoc {
  try {
    return storeHighlights(store, result);
  } catch {
    const { highlights: _lost, ...rest } = result;
    return rest;
  }
}

/** Whether the partials a cached page used still hold what they held (their TOC is in the page). */
function partialsUnchanged(partials: PartialInfo['files'] | undefined): boolean {
  if (!partials) return true;
  try {
    return partials.every((p) => hashText(readFileSync(p.file, 'utf8')) === p.hash);
  } catch {
    return false;
  }
}

/** The compile key's part naming the instance whose options compile a file (empty: the primary docs'). */
function setKeyOf(site: SiteExtensions, filePath: string): string {
  const { setKey } = pluginsFor(site, filePath);
  return setKey ? `\0set\0${setKey}` : '';
}

/** A compile's cache key: the doc's content and everything else its output depends on. */
function compileKey(input: CompileDocInput, site: SiteExtensions): string {
  // One string, hashed at once: the same bytes as a hash fed each part (twenty calls into the
  // hash for each of a site's docs: issue 37).
  const parts = [
    getCompilerVersion(),
    '\0',
    input.filePath,
    '\0',
    input.bodyDigest ?? bodyDigest(input.body),
    '\0',
    input.linksKey ?? '',
    // Where a bare `.md` link is looked for first: the site's Docusaurus release says.
    bareLinksFromFileFirst(
      input.siteDir ??
        (input.staticDirs[0] !== undefined ? dirname(input.staticDirs[0]) : undefined),
    )
      ? '\0links-file-first'
      : '',
    input.standalone ? '\0standalone' : '',
    input.markdown ? `\0markdown\0${input.markdown.siteUrl}\0${input.markdown.baseUrl}` : '',
    site.key ? `\0site\0${site.key}` : '',
    // The plugin instance whose compile options apply (none named: the primary docs instance's).
    site.sets ? setKeyOf(site, input.filePath) : '',
    input.magicComments ? `\0magic\0${jsonOf(input.magicComments)}` : '',
    input.codeTheme ? `\0theme\0${codeThemeKey(input.codeTheme)}` : '',
    formatOf(input) === 'md' ? '\0format-md' : '',
    input.markdownConfig ? `\0md\0${jsonOf(input.markdownConfig)}` : '',
    input.frontMatter ? `\0fm\0${JSON.stringify(input.frontMatter)}` : '',
    input.contentTitleHeader ? '\0content-title-header' : '',
    input.removeContentTitle ? '\0remove-content-title' : '',
    input.linkLabel ? `\0link-label\0${input.linkLabel}` : '',
    input.linkVersion ? `\0link-version\0${input.linkVersion}` : '',
  ];
  return createHash('sha1').update(parts.join('')).digest('hex');
}

/**
 * `JSON.stringify` of an option every doc of a compiler shares (the same object), made once per
 * object. Options are not changed once a compiler has them.
 */
const jsonOfOption = new WeakMap<object, string>();
function jsonOf(value: object): string {
  let json = jsonOfOption.get(value);
  if (json === undefined) jsonOfOption.set(value, (json = JSON.stringify(value)));
  return json;
}

/** What an outline of a compile keeps of it (docOutlines.ts) for `vouchFor`. */
type Kept = Pick<
  CompiledDoc,
  'dependencies' | 'assets' | 'partials' | 'highlightKeys' | 'standaloneDigest'
>;

/**
 * DocCompiler.vouch: whether the stored record of `key` is still the doc's compile, judged by what
 * an outline of it kept (its dependencies, partials, highlighted blocks and whether it has a
 * module), without reading it; then the record, its module and its blocks are kept (a compacting
 * close keeps them, as if read).
 */
function vouchFor(
  key: string,
  kept: Kept,
  /** None (false) when locales share compiles: they keep no record per key. */
  store: CompileCacheStore<CompiledDoc> | false | undefined,
  standalone: { keep(key: string): boolean },
  highlights: CompileCacheStore<string> | undefined,
): boolean {
  if (!store || !store.keep(key)) return false;
  if (!(kept.dependencies ?? []).every((d) => existsSync(d))) return false;
  if (!assetsUnchanged(kept.assets)) return false;
  if (!partialsUnchanged(kept.partials)) return false;
  if (kept.standaloneDigest !== undefined && !standalone.keep(key)) return false;
  for (const k of kept.highlightKeys ?? []) highlights?.keep(k);
  return true;
}

/**
 * `{ ...input, ...added }` keeping `input`'s getters (a body not read yet stays unread: its
 * compile key takes its digest, compileKey).
 */
function withFields(input: CompileDocInput, added: Partial<CompileDocInput>): CompileDocInput {
  if (input.bodyDigest === undefined) return { ...input, ...added };
  // Its fields in their order, the body's getter as it is (not called); every other field is a
  // value (copying each field's descriptor was a third of a rebuild's compile keys: issue 37).
  const copy: Record<string, unknown> = {};
  const body = Object.getOwnPropertyDescriptor(input, 'body');
  for (const key of Object.keys(input)) {
    if (key === 'body' && body && !('value' in body)) Object.defineProperty(copy, key, body);
    else copy[key] = (input as unknown as Record<string, unknown>)[key];
  }
  return Object.assign(copy, added) as unknown as CompileDocInput;
}

/** The options of `createDocCompiler`. */
export interface DocCompilerOptions {
  cacheDir?: string;
  /**
   * The disk cache to use instead of opening one in `cacheDir`: locales built together share one
   * (plugins/i18n/localeStages.ts), which their owner closes.
   */
  store?: CompileCacheStore<CompiledDoc>;
  pool?: WorkerPool;
  /**
   * Without `pool`: makes one once the docs compiled in this thread show it is worth its threads
   * (latePool.ts); until then this thread compiles one doc at a time.
   */
  latePool?: () => WorkerPool | undefined;
  standalone?: boolean;
  markdown?: CompileDocInput['markdown'];
  magicComments?: MagicComment[];
  codeTheme?: CodeThemePair;
  markdownConfig?: MarkdownConfig;
  /**
   * Locales built together: a doc several locales show compiles once for all of them, its links
   * and export URLs put in place per locale (localeShare.ts).
   */
  shareLocales?: boolean;
}

/**
 * A compile cache keyed by content hash (plus everything else the output depends on), shared by the
 * client and server bundles. With `cacheDir` it persists across builds (compileCache.ts), so a
 * rebuild only recompiles the pages that changed; `close` writes it out. With `pool` the compiles
 * run on worker threads: the build starts every doc's compile up front, and the bundler's
 * transform then finds it in this cache.
 * With `standalone` every result also carries the page's standalone module (production builds).
 */
export function createDocCompiler(options: DocCompilerOptions = {}) {
  const cache = new Map<string, Promise<CompiledDoc>>();
  const { pool } = options;
  const gate = !pool && options.latePool ? latePoolGate(options.latePool) : undefined;
  // A production build's compiler lives for one build: the site's extensions are looked up once
  // per site folder, not once per page (each lookup stats the config and theme files).
  const buildSites = new Map<string, Promise<SiteExtensions>>();
  const siteOf = (siteDir: string): Promise<SiteExtensions> => {
    if (!options.standalone) return loadSiteExtensions(siteDir);
    let site = buildSites.get(siteDir);
    if (!site) buildSites.set(siteDir, (site = loadSiteExtensions(siteDir)));
    return site;
  };
  // A production build (standalone pages) compiles every page: its cache drops what it did not use.
  const store =
    options.store ??
    (options.cacheDir
      ? openCompileCache<CompiledDoc>(options.cacheDir, { compact: options.standalone === true })
      : undefined);
  // Highlighted code blocks, beside the compile cache (highlightCache.ts).
  const highlightStore = options.cacheDir
    ? openCompileCache<string>(`${options.cacheDir}-highlights`, {
        compact: options.standalone === true,
      })
    : undefined;
  const lookup: HighlightLookup | undefined = highlightStore && {
    get: (key) => highlightStore.get(key),
  };
  // Locales sharing a store keep modules in their records: its owner compacts it.
  const standalone = standaloneModules(
    options.store ? undefined : options.cacheDir,
    options.standalone === true,
  );
  const fromDisk = (key: string): CompiledDoc | undefined => {
    const hit = store?.get(key);
    if (
      !hit ||
      !(hit.dependencies ?? []).every((d) => existsSync(d)) ||
      !assetsUnchanged(hit.assets) ||
      !partialsUnchanged(hit.partials) ||
      !standalone.found(key, hit)
    )
      return undefined;
    for (const k of hit.highlightKeys ?? []) highlightStore?.keep(k);
    return hit;
  };
  const stores = { store, highlightStore, standalone };
  const compileKeyed = (input: CompileDocInput, site: SiteExtensions, key: string) => {
    let hit = cache.get(key);
    if (!hit) {
      const stored = fromDisk(key);
      hit = stored
        ? Promise.resolve(stored)
        : // After the pool closed (the threads go once the bundle is made), a page the bundle
          // did not need, or whose compile was still queued then, compiles in this thread.
          (pool && !pool.closed
            ? compileInPool(pool, input, store?.putEncoded && { key, apart: standalone.apart })
            : gate
              ? gate.run(
                  () => compileDoc(input, site, lookup),
                  (late) => compileInPool(late, input),
                )
              : compileDoc(input, site, lookup)
          ).then((compiled) => keepFresh(compiled, key, stores));
      hit.catch(() => cache.delete(key));
      cache.set(key, hit);
    }
    return hit;
  };
  /** The input as this compiler compiles it: its options added. */
  const withOptions = (input: CompileDocInput): CompileDocInput => {
    const added: Partial<CompileDocInput> = {};
    // Every caller of a production build's compiler shares one result per doc.
    if (options.standalone) added.standalone = true;
    if (options.markdown) added.markdown = options.markdown;
    if (options.magicComments) added.magicComments = options.magicComments;
    if (options.codeTheme) added.codeTheme = options.codeTheme;
    if (options.markdownConfig) added.markdownConfig = options.markdownConfig;
    if (highlightStore) added.returnHighlights = true;
    return withFields(input, added);
  };
  return {
    /**
     * The key `compile` keeps the doc's result by: what it is a function of. An opaque string,
     * the same for the same input (what a build keeps of a doc's compile is kept by it: issue 37).
     */
    async keyOf(input: CompileDocInput): Promise<string> {
      const full = withOptions(input);
      return compileKey(full, await siteOf(siteDirOf(full)));
    },
    async compile(input: CompileDocInput): Promise<CompiledDoc> {
      input = withOptions(input);
      // The site's theme and plugins (siteExtensions.ts) are part of what a page compiles to.
      const site = await siteOf(siteDirOf(input));
      const key = compileKey(input, site);
      const shared = options.shareLocales ? sharedCompile(input, site) : undefined;
      if (!shared) return compileKeyed(input, site, key);
      // This locale's result, from the compile every locale showing this source shares.
      let hit = cache.get(key);
      if (!hit) {
        const { input: common } = shared;
        const commonKey = compileKey(common, site);
        // The locales' results are kept, not the common one too: another locale's compiler finds
        // it in the disk cache (a pending one is still shared here, for a compiler of every locale).
        // A common record read from disk comes without its module (standaloneStore.ts): read it,
        // as the marks are in it, and name the locale's module by its own digest.
        hit = compileKeyed(common, site, commonKey).then((doc) => {
          cache.delete(commonKey);
          const whole =
            doc.standalone === undefined && doc.standaloneDigest !== undefined
              ? { ...doc, standalone: standalone.text(doc) }
              : doc;
          return withStandaloneDigest(shared.resolve(whole));
        });
        hit.catch(() => cache.delete(key));
        cache.set(key, hit);
      }
      return hit;
    },
    vouch: (key: string, kept: Kept) =>
      vouchFor(key, kept, !options.shareLocales && store, standalone, highlightStore),
    clear: () => cache.clear(),
    /** Writes the disk cache's index and closes it (the end of a build; a failed one does not compact). */
    close: (compact?: boolean) => {
      store?.close(compact);
      highlightStore?.close(compact);
      standalone.close(compact);
    },
    /** A result's standalone module (read from the cache when the result came without it). */
    standaloneText: (compiled: CompiledDoc) => standalone.text(compiled),
  };
}
export type DocCompiler = ReturnType<typeof createDocCompiler>;
