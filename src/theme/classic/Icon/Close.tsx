// `@theme/Icon/Close`: the cross that closes the mobile menu (and the announcement bar).
// Its props are an <svg>'s, spread over the defaults, as Docusaurus's icons take them; `color` and
// `strokeWidth` are the cross's stroke (the announcement bar's is 3.1 wide at 14 px).
import type { ComponentProps } from 'react';

export default function IconClose({
  color = 'currentColor',
  strokeWidth = 1.2,
  ...props
}: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 15 15" width="21" height="21" aria-hidden="true" {...props}>
      <g stroke={color} strokeWidth={strokeWidth}>
        <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
      </g>
    </svg>
  );
}
