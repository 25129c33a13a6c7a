// `@theme/CodeBlock/Title`: the block's title (its `title="…"`), as given.
import { ownCodeBlockPart } from '../../mdx/codeBlockContext.js';
import type { ReactNode } from 'react';

export default function CodeBlockTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

ownCodeBlockPart(CodeBlockTitle, true); // pure: static in MDX content
