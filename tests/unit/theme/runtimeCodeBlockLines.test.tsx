// A `<CodeBlock>` whose text is known only when the page runs, on a Docusaurus site (the unit-dom
// project renders as one): Docusaurus's CodeBlock reads its highlight comments (`prism.magicComments`,
// its default here) and its `metastring`'s `{…}` range, draws the marked lines with their class and
// the rest as they are, and copies the code without the comments. The lines below are what
// Docusaurus 3.8.1 drew for the same comments in JavaScript (`//`), in the runtime block of
// tests/fixtures/sites/codeblock-classes (tests/unit/plugins/codeBlockClasses.test.ts); here in
// plain text, whose blocks take `#` comments too. Before: the comment lines were shown and
// copied, no line was marked.
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CodeBlock from '../../../src/theme/mdx/CodeBlock.js';

const TEXT = [
  'tide = 4',
  '# highlight-next-line',
  'moon = 1',
  '# highlight-start',
  'wind = 2',
  'swell = 3',
  '# highlight-end',
  'done',
].join('\n');

/** Docusaurus 3.8.1's lines for those comments: [text, classes] (its default magic comment). */
const DOCUSAURUS_LINES = [
  ['tide = 4', 'token-line'],
  ['moon = 1', 'token-line theme-code-block-highlighted-line'],
  ['wind = 2', 'token-line theme-code-block-highlighted-line'],
  ['swell = 3', 'token-line theme-code-block-highlighted-line'],
  ['done', 'token-line'],
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The block's lines as [text, Docusaurus's classes among theirs]. */
const linesOf = (host: HTMLElement) =>
  [...host.querySelectorAll('code > .token-line')].map((l) => [
    l.textContent?.replace(/\n$/, ''),
    [...l.classList].filter((c) => c !== 'line').join(' '),
  ]);

describe('a runtime <CodeBlock> with highlight comments', () => {
  it('marks the lines they name and leaves them out of the code shown and copied', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = render(<CodeBlock language="text">{TEXT}</CodeBlock>);
    expect(linesOf(container)).toEqual(DOCUSAURUS_LINES);
    // The buttons with theme-classic 3.8.1's CSS-module classes (Buttons, CopyButton), as `_dv`.
    const copy = container.querySelector('.buttonGroup_dv > button.copyButton_dv')!;
    expect(copy.getAttribute('title')).toBe('Copy');
    await act(async () => {
      fireEvent.click(copy);
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith(DOCUSAURUS_LINES.map(([t]) => t).join('\n'));
    expect(copy.classList.contains('copyButtonCopied_dv')).toBe(true);
  });

  it("marks a metastring's range, numbering the lines from showLineNumbers", () => {
    const { container } = render(
      <CodeBlock language="text" metastring="{2}" showLineNumbers={7}>
        {'a\nb\nc'}
      </CodeBlock>,
    );
    const lines = [...container.querySelectorAll('code > .token-line')];
    expect(lines.map((l) => l.className)).toEqual([
      'line token-line codeLine_dv',
      'line token-line theme-code-block-highlighted-line codeLine_dv',
      'line token-line codeLine_dv',
    ]);
    expect(
      lines.map((l) => l.querySelector('.codeLineNumber_dv')!.getAttribute('data-line')),
    ).toEqual(['7', '8', '9']);
    expect(lines.map((l) => l.querySelector('.codeLineContent_dv')!.textContent)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it("puts the classes it is given on its box, before its language's, as Docusaurus does", () => {
    // A page centring its text draws code with `<CodeBlock className="text--left">`: Docusaurus
    // 3.7 to 3.10 put the class on the block's container (`text--left language-jsx
    // codeBlockContainer_<hash> theme-code-block`); dropped, the code was centred.
    const { container } = render(
      <>
        <CodeBlock className="text--left" language="text">
          {'loom = 1'}
        </CodeBlock>
        <CodeBlock className="language-text">{'warp'}</CodeBlock>
      </>,
    );
    const boxes = [...container.querySelectorAll('.theme-code-block')].map((b) => [...b.classList]);
    expect(boxes[0]!.slice(1)).toEqual([
      'text--left',
      'language-text',
      'codeBlockContainer_dv',
      'theme-code-block',
    ]);
    // A language class given is not repeated.
    expect(boxes[1]!.filter((c) => c === 'language-text')).toHaveLength(1);
  });
});
