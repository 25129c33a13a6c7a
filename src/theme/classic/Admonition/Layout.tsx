// `@theme/Admonition/Layout`: an admonition's box (Infima's alert), its heading (icon and title)
// and its content, as Docusaurus's props give them (`type`, `icon`, `title`, `className`).
import type { ReactNode } from 'react';
import { renderStatically } from '../../mdx/islands.js';

export default function AdmonitionLayout({
  type,
  icon,
  title,
  className,
  children,
}: {
  type?: string;
  icon?: ReactNode;
  title?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const classes = [
    'theme-admonition',
    `theme-admonition-${type ?? 'note'}`,
    className,
    'admonition',
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {title || icon ? (
        <div className="admonition-heading">
          {icon ? (
            <span className="admonition-icon" aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <span className="admonition-title">{title}</span>
        </div>
      ) : null}
      <div className="admonition-content">{children}</div>
    </div>
  );
}

renderStatically(AdmonitionLayout); // pure: static in MDX content
