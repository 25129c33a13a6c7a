// `@theme/Icon/Arrow`: the double chevron of the hideable docs sidebar's collapse button.
// Its props are an <svg>'s, spread over the defaults, as Docusaurus's icons take them.
import type { ComponentProps } from 'react';

export default function IconArrow(props: ComponentProps<'svg'>) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <path
        fill="currentColor"
        d="M11 7 6 12l5 5 1.4-1.4L8.8 12l3.6-3.6zm6 0-5 5 5 5 1.4-1.4-3.6-3.6 3.6-3.6z"
      />
    </svg>
  );
}
