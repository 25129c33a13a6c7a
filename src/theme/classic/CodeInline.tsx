// `@theme/CodeInline`: inline code (`` `x` ``), as MDX's `code` element draws it.
import type { ComponentProps } from 'react';
import { renderStatically } from '../mdx/islands.js';

export default function CodeInline(props: ComponentProps<'code'>) {
  return <code {...props} />;
}

renderStatically(CodeInline); // pure: static in MDX content
