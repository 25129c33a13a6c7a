// `@theme/Icon/Socials/LinkedIn`: the mark of LinkedIn in an author's social links, LinkedIn's
// logo in a 256-unit box as Docusaurus draws it (simple-icons does not publish this one). Its
// colour follows the site's Docusaurus: LinkedIn's blue in both colour modes up to 3.8; from 3.9
// blue on a light page and white on a dark one (`linkedinSvg_dv`, classicLook.css: Docusaurus's
// CSS module class `linkedinSvg`, its two colours in the element's `--dark` and `--light`).
import type { CSSProperties, ComponentProps } from 'react';
import { siteOnDocusaurus } from '../../../blog/authorRelease.js';

const LOGO =
  'M218.123 218.127h-37.931v-59.403c0-14.165-.253-32.4-19.728-32.4-19.756 0-22.779 15.434-22.779 31.369v60.43h-37.93V95.967h36.413v16.694h.51a39.907 39.907 0 0 1 35.928-19.733c38.445 0 45.533 25.288 45.533 58.186l-.016 67.013ZM56.955 79.27c-12.157.002-22.014-9.852-22.016-22.009-.002-12.157 9.851-22.014 22.008-22.016 12.157-.003 22.014 9.851 22.016 22.008A22.013 22.013 0 0 1 56.955 79.27m18.966 138.858H37.95V95.967h37.97v122.16ZM237.033.018H18.89C8.58-.098.125 8.161-.001 18.471v219.053c.122 10.315 8.576 18.582 18.89 18.474h218.144c10.336.128 18.823-8.139 18.966-18.474V18.454c-.147-10.33-8.635-18.588-18.966-18.453';

export default function LinkedIn(props: ComponentProps<'svg'>) {
  const byMode = siteOnDocusaurus(3, 9);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="1em"
      height="1em"
      preserveAspectRatio="xMidYMid"
      viewBox="0 0 256 256"
      {...(byMode
        ? { style: { '--dark': '#0a66c2', '--light': '#ffffffe6' } as CSSProperties }
        : {})}
      {...props}
      className={
        [props.className, byMode && 'linkedinSvg_dv'].filter(Boolean).join(' ') || undefined
      }
    >
      <path d={LOGO} {...(byMode ? {} : { fill: '#0A66C2' })} />
    </svg>
  );
}
