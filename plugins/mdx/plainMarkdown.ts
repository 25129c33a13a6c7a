// The fast path's first step: a doc that uses no MDX syntax (no JSX, no `{expression}`, no
// import/export) is parsed as Markdown alone, without MDX's micromark extensions, which try every
// `<`, `{` and line start. MDX's Markdown is CommonMark without indented code, HTML and autolinks;
// the parse here disables the same constructs, so for such a doc it gives the same tree, and the
// rest of the compile (the same remark and rehype plugins) runs on it unchanged.
//
// The decision is made twice, cheaply and then exactly: a line scan skips any doc with `<`, `{`,
// `}` or an import/export line outside fenced code; then, after the parse, every such character
// and line must lie inside a code block or inline code of the tree (where MDX does not look for
// its syntax either). Any doubt leaves the doc to MDX's own parse.
import type { Code, InlineCode, Root } from 'mdast';
import type { Extension as MicromarkExtension } from 'micromark-util-types';
import type { Plugin, Processor } from 'unified';
import { parseSimpleMarkdown } from './fastMarkdown.js';
import { walk } from './walk.js';

/** Characters and line starts MDX reads as its own syntax outside code. */
const MDX_SYNTAX = /[<{}]|^(?:import|export)\b/gm;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CODE_SPAN = /(`+)[^`]+?\1/g;
/** A backslash escape: `\\{` is text to MDX and Markdown alike (`## Title \\{#id\\}`: preprocess.ts). */
const ESCAPED = /\\[\\<{}]/g;

/** The cheap scan: whether every MDX-looking character is inside a fenced block (by line). */
export function looksPlain(text: string): boolean {
  let fence: string | undefined;
  for (const line of text.split('\n')) {
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1]!.startsWith(fence) && line.trim() === open[1]) fence = undefined;
      continue;
    }
    if (open) {
      fence = open[1]!;
      continue;
    }
    MDX_SYNTAX.lastIndex = 0;
    // Simple code spans are left out here; the exact check after the parse decides on them.
    if (MDX_SYNTAX.test(line.replace(ESCAPED, '').replace(CODE_SPAN, ''))) return false;
  }
  return true;
}

/** The offsets [start, end) of the tree's code: there MDX's syntax is text. */
function codeRanges(tree: Root): [number, number][] {
  const ranges: [number, number][] = [];
  walk(tree, (node) => {
    if (node.type !== 'code' && node.type !== 'inlineCode') return;
    const { start, end } = (node as Code | InlineCode).position ?? {};
    if (start?.offset === undefined || end?.offset === undefined) return;
    ranges.push([start.offset, end.offset]);
  });
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Whether the character at `at` follows an odd run of backslashes (an escape, parsed as text). */
function escaped(text: string, at: number): boolean {
  let i = at;
  while (i > 0 && text.charCodeAt(i - 1) === 92) i--;
  return (at - i) % 2 === 1;
}

/** The exact check: every match of MDX_SYNTAX lies inside a range of code. */
function syntaxOnlyInCode(text: string, tree: Root): boolean {
  const ranges = codeRanges(tree);
  let i = 0;
  for (const match of text.matchAll(MDX_SYNTAX)) {
    const at = match.index;
    if (escaped(text, at)) continue;
    while (i < ranges.length && ranges[i]![1] <= at) i++;
    const range = ranges[i];
    if (!range || range[0] > at) return false;
  }
  return true;
}

/** The index of MDX's syntax extension in the processor's list (-1 when not exactly one). */
function mdxExtensionIndex(extensions: MicromarkExtension[]): number {
  const isMdx = (e: MicromarkExtension) =>
    Array.isArray(e.disable?.null) && e.disable.null.includes('codeIndented');
  const index = extensions.findIndex(isMdx);
  return index >= 0 && extensions.findIndex((e, i) => i > index && isMdx(e)) < 0 ? index : -1;
}

/** The syntax extensions fastMarkdown.ts's parse knows (it gives their tree or gives up). */
const KNOWN_SYNTAX = new WeakSet<object>();

/**
 * The plugin, its syntax extensions marked as ones fastMarkdown.ts allows for (GFM, directives,
 * comments: contentPlugins.ts). A doc is parsed there only when every syntax extension of the
 * processor is MDX's or one of these: a site's remark plugin that adds syntax (math, say) keeps
 * every doc on micromark's parse.
 */
export function knownSyntax<T extends Plugin<never[]>>(plugin: T): T {
  const wrapped = function (this: Processor, ...args: unknown[]) {
    const data = this.data() as ParserData;
    const before = new Set<object>([
      ...(data.micromarkExtensions ?? []),
      ...(data.fromMarkdownExtensions ?? []),
    ]);
    const result = (plugin as unknown as (...a: unknown[]) => unknown).apply(this, args);
    for (const e of [...(data.micromarkExtensions ?? []), ...(data.fromMarkdownExtensions ?? [])])
      if (!before.has(e)) KNOWN_SYNTAX.add(e);
    return result;
  };
  Object.defineProperty(wrapped, 'name', { value: plugin.name });
  return wrapped as unknown as T;
}

interface ParserData {
  micromarkExtensions?: MicromarkExtension[];
  fromMarkdownExtensions?: object[];
}

/**
 * Whether the processor's syntax is only MDX's (`mdx`, the index of its micromark extension) and
 * the known ones: its micromark extensions all known but MDX's, and as many tree extensions as
 * micromark ones (MDX's adds one of each), all known but one.
 */
function onlyKnownSyntax(data: ParserData, mdx: number): boolean {
  const syntax = data.micromarkExtensions ?? [];
  const trees = data.fromMarkdownExtensions ?? [];
  return (
    syntax.every((e, i) => i === mdx || KNOWN_SYNTAX.has(e)) &&
    trees.length === syntax.length &&
    trees.filter((e) => !KNOWN_SYNTAX.has(e)).length === 1
  );
}

/**
 * The doc's Markdown tree when it uses no MDX syntax (parsed without MDX's extensions), else
 * undefined: the caller parses it as MDX. A doc of the simplest Markdown is parsed by
 * fastMarkdown.ts (the same tree, about twenty times sooner), any other by micromark.
 */
export function parsePlainMarkdown(processor: Processor<Root>, text: string): Root | undefined {
  if (!looksPlain(text)) return undefined;
  processor.freeze(); // the plugins register their extensions when the processor is frozen
  const data = processor.data() as { micromarkExtensions?: MicromarkExtension[] };
  const extensions = data.micromarkExtensions;
  const index = extensions ? mdxExtensionIndex(extensions) : -1;
  if (!extensions || index < 0) return undefined;
  // The processor's own parser (remarkGfm.ts replaces remark-parse's), for this one call with
  // only what MDX's extension disables in its place; parsing is synchronous.
  let tree =
    fastPathParse.enabled && onlyKnownSyntax(data, index) ? parseSimpleMarkdown(text) : undefined;
  if (!tree) {
    const mdx = extensions[index]!;
    extensions[index] = { disable: mdx.disable };
    try {
      tree = processor.parse(text);
    } finally {
      extensions[index] = mdx;
    }
  }
  return syntaxOnlyInCode(text, tree) ? tree : undefined;
}

/** Whether fastMarkdown.ts's parse is tried (tests turn it off to compare with micromark's). */
export const fastPathParse = { enabled: true };

/** The file's data key saying its tree came from the plain parse above. */
const PLAIN_TREE = 'plainMarkdownTree';

/** Marks a file whose tree `parsePlainMarkdown` gave (before the processor runs on it). */
export function markPlainTree(file: { data: Record<string, unknown> }): void {
  file.data[PLAIN_TREE] = true;
}

/** The name of @mdx-js/mdx's first remark plugin after the parser (not exported by the package). */
export const UNRAVEL_PLUGIN = /^remarkMarkAndUnravel(?:\$\d+)?$/;

/**
 * The processor, unfrozen, with MDX's remark-mark-and-unravel skipped on a plain tree. That plugin
 * walks the whole tree (with unist-util-visit, a few per cent of a compile) and changes only
 * paragraphs of JSX or expressions, JSX elements and ESM, which a plain tree has none of: it runs
 * before any remark plugin that could add them. Left as it is when the plugin is not found.
 */
export function skipUnravelOnPlainTrees<P extends { attachers: Processor['attachers'] }>(
  processor: P,
): P {
  const attacher = processor.attachers.find(([plugin]) => UNRAVEL_PLUGIN.test(plugin.name));
  if (!attacher) return processor;
  const unravel = attacher[0] as (...options: unknown[]) => (tree: unknown, file: unknown) => void;
  attacher[0] = function (this: unknown, ...options: unknown[]) {
    const transform = unravel.apply(this, options);
    return (tree: unknown, file: { data: Record<string, unknown> }) =>
      file.data[PLAIN_TREE] === true ? undefined : transform(tree, file);
  };
  return processor;
}
