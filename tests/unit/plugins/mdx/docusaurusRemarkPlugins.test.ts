// A Docusaurus config's docs options `remarkPlugins` / `rehypePlugins` (functions, or
// `[function, options]`) run on every doc, as Docusaurus runs them; a blog's own lists run on its
// posts instead, and count in the compile cache's key.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Pluggable } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { pluginsFor, siteExtensionsOf } from '../../../../plugins/mdx/siteExtensions.js';

const root = join(import.meta.dirname, '../../../..');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const siteDir = mkdtempSync(join(root, 'tests/.tmp/docusaurus-remark-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('docs remark and rehype plugins of a Docusaurus config', () => {
  it('run on the docs, with their options', async () => {
    mkdirSync(join(siteDir, 'docs'));
    // A home page: Docusaurus reports the navbar brand's link to / on a site without one.
    mkdirSync(join(siteDir, 'src/pages'), { recursive: true });
    writeFileSync(join(siteDir, 'src/pages/index.md'), '# Home\n');
    writeFileSync(join(siteDir, 'docs/intro.md'), '# Intro\n\nThe text of the page.\n');
    writeFileSync(
      join(siteDir, 'docusaurus.config.mjs'),
      `function remarkSign(options) {
  return (tree) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: options.sign }] });
  };
}
function rehypeMark() {
  return (tree) => {
    const visit = (node) => {
      if (node.type === 'element' && node.tagName === 'p') node.properties.className = ['marked'];
      (node.children || []).forEach(visit);
    };
    visit(tree);
  };
}
export default {
  title: 'T',
  url: 'https://t.example',
  baseUrl: '/',
  presets: [['classic', { docs: { remarkPlugins: [[remarkSign, { sign: 'Signed by the keeper' }]], rehypePlugins: [rehypeMark] } }]],
};
`,
    );
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const html = readFileSync(join(siteDir, 'build/docs/intro/index.html'), 'utf8');
    expect(html).toContain('<p class="marked">Signed by the keeper</p>');
    expect(html).toContain('<p class="marked">The text of the page.</p>');
  });
});

describe("a blog's remark and rehype plugins", () => {
  const remarkA = () => () => undefined;
  const owner = 'docusaurus-plugin-content-blog@default';
  const blog = (options: object) => [
    {
      owner,
      dirs: [join(siteDir, 'blog')],
      lists: { remarkPlugins: [[remarkA, options] as Pluggable] },
    },
  ];

  it("apply to the blog's posts and excerpts, the docs' to the rest", () => {
    const docsPlugin = () => () => undefined;
    const site = siteExtensionsOf(
      siteDir,
      { remarkPlugins: [docsPlugin] },
      [],
      [],
      undefined,
      blog({ n: 1 }),
    );
    const post = pluginsFor(site, join(siteDir, 'blog/2025-01-01-a.md'));
    expect(post.plugins.remarkPlugins).toEqual([[remarkA, { n: 1 }]]);
    expect(post.setKey).toBe(owner);
    expect(pluginsFor(site, join(siteDir, 'blog/a.md?truncated')).setKey).toBe(owner);
    const doc = pluginsFor(site, join(siteDir, 'docs/intro.md'));
    expect(doc.plugins.remarkPlugins).toEqual([docsPlugin]);
    expect(doc.setKey).toBe('');
    // A blog that names none runs none (not the docs').
    const bare = siteExtensionsOf(siteDir, { remarkPlugins: [docsPlugin] }, [], [], undefined, [
      { owner, dirs: [join(siteDir, 'blog')], lists: {} },
    ]);
    expect(pluginsFor(bare, join(siteDir, 'blog/a.md')).plugins.remarkPlugins).toEqual([]);
  });

  it("are part of the compile cache's key, with their options", () => {
    const key = (options: object) =>
      siteExtensionsOf(siteDir, undefined, [], [], undefined, blog(options)).key;
    expect(key({ n: 1 })).not.toBe('');
    expect(key({ n: 1 })).toBe(key({ n: 1 }));
    expect(key({ n: 2 })).not.toBe(key({ n: 1 }));
    expect(siteExtensionsOf(siteDir, undefined, [], [], undefined, []).key).toBe('');
  });
});
