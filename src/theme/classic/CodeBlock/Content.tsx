// `@theme/CodeBlock/Content`: the block's `<pre>`, each line a `CodeBlock/Line`. The lines are the
// build's tokens (Shiki's, their colours as classes): nothing is highlighted in the browser.
import type { HTMLAttributes } from 'react';
import {
  useCodeBlockContext,
  type CodeToken,
  ownCodeBlockPart,
} from '../../mdx/codeBlockContext.js';
import Line from './Line.js';
import { LINE_DIGITS, lineDigits } from '../../../shared/docusaurusCodeMarkup.js';

export default function CodeBlockContent({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  const { lines, lineNumbersStart, lineClassNames, language } = metadata;
  const numbered = lineNumbersStart !== undefined;
  // Docusaurus's classes on its sites (`_dv`: src/shared/docusaurusCodeMarkup.ts).
  const preClasses = __DOCS_DOCUSAURUS_METADATA__
    ? [className, 'prism-code', `language-${language}`, 'codeBlock_dv', 'thin-scrollbar', 'shiki']
    : ['shiki', className];
  const codeClasses = __DOCS_DOCUSAURUS_METADATA__
    ? ['codeBlockLines_dv', numbered && 'codeBlockLinesWithNumbering_dv']
    : [];
  const getTokenProps = ({ token }: { token: CodeToken }): HTMLAttributes<HTMLElement> => ({
    ...(token.className ? { className: token.className } : {}),
    children: token.content,
  });
  return (
    <pre className={preClasses.filter(Boolean).join(' ')} tabIndex={0}>
      <code
        className={codeClasses.filter(Boolean).join(' ') || undefined}
        {...(__DOCS_DOCUSAURUS_METADATA__ && numbered
          ? { [LINE_DIGITS]: lineDigits(lineNumbersStart + lines.length - 1) }
          : {})}
      >
        {lines.map((line, i) => (
          <Line
            key={i}
            line={line}
            classNames={lineClassNames[i]}
            showLineNumbers={numbered}
            getTokenProps={getTokenProps}
            getLineProps={({ className: lineClass }) =>
              ({
                className: ['line', __DOCS_DOCUSAURUS_METADATA__ && 'token-line', lineClass]
                  .filter(Boolean)
                  .join(' '),
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
