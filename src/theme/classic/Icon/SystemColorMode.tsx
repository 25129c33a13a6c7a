// `@theme/Icon/SystemColorMode`: a circle with its left half filled, for a colour-mode switch's
// follow-the-system state, as Docusaurus's classic theme draws it. Its props are an <svg>'s, spread
// over the defaults, as Docusaurus's icons take them.
import type { ComponentProps } from 'react';

export default function IconSystemColorMode(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" {...props}>
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path fill="currentColor" d="M12 5a7 7 0 0 0 0 14z" />
    </svg>
  );
}
