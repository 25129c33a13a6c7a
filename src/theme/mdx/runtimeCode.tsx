// A code block's text known only when the page runs, highlighted as the build highlights a fence
// of its language (./runtimeHighlight.ts, or ./runtimePrism.ts on a Prism site: a chunk loaded only
// by a page that shows such a block).
// The server renders the page again once the highlighter is loaded (src/server/entryServer.tsx),
// so the pre-rendered HTML has the tokens; the browser keeps that HTML while it loads the chunk
// (the block suspends: React hydrates it when it is ready) and, after a client navigation, shows
// the text plain until then.
import { Suspense, use } from 'react';
import { PlainCode, type RuntimeLines } from './codeBlockParts.js';
import type { CodeToken } from './codeBlockContext.js';

type Runtime = Pick<typeof import('./runtimeHighlight.js'), 'prepare' | 'ready' | 'highlighted'> &
  Partial<Pick<typeof import('./runtimePrism.js'), 'tokens'>>;
let runtime: Runtime | undefined;
let runtimeLoad: Promise<Runtime> | undefined;
/** A language's load: it never fails (a block whose load failed is shown plain). */
const loads = new Map<string, Promise<boolean>>();
const failed = new Set<string>();
/** The loads the renders since the last `takeHighlightLoads` waited for. */
let waitedFor: Promise<unknown>[] = [];

function load(lang: string): Promise<boolean> {
  let p = loads.get(lang);
  if (!p) {
    // A Prism site's (Docusaurus's) code is Prism's, as its fences are: one chunk or the other.
    runtimeLoad ??= (
      __DOCS_PRISM_CODE__ ? import('./runtimePrism.js') : import('./runtimeHighlight.js')
    ).then((m: Runtime) => (runtime = m));
    p = runtimeLoad
      .then((m) => m.prepare(lang))
      .then(
        () => true,
        (error: unknown) => {
          failed.add(lang);
          console.error(`Could not load the highlighter of ${lang} code:`, error);
          return false;
        },
      );
    loads.set(lang, p);
  }
  // Each render that waits says so, whoever started the load: the server renders pages side by
  // side, and a page whose block found another page's load under way renders again after it too.
  waitedFor.push(p);
  return p;
}

/**
 * The loads the renders since the last call waited for: called right after a page's render (it is
 * synchronous), those of that page, which the server renders again once they are done.
 */
export function takeHighlightLoads(): Promise<unknown>[] {
  const out = waitedFor;
  waitedFor = [];
  return out;
}

interface Props {
  code: string;
  language: string;
  lines?: RuntimeLines;
}

function Highlighted({ code, language, lines }: Props) {
  if (!runtime?.ready(language) && !failed.has(language)) use(load(language));
  if (failed.has(language) || !runtime)
    return <PlainCode code={code} language={language} {...(lines ? { lines } : {})} />;
  return <>{runtime.highlighted(code, language, lines)}</>;
}

/** `code` highlighted as `language` (plain while the highlighter loads after a navigation). */
export function RuntimeCode({ code, language, lines }: Props) {
  const lang = language.toLowerCase();
  const optional = lines ? { lines } : {};
  return (
    <Suspense fallback={<PlainCode code={code} language={lang} {...optional} />}>
      <Highlighted code={code} language={lang} {...optional} />
    </Suspense>
  );
}

/**
 * `code`'s lines of tokens in `language` (Prism's, on a Prism site), for a block drawn through
 * Docusaurus's parts (./codeBlockPartsTree.tsx); undefined when they cannot be had (the
 * highlighter failed to load, a Shiki site). Suspends while the highlighter loads: call it in a
 * component's render under a Suspense boundary.
 */
export function useRuntimeTokens(code: string, language: string): CodeToken[][] | undefined {
  const lang = language.toLowerCase();
  if (!runtime?.ready(lang) && !failed.has(lang)) use(load(lang));
  if (failed.has(lang) || !runtime?.tokens) return undefined;
  return runtime.tokens(code, lang);
}
