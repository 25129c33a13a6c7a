// The folders the build and the dev server treat as content come from the config and the loaded
// plugins, not from a literal `docs/`: a site whose docs live in `guides/` (with a second docs
// instance and a blog) gets its compile pool sized by those files, and its dev server watches
// them itself and hides them from Vite's watcher; its `docs/` (no docs there) is Vite's to watch.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownFilesOfConfig } from '../../../plugins/builtins/compileOptions.js';
import { loadSiteConfig } from '../../../plugins/config/loadSiteConfig.js';
import { contentFoldersOf } from '../../../plugins/index.js';
import { loadSite } from '../../../plugins/loadSite.js';
import { createViteConfig } from '../../../plugins/viteConfig.js';

const root = join(import.meta.dirname, '../../..');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const siteDir = mkdtempSync(join(root, 'tests/.tmp/content-folders-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(join(siteDir, file, '..'), { recursive: true });
  writeFileSync(join(siteDir, file), text);
};

beforeAll(() => {
  write('guides/intro.md', '# Intro\n');
  write('guides/deep/setup.mdx', '# Setup\n');
  write('guides/_partial.md', 'Not a page.\n');
  write('community/hello.md', '# Hello\n');
  write('blog/2024-01-01-post.md', '---\ntitle: Post\nauthors: [{ name: Ada }]\n---\n\nText.\n');
  // Not content: code the pages import, in a folder named docs.
  write('docs/snippet.md', 'A snippet a page imports.\n');
  write('src/pages/index.md', '# Home\n');
  write(
    'docusaurus.config.js',
    `module.exports = {
  title: 'Guides', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'warn',
  presets: [['classic', { docs: { path: 'guides', routeBasePath: 'guides' }, blog: { onUntruncatedBlogPosts: 'ignore' } }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community' }]],
};
`,
  );
});

describe('content folders', () => {
  it("before the plugins load: the Markdown files of the config's content folders", async () => {
    const config = await loadSiteConfig(siteDir);
    const files = markdownFilesOfConfig(config).map((f) => f.slice(siteDir.length + 1));
    expect(files.sort()).toEqual([
      'blog/2024-01-01-post.md',
      'community/hello.md',
      'guides/deep/setup.mdx',
      'guides/intro.md',
      'src/pages/index.md',
    ]);
  });

  it('once loaded: the folders the dev server watches, and Vite does not', async () => {
    const site = await loadSite({ siteDir, production: false });
    const folders = contentFoldersOf(site).map((d) => d.slice(siteDir.length + 1));
    expect(folders).toEqual(['blog', 'community', 'guides']);
    const vite = createViteConfig({ siteDir, target: 'dev', site, baseUrl: '/' });
    const ignored = vite.server!.watch!.ignored as string[];
    for (const dir of ['guides', 'community', 'blog'])
      expect(ignored).toContain(join(siteDir, dir) + '/**');
    expect(ignored).not.toContain(join(siteDir, 'docs') + '/**');
    // `start --poll 500`: Vite's watcher polls the content folders too (the docs plugin's does not).
    const polled = createViteConfig({
      siteDir,
      target: 'dev',
      site,
      baseUrl: '/',
      polling: { usePolling: true, interval: 500 },
    }).server!.watch!;
    expect(polled).toMatchObject({ usePolling: true, interval: 500 });
    expect(polled.ignored).not.toContain(join(siteDir, 'guides') + '/**');
    expect(polled.ignored).toContain(join(siteDir, 'build') + '/**');
  });
});
