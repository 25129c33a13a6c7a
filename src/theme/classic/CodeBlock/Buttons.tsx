// `@theme/CodeBlock/Buttons`: the block's buttons, the one interactive part of a code block: an
// island of its own in MDX content, in the block's context (../../mdx/codeBlockPartsTree.tsx gives
// it). As in Docusaurus, drawn in the browser only (they do nothing before the page hydrates):
// after this component's own mount, not `BrowserOnly`'s "the page has hydrated", since an island
// hydrates after the page and must first match the server's empty HTML.
import { useEffect, useState } from 'react';
import { ownCodeBlockPart } from '../../mdx/codeBlockContext.js';
import CopyButton from './Buttons/CopyButton.js';
import WordWrapButton from './Buttons/WordWrapButton.js';

export default function CodeBlockButtons({ className }: { className?: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <div
      className={[
        'code-block__buttons',
        className,
        // Docusaurus's class on its sites (`_dv`: src/shared/docusaurusCodeMarkup.ts).
        __DOCS_DOCUSAURUS_METADATA__ && 'buttonGroup_dv',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}

ownCodeBlockPart(CodeBlockButtons, false); // interactive: in the buttons' island
