// The title of an admonition as the compile writes it (`:::type[Title]` is an `<AdmonitionTitle>`
// among its children). The admonition's box is `@theme/Admonition/Layout`
// (../classic/Admonition/Layout.tsx), its types `@theme/Admonition/Type/*`.
import type { ReactNode } from 'react';
import { renderStatically } from './islands.js';

export function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

// Pure: static in MDX content (./islands.tsx).
renderStatically(AdmonitionTitle);
