// `@theme/Icon/ExternalLink`: the small arrow after a link that leaves the site (footer, navbar).
// Its props are an <svg>'s, spread over the defaults, as Docusaurus's icons take them. Docusaurus
// 3.9 made it say so to screen readers ("(opens in new tab)", `theme.IconExternalLink.ariaLabel`);
// before, it was hidden from them: a site gets its release's. On a Docusaurus site it is
// Docusaurus's drawing: inline before 3.8, a reference to the page's symbol from 3.8 on
// (src/shared/svgSprites.ts). A site of ours keeps its own arrow, which fills its box. Its class
// is its CSS module's as Docusaurus names it (iconExternalLink_dv, as iconExternalLink_<hash>).
import type { ComponentProps } from 'react';
import { siteOnDocusaurus } from '../../blog/authorRelease.js';
import { translateTheme } from '../../translate.js';
import { EXTERNAL_LINK_PATH, EXTERNAL_LINK_SYMBOL } from '../../../shared/svgSprites.js';

export default function IconExternalLink(props: ComponentProps<'svg'>) {
  if (__DOCS_DOCUSAURUS_METADATA__) {
    // (A site of ours has no release: this branch is left out of its bundle.)
    const label = siteOnDocusaurus(3, 9)
      ? { 'aria-label': translateTheme('theme.IconExternalLink.ariaLabel', '(opens in new tab)') }
      : { 'aria-hidden': true };
    return siteOnDocusaurus(3, 8) ? (
      <svg width="13.5" height="13.5" {...label} className="iconExternalLink_dv" {...props}>
        <use href={`#${EXTERNAL_LINK_SYMBOL}`} />
      </svg>
    ) : (
      <svg
        width="13.5"
        height="13.5"
        {...label}
        viewBox="0 0 24 24"
        className="iconExternalLink_dv"
        {...props}
      >
        <path fill="currentColor" d={EXTERNAL_LINK_PATH} />
      </svg>
    );
  }
  return (
    <svg
      width="13.5"
      height="13.5"
      viewBox="3 3 18 18"
      aria-hidden
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
