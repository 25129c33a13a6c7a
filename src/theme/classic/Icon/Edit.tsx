// `@theme/Icon/Edit`: the pencil of the "Edit this page" link. On a Docusaurus site it is
// Docusaurus's pencil (a 40-unit box); this theme draws its own elsewhere. Its props are an
// <svg>'s, as Docusaurus's IconEdit takes them: a class given joins its CSS module's (iconEdit_dv,
// as iconEdit_<hash>), the rest spread over the defaults.
import type { ComponentProps } from 'react';

/** Docusaurus's pencil, on a Docusaurus site. */
const DOCUSAURUS_PATH =
  'm34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z';

export default function IconEdit({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      fill="currentColor"
      height="20"
      width="20"
      viewBox={__DOCS_DOCUSAURUS_METADATA__ ? '0 0 40 40' : '0 0 24 24'}
      className={className ? `iconEdit_dv ${className}` : 'iconEdit_dv'}
      aria-hidden="true"
      {...props}
    >
      <path
        d={
          __DOCS_DOCUSAURUS_METADATA__
            ? DOCUSAURUS_PATH
            : 'M4 17.2V20h2.8l9.9-9.9-2.8-2.8L4 17.2zm15.7-9.4a1 1 0 0 0 0-1.4l-2.1-2.1a1 1 0 0 0-1.4 0l-1.6 1.6 2.8 2.8 2.3-2.3z'
        }
      />
    </svg>
  );
}
