// A code block's buttons on a Docusaurus site, as theme-classic's `CodeBlock/Buttons` draws them:
// a group of icon buttons at the block's top right, a word-wrap toggle (shown when a line scrolls,
// or while wrapping) before a copy button whose copy icon gives way to a tick for a second after a
// copy. Drawn in the browser only, as Docusaurus 3.8-3.10's (BrowserOnly): the server's HTML has
// none; a site on 3.0-3.7 has them in it, as its release drew them.
// (The generator's own sites keep the text button of ./codeBlockParts.tsx.)
//
// Side-effect free on purpose: ./CodeBlock.tsx imports it behind `__DOCS_DOCUSAURUS_METADATA__`,
// so that a site of ours does not ship it.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import IconCopy from '../classic/Icon/Copy.js';
import IconSuccess from '../classic/Icon/Success.js';
import IconWordWrap from '../classic/Icon/WordWrap.js';
import { siteOnDocusaurus } from '../blog/authorRelease.js';
import { translateTheme } from '../translate.js';
import { copyText } from './copyText.js';

/** How long the tick shows after a copy (theme-classic's CopyButton: 1000 ms). */
export const COPIED_MS = 1000;

/** The block's `<pre>`: whether its lines scroll, and wrapping them on and off. */
function useWordWrap(group: RefObject<HTMLDivElement | null>) {
  const [isEnabled, setEnabled] = useState(false);
  const [isScrollable, setScrollable] = useState(false);
  const pre = useCallback(
    () => group.current?.closest('.code-block')?.querySelector('pre') ?? null,
    [group],
  );
  const measure = useCallback(() => {
    const el = pre();
    if (el) setScrollable(el.scrollWidth > el.clientWidth);
  }, [pre]);
  useEffect(() => {
    measure();
    const el = pre();
    const observer =
      el && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : undefined;
    if (el) observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure, pre]);
  const toggle = useCallback(() => {
    const code = pre()?.querySelector('code');
    setEnabled((on) => {
      // Through the CSSOM, which a strict Content-Security-Policy allows (no style attribute).
      if (code) {
        code.style.whiteSpace = on ? '' : 'pre-wrap';
        code.style.overflowWrap = on ? '' : 'anywhere';
        code.style.width = on ? '' : 'auto';
      }
      return !on;
    });
    // The wrapped lines no longer scroll: measured again once they are laid out.
    requestAnimationFrame(measure);
  }, [measure, pre]);
  return { isEnabled, isScrollable, toggle };
}

/**
 * Whether the server draws the buttons too: Docusaurus 3.0 to 3.7 rendered them with the block
 * (the copy button in the server's HTML, shown on hover before the page hydrates); 3.8 made them
 * BrowserOnly. A site of unknown release gets the latest's.
 */
const drawnByServer = () => siteOnDocusaurus(3, 0) && !siteOnDocusaurus(3, 8);

export function ClassicCodeButtons({ code }: { code: string }) {
  const [mounted, setMounted] = useState(drawnByServer);
  useEffect(() => setMounted(true), []);
  return mounted ? <Buttons code={code} /> : null;
}

function Buttons({ code }: { code: string }) {
  const group = useRef<HTMLDivElement>(null);
  const wrap = useWordWrap(group);
  const wrapLabel = translateTheme('theme.CodeBlock.wordWrapToggle', 'Toggle word wrap');
  return (
    <div ref={group} className="code-block__buttons buttonGroup_dv">
      {(wrap.isEnabled || wrap.isScrollable) && (
        <button
          type="button"
          className={`clean-btn code-block__wrap${wrap.isEnabled ? ' code-block__wrap--enabled wordWrapButtonEnabled_dv' : ''}`}
          aria-label={wrapLabel}
          title={wrapLabel}
          onClick={wrap.toggle}
        >
          <IconWordWrap
            aria-hidden="true"
            className="code-block__wrap-icon wordWrapButtonIcon_dv"
          />
        </button>
      )}
      <ClassicCopyButton code={code} />
    </div>
  );
}

/** theme-classic's CopyButton: a copy icon, a tick for a second after a copy. */
export function ClassicCopyButton({ code, className }: { code: string; className?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = () => {
    void copyText(code).then(() => {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
    });
  };
  const classes = [
    'clean-btn',
    className,
    'code-block__copy',
    copied && 'code-block__copy--copied',
    // Docusaurus's classes (this module is a Docusaurus site's: `_dv`, src/shared/docusaurusCodeMarkup.ts).
    'copyButton_dv',
    copied && 'copyButtonCopied_dv',
  ];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      title={translateTheme('theme.CodeBlock.copy', 'Copy')}
      aria-label={
        copied
          ? translateTheme('theme.CodeBlock.copied', 'Copied')
          : translateTheme('theme.CodeBlock.copyButtonAriaLabel', 'Copy code to clipboard')
      }
      onClick={copy}
    >
      <span className="code-block__copy-icons copyButtonIcons_dv" aria-hidden="true">
        <IconCopy className="code-block__copy-icon copyButtonIcon_dv" />
        <IconSuccess className="code-block__copy-success copyButtonSuccessIcon_dv" />
      </span>
    </button>
  );
}
