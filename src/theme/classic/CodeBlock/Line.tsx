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
  getLineProps,
  getTokenProps,
}: CodeLineProps) {
  const lineProps = getLineProps({ line, className: classNames?.join(' ') });
  return (
    <>
      <span {...lineProps}>
        {line.map((token, key) => {
          const tokenProps = getTokenProps({ token });
          return <LineToken key={key} {...tokenProps} line={line} token={token} />;
        })}
      </span>
      {'\n'}
    </>
  );
}

ownCodeBlockPart(CodeBlockLine, true); // pure: static in MDX content
