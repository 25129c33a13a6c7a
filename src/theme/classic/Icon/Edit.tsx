// `@theme/Icon/Edit`: the pencil of the "Edit this page" link.
// Its props are an <svg>'s, as Docusaurus's IconEdit takes them: a class given joins its CSS
// module's (iconEdit_dv, as iconEdit_<hash>), the rest spread over the defaults.
import type { ComponentProps } from 'react';

/** A pencil, drawn for this theme. */
export default function IconEdit({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      fill="currentColor"
      height="20"
      width="20"
      viewBox="0 0 24 24"
      className={className ? `iconEdit_dv ${className}` : 'iconEdit_dv'}
      aria-hidden="true"
      {...props}
    >
      <path d="M4 17.2V20h2.8l9.9-9.9-2.8-2.8L4 17.2zm15.7-9.4a1 1 0 0 0 0-1.4l-2.1-2.1a1 1 0 0 0-1.4 0l-1.6 1.6 2.8 2.8 2.3-2.3z" />
    </svg>
  );
}
