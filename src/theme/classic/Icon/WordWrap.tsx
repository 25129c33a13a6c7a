// `@theme/Icon/WordWrap`: a wrapping arrow, for a code block's word-wrap button.
// Its props are an <svg>'s, spread over the defaults, as Docusaurus's icons take them.
import type { ComponentProps } from 'react';

export default function IconWordWrap(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" {...props}>
      <path
        fill="currentColor"
        d={
          // Docusaurus's drawing on a Docusaurus site (the same box), else this theme's.
          __DOCS_DOCUSAURUS_METADATA__
            ? 'M4 19h6v-2H4v2zM20 5H4v2h16V5zm-3 6H4v2h13.25c1.1 0 2 .9 2 2s-.9 2-2 2H15v-2l-3 3l3 3v-2h2c2.21 0 4-1.79 4-4s-1.79-4-4-4z'
            : 'M4 6h16v2H4V6zm0 10h6v2H4v-2zm0-5h13a3 3 0 0 1 0 6h-2v2l-3-3 3-3v2h2a1 1 0 0 0 0-2H4v-2z'
        }
      />
    </svg>
  );
}
