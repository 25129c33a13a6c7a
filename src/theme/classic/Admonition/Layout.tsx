// `@theme/Admonition/Layout`: an admonition's box (Infima's alert), its heading (icon and title)
// and its content, as Docusaurus's props give them (`type`, `icon`, `title`, `className`).
// Its own parts' classes have the shape of Docusaurus 3's CSS-module names (the module's local name
// and a suffix: `admonitionHeading_dv` where Docusaurus writes `admonitionHeading_<hash>`), not
// Docusaurus 2's global `admonition`, `admonition-heading`, `admonition-icon`, `admonition-content`:
// a site's stylesheet written for 2 (Redux's `.admonition { color: black }`) applies to none of
// Docusaurus 3's admonitions and must not apply here (black text on dark mode's dark green), while
// `[class*='admonitionHeading']` matches here as there.
import type { ReactNode } from 'react';
import { renderStatically } from '../../mdx/islands.js';

export default function AdmonitionLayout({
  type,
  icon,
  title,
  className,
  id,
  children,
}: {
  type?: string;
  icon?: ReactNode;
  title?: ReactNode;
  className?: string;
  /** Its directive's `#id` (Docusaurus 3.10's `:::note{#id}`), on the box. */
  id?: string;
  children?: ReactNode;
}) {
  // theme-classic's order (its Layout's clsx): the theme's classes, its module's, then the type's
  // (`alert alert--<type>` and any of the site's).
  const classes = [
    'theme-admonition',
    `theme-admonition-${type ?? 'note'}`,
    'admonition_dv',
    className,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} id={id}>
      {title || icon ? (
        <div className="admonitionHeading_dv">
          {icon ? (
            <span className="admonitionIcon_dv" aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <span className="admonition-title">{title}</span>
        </div>
      ) : null}
      <div className="admonitionContent_dv">{children}</div>
    </div>
  );
}

renderStatically(AdmonitionLayout); // pure: static in MDX content
