// `@theme/Icon/Success`: a tick, for a copy button's done state.
// Its props are an <svg>'s, spread over the defaults, as Docusaurus's icons take them.
import type { ComponentProps } from 'react';

export default function IconSuccess(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" {...props}>
      <path
        fill="currentColor"
        d={
          // Docusaurus's drawing on a Docusaurus site (the same box), else this theme's.
          __DOCS_DOCUSAURUS_METADATA__
            ? 'M21,7L9,19L3.5,13.5L4.91,12.09L9,16.17L19.59,5.59L21,7Z'
            : 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2z'
        }
      />
    </svg>
  );
}
