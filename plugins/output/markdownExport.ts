// Clean Markdown of a doc for machines (llms-full.txt and a .md file beside each page): the MDX
// source with components flattened into plain Markdown, links resolved to site URLs.
//
// Most of a page needs no change, so its Markdown is the author's own text: every top-level block
// without MDX in it is copied from the source, its link destinations and heading ids patched in
// place. Only the blocks that hold MDX (JSX, expressions, admonitions) are cloned, flattened and
// serialized again, as the whole page was before; that saves most of the serializer's work.
import { createProcessor } from '@mdx-js/mdx';
import type {
  Definition,
  Heading,
  Image,
  Link,
  Nodes,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
} from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import { withBaseUrl } from '../../src/shared/paths.js';
import type { SidebarItem } from '../../src/shared/types.js';
import { contentRemarkPlugins } from '../mdx/contentPlugins.js';
import { preprocessMdx } from '../mdx/preprocess.js';
import { rawUnknownNodes } from './unknownNodes.js';

const attr = (node: MdxJsxFlowElement, name: string) => {
  const a = node.attributes.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return a && typeof a.value === 'string' ? a.value : undefined;
};

/**
 * Brackets a co-located image's URL (as written, relative to its doc) in the compile's Markdown:
 * the bundler names the image's file only later, and the build puts its final URL in its place
 * (`resolveImageMarks`). Private-use characters, which no writer types and no serializer escapes.
 */
export const IMAGE_MARK = '\uE000';
const IMAGE_MARKS = /\uE000([^\uE000]*)\uE000/g;

/** The URL an exported link or image gets: site paths made absolute, co-located images marked. */
function exportedUrl(node: Link | Definition | Image, absolute: (path: string) => string): string {
  if (node.url.startsWith('/')) return absolute(node.url);
  if (node.type === 'image' && node.url && !/^([a-z][a-z\d+.-]*:|#)/i.test(node.url))
    return IMAGE_MARK + node.url + IMAGE_MARK;
  return node.url;
}

/** Replaces each marked image URL in `markdown` with `resolve(url as written)`. */
export function resolveImageMarks(markdown: string, resolve: (url: string) => string): string {
  return markdown.includes(IMAGE_MARK)
    ? markdown.replace(IMAGE_MARKS, (_, url: string) => resolve(url))
    : markdown;
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });

/** Replaces MDX-only constructs with their plain Markdown meaning (in place: give it a copy). */
function flattenComponents(tree: Root, absolute: (path: string) => string): void {
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (
      node.type === 'mdxjsEsm' ||
      node.type === 'mdxFlowExpression' ||
      node.type === 'mdxTextExpression'
    ) {
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image')
      node.url = exportedUrl(node, absolute);
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    const el = node as MdxJsxFlowElement;
    // A site's remark plugin may make an element without `children` (MDX compiles it as empty).
    el.children ??= [];
    let replacement: RootContent[];
    // A site's remark plugin may say what an element of its own is in Markdown: `data.markdown`.
    const own = (el.data as { markdown?: unknown } | undefined)?.markdown;
    if (typeof own === 'string') {
      parent.children.splice(index, 1, { type: 'html', value: own } as never);
      return [SKIP, index];
    }
    switch (el.name) {
      case 'Admonition': {
        const [title, ...rest] = el.children;
        const hasTitle = title?.type === 'mdxJsxFlowElement' && title.name === 'AdmonitionTitle';
        // The title's phrasing, in a paragraph on a site.config.ts site (remarkAdmonitions.ts).
        const titleText = !hasTitle
          ? []
          : title.children[0]?.type === 'paragraph'
            ? (title.children[0] as Paragraph).children
            : (title.children as Paragraph['children']);
        const heading: Paragraph = {
          type: 'paragraph',
          children: [
            strong(`${(attr(el, 'type') ?? 'note').toUpperCase()}${hasTitle ? ':' : ''}`),
            ...(hasTitle ? [text(' '), ...titleText] : []),
          ],
        };
        replacement = [
          {
            type: 'blockquote',
            children: [heading, ...((hasTitle ? rest : el.children) as never[])],
          },
        ];
        break;
      }
      case 'TabItem':
        replacement = [
          {
            type: 'paragraph',
            children: [strong(attr(el, 'label') ?? attr(el, 'value') ?? 'Tab')],
          },
          ...(el.children as RootContent[]),
        ];
        break;
      case 'DocCardList':
        // The compile does not know the sidebar: a marker that finishMarkdown replaces by the cards.
        replacement = [{ type: 'html', value: DOC_CARD_LIST_MARKER }];
        break;
      case 'Link': {
        // `<Link to="/x">` (the built-in, or Docusaurus's import of it): a Markdown link.
        const target = attr(el, 'to') ?? attr(el, 'href');
        // A block <Link> holds paragraphs: their text goes inside the link.
        const children = (el.children as RootContent[]).flatMap((c) =>
          c.type === 'paragraph' ? c.children : [c],
        ) as PhrasingContent[];
        const link: Link | undefined = target ? { type: 'link', url: target, children } : undefined;
        if (link) link.url = exportedUrl(link, absolute);
        replacement = (
          link
            ? [node.type === 'mdxJsxFlowElement' ? { type: 'paragraph', children: [link] } : link]
            : children
        ) as RootContent[];
        break;
      }
      case 'summary':
        replacement = [
          {
            type: 'paragraph',
            children: [
              strong(
                el.children.map((c) => ('value' in c ? String(c.value) : '')).join('') || 'Details',
              ),
            ],
          },
        ];
        break;
      default:
        replacement = el.children as RootContent[];
    }
    parent.children.splice(index, 1, ...(replacement as never[]));
    return [SKIP, index];
  });
}

/** The list markers to write: remark-stringify's `-` and `.`, or the others after a list that used those. */
interface Bullets {
  bullet: '-' | '*';
  bulletOrdered: '.' | ')';
}
const BULLETS: Bullets = { bullet: '-', bulletOrdered: '.' };

const stringifiers = new Map<string, (tree: Root) => string>();

/** remark-stringify as the export has always used it; other `bullets` only to keep two lists apart. */
function stringify(tree: Root, bullets: Bullets = BULLETS): string {
  const key = bullets.bullet + bullets.bulletOrdered;
  let run = stringifiers.get(key);
  if (!run) {
    // Built once: the MDX, GFM and directive extensions escape text those syntaxes would misread.
    const processor = unified()
      .use(remarkMdx)
      .use(remarkGfm)
      .use(remarkDirective)
      .use(remarkStringify, { ...bullets, fences: true, rule: '-' })
      .freeze();
    run = (t) => processor.stringify(t);
    stringifiers.set(key, run);
  }
  return run(tree);
}

/** Copies of top-level blocks, flattened and serialized as a run, as the whole page once was. */
function serializeBlocks(
  blocks: RootContent[],
  absolute: (path: string) => string,
  source: string,
): { root: Root; text: string } {
  const root = structuredClone<Root>({ type: 'root', children: blocks });
  rawUnknownNodes(root, source);
  flattenComponents(root, absolute);
  return { root, text: stringify(root).trim() };
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Lines of the source, 1-based and inclusive as in unist positions. */
interface Lines {
  fromLine: number;
  toLine: number;
}

/** The column (0-based) where a list item's or footnote's content starts, over the lines it spans. */
interface Indent extends Lines {
  column: number;
}

const isPunctuation = (c: string | undefined) => c !== undefined && /[!-/:-@[-`{-~]/.test(c);

/** The [start, end) of a link's or definition's destination in the source, if found where expected. */
function destinationSpan(
  node: Link | Definition | Image,
  source: string,
): [number, number] | undefined {
  const start = node.position!.start.offset!;
  let i: number;
  if (node.type === 'image') {
    // The alt text's end: the `]` that closes the `![`, nested brackets and escapes skipped. A
    // code span in it could hide a bracket: such an image is left to the serializer.
    let depth = 0;
    for (i = start + 2; i < source.length; i++) {
      const c = source[i];
      if (c === '\\') i++;
      else if (c === '`') return undefined;
      else if (c === '[') depth++;
      else if (c === ']' && depth-- === 0) break;
    }
    if (source[i + 1] !== '(') return undefined;
    i += 2;
  } else if (node.type === 'link') {
    const last = node.children[node.children.length - 1];
    i = last ? (last.position?.end.offset ?? -1) : start + 1;
    if (source[i] !== ']' || source[i + 1] !== '(') return undefined;
    i += 2;
  } else {
    // A label has no unescaped brackets, so its end is the first bare `]`.
    for (i = start + 1; i < source.length && source[i] !== ']'; i++) if (source[i] === '\\') i++;
    if (source[i + 1] !== ':') return undefined;
    i += 2;
  }
  while (source[i] === ' ' || source[i] === '\t') i++;
  const from = i;
  if (source[i] === '<') {
    for (i++; source[i] !== '>'; i++) {
      if (i >= source.length || source[i] === '\n' || source[i] === '<') return undefined;
      if (source[i] === '\\') i++;
    }
    return [from, i + 1];
  }
  // A bare destination ends at white space or at a `)` that closes no `(` of its own.
  for (let depth = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === '\\' && isPunctuation(source[i + 1])) i++;
    else if (c === '(') depth++;
    else if (c === ')' && depth-- === 0) break;
    else if (c <= ' ' || c === '\x7f') break;
  }
  return from < i ? [from, i] : undefined;
}

/** A destination written so that it reads back as `url`, also in a table cell. */
function writeDestination(url: string): string | undefined {
  if (/[\r\n]/.test(url)) return undefined;
  if (url && !/[\0- \x7f<>()\\&|]/.test(url)) return url;
  return `<${url.replace(/[<>\\&|]/g, '\\$&')}>`;
}

/**
 * The edit a link or definition needs (its destination made absolute, or resolved by
 * remarkResolveLinks), undefined if none, null if its source is not where it was expected.
 */
function destinationEdit(
  node: Link | Definition | Image,
  source: string,
  absolute: (path: string) => string,
): Edit | null | undefined {
  const url = exportedUrl(node, absolute);
  // Literal autolinks (www.…, https://…) are never resolved, and are never site paths.
  if (node.type !== 'image' && source[node.position!.start.offset!] !== '[')
    return url === node.url ? undefined : null;
  const span = destinationSpan(node, source);
  if (!span) return url ? null : undefined;
  const written = source.slice(span[0], span[1]);
  const bare = written.startsWith('<') ? written.slice(1, -1) : written;
  const reads = bare.includes('&') ? undefined : bare.replace(/\\([!-/:-@[-`{-~])/g, '$1');
  // Unchanged if the written text reads as the URL (character references: rewrite, to be sure).
  if (reads === url) return undefined;
  // An image's URL is as written (nothing resolves it before this): a span that does not read as
  // it is not the destination.
  if (node.type === 'image' && reads !== node.url) return null;
  const text = writeDestination(url);
  return text === undefined ? null : { start: span[0], end: span[1], text };
}

/**
 * The edit that removes a heading's `{#custom-id}` (remarkHeadingIds took it from the tree), null
 * if the heading is not the one-line form preprocessMdx escapes the id in.
 */
function headingIdEdit(node: Heading, source: string): Edit | null {
  const start = node.position!.start.offset!;
  const line = source.slice(start, node.position!.end.offset!);
  const m = /[ \t]*\\\{#[^}\s]*?\\?\}(?=[ \t]*(?:#+[ \t]*)?$)/.exec(line);
  // Without the id, a heading ending in `#` would lose that `#` as a closing sequence.
  if (!line.startsWith('#') || line.includes('\n') || !m || line.slice(0, m.index).endsWith('#'))
    return null;
  return { start: start + m.index, end: start + m.index + m[0].length, text: '' };
}

/** Whether each line's indent means in CommonMark what it meant in MDX (where code is never indented). */
function indentsAgree(text: string, firstLine: number, indents: Indent[], code: Lines[]): boolean {
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const at = firstLine + n;
    // A code block's lines are its content, whatever their indent.
    if (code.some((c) => c.fromLine < at && at < c.toLine) || !/\S/.test(line)) continue;
    let base = 0;
    for (const i of indents)
      if (i.fromLine < at && at <= i.toLine && i.column > base) base = i.column;
    // Four columns past where the content starts is indented code in CommonMark, also after `>`.
    for (let p = 0; ;) {
      let q = p;
      while (line[q] === ' ') q++;
      if (line[q] === '\t' || q - base >= 4) return false;
      if (line[q] !== '>') break;
      p = line[q + 1] === ' ' ? q + 2 : q + 1;
      base = Math.max(base, p);
    }
  }
  return true;
}

/**
 * A top-level block's Markdown as the author wrote it, patched; undefined if the block must be
 * flattened and serialized instead: it holds MDX, nodes a plugin made, or text that plain
 * Markdown would read differently.
 */
function copySource(
  block: RootContent,
  source: string,
  absolute: (path: string) => string,
): string | undefined {
  const pos = block.position;
  // A block indented on its first line could join the one before (a list item) or lose its indent.
  if (pos?.start.offset === undefined || pos.end.offset === undefined || pos.start.column !== 1)
    return undefined;
  const start = pos.start.offset;
  const text = source.slice(start, pos.end.offset);
  // A container that held an unknown directive (remarkAdmonitions kept its content) still has its `:::` lines.
  if (
    (block.type === 'list' || block.type === 'blockquote' || block.type === 'footnoteDefinition') &&
    /(?:^|\n)[ \t>]*:::/.test(text)
  )
    return undefined;
  const edits: Edit[] = [];
  const indents: Indent[] = [];
  const code: Lines[] = [];
  const fits = (node: Nodes): boolean => {
    switch (node.type as string) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
      case 'containerDirective':
      case 'leafDirective':
      case 'textDirective':
        return false;
    }
    const p = node.position;
    if (p?.start.offset === undefined || p.end.offset === undefined) return false;
    if (node.type === 'link' || node.type === 'definition' || node.type === 'image') {
      const edit = destinationEdit(node, source, absolute);
      if (edit === null) return false;
      if (edit) edits.push(edit);
    } else if (node.type === 'heading' && node.data?.hProperties?.id !== undefined) {
      const edit = headingIdEdit(node, source);
      if (!edit) return false;
      edits.push(edit);
    } else if (node.type === 'code') {
      code.push({ fromLine: p.start.line, toLine: p.end.line });
    } else if (node.type === 'listItem' || node.type === 'footnoteDefinition') {
      const lineStart = source.lastIndexOf('\n', p.start.offset - 1) + 1;
      let column: number;
      if (node.type === 'footnoteDefinition') column = p.start.offset - lineStart + 4;
      else {
        const m = /(?:[-*+]|\d{1,9}[.)])([ \t]*)(\r?\n|$)?/y;
        m.lastIndex = p.start.offset;
        const marker = m.exec(source);
        // More than four spaces after the marker: CommonMark reads the content as indented code.
        if (
          !marker ||
          marker[1]!.includes('\t') ||
          (marker[2] === undefined && marker[1]!.length > 4)
        )
          return false;
        const afterMarker =
          p.start.offset +
          marker[0].length -
          marker[1]!.length -
          (marker[2]?.length ?? 0) -
          lineStart;
        column = afterMarker + (marker[2] === undefined ? marker[1]!.length : 1);
      }
      indents.push({ fromLine: p.start.line, toLine: p.end.line, column });
    }
    if ('children' in node) for (const child of node.children ?? []) if (!fits(child)) return false;
    return true;
  };
  if (!fits(block)) return undefined;
  // Most blocks have no indented line, nor a `>` with enough spaces after it to matter.
  if (/\n[ \t]|\t|> {5}/.test(text) && !indentsAgree(text, pos.start.line, indents, code))
    return undefined;
  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start - start) + edit.text + out.slice(edit.end - start);
  return out.includes('\r') ? out.replace(/\r\n?/g, '\n') : out;
}

/** The marker of the list that starts `line`: `-`, `*`, `+`, `.` or `)`. */
const markerOf = (line: string): string | undefined => {
  const m = /^(?:([-*+])|\d{1,9}([.)]))/.exec(line);
  return m ? (m[1] ?? m[2]) : undefined;
};

/** The marker of the list a serialized run ends with: its last item is its last unindented line. */
const lastMarkerOf = (text: string): string | undefined =>
  markerOf(
    text
      .split('\n')
      .reverse()
      .find((l) => /^\S/.test(l)) ?? '',
  );

/**
 * A page's Markdown body from its tree (after the link and admonition plugins) and the text that
 * was parsed. Blocks are joined by one blank line: the source's own gaps may hold what was removed
 * (imports, comments, `:::` lines), and a blank line keeps any two blocks apart but two lists.
 */
function markdownBody(tree: Root, source: string, absolute: (path: string) => string): string {
  const out: string[] = [];
  // The marker of the list the output ends with: a list after it with the same kind would join it.
  let endMarker: string | undefined;
  const emit = (nodes: RootContent[], text: string, again: (bullets: Bullets) => string) => {
    if (!text) return;
    const first = nodes[0]!;
    if (first.type === 'list' && endMarker !== undefined && markerOf(text) === endMarker) {
      // remark-stringify gives such a list the other marker; so do we.
      text = again({
        bullet: endMarker === '-' ? '*' : '-',
        bulletOrdered: endMarker === '.' ? ')' : '.',
      });
    }
    out.push(text);
    endMarker =
      nodes[nodes.length - 1]!.type === 'list'
        ? nodes.length === 1
          ? markerOf(text)
          : lastMarkerOf(text)
        : undefined;
  };
  let run: RootContent[] = [];
  const flush = () => {
    if (!run.length) return;
    const { root, text } = serializeBlocks(run, absolute, source);
    run = [];
    if (root.children.length)
      emit(root.children, text, (bullets) => stringify(root, bullets).trim());
  };
  for (const block of tree.children) {
    if (block.type === 'mdxjsEsm' || block.type === 'mdxFlowExpression') continue;
    const copied = copySource(block, source, absolute);
    if (copied === undefined) {
      run.push(block);
      continue;
    }
    flush();
    emit([block], copied, (bullets) => {
      const root = structuredClone<Root>({ type: 'root', children: [block] });
      rawUnknownNodes(root, source);
      flattenComponents(root, absolute);
      return stringify(root, bullets).trim();
    });
  }
  flush();
  return out.join('\n\n');
}

/** A site path → its absolute URL (links in exported Markdown work outside the site). */
export function absoluteUrlOf(siteUrl: string, baseUrl: string): (path: string) => string {
  return (path) => siteUrl + withBaseUrl(path, baseUrl);
}

export interface DocCard {
  label: string;
  href: string;
  description?: string;
}

/** Where a DocCardList stood in a page's Markdown body, until the build knows its cards. */
const DOC_CARD_LIST_MARKER = '<!--docs:doc-card-list-->';

/**
 * A remark plugin for the MDX compile (plugins/mdx/compileDoc.ts): right after the links are
 * resolved, it writes the page's Markdown body (`file.data.markdown`) from the tree and the parsed
 * text, so the export needs no second parse. It changes nothing the rest of the compile sees.
 * DocCardLists stay as markers for `finishMarkdown`.
 */
export function remarkMarkdownSnapshot(options: { absolute: (path: string) => string }) {
  return (tree: Root, file: { value: unknown; data: Record<string, unknown> }) => {
    file.data.markdown = markdownBody(tree, String(file.value), options.absolute);
  };
}

const cardsMarkdown = (cards: DocCard[], absolute: (path: string) => string): string =>
  cards.length
    ? stringify({
        type: 'root',
        children: [
          {
            type: 'list',
            ordered: false,
            spread: false,
            children: cards.map((c) => ({
              type: 'listItem',
              spread: false,
              children: [
                {
                  type: 'paragraph',
                  children: [
                    { type: 'link', url: absolute(c.href), children: [text(c.label)] },
                    ...(c.description ? [text(`: ${c.description}`)] : []),
                  ],
                },
              ],
            })),
          },
        ],
      }).trim()
    : '';

/**
 * A page's exported Markdown: its title, description and URL, then the body with its cards.
 * `cards` may be a function: it is called only when the body holds a DocCardList (a category's
 * items can number thousands, and most pages have no card list).
 */
export function finishMarkdown(params: {
  title: string;
  description: string;
  url: string;
  body: string;
  cards?: DocCard[] | (() => DocCard[]);
  absolute: (path: string) => string;
}): string {
  let body = params.body;
  if (body.includes(DOC_CARD_LIST_MARKER)) {
    const list = typeof params.cards === 'function' ? params.cards() : params.cards;
    const cards = cardsMarkdown(list ?? [], params.absolute);
    body = body
      .split(DOC_CARD_LIST_MARKER)
      .map((part) => part.trim())
      .filter((part, i, all) => part || i === 0 || i === all.length - 1)
      .join(cards ? `\n\n${cards}\n\n` : '\n\n')
      .trim();
  }
  const hasH1 = /^#\s/.test(body);
  return `${hasH1 ? '' : `# ${params.title}\n\n`}${params.description ? `> ${params.description}\n\n` : ''}Source: ${params.url}\n\n${body}\n`;
}

/**
 * A page's exported Markdown from its source (the build takes the body from the compile instead).
 * It runs MDX's own remark stage with the compile's plugins up to the snapshot, so both agree.
 */
export async function docToMarkdown(params: {
  title: string;
  description: string;
  url: string;
  body: string;
  source: string;
  permalinkBySource: Map<string, string>;
  cards?: DocCard[];
  absolute: (path: string) => string;
}): Promise<string> {
  const file = await createProcessor({
    format: 'mdx',
    remarkPlugins: [
      // As in the compile, up to the snapshot.
      ...contentRemarkPlugins(params),
      [remarkMarkdownSnapshot, { absolute: params.absolute }],
      // Nothing after the snapshot matters here: the rest of the compile gets an empty page.
      () => (tree: Root) => {
        tree.children = [];
      },
    ],
  }).process(preprocessMdx(params.body));
  return finishMarkdown({ ...params, body: file.data.markdown as string });
}

/** The pages of a sidebar in reading order, for llms.txt (unlisted pages left out). */
export function flattenSidebarLinks(
  items: SidebarItem[],
  trail: string[] = [],
): { label: string; href: string; section: string }[] {
  const out: { label: string; href: string; section: string }[] = [];
  for (const item of items) {
    if (item.type === 'link' && !item.unlisted)
      out.push({ label: item.label, href: item.href, section: trail[0] ?? '' });
    if (item.type === 'category') {
      if (item.href && !item.linkUnlisted)
        out.push({ label: item.label, href: item.href, section: trail[0] ?? item.label });
      out.push(...flattenSidebarLinks(item.items, [...trail, item.label]));
    }
  }
  return out;
}
