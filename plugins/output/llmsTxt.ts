// Machine-readable output: llms.txt (one line per listed page, grouped by sidebar section),
// llms-full.txt (every listed page as Markdown) and a .md file beside each page.
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getCompilerVersion } from '../mdx/compilerVersion.js';
import type { SiteData } from '../loadSite.js';
import type { SidebarItem } from '../../src/shared/types.js';
import { normalizePathname } from '../../src/shared/paths.js';
import { absoluteUrlOf, finishMarkdown, flattenSidebarLinks } from './markdownExport.js';
import { joinedPieces, type FileContent } from './writeFiles.js';
import { docSetOf, sidebarsOf } from '../builtins/docsViews.js';

/** `/a/b/` → `a/b.md`, `/` → `index.md`. */
export function markdownFileFor(permalink: string): string {
  const clean = permalink.replace(/^\/+|\/+$/g, '');
  return clean === '' ? 'index.md' : `${clean}.md`;
}

/**
 * For every path in a sidebar, the items of the deepest category holding it (the category's own
 * items when the path is the category's page; the top level outside any category): what
 * `getCurrentCategoryItems` (src/shared/sidebar.ts) answers for one path, for all paths in one
 * walk. The first match in document order wins, as there. Keys are compared like `isSamePath`.
 */
export function categoryItemsByPath(items: SidebarItem[]): Map<string, SidebarItem[]> {
  const out = new Map<string, SidebarItem[]>();
  const add = (href: string, list: SidebarItem[]) => {
    const key = normalizePathname(href).toLowerCase();
    if (!out.has(key)) out.set(key, list);
  };
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'link') add(item.href, list);
      if (item.type === 'category') {
        if (item.href !== undefined) add(item.href, item.items);
        walk(item.items);
      }
    }
  };
  walk(items);
  return out;
}

type Doc = SiteData['docs'][number];

/** What a build exported of a page, for the next (markdownExportCache.ts). */
export interface ExportedPage {
  /** Everything the page's Markdown is made of, hashed (`exportKey`). */
  key: string;
  /** The Markdown's length in bytes (UTF-8). */
  size: number;
}

/**
 * What a rebuild may take from the last build's Markdown export (issue 37): a page whose Markdown
 * is made of the same things is neither made again nor written, and its part of llms-full.txt is
 * copied from the last one's bytes.
 */
export interface MarkdownExportReuse {
  /**
   * The doc's compile key, which stands for its Markdown body, and whether that body is the one
   * the last build exported under that key (its compile's outline kept: mdx.ts); undefined when
   * the doc has none (the page is made again, and not recorded).
   */
  bodyKeyOf(doc: Doc): Promise<{ key: string; kept: boolean } | undefined>;
  /** What the last build exported for `permalink`. */
  previous(permalink: string): ExportedPage | undefined;
  /**
   * Keeps the page's `.md` file from the last output (`file`, with the recorded `size`), its
   * co-located images resolved as before; false when it cannot (the page is made again).
   */
  keep(doc: Doc, file: string, size: number): boolean;
  /** The last llms-full.txt and the pages it holds, in order: undefined when unknown. */
  previousFull(): { bytes: Buffer; order: string[] } | undefined;
}

let exportVersion: string | undefined;

/**
 * The export's code, for its cache (markdownExportCache.ts): the compiler's version (which covers
 * markdownExport.ts, where a body is made) and this module's file.
 */
export function markdownExportVersion(): string {
  if (exportVersion === undefined) {
    const hash = createHash('sha1').update(getCompilerVersion());
    try {
      hash.update(readFileSync(fileURLToPath(import.meta.url)));
    } catch {
      hash.update(randomUUID());
    }
    exportVersion = hash.digest('base64url');
  }
  return exportVersion;
}

/** The export key of a page: its body's compile key and what the export adds to it. */
function exportKey(bodyKey: string, parts: unknown[]): string {
  return createHash('sha1')
    .update(JSON.stringify([bodyKey, ...parts]))
    .digest('base64url');
}

const FULL_SEPARATOR = '\n\n---\n\n';

/**
 * `bodyOf` gives a doc's Markdown body: the build takes it from the doc's compile (the compiler's
 * `markdown` option), so no page is parsed twice. With `reuse`, `pages` says what was exported of
 * each page (for the next build), and the files kept from the last output are not in `files`.
 */
export async function generateMachineReadable(
  site: SiteData,
  options: { bodyOf: (doc: Doc) => Promise<string>; reuse?: MarkdownExportReuse },
): Promise<{
  files: Map<string, FileContent>;
  /** What was exported of each page (when its key is known), and llms-full.txt's order of them. */
  pages: Map<string, ExportedPage>;
  order: string[];
}> {
  const { siteConfig } = site;
  const absolute = absoluteUrlOf(siteConfig.url, siteConfig.baseUrl);
  const listed = site.docs.filter((d) => !d.unlisted && !d.draft);
  const byPermalink = new Map(listed.map((d) => [d.permalink, d]));
  const categoryItems = new Map(
    Object.entries(sidebarsOf(site)).map(([name, items]) => [name, categoryItemsByPath(items)]),
  );
  const cardsOf = (doc: Doc) => {
    // The doc's sidebar by its key in the site's table (a doc's metadata has its own name).
    const sidebar = docSetOf(site, doc.filePath)?.navigation.get(doc.id)?.sidebar;
    return (
      sidebar
        ? (categoryItems.get(sidebar)?.get(normalizePathname(doc.permalink).toLowerCase()) ??
          sidebarsOf(site)[sidebar] ??
          [])
        : []
    ).flatMap((i) =>
      i.type === 'link' && !i.unlisted && i.href !== doc.permalink
        ? [{ label: i.label, href: i.href, description: byPermalink.get(i.href)?.description }]
        : i.type === 'category' && i.href && !i.linkUnlisted
          ? [{ label: i.label, href: i.href, description: i.description }]
          : [],
    );
  };
  const toMarkdown = async (doc: Doc): Promise<string> =>
    finishMarkdown({
      title: doc.title,
      description: doc.description,
      url: absolute(doc.permalink),
      body: await options.bodyOf(doc),
      // Made only for a page that shows a card list (finishMarkdown calls it then).
      cards: () => cardsOf(doc),
      absolute,
    });
  const { reuse } = options;
  const pages = new Map<string, ExportedPage>();
  /** The pages kept from the last output: their Markdown is not at hand, only its size. */
  const kept = new Set<string>();
  const keyOf = async (doc: Doc) => {
    const body = await reuse?.bodyKeyOf(doc);
    if (body === undefined) return undefined;
    const parts = [doc.title, doc.description, absolute(doc.permalink), cardsOf(doc)];
    return { key: exportKey(body.key, parts), kept: body.kept };
  };
  const converted = await Promise.all(
    listed.map(async (doc): Promise<string | undefined> => {
      const exported = await keyOf(doc);
      const key = exported?.key;
      const last = exported?.kept ? reuse?.previous(doc.permalink) : undefined;
      if (last && last.key === key && reuse!.keep(doc, markdownFileFor(doc.permalink), last.size)) {
        pages.set(doc.permalink, last);
        kept.add(doc.permalink);
        return undefined;
      }
      const text = await toMarkdown(doc);
      if (key !== undefined) pages.set(doc.permalink, { key, size: Buffer.byteLength(text) });
      return text;
    }),
  );
  const files = new Map<string, FileContent>();
  const markdown = new Map<string, string>();
  listed.forEach((doc, i) => {
    const text = converted[i];
    if (text === undefined) return;
    markdown.set(doc.permalink, text);
    files.set(markdownFileFor(doc.permalink), text);
  });
  // llms.txt: sidebar order first, then listed docs outside every sidebar.
  const seen = new Set<string>();
  const sections = new Map<string, string[]>();
  const line = (href: string, label: string) => {
    const doc = byPermalink.get(href);
    if (!doc || seen.has(href)) return;
    seen.add(href);
    return `- [${label}](${absolute(href)}): ${doc.description}`;
  };
  for (const items of Object.values(sidebarsOf(site))) {
    for (const link of flattenSidebarLinks(items)) {
      const l = line(link.href, link.label);
      if (!l) continue;
      const name = link.section || 'Overview';
      const lines = sections.get(name);
      if (lines) lines.push(l);
      else sections.set(name, [l]);
    }
  }
  const others = listed.map((d) => line(d.permalink, d.title)).filter((l): l is string => !!l);
  if (others.length) sections.set('Other pages', others);
  const llms = [
    `# ${siteConfig.title}`,
    '',
    ...(siteConfig.tagline ? [`> ${siteConfig.tagline}`, ''] : []),
    ...[...sections].flatMap(([name, lines]) => [`## ${name}`, '', ...lines, '']),
  ].join('\n');
  files.set('llms.txt', llms);
  const ordered = [...seen, ...listed.map((d) => d.permalink).filter((p) => !seen.has(p))];
  if (!kept.size) {
    // In pieces (see FileContent in writeFiles.ts): at 10,000 pages it is 50 MB.
    files.set(
      'llms-full.txt',
      joinedPieces(
        ordered.map((p) => markdown.get(p)!),
        FULL_SEPARATOR,
      ),
    );
    return { files, pages, order: ordered };
  }
  // The kept pages' parts are the last llms-full.txt's bytes; a kept page whose part cannot be
  // found there (the last file not as recorded) is made after all.
  const last = reuse!.previousFull();
  const parts = partsOfFull(last, (p) => reuse!.previous(p)?.size);
  const full = await splicedFull(ordered, last?.bytes, (permalink) => {
    const text = markdown.get(permalink);
    return text ?? parts?.get(permalink) ?? toMarkdown(byPermalink.get(permalink)!);
  });
  files.set('llms-full.txt', full);
  return { files, pages, order: ordered };
}

/** Where a page's part is in the last llms-full.txt: its first byte and the one after its last. */
type Span = [start: number, end: number];

/**
 * llms-full.txt of the pages `ordered`, each part made now or a span of the last file's bytes
 * (`last`). Spans that follow one another there, with the separator between them, are one piece:
 * the file is a few pieces written one after another (see FileContent), not the megabytes of a
 * new buffer copied from them (60 ms of a 1,000-doc edit rebuild's main thread: issue 37); the
 * last file's bytes whole when every part is where it was.
 */
async function splicedFull(
  ordered: string[],
  last: Buffer | undefined,
  partOf: (permalink: string) => string | Span | Promise<string>,
): Promise<Uint8Array | Uint8Array[]> {
  const pieces: (Uint8Array | Span)[] = [];
  const separator = Buffer.from(FULL_SEPARATOR);
  for (const [i, permalink] of ordered.entries()) {
    const part = await partOf(permalink);
    const before = pieces.at(-1);
    if (
      typeof part !== 'string' &&
      Array.isArray(before) &&
      before[1] + separator.length === part[0]
    )
      before[1] = part[1];
    else {
      if (i) pieces.push(separator);
      pieces.push(typeof part === 'string' ? Buffer.from(part) : [...part]);
    }
  }
  const bytes = pieces.map((p) => (Array.isArray(p) ? last!.subarray(p[0], p[1]) : p));
  return bytes.length === 1 && bytes[0]!.length === last?.length ? last : bytes;
}

/**
 * Each page's span of the last llms-full.txt (`order`: its pages, in order), by the pages' sizes
 * recorded then, with the separator between each two; undefined unless the sizes add up to the
 * file's and every separator is there, every part then known.
 */
function partsOfFull(
  last: { bytes: Buffer; order: string[] } | undefined,
  sizeOf: (permalink: string) => number | undefined,
): Map<string, Span> | undefined {
  if (!last) return undefined;
  const parts = new Map<string, Span>();
  const { bytes } = last;
  let at = 0;
  for (const [i, permalink] of last.order.entries()) {
    if (i) {
      if (bytes.toString('latin1', at, at + FULL_SEPARATOR.length) !== FULL_SEPARATOR)
        return undefined;
      at += FULL_SEPARATOR.length;
    }
    const size = sizeOf(permalink);
    if (size === undefined || at + size > bytes.length) return undefined;
    parts.set(permalink, [at, at + size]);
    at += size;
  }
  return at === bytes.length ? parts : undefined;
}
