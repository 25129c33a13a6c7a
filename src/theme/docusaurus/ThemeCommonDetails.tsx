// `@docusaurus/theme-common/Details`: the disclosure with its summary given as a prop (Electron's
// API history table imports it), drawn by the MDX `Details` as `<details><summary>` would be.
import type { DetailsHTMLAttributes, ReactNode } from 'react';
import MdxDetails from '../mdx/Details.js';

export function Details({
  summary,
  children,
  ...props
}: Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'summary'> & {
  summary?: ReactNode;
  children?: ReactNode;
}) {
  // As theme-common: an element is the summary itself, anything else the text of one.
  return (
    <MdxDetails {...props} summary={summary ?? 'Details'}>
      {children}
    </MdxDetails>
  );
}
