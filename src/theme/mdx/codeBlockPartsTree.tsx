// A code block drawn through Docusaurus's parts (`CodeBlock/Content/String` → `Layout` →
// `Container`, `Title`, `Content` → `Line` → `Line/Token`, and `Buttons`), each its file under
// ../classic/CodeBlock/, so that a site's override of one is drawn in its place. Used when the
// site overrides a part (else ./CodeBlock.tsx keeps its own static markup, the same as before).
//
// The static parts, the site's included, are rendered by the content's walk (./islands.tsx): the
// block's tokens stay the server's HTML. The buttons (the site's or ours) are an island with the
// block's context (./codeBlockContext.tsx).
import { Suspense, type ReactNode } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { LANGUAGE_ALIASES } from '../../shared/codeThemeClasses.js';
import { DEFAULT_MAGIC_COMMENTS } from '../../shared/magicComments.js';
import { parseLines } from '../docusaurus/themeCommonCodeBlock.js';
import { useRuntimeTokens } from './runtimeCode.js';
import Buttons from '../classic/CodeBlock/Buttons.js';
import Button from '../classic/CodeBlock/Buttons/Button.js';
import CopyButton from '../classic/CodeBlock/Buttons/CopyButton.js';
import WordWrapButton from '../classic/CodeBlock/Buttons/WordWrapButton.js';
import Container from '../classic/CodeBlock/Container.js';
import Content from '../classic/CodeBlock/Content.js';
import ContentElement from '../classic/CodeBlock/Content/Element.js';
import ContentString from '../classic/CodeBlock/Content/String.js';
import Layout from '../classic/CodeBlock/Layout.js';
import Line from '../classic/CodeBlock/Line.js';
import Token from '../classic/CodeBlock/Line/Token.js';
import Title from '../classic/CodeBlock/Title.js';
import {
  CodeBlockIsland,
  blockMetadata,
  CodeBlockProvider,
  isOwnCodeBlockPart,
  staticWordWrap,
  useCodeBlockContext,
  type CodeBlockMetadata,
} from './codeBlockContext.js';
import { renderStatically } from './islands.js';

/** The parts that have no state: static even when the site's (their file is what is imported). */
const STATIC_PARTS: unknown[] = [Layout, Container, Title, Content, ContentString, ContentElement];
for (const part of [...STATIC_PARTS, Line, Token]) renderStatically(part);
// The buttons: an island, in the block's context, whoever's they are.
renderStatically(Buttons, (props: { className?: string }) => {
  const { metadata } = useCodeBlockContext();
  return (
    <CodeBlockIsland metadata={metadata}>
      <Buttons {...props} />
    </CodeBlockIsland>
  );
});

/** Whether the site overrides one of the block's parts (the imports are its files then). */
export const codeBlockPartsOverridden = () =>
  [
    Layout,
    Container,
    Title,
    Content,
    ContentString,
    ContentElement,
    Line,
    Token,
    Buttons,
    Button,
    CopyButton,
    WordWrapButton,
  ].some((p) => !isOwnCodeBlockPart(p));

export interface PartsProps {
  code: string;
  language: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  /** The fence's metastring (an ejected `Content/String` reads it). */
  metastring?: string;
  /** The build's tokens and line classes (plugins/mdx/codeBlockTokens.ts), as JSON. */
  highlightedLines?: string;
  className?: string;
  elementChildren?: ReactNode;
}

type Tokens = Pick<CodeBlockMetadata, 'lines' | 'lineClassNames'> & { lineNumbersStart?: number };

/** The block's tree of parts, in its context (Docusaurus's `Content/String` props given too). */
export function CodeBlockParts(props: PartsProps) {
  // A text known only when the page runs, in a language: Prism's tokens then, as Docusaurus's
  // Content draws any block (a site's wrapper of it too).
  if (
    __DOCS_PRISM_CODE__ &&
    props.highlightedLines === undefined &&
    props.elementChildren === undefined &&
    (LANGUAGE_ALIASES[props.language] ?? props.language) !== 'text'
  )
    return <RuntimeParts {...props} />;
  return <PartsTree {...props} />;
}
renderStatically(CodeBlockParts);

/**
 * A block whose text is known only now: its highlight comments and `{1,3-5}` read, as
 * Docusaurus's Content/String reads them, and its tokens Prism's once the highlighter is loaded
 * (./runtimeCode.tsx: the server renders the page again then, so the pre-rendered HTML has them;
 * the browser keeps that HTML while the chunk loads). Not static: in MDX content it is an island.
 */
function RuntimeParts(props: PartsProps) {
  const parsed = parseLines(props.code, {
    metastring: props.metastring,
    language: props.language,
    magicComments: siteConfig.code?.magicComments ?? DEFAULT_MAGIC_COMMENTS,
  });
  const plain: Tokens = {
    lines: parsed.code.split('\n').map((content) => (content ? [{ content }] : [])),
    lineClassNames: parsed.lineClassNames,
  };
  const parsedProps = { ...props, code: parsed.code };
  return (
    <Suspense fallback={<PartsTree {...parsedProps} tokens={plain} />}>
      <HighlightedParts {...parsedProps} plain={plain} />
    </Suspense>
  );
}

function HighlightedParts({ plain, ...props }: PartsProps & { plain: Tokens }) {
  const lines = useRuntimeTokens(props.code, props.language);
  return <PartsTree {...props} tokens={lines ? { ...plain, lines } : plain} />;
}

function PartsTree(props: PartsProps & { tokens?: Tokens }) {
  const tokens =
    props.tokens ??
    (props.highlightedLines ? (JSON.parse(props.highlightedLines) as Tokens) : undefined);
  const metadata = blockMetadata({
    code: props.code,
    language: props.language,
    ...(props.title ? { title: props.title } : {}),
    ...(props.showLineNumbers ? { showLineNumbers: true } : {}),
    ...(tokens?.lineNumbersStart !== undefined
      ? { lineNumbersStart: tokens.lineNumbersStart }
      : {}),
    ...(tokens ? { tokens } : {}),
  });
  return (
    <CodeBlockProvider value={{ metadata, wordWrap: staticWordWrap() }}>
      {props.elementChildren !== undefined ? (
        <ContentElement className={props.className}>{props.elementChildren}</ContentElement>
      ) : (
        <ContentString
          className={props.className}
          language={props.language}
          {...(props.title ? { title: props.title } : {})}
          {...(props.showLineNumbers ? { showLineNumbers: true } : {})}
          {...(props.metastring ? { metastring: props.metastring } : {})}
        >
          {props.code}
        </ContentString>
      )}
    </CodeBlockProvider>
  );
}

renderStatically(PartsTree);

/** What ./codeBlockPartsSlot.ts gives ./CodeBlock.tsx when the site overrides a part. */
export const codeBlockParts = { CodeBlockParts, codeBlockPartsOverridden };
