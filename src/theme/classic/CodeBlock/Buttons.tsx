// `@theme/CodeBlock/Buttons`: the block's buttons, the one interactive part of a code block: an
// island of its own in MDX content, in the block's context (../../mdx/codeBlockPartsTree.tsx gives
// it). As in Docusaurus, drawn in the browser only (they do nothing before the page hydrates).
import BrowserOnly from '../../docusaurus/BrowserOnly.js';
import { ownCodeBlockPart } from '../../mdx/codeBlockContext.js';
import CopyButton from './Buttons/CopyButton.js';
import WordWrapButton from './Buttons/WordWrapButton.js';

export default function CodeBlockButtons({ className }: { className?: string }) {
  return (
    <BrowserOnly>
      {() => (
        <div className={['code-block__buttons', className].filter(Boolean).join(' ')}>
          <WordWrapButton />
          <CopyButton />
        </div>
      )}
    </BrowserOnly>
  );
}

ownCodeBlockPart(CodeBlockButtons, false); // interactive: in the buttons' island
