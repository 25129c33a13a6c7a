// `@theme/Admonition/Icon/Info`: the icon of the info admonition, a ring around a bar and a dot
// (Docusaurus's, 3.7 to 3.10; not the note's, whose ring holds an i).
import type { SVGProps } from 'react';
import { renderStatically } from '../../../mdx/islands.js';

export default function AdmonitionIconInfo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 14 16" {...props}>
      <path
        fillRule="evenodd"
        d="M7 2.3c3.14 0 5.7 2.56 5.7 5.7s-2.56 5.7-5.7 5.7A5.71 5.71 0 0 1 1.3 8c0-3.14 2.56-5.7 5.7-5.7zM7 1C3.14 1 0 4.14 0 8s3.14 7 7 7 7-3.14 7-7-3.14-7-7-7zm1 3H6v5h2V4zm0 6H6v2h2v-2z"
      />
    </svg>
  );
}

renderStatically(AdmonitionIconInfo); // pure: static in MDX content
