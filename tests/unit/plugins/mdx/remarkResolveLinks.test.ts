// `.md` links as Docusaurus resolves them (resolveMarkdownLinkPathname), in versioned docs: a link
// resolves within the doc's own version, from its docs folder first, and may name another
// version's file (found on a real site with nine versions, whose links went to the wrong version).
import { join } from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { Link, Paragraph, Root } from 'mdast';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../../plugins/loadSite.js';
import remarkResolveLinks from '../../../../plugins/mdx/remarkResolveLinks.js';
import { docSetOf } from '../../../../plugins/builtins/docsViews.js';

const siteDir = join(import.meta.dirname, '../../../fixtures/sites/versions-basic');

/** The URL the link in `markdown` gets in the doc `source` of the folder `docsDir`. */
function resolve(
  markdown: string,
  docsDir: string,
  source: string,
  permalinkBySource: Map<string, string>,
): { url: string; warnings: string[] } {
  const tree = fromMarkdown(markdown) as Root;
  const file = new VFile({ path: join(siteDir, docsDir, source), data: { source } });
  remarkResolveLinks({ permalinkBySource, siteDir })(tree, file);
  const link = (tree.children[0] as Paragraph).children[0] as Link;
  return { url: link.url, warnings: file.messages.map((m) => m.reason) };
}

describe('.md links in versioned docs', async () => {
  const site = await loadSite({ siteDir, production: true });
  const setOf = (dir: string) => docSetOf(site, join(siteDir, dir, 'intro.md'))!;
  const v2 = setOf('versioned_docs/version-2.0').permalinkBySource;
  const next = setOf('docs').permalinkBySource;

  it('resolves relative and leading-slash links within the doc version', () => {
    expect(
      resolve('[a](../intro.md)', 'versioned_docs/version-2.0', 'guide/frames.md', v2).url,
    ).toBe('/docs/intro');
    expect(
      resolve('[a](/guide/frames.md#x)', 'versioned_docs/version-2.0', 'intro.md', v2).url,
    ).toBe('/docs/guide/frames#x');
    expect(resolve('[a](/guide/frames.md)', 'docs', 'intro.md', next).url).toBe(
      '/docs/next/guide/frames',
    );
  });

  it('looks for a bare name in the docs folder first, then in the site and the doc folder', () => {
    // guide/tails.md links `intro.md`: Docusaurus finds docs/intro.md, not guide/intro.md.
    expect(resolve('[a](intro.md)', 'docs', 'guide/tails.md', next).url).toBe('/docs/next/intro');
    expect(resolve('[a](docs/guide/tails.md)', 'docs', 'intro.md', next).url).toBe(
      '/docs/next/guide/tails',
    );
    expect(resolve('[a](frames.md)', 'docs', 'guide/tails.md', next).url).toBe(
      '/docs/next/guide/frames',
    );
  });

  it('resolves an @site/ link from the site folder, as Docusaurus 3.10.2 does', () => {
    // 3.10.2's resolveMarkdownLinkPathname looks an `@site/…` link up as it is; 3.8.1 and 3.5.2
    // leave it (a broken link there, a working one here).
    expect(resolve('[a](@site/docs/guide/frames.md#x)', 'docs', 'intro.md', next).url).toBe(
      '/docs/next/guide/frames#x',
    );
    expect(
      resolve('[a](@site/docs/intro.md)', 'versioned_docs/version-2.0', 'guide/frames.md', v2).url,
    ).toBe('/docs/next/intro');
    const missing = resolve('[a](@site/docs/nope.md)', 'docs', 'intro.md', next);
    expect(missing.url).toBe('@site/docs/nope.md');
    expect(missing.warnings[0]).toMatch(/couldn't be resolved/);
  });

  it("resolves a link to another version's file by where the file is", () => {
    expect(
      resolve('[old](../version-1.0/bamboo.md)', 'versioned_docs/version-2.0', 'intro.md', v2).url,
    ).toBe('/docs/1.0/bamboo');
    expect(
      resolve('[now](../../docs/guide/tails.md)', 'versioned_docs/version-2.0', 'intro.md', v2).url,
    ).toBe('/docs/next/guide/tails');
    // Out of the version's folder and back in through the site's (tRPC's 10.x docs link its 9.x
    // docs so; its Docusaurus build, with onBrokenMarkdownLinks 'throw', wrote /docs/v9/… there).
    expect(
      resolve(
        '[old](../../../versioned_docs/version-1.0/bamboo.md#top)',
        'versioned_docs/version-2.0',
        'guide/frames.md',
        v2,
      ).url,
    ).toBe('/docs/1.0/bamboo#top');
    expect(
      resolve(
        '[now](../../../docs/guide/tails.md)',
        'versioned_docs/version-2.0',
        'guide/frames.md',
        v2,
      ).url,
    ).toBe('/docs/next/guide/tails');
    const missing = resolve(
      '[x](../version-1.0/nope.md)',
      'versioned_docs/version-2.0',
      'intro.md',
      v2,
    );
    expect(missing.url).toBe('../version-1.0/nope.md');
    expect(missing.warnings[0]).toMatch(/couldn't be resolved/);
  });

  // Keploy's 1.0.0 docs link `versioned_docs\version-1.0.0\devtools\sdk-contrib-guide.md`:
  // Docusaurus 3.9.2 (built on Linux) resolves it to the doc's permalink without a warning, as its
  // site paths turn `\` into `/`; a `..\` is not a parent folder there (the link stays, warned).
  it('resolves a link written with Windows separators, as Docusaurus does', () => {
    const v2Doc = (link: string, source = 'intro.md') =>
      resolve(`[a](${link})`, 'versioned_docs/version-2.0', source, v2);
    expect(v2Doc('versioned_docs\\version-2.0\\guide\\frames.md#top')).toEqual({
      url: '/docs/guide/frames#top',
      warnings: [],
    });
    expect(v2Doc('guide\\frames.md').url).toBe('/docs/guide/frames');
    expect(v2Doc('..\\intro.md', 'guide/frames.md').url).toBe('..\\intro.md');
    // `\.` is a Markdown escape: the URL `guide\..\intro.md` is written with `\\`.
    const dotted = v2Doc('guide\\\\..\\\\intro.md');
    expect(dotted.url).toBe('guide\\..\\intro.md');
    expect(dotted.warnings[0]).toMatch(/couldn't be resolved/);
  });

  // Jellyfin's posts link other posts by their file from the site's folder
  // (`/blog/2026/01-06-state-of-the-fin/index.mdx#versioning`): Docusaurus 3.8.1 (and 3.10.2)
  // resolves such a link from the site's folder, with or without its leading `/`, to the post's
  // permalink. A post's key in the site's table is its path from the docs folder.
  it('resolves a post’s link to another post by its path from the site’s folder', () => {
    const posts = new Map([
      ['../blog/2026/01-a/index.mdx', '/posts/first'],
      ['../blog/2026/02-b/index.mdx', '/posts/second'],
    ]);
    const post = (link: string) =>
      resolve(`[a](${link})`, 'docs', '../blog/2026/02-b/index.mdx', posts);
    expect(post('/blog/2026/01-a/index.mdx#versioning')).toEqual({
      url: '/posts/first#versioning',
      warnings: [],
    });
    expect(post('blog/2026/01-a/index.mdx').url).toBe('/posts/first');
    expect(post('../01-a/index.mdx').url).toBe('/posts/first');
    expect(post('/blog/2026/03-c/index.mdx').warnings[0]).toMatch(/couldn't be resolved/);
  });
});
