// `@theme/Admonition/Types`: the component of each admonition type. A site's override spreads
// these and adds its own (`{ ...DefaultAdmonitionTypes, quiz: Quiz }`, with the keyword in the docs
// plugin's `admonitions.keywords`).
import type { ComponentType, ReactNode } from 'react';
import AdmonitionLayout, { INFIMA } from '../../mdx/AdmonitionLayout.js';

type AdmonitionTypeComponent = ComponentType<{
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
}>;

const AdmonitionTypes: Record<string, AdmonitionTypeComponent> = Object.fromEntries(
  Object.keys(INFIMA).map((type) => [type, AdmonitionLayout]),
);

export default AdmonitionTypes;
