// A compile thread's first docs cost far more than the rest: the site's compile extensions load,
// Shiki makes each grammar's scanners on its first use, and V8 compiles the pipeline's functions.
// The build's content stage keeps only the main thread busy, and the compile threads wait for
// their first doc until it ends; this does that first-use work then (workerPool.ts, `warm`), from
// the docs' own files: their most used code languages, and a few of them compiled and dropped.
// Nothing a compile returns depends on it: a warm thread gives the same results as a cold one.
// The site's own code does not run in it: its extensions load (its config, its theme), but the
// sample docs compile without its remark/rehype plugins and `markdown.hooks`, which run once per
// page as in Docusaurus (a plugin that writes a file or counts its calls sees no extra call).
import { readFileSync } from 'node:fs';
import { codeLanguagesOf, fencedLanguages } from './codeLanguages.js';
import type { CodeThemePair } from './codeTheme.js';
import { compileDoc, type MarkdownConfig } from './compileDoc.js';
import { loadSiteExtensions, withoutSitePlugins } from './siteExtensions.js';
import { useOnigWasm } from './onigWasm.js';
import { highlight, parseCodeMeta } from './rehypeCodeBlocks.js';

export interface WarmInput {
  siteDir: string;
  /** The docs' files: the first `MAX_FILES` are read. */
  files: string[];
  staticDirs: string[];
  codeTheme?: CodeThemePair;
  markdown?: { siteUrl: string; baseUrl: string };
  markdownConfig?: MarkdownConfig;
  /** Shiki's engine compiled by the pool's owner (onigWasm.ts), as the compile tasks get it. */
  onigWasm?: unknown;
  /**
   * This thread's share of the languages, when the pool's threads split them (workerPool.ts,
   * `affinity`): thread `index` of `of` warms the languages whose rank (the most used first) is
   * `index` modulo `of`, and compiles only sample docs whose blocks are all of those languages.
   */
  share?: { index: number; of: number };
}

export { codeLanguagesOf };

/** What a warm-up did: the sample docs it compiled, and the languages it highlighted. */
export interface WarmResult {
  compiled: number;
  /**
   * The languages warmed (their grammars are loaded in this thread), as fencedLanguages names
   * them, each with the milliseconds its first block took (most of it making the grammar's scanners).
   */
  languages: { lang: string; ms: number }[];
}

/** Files read for their code blocks: enough to find a site's languages, bounded on a large one. */
const MAX_FILES = 200;
/** Languages warmed, the most used first: each costs about as much as the docs' first blocks. */
const MAX_LANGUAGES = 8;
/** Docs compiled (and dropped) to warm the pipeline's code. */
const SAMPLE_DOCS = 3;
/** Lines of a block highlighted to warm its language: a long block is cut. */
const MAX_LINES = 120;

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/;

const readText = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * Warms this thread for the compiles to come: the site's most used code languages highlighted once
 * with its code theme, and the first docs compiled with the site's options (results dropped).
 * Never fails: what cannot be warmed is left to the first compile that needs it. Gives how many
 * of the sample docs compiled (a test sees a warm-up that compiled nothing) and the languages
 * warmed (the pool sends this thread the docs of those languages: workerPool.ts, `affinity`).
 */
export async function warmCompiler(input: WarmInput): Promise<WarmResult> {
  if (input.onigWasm) useOnigWasm(input.onigWasm);
  const docs = input.files
    .slice(0, MAX_FILES)
    .map((file) => ({ file, text: readText(file) }))
    .filter((d): d is { file: string; text: string } => d.text !== undefined);
  const { share } = input;
  const languages = codeLanguagesOf(docs.map((d) => d.text))
    .slice(0, MAX_LANGUAGES)
    .filter((_, rank) => !share || rank % share.of === share.index);
  const warmed: WarmResult['languages'] = [];
  for (const { lang, code } of languages) {
    const start = performance.now();
    await highlight(code.split('\n').slice(0, MAX_LINES).join('\n'), lang, parseCodeMeta(''), {
      ...(input.codeTheme ? { theme: input.codeTheme } : {}),
    }).catch(() => undefined);
    warmed.push({ lang, ms: performance.now() - start });
  }
  // The site's extensions load here (its config, its theme); its plugins do not run on the samples.
  const site = await loadSiteExtensions(input.siteDir).then(withoutSitePlugins, () => undefined);
  if (!site) return { compiled: 0, languages: warmed };
  // A link map of its own: the build's compiles make their own processor (compileDoc.ts).
  const permalinkBySource = new Map<string, string>();
  // With a share, no sample doc brings another thread's language.
  const own = new Set(warmed.map((l) => l.lang));
  const samples = share
    ? docs.filter((d) => fencedLanguages(d.text).every((l) => own.has(l)))
    : docs;
  let compiled = 0;
  for (const { file, text } of samples.slice(0, SAMPLE_DOCS))
    compiled += await compileDoc(
      {
        body: text.replace(FRONT_MATTER, ''),
        filePath: file,
        source: file,
        siteDir: input.siteDir,
        staticDirs: input.staticDirs,
        permalinkBySource,
        standalone: true,
        ...(input.markdown ? { markdown: input.markdown } : {}),
        ...(input.codeTheme ? { codeTheme: input.codeTheme } : {}),
        ...(input.markdownConfig ? { markdownConfig: input.markdownConfig } : {}),
      },
      site,
    ).then(
      () => 1,
      () => 0,
    );
  return { compiled, languages: warmed };
}
