// `@theme/BackToTopButton`: the round button at the bottom right of a doc page that scrolls back
// to the top; it shows while the reader scrolls up a long page (useBackToTopButton). Rendered by
// the doc page when the site has `docs.backToTopButton` (on for a Docusaurus site, as there).
// Its look is in its style attributes, so a site without it ships no rule for it.
import type { CSSProperties } from 'react';
import { useBackToTopButton } from '../docusaurus/useBackToTopButton.js';
import { translateTheme } from '../translate.js';

const BASE: CSSProperties = {
  position: 'fixed',
  right: '1.3rem',
  bottom: '1.3rem',
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: 'var(--ifm-color-emphasis-200)',
  color: 'var(--ifm-color-emphasis-1000)',
  boxShadow: 'var(--ifm-global-shadow-lw)',
  zIndex: 'calc(var(--ifm-z-index-fixed) - 1)' as unknown as number,
  transition: 'all var(--ifm-transition-fast) var(--ifm-transition-timing-default)',
};

export default function BackToTopButton() {
  const { shown, scrollToTop } = useBackToTopButton({ threshold: 300 });
  return (
    <button
      type="button"
      aria-label={translateTheme('theme.BackToTopButton.buttonAriaLabel', 'Scroll back to top')}
      className={`clean-btn theme-back-to-top-button${shown ? ' back-to-top-button--shown' : ''}`}
      style={{
        ...BASE,
        opacity: shown ? 1 : 0,
        transform: `scale(${shown ? 1 : 0})`,
        visibility: shown ? 'visible' : 'hidden',
      }}
      onClick={scrollToTop}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path fill="currentColor" d="M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z" />
      </svg>
    </button>
  );
}
