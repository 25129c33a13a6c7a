// A site's rehype plugin that replaces math blocks (`<pre><code class="language-math">`), as
// rehype-katex replaces remark-math's `$$` blocks and ```math fences (KuasaSemi's aquarius-docs).
// In Docusaurus every fence reaches the site's rehype plugins as `<pre><code>`; here the fences
// were drawn as code blocks before the site's plugins ran, and the display math came out as a
// code block holding KaTeX's markup. tests/fixtures/sites/math-fence-rehype has its own small
// plugin (remark-math and rehype-katex are not installed here).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { fixtureCopy } from '../../fixtureSite.js';

const siteDir = fixtureCopy('math-fence-rehype');
const outDir = join(siteDir, 'build');

beforeAll(async () => {
  await buildSite({ siteDir, outDir });
}, 180_000);

describe("math blocks and the site's rehype plugins", () => {
  it('gives a math fence to the plugin as <pre><code>, as Docusaurus 3.8.1 does', () => {
    const html = readFileSync(join(outDir, 'docs/energy/index.html'), 'utf8');
    // Docusaurus 3.8.1's page: the plugin's element after the paragraph, no code block.
    expect(html).toMatch(
      /<p>The rest energy of a body:<\/p>\s*<div class="formula">E = m c\^2<\/div>/,
    );
    expect(html).not.toContain('language-math');
  });

  it('still draws the other fences as code blocks', () => {
    const html = readFileSync(join(outDir, 'docs/energy/index.html'), 'utf8');
    expect(html).toMatch(/<div class="[^"]*language-js[^"]*codeBlockContainer/);
  });
});
