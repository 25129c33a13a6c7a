// `@theme/Icon/SystemColorMode`: a screen, for a colour-mode switch's follow-the-system state.
// Its props are an <svg>'s, spread over the defaults, as Docusaurus's icons take them.
import type { ComponentProps } from 'react';

export default function IconSystemColorMode(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" {...props}>
      <path
        fill="currentColor"
        d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2h-6v2h3v2H7v-2h3v-2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm0 2v10h16V6H4z"
      />
    </svg>
  );
}
