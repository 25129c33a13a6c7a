// A Markdown image's `alt` by site kind. Docusaurus's transformImage writes the attribute only
// when the image has text (`![](./pic.png)` is `<img src=… width=… height=…>`, no alt), as a
// Docusaurus 3.7.0 build of a doc with such images showed; a site of ours marks it decorative
// with `alt=""`.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';

const site = mkdtempSync(join(tmpdir(), 'mdx-image-alt-'));
mkdirSync(join(site, 'docs'), { recursive: true });
// A 1×1 PNG, large enough not to matter: the image's size comes from its header.
writeFileSync(
  join(site, 'docs/pic.png'),
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** The JSX attributes the compile gives each `<img>`, in order of the images. */
async function imageProps(docusaurus: boolean): Promise<string[]> {
  const { code } = await compileDoc({
    body: 'A ![](./pic.png) and ![A dot](./pic.png).\n',
    filePath: join(site, 'docs/a.md'),
    source: 'a.md',
    siteDir: site,
    staticDirs: [],
    permalinkBySource: new Map(),
    // A Docusaurus site's doc is compiled with its front matter (exported as `frontMatter`).
    ...(docusaurus ? { frontMatter: {} } : {}),
  });
  return [...code.matchAll(/_jsx\(_components\.img, \{([^}]*)\}/g)].map((m) => m[1]!);
}

describe("a Markdown image's alt", () => {
  it('is left out on a Docusaurus site when the image has none, kept when it has one', async () => {
    const [bare, named] = await imageProps(true);
    expect(bare).not.toContain('alt:');
    expect(bare).toContain('width: "1"');
    expect(named).toContain('alt: "A dot"');
  });

  it('is empty on a site of ours when the image has none', async () => {
    const [bare, named] = await imageProps(false);
    expect(bare).toContain('alt: ""');
    expect(named).toContain('alt: "A dot"');
  });
});
