// h2–h6 with a link to the section (visible on hover and focus).
import type { ReactNode, HTMLAttributes } from 'react';

type Level = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export function createHeading(As: Level) {
  return function Heading({
    id,
    children,
    ...rest
  }: HTMLAttributes<HTMLHeadingElement> & { children?: ReactNode }) {
    if (!id) return <As {...rest}>{children}</As>;
    const text = typeof children === 'string' ? children : id;
    return (
      <As id={id} className="anchor" {...rest}>
        {children}
        <a
          href={`#${id}`}
          className="hash-link"
          aria-label={`Direct link to ${text}`}
          title={`Direct link to ${text}`}
        >
          {'\u200B'}
        </a>
      </As>
    );
  };
}
