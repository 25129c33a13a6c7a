// `@theme/SkipToContent`: the first thing a keyboard reaches on every page, a link past the navbar
// to the page's main content.
import { translateTheme } from '../translate.js';

/**
 * The id of the page's main area, which the link goes to: on a Docusaurus site Docusaurus's own
 * (theme-common's `SkipToContentFallbackId`), which its CSS, scripts and swizzled Layout may use.
 */
export const MAIN_ELEMENT_ID = __DOCS_DOCUSAURUS_METADATA__
  ? '__docusaurus_skipToContent_fallback'
  : '__main';

export default function SkipToContent() {
  const label = translateTheme('theme.common.skipToMainContent', 'Skip to main content');
  return (
    <div role="region" aria-label={label} id="__skip" tabIndex={-1}>
      <a className="skipToContent" href={`#${MAIN_ELEMENT_ID}`}>
        {label}
      </a>
    </div>
  );
}
