// `@theme/CodeBlock/Container`: the block's box, as the element `as` names.
import { ownCodeBlockPart } from '../../mdx/codeBlockContext.js';
import type { ElementType, HTMLAttributes } from 'react';

export default function CodeBlockContainer({
  as: As,
  className,
  ...props
}: { as: ElementType } & HTMLAttributes<HTMLElement>) {
  // Docusaurus's classes on its sites (`_dv`: src/shared/docusaurusCodeMarkup.ts).
  const classes = __DOCS_DOCUSAURUS_METADATA__
    ? [className, 'codeBlockContainer_dv', 'theme-code-block']
    : [className];
  return <As {...props} className={classes.filter(Boolean).join(' ') || undefined} />;
}

ownCodeBlockPart(CodeBlockContainer, true); // pure: static in MDX content
