// `@theme/Heading`: h1–h6 as Docusaurus draws them, h2–h6 with a link to their section.
import type { HTMLAttributes, ReactNode } from 'react';
import { createHeading, type HeadingLevel } from './headingAnchor.js';
import { renderStatically } from './islands.js';

const headings = new Map<HeadingLevel, ReturnType<typeof createHeading>>();

/**
 * `@theme/Heading` (`<Heading as="h2" id="x">`): as in Docusaurus, an h1 has no section link and no
 * id (it is not in the TOC; a link to its id is a broken anchor there too).
 */
export default function Heading({
  as,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { as: HeadingLevel; children?: ReactNode }) {
  if (as === 'h1') return <h1 {...props} id={undefined} />;
  let H = headings.get(as);
  if (!H) headings.set(as, (H = createHeading(as)));
  return H(props); // called: pure, so that MDX content keeps it static (./islands.tsx)
}

renderStatically(Heading);
