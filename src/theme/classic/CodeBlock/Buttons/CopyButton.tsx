// `@theme/CodeBlock/Buttons/CopyButton`: copies the block's code (in the buttons' island).
import { useCodeBlockContext, ownCodeBlockPart } from '../../../mdx/codeBlockContext.js';
import { CopyButton } from '../../../mdx/codeBlockParts.js';

export default function CodeBlockCopyButton({ className: _className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  return <CopyButton code={metadata.code} />;
}

ownCodeBlockPart(CodeBlockCopyButton, false); // interactive: in the buttons' island
