// `@theme/Icon/Language`: the globe-like sign before the locale dropdown's label.
// Its props are an <svg>'s, spread over the defaults, as Docusaurus's icons take them.
import type { ComponentProps } from 'react';

export default function IconLanguage(props: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={20}
      height={20}
      aria-hidden="true"
      className="locale-icon"
      {...props}
    >
      <path
        fill="currentColor"
        d={
          // Docusaurus's drawing on a Docusaurus site (the same box), else this theme's.
          __DOCS_DOCUSAURUS_METADATA__
            ? 'M12.87 15.07l-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7l1.62-4.33L19.12 17h-3.24z'
            : 'M12.9 15.1l-2.5-2.5v0c1.7-1.9 3-4.1 3.7-6.4H17V4.2h-7V2.2H8v2H1v2h11.2c-.7 1.9-1.8 3.8-3.2 5.4-.9-1-1.7-2.1-2.3-3.4h-2c.7 1.6 1.7 3.2 2.9 4.5l-5.1 5 1.4 1.4 5-5 3.1 3.1.8-2zm5.6-5.1h-2L12 22h2l1.1-3h4.8l1.1 3h2l-4.5-12zm-2.6 7l1.6-4.3 1.6 4.3h-3.2z'
        }
      />
    </svg>
  );
}
