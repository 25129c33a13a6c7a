// A code block's parts, in a module a site's override of `@theme/CodeBlock` does not replace
// (the island rule registers them: ./islands.tsx).
import { useEffect, useRef, useState } from 'react';
import { renderStatically } from './islands.js';
import { copyText } from './copyText.js';
import { translateTheme } from '../translate.js';

/** The lines of a code string as the build's highlighted blocks hold them (`span.line`). */
export function PlainCode({ code }: { code: string }) {
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
