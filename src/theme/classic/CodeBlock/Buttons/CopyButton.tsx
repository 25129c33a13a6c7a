// `@theme/CodeBlock/Buttons/CopyButton`: copies the block's code (in the buttons' island), an icon
// button as theme-classic's.
import { useCodeBlockContext, ownCodeBlockPart } from '../../../mdx/codeBlockContext.js';
import { ClassicCopyButton } from '../../../mdx/classicCodeButtons.js';

export default function CodeBlockCopyButton({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  return <ClassicCopyButton code={metadata.code} className={className} />;
}

ownCodeBlockPart(CodeBlockCopyButton, false); // interactive: in the buttons' island
