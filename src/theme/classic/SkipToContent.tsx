// `@theme/SkipToContent`: the first thing a keyboard reaches on every page, a link past the navbar
// to the page's main content.
import { translateTheme } from '../translate.js';

export default function SkipToContent() {
  const label = translateTheme('theme.common.skipToMainContent', 'Skip to main content');
  return (
    <div role="region" aria-label={label} id="__skip" tabIndex={-1}>
      <a className="skipToContent" href="#__main">
        {label}
      </a>
    </div>
  );
}
