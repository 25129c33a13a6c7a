// What a page's code blocks show of Docusaurus's markup, read from its HTML the same way for a
// Docusaurus build and for ours (tests/unit/plugins/codeBlockClasses.test.ts): each block's
// container, title, `pre` and `code` classes and its lines (classes, number cell, text), each
// class kept only when it is one of `vocabulary` (Docusaurus's), its CSS-module hash read as `_dv`.
import { JSDOM } from 'jsdom';

export interface LineView {
  classes: string[];
  /** The line has Docusaurus's number cell and content cell. */
  numbered: boolean;
  text: string;
}

export interface BlockView {
  container: string[];
  title: string | null;
  /** The `pre` sits in the container's `codeBlockContent`. */
  inContent: boolean;
  pre: string[];
  code: string[];
  lines: LineView[];
}

/** A CSS-module class with its hash as the local name and `_dv` (`codeLine_bkOu` → `codeLine_dv`). */
export const localClass = (c: string): string => c.replace(/^([a-zA-Z]+)_[\w-]{2,5}$/, '$1_dv');

const classesOf = (el: Element | null, vocabulary?: Set<string>): string[] =>
  el ? [...el.classList].map(localClass).filter((c) => !vocabulary || vocabulary.has(c)) : [];

/** The code blocks of a page's article. */
export function codeBlockViews(html: string, vocabulary?: Set<string>): BlockView[] {
  const doc = new JSDOM(html).window.document;
  const article = doc.querySelector('article')!;
  return [...article.querySelectorAll('pre')].map((pre) => {
    const container = pre.closest('div[class*="codeBlockContainer"], div.code-block');
    const code = pre.querySelector('code');
    const lineEls = [...(code?.querySelectorAll('span') ?? [])].filter(
      (s) =>
        (s.classList.contains('token-line') || s.classList.contains('line')) &&
        !s.parentElement?.closest('.token-line, .line'),
    );
    return {
      container: classesOf(container, vocabulary),
      title: container?.querySelector('[class*="codeBlockTitle"]')?.textContent ?? null,
      inContent: Boolean(pre.closest('[class*="codeBlockContent"]')),
      pre: classesOf(pre, vocabulary),
      code: classesOf(code, vocabulary),
      lines: lineEls.map((line) => {
        const number = line.querySelector(':scope > [class*="codeLineNumber"]');
        const content = line.querySelector(':scope > [class*="codeLineContent"]');
        return {
          classes: classesOf(line, vocabulary),
          numbered: Boolean(number && content),
          // Without the newline a line ends with (Docusaurus's line ends with a `<br>`).
          text: ((content ?? line).textContent ?? '').replace(/\n$/, ''),
        };
      }),
    };
  });
}

/** Every class a page's code blocks carry (their local names). */
export function codeBlockVocabulary(html: string): Set<string> {
  const out = new Set<string>();
  for (const b of codeBlockViews(html))
    for (const list of [b.container, b.pre, b.code, ...b.lines.map((l) => l.classes)])
      for (const c of list) out.add(c);
  return out;
}
