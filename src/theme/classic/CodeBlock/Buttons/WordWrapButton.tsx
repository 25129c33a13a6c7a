// `@theme/CodeBlock/Buttons/WordWrapButton`: wraps the block's long lines, shown when they scroll.
import { useCodeBlockContext, ownCodeBlockPart } from '../../../mdx/codeBlockContext.js';
import IconWordWrap from '../../Icon/WordWrap.js';
import Button from './Button.js';
import { translateTheme } from '../../../translate.js';

export default function WordWrapButton({ className }: { className?: string }) {
  const { wordWrap } = useCodeBlockContext();
  if (!wordWrap.isEnabled && !wordWrap.isCodeScrollable) return null;
  return (
    <Button
      onClick={() => wordWrap.toggle()}
      className={[
        'code-block__wrap',
        wordWrap.isEnabled && 'code-block__wrap--enabled',
        className,
        __DOCS_DOCUSAURUS_METADATA__ && wordWrap.isEnabled && 'wordWrapButtonEnabled_dv',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-label={translateTheme('theme.CodeBlock.wordWrapToggle', 'Toggle word wrap')}
      title={translateTheme('theme.CodeBlock.wordWrapToggle', 'Toggle word wrap')}
    >
      <IconWordWrap
        aria-hidden="true"
        className={
          __DOCS_DOCUSAURUS_METADATA__
            ? 'code-block__wrap-icon wordWrapButtonIcon_dv'
            : 'code-block__wrap-icon'
        }
      />
    </Button>
  );
}

ownCodeBlockPart(WordWrapButton, false); // interactive: in the buttons' island
