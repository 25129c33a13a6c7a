// `@theme/CodeBlock/Content/Element`: a block whose children are elements (`<pre><Foo /></pre>`
// in MDX): shown as they are, not highlighted.
import { ownCodeBlockPart } from '../../../mdx/codeBlockContext.js';
import type { ReactNode } from 'react';
import Container from '../Container.js';

export default function CodeBlockJSX({
  children,
  className,
}: {
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Container
      as="pre"
      tabIndex={0}
      className={['code-block', className].filter(Boolean).join(' ')}
    >
      <code>{children}</code>
    </Container>
  );
}

ownCodeBlockPart(CodeBlockJSX, true); // pure: static in MDX content
