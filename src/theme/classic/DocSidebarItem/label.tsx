// A sidebar item's label as the Docusaurus release a site depends on draws it: from 3.9 on, in a
// span of its own (`linkLabel`, `categoryLinkLabel`: two lines at most, classicLook.css), with the
// label as its title until 3.10.2; before 3.9, and on this generator's own sites, the bare text.
import type { ReactNode } from 'react';
import { siteOnDocusaurus } from '../../blog/authorRelease.js';

/** Whether the site's Docusaurus wraps sidebar labels (and marks category links `categoryLink`). */
export const sidebarLabelSpans = (): boolean =>
  __DOCS_DOCUSAURUS_METADATA__ && siteOnDocusaurus(3, 9);

export function SidebarItemLabel({
  label,
  className,
}: {
  label: string;
  /** `linkLabel_dv` or `categoryLinkLabel_dv`. */
  className: string;
}): ReactNode {
  if (!sidebarLabelSpans()) return label;
  return (
    <span {...(siteOnDocusaurus(3, 10, 2) ? {} : { title: label })} className={className}>
      {label}
    </span>
  );
}
