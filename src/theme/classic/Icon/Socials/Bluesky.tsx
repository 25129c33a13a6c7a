// `@theme/Icon/Socials/Bluesky`: the mark of Bluesky in an author's social links (../../../brandMark.tsx),
// in Bluesky's blue as the site's Docusaurus fills it: #1185FE up to 3.8, #0085ff from 3.9 (from
// the element's `--dark` and `--light` through its CSS module class `blueskySvg`, here
// `blueskySvg_dv`: classicLook.css).
import type { CSSProperties, ComponentProps } from 'react';
import svg from 'simple-icons/icons/bluesky.svg?raw';
import BrandMark from '../../../brandMark.js';
import { siteOnDocusaurus } from '../../../blog/authorRelease.js';

export default function Bluesky(props: ComponentProps<'svg'>) {
  return siteOnDocusaurus(3, 9) ? (
    <BrandMark
      svg={svg}
      style={{ '--dark': '#0085ff', '--light': '#0085ff' } as CSSProperties}
      {...props}
      className={[props.className, 'blueskySvg_dv'].filter(Boolean).join(' ')}
    />
  ) : (
    <BrandMark svg={svg} color="#1185FE" {...props} />
  );
}
