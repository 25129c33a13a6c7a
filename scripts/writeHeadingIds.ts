// `write-heading-ids`: writes each heading's anchor into the Markdown (`## Set up {#set-up}`), as
// `docusaurus write-heading-ids` does, so that renaming a heading later keeps its links working.
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

export interface HeadingIdOptions {
  /** Keep the heading's letter case in the id (Docusaurus's --maintain-case). */
  maintainCase?: boolean;
  /** Replace the ids headings already have (Docusaurus's --overwrite). */
  overwrite?: boolean;
}

/** `{#id}` at the end of a heading's text. */
const EXPLICIT_ID = /\s*\{#([^{}\s]+)\}\s*$/;

/** Front matter as blank lines, so the parser neither reads it nor moves any offset. */
function blankFrontMatter(source: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/.exec(source);
  return match ? match[0].replace(/[^\n]/g, ' ') + source.slice(match[0].length) : source;
}

/** The Markdown with an id written on every `##`…`######` heading written with `#`s. */
export function writeHeadingIds(source: string, options: HeadingIdOptions = {}): string {
  const tree = fromMarkdown(blankFrontMatter(source));
  const headings: { start: number; end: number; text: string; id?: string }[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    // Level 1 has no anchor; a setext heading (underlined) is left as written.
    if (node.depth < 2 || start === undefined || end === undefined || source[start] !== '#') return;
    const line = source.slice(start, end);
    const id = EXPLICIT_ID.exec(line)?.[1];
    headings.push({ start, end, text: toString(node).replace(EXPLICIT_ID, ''), id });
  });
  const slugger = new GithubSlugger();
  // Ids kept are taken first, so a new id never repeats one.
  if (!options.overwrite) for (const h of headings) if (h.id) slugger.slug(h.id);
  let out = '';
  let at = 0;
  for (const h of headings) {
    if (h.id && !options.overwrite) continue;
    const slug = slugger.slug(h.text.trim(), options.maintainCase);
    const line = source.slice(h.start, h.end).replace(EXPLICIT_ID, '').trimEnd();
    out += source.slice(at, h.start) + `${line} {#${slug}}`;
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

/** Docusaurus's content folders that exist in the site: what the command treats by default. */
export function contentFolders(siteDir: string): string[] {
  return ['docs', 'versioned_docs', 'blog', 'src/pages']
    .map((dir) => join(siteDir, dir))
    .filter((dir) => existsSync(dir));
}

/** Writes the ids into the files (or the site's content folders); returns the files changed. */
export function writeHeadingIdsToFiles(params: {
  siteDir: string;
  paths: string[];
  options: HeadingIdOptions;
}): { changed: string[]; total: number } {
  const { siteDir, paths, options } = params;
  const roots = paths.length ? paths.map((p) => resolve(p)) : contentFolders(siteDir);
  for (const root of roots)
    if (!existsSync(root)) {
      const error = new Error(`write-heading-ids: ${root} does not exist`);
      error.name = 'CommandError';
      throw error;
    }
  const files = markdownFiles(roots);
  const changed = files.filter((file) => {
    const source = readFileSync(file, 'utf8');
    const next = writeHeadingIds(source, options);
    if (next === source) return false;
    writeFileSync(file, next);
    return true;
  });
  return { changed, total: files.length };
}
