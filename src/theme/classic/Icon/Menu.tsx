// `@theme/Icon/Menu`: the three bars of the navbar's menu button on narrow screens.
// Its props are an <svg>'s, spread over the defaults, as Docusaurus's icons take them.
import type { ComponentProps } from 'react';

export default function IconMenu(props: ComponentProps<'svg'>) {
  return (
    <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true" {...props}>
      <path
        stroke="currentColor"
        strokeLinecap="round"
        strokeMiterlimit="10"
        strokeWidth="2"
        d="M4 7h22M4 15h22M4 23h22"
      />
    </svg>
  );
}
