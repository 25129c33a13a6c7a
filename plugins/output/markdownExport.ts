// Clean Markdown of a doc for machines (llms-full.txt and a .md file beside each page): the MDX
// source with components flattened into plain Markdown, links resolved to site URLs.
import type { Root, RootContent, Paragraph, PhrasingContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { visit, SKIP } from 'unist-util-visit';
import { withBaseUrl } from '../../src/shared/paths.js';
import type { SidebarItem } from '../../src/shared/types.js';
import { preprocessMdx } from '../mdx/preprocess.js';
import remarkAdmonitions from '../mdx/remarkAdmonitions.js';
import remarkResolveLinks from '../mdx/remarkResolveLinks.js';

const attr = (node: MdxJsxFlowElement, name: string) => {
  const a = node.attributes.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return a && typeof a.value === 'string' ? a.value : undefined;
};

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });

/** Replaces MDX-only constructs with their plain Markdown meaning. */
function flattenComponents(options: { cards?: DocCard[]; absolute: (path: string) => string }) {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if (node.type === 'link' && node.url.startsWith('/')) node.url = options.absolute(node.url);
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const el = node as MdxJsxFlowElement;
      let replacement: RootContent[];
      switch (el.name) {
        case 'Admonition': {
          const [title, ...rest] = el.children;
          const hasTitle = title?.type === 'mdxJsxFlowElement' && title.name === 'AdmonitionTitle';
          const titleText = hasTitle ? ((title.children[0] as Paragraph | undefined)?.children ?? []) : [];
          const heading: Paragraph = { type: 'paragraph', children: [strong(`${(attr(el, 'type') ?? 'note').toUpperCase()}${hasTitle ? ':' : ''}`), ...(hasTitle ? [text(' '), ...titleText] : [])] };
          replacement = [{ type: 'blockquote', children: [heading, ...((hasTitle ? rest : el.children) as never[])] }];
          break;
        }
        case 'TabItem':
          replacement = [{ type: 'paragraph', children: [strong(attr(el, 'label') ?? attr(el, 'value') ?? 'Tab')] }, ...(el.children as RootContent[])];
          break;
        case 'DocCardList':
          // Without the cards (the compile does not know the sidebar), a marker the build replaces.
          replacement = !options.cards
            ? [{ type: 'html', value: DOC_CARD_LIST_MARKER }]
            : options.cards.length
            ? [{ type: 'list', ordered: false, spread: false, children: options.cards.map((c) => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [{ type: 'link', url: options.absolute(c.href), children: [text(c.label)] }, ...(c.description ? [text(`: ${c.description}`)] : [])] }] })) }]
            : [];
          break;
        case 'PayloadCalculator':
          replacement = [{ type: 'paragraph', children: [text('(An interactive payload calculator is available on the web page.)')] }];
          break;
        case 'summary':
          replacement = [{ type: 'paragraph', children: [strong(el.children.map((c) => ('value' in c ? String(c.value) : '')).join('') || 'Details')] }];
          break;
        default:
          replacement = el.children as RootContent[];
      }
      parent.children.splice(index, 1, ...(replacement as never[]));
      return [SKIP, index];
    });
  };
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
 * resolved, it turns a copy of the tree into the page's Markdown body (`file.data.markdown`), so
 * the export needs no second parse. DocCardLists stay as markers for `finishMarkdown`.
 */
export function remarkMarkdownSnapshot(options: { absolute: (path: string) => string }) {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    file.data.markdown = markdownBody(structuredClone(tree), options.absolute);
  };
}

function markdownBody(tree: Root, absolute: (path: string) => string, cards?: DocCard[]): string {
  const processor = unified().use(remarkMdx).use(remarkGfm).use(remarkDirective).use(flattenComponents, { cards, absolute }).use(remarkStringify, { bullet: '-', fences: true, rule: '-' });
  const out = processor.stringify(processor.runSync(tree) as Root);
  return out.replace(/\s*\\?\{#[^}\s]+\\?\}/g, '').trim();
}

const cardsMarkdown = (cards: DocCard[], absolute: (path: string) => string): string =>
  cards.length ? markdownBody({ type: 'root', children: [{ type: 'mdxJsxFlowElement', name: 'DocCardList', attributes: [], children: [] }] }, absolute, cards) : '';

/** A page's exported Markdown: its title, description and URL, then the body with its cards. */
export function finishMarkdown(params: { title: string; description: string; url: string; body: string; cards?: DocCard[]; absolute: (path: string) => string }): string {
  let body = params.body;
  if (body.includes(DOC_CARD_LIST_MARKER)) {
    const cards = cardsMarkdown(params.cards ?? [], params.absolute);
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

/** A page's exported Markdown from its source (the build takes the body from the compile instead). */
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
  const file = await unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkAdmonitions)
    .use(remarkResolveLinks, { source: params.source, permalinkBySource: params.permalinkBySource })
    .use(flattenComponents, { cards: params.cards ?? [], absolute: params.absolute })
    .use(remarkStringify, { bullet: '-', fences: true, rule: '-' })
    .process(preprocessMdx(params.body).replace(/^\s+/, ''));
  const body = String(file).replace(/\s*\\?\{#[^}\s]+\\?\}/g, '').trim();
  return finishMarkdown({ ...params, body });
}

/** The pages of a sidebar in reading order, for llms.txt (unlisted pages left out). */
export function flattenSidebarLinks(items: SidebarItem[], trail: string[] = []): { label: string; href: string; section: string }[] {
  const out: { label: string; href: string; section: string }[] = [];
  for (const item of items) {
    if (item.type === 'link' && !item.unlisted) out.push({ label: item.label, href: item.href, section: trail[0] ?? '' });
    if (item.type === 'category') {
      if (item.href && !item.linkUnlisted) out.push({ label: item.label, href: item.href, section: trail[0] ?? item.label });
      out.push(...flattenSidebarLinks(item.items, [...trail, item.label]));
    }
  }
  return out;
}
