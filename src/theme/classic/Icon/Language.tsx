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
        d="M12.9 15.1l-2.5-2.5v0c1.7-1.9 3-4.1 3.7-6.4H17V4.2h-7V2.2H8v2H1v2h11.2c-.7 1.9-1.8 3.8-3.2 5.4-.9-1-1.7-2.1-2.3-3.4h-2c.7 1.6 1.7 3.2 2.9 4.5l-5.1 5 1.4 1.4 5-5 3.1 3.1.8-2zm5.6-5.1h-2L12 22h2l1.1-3h4.8l1.1 3h2l-4.5-12zm-2.6 7l1.6-4.3 1.6 4.3h-3.2z"
      />
    </svg>
  );
}
