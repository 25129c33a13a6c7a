// A highlighted code block (highlighted at build time) with an optional title and a copy button.
// Written by hand as Docusaurus's `<CodeBlock language="js" title="…" showLineNumbers>{code}</CodeBlock>`
// with a text the build knows, it is a fence (plugins/mdx/rehypeJsxCodeBlocks.ts); with one known
// only when the page runs (a prop, an imported string), a Docusaurus site's block of a language is
// highlighted then by a highlighter loaded only on such a page (./runtimeCode.tsx), as Docusaurus's
// Prism does; other text is shown as it is, one line per row.
import type { ReactNode } from 'react';
import siteConfig from 'virtual:docs/site-config';
import { renderStatically } from './islands.js';
import { ClassicCodeButtons } from './classicCodeButtons.js';
import { CopyButton, PlainCode } from './codeBlockParts.js';
import { RuntimeCode } from './runtimeCode.js';
import type { RuntimeLines } from './codeBlockParts.js';
import { LANGUAGE_ALIASES } from '../../shared/codeThemeClasses.js';
import { codeBlockParts } from './codeBlockPartsSlot.js';
import { DEFAULT_MAGIC_COMMENTS } from '../../shared/magicComments.js';
import {
  containsLineNumbers,
  getLineNumbersStart,
  parseCodeBlockTitle,
  parseLines,
} from '../docusaurus/themeCommonCodeBlock.js';

/** Pure (no hooks): static in MDX content, its copy button hydrating on its own. */
export default function CodeBlock({
  title,
  language: languageProp,
  code: codeProp,
  showLineNumbers,
  copyLabel,
  className,
  highlightedLines,
  metastring,
  children,
}: {
  title?: string;
  language?: string;
  code?: string;
  /** Docusaurus's: `true`, or the first line's number. */
  showLineNumbers?: boolean | number;
  copyLabel?: string;
  className?: string;
  /** The build's tokens, when the site overrides a part (plugins/mdx/codeBlockTokens.ts). */
  highlightedLines?: string;
  /** The fence's metastring, given with the tokens. */
  metastring?: string;
  children?: ReactNode;
}) {
  // A fence a site's own MDX `code` gives here (plugins/mdx/docusaurusFences.ts): its title and
  // line numbers from the metastring, as Docusaurus's CodeBlock reads them.
  if (__DOCS_DOCUSAURUS_METADATA__ && metastring && highlightedLines === undefined) {
    title ??= parseCodeBlockTitle(metastring) || undefined;
    if (showLineNumbers === undefined && containsLineNumbers(metastring))
      showLineNumbers = getLineNumbersStart({ showLineNumbers, metastring });
  }
  let text = typeof children === 'string' ? children.replace(/\n$/, '') : undefined;
  let code = codeProp ?? text;
  const language = languageProp ?? /\blanguage-(\S+)/.exec(className ?? '')?.[1];
  // Docusaurus's parts, when the site overrides one (./codeBlockPartsTree.tsx).
  const parts = codeBlockParts;
  if (parts && (highlightedLines !== undefined || parts.codeBlockPartsOverridden()))
    return (
      <parts.CodeBlockParts
        // The text as written: Docusaurus's `Content/String` reads its comments itself.
        code={code ?? ''}
        language={language ?? 'text'}
        {...(title ? { title } : {})}
        {...(showLineNumbers ? { showLineNumbers: true } : {})}
        {...(highlightedLines !== undefined ? { highlightedLines } : {})}
        {...(metastring ? { metastring } : {})}
        {...(code === undefined ? { elementChildren: children } : {})}
        {...(className ? { className } : {})}
      />
    );
  // A text known only now (a fence's is the build's, its comments read already): on a Docusaurus
  // site, its highlight comments and `metastring`'s `{1,3-5}` mark lines and leave the code, as
  // there (a site of ours ships no parser: the constant folds).
  let lines: RuntimeLines | undefined;
  if (__DOCS_DOCUSAURUS_METADATA__ && typeof children === 'string') {
    const parsed = parseLines(children, {
      metastring,
      language: language ?? 'text',
      magicComments: siteConfig.code?.magicComments ?? DEFAULT_MAGIC_COMMENTS,
    });
    text = parsed.code;
    code = codeProp ?? text;
    lines = {
      lineClasses: parsed.lineClassNames,
      ...(showLineNumbers !== undefined && showLineNumbers !== false
        ? { lineNumbersStart: typeof showLineNumbers === 'number' ? showLineNumbers : 1 }
        : {}),
    };
  }
  // The classes given to the block are its box's, before its language's, as Docusaurus's
  // CodeBlock puts them (`<CodeBlock className="text--left">` in a centred page).
  const languageClass = `language-${language ?? 'text'}`;
  const given = className?.split(/\s+/).filter((c) => c && c !== languageClass) ?? [];
  return (
    <div
      className={
        ['code-block', ...given, languageClass].join(' ') +
        (showLineNumbers ? ' code-block--line-numbers' : '') +
        // Docusaurus's classes (`_dv`: src/shared/docusaurusCodeMarkup.ts).
        (__DOCS_DOCUSAURUS_METADATA__ ? ' codeBlockContainer_dv theme-code-block' : '')
      }
    >
      {title && (
        <div
          className={
            // Docusaurus's CSS-module class's local name, on a Docusaurus site (../classic/DocRoot/Layout.tsx).
            __DOCS_DOCUSAURUS_METADATA__
              ? 'codeBlockTitle_dv code-block__title'
              : 'code-block__title'
          }
        >
          {title}
        </div>
      )}
      <div
        className={
          __DOCS_DOCUSAURUS_METADATA__ ? 'codeBlockContent_dv code-block__body' : 'code-block__body'
        }
      >
        {text === undefined ? (
          children
        ) : __DOCS_DOCUSAURUS_METADATA__ &&
          language &&
          (LANGUAGE_ALIASES[language] ?? language) !== 'text' ? (
          <RuntimeCode code={text} language={language} {...(lines ? { lines } : {})} />
        ) : __DOCS_DOCUSAURUS_METADATA__ ? (
          <PlainCode code={text} language={language ?? 'text'} {...(lines ? { lines } : {})} />
        ) : (
          <PlainCode code={text} />
        )}
        {/* A Docusaurus site's blocks have theme-classic's icon buttons; a site of ours its text one. */}
        {__DOCS_DOCUSAURUS_METADATA__ ? (
          <ClassicCodeButtons code={code ?? ''} />
        ) : (
          <CopyButton code={code ?? ''} copyLabel={copyLabel} />
        )}
      </div>
    </div>
  );
}

renderStatically(CodeBlock);
