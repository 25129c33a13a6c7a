// Where a broken link is written: Docusaurus names only the page a broken link is on; a link that
// a Markdown page's own text holds is also named at its file, line and column, so the writer finds
// the one to fix (a versioned copy of a doc has the same route path as the current doc had). A
// link the text does not hold (the navbar's, a footer's, one a component makes) is left as it is.
import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { normalizePathname, stripBaseUrl } from '../../src/shared/paths.js';

/** A Markdown page of the site: its route (with the base URL) and its source file. */
export interface MarkdownSource {
  permalink: string;
  filePath: string;
}

/** The position of `link` in `text` as a link target (`](link)`, `"link"`, `'link'`, `<link>`). */
export function locateLink(
  text: string,
  link: string,
): { line: number; column: number } | undefined {
  if (!link) return undefined;
  let from = 0;
  for (;;) {
    const at = text.indexOf(link, from);
    if (at < 0) return undefined;
    const before = text[at - 1];
    const after = text[at + link.length];
    if (/[("'<{]/.test(before ?? '') && (after === undefined || /[)"'>}\s]/.test(after))) {
      const lines = text.slice(0, at).split('\n');
      return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
    }
    from = at + 1;
  }
}

/**
 * The broken links with `at` (`docs/a.mdx:12:5`, relative to the site) where the Markdown source
 * of their page holds the link. `source` is a route path without the base URL.
 */
export function withLinkSources<T extends { source: string; link: string }>(
  broken: T[],
  pages: MarkdownSource[],
  baseUrl: string,
  siteDir: string,
): (T & { at?: string })[] {
  if (!broken.length) return broken;
  const fileOf = new Map<string, string>();
  for (const p of pages)
    fileOf.set(normalizePathname(stripBaseUrl(p.permalink, baseUrl)), p.filePath);
  const texts = new Map<string, string | undefined>();
  const textOf = (file: string) => {
    if (!texts.has(file)) {
      let text: string | undefined;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        text = undefined;
      }
      texts.set(file, text);
    }
    return texts.get(file);
  };
  return broken.map((b) => {
    const file = fileOf.get(normalizePathname(b.source));
    if (!file) return b;
    const absolute = isAbsolute(file) ? file : resolve(siteDir, file);
    const text = textOf(absolute);
    const pos = text === undefined ? undefined : locateLink(text, b.link);
    if (!pos) return b;
    return { ...b, at: `${relative(siteDir, absolute)}:${pos.line}:${pos.column}` };
  });
}
