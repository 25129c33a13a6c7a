// `@theme/BackToTopButton`: the round button at the bottom right of a doc page that scrolls back
// to the top; it shows while the reader scrolls up a long page (useBackToTopButton). Rendered by
// the doc page when the site has `docs.backToTopButton` (on for a Docusaurus site, as there).
// Its look is the theme stylesheet's `.theme-back-to-top-button` rules (no style attribute: a
// site's Content-Security-Policy needs no inline styles for it). On a Docusaurus site the button is
// Docusaurus's: empty, with its CSS-module classes (`backToTopButton_<hash>`, and
// `backToTopButtonShow_<hash>` while shown), its arrow drawn by the stylesheet (classicLook.css).
import { useBackToTopButton } from '../docusaurus/useBackToTopButton.js';
import { translateTheme } from '../translate.js';

export default function BackToTopButton() {
  const { shown, scrollToTop } = useBackToTopButton({ threshold: 300 });
  const label = translateTheme('theme.BackToTopButton.buttonAriaLabel', 'Scroll back to top');
  if (__DOCS_DOCUSAURUS_METADATA__)
    return (
      <button
        aria-label={label}
        className={`clean-btn theme-back-to-top-button backToTopButton_dv${shown ? ' backToTopButtonShow_dv' : ''}`}
        type="button"
        onClick={scrollToTop}
      />
    );
  return (
    <button
      type="button"
      aria-label={label}
      className={`clean-btn theme-back-to-top-button${shown ? ' back-to-top-button--shown' : ''}`}
      onClick={scrollToTop}
    >
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
        <path fill="currentColor" d="M7.41 15.41 12 10.83l4.59 4.58L18 14l-6-6-6 6z" />
      </svg>
    </button>
  );
}
