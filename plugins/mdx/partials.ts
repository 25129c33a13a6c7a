// Markdown partials, as in Docusaurus: `import Note from './_note.md'` (or `.mdx`), then `<Note />`
// or `<Note name="x" />`, in a doc or in a component under src/. The partial is an MDX module like
// a page (its default export renders it; its props are `props` inside it), compiled with the same
// pipeline, but it is no page: files and folders under docs/ starting with `_` never are (see
// plugins/docs/readDocs.ts), and Markdown outside docs/ is a partial wherever it is imported.
//
// The TOC, as Docusaurus 3.8.1 builds it (mdx-loader's remark/toc): where a page uses an imported
// partial as a block (`<Note />` on its own line, not inside a line of text), the partial's own
// TOC entries (h2–h6, nested partials included) are inserted at that point, with the ids the
// partial gives its headings (its own slugger, so an id may repeat one of the page's). A page that
// writes its own `export const toc` keeps it: rehypeToc's export comes after it and MDX reports
// the duplicate, as before.
import { siteCodeTheme } from './codeTheme.js';
import { siteStaticDirs } from '../staticDirectories.js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Root } from 'hast';
import type { Program } from 'estree';
import type { Plugin } from 'vite';
import type { VFile } from 'vfile';
import type { TocItem } from '../../src/shared/types.js';
import type { Diagnostic } from '../diagnostics.js';
import type { SearchSection } from '../search/extractSearchRecords.js';
import { parseFrontMatter } from '../docs/frontMatter.js';
import { frontMatterExport } from '../docs/clientFrontMatter.js';
import { docsFilter } from '../docs/readDocs.js';
import { loadSite, type SiteData } from '../loadSite.js';
import { compileDoc } from './compileDoc.js';
import { exportConstNode } from './esm.js';
import { frontMatterFormat, type MarkdownFormat } from './markdownFormat.js';
import { walk } from './walk.js';
import { docsDirOf } from '../builtins/docsViews.js';
import { claimedByPlugin } from '../lifecycle/markdownPages.js';

const MARKDOWN = /\.mdx?$/i;

/**
 * Whether a Markdown file is a partial rather than a doc: outside the docs folder, or in it but not a doc
 * by the docs' `include`/`exclude` globs (by default: a file or folder name starting with `_`, or a
 * `__tests__` folder; see readDocs.ts).
 */
export function isPartialFile(
  file: string,
  docsDir: string,
  isDoc: (rel: string) => boolean = docsFilter(),
): boolean {
  if (!MARKDOWN.test(file)) return false;
  const rel = relative(docsDir, file);
  if (rel.startsWith('..') || isAbsolute(rel)) return true;
  return !isDoc(rel.split(sep).join('/'));
}

/** The path of a partial a page imports (`./x.md`, `../x.mdx`, `@site/…`), or undefined. */
export function partialImportPath(
  specifier: string,
  importer: string,
  siteDir: string,
): string | undefined {
  if (!MARKDOWN.test(specifier)) return undefined;
  if (specifier.startsWith('@site/')) return join(siteDir, specifier.slice('@site/'.length));
  if (specifier.startsWith('./') || specifier.startsWith('../'))
    return resolve(dirname(importer), specifier);
  return undefined;
}

/** What a partial contributes to the pages that use it. */
export interface PartialInfo {
  toc: TocItem[];
  /** Its text for the search index, by section (nested partials' included). */
  searchSections: SearchSection[];
  /** The content hash of the partial and of every partial it uses (the page's cache checks them). */
  files: { file: string; hash: string }[];
}

export const hashText = (text: string) => createHash('sha1').update(text).digest('hex');

/** The partials a page's tree uses as blocks, by import name → file. */
function importedPartials(tree: Root, importer: string, siteDir: string): Map<string, string> {
  const byName = new Map<string, string>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node.data as { estree?: Program } | undefined)?.estree;
    for (const stmt of program?.body ?? []) {
      if (stmt.type !== 'ImportDeclaration' || typeof stmt.source.value !== 'string') continue;
      const path = partialImportPath(stmt.source.value, importer, siteDir);
      if (!path) continue;
      for (const s of stmt.specifiers)
        if (s.type === 'ImportDefaultSpecifier') byName.set(s.local.name, path);
    }
  }
  return byName;
}

/**
 * For the search index (plugins/search/extractSearchRecords.ts): the sections of each partial the
 * page uses, by the name it imports it as. `infoOf` is rehypePartialToc's (each partial compiles
 * once: partialInfo keeps its result).
 */
export function partialSearchSections(options: {
  siteDir: string;
  infoOf: (file: string, chain: string[]) => Promise<PartialInfo | undefined>;
}) {
  return async (tree: Root, file: VFile): Promise<Map<string, SearchSection[]> | undefined> => {
    const partials = importedPartials(tree, file.path, options.siteDir);
    if (partials.size === 0) return undefined;
    const chain = (file.data.partialChain as string[] | undefined) ?? [file.path];
    const sections = new Map<string, SearchSection[]>();
    for (const [name, path] of partials) {
      const info = await options.infoOf(path, chain);
      if (info) sections.set(name, info.searchSections);
    }
    return sections;
  };
}

/**
 * After rehypeToc: the page's TOC with its partials' entries where it uses them, in the page's
 * data and in its `toc` export; the partials it used (with their hashes) in `data.partials`.
 * `infoOf` compiles a partial (compileDoc.ts); a missing partial is left to the bundler to report.
 */
export function rehypePartialToc(options: {
  siteDir: string;
  infoOf: (file: string, chain: string[]) => Promise<PartialInfo | undefined>;
}) {
  return async (tree: Root, file: VFile) => {
    const partials = importedPartials(tree, file.path, options.siteDir);
    if (partials.size === 0) return;
    const chain = (file.data.partialChain as string[] | undefined) ?? [file.path];
    const infos = new Map<string, PartialInfo | undefined>();
    for (const path of new Set(partials.values()))
      infos.set(path, await options.infoOf(path, chain));
    const own = (file.data.toc as TocItem[] | undefined) ?? [];
    const toc: TocItem[] = [];
    const used: PartialInfo['files'] = [];
    let next = 0;
    walk(tree, (node) => {
      if (node.type === 'element' && /^h[2-6]$/.test(node.tagName)) {
        const entry = own[next];
        if (entry && entry.id === node.properties.id) {
          toc.push(entry);
          next++;
        }
      } else if (node.type === 'mdxJsxFlowElement' && node.name && partials.has(node.name)) {
        const info = infos.get(partials.get(node.name)!);
        if (info) {
          toc.push(...info.toc);
          used.push(...info.files);
        }
      }
    });
    // Whatever the walk did not meet (none expected) keeps its place at the end.
    toc.push(...own.slice(next));
    file.data.toc = toc;
    file.data.partials = [...new Map(used.map((u) => [u.file, u])).values()];
    const index = tree.children.findLastIndex(
      (n) =>
        n.type === 'mdxjsEsm' &&
        (n.data as { estree?: Program } | undefined)?.estree?.body[0]?.type ===
          'ExportNamedDeclaration',
    );
    if (index !== -1) tree.children[index] = exportConstNode('toc', toc) as never;
  };
}

/**
 * Partials' TOCs by file, in this thread: a partial used by many pages is compiled once per
 * content (an entry holds only while the partial and the partials it uses are unchanged).
 */
const known = new Map<string, { hash: string; info: Promise<PartialInfo | undefined> }>();

const unchanged = (files: PartialInfo['files']) =>
  files.every((f) => {
    try {
      return hashText(readFileSync(f.file, 'utf8')) === f.hash;
    } catch {
      return false;
    }
  });

/**
 * A partial's TOC and hashes, compiled with `compile` (the page's own options, the partial's file,
 * and `chain`, the files being compiled above it), or undefined when it cannot be read or is
 * already in the chain (a partial that uses itself stops there).
 */
export async function partialInfo(
  file: string,
  chain: readonly string[],
  compile: (
    body: string,
    file: string,
    chain: string[],
    format?: MarkdownFormat,
  ) => Promise<{
    toc: TocItem[];
    searchSections: SearchSection[];
    partials?: PartialInfo['files'];
  }>,
): Promise<PartialInfo | undefined> {
  if (chain.includes(file)) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const hash = hashText(text);
  const hit = known.get(file);
  if (hit && hit.hash === hash) {
    const info = await hit.info;
    if (!info || unchanged(info.files.slice(1))) return info;
  }
  const parsed = parseFrontMatter(text, file);
  const info = compile(
    parsed.body,
    file,
    [...chain, file],
    frontMatterFormat(parsed.frontMatter),
  ).then(
    (compiled) => ({
      toc: compiled.toc,
      searchSections: compiled.searchSections,
      files: [{ file, hash }, ...(compiled.partials ?? [])],
    }),
    () => undefined, // the bundler compiles the partial too, and reports its errors there
  );
  known.set(file, { hash, info });
  return info;
}

/**
 * The Vite side: a Markdown file that is not a doc, imported from a page or a component, becomes
 * an MDX module (`compile` is compileDoc with the site's options). Runs before the docs plugin,
 * which compiles the docs themselves.
 */
export function partialsPlugin(options: {
  siteDir: string;
  /** The site's data, when the caller has loaded it (a build); else loaded on first use. */
  site?: SiteData;
  onWarning?: (d: Diagnostic) => void;
}): Plugin {
  const { siteDir } = options;
  let loaded: Promise<SiteData> | undefined;
  const siteData = () =>
    (loaded ??= options.site
      ? Promise.resolve(options.site)
      : loadSite({ siteDir, production: false }));
  return {
    name: 'docs:markdown-partials',
    enforce: 'pre',
    transform: {
      // A Markdown file (MARKDOWN): Rolldown calls the handler for no other module.
      filter: { id: /^[^\0?][^?]*\.mdx?(?:\?|$)/i },
      async handler(code, id) {
        const [file, query] = id.split('?') as [string, string | undefined];
        if (id.startsWith('\0') || !MARKDOWN.test(file) || !compilesAsModule(query))
          return undefined;
        const site = await siteData();
        // A plugin's page (a doc, a blog post, one added in the dev server): its plugin's module.
        if (claimedByPlugin(site, file)) return undefined;
        const { siteConfig } = site;
        const docusaurus = site.docusaurus !== undefined;
        // A partial's links resolve as a page's of the site's link table (from the primary docs).
        const docsDir = docsDirOf(site);
        const parsed = parseFrontMatter(code, file);
        const format = frontMatterFormat(parsed.frontMatter);
        const compiled = await compileDoc({
          body: parsed.body,
          ...(format ? { frontMatterFormat: format } : {}),
          // A Markdown page or a partial exports its front matter too, as Docusaurus's MDX loader
          // exports every file's (`{frontMatter.title}` in its text, a module importing it).
          ...frontMatterExport(docusaurus ? { docusaurus } : {}, parsed),
          ...(siteConfig.markdown ? { markdownConfig: siteConfig.markdown } : {}),
          ...(siteConfig.code?.magicComments
            ? { magicComments: siteConfig.code.magicComments }
            : {}),
          ...(siteConfig.code?.theme ? { codeTheme: siteCodeTheme(siteConfig.code) } : {}),
          filePath: file,
          source: docsSource(file, docsDir),
          docsDir,
          siteDir,
          staticDirs: siteStaticDirs({ siteDir, siteConfig }),
          permalinkBySource: site.permalinkBySource,
        });
        for (const w of compiled.warnings) options.onWarning?.(w);
        return { code: compiled.code, map: null };
      },
    },
  };
}

/** Whether an import's query leaves the file a module (`?raw`, `?url`, … ask for something else). */
export function compilesAsModule(query: string | undefined): boolean {
  if (!query) return true;
  return [...new URLSearchParams(query).keys()].every(
    (k) => k === 'import' || k === 'v' || k === 't',
  );
}

/** A file's path relative to the docs folder, with `/` (it may start with `../`: a partial under src/). */
export function docsSource(file: string, docsDir: string): string {
  return relative(docsDir, file).split(sep).join('/');
}
