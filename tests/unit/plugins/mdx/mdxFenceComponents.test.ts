// A site whose MDXComponents map draws fences with its own `pre` and `code` (Recyclarr's wiki:
// `pre` gives its children, `code` hands a block to `@theme/CodeBlock`). In Docusaurus 3.8.1
// each fence reaches them as `<pre><code className="language-…" metastring="…">text</code></pre>`
// and the CodeBlock reads the title from the metastring. Here the compile drew each fence as a
// code block whose own `<pre>` and `<code>` went through the site's components too: a second
// code block of the lines inside the first, without its `<pre>`, its language `text`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { fixtureCopy } from '../../fixtureSite.js';

const siteDir = fixtureCopy('mdx-fence-components');
const outDir = join(siteDir, 'build');
let html = '';

beforeAll(async () => {
  await buildSite({ siteDir, outDir });
  html = readFileSync(join(outDir, 'docs/harbour/index.html'), 'utf8');
}, 180_000);

describe("fences drawn by the site's own MDX pre and code", () => {
  it("give the site's code each fence's class and metastring, one code block each, as Docusaurus 3.8.1", () => {
    // Docusaurus 3.8.1's page: one marked block per fence, each with one <pre> of its language.
    expect(html.match(/<div class="tide-block"[^>]*>/g)).toEqual([
      '<div class="tide-block" data-class="language-yaml" data-meta="title=&quot;harbour.yml&quot;">',
      '<div class="tide-block" data-class="language-bash" data-meta="">',
    ]);
    expect(html.match(/<pre[^>]*class="[^"]*prism-code language-\w+/g)?.length).toBe(2);
    expect(html).not.toContain('language-text');
    // The title from the metastring, as Docusaurus's CodeBlock reads it.
    expect(html).toMatch(/<div class="codeBlockTitle_\w+[^"]*">harbour\.yml<\/div>/);
    // The inline code stays inline.
    expect(html).toMatch(/<p>Set the (?:<docs-island[^>]*>)?<code>depth<\/code>/);
  });
});
