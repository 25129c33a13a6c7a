// `@theme/CodeBlock/Container`: the block's box, as the element `as` names.
import { ownCodeBlockPart } from '../../mdx/codeBlockContext.js';
import type { ElementType, HTMLAttributes } from 'react';

export default function CodeBlockContainer({
  as: As,
  ...props
}: { as: ElementType } & HTMLAttributes<HTMLElement>) {
  return <As {...props} />;
}

ownCodeBlockPart(CodeBlockContainer, true); // pure: static in MDX content
