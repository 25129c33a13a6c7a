// A theme import renamed by the page (`import Alert from '@theme/Admonition'`) used inside an
// attribute's expression: Homarr's integration pages pass `header: <Alert type="info">…</Alert>`
// to their own component. The import is taken out of the compiled page and its elements use the
// built-in component; the elements inside expressions were not renamed, and the page stopped at
// render with "Expected component `Alert` to be defined". Docusaurus keeps the import, so the
// element is the theme's Admonition.
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import remarkThemeImports from '../../../../plugins/mdx/remarkThemeImports.js';
import { renderDoc } from './renderDoc.js';

const BOX = 'export const Box = ({ header }) => <div className="box">{header}</div>;';

/** The page's ESM import sources after the plugin. */
function importsAfter(source: string): string[] {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkThemeImports);
  const tree = processor.runSync(processor.parse(source), new VFile({ value: source })) as Root;
  const out: string[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const body = (node.data as { estree: { body: { type: string; source?: { value: string } }[] } })
      .estree.body;
    for (const stmt of body) if (stmt.type === 'ImportDeclaration') out.push(stmt.source!.value);
  }
  return out;
}

describe('theme imports used inside expressions', () => {
  it('renders a renamed theme component inside an attribute expression', async () => {
    const { html } = await renderDoc(
      [
        "import Alert from '@theme/Admonition';",
        '',
        BOX,
        '',
        '<Box header={<Alert type="info">Inside</Alert>} />',
        '',
        '<Alert type="tip">Outside</Alert>',
        '',
        '{[1].map((n) => <Alert key={n} type="note">Mapped {n}</Alert>)}',
        '',
      ].join('\n'),
    );
    expect(html).toContain('<div class="box"><aside data-type="info">Inside</aside></div>');
    expect(html).toContain('<aside data-type="tip">Outside</aside>');
    expect(html).toContain('<aside data-type="note">Mapped 1</aside>');
  });

  it('keeps the import where its name is a value or JSX of the ESM', () => {
    const imp = "import Alert from '@theme/Admonition';\n\n";
    expect(importsAfter(imp + '<Alert type="tip">Only JSX</Alert>\n')).toEqual([]);
    expect(importsAfter(imp + '<Box components={{ Alert }} />\n')).toEqual(['@theme/Admonition']);
    expect(importsAfter(imp + 'export const note = <Alert type="note">Esm</Alert>;\n')).toEqual([
      '@theme/Admonition',
    ]);
  });
});
