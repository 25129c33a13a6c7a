// Turns `:::note[Title]` container directives into <Admonition> elements, and restores every
// other directive to the text it came from (so "10:30" or "Note:this" stay as written). On a
// Docusaurus site only a text directive without label or attributes (`:this`) is text again, as
// Docusaurus 3's unusedDirectives plugin gives it back; any other directive no plugin used is left
// to remark-rehype, which draws it as a <div> of its content (`:b[:c]` is `<div>:c</div>`), with
// a warning at its position, as Docusaurus warns.
import type { VFile } from 'vfile';
import type { Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { isDocusaurusCompile } from './remarkContentTitle.js';
import { SKIP, walk } from './walk.js';

export const ADMONITION_TYPES = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'secondary',
  'important',
  'success',
];

function directiveAsText(node: TextDirective | LeafDirective): PhrasingContent[] {
  const children = (node.children ?? []) as PhrasingContent[];
  const prefix = node.type === 'textDirective' ? ':' : '::';
  return [
    { type: 'text', value: prefix + node.name },
    ...(children.length
      ? [{ type: 'text' as const, value: '[' }, ...children, { type: 'text' as const, value: ']' }]
      : []),
  ];
}

/** Adjacent text nodes as one (its position from the first's start to the last's end). */
function joinTexts(nodes: PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const n of nodes) {
    const last = out.at(-1);
    if (last?.type === 'text' && n.type === 'text') {
      const start = last.position?.start;
      const end = n.position?.end;
      out[out.length - 1] = {
        type: 'text',
        value: last.value + n.value,
        ...(start && end ? { position: { start, end } } : {}),
      };
    } else out.push(n);
  }
  return out;
}

/** A text directive without label or attributes (`:name`), which Docusaurus gives back as text. */
function isSimpleTextDirective(node: TextDirective | LeafDirective): boolean {
  return (
    node.type === 'textDirective' &&
    !node.children?.length &&
    !Object.keys(node.attributes ?? {}).length
  );
}

const DIRECTIVE_PREFIX = { textDirective: ':', leafDirective: '::', containerDirective: ':::' };

/** Docusaurus's warning for a directive no plugin used (drawn as a <div> of its content). */
function unusedDirective(file: VFile, node: TextDirective | LeafDirective | ContainerDirective) {
  file.message(
    `unused Markdown directive "${DIRECTIVE_PREFIX[node.type]}${node.name}": drawn as a <div> of its content, as Docusaurus draws it (write \\: for a literal colon)`,
    node,
  );
}

export interface AdmonitionsOptions {
  /** The admonition keywords (a Docusaurus config's docs `admonitions`); the defaults when absent. */
  types?: string[];
  /**
   * The directive's `{.class #id}` become the admonition's `className` and `id`, as Docusaurus
   * 3.10's mdx-loader gives them; before 3.10 they are left out.
   */
  attributes?: boolean;
}

export default function remarkAdmonitions(options: AdmonitionsOptions = {}) {
  const types = options.types ?? ADMONITION_TYPES;
  return (tree: Root, file: VFile) => {
    // A Docusaurus site's title is inline content in the heading, as its theme draws it (the
    // title text, or the label's phrasing: no paragraph); a site.config.ts site's keeps the
    // paragraph its stylesheet styles (`.admonition-title p`).
    const inlineTitle = isDocusaurusCompile(file.data as { frontMatter?: unknown });
    walk(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'containerDirective') {
        const dir = node as ContainerDirective;
        if (!types.includes(dir.name) && inlineTitle) {
          unusedDirective(file, dir);
          return;
        }
        if (!types.includes(dir.name)) {
          // Unknown container: keep its content, as a plain block, and say so (Docusaurus warns
          // about unused directives too).
          file.message(
            `":::${dir.name}" is not an admonition (${types.join(', ') || 'admonitions are off'}): its content is shown as plain text`,
            dir,
          );
          parent.children.splice(index, 1, ...(dir.children as RootContent[] as never[]));
          return [SKIP, index];
        }
        const [first, ...rest] = dir.children;
        const hasLabel =
          first?.type === 'paragraph' && (first as Paragraph).data?.directiveLabel === true;
        const titleNodes = hasLabel ? (first as Paragraph).children : [];
        const attrTitle = dir.attributes?.title ?? undefined;
        const title: PhrasingContent[] = titleNodes.length
          ? titleNodes
          : [{ type: 'text', value: attrTitle ?? '' }];
        const element: MdxJsxFlowElement = {
          type: 'mdxJsxFlowElement',
          name: 'Admonition',
          attributes: [
            ...(options.attributes && dir.attributes?.class
              ? [
                  {
                    type: 'mdxJsxAttribute' as const,
                    name: 'className',
                    value: dir.attributes.class,
                  },
                ]
              : []),
            ...(options.attributes && dir.attributes?.id
              ? [{ type: 'mdxJsxAttribute' as const, name: 'id', value: dir.attributes.id }]
              : []),
            { type: 'mdxJsxAttribute', name: 'type', value: dir.name },
          ],
          children: [
            ...(titleNodes.length || attrTitle
              ? [
                  {
                    type: 'mdxJsxFlowElement' as const,
                    name: 'AdmonitionTitle',
                    attributes: [],
                    // (Phrasing in a flow element: MDX compiles it as the element's children.)
                    children: (inlineTitle
                      ? title
                      : [{ type: 'paragraph' as const, children: title }]) as never[],
                  },
                ]
              : []),
            ...((hasLabel ? rest : dir.children) as MdxJsxFlowElement['children']),
          ],
          position: dir.position,
        };
        // Mutated in place so the visit continues into the new children (nested admonitions).
        for (const key of Object.keys(dir)) delete (dir as unknown as Record<string, unknown>)[key];
        Object.assign(dir, element);
        return;
      }
      if (node.type === 'textDirective' && !/^[A-Za-z]/.test(node.name)) {
        // remark-directive 4 reads the `:00` of "12:00" or the `:9` of "16:9" as a directive;
        // Docusaurus's remark-directive 3 starts a name with a letter only, and keeps one text
        // there. Given back as text and joined to the text around it, as Docusaurus has it.
        const children = parent.children as PhrasingContent[];
        const from = children[index - 1]?.type === 'text' ? index - 1 : index;
        const to = children[index + 1]?.type === 'text' ? index + 2 : index + 1;
        const joined = joinTexts([
          ...children.slice(from, index),
          ...directiveAsText(node as TextDirective),
          ...children.slice(index + 1, to),
        ]);
        children.splice(from, to - from, ...joined);
        return [SKIP, from + joined.length];
      }
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        if (inlineTitle && !isSimpleTextDirective(node as TextDirective)) {
          // Docusaurus (its unusedDirectives plugin) leaves such a directive to remark-rehype,
          // which draws an unknown node as a <div> of its children (the label), and warns.
          unusedDirective(file, node as TextDirective);
          return;
        }
        const replacement = directiveAsText(node as TextDirective);
        if (node.type === 'leafDirective')
          parent.children[index] = { type: 'paragraph', children: replacement } as never;
        else parent.children.splice(index, 1, ...(replacement as never[]));
        return [SKIP, index + (node.type === 'leafDirective' ? 1 : replacement.length)];
      }
    });
  };
}
