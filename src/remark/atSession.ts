// The knowledgebase's modem sessions: a rehype plugin (named in site.config.ts under
// `docs.rehypePlugins`) for fences with the language `at`. It runs after the generator's code
// blocks are made (each fence is a <CodeBlock language code title showLineNumbers> around its
// highlighted <pre>) and replaces such a block's <pre> with a session: commands and replies styled
// apart (src/components/AtSession/atSession.css), known replies with a note on their fields (shown
// on hover and keyboard focus), and a copy button that copies only the commands.
import type { Element, ElementContent, Root } from 'hast';
import { atCommands, classifyAtLine, explainAtReply } from './atSessionNotes.js';

interface JsxAttribute {
  type: string;
  name: string;
  value?: unknown;
}
interface CodeBlockNode {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: JsxAttribute[];
  children: ElementContent[];
}

/** An element's classes (Shiki writes them as a `class` string, rehype as a `className` list). */
const classList = (el: Element): string[] => {
  const value = el.properties.className ?? el.properties.class;
  return Array.isArray(value) ? value.map(String) : String(value ?? '').split(/\s+/);
};

/** The highlighted block's lines: the number each shows and whether it is highlighted. */
function lineMarks(pre: Element): { line: number; highlighted: boolean }[] {
  const code = pre.children.find((c): c is Element => c.type === 'element');
  return (code?.children ?? [])
    .filter((c): c is Element => c.type === 'element' && classList(c).includes('line'))
    .map((l) => ({
      line: Number(l.properties.dataLine ?? l.properties['data-line']),
      highlighted: classList(l).includes('theme-code-block-highlighted-line'),
    }));
}

/** A session's <pre>: a span per line, commands marked, known replies with their note. */
export function renderAtSession(
  code: string,
  marks: { line: number; highlighted: boolean }[],
  notePrefix: string,
): Element {
  const lines: ElementContent[] = [];
  code.split('\n').forEach((text, i) => {
    const kind = classifyAtLine(text);
    const note = kind === 'reply' ? explainAtReply(text) : undefined;
    const mark = marks[i] ?? { line: i + 1, highlighted: false };
    const noteId = `${notePrefix}-${i}`;
    const content: ElementContent[] = note
      ? [
          {
            type: 'element',
            tagName: 'span',
            // A toggletip: focusable, so keyboard readers reach the note; a widget role, so
            // assistive technology announces something that can be focused (axe's
            // focus-order-semantics).
            properties: {
              className: ['at-note'],
              role: 'button',
              tabIndex: 0,
              ariaDescribedBy: [noteId],
            },
            children: [
              { type: 'text', value: text },
              {
                type: 'element',
                tagName: 'span',
                properties: { className: ['at-note__text'], role: 'tooltip', id: noteId },
                children: [{ type: 'text', value: note }],
              },
            ],
          },
        ]
      : [{ type: 'text', value: text }];
    if (i > 0) lines.push({ type: 'text', value: '\n' });
    lines.push({
      type: 'element',
      tagName: 'span',
      properties: {
        className: [
          'line',
          'at-line',
          `at-line--${kind}`,
          ...(mark.highlighted ? ['theme-code-block-highlighted-line'] : []),
        ],
        dataLine: mark.line,
        ...(kind === 'command' ? { dataKind: 'command' } : {}),
      },
      children: content,
    });
  });
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['shiki', 'at-session'], tabIndex: 0 },
    children: [{ type: 'element', tagName: 'code', properties: {}, children: lines }],
  };
}

function visitCodeBlocks(node: { children?: unknown[] }, found: CodeBlockNode[]): void {
  for (const child of (node.children ?? []) as (CodeBlockNode | Element)[]) {
    if (child.type === 'mdxJsxFlowElement' && (child as CodeBlockNode).name === 'CodeBlock')
      found.push(child as CodeBlockNode);
    else if ('children' in child) visitCodeBlocks(child as { children?: unknown[] }, found);
  }
}

export default function rehypeAtSession() {
  return (tree: Root) => {
    const blocks: CodeBlockNode[] = [];
    visitCodeBlocks(tree, blocks);
    let count = 0;
    for (const block of blocks) {
      const attr = (name: string) => block.attributes.find((a) => a.name === name);
      if (attr('language')?.value !== 'at') continue;
      const pre = block.children.find(
        (c): c is Element => c.type === 'element' && c.tagName === 'pre',
      );
      const code = attr('code');
      if (!pre || !code || typeof code.value !== 'string') continue;
      const raw = code.value;
      block.children = block.children.map((c) =>
        c === pre ? renderAtSession(raw, lineMarks(pre), `at-note-${++count}`) : c,
      );
      // The copy button copies what the host types, one command per line.
      code.value = atCommands(raw);
      block.attributes.splice(block.attributes.indexOf(code) + 1, 0, {
        type: 'mdxJsxAttribute',
        name: 'copyLabel',
        value: 'Copy commands',
      });
    }
  };
}
