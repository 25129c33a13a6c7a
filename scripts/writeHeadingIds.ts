// `write-heading-ids`: writes each heading's anchor into the Markdown, as `docusaurus
// write-heading-ids` does, so that renaming a heading later keeps its links working. Two syntaxes,
// as in Docusaurus 3.10: the classic `## Set up {#set-up}` and the MDX comment
// `## Set up {/* #set-up */}` (`--syntax mdx-comment`); an id already there in either is kept,
// replaced by `--overwrite`, or rewritten in the chosen syntax by `--migrate`. Without `--syntax`,
// the classic form, as Docusaurus 3.10.2 writes (its fallback syntax is always 'classic', even on
// a `future.v4` site). `{#id}` is MDX code once `markdown.mdx1Compat.headingIds` is off (the v4
// flag's effect), so the files compiled as MDX that were given it are returned as `unread`, for
// the command to warn about (with `--syntax mdx-comment` as the hint) rather than let the build
// fail later on them.
// Headings are found by a Markdown parser (not line by line), so `##` inside a code block of any
// fence or inside front matter is left alone. The id is the slug of the heading's text, the one
// the build gives it today; ids the file already has are kept and never given twice.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Heading } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { yamlModule } from '../plugins/yamlModule.js';
import {
  frontMatterFormat,
  resolveFormat,
  type MarkdownFormat,
} from '../plugins/mdx/markdownFormat.js';

export type HeadingIdSyntax = 'classic' | 'mdx-comment';
export const HEADING_ID_SYNTAXES: readonly HeadingIdSyntax[] = ['classic', 'mdx-comment'];

export interface HeadingIdOptions {
  /** Keep the heading's letter case in the id (Docusaurus's --maintain-case). */
  maintainCase?: boolean;
  /** Replace the ids headings already have (Docusaurus's --overwrite). */
  overwrite?: boolean;
  /** Rewrite the ids headings already have in `syntax` (Docusaurus 3.10's --migrate). */
  migrate?: boolean;
  /** The form of the ids written: `{#id}` (default) or `{/* #id *\/}`. */
  syntax?: HeadingIdSyntax;
}

/** `{#id}` at the end of a heading's text. */
const EXPLICIT_ID = /\s*\{#([^{}\s]+)\}\s*$/;
/** `{/* #id *\/}` at the end of a heading. */
const COMMENT_ID = /\s*\{\/\*\s*#(\S+)\s*\*\/\}\s*$/;

/** The heading's id in either syntax (classic first, as Docusaurus reads them), and its marker. */
function existingId(text: string): { id: string; marker: RegExp } | undefined {
  for (const marker of [EXPLICIT_ID, COMMENT_ID]) {
    const id = marker.exec(text)?.[1];
    if (id) return { id, marker };
  }
  return undefined;
}

/** A reason the options cannot be used together or a value is not one, else undefined. */
export function invalidHeadingIdOptions(options: HeadingIdOptions): string | undefined {
  if (options.syntax !== undefined && !HEADING_ID_SYNTAXES.includes(options.syntax))
    return `--syntax ${String(options.syntax)}: not a heading id syntax (${HEADING_ID_SYNTAXES.join(' or ')})`;
  if (options.overwrite && options.migrate)
    return '--overwrite and --migrate cannot be used together: --overwrite already writes new ids in the chosen --syntax';
  return undefined;
}

/** Front matter as blank lines, so the parser neither reads it nor moves any offset. */
function blankFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/.exec(source);
  return match ? match[0].replace(/[^\n]/g, ' ') + source.slice(match[0].length) : source;
}

/** The Markdown with an id written on every `##`…`######` heading written with `#`s. */
export function writeHeadingIds(source: string, options: HeadingIdOptions = {}): string {
  const invalid = invalidHeadingIdOptions(options);
  if (invalid) throw new Error(invalid);
  const tree = fromMarkdown(blankFrontMatter(source));
  const headings: { start: number; end: number; text: string; id?: string; marker?: RegExp }[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    // Level 1 has no anchor; a setext heading (underlined) is left as written.
    if (node.depth < 2 || start === undefined || end === undefined || source[start] !== '#') return;
    const found = existingId(source.slice(start, end));
    const text = toString(node);
    headings.push({
      start,
      end,
      text: found ? text.replace(found.marker, '') : text,
      ...(found ? { id: found.id, marker: found.marker } : {}),
    });
  });
  const slugger = new GithubSlugger();
  // Ids kept are taken first, so a new id never repeats one.
  if (!options.overwrite) for (const h of headings) if (h.id) slugger.slug(h.id);
  let out = '';
  let at = 0;
  for (const h of headings) {
    if (h.id && !options.overwrite && !options.migrate) continue;
    const id = h.id && options.migrate ? h.id : slugger.slug(h.text.trim(), options.maintainCase);
    const heading = source.slice(h.start, h.end);
    const line = (h.marker ? heading.replace(h.marker, '') : heading).trimEnd();
    const suffix = options.syntax === 'mdx-comment' ? `{/* #${id} */}` : `{#${id}}`;
    out += source.slice(at, h.start) + `${line} ${suffix}`;
    at = h.end;
  }
  return out + source.slice(at);
}

/** The Markdown files (`.md`, `.mdx`) under each path, a file standing for itself. */
export function markdownFiles(paths: string[]): string[] {
  const files: string[] = [];
  const walk = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort())
        if (entry !== 'node_modules' && !entry.startsWith('.')) walk(join(path, entry));
    } else if (/\.mdx?$/.test(path)) files.push(path);
  };
  for (const path of paths) walk(path);
  return files;
}

/**
 * The content folders the command treats without file arguments, as Docusaurus 3.10's does (the
 * Markdown of every content plugin: each docs instance's folder and its versions', each blog's,
 * each pages folder; 3.5 to 3.9 wrote nothing then, which 3.10 fixed and the CLI documentation
 * describes): from the site's config when it loaded, else Docusaurus's default folders.
 */
export function contentFolders(siteDir: string, folders?: string[]): string[] {
  return (folders ?? ['docs', 'versioned_docs', 'blog', 'src/pages'])
    .map((dir) => resolve(siteDir, dir))
    .filter((dir, i, all) => existsSync(dir) && all.indexOf(dir) === i);
}

/** The folders of a loaded config's content plugins, relative to the site. */
function configContentFolders(loaded: {
  siteConfig: { docs?: { path?: string } };
  docusaurus?: {
    docs: { id: string; path: string }[];
    blog: { options: Record<string, unknown> }[];
    pages: { options: Record<string, unknown> }[];
  };
}): string[] {
  const d = loaded.docusaurus;
  if (!d) return [loaded.siteConfig.docs?.path ?? 'docs', 'versioned_docs', 'blog', 'src/pages'];
  const path = (o: Record<string, unknown>, fallback: string) =>
    typeof o.path === 'string' ? o.path : fallback;
  return [
    ...d.docs.flatMap((i) => [
      i.path,
      i.id === 'default' ? 'versioned_docs' : `${i.id}_versioned_docs`,
    ]),
    ...d.blog.map((b) => path(b.options, 'blog')),
    ...d.pages.map((p) => path(p.options, 'src/pages')),
  ];
}

/** How the site compiles Markdown: what decides which id syntax a file's compilation reads. */
export interface SiteMarkdown {
  format: MarkdownFormat;
  /** false: `{#id}` is not read in MDX files (`markdown.mdx1Compat.headingIds`). */
  headingIds: boolean;
  /** Its content plugins' folders, relative to the site (what is treated without file arguments). */
  folders?: string[];
}

/** The site's Markdown settings, from its config (Docusaurus's or ours). */
export async function siteMarkdown(siteDir: string): Promise<SiteMarkdown> {
  const { loadSiteConfig } = await import('../plugins/config/loadSiteConfig.js');
  const loaded = await loadSiteConfig(siteDir, undefined, { sidebars: false });
  const { markdown } = loaded.siteConfig;
  return {
    format: markdown?.format ?? 'mdx',
    headingIds: markdown?.mdx1Compat?.headingIds !== false,
    folders: configContentFolders(loaded),
  };
}

/** A file's `mdx.format` front matter, when it has one that parses. */
function fileFormat(source: string): MarkdownFormat | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!match) return undefined;
  try {
    return frontMatterFormat(yamlModule().parse(match[1]!));
  } catch {
    return undefined;
  }
}

/** The syntax a file's compilation reads: `{#id}` is not read in MDX without mdx1Compat. */
export function readSyntax(file: string, source: string, site: SiteMarkdown): HeadingIdSyntax {
  if (site.headingIds) return 'classic';
  return resolveFormat(file, fileFormat(source), site.format) === 'mdx' ? 'mdx-comment' : 'classic';
}

/** Writes the ids into the files (or the site's content folders); returns the files changed. */
export function writeHeadingIdsToFiles(params: {
  siteDir: string;
  paths: string[];
  options: HeadingIdOptions;
  /** The site's Markdown settings: which files compile `{#id}` as MDX code (none when absent). */
  site?: SiteMarkdown;
  /** The site's content folders (its config's), treated when `paths` is empty. */
  folders?: string[];
}): { changed: string[]; total: number; unread: string[] } {
  const { siteDir, paths, options, site } = params;
  const invalid = invalidHeadingIdOptions(options);
  if (invalid) {
    const error = new Error(`write-heading-ids: ${invalid}`);
    error.name = 'CommandError';
    throw error;
  }
  const roots = paths.length
    ? paths.map((p) => resolve(p))
    : contentFolders(siteDir, params.folders);
  for (const root of roots)
    if (!existsSync(root)) {
      const error = new Error(`write-heading-ids: ${root} does not exist`);
      error.name = 'CommandError';
      throw error;
    }
  const files = markdownFiles(roots);
  const syntax = options.syntax ?? 'classic';
  const unread: string[] = [];
  const changed = files.filter((file) => {
    const source = readFileSync(file, 'utf8');
    const next = writeHeadingIds(source, { ...options, syntax });
    if (next === source) return false;
    writeFileSync(file, next);
    if (syntax === 'classic' && site && readSyntax(file, source, site) === 'mdx-comment')
      unread.push(file);
    return true;
  });
  return { changed, total: files.length, unread };
}
