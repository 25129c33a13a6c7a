// <details> (`@theme/Details`): theme-common's disclosure (src/theme/docusaurus/ThemeCommonDetails)
// with the alert look, as Docusaurus's theme-classic wraps it. Its summary defaults to "Details":
// the `summary` prop when given, else the content's own `<summary>` child.
import type { DetailsHTMLAttributes, ReactNode } from 'react';
import { Details as DetailsGeneric } from '../docusaurus/ThemeCommonDetails.js';
import { renderStatically } from './islands.js';

export default function Details(
  props: Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'summary'> & {
    children?: ReactNode;
    summary?: ReactNode;
  },
) {
  return <DetailsGeneric {...props} className={`alert alert--info ${props.className ?? ''}`} />;
}

// Pure: static in MDX content (./islands.tsx).
renderStatically(Details);
