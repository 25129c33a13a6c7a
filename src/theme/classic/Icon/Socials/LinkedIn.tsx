// `@theme/Icon/Socials/LinkedIn`: the mark of LinkedIn in an author's social links (../../../socialGlyph.tsx).
// Its colours follow the site's Docusaurus: LinkedIn's blue in both colour modes up to 3.9; from
// 3.10, white on a dark page (the class's rule in ../../../classicLook.css).
import type { ComponentProps } from 'react';
import SocialGlyph from '../../../socialGlyph.js';
import { siteOnDocusaurus } from '../../../blog/authorRelease.js';

export default function LinkedIn(props: ComponentProps<'svg'>) {
  const className =
    [props.className, siteOnDocusaurus(3, 10) && 'linkedin-glyph--by-mode']
      .filter(Boolean)
      .join(' ') || undefined;
  return <SocialGlyph mark="in" color="#0A66C2" {...props} className={className} />;
}
