// A highlighted code block (highlighted at build time) with an optional title and a copy button.
import { useEffect, useRef, useState, type ReactNode } from 'react';

export default function CodeBlock({
  title,
  language,
  code,
  showLineNumbers,
  copyLabel,
  children,
}: {
  title?: string;
  language?: string;
  code?: string;
  showLineNumbers?: boolean;
  copyLabel?: string;
  children?: ReactNode;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code ?? '');
    } catch {
      const ta = document.createElement('textarea');
      ta.value = code ?? '';
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
    <div
      className={`code-block language-${language ?? 'text'}${showLineNumbers ? ' code-block--line-numbers' : ''}`}
    >
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__body">
        {children}
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
      </div>
    </div>
  );
}
