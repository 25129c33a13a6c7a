// `@theme/Icon/Socials/Default`: the mark of a platform this theme has no mark for in an author's
// social links: a globe in the text colour. On a Docusaurus site it is its release's globe (its
// meridians two arcs; from 3.9 drawn wider in the box); this theme's own is a circle, an ellipse
// and two parallels.
import type { ComponentProps } from 'react';
import { SocialSvg } from '../../../brandMark.js';
import { siteOnDocusaurus } from '../../../blog/authorRelease.js';

export default function DefaultSocialIcon(props: ComponentProps<'svg'>) {
  if (__DOCS_DOCUSAURUS_METADATA__)
    return (
      <SocialSvg
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        {siteOnDocusaurus(3, 9) ? (
          <>
            <path d="M1.2 12a10.8 10.8 0 1 0 21.6 0a10.8 10.8 0 0 0 -21.6 0" />
            <path d="M1.92 8.4h20.16" />
            <path d="M1.92 15.6h20.16" />
            <path d="M11.4 1.2a20.4 20.4 0 0 0 0 21.6" />
            <path d="M12.6 1.2a20.4 20.4 0 0 1 0 21.6" />
          </>
        ) : (
          <>
            <path d="M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0" />
            <path d="M3.6 9h16.8" />
            <path d="M3.6 15h16.8" />
            <path d="M11.5 3a17 17 0 0 0 0 18" />
            <path d="M12.5 3a17 17 0 0 1 0 18" />
          </>
        )}
      </SocialSvg>
    );
  return (
    <SocialSvg fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" {...props}>
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="4" ry="9" />
      <path d="M3.6 9h16.8M3.6 15h16.8" />
    </SocialSvg>
  );
}
