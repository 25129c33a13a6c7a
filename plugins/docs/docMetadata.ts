// Ids, slugs, permalinks, titles and descriptions of docs, following Docusaurus's rules.
import type { FrontMatter } from '../config/schema.js';
import { BuildError } from '../diagnostics.js';
import { parseNumberPrefix, stripPathNumberPrefixes, type NumberPrefixOption } from './numberPrefix.js';
import { applyTrailingSlash } from '../../src/shared/paths.js';

export interface DocFile {
  /** Path relative to the docs folder, with `/` separators: `guides/01-intro.md`. */
  source: string;
  /** Absolute path on disk. */
  filePath: string;
  content: string;
}

/** A doc as the build sees it. */
export interface DocMetadata {
  id: string;
  source: string;
  filePath: string;
  /** Folder of the source relative to docs/ (`.` at the root), number prefixes kept. */
  sourceDirName: string;
  slug: string;
  permalink: string;
  title: string;
  /** The Markdown's own `# h1`, when the body starts with one. */
  contentTitle?: string;
  description: string;
  frontMatter: FrontMatter;
  unlisted: boolean;
  draft: boolean;
  sidebarPosition?: number;
  isCategoryIndex: boolean;
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
  editUrl?: string;
  body: string;
  /** Applied to the file's body before it compiles (a blog post drops its `# title`). */
  transformBody?: (body: string) => string;
}

/** True for `index`, `readme` or a file named like its folder (prefix included, case-insensitive). */
export function isCategoryIndex(source: string): boolean {
  const segments = source.split('/');
  const file = segments.pop()!.replace(/\.mdx?$/i, '').toLowerCase();
  const folder = segments.pop()?.toLowerCase();
  return file === 'index' || file === 'readme' || (folder !== undefined && file === folder);
}

/** Resolves `slug` like a URL against a directory slug, never climbing above `/`. */
function resolveSlug(dirSlug: string, slug: string): string {
  const out: string[] = [];
  for (const seg of (dirSlug + slug).split('/')) {
    if (seg === '..') out.pop();
    else if (seg !== '.' && seg !== '') out.push(seg);
  }
  return '/' + out.join('/') + (slug.endsWith('/') && out.length ? '/' : '');
}

export function computeSlug(params: { baseID: string; sourceDirName: string; frontMatterSlug?: string; isIndex: boolean; stripPrefixes: boolean; numberPrefixParser?: NumberPrefixOption }): string {
  const { baseID, sourceDirName, frontMatterSlug, isIndex, stripPrefixes } = params;
  if (frontMatterSlug?.startsWith('/')) return frontMatterSlug;
  const dir = sourceDirName === '.' ? '' : stripPrefixes ? stripPathNumberPrefixes(sourceDirName, params.numberPrefixParser) : sourceDirName;
  const dirSlug = dir ? `/${dir}/` : '/';
  if (isIndex && frontMatterSlug === undefined) return dirSlug;
  return resolveSlug(dirSlug, frontMatterSlug ?? baseID);
}

/**
 * `text.split(/\r?\n/)`, a line at a time: a caller that stops early does not split the rest.
 */
export function* linesOf(text: string): Generator<string, void, undefined> {
  let from = 0;
  for (;;) {
    const at = text.indexOf('\n', from);
    if (at < 0) {
      yield text.slice(from);
      return;
    }
    yield text.slice(from, at > from && text.charCodeAt(at - 1) === 13 ? at - 1 : at);
    from = at + 1;
  }
}

/** The first `# Title` (ATX or setext) at the top of the body, before any other content. */
export function parseContentTitle(body: string): string | undefined {
  // Lines read up to the title's (the whole body split was a third of loading a 1,000-doc site).
  const lines = linesOf(body);
  let line: string | undefined;
  // Not `for … of`: leaving it early would close the generator, and the next line is needed.
  for (let l = lines.next(); !l.done; l = lines.next()) {
    if (l.value.trim() === '' || /^(import|export)\s/.test(l.value)) continue;
    line = l.value;
    break;
  }
  if (line === undefined) return undefined;
  const atx = /^#\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
  const next = lines.next();
  const setext = !next.done && /^=+\s*$/.test(next.value) ? line : undefined;
  const raw = atx?.[1] ?? setext;
  if (!raw) return undefined;
  return raw.replace(/\s*\{#[^}]+\}\s*$/, '').replace(/`([^`]*)`/g, '$1').trim();
}

/**
 * The first line of the body with text left once Markdown syntax is stripped: Docusaurus's
 * createExcerpt (utils/markdownUtils), rule for rule, since it is a page's description. Its
 * regular expressions are kept as they are, quirks included: `***bold italic***` loses all its
 * stars, every `# h1` line (not only the title) yields nothing, a list item keeps its marker, a
 * table row or a `---` rule is a line like any other, and only backtick fences hide code.
 */
export function createExcerpt(body: string): string | undefined {
  // The setext title (`Title` over `===`) goes first, as the only line-spanning rule.
  const content = body.trimStart().replace(/^[^\r\n]*\r?\n[=]+/g, '');
  let inCode = false;
  let inImport = false;
  let lastCodeFence = '';
  for (const line of linesOf(content)) {
    const blank = !line.trim();
    // An empty line ends an import or export block (a statement may span several lines).
    if (blank) {
      inImport = false;
      continue;
    }
    if ((/^(?:import|export)\s.*/.test(line) || inImport) && !inCode) {
      inImport = true;
      continue;
    }
    if (line.trim().startsWith('```')) {
      const fence = /^`+/.exec(line.trim())![0];
      // Inside a ````-fenced block, a shorter ``` fence is text.
      if (!inCode) {
        inCode = true;
        lastCodeFence = fence;
      } else if (fence.length >= lastCodeFence.length) inCode = false;
      continue;
    }
    if (inCode) continue;
    const cleaned = cleanExcerptLine(line);
    if (cleaned) return cleaned;
  }
  return undefined;
}

/** One line stripped of Markdown syntax, in the order of Docusaurus's replacements. */
function cleanExcerptLine(line: string): string {
  return (
    line
      .replace(/<[^>]*>/g, '')
      // A `# h1` line yields nothing; a lower heading keeps its text.
      .replace(/^#[^#]+#?/gm, '')
      .replace(/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1')
      .replace(/([*_]{1,3})(.*?)\1/g, '$2')
      .replace(/~~(\S.*\S)~~/g, '$1')
      .replace(/!\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/\[\^.+?\](?:: .*$)?/g, '')
      .replace(/\[(.*?)\][[(].*?[\])]/g, '$1')
      .replace(/`(.+?)`/g, '$1')
      .replace(/^\s{0,3}>\s?/g, '')
      .replace(/:::.*/, '')
      // `:emoji:` names, with the space before them.
      .replace(/\s?:(?:::|[^:\n])+:/g, '')
      .replace(/\{#*[\w-]+\}/, '')
      .trim()
  );
}

/** A doc's permalink: its slug under the docs' route base path (`/docs` + `/intro`; `/` keeps the slug). */
export function docPermalink(routeBasePath: string, slug: string): string {
  const base = routeBasePath.replace(/\/+$/, '');
  return base ? base + slug : slug;
}

/**
 * A doc's route: its permalink with the site's `trailingSlash` applied, as Docusaurus applies it
 * to every route path (and its `Link` to every internal link). A folder's index doc
 * (`cli/index.md`, slug `/cli/`) is then `/docs/cli` with `trailingSlash: false` (written as
 * `docs/cli.html`), every doc ends with `/` with `true`, and unset keeps the permalink as it is.
 */
export function docRoutePermalink(routeBasePath: string, slug: string, trailingSlash: boolean | undefined): string {
  return applyTrailingSlash(docPermalink(routeBasePath, slug), trailingSlash);
}

/** `numberPrefixParser`: the docs instance's option (numberPrefix.ts), Docusaurus's rule when unset. */
export function createDocMetadata(file: DocFile, frontMatter: FrontMatter, body: string, routeBasePath = '/', trailingSlash?: boolean, numberPrefixParser?: NumberPrefixOption): DocMetadata {
  const texts = { contentTitle: parseContentTitle(body), excerpt: () => createExcerpt(body) };
  return { ...docMetadataOf(file, frontMatter, texts, routeBasePath, trailingSlash, numberPrefixParser), body };
}

/** What a doc's metadata takes of its body: its Markdown title, and its excerpt when asked. */
export interface BodyTexts {
  contentTitle: string | undefined;
  excerpt: () => string | undefined;
}

/**
 * A doc's metadata but its body, from its front matter and what its body gives (`BodyTexts`: of
 * the body read, or of a record of it, plugins/docs/docRecords.ts).
 */
export function docMetadataOf(file: Pick<DocFile, 'source' | 'filePath'>, frontMatter: FrontMatter, texts: BodyTexts, routeBasePath = '/', trailingSlash?: boolean, numberPrefixParser?: NumberPrefixOption): Omit<DocMetadata, 'body'> {
  const segments = file.source.split('/');
  const fileName = segments.pop()!;
  const sourceDirName = segments.length ? segments.join('/') : '.';
  const stripPrefixes = frontMatter.parse_number_prefixes !== false;
  const nameNoExt = fileName.replace(/\.mdx?$/i, '');
  const parsed = stripPrefixes ? parseNumberPrefix(nameNoExt, numberPrefixParser) : { name: nameNoExt };
  const baseID = frontMatter.id ?? parsed.name;
  const dirId = sourceDirName === '.' ? '' : stripPrefixes ? stripPathNumberPrefixes(sourceDirName, numberPrefixParser) : sourceDirName;
  const id = dirId ? `${dirId}/${baseID}` : baseID;
  const isIndex = isCategoryIndex(file.source);
  const slug = computeSlug({ baseID, sourceDirName, frontMatterSlug: frontMatter.slug, isIndex, stripPrefixes, numberPrefixParser });
  if (!/^\/[^/]*(\/[^/]+)*\/?$/.test(slug) || slug.includes('//')) {
    throw new BuildError({
      file: file.filePath,
      severity: 'error',
      message: `We couldn't compute a valid slug for document with ID "${id}" in "${sourceDirName}" directory.`,
      hint: 'set an explicit absolute slug in the front matter, e.g. "slug: /my/customDocPath"',
    });
  }
  const { contentTitle } = texts;
  return {
    id,
    source: file.source,
    filePath: file.filePath,
    sourceDirName,
    slug,
    permalink: docRoutePermalink(routeBasePath, slug, trailingSlash),
    title: frontMatter.title ?? contentTitle ?? baseID,
    contentTitle,
    description: frontMatter.description ?? texts.excerpt() ?? '',
    frontMatter,
    unlisted: frontMatter.unlisted === true,
    draft: frontMatter.draft === true,
    sidebarPosition: frontMatter.sidebar_position ?? parsed.numberPrefix,
    isCategoryIndex: isIndex,
  };
}
