// The island rule (issue 26): host elements and the theme's pure components render static; any
// other component (a site's, or one with state) is an island, outermost only.
import { createElement, useState, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mdxComponents, Table } from '../../../src/theme/mdx/components.js';
import { ClassicCodeButtons } from '../../../src/theme/mdx/classicCodeButtons.js';
import { expandStatic } from '../../../src/theme/mdx/islands.js';

function Counter({ start }: { start: number }) {
  const [n, setN] = useState(start);
  return <button onClick={() => setN(n + 1)}>{n}</button>;
}

// A site of ours's table wrapper (a Docusaurus site's table is the bare element: the map has none).
const { Admonition, CodeBlock, Tabs, TabItem, h2: H2 } = mdxComponents;

function islandsOf(tree: ReactNode): ReactElement[] {
  const found: ReactElement[] = [];
  expandStatic(tree, (el) => void found.push(el));
  return found;
}

describe('expandStatic', () => {
  it('gives what a static component renders no key of its own ("null" for every sibling)', () => {
    // As compiled MDX passes them: children as arguments, without keys.
    const tree = createElement(
      'div',
      null,
      createElement(H2, { id: 'a' }, 'A'),
      createElement(H2, { id: 'b' }, 'B'),
      createElement(H2, { id: 'c', key: 'c' }, 'C'),
    );
    const out = expandStatic(tree, (el) => el) as ReactElement<{ children: ReactElement[] }>;
    expect(out.props.children.map((c) => c.key)).toEqual([null, null, 'c']);
  });

  it('keeps prose, headings, tables and admonitions static', () => {
    const tree = (
      <>
        <H2 id="a">A</H2>
        <p>
          Text with <code>code</code>
        </p>
        <Table>
          <tbody>
            <tr>
              <td>1</td>
            </tr>
          </tbody>
        </Table>
        <table>
          <tbody>
            <tr>
              <td>2</td>
            </tr>
          </tbody>
        </table>
        <Admonition type="note">
          <p>inside</p>
        </Admonition>
      </>
    );
    expect(islandsOf(tree)).toEqual([]);
  });

  it('makes a code block static and its copy button an island', () => {
    const found = islandsOf(
      <CodeBlock code="AT" copyLabel="Copy commands">
        <pre>AT</pre>
      </CodeBlock>,
    );
    // These tests render as a Docusaurus site (vite.config.ts): its buttons are theme-classic's,
    // which have no label of their own (a site of ours gets codeBlockParts' CopyButton).
    expect(found.map((e) => e.type)).toEqual([ClassicCodeButtons]);
    expect(found[0]!.props).toEqual({ code: 'AT' });
  });

  it('makes a component of the site an island, found inside static parts too', () => {
    const found = islandsOf(
      <Admonition type="tip">
        <p>
          Count: <Counter start={2} />
        </p>
      </Admonition>,
    );
    expect(found.map((e) => e.type)).toEqual([Counter]);
  });

  it('marks only the outermost island: a tab set holds its code blocks', () => {
    const found = islandsOf(
      <Tabs>
        <TabItem value="a">
          <CodeBlock code="x">
            <pre>x</pre>
          </CodeBlock>
        </TabItem>
      </Tabs>,
    );
    expect(found.map((e) => e.type)).toEqual([Tabs]);
  });

  it("makes a site's override of a theme component an island (site code)", () => {
    function SiteCodeBlock(props: { code: string; children?: ReactNode }) {
      return <CodeBlock {...props} />;
    }
    const found = islandsOf(
      <SiteCodeBlock code="x">
        <pre>x</pre>
      </SiteCodeBlock>,
    );
    expect(found.map((e) => e.type)).toEqual([SiteCodeBlock]);
  });

  it('makes a paragraph holding a block an island, which the browser renders as written', () => {
    // MDX's `<p className="lead">` around a line makes `<p class="lead"><p>…</p></p>`, which the
    // HTML parser splits (`<p class="lead"></p><p>…</p><p></p>`): Docusaurus 3.8.1's hydration
    // renders it again (react-strict-dom's lead paragraph, large under its class), so does an island.
    const lead = (
      <p className="lead">
        <p>Knots hold.</p>
      </p>
    );
    const deep = (
      <p>
        <span>
          <div>Bight</div>
        </span>
      </p>
    );
    const found = islandsOf(
      <>
        {lead}
        <p>
          Plain <b>bold</b> <code>code</code>
        </p>
        {deep}
      </>,
    );
    expect(found).toEqual([lead, deep]);
  });
});
