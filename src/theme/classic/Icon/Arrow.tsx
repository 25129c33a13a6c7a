// `@theme/Icon/Arrow`: the double chevron of the hideable docs sidebar's buttons, pointing right
// (the collapse button turns it round: ../hideableSidebar.css, ../classicLook.css). On a
// Docusaurus site it is Docusaurus's drawing (rounded chevrons, grey); on this generator's own
// sites, straight chevrons in the text's colour. Its props are an <svg>'s, spread over the
// defaults, as Docusaurus's icons take them.
import type { ComponentProps } from 'react';

/** Docusaurus's two chevrons, on a Docusaurus site. */
const DOCUSAURUS_PATHS = [
  'M9.992 10.023c0 .2-.062.399-.172.547l-4.996 7.492a.982.982 0 01-.828.454H1c-.55 0-1-.453-1-1 0-.2.059-.403.168-.551l4.629-6.942L.168 3.078A.939.939 0 010 2.528c0-.548.45-.997 1-.997h2.996c.352 0 .649.18.828.45L9.82 9.472c.11.148.172.347.172.55zm0 0',
  'M19.98 10.023c0 .2-.058.399-.168.547l-4.996 7.492a.987.987 0 01-.828.454h-3c-.547 0-.996-.453-.996-1 0-.2.059-.403.168-.551l4.625-6.942-4.625-6.945a.939.939 0 01-.168-.55 1 1 0 01.996-.997h3c.348 0 .649.18.828.45l4.996 7.492c.11.148.168.347.168.55zm0 0',
];

export default function IconArrow(props: ComponentProps<'svg'>) {
  return (
    <svg width="20" height="20" aria-hidden="true" {...props}>
      {__DOCS_DOCUSAURUS_METADATA__ ? (
        <g fill="#7a7a7a">
          <path d={DOCUSAURUS_PATHS[0]} />
          <path d={DOCUSAURUS_PATHS[1]} />
        </g>
      ) : (
        <g fill="currentColor">
          <path d="M0 2h4l6 8-6 8H0l6-8zm10 0h4l6 8-6 8h-4l6-8z" />
        </g>
      )}
    </svg>
  );
}
