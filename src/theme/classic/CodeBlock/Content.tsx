// `@theme/CodeBlock/Content`: the block's `<pre>`, each line a `CodeBlock/Line`. The lines are the
// build's tokens (Shiki's, their colours as classes): nothing is highlighted in the browser.
import type { HTMLAttributes } from 'react';
import {
  useCodeBlockContext,
  type CodeToken,
  ownCodeBlockPart,
} from '../../mdx/codeBlockContext.js';
import Line from './Line.js';

export default function CodeBlockContent({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  const { lines, lineNumbersStart, lineClassNames } = metadata;
  const getTokenProps = ({ token }: { token: CodeToken }): HTMLAttributes<HTMLElement> => ({
    ...(token.className ? { className: token.className } : {}),
    children: token.content,
  });
  return (
    <pre className={['shiki', className].filter(Boolean).join(' ')} tabIndex={0}>
      <code>
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            classNames={lineClassNames[i]}
            showLineNumbers={lineNumbersStart !== undefined}
            getTokenProps={getTokenProps}
            getLineProps={({ className: lineClass }) =>
              ({
                className: ['line', lineClass].filter(Boolean).join(' '),
                'data-line': (lineNumbersStart ?? 1) + i,
              }) as HTMLAttributes<HTMLElement>
            }
          />
        ))}
      </code>
    </pre>
  );
}

ownCodeBlockPart(CodeBlockContent, true); // pure: static in MDX content
