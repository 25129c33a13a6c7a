// What a code block's parts read (theme-common's `useCodeBlockContext`, `useCodeWordWrap`,
// `usePrismTheme`), in a module a site's override of a part does not replace.
//
// A block's static parts (Layout, Container, Title, Content, Line, Token) are rendered by the
// content's walk (./islands.tsx), not by React: the walk calls each one where it is, in order, so
// the provider's static render sets the block they belong to and `useCodeBlockContext` reads it
// there. The buttons are an island: `CodeBlockIsland` gives them a real context, with a word wrap
// that works on the block's `<pre>` in the page.
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import siteConfig from 'virtual:docs/site-config';
import { renderStatically } from './islands.js';
import type { PrismTheme } from '../../shared/siteConfigSchema.js';
import { useColorMode } from '../useColorMode.js';

/** A token of a highlighted line: its text and the classes of its colours (codeTheme.ts). */
export interface CodeToken {
  content: string;
  className?: string;
}

/** `useCodeBlockContext().metadata`, as Docusaurus 3.8 has it (its fields that apply here). */
export interface CodeBlockMetadata {
  code: string;
  language: string;
  title?: ReactNode;
  className: string;
  /** The first line's number when the block shows line numbers. */
  lineNumbersStart?: number;
  /** The classes of each line (0-based), from `{1,3}` and highlight comments. */
  lineClassNames: Record<number, string[]>;
  /** The build's tokens, one list per line (not in Docusaurus's metadata: Prism tokenizes there). */
  lines: CodeToken[][];
}

export interface CodeWordWrap {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
}

export interface CodeBlockContextValue {
  metadata: CodeBlockMetadata;
  wordWrap: CodeWordWrap;
}

const Context = createContext<CodeBlockContextValue | null>(null);
/** The block the content's walk is in (see the top of the file). */
let walking: CodeBlockContextValue | null = null;

/** The build's tokens of the blocks drawn so far, by language and code (`createCodeBlockMetadata`). */
const tokensByBlock = new Map<string, Pick<CodeBlockMetadata, 'lines' | 'lineClassNames'>>();
const blockKey = (language: string, code: string) => `${language}\n${code}`;

/** The lines of plain text: one token each (what is not highlighted at build time). */
const plainLines = (code: string): CodeToken[][] =>
  code.split('\n').map((content) => (content ? [{ content }] : []));

/** A block's metadata; its tokens the build's when given, else its lines as plain text. */
export function blockMetadata(input: {
  code: string;
  language: string;
  title?: ReactNode;
  showLineNumbers?: boolean;
  lineNumbersStart?: number;
  tokens?: Pick<CodeBlockMetadata, 'lines' | 'lineClassNames'>;
}): CodeBlockMetadata {
  const { code, language } = input;
  if (input.tokens) tokensByBlock.set(blockKey(language, code), input.tokens);
  const tokens = input.tokens ?? tokensByBlock.get(blockKey(language, code));
  const start = input.lineNumbersStart ?? (input.showLineNumbers ? 1 : undefined);
  return {
    code,
    language,
    ...(input.title ? { title: input.title } : {}),
    className: `code-block language-${language}${start !== undefined ? ' code-block--line-numbers' : ''}`,
    ...(start !== undefined ? { lineNumbersStart: start } : {}),
    lineClassNames: tokens?.lineClassNames ?? {},
    lines: tokens?.lines ?? plainLines(code),
  };
}

/**
 * theme-common's `createCodeBlockMetadata` (an ejected `CodeBlock/Content/String` calls it): the
 * block's metadata from its props; its tokens are the build's for a block of the same code.
 */
export function createCodeBlockMetadata(params: {
  code: string;
  className?: string;
  language?: string;
  defaultLanguage?: string;
  metastring?: string;
  title?: ReactNode;
  showLineNumbers?: boolean | number;
  magicComments?: unknown;
}): CodeBlockMetadata {
  const language =
    params.language ??
    /\blanguage-(\S+)/.exec(params.className ?? '')?.[1] ??
    params.defaultLanguage ??
    'text';
  const title = params.title ?? /title=(["'])(.*?)\1/.exec(params.metastring ?? '')?.[2];
  const fromMeta = /\bshowLineNumbers(?:=(\d+))?/.exec(params.metastring ?? '');
  const lineNumbersStart =
    typeof params.showLineNumbers === 'number'
      ? params.showLineNumbers
      : params.showLineNumbers || fromMeta
        ? Number(fromMeta?.[1] ?? 1)
        : undefined;
  return blockMetadata({
    code: params.code.replace(/\n$/, ''),
    language,
    ...(title ? { title } : {}),
    ...(lineNumbersStart !== undefined ? { lineNumbersStart } : {}),
  });
}

/** A word wrap that does nothing: the static parts' (the button's island has the working one). */
export const staticWordWrap = (): CodeWordWrap => ({
  codeBlockRef: { current: null },
  isEnabled: false,
  isCodeScrollable: false,
  toggle: () => undefined,
});

export function useCodeBlockContext(): CodeBlockContextValue {
  const value = useContext(Context) ?? walking;
  if (!value) throw new Error('useCodeBlockContext() is used outside of a code block');
  return value;
}

/** Provides a block's context to its parts, rendered by React or by the content's walk. */
export function CodeBlockProvider({
  value,
  children,
}: {
  value: CodeBlockContextValue;
  children?: ReactNode;
}) {
  return createElement(Context.Provider, { value }, children);
}
renderStatically(CodeBlockProvider, ({ value, children }) => {
  walking = value;
  return children;
});

/** theme-common's `CodeBlockContextProvider` (ejected parts provide a block's context with it). */
export function CodeBlockContextProvider({
  metadata,
  wordWrap,
  children,
}: CodeBlockContextValue & { children?: ReactNode }) {
  return createElement(Context.Provider, { value: { metadata, wordWrap } }, children);
}
renderStatically(CodeBlockContextProvider, ({ metadata, wordWrap, children }) => {
  walking = { metadata, wordWrap };
  return children;
});

/** The block's wrapping state, on the `<pre>` `codeBlockRef` points to (`find` gives it). */
export function useCodeWordWrap(find?: () => HTMLPreElement | null): CodeWordWrap {
  const codeBlockRef = useRef<HTMLPreElement | null>(null);
  const [isEnabled, setEnabled] = useState(false);
  const [isCodeScrollable, setScrollable] = useState(false);
  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (pre) setScrollable(pre.scrollWidth > pre.clientWidth);
  }, []);
  // `find` is read once, on mount: the block's `<pre>` does not move.
  const findPre = useRef(find);
  useEffect(() => {
    if (findPre.current) codeBlockRef.current = findPre.current();
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    setEnabled((on) => {
      // Through the CSSOM, which a strict Content-Security-Policy allows (no style attribute).
      if (code) code.style.whiteSpace = on ? '' : 'pre-wrap';
      if (code) code.style.width = on ? '' : 'auto';
      return !on;
    });
  }, []);
  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}

/**
 * The buttons' island: the block's context with a working word wrap. A hidden marker finds the
 * block's `<pre>` in the page (the static parts have no refs: they are the server's HTML).
 */
export function CodeBlockIsland({
  metadata,
  children,
}: {
  metadata: CodeBlockMetadata;
  children?: ReactNode;
}) {
  const marker = useRef<HTMLSpanElement>(null);
  const wordWrap = useCodeWordWrap(
    () => marker.current?.closest('.code-block, .theme-code-block')?.querySelector('pre') ?? null,
  );
  return createElement(
    Context.Provider,
    { value: { metadata, wordWrap } },
    createElement('span', { ref: marker, hidden: true }),
    children,
  );
}

/**
 * `usePrismTheme()`. In a code block's static part (the content's walk, drawn once by the server
 * for both colour modes): the build's code theme in prism-react-renderer's shape, each token
 * carrying its colours as classes, so `plain` is the blocks' CSS colours and `styles` is empty.
 * In a component React renders on a Prism site (a Docusaurus site's live code editor, which
 * colours its tokens with the theme's `styles`): the site's `prism.theme`, or its `darkTheme` in
 * dark mode, as Docusaurus's hook gives them.
 */
export function usePrismTheme():
  PrismTheme | { plain: { color: string; backgroundColor: string }; styles: never[] } {
  const prism = __DOCS_PRISM_CODE__ && !walking ? siteConfig.code.prism : undefined;
  if (!prism)
    return {
      plain: { color: 'var(--ifm-pre-color)', backgroundColor: 'var(--docs-code-bg)' },
      styles: [],
    };
  // Whether the block is walked is the same at every call from one component.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const { colorMode } = useColorMode();
  return colorMode === 'dark' ? prism.darkTheme : prism.theme;
}

/** The theme's own parts of a code block: an imported part that is not one is the site's. */
const own = new Set<unknown>();
/** Marks a part as the theme's own, and static in MDX content when it is pure. */
export function ownCodeBlockPart(part: unknown, pure: boolean): void {
  own.add(part);
  if (pure) renderStatically(part);
}
export const isOwnCodeBlockPart = (part: unknown): boolean => own.has(part);
