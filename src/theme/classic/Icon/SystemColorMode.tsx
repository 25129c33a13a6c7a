// `@theme/Icon/SystemColorMode`: a circle with its left half filled, for a colour-mode switch's
// follow-the-system state. On a Docusaurus site it is Docusaurus's drawing (one outline: a disc
// whose right half is cut to a ring); this theme's own is a stroked ring and a half disc. Its
// props are an <svg>'s, spread over the defaults, as Docusaurus's icons take them.
import type { ComponentProps } from 'react';

export default function IconSystemColorMode(props: ComponentProps<'svg'>) {
  if (__DOCS_DOCUSAURUS_METADATA__)
    return (
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" {...props}>
        <path
          fill="currentColor"
          d="m12 21c4.971 0 9-4.029 9-9s-4.029-9-9-9-9 4.029-9 9 4.029 9 9 9zm4.95-13.95c1.313 1.313 2.05 3.093 2.05 4.95s-0.738 3.637-2.05 4.95c-1.313 1.313-3.093 2.05-4.95 2.05v-14c1.857 0 3.637 0.737 4.95 2.05z"
        />
      </svg>
    );
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" {...props}>
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path fill="currentColor" d="M12 5a7 7 0 0 0 0 14z" />
    </svg>
  );
}
