// h2–h6 with a link to the section (visible on hover and focus).
import type { ReactNode, HTMLAttributes } from 'react';
import { renderStatically } from './islands.js';

type Level = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export function createHeading(As: Level) {
  const Heading = function Heading({
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
  renderStatically(Heading); // pure: static in MDX content (./islands.tsx)
  return Heading;
}

const headings = new Map<Level, ReturnType<typeof createHeading>>();

/** `@theme/Heading` (`<Heading as="h2" id="x">`): as in Docusaurus, an h1 has no section link. */
export default function Heading({
  as,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { as: Level; children?: ReactNode }) {
  if (as === 'h1') return <h1 {...props} />;
  let H = headings.get(as);
  if (!H) headings.set(as, (H = createHeading(as)));
  return H(props); // called: pure, so that MDX content keeps it static (./islands.tsx)
}

renderStatically(Heading);
