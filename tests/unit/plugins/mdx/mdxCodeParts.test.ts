// Sites that swizzle a part of Docusaurus's MDX code path: a wrapper of MDXComponents/Code, and a
// map overriding only `pre`. In Docusaurus 3 (3.10.2 built both fixtures) a fence reaches the
// map's `pre` as a `<pre>` of one `code` element (className `language-…`, `metastring`), the
// original `pre` gives that element, and the original `code` draws a CodeBlock of it; inline code
// goes through the same `code`, drawn as CodeInline. Here the wrapper got the fences inside a
// `<pre>` of the content, with the original Code drawing them as inline code; and the `pre` of the
// map framed the inside of a code block the compile had drawn, not the block. A `<CodeBlock>`
// written in a doc is the theme's CodeBlock in Docusaurus, never the map's `pre` or `code`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { fixtureCopy } from '../../fixtureSite.js';

/** The article's content after its title, islands' markers left out. */
async function content(siteDir: string, page: string): Promise<string> {
  const outDir = join(siteDir, 'build');
  await buildSite({ siteDir, outDir });
  const html = readFileSync(join(outDir, page), 'utf8');
  const body = html.slice(html.indexOf('</h1></header>'), html.indexOf('</article>'));
  return body.replace(/<\/?docs-island[^>]*>/g, '');
}

describe('a wrapper of MDXComponents/Code', () => {
  const siteDir = fixtureCopy('mdx-code-wrapper');
  let html = '';
  beforeAll(async () => {
    html = await content(siteDir, 'docs/wicks/index.html');
  }, 180_000);

  it('gets inline code and each fence with its props, the original drawing each', () => {
    // Docusaurus 3.10.2: three wrappers, the inline one around <code>, each fence's around a
    // code block of its language, no <pre> of the content around them.
    expect(html.match(/<span class="lantern-code"[^>]*>/g)).toEqual([
      '<span class="lantern-code" data-class="" data-meta="">',
      '<span class="lantern-code" data-class="language-ini" data-meta="title=&quot;lantern.ini&quot;">',
      '<span class="lantern-code" data-class="" data-meta="">',
    ]);
    expect(html).toContain(
      '<p>Trim the <span class="lantern-code" data-class="" data-meta=""><code>wick</code></span>',
    );
    expect(html).toMatch(
      /<span class="lantern-code" data-class="language-ini"[^>]*><div class="[^"]*language-ini codeBlockContainer_\w+ theme-code-block"[^>]*><div class="codeBlockTitle_\w+[^"]*">lantern\.ini<\/div>/,
    );
    expect(html).toMatch(
      /<span class="lantern-code" data-class="" data-meta=""><div class="[^"]*language-text codeBlockContainer_\w+ theme-code-block"/,
    );
    expect(html.match(/<pre[^>]*>/g)?.map((p) => /prism-code/.test(p))).toEqual([true, true]);
    expect(html).not.toContain('metastring=');
  });
});

describe('a map overriding only pre', () => {
  const siteDir = fixtureCopy('mdx-pre-only');
  let html = '';
  let brew = '';
  beforeAll(async () => {
    html = await content(siteDir, 'docs/boil/index.html');
    brew = readFileSync(join(siteDir, 'build/docs/brew/index.html'), 'utf8');
  }, 180_000);

  it("leaves a <CodeBlock> written in the doc to the theme, not to the map's pre", () => {
    // Docusaurus 3.10.2: the block of its title and language, no frame around it.
    expect(brew).toMatch(
      /<div class="[^"]*language-js codeBlockContainer_\w+ theme-code-block"[^>]*><div class="codeBlockTitle_\w+[^"]*">brew\.js<\/div>/,
    );
    expect(brew).not.toContain('kettle-frame');
    expect(brew).toMatch(/<span class="token keyword[^"]*">const<\/span>/);
  });

  it("gets the fence's code element, which the theme's code draws as a code block", () => {
    // Docusaurus 3.10.2: the frame around the whole block, its child the fence's `code`.
    expect(html).toMatch(
      /<div class="kettle-frame" data-child-class="language-js"><div class="[^"]*language-js codeBlockContainer_\w+ theme-code-block"[^>]*><div class="codeBlockTitle_\w+[^"]*">kettle\.js<\/div>/,
    );
    expect(html.match(/<pre[^>]*>/g)?.length).toBe(1);
    expect(html).toContain('<p>Fill to the <code>max</code> line.</p>');
  });
});
