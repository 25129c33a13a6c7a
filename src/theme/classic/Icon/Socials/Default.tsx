// `@theme/Icon/Socials/Default`: the mark of a platform this theme has no mark for in an author's
// social links: a globe in the text colour, as Docusaurus draws a link of an unknown platform.
import type { ComponentProps } from 'react';
import { SocialSvg } from '../../../brandMark.js';

export default function DefaultSocialIcon(props: ComponentProps<'svg'>) {
  return (
    <SocialSvg fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" {...props}>
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="4" ry="9" />
      <path d="M3.6 9h16.8M3.6 15h16.8" />
    </SocialSvg>
  );
}
