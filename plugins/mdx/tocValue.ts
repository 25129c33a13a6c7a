// A heading as the HTML of its table-of-contents entry, by Docusaurus's rule (mdx-loader's toc
// plugin): text escaped, inline code, emphasis, strong and strike-through kept as tags, links
// reduced to their text, images dropped, a JSX element kept with its tag and class only, an MDX
// expression as its source (`## A {/* note */}` lists `A /* note */`).
import type { ElementContent, Element } from 'hast';
import { toString } from 'hast-util-to-string';

const ENTITIES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};
const escapeHtml = (s: string) => s.replace(/["&'<>]/g, (c) => ENTITIES[c]!);

const KEPT_TAGS = new Set(['code', 'em', 'strong', 'del']);

interface JsxTextElement {
  type: 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: ElementContent[];
}

function children(nodes: ElementContent[]): string {
  return nodes.map(nodeHtml).join('');
}

function jsxHtml(node: JsxTextElement): string {
  if (!node.name || node.name === 'img') return '';
  const cls = node.attributes.find(
    (a) => a.type === 'mdxJsxAttribute' && (a.name === 'className' || a.name === 'class'),
  );
  const attr = cls ? ` class="${escapeHtml(String(cls.value))}"` : '';
  return `<${node.name}${attr}>${children(node.children).trim()}</${node.name}>`;
}

function nodeHtml(node: ElementContent | JsxTextElement): string {
  if (node.type === 'text') return escapeHtml(node.value);
  if (node.type === 'mdxJsxTextElement') return jsxHtml(node);
  // An expression's source, as written (Docusaurus's TOC takes its Markdown text, unescaped).
  if ((node.type as string) === 'mdxTextExpression')
    return String((node as unknown as { value: string }).value);
  if (node.type !== 'element') return '';
  const el = node as Element;
  if (el.tagName === 'img') return '';
  if (el.tagName === 'code') return `<code>${escapeHtml(toString(el))}</code>`;
  if (KEPT_TAGS.has(el.tagName)) return `<${el.tagName}>${children(el.children)}</${el.tagName}>`;
  if (el.tagName === 'a') return children(el.children);
  return escapeHtml(toString(el));
}

/** The TOC value of a heading element: HTML, as a Docusaurus site's TOC components expect. */
export function tocValue(heading: Element): string {
  return children(heading.children).trim();
}
