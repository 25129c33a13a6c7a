// Quick syntax check for writers: compiles each given .md/.mdx file as MDX 3 (with GFM and
// directives) and checks its front matter parses. Usage: node scripts/check-mdx.mjs docs/a.md ...
import { readFileSync } from 'node:fs';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { parse } from 'yaml';

let bad = 0;
for (const file of process.argv.slice(2)) {
  const src = readFileSync(file, 'utf8');
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(src);
  let body;
  try {
    if (m) {
      const fm = parse(m[1]);
      if (!fm || typeof fm.title !== 'string' || typeof fm.description !== 'string')
        throw new Error('front matter needs title and description strings');
      body = '\n'.repeat(m[0].split('\n').length - 1) + src.slice(m[0].length);
    } else throw new Error('missing front matter');
    // Same pre-processing as the generator: escape heading ids `{#id}` outside code fences.
    let fence = false;
    body = body
      .split('\n')
      .map((l) => {
        if (/^\s*(```|~~~)/.test(l)) fence = !fence;
        return !fence && /^#{1,6}\s/.test(l) ? l.replace(/\s\{#([^}\s]+)\}\s*$/, ' \\{#$1\\}') : l;
      })
      .join('\n');
    await compile(body, { remarkPlugins: [remarkGfm, remarkDirective] });
  } catch (e) {
    bad++;
    console.log(`${file}: ${e.line ? `${e.line}:${e.column}: ` : ''}${e.reason ?? e.message}`);
  }
}
console.log(bad ? `${bad} file(s) with errors` : 'all files compile');
process.exit(bad ? 1 : 0);
