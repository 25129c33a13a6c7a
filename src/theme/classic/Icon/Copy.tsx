// `@theme/Icon/Copy`: two sheets, for a copy button (this theme's code blocks label theirs with text).
// Its props are an <svg>'s, spread over the defaults, as Docusaurus's icons take them.
import type { ComponentProps } from 'react';

export default function IconCopy(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" {...props}>
      <path
        fill="currentColor"
        d={
          // Docusaurus's drawing on a Docusaurus site (the same box), else this theme's.
          __DOCS_DOCUSAURUS_METADATA__
            ? 'M19,21H8V7H19M19,5H8A2,2 0 0,0 6,7V21A2,2 0 0,0 8,23H19A2,2 0 0,0 21,21V7A2,2 0 0,0 19,5M16,1H4A2,2 0 0,0 2,3V17H4V3H16V1Z'
            : 'M16 2H5a2 2 0 0 0-2 2v13h2V4h11V2zm3 4H9a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zm0 15H9V8h10v13z'
        }
      />
    </svg>
  );
}
