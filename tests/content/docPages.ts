// What the content tests that follow a reader's task read from the knowledgebase's pages: a page
// by file or by site path, a section under a heading, a titled code block, the heading ids a page
// gives, and the links whose fragment names no heading.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const docsDir = join(import.meta.dirname, '../../docs');
export const read = (file: string) => readFileSync(join(docsDir, file), 'utf8');

/** The fenced block of `lang` whose title starts with `title`, or '' when the page has none. */
export function block(text: string, lang: string, title: string): string {
  const fence = new RegExp('^```' + lang + ' title="([^"]*)"[^\\n]*\\n([\\s\\S]*?)^```', 'gm');
  for (const m of text.matchAll(fence)) if ((m[1] ?? '').startsWith(title)) return m[2] ?? '';
  return '';
}

/** The markdown section under a heading, up to the next heading of the same or a higher level.
 * Lines inside fenced code (a Python comment, say) are never headings. */
export function section(text: string, heading: RegExp): string {
  const lines = text.split('\n');
  let fenced = false;
  const isHeading = lines.map((l) => {
    if (l.startsWith('```')) fenced = !fenced;
    return !fenced && /^#{1,6} /.test(l);
  });
  const start = lines.findIndex((l, i) => isHeading[i] && /^#{2,4} /.test(l) && heading.test(l));
  if (start < 0) return '';
  const level = (lines[start] ?? '').match(/^#+/)?.[0].length ?? 2;
  const end = lines.findIndex(
    (l, i) => i > start && isHeading[i] && new RegExp(`^#{1,${level}} `).test(l),
  );
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** Heading ids of a page as the site generates them: lower case, punctuation dropped. */
export function anchors(text: string): Set<string> {
  const ids = new Set<string>();
  for (const m of text.matchAll(/^#{2,4} (.+?)(?: \{#([\w-]+)\})?$/gm)) {
    ids.add(
      m[2] ??
        (m[1] ?? '')
          .toLowerCase()
          .replace(/[^\p{L}\p{N} _-]/gu, '')
          .trim()
          .replace(/ /g, '-'),
    );
  }
  return ids;
}

/** The page file behind a site path such as /software-services/core/airtime. */
export function pageFor(path: string): string {
  const base = path.replace(/^\//, '').replace(/\/$/, '');
  for (const candidate of [`${base}.md`, `${base}.mdx`, `${base}/index.md`, `${base}/index.mdx`]) {
    try {
      return read(candidate);
    } catch {
      // try the next form
    }
  }
  throw new Error(`no page for ${path}`);
}

/** Every absolute link with a fragment in `text` whose page has no such heading. */
export function brokenAnchors(text: string): string[] {
  const broken: string[] = [];
  for (const m of text.matchAll(/\]\((\/[^)#\s]*)#([^)\s]+)\)/g)) {
    const [, path = '', id = ''] = m;
    if (!anchors(pageFor(path)).has(id)) broken.push(`${path}#${id}`);
  }
  return broken;
}
