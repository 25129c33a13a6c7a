// Source rewrites MDX needs before parsing, as Docusaurus's preprocessor makes them: first its
// `mdx-code-block` fences are unwrapped (mdxCodeBlocks.ts); then, outside code fences only, the legacy admonition title form `:::note Title` → `:::note[Title]`, and heading ids
// `## Title {#id}` escaped so MDX does not read `{#id}` as a JavaScript expression.
import { ADMONITION_TYPES } from './remarkAdmonitions.js';
import { unwrapMdxCodeBlocks } from './mdxCodeBlocks.js';

export function preprocessMdx(source: string): string {
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
      if (/^#{1,6}\s/.test(line)) return line.replace(/\s\{#([^}\s]+)\}\s*$/, ' \\{#$1\\}');
      const m = /^(\s*:{3,})([a-z]+)[ \t]+([^[{\s].*?)\s*$/.exec(line);
      return m && ADMONITION_TYPES.includes(m[2]!) ? `${m[1]}${m[2]}[${m[3]}]` : line;
    })
    .join('\n');
}
