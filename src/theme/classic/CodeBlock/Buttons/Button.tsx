// `@theme/CodeBlock/Buttons/Button`: a button of a code block's buttons.
import { ownCodeBlockPart } from '../../../mdx/codeBlockContext.js';
import type { ButtonHTMLAttributes } from 'react';

export default function CodeBlockButton({
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...props}
      className={['clean-btn', className].filter(Boolean).join(' ')}
    />
  );
}

ownCodeBlockPart(CodeBlockButton, false); // interactive: in the buttons' island
