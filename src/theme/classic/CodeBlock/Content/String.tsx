// `@theme/CodeBlock/Content/String`: a block of code text (a fence, or `<CodeBlock>{code}`): the
// layout, in the block's context (`CodeBlock` provides it: ../../../mdx/CodeBlock.tsx).
import { ownCodeBlockPart } from '../../../mdx/codeBlockContext.js';
import type { ReactNode } from 'react';
import Layout from '../Layout.js';

/** Docusaurus's props (`children` is the code, `metastring` the fence's): the context has them. */
export default function CodeBlockString({
  className,
}: {
  className?: string;
  children?: ReactNode;
  language?: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  metastring?: string;
}) {
  return <Layout className={className} />;
}

ownCodeBlockPart(CodeBlockString, true); // pure: static in MDX content
