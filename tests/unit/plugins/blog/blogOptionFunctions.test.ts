// The blog options that are functions or need git (tests/fixtures/sites/blog-functions), as
// Docusaurus 3.8.1 applies them: the blog's own remark/rehype plugins, readingTime,
// processBlogPosts, showLastUpdateTime/Author, feedOptions.createFeedItems and feedOptions.xslt.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyProcessBlogPosts, type ReadPost } from '../../../../plugins/blog/processPosts.js';
import { postReadingTime } from '../../../../plugins/blog/loadBlog.js';
import { resolveBlogOptions, resolveFeedXslt } from '../../../../plugins/blog/options.js';
import { feedStylesheet, checkFeedItems } from '../../../../plugins/blog/feedItems.js';
import { buildSite } from '../../../../plugins/buildSite.js';
import type { BuildError } from '../../../../plugins/diagnostics.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/blog-functions');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
let dir = '';
let out = '';

beforeAll(async () => {
  dir = mkdtempSync(join(root, 'tests/.tmp/blog-functions-'));
  cpSync(fixture, dir, { recursive: true });
  // One commit of every post, by a known author at a known time (the posts' last update).
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: 'Oda Lamplighter',
    GIT_AUTHOR_EMAIL: 'oda@lantern.example.com',
    GIT_COMMITTER_NAME: 'Oda Lamplighter',
    GIT_COMMITTER_EMAIL: 'oda@lantern.example.com',
    GIT_AUTHOR_DATE: '2025-05-06T12:00:00Z',
    GIT_COMMITTER_DATE: '2025-05-06T12:00:00Z',
  };
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'commit.gpgsign=false', ...args], { cwd: dir, env });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'posts');
  out = join(dir, 'out');
  await buildSite({ siteDir: dir, outDir: out });
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8');
const articleBody = (html: string) => {
  const start = html.indexOf('itemProp="articleBody"');
  return html.slice(start, html.indexOf('</article>', start));
};

describe("the blog's remark and rehype plugins", () => {
  it('run on every post in their four places, with their options', () => {
    const body = articleBody(page('blog/2025/02/01/glass'));
    expect(body).toContain('<p class="blog-para">Stamped by the blog</p>');
    // Before the default plugins: the content title is gone already, the `##` heading counted.
    expect(body).toContain('<p class="blog-para">Headings counted first: 1</p>');
    const cloths = /<h2 [^>]*id="cloths"[^>]*>/.exec(body)?.[0] ?? '';
    // Docusaurus's classes (3.8's anchor target class: the fixture names no version).
    expect(cloths).toContain('class="anchor anchorWithStickyNavbar_dv"');
    expect(cloths).toContain('data-early="yes"');
    expect(body).toContain('<p class="blog-para">Cotton works best.</p>');
  });

  it("run on list pages' excerpts too, and the docs' plugins stay on the docs", () => {
    const list = page('blog');
    expect(list).toContain('<p class="blog-para">Trim the wick before each lighting.</p>');
    expect(list).not.toContain('Only docs get this line');
    expect(page('blog/2025/01/10/wick-care')).not.toContain('Only docs get this line');
    const doc = page('docs/intro');
    expect(doc).toContain('Only docs get this line');
    expect(doc).not.toContain('Stamped by the blog');
  });
});

describe('readingTime', () => {
  it('replaces the estimate (here 5 words a minute), and undefined hides it', () => {
    // 21 words at 5 a minute: 4.2 minutes, shown rounded up.
    expect(page('blog/2025/02/01/glass')).toContain('5 min read');
    expect(page('blog/2025/03/15/new-oil')).not.toContain('min read');
  });

  it('is called as Docusaurus calls it, and a wrong result is an error at the post', () => {
    const calls: unknown[] = [];
    const options = resolveBlogOptions(
      'default',
      {
        readingTime: (p: {
          content: string;
          defaultReadingTime: (q: { content: string; options?: object }) => number;
        }) => {
          calls.push(p);
          return p.defaultReadingTime({ content: p.content, options: { wordsPerMinute: 1 } });
        },
      },
      'docusaurus.config.js',
    );
    expect(postReadingTime(options, '\n\nOne two three.\n', { a: 1 }, 'p.md')).toBe(3);
    expect(calls).toEqual([
      {
        content: 'One two three.',
        frontMatter: { a: 1 },
        defaultReadingTime: expect.any(Function),
        locale: 'en',
      },
    ]);
    const bad = resolveBlogOptions('default', { readingTime: () => 'soon' }, 'c.js');
    expect(() => postReadingTime(bad, 'x', {}, 'p.md')).toThrow(/returned "soon"/);
  });

  // Docusaurus 3.5-3.7 estimate with the reading-time package, 3.8 and later count words with
  // Intl.Segmenter: the figures are what each one's default gave for this text (3.6.0's own
  // reading-time 1.5.0, 3.8.1's readingTime.js). On Yoga's 3.2 post (3.6.0) the package gives 1.995
  // minutes, "2 min read", where the Segmenter's 2.26 shows "3 min read".
  it("estimates as the site's Docusaurus does: the reading-time package before 3.8", () => {
    const text =
      'Yoga 3.2 adds `box-sizing: content-box`, see https://yogalayout.dev/docs/styling/box-sizing. A node with `width: 100` and `padding: 10` is 120 points wide — not 100! The API: `node.setBoxSizing(BoxSizing.ContentBox)`; C++ callers use `YGNodeStyleSetBoxSizing(node, YGBoxSizingContentBox)`.';
    const options = resolveBlogOptions('default', {}, 'docusaurus.config.js');
    expect(postReadingTime(options, text, {}, 'p.md', 'en', true)).toBe(0.15);
    expect(postReadingTime(options, text, {}, 'p.md', 'en', false)).toBe(0.19);
  });
});

describe('processBlogPosts', () => {
  it('filters and reorders the posts before the pages, tags and feeds are made', () => {
    const routes = (readdirSync(join(out, 'blog'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('index.html'))
      .map((f) => f.split('\\').join('/'))
      .sort();
    expect(routes).toEqual([
      '2025/01/10/wick-care/index.html',
      '2025/02/01/glass/index.html',
      '2025/03/15/new-oil/index.html',
      'archive/index.html',
      'index.html',
      'tags/care/index.html',
      'tags/index.html',
      'tags/oil/index.html',
    ]);
    const titles = [...page('blog').matchAll(/<h2 class="blog-post__title"[^>]*><a[^>]*>([^<]+)/g)];
    expect(titles.map((m) => m[1])).toEqual([
      'Pinned: Wick care',
      'A new oil',
      'Cleaning the glass',
    ]);
    // Previous/next follow the new order.
    expect(page('blog/2025/02/01/glass')).toMatch(/Newer post<\/div><div[^>]*>A new oil</);
    expect(readFileSync(join(out, 'blog/rss.xml'), 'utf8')).not.toContain('Stock count');
  });

  it("gets Docusaurus's post shape, and only posts it was given may come back", async () => {
    const post: ReadPost = {
      doc: {
        id: 'blog:default:/a',
        filePath: '/site/blog/a.md',
        slug: '/a',
        body: '\nText.\n',
        frontMatter: { pinned: true },
        title: 'A',
        description: 'Text.',
      },
      summary: {
        permalink: '/blog/a',
        title: 'A',
        description: 'Text.',
        date: '2025-01-01T00:00:00.000Z',
        tags: [{ label: 'x', permalink: '/blog/tags/x', inline: true }],
        authors: [],
        hasTruncateMarker: false,
        unlisted: false,
      },
      editUrl: 'https://edit.example/a.md',
    };
    let given: unknown;
    const options = resolveBlogOptions(
      'default',
      {
        processBlogPosts: async ({ blogPosts }: { blogPosts: unknown[] }) =>
          void (given = blogPosts),
      },
      'c.js',
    );
    const same = await applyProcessBlogPosts([post], {
      options,
      configFile: 'c.js',
      baseUrl: '/base/',
      siteRelative: () => 'blog/a.md',
    });
    expect(same).toEqual([post]);
    expect(given).toEqual([
      {
        id: '/a',
        metadata: {
          permalink: '/base/blog/a',
          editUrl: 'https://edit.example/a.md',
          source: '@site/blog/a.md',
          title: 'A',
          description: 'Text.',
          date: new Date('2025-01-01T00:00:00.000Z'),
          tags: [{ label: 'x', permalink: '/base/blog/tags/x', inline: true }],
          hasTruncateMarker: false,
          authors: [],
          frontMatter: { pinned: true },
          unlisted: false,
        },
        content: 'Text.',
      },
    ]);
    const adding = resolveBlogOptions(
      'default',
      { processBlogPosts: () => [{ id: 'new', metadata: {}, content: '' }] },
      'c.js',
    );
    const error = await applyProcessBlogPosts([post], {
      options: adding,
      configFile: 'c.js',
      baseUrl: '/',
      siteRelative: () => 'blog/a.md',
    }).catch((e: unknown) => e as BuildError);
    expect((error as BuildError).diagnostics[0]).toMatchObject({
      file: 'c.js',
      message: expect.stringMatching(
        /processBlogPosts returned an item \(at index 0\) that is not/,
      ),
    });
  });
});

describe('showLastUpdateTime and showLastUpdateAuthor', () => {
  it("show the post's last commit under it, as Docusaurus's EditMetaRow", () => {
    const html = page('blog/2025/02/01/glass');
    expect(html).toContain(
      '<time dateTime="2025-05-06T12:00:00.000Z" itemProp="dateModified">May 6, 2025</time>',
    );
    expect(html).toContain('by <b>Oda Lamplighter</b>');
  });

  it("take the front matter's last_update first", () => {
    const html = page('blog/2025/03/15/new-oil');
    expect(html).toContain('<time dateTime="2025-04-02T00:00:00.000Z"');
    expect(html).toContain('by <b>Ines Harbor</b>');
    expect(html).not.toContain('Oda Lamplighter');
  });
});

describe('feedOptions.createFeedItems and feedOptions.xslt', () => {
  it("give the feeds the site's items, from defaultCreateFeedItems", () => {
    const rss = readFileSync(join(out, 'blog/rss.xml'), 'utf8');
    const titles = [...rss.matchAll(/<title><!\[CDATA\[([^\]]+)\]\]><\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual([
      'Pinned: Wick care (via the feed)',
      'A new oil (via the feed)',
      'Cleaning the glass (via the feed)',
    ]);
    // The default items' rendered content and absolute links are kept.
    expect(rss).toContain('<link>https://lantern.example.com/blog/2025/02/01/glass</link>');
    expect(rss).toContain('Cotton works best.');
    const json = JSON.parse(readFileSync(join(out, 'blog/feed.json'), 'utf8'));
    expect(json.items[0].title).toBe('Pinned: Wick care (via the feed)');
  });

  it('write the stylesheets next to the feeds and point the feeds at them', () => {
    const rss = readFileSync(join(out, 'blog/rss.xml'), 'utf8');
    expect(rss.split('\n')[0]).toBe(
      '<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/xsl" href="rss.xsl"?>',
    );
    const atom = readFileSync(join(out, 'blog/atom.xml'), 'utf8');
    expect(atom.split('\n')[0]).toBe(
      '<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/xsl" href="lamp.xsl"?>',
    );
    expect(readFileSync(join(out, 'blog/rss.xsl'), 'utf8')).toContain('<xsl:stylesheet');
    expect(readFileSync(join(out, 'blog/rss.css'), 'utf8')).toContain('.feed-item');
    // The site's own stylesheet and its CSS, copied as they are.
    expect(readFileSync(join(out, 'blog/lamp.xsl'), 'utf8')).toBe(
      readFileSync(join(fixture, 'blog/looks/lamp.xsl'), 'utf8'),
    );
    expect(readFileSync(join(out, 'blog/lamp.css'), 'utf8')).toContain('darkorange');
    expect(
      readdirSync(join(out, 'blog'))
        .filter((f) => /\.(xsl|css)$/.test(f))
        .sort(),
    ).toEqual(['lamp.css', 'lamp.xsl', 'rss.css', 'rss.xsl']);
  });

  it('read xslt as Docusaurus does, and fail on a missing file or CSS', () => {
    const fail = (key: string): never => {
      throw new Error(key);
    };
    expect(resolveFeedXslt(undefined, fail)).toEqual({ rss: false, atom: false });
    expect(resolveFeedXslt(true, fail)).toEqual({ rss: true, atom: true });
    expect(resolveFeedXslt({ atom: 'a.xsl' }, fail)).toEqual({ rss: false, atom: 'a.xsl' });
    expect(() => resolveFeedXslt({ rss: 3 }, fail)).toThrow('feedOptions.xslt.rss');
    const options = resolveBlogOptions(
      'default',
      { feedOptions: { xslt: { rss: 'looks/none.xsl', atom: 'looks/lamp.xsl' } } },
      'c.js',
    );
    const where = { blogDir: join(fixture, 'blog'), siteDir: fixture, configFile: 'c.js' };
    expect(feedStylesheet('atom', options, where)?.xslt).toBe('lamp.xsl');
    expect(feedStylesheet('json', options, where)).toBeUndefined();
    expect(() => feedStylesheet('rss', options, where)).toThrow(
      /the XSLT file of the rss feed is not found at blog\/looks\/none\.xsl/,
    );
  });

  it("checks the items a site's createFeedItems returns", () => {
    const where = { file: 'c.js', blog: 'blog' };
    const date = new Date('2025-01-01T00:00:00Z');
    expect(checkFeedItems([{ title: 'T', link: 'https://x', date: '2025-01-01' }], where)).toEqual([
      { title: 'T', link: 'https://x', date },
    ]);
    expect(() => checkFeedItems(undefined, where)).toThrow(/returned undefined, not a list/);
    expect(() => checkFeedItems([{ title: 'T', date }], where)).toThrow(/has no string "link"/);
  });
});
