// A highlighted code block (highlighted at build time) with an optional title and a copy button.
// Written by hand as Docusaurus's `<CodeBlock language="js" title="…" showLineNumbers>{code}</CodeBlock>`,
// its text is shown as it is, one line per row (no highlighting happens in the browser).
import { useEffect, useRef, useState, type ReactNode } from 'react';

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
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      const ta = document.createElement('textarea');
      ta.value = code;
      document.body.appendChild(ta);
      ta.select();
      document.execCommand('copy');
      ta.remove();
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), 1000);
  };
  return (
    <button
      type="button"
      className="code-block__copy clean-btn"
      title={copyLabel ?? 'Copy'}
      aria-label={
        copied ? 'Copied' : copyLabel ? `${copyLabel} to clipboard` : 'Copy code to clipboard'
      }
      onClick={copy}
    >
      {copied ? 'Copied' : (copyLabel ?? 'Copy')}
    </button>
  );
}

/** Pure (no hooks): static in MDX content, its copy button hydrating on its own. */
export default function CodeBlock({
  title,
  language: languageProp,
  code: codeProp,
  showLineNumbers,
  copyLabel,
  className,
  children,
}: {
  title?: string;
  language?: string;
  code?: string;
  showLineNumbers?: boolean;
  copyLabel?: string;
  className?: string;
  children?: ReactNode;
}) {
  const text = typeof children === 'string' ? children.replace(/\n$/, '') : undefined;
  const code = codeProp ?? text;
  const language = languageProp ?? /\blanguage-(\S+)/.exec(className ?? '')?.[1];
  return (
    <div
      className={`code-block language-${language ?? 'text'}${showLineNumbers ? ' code-block--line-numbers' : ''}`}
    >
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        {text !== undefined ? <PlainCode code={text} /> : children}
        <CopyButton code={code ?? ''} copyLabel={copyLabel} />
      </div>
    </div>
  );
}
