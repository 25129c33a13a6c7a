// Collects a page's sections (heading, anchor, text) from the compiled hast tree, so search records
// come from the same syntax tree the page is rendered from, never from the HTML by regular
// expressions. `buildSearchRecords` turns them into DocSearch-shaped records, one per section.
import type { Element, Root, RootContent } from 'hast';
import { headingRank } from 'hast-util-heading-rank';
import type { VFile } from 'vfile';
import type { SearchRecord } from '../../src/shared/types.js';
import { rendersH1Ids } from '../mdx/remarkContentTitle.js';

export interface SearchSection {
  /** 1 for the page's introduction (before the first h2), 2–6 for a heading's section. */
  level: number;
  /** The heading's id; null for the introduction. */
  anchor: string | null;
  /** The heading's text; for level 1, the page's own `# h1` if it has one. */
  heading: string | null;
  /** The section's text, block elements separated by spaces. */
  text: string;
}

/** Elements whose start and end separate words. */
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);
/** Elements with nothing a reader searches for. */
const SKIP = new Set(['script', 'style', 'svg', 'template', 'button']);

type Node = Root | RootContent;

/**
 * Whitespace runs as one space, trimmed. Only what is not already a single space is replaced (a
 * run of two or more, or one tab, newline or other space character): the same text as replacing
 * every run, in about a third of the time, as most runs are one space between words.
 */
export function clean(text: string): string {
  return text.replace(/\s{2,}|(?! )\s/g, ' ').trim();
}

/**
 * Walks the tree in document order; headings open a new section, text goes to the current one.
 * `partials` are the sections of the Markdown partials the page uses, by the element's name
 * (`<Note />` of `import Note from './_note.md'`): where the page uses one, its text joins the
 * current section and its headings open sections, as if the partial's text were the page's.
 */
export function collectSections(
  tree: Root,
  partials?: ReadonlyMap<string, SearchSection[]>,
  /** False where an h1 is drawn without its id (a Docusaurus site's): its section has no anchor. */
  h1Anchors = true,
): SearchSection[] {
  const sections: SearchSection[] = [];
  let current: { level: number; anchor: string | null; heading: string[] | null; text: string[] } =
    { level: 1, anchor: null, heading: null, text: [] };
  let headingText: string[] | null = null;
  const flush = () => {
    const text = clean(current.text.join(''));
    const heading = current.heading ? clean(current.heading.join('')) : null;
    if (current.level === 1 || heading || text)
      sections.push({ level: current.level, anchor: current.anchor, heading, text });
  };
  const walk = (node: Node) => {
    if (node.type === 'text') {
      (headingText ?? current.text).push(node.value);
      return;
    }
    if (
      node.type === 'element' ||
      node.type === 'mdxJsxFlowElement' ||
      node.type === 'mdxJsxTextElement'
    ) {
      const name = node.type === 'element' ? node.tagName : (node.name ?? '');
      if (SKIP.has(name)) return;
      const partial = node.type !== 'element' ? partials?.get(name) : undefined;
      if (partial) {
        for (const section of partial) {
          if (section.level === 1) {
            (headingText ?? current.text).push(' ', section.heading ?? '', ' ', section.text, ' ');
            continue;
          }
          flush();
          current = { ...section, heading: [section.heading ?? ''], text: [section.text] };
        }
        return;
      }
      const rank = node.type === 'element' ? headingRank(node) : undefined;
      if (rank && headingText === null) {
        const id =
          typeof (node as Element).properties.id === 'string'
            ? ((node as Element).properties.id as string)
            : null;
        if (
          rank === 1 &&
          sections.length === 0 &&
          current.level === 1 &&
          current.heading === null
        ) {
          // The page's own title: it names the introduction rather than opening a section.
          current.heading = [];
          headingText = current.heading;
        } else {
          flush();
          current = {
            level: Math.max(rank, 2),
            anchor: rank === 1 && !h1Anchors ? null : id,
            heading: [],
            text: [],
          };
          headingText = current.heading;
        }
        for (const child of node.children ?? []) walk(child as Node);
        headingText = null;
        return;
      }
      const block = node.type === 'mdxJsxFlowElement' || BLOCK.has(name);
      if (block) (headingText ?? current.text).push(' ');
      for (const child of node.children ?? []) walk(child as Node);
      if (block) (headingText ?? current.text).push(' ');
      return;
    }
    if (node.type === 'root') for (const child of node.children) walk(child);
  };
  walk(tree);
  flush();
  return sections;
}

/**
 * The rehype plugin: puts the sections on `file.data.searchSections`. `partialSections` gives the
 * sections of the partials the page uses, by element name (plugins/mdx/partials.ts).
 */
export default function rehypeSearchSections(
  options: {
    partialSections?: (
      tree: Root,
      file: VFile,
    ) => Promise<ReadonlyMap<string, SearchSection[]> | undefined>;
  } = {},
) {
  return async (tree: Root, file: VFile) => {
    const partials = await options.partialSections?.(tree, file);
    file.data.searchSections = collectSections(
      tree,
      partials,
      rendersH1Ids(file.data as { frontMatter?: unknown }),
    );
  };
}

/** The longest content a record keeps (DocSearch records stay well under Algolia's 10 kB limit). */
export const MAX_CONTENT_LENGTH = 4000;

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max * 0.8 ? cut : max) + '…';
}

/**
 * One record per section, in DocSearch's shape: lvl0 is the page's sidebar category (as the
 * DocSearch crawler's Docusaurus template takes it), lvl1 the page title, lvl2–lvl6 the headings
 * above and at the section.
 */
export function buildSearchRecords(params: {
  sections: SearchSection[];
  title: string;
  url: string;
  lvl0: string;
  description?: string;
}): SearchRecord[] {
  const { sections, title, url, lvl0 } = params;
  const records: SearchRecord[] = [];
  const trail: (string | null)[] = [lvl0, title, null, null, null, null, null];
  sections.forEach((section, i) => {
    const level = section.level;
    if (level > 1) {
      trail[level] = section.heading;
      for (let l = level + 1; l <= 6; l++) trail[l] = null;
    }
    const intro = level === 1 ? section.text || params.description || '' : section.text;
    const hierarchy = {
      lvl0: trail[0]!,
      lvl1: trail[1]!,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    } as SearchRecord['hierarchy'];
    for (let l = 2; l <= level; l++) hierarchy[`lvl${l}` as 'lvl2'] = trail[l] ?? null;
    records.push({
      objectID: `${url}#${section.anchor ?? ''}:${i}`,
      url: section.anchor ? `${url}#${section.anchor}` : url,
      anchor: section.anchor,
      type: `lvl${level}` as SearchRecord['type'],
      hierarchy,
      content: intro ? truncate(intro, MAX_CONTENT_LENGTH) : null,
    });
  });
  return records;
}
