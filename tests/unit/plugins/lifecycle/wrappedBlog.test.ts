// A local plugin that extends the blog by calling @docusaurus/plugin-content-blog's function
// (tests/fixtures/sites/blog-wrapper, the pattern of Apache Answer's site and the "recent posts"
// recipe): the config maps it as a blog with its options, the lifecycle gives its function the
// built-in blog, its contentLoaded reads Docusaurus's content, and the blog's routes exist once
// the blog's own contentLoaded ran. What the generator cannot honour stops with the plugin's
// name, the method and the line.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDiagnostic,
  isBuildError,
  type BuildError,
} from '../../../../plugins/diagnostics.js';
import { loadSite, type SiteData } from '../../../../plugins/loadSite.js';
import { importWithQuery } from '../../../../plugins/builtins/routeModules.js';
import { blogInstancesOf } from '../../../../plugins/builtins/blogPlugin.js';
import {
  wrappedContentKind,
  wrappedKindOfSource,
} from '../../../../plugins/config/docusaurus/wrappedPlugins.js';
import { docusaurusBlogOptions } from '../../../../plugins/lifecycle/wrappedContent.js';
import type { DocusaurusBlogContent } from '../../../../plugins/builtins/blogContent.js';

const fixture = resolve('tests/fixtures/sites/blog-wrapper');
const scratch = mkdtempSync(join(tmpdir(), 'wrapped-blog-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the fixture with its journal plugin's file replaced by `edit` of it. */
function variant(name: string, edit: (source: string) => string): string {
  const dir = join(scratch, name);
  cpSync(fixture, dir, { recursive: true, filter: (f) => !f.includes('.cache') });
  const file = join(dir, 'src/plugins/journal-plugin.js');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return dir;
}

async function failure(siteDir: string): Promise<string> {
  const e = await loadSite({ siteDir, production: true }).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(isBuildError(e)).toBe(true);
  return (e as BuildError).diagnostics.map((d) => formatDiagnostic(d, { color: false })).join('\n');
}

describe('a local plugin extending the blog (blog-wrapper fixture)', () => {
  let site: SiteData;
  let content: DocusaurusBlogContent;
  beforeAll(async () => {
    site = await loadSite({ siteDir: variant('as-is', (s) => s), production: true });
    content = site.pluginContent!.get(
      'docusaurus-plugin-content-blog/default',
    ) as DocusaurusBlogContent;
  }, 120_000);

  it('is the blog instance, from its own module, with the options the config gives it', () => {
    const plugin = site.plugins!.result.plugins.find(
      (p) => p.name === 'docusaurus-plugin-content-blog',
    )!;
    expect(plugin.entryPath).toMatch(/src\/plugins\/journal-plugin\.js$/);
    expect(plugin.builtIn).toBeUndefined();
    expect(plugin.wrapped?.ref).toEqual({ kind: 'blog', index: 0 });
    // Validated as Docusaurus's validateOptions gives them: the config's values and the defaults.
    expect(plugin.options).toMatchObject({
      id: 'default',
      path: 'journal',
      routeBasePath: 'journal',
      postsPerPage: 2,
      blogSidebarCount: 5,
      tagsBasePath: 'tags',
    });
    expect(blogInstancesOf(site.plugins).map((b) => b.options.blogTitle)).toEqual(['Keeper log']);
  });

  // Ids, permalinks and list items as Docusaurus 3.8.1 gives them for this fixture (its
  // `.docusaurus/docusaurus-plugin-content-blog/default/` files: ids with a leading slash).
  it("gives the plugin Docusaurus's content: posts, list pages, tags", () => {
    expect(
      content.blogPosts.map((p) => [
        p.id,
        p.metadata.title,
        p.metadata.permalink,
        p.metadata.source,
      ]),
    ).toEqual([
      [
        '/2025/04/02/quiet-week',
        'A quiet week',
        '/journal/2025/04/02/quiet-week',
        '@site/journal/2025-04-02-quiet-week.md',
      ],
      [
        '/2025/03/21/new-lens',
        'The new lens',
        '/journal/2025/03/21/new-lens',
        '@site/journal/2025-03-21-new-lens.md',
      ],
      [
        '/2025/02/03/storm-night',
        'Storm night',
        '/journal/2025/02/03/storm-night',
        '@site/journal/2025-02-03-storm-night.md',
      ],
      [
        '/2025/01/10/first-watch',
        'First watch of the year',
        '/journal/2025/01/10/first-watch',
        '@site/journal/2025-01-10-first-watch.md',
      ],
    ]);
    expect(content.blogPosts.map((p) => p.metadata.hasTruncateMarker)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(content.blogPosts[3]!.metadata.frontMatter).toMatchObject({ mood: 'calm' });
    expect(content.blogPosts[3]!.metadata.date).toEqual(new Date('2025-01-10T00:00:00.000Z'));
    expect(content.blogListPaginated).toEqual([
      {
        metadata: expect.objectContaining({
          permalink: '/journal',
          page: 1,
          totalPages: 2,
          totalCount: 4,
          postsPerPage: 2,
          nextPage: '/journal/page/2',
          blogTitle: 'Keeper log',
          blogDescription: 'Nights at the harbor light',
        }),
        items: ['/2025/04/02/quiet-week', '/2025/03/21/new-lens'],
      },
      {
        metadata: expect.objectContaining({
          permalink: '/journal/page/2',
          page: 2,
          previousPage: '/journal',
        }),
        items: ['/2025/02/03/storm-night', '/2025/01/10/first-watch'],
      },
    ]);
    expect(Object.keys(content.blogTags).sort()).toEqual([
      '/journal/tags/lamp',
      '/journal/tags/weather',
    ]);
    expect(content.blogTags['/journal/tags/lamp']).toMatchObject({
      label: 'lamp',
      permalink: '/journal/tags/lamp',
      items: ['/2025/03/21/new-lens', '/2025/01/10/first-watch'],
      unlisted: false,
    });
    expect(content.blogTags['/journal/tags/lamp']!.pages.map((p) => p.metadata.permalink)).toEqual([
      '/journal/tags/lamp',
    ]);
    expect(content.blogTagsListPath).toBe('/journal/tags');
    expect(content.blogSidebarTitle).toBe('Recent posts');
  });

  it("adds the plugin's routes and data, then the blog's routes", () => {
    const paths = site.routes.map((r) => r.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/journal',
        '/journal/page/2',
        '/journal/tags',
        '/journal/tags/lamp',
        '/journal/archive',
        '/journal/2025/01/10/first-watch',
      ]),
    );
    expect(site.plugins!.result.globalData['docusaurus-plugin-content-blog']).toEqual({
      default: {
        newest: [
          '/journal/2025/04/02/quiet-week',
          '/journal/2025/03/21/new-lens',
          '/journal/2025/02/03/storm-night',
        ],
      },
    });
  });

  it('imports a post with { truncated: true } as its excerpt (the whole post without a marker)', () => {
    const dir = site.plugins!.result.context.siteDir;
    expect(importWithQuery(site, '@site/journal/2025-03-21-new-lens.md', { truncated: true })).toBe(
      join(dir, 'journal/2025-03-21-new-lens.md') + '?truncated',
    );
    expect(
      importWithQuery(site, '@site/journal/2025-04-02-quiet-week.md', { truncated: true }),
    ).toBe('@site/journal/2025-04-02-quiet-week.md');
    expect(importWithQuery(site, '@site/journal/2025-03-21-new-lens.md', { other: 1 })).toBe(
      '@site/journal/2025-03-21-new-lens.md',
    );
  });
});

describe('a plugin extending the blog, on Docusaurus’s contract', () => {
  it('that never calls the blog’s contentLoaded has none of the blog’s routes', async () => {
    const dir = variant('no-blog-routes', (s) =>
      s.replace('return blog.contentLoaded(data);', 'return undefined;'),
    );
    const site = await loadSite({ siteDir: dir, production: true });
    const paths = site.routes.map((r) => r.path);
    expect(paths).toContain('/');
    expect(paths.filter((p) => p.startsWith('/journal'))).toEqual([]);
  }, 120_000);

  it('whose loadContent adds keys to the blog’s content keeps the blog', async () => {
    const dir = variant('own-load-content', (s) =>
      s.replace(
        '    async contentLoaded(data) {',
        [
          '    async loadContent() {',
          '      const content = await blog.loadContent();',
          '      return { ...content, harbor: true };',
          '    },',
          '    async contentLoaded(data) {',
          "      if (!data.content.harbor) throw new Error('lost the extra key');",
        ].join('\n'),
      ),
    );
    const site = await loadSite({ siteDir: dir, production: true });
    expect(site.routes.map((r) => r.path)).toContain('/journal/2025/01/10/first-watch');
  }, 120_000);

  it('whose loadContent never calls the blog’s: its name, the method and why', async () => {
    const dir = variant('no-blog-content', (s) =>
      s.replace(
        '    async contentLoaded(data) {',
        '    async loadContent() { return { blogPosts: [] }; },\n    async contentLoaded(data) {',
      ),
    );
    const text = await failure(dir);
    expect(text).toContain(
      'plugin "docusaurus-plugin-content-blog" loadContent: returned content without the blog',
    );
    expect(text).toContain("the blog plugin's loadContent was not called");
  }, 120_000);

  // Docusaurus's routes stop at a list naming a post blogPosts lacks ("unexpected, can't find
  // blog post id=…"); tests/fixtures/sites/blog-wrapper-content drops posts from every list.
  it('whose contentLoaded drops a post that a list page still names: the id, and why', async () => {
    const dir = variant('dropped-listed', (s) =>
      s.replace(
        '      return blog.contentLoaded(data);',
        '      content.blogPosts = content.blogPosts.slice(1);\n      return blog.contentLoaded(data);',
      ),
    );
    const text = await failure(dir);
    expect(text).toMatch(
      /journal-plugin.js:\d+:\d+ error plugin "docusaurus-plugin-content-blog" failed in contentLoaded/,
    );
    expect(text).toContain(
      'names the post "/2025/04/02/quiet-week" in blogListPaginated (/journal), and its blogPosts has no post of that id',
    );
  }, 120_000);

  it('whose loadContent adds a post the blog did not load: its id, and why', async () => {
    const dir = variant('added-post', (s) =>
      s.replace(
        '    async contentLoaded(data) {',
        [
          '    async loadContent() {',
          '      const content = await blog.loadContent();',
          '      const copy = { ...content.blogPosts[0], id: "/copied" };',
          '      content.blogPosts.push(copy);',
          '      return content;',
          '    },',
          '    async contentLoaded(data) {',
        ].join('\n'),
      ),
    );
    const text = await failure(dir);
    expect(text).toContain(
      'has a post that the blog did not load (id "/copied", source @site/journal/2025-04-02-quiet-week.md)',
    );
  }, 120_000);

  // (Another folder is Docusaurus's changelog pattern: wrappedChangelogBuild.test.ts.)
  it('that gives the config’s folder other remark plugins: the line of the call, the option', async () => {
    const dir = variant('other-lists', (s) =>
      s.replace(
        'await blogPlugin(context, options)',
        'await blogPlugin(context, { ...options, remarkPlugins: [] })',
      ),
    );
    const text = await failure(dir);
    expect(text).toMatch(
      /src\/plugins\/journal-plugin\.js:10:\d+ error plugin "\.\/src\/plugins\/journal-plugin" failed in the plugin function/,
    );
    expect(text).toContain(
      'change "remarkPlugins" from the options the config gives this plugin, for the same folder',
    );
  }, 120_000);

  it('that calls the blog’s function outside its plugin function: where, and why', async () => {
    const dir = variant('late-call', (s) =>
      s.replace(
        '    async contentLoaded(data) {',
        '    async loadContent() { return (await blogPlugin(context, options)).loadContent(); },\n    async contentLoaded(data) {',
      ),
    );
    const text = await failure(dir);
    expect(text).toContain('failed in loadContent');
    expect(text).toContain(
      'plugin function can be called only from the plugin function of a local plugin the config lists in its plugins',
    );
  }, 120_000);
});

describe('which plugin entries wrap the blog (the config mapping)', () => {
  it('reads the module a local entry names: a value import of the blog package', () => {
    expect(wrappedKindOfSource("const b = require('@docusaurus/plugin-content-blog');")).toBe(
      'blog',
    );
    expect(wrappedKindOfSource('import blogPlugin from "@docusaurus/plugin-content-blog";')).toBe(
      'blog',
    );
    expect(
      wrappedKindOfSource("export {validateOptions} from '@docusaurus/plugin-content-blog';"),
    ).toBe('blog');
    expect(
      wrappedKindOfSource("import type {BlogContent} from '@docusaurus/plugin-content-blog';"),
    ).toBeUndefined();
    expect(wrappedKindOfSource("require('@docusaurus/plugin-content-docs');")).toBe('docs');
    expect(wrappedKindOfSource("import pages from '@docusaurus/plugin-content-pages';")).toBe(
      'pages',
    );
    expect(
      wrappedKindOfSource("import {useDocsData} from '@docusaurus/plugin-content-docs/client';"),
    ).toBeUndefined();
    const config = join(fixture, 'docusaurus.config.js');
    expect(wrappedContentKind('./src/plugins/journal-plugin', config)).toBe('blog');
    expect(wrappedContentKind('./src/plugins/mark-beacon.js', config)).toBeUndefined();
    expect(wrappedContentKind('docusaurus-plugin-sass', config)).toBeUndefined();
  });

  it("validates the options as Docusaurus's blog validateOptions does", () => {
    expect(docusaurusBlogOptions({ blogTitle: 'Log' }, 'docusaurus.config.js')).toMatchObject({
      id: 'default',
      path: 'blog',
      routeBasePath: 'blog',
      blogTitle: 'Log',
      postsPerPage: 10,
      remarkPlugins: [],
      feedOptions: { type: ['rss', 'atom'], limit: 20 },
    });
    expect(() => docusaurusBlogOptions({ postsPerPage: -1 }, 'docusaurus.config.js')).toThrow(
      /option "postsPerPage" must be a whole number or "ALL"/,
    );
  });
});
