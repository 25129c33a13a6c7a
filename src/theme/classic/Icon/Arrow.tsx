// `@theme/Icon/Arrow`: the double chevron of the hideable docs sidebar's buttons, pointing right
// (the collapse button turns it round: ../hideableSidebar.css, ../classicLook.css). Grey on a
// Docusaurus site, as Docusaurus's icon is; the text's colour on this generator's own sites.
// Its props are an <svg>'s, spread over the defaults, as Docusaurus's icons take them.
import type { ComponentProps } from 'react';

export default function IconArrow(props: ComponentProps<'svg'>) {
  return (
    <svg width="20" height="20" aria-hidden="true" {...props}>
      <g fill={__DOCS_DOCUSAURUS_METADATA__ ? '#7a7a7a' : 'currentColor'}>
        <path d="M0 2h4l6 8-6 8H0l6-8zm10 0h4l6 8-6 8h-4l6-8z" />
      </g>
    </svg>
  );
}
