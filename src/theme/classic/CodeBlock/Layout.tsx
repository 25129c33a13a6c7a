// `@theme/CodeBlock/Layout`: the block's container, title, content and buttons.
import { useCodeBlockContext, ownCodeBlockPart } from '../../mdx/codeBlockContext.js';
import Buttons from './Buttons.js';
import Container from './Container.js';
import Content from './Content.js';
import Title from './Title.js';

export default function CodeBlockLayout({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  return (
    <Container as="div" className={[className, metadata.className].filter(Boolean).join(' ')}>
      {metadata.title && (
        <div
          className={
            __DOCS_DOCUSAURUS_METADATA__
              ? 'codeBlockTitle_dv code-block__title'
              : 'code-block__title'
          }
        >
          <Title>{metadata.title}</Title>
        </div>
      )}
      <div
        className={
          __DOCS_DOCUSAURUS_METADATA__ ? 'codeBlockContent_dv code-block__body' : 'code-block__body'
        }
      >
        <Content />
        <Buttons />
      </div>
    </Container>
  );
}

ownCodeBlockPart(CodeBlockLayout, true); // pure: static in MDX content
