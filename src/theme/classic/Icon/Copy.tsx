// `@theme/Icon/Copy`: two sheets, for a copy button (this theme's code blocks label theirs with text).
// Its props are an <svg>'s, spread over the defaults, as Docusaurus's icons take them.
import type { ComponentProps } from 'react';

export default function IconCopy(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" {...props}>
      <path
        fill="currentColor"
        d="M16 2H5a2 2 0 0 0-2 2v13h2V4h11V2zm3 4H9a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zm0 15H9V8h10v13z"
      />
    </svg>
  );
}
