// What an ejected TOCItems and an ejected CodeBlock of Docusaurus 3.0–3.7 import from
// `@docusaurus/theme-common/internal` (still exported by 3.8–3.10): QuestDB's TOCItems stopped the
// build at `useFilteredAndTreeifiedTOC is not a function`, and its CodeBlock parts call
// `parseLanguage`, `parseLines`, `containsLineNumbers` and `getPrismCssVariables`.
import { act, cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  containsLineNumbers,
  filterTOC,
  getLineNumbersStart,
  getPrismCssVariables,
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
  treeifyTOC,
  useFilteredAndTreeifiedTOC,
  useTOCHighlight,
  type TOCTreeNode,
} from '../../../src/theme/docusaurus/themeCommon.js';
import { activeHeading } from '../../../src/theme/docusaurus/themeCommonToc.js';
import { DEFAULT_MAGIC_COMMENTS } from '../../../src/shared/magicComments.js';

afterEach(cleanup);

const h = (level: number, id: string) => ({ value: id.toUpperCase(), id, level });
/** A tree as `id(children…)`, to compare shapes at a glance. */
const shape = (nodes: readonly TOCTreeNode[]): string =>
  nodes.map((n) => (n.children.length ? `${n.id}(${shape(n.children)})` : n.id)).join(' ');

describe('treeifyTOC and filterTOC', () => {
  const toc = [h(2, 'a'), h(3, 'a1'), h(4, 'a1x'), h(2, 'b'), h(4, 'b1'), h(3, 'b2')];

  it('nests each heading under the nearest heading before it of a lower level', () => {
    expect(shape(treeifyTOC(toc))).toBe('a(a1(a1x)) b(b1 b2)');
    // An h3 before any h2 is a root; the value stays the heading's HTML.
    const tree = treeifyTOC([h(3, 'intro'), h(2, 'x')]);
    expect(shape(tree)).toBe('intro x');
    expect(tree[0]).toEqual({ value: 'INTRO', id: 'intro', level: 3, children: [] });
  });

  it('drops levels outside the range, their children taking their place', () => {
    const tree = treeifyTOC(toc);
    expect(shape(filterTOC({ toc: tree, minHeadingLevel: 2, maxHeadingLevel: 3 }))).toBe(
      'a(a1) b(b2)',
    );
    expect(shape(filterTOC({ toc: tree, minHeadingLevel: 3, maxHeadingLevel: 4 }))).toBe(
      'a1(a1x) b1 b2',
    );
  });

  it('useFilteredAndTreeifiedTOC gives the filtered tree, as an ejected TOCItems renders it', () => {
    function Items() {
      const tree = useFilteredAndTreeifiedTOC({ toc, minHeadingLevel: 2, maxHeadingLevel: 3 });
      return <span>{shape(tree)}</span>;
    }
    expect(renderToStaticMarkup(<Items />)).toBe('<span>a(a1) b(b2)</span>');
  });
});

describe('useTOCHighlight', () => {
  /** Headings whose boxes are at the given tops (jsdom does no layout). */
  function placeHeadings(tops: Record<string, number>) {
    for (const [id, top] of Object.entries(tops)) {
      const el = document.createElement('h2');
      el.id = id;
      el.className = 'anchor';
      el.getBoundingClientRect = () => ({ top, bottom: top + 20 }) as DOMRect;
      document.body.appendChild(el);
    }
  }

  it('picks the first heading below the offset in the top half, else the one before it', () => {
    placeHeadings({ one: -300, two: 100, three: 700 });
    const all = Array.from(document.querySelectorAll<HTMLElement>('h2.anchor'));
    expect(activeHeading(all, 0, 1000)?.id).toBe('two');
    expect(activeHeading(all.slice(0, 1).concat(all[2]!), 0, 1000)?.id).toBe('one');
    expect(activeHeading(all.slice(0, 1), 0, 1000)?.id).toBe('one');
    document.body.innerHTML = '';
  });

  it("marks the link of the heading in view with the config's active class", () => {
    placeHeadings({ first: -500, second: 50 });
    function Toc() {
      useTOCHighlight({
        linkClassName: 'toc-link',
        linkActiveClassName: 'toc-link--active',
        minHeadingLevel: 2,
        maxHeadingLevel: 3,
      });
      return (
        <ul>
          <li>
            <a className="toc-link" href="#first">
              First
            </a>
          </li>
          <li>
            <a className="toc-link toc-link--active" href="#second">
              Second
            </a>
          </li>
        </ul>
      );
    }
    const { container } = render(<Toc />);
    const active = () =>
      Array.from(container.querySelectorAll('.toc-link--active')).map((a) => a.textContent);
    expect(active()).toEqual(['Second']);
    // Scrolled down: the second heading leaves the top half, the first is the reader's.
    document.getElementById('second')!.getBoundingClientRect = () =>
      ({ top: 800, bottom: 820 }) as DOMRect;
    act(() => {
      document.dispatchEvent(new Event('scroll'));
    });
    expect(active()).toEqual(['First']);
  });

  it('does nothing without a config', () => {
    function Toc() {
      useTOCHighlight(undefined);
      return (
        <a className="toc-link toc-link--active" href="#x">
          X
        </a>
      );
    }
    const { container } = render(<Toc />);
    expect(container.querySelector('.toc-link--active')).not.toBeNull();
  });
});

describe("an ejected code block's helpers", () => {
  it('parseLanguage reads the language class', () => {
    expect(parseLanguage('foo language-sql bar')).toBe('sql');
    expect(parseLanguage('foo')).toBeUndefined();
    expect(parseLanguage(undefined)).toBeUndefined();
  });

  it('parseCodeBlockTitle, containsLineNumbers and getLineNumbersStart read the metastring', () => {
    expect(parseCodeBlockTitle(`title="server.conf" {2}`)).toBe('server.conf');
    expect(parseCodeBlockTitle(`title='a "b"'`)).toBe('a "b"');
    expect(parseCodeBlockTitle('{2}')).toBe('');
    expect(containsLineNumbers('showLineNumbers=4')).toBe(true);
    expect(containsLineNumbers(undefined)).toBe(false);
    expect(
      getLineNumbersStart({ showLineNumbers: undefined, metastring: 'showLineNumbers=4' }),
    ).toBe(4);
    expect(
      getLineNumbersStart({ showLineNumbers: undefined, metastring: 'x showLineNumbers' }),
    ).toBe(1);
    expect(getLineNumbersStart({ showLineNumbers: false, metastring: 'showLineNumbers' })).toBe(
      undefined,
    );
    expect(getLineNumbersStart({ showLineNumbers: 7, metastring: undefined })).toBe(7);
  });

  it('parseLines marks a metastring range, leaving the code as it is but its last line break', () => {
    const code = 'SELECT 1;\n-- highlight-next-line\nSELECT 2;\nSELECT 3;\n';
    expect(
      parseLines(code, {
        metastring: 'title="q.sql" {1,3-4}',
        language: 'sql',
        magicComments: DEFAULT_MAGIC_COMMENTS,
      }),
    ).toEqual({
      code: code.slice(0, -1),
      lineClassNames: {
        0: ['theme-code-block-highlighted-line'],
        2: ['theme-code-block-highlighted-line'],
        3: ['theme-code-block-highlighted-line'],
      },
    });
  });

  it('parseLines takes the magic comments out and marks their lines', () => {
    const parsed = parseLines('SELECT 1;\n-- highlight-next-line\nSELECT 2;\nSELECT 3;', {
      metastring: undefined,
      language: 'sql',
      magicComments: DEFAULT_MAGIC_COMMENTS,
    });
    expect(parsed).toEqual({
      code: 'SELECT 1;\nSELECT 2;\nSELECT 3;',
      lineClassNames: { 1: ['theme-code-block-highlighted-line'] },
    });
    // Without a language nothing is parsed; a range needs a magic comment for its class.
    expect(
      parseLines('a\n// highlight-next-line\nb', {
        metastring: undefined,
        language: undefined,
        magicComments: DEFAULT_MAGIC_COMMENTS,
      }).lineClassNames,
    ).toEqual({});
    expect(() => parseLines('a', { metastring: '{1}', language: 'js', magicComments: [] })).toThrow(
      /no magic comment config/,
    );
  });

  it('getPrismCssVariables gives the plain colours as --prism-* variables', () => {
    expect(
      getPrismCssVariables({ plain: { color: '#111', backgroundColor: '#eee', fontStyle: 'x' } }),
    ).toEqual({ '--prism-color': '#111', '--prism-background-color': '#eee' });
    expect(getPrismCssVariables({ plain: {} })).toEqual({});
  });
});
