// `@theme/Icon/ExternalLink`: the small arrow after a link that leaves the site (footer, navbar).
// Its props are an <svg>'s, spread over the defaults, as Docusaurus's icons take them. Docusaurus
// 3.9 made it say so to screen readers ("(opens in new tab)", `theme.IconExternalLink.ariaLabel`);
// before, it was hidden from them: a site gets its release's. The drawing fills its box (its
// viewBox is the arrow's and frame's extent), as heavy as Docusaurus's at the same size.
import type { ComponentProps } from 'react';
import { siteOnDocusaurus } from '../../blog/authorRelease.js';
import { translateTheme } from '../../translate.js';

export default function IconExternalLink(props: ComponentProps<'svg'>) {
  // (A site of ours has no release: the check is left out of its bundle.)
  const label =
    __DOCS_DOCUSAURUS_METADATA__ && siteOnDocusaurus(3, 9)
      ? { 'aria-label': translateTheme('theme.IconExternalLink.ariaLabel', '(opens in new tab)') }
      : { 'aria-hidden': true };
  return (
    <svg
      width="13.5"
      height="13.5"
      viewBox="3 3 18 18"
      {...label}
      className="iconExternalLink_dv"
      {...props}
    >
      <path
        fill="currentColor"
        d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42 9.3-9.29H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z"
      />
    </svg>
  );
}
