// A post in a folder of its blog (`blog/2022/03-10-nested.md`, as a personal blog sorting posts
// by year does) links a post at the blog's root by its bare file name: Docusaurus's blog looks
// for a link not starting with `./` or `../` from its content folders (the localized one, then
// the blog's), then the site's folder, and beside the post (utils' resolveMarkdownLinkPathname),
// so it resolves; a `./` link is looked for beside the post only. The hrefs below are those of
// Docusaurus 3.8.1's build of the fixture (blog/2022/03/10/nested/index.html).
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite, type SiteData } from '../../../../plugins/loadSite.js';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import { docCompileInput } from '../../../../plugins/stages/mdx.js';

describe('a post in a folder of its blog', () => {
  const fixture = resolve('tests/fixtures/sites/blog-folder-links');
  let site: SiteData;
  beforeAll(async () => {
    site = await loadSite({ siteDir: fixture, production: true });
  }, 60_000);

  it('resolves a bare or `/` link from the blog’s folder, a `./` one beside the post only', async () => {
    const doc = site.docs.find((d) => d.filePath === join(fixture, 'blog/2022/03-10-nested.md'))!;
    const compiled = await compileDoc(docCompileInput(fixture, site)(doc));
    const hrefs = [...compiled.code.matchAll(/href: "([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual([
      '/blog/2020/01/05/first',
      '/blog/2020/01/05/first',
      './2020-01-05-first.md',
    ]);
    // Only the `./` link is reported (Docusaurus's blog: "Blog markdown link couldn't be
    // resolved"), at its position.
    expect(compiled.warnings).toHaveLength(1);
    expect(compiled.warnings[0]).toMatchObject({ line: 6, column: 43 });
    expect(compiled.warnings[0]!.message).toContain(
      "Blog markdown link couldn't be resolved: (url=./2020-01-05-first.md)",
    );
  });

  it('keeps the blog’s folders out of the site’s table, which the docs resolve with', () => {
    expect([...site.permalinkBySource.keys()].filter((k) => k.includes('\0'))).toEqual([]);
    expect(site.permalinkBySource.get('../blog/2022/03-10-nested.md')).toBe(
      '/blog/2022/03/10/nested',
    );
  });
});
