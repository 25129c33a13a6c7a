// A code block's parts, in a module a site's override of `@theme/CodeBlock` does not replace
// (the island rule registers them: ./islands.tsx).
import { useEffect, useRef, useState } from 'react';
import { renderStatically } from './islands.js';
import { copyText } from './copyText.js';
import { translateTheme } from '../translate.js';
import { LINE_DIGITS, lineDigits } from '../../shared/docusaurusCodeMarkup.js';

/** A runtime block's line classes (0-based: highlight comments, `{1,3}`) and first number. */
export interface RuntimeLines {
  lineClasses: Record<number, string[]>;
  /** The first line's number, when the lines are numbered. */
  lineNumbersStart?: number;
}

interface PlainCodeProps {
  code: string;
  /** On a Docusaurus site: the block's language (its `language-x`) and its lines' classes. */
  language?: string;
  lines?: RuntimeLines;
}

/**
 * The lines of a code string as the build's highlighted blocks hold them (`span.line`); on a
 * Docusaurus site with its markup and the lines marked (a site of ours ships neither).
 */
export function PlainCode({ code, language, lines }: PlainCodeProps) {
  if (__DOCS_DOCUSAURUS_METADATA__)
    return (
      <DocusaurusPlainCode
        code={code}
        {...(language ? { language } : {})}
        {...(lines ? { lines } : {})}
      />
    );
  return (
    <pre className="shiki" tabIndex={0}>
      <code>
        {code.split('\n').map((line, i) => (
          <span key={i}>
            {i > 0 && '\n'}
            <span className="line" data-line={i + 1}>
              {line}
            </span>
          </span>
        ))}
      </code>
    </pre>
  );
}

/**
 * PlainCode on a Docusaurus site: with Docusaurus's classes and line elements
 * (src/shared/docusaurusCodeMarkup.ts) and the classes of `lines`.
 */
function DocusaurusPlainCode({ code, language = 'text', lines }: PlainCodeProps) {
  const start = lines?.lineNumbersStart;
  const numbered = start !== undefined;
  const rows = code.split('\n');
  return (
    <pre
      className={`prism-code language-${language} codeBlock_dv thin-scrollbar shiki`}
      tabIndex={0}
    >
      <code
        className={
          numbered ? 'codeBlockLines_dv codeBlockLinesWithNumbering_dv' : 'codeBlockLines_dv'
        }
        {...(numbered ? { [LINE_DIGITS]: lineDigits(start + rows.length - 1) } : {})}
      >
        {rows.map((line, i) => {
          const classes = ['line', 'token-line', ...(lines?.lineClasses[i] ?? [])];
          if (numbered) classes.push('codeLine_dv');
          const number = (start ?? 1) + i;
          return (
            <span key={i} className={classes.join(' ')} data-line={number}>
              {numbered ? (
                <>
                  <span className="codeLineNumber_dv" data-line={number} />
                  <span className="codeLineContent_dv">{line}</span>
                </>
              ) : (
                line
              )}
              {/* Its newline inside it, as the build writes a Docusaurus site's lines. */}
              {i < rows.length - 1 && '\n'}
            </span>
          );
        })}
      </code>
    </pre>
  );
}

/** The copy button: the one interactive part of a code block (an island in MDX content). */
export function CopyButton({ code, copyLabel }: { code: string; copyLabel?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    await copyText(code);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 1000);
  };
  return (
    <button
      type="button"
      className="code-block__copy clean-btn"
      title={copyLabel ?? translateTheme('theme.CodeBlock.copy', 'Copy')}
      aria-label={
        copied
          ? translateTheme('theme.CodeBlock.copied', 'Copied')
          : copyLabel
            ? `${copyLabel} to clipboard`
            : translateTheme('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard')
      }
      onClick={copy}
    >
      {copied
        ? translateTheme('theme.CodeBlock.copied', 'Copied')
        : (copyLabel ?? translateTheme('theme.CodeBlock.copy', 'Copy'))}
    </button>
  );
}

renderStatically(PlainCode);
