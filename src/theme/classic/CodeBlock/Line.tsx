// `@theme/CodeBlock/Line`: one line of a block, its tokens each a `Line/Token`. The props are
// Docusaurus's (prism-react-renderer's `getLineProps`/`getTokenProps`, here giving the classes the
// build computed).
import type { HTMLAttributes } from 'react';
import { ownCodeBlockPart, type CodeToken } from '../../mdx/codeBlockContext.js';
import LineToken from './Line/Token.js';

export interface CodeLineProps {
  line: CodeToken[];
  classNames?: string[];
  showLineNumbers: boolean;
  getLineProps: (input: { line: CodeToken[]; className?: string }) => HTMLAttributes<HTMLElement>;
  getTokenProps: (input: { token: CodeToken }) => HTMLAttributes<HTMLElement>;
}

export default function CodeBlockLine({
  line,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
}: CodeLineProps) {
  // On a Docusaurus site, a numbered line is its `codeLine`, its number and its content apart
  // (`_dv`: src/shared/docusaurusCodeMarkup.ts); the number is drawn from `data-line`.
  const numbered = __DOCS_DOCUSAURUS_METADATA__ && showLineNumbers;
  const className = [...(classNames ?? []), numbered && 'codeLine_dv'].filter(Boolean).join(' ');
  const lineProps = getLineProps({ line, ...(className ? { className } : {}) });
  const tokens = line.map((token, key) => {
    const tokenProps = getTokenProps({ token });
    return <LineToken key={key} {...tokenProps} line={line} token={token} />;
  });
  const number = (lineProps as Record<string, unknown>)['data-line'] as number | undefined;
  // A Docusaurus site's line ends with its newline, and is a `div` from 3.10 on
  // (src/shared/docusaurusCodeMarkup.ts).
  const inside = __DOCS_DOCUSAURUS_METADATA__;
  const Element = __DOCS_DOCUSAURUS_METADATA__ && __DOCS_DIV_CODE_LINES__ ? 'div' : 'span';
  return (
    <>
      <Element {...lineProps}>
        {numbered ? (
          <>
            <span className="codeLineNumber_dv" data-line={number} />
            <span className="codeLineContent_dv">{tokens}</span>
          </>
        ) : (
          tokens
        )}
        {inside && '\n'}
      </Element>
      {!inside && '\n'}
    </>
  );
}

ownCodeBlockPart(CodeBlockLine, true); // pure: static in MDX content
