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

/**
 * The fenced code blocks' languages (as written after the fence) with the first block of each,
 * the most used first (ties in the order first seen). A best guess, not a Markdown parse: a fence
 * inside another block may be counted, an indented block is not.
 */
export function codeLanguagesOf(texts: Iterable<string>): { lang: string; code: string }[] {
  const found = new Map<string, { count: number; code: string }>();
  const fence = /^ {0,3}(`{3,}|~{3,})[ \t]*([\w+#.-]+)[^\n]*\n([\s\S]*?)^ {0,3}\1[ \t]*$/gm;
  for (const text of texts)
    for (const [, , lang, code] of text.matchAll(fence)) {
      const key = lang!.toLowerCase();
      const entry = found.get(key);
      if (entry) entry.count++;
      else found.set(key, { count: 1, code: code!.replace(/\n$/, '') });
    }
  return [...found]
    .sort((a, b) => b[1].count - a[1].count)
    .map(([lang, { code }]) => ({ lang, code }));
}

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
 * of the sample docs compiled (a test sees a warm-up that compiled nothing).
 */
export async function warmCompiler(input: WarmInput): Promise<number> {
  if (input.onigWasm) useOnigWasm(input.onigWasm);
  const docs = input.files
    .slice(0, MAX_FILES)
    .map((file) => ({ file, text: readText(file) }))
    .filter((d): d is { file: string; text: string } => d.text !== undefined);
  for (const { lang, code } of codeLanguagesOf(docs.map((d) => d.text)).slice(0, MAX_LANGUAGES))
    await highlight(code.split('\n').slice(0, MAX_LINES).join('\n'), lang, parseCodeMeta(''), {
      ...(input.codeTheme ? { theme: input.codeTheme } : {}),
    }).catch(() => undefined);
  // The site's extensions load here (its config, its theme); its plugins do not run on the samples.
  const site = await loadSiteExtensions(input.siteDir).then(withoutSitePlugins, () => undefined);
  if (!site) return 0;
  // A link map of its own: the build's compiles make their own processor (compileDoc.ts).
  const permalinkBySource = new Map<string, string>();
  let compiled = 0;
  for (const { file, text } of docs.slice(0, SAMPLE_DOCS))
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
  return compiled;
}
