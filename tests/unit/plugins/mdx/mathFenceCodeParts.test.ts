// A ```math fence on a site that wraps the code block and one of its parts (`src/theme/CodeBlock`,
// `CodeBlock/Line`), with no rehype plugin replacing the fence. In Docusaurus 3.8.1 (with or
// without remark-math, which changes only `$$` blocks) the fence is one more CodeBlock: the
// site's CodeBlock gets its text, the site's Line draws its line. Here math blocks are drawn after
// the site's rehype plugins, and the fences' texts and metastrings were handed out by position
// among the blocks drawn first: the math block's CodeBlock got no text and the next fence got the
// math fence's text and lost its own metastring.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { fixtureCopy } from '../../fixtureSite.js';

const siteDir = fixtureCopy('math-fence-code-parts');
const outDir = join(siteDir, 'build');
let html = '';

beforeAll(async () => {
  await buildSite({ siteDir, outDir });
  html = readFileSync(join(outDir, 'docs/kepler/index.html'), 'utf8');
}, 180_000);

describe("a math fence and the site's code block parts", () => {
  it("gives each fence's own text and metastring to the site's CodeBlock, as Docusaurus 3.8.1", () => {
    // Docusaurus 3.8.1's page: the wrappers in the order of the fences.
    expect(html.match(/<div class="orbit-block"[^>]*>/g)).toEqual([
      '<div class="orbit-block" data-text="T^2 = a^3" data-meta="">',
      '<div class="orbit-block" data-text="const period = (a) =&gt; Math.sqrt(a ** 3);" data-meta="title=&quot;period.js&quot;">',
    ]);
    // And the site's Line draws the math fence's line as the other fence's.
    expect(html.match(/orbit-line" data-tokens="\d+"/g)).toEqual([
      'orbit-line" data-tokens="1"',
      'orbit-line" data-tokens="22"',
    ]);
    expect(html).toMatch(/<pre[^>]*language-math[^>]*>/);
  });
});
