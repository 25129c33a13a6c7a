// `@docusaurus/theme-common/Details`: the disclosure with its summary given as a prop (Electron's
// API history table imports it), drawn by the MDX `Details` as `<details><summary>` would be.
import { isValidElement, type DetailsHTMLAttributes, type ReactNode } from 'react';
import MdxDetails from '../mdx/Details.js';

export function Details({
  summary,
  children,
  ...props
}: DetailsHTMLAttributes<HTMLDetailsElement> & { summary?: ReactNode; children?: ReactNode }) {
  // As theme-common: an element is the summary itself, anything else the text of one.
  const head = isValidElement(summary) ? summary : <summary>{summary ?? 'Details'}</summary>;
  return (
    <MdxDetails {...props}>
      {head}
      {children}
    </MdxDetails>
  );
}
