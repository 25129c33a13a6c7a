// Source rewrites MDX needs before parsing, as Docusaurus's preprocessor makes them: first its
// `mdx-code-block` fences are unwrapped (mdxCodeBlocks.ts); then, outside code fences only, the legacy admonition title form `:::note Title` → `:::note[Title]`, and heading ids
// `## Title {#id}` escaped so MDX does not read `{#id}` as a JavaScript expression. Both rewrites
// are Docusaurus's `markdown.mdx1Compat` (`admonitions`, `headingIds`): on unless the site turns
// them off, or Docusaurus 3.10's `future.v4` does (plugins/config/docusaurus/mdx1Compat.ts).
import { ADMONITION_TYPES } from './remarkAdmonitions.js';
import { unwrapMdxCodeBlocks } from './mdxCodeBlocks.js';

/** Docusaurus's `markdown.mdx1Compat`: each MDX 1 syntax kept unless false. */
export interface Mdx1Compat {
  comments?: boolean;
  admonitions?: boolean;
  headingIds?: boolean;
}

export function preprocessMdx(source: string, compat: Mdx1Compat = {}): string {
  const headingIds = compat.headingIds !== false;
  const admonitions = compat.admonitions !== false;
  let fence: string | null = null;
  return unwrapMdxCodeBlocks(source)
    .text.split('\n')
    .map((line) => {
      // A fence may open on a list item's or a quote's line (`- ```none`); a closing fence is at
      // least as long as the opening one and has no info string.
      const f = /^\s*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+|>[ \t]?)*(```+|~~~+)(.*)$/.exec(line);
      if (f) {
        if (fence === null) fence = f[1]!;
        else if (f[1]!.startsWith(fence) && !f[2]!.trim()) fence = null;
        return line;
      }
      if (fence !== null) return line;
      if (/^#{1,6}\s/.test(line)) return headingIds ? escapeHeadingId(line) : line;
      if (!admonitions) return line;
      const m = /^(\s*:{3,})([a-z]+)[ \t]+([^[{\s].*?)\s*$/.exec(line);
      return m && ADMONITION_TYPES.includes(m[2]!) ? `${m[1]}${m[2]}[${m[3]}]` : line;
    })
    .join('\n');
}

/**
 * A heading line's `{#`, escaped as Docusaurus's `escapeMarkdownHeadingIds` does: its first `{#`
 * wherever it stands, with or without a space before it (`## Client{#client}` has the id
 * `client` there, as `parseMarkdownHeadingId` reads it); a `{#` not at the end stays text.
 */
function escapeHeadingId(line: string): string {
  if (line.includes('\\{#')) return line;
  const end = /(\s*)\{#([^}\s]+)\}\s*$/.exec(line);
  if (end && !line.slice(0, end.index).includes('{#'))
    return `${line.slice(0, end.index)}${end[1]}\\{#${end[2]}\\}`;
  return line.replace(/(?<!\\)\{#/, '\\{#');
}
