// tests/fixtures/sites/changelog-wrapper built: a local plugin with the pattern of Docusaurus's
// own changelog plugin calls the blog plugin's function with a folder and an id of its own
// (beside the preset's blog, whose id the config's entry shares), writes that folder's posts from
// RELEASES.md in its loadContent before the blog reads them, and takes the blog's MDX loader rule
// in its configureWebpack; it writes a title and a `listPageLink` into the loaded posts' metadata,
// and draws each release with its theme's `blogPostComponent`. The expected values were recorded
// from Docusaurus 3.8.1's build of the same fixture (its HTML files, the pages' text, the
// plugin's global data).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDocCompiler } from '../../../../plugins/mdx/compileDoc.js';
import {
  loadSiteExtensions,
  pluginMdxRecipe,
  pluginsFor,
} from '../../../../plugins/mdx/siteExtensions.js';
import { createWorkerPool } from '../../../../plugins/workerPool.js';
import { docusaurusHtmlFiles } from '../../docusaurusHtmlFiles.js';
import { builtFixture } from '../../fixtureSite.js';

const { siteDir, outDir } = builtFixture('changelog-wrapper', { timeout: 240_000 });

const page = (route: string) => readFileSync(join(outDir, route, 'index.html'), 'utf8');
/** The text of a page's <main>, tags and React's text separators left out, spaces collapsed. */
const mainText = (html: string) =>
  /<main.*?<\/main>/s
    .exec(html)![0]
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const title = (html: string) => /<title[^>]*>(.*?)<\/title>/.exec(html)![1];

describe("a blog wrapped with a folder and an id of its own (Docusaurus's changelog pattern)", () => {
  it('has the HTML files Docusaurus 3.8.1 writes', () => {
    const files = docusaurusHtmlFiles(outDir);
    expect(files).toEqual([
      '404.html',
      'blog/2025/03/01/open-studio/index.html',
      'blog/archive/index.html',
      'blog/index.html',
      'blog/tags/index.html',
      'blog/tags/studio/index.html',
      'index.html',
      'releases/1.4.0/index.html',
      'releases/2.0.0/index.html',
      'releases/2.1.0/index.html',
      'releases/index.html',
      'releases/page/2/index.html',
      'releases/tags/index.html',
      'releases/tags/release/index.html',
      'releases/tags/release/page/2/index.html',
    ]);
  });

  it('lists the posts the plugin wrote, with its options (title, page size, remark plugin)', () => {
    const list = page('releases');
    expect(title(list)).toBe('Kiln releases | Kiln Works');
    expect(mainText(list)).toBe(
      'Kiln 2.1.0 May 4, 2025 A faster firing curve. shipped for every kiln. Tags: release Read more Kiln 2.0.0 February 11, 2025 The glaze library moved to its own tab. shipped with a new controller. Tags: release Read more Older entries',
    );
    expect(mainText(page('releases/page/2'))).toBe(
      'Kiln 1.4.0 November 20, 2024 Temperature logs export to CSV. Tags: release Read more Newer entries',
    );
    expect(title(page('releases/tags/release'))).toBe(
      '3 posts tagged with &quot;release&quot; | Kiln Works',
    );
  });

  it("renders a written post with the plugin's post component and the metadata it wrote, and the preset's blog with its own remark plugin only", () => {
    const post = page('releases/2.1.0');
    expect(title(post)).toBe('Kiln 2.1.0 | Kiln Works');
    expect(mainText(post)).toBe(
      'Kiln 2.1.0 Released 2025-05-04, 1 tag A faster firing curve. shipped for every kiln. Cone 6 presets Quieter fan All releases',
    );
    // The list page that shows the release, which the plugin's loadContent wrote.
    const last = page('releases/1.4.0');
    expect(mainText(last)).toBe(
      'Kiln 1.4.0 Released 2024-11-20, 1 tag Temperature logs export to CSV. All releases',
    );
    expect(last).toMatch(/<a[^>]* href="\/releases\/page\/2">All releases<\/a>/);
    expect(title(page('releases/tags/release'))).toBe(
      '3 posts tagged with &quot;release&quot; | Kiln Works',
    );
    expect(mainText(page('releases/tags/release'))).toMatch(
      /^3 posts tagged with &quot;release&quot; View All Tags Kiln 2\.1\.0 /,
    );
    expect(mainText(page('blog/2025/03/01/open-studio'))).toBe(
      'Open studio day March 1, 2025 Visitors watched a glaze firing. The kiln opened at noon. Tags: studio',
    );
  });

  // The wrapper's contentLoaded adds the blog's routes: Docusaurus gives them the wrapper's route
  // context (its returned name, its own options' id), hence the page's `plugin-*` classes
  // (recorded from Docusaurus 3.10.2's build of this fixture, 2026-12-03; HAMi's changelog).
  it("gives the wrapped blog's pages the wrapper's plugin classes, the preset's blog its own", () => {
    const classes = (route: string) =>
      /<html[^>]*class="([^"]*)"/.exec(page(route))![1]!.split(' ').sort().join(' ');
    expect(classes('releases')).toBe(
      'blog-list-page blog-wrapper plugin-id-default plugin-releases-plugin',
    );
    expect(classes('releases/2.0.0')).toBe('plugin-id-default plugin-releases-plugin');
    expect(classes('releases/page/2')).toBe(
      'blog-list-page blog-wrapper plugin-id-default plugin-releases-plugin',
    );
    expect(classes('blog')).toBe('blog-list-page blog-wrapper plugin-blog plugin-id-default');
  });

  it("keeps the global data the plugin's contentLoaded sets from the blog's content", () => {
    const data = JSON.parse(
      readFileSync(join(siteDir, '.cache/generated/globalData.json'), 'utf8'),
    ) as Record<string, Record<string, unknown>>;
    expect(data['releases-plugin']).toEqual({
      default: { releases: ['Kiln 2.1.0', 'Kiln 2.0.0', 'Kiln 1.4.0'] },
    });
  });

  it("compiles the plugin's folder by its blog rule, on a compile thread as in this one", async () => {
    const dir = join(siteDir, 'generated/releases');
    expect(pluginMdxRecipe(siteDir)).toEqual([
      {
        owner: 'releases-plugin@default',
        plugin: 'releases-plugin',
        dirs: [dir],
        options: ['remarkPlugins'],
      },
    ]);
    const site = await loadSiteExtensions(siteDir);
    expect(pluginsFor(site, join(dir, '2.0.0.md')).setKey).toBe('releases-plugin@default');
    expect(pluginsFor(site, join(siteDir, 'blog/2025-03-01-open-studio.md')).setKey).toBe(
      'docusaurus-plugin-content-blog@default',
    );
    const input = {
      body: 'The RELEASEWORD build.\n',
      filePath: join(dir, '2.0.0.md'),
      source: 'generated/releases/2.0.0.md',
      siteDir,
      staticDirs: [join(siteDir, 'static')],
      permalinkBySource: new Map<string, string>(),
    };
    const here = await createDocCompiler().compile(input);
    const pool = createWorkerPool({ size: 1 });
    try {
      const threaded = await createDocCompiler({ pool }).compile(input);
      expect(here.code).toContain('The shipped build.');
      expect(threaded.code).toContain('The shipped build.');
    } finally {
      await pool.close();
    }
  }, 120_000);
});
