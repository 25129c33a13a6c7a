// The heading with a link to its section, in a module a site's override of `@theme/Heading` does
// not replace (the theme's own `Heading` renders it; the MDX map renders `@theme/Heading`).
import type { HTMLAttributes, ReactNode } from 'react';
import { renderStatically } from './islands.js';
import { translateTheme } from '../translate.js';
import { siteOnDocusaurus } from '../blog/authorRelease.js';
import { collectAnchor } from '../docusaurus/useBrokenLinks.js';
import { headingTargetClass } from './anchorTarget.js';

export type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** h2–h6 with a link to the section (visible on hover and focus); pure, static in MDX content. */
export function createHeading(As: HeadingLevel) {
  const Heading = function Heading({
    id,
    children,
    className,
    ...rest
  }: HTMLAttributes<HTMLHeadingElement> & { children?: ReactNode }) {
    if (!id)
      return (
        <As className={className} {...rest}>
          {children}
        </As>
      );
    // The id is an anchor a link may name, as Docusaurus's Heading collects it (an h1 has none).
    collectAnchor(id);
    const text = typeof children === 'string' ? children : id;
    const label = translateTheme('theme.common.headingLinkTitle', 'Direct link to {heading}', {
      heading: text,
    });
    return (
      // `anchor` and the target class before the heading's own classes, as Docusaurus's
      // clsx('anchor', anchorTargetClassName, className).
      <As
        {...rest}
        id={id}
        className={['anchor', headingTargetClass(), className].filter(Boolean).join(' ')}
      >
        {children}
        <a
          href={`#${id}`}
          className="hash-link"
          aria-label={label}
          title={label}
          // Docusaurus 3.9's Heading keeps browser translation off the link (3.8's does not).
          {...(__DOCS_DOCUSAURUS_METADATA__ && siteOnDocusaurus(3, 9)
            ? { translate: 'no' as const }
            : {})}
        >
          {'\u200B'}
        </a>
      </As>
    );
  };
  renderStatically(Heading); // pure: static in MDX content (./islands.tsx)
  return Heading;
}
