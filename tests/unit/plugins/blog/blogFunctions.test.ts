import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAuthorsMap, normalizeSocials, postAuthors } from '../../../../plugins/blog/authors.js';
import {
  absolutizeHtml,
  extractPostContent,
  generateAtom,
  generateJsonFeed,
  generateRss,
  type FeedItem,
  type FeedParams,
} from '../../../../plugins/blog/feeds.js';
import { stripContentTitle } from '../../../../plugins/blog/loadBlog.js';
import { joinUrl, resolveBlogOptions } from '../../../../plugins/blog/options.js';
import { paginate } from '../../../../plugins/blog/paginate.js';
import {
  kebabCase,
  parseBlogFileName,
  parseFrontMatterDate,
  readingTime,
  truncatedBody,
} from '../../../../plugins/blog/posts.js';
import { groupByTag, loadTagsFile, normalizeTags } from '../../../../plugins/blog/tags.js';
import type { BuildError } from '../../../../plugins/diagnostics.js';

describe('parseBlogFileName', () => {
  it('takes the date and slug from a dated file, folder or path', () => {
    expect(parseBlogFileName('2021-08-26-welcome.md')).toEqual({
      date: new Date('2021-08-26T00:00:00Z'),
      text: 'welcome',
      slug: '/2021/08/26/welcome',
    });
    expect(parseBlogFileName('2021-08-26-welcome/index.mdx').slug).toBe('/2021/08/26/welcome');
    expect(parseBlogFileName('2021/08/26/welcome.md').slug).toBe('/2021/08/26/welcome');
    expect(parseBlogFileName('news/2020-1-5-short.md')).toMatchObject({
      slug: '/2020/1/5/news/short',
      date: new Date('2020-01-05T00:00:00Z'),
    });
  });
  it('keeps an undated name as the slug, without a date', () => {
    expect(parseBlogFileName('notes/plain.md')).toEqual({
      text: 'notes/plain',
      slug: '/notes/plain',
    });
    expect(parseBlogFileName('folder/index.md').slug).toBe('/folder');
  });
});

describe('dates, truncation, reading time, kebab case', () => {
  it('reads front matter dates as UTC', () => {
    expect(parseFrontMatterDate('2024-05-20')?.toISOString()).toBe('2024-05-20T00:00:00.000Z');
    expect(parseFrontMatterDate('2024-05-20T10:30')?.toISOString()).toBe(
      '2024-05-20T10:30:00.000Z',
    );
    expect(parseFrontMatterDate('not a date')).toBeUndefined();
  });
  it('cuts at either truncate marker, but not inside a code fence', () => {
    expect(truncatedBody('one\n\n<!-- truncate -->\n\ntwo\n')).toBe('one\n');
    expect(truncatedBody('one\n{/* truncate */}\ntwo')).toBe('one\n');
    expect(truncatedBody('```md\n<!-- truncate -->\n```\nafter')).toBeUndefined();
    expect(truncatedBody('no marker')).toBeUndefined();
  });
  it('counts words at 200 a minute', () => {
    expect(readingTime('word '.repeat(400))).toBe(2);
    expect(readingTime('')).toBe(0);
  });
  it('kebab-cases as lodash does', () => {
    expect(kebabCase('Hello World')).toBe('hello-world');
    expect(kebabCase('fooBar')).toBe('foo-bar');
    expect(kebabCase('Café au lait')).toBe('cafe-au-lait');
    // A tag of a real site: Docusaurus's page is /tags/o-auth-2-0 (ours was oa-uth-2-0).
    expect(kebabCase('OAuth2.0')).toBe('o-auth-2-0');
    expect(kebabCase('GraphQL APIs')).toBe('graph-ql-ap-is');
  });
  it('drops the leading # title and keeps the line count', () => {
    const out = stripContentTitle('\n# Title\n\nBody');
    expect(out).toBe('\n\n\nBody');
  });
});

describe('options', () => {
  it('applies the blog plugin defaults', () => {
    const o = resolveBlogOptions('default', {}, 'cfg.js');
    expect(o).toMatchObject({
      path: 'blog',
      routeBasePath: '/blog',
      postsPerPage: 10,
      blogSidebarCount: 5,
      blogSidebarTitle: 'Recent posts',
      showReadingTime: true,
      feedOptions: { type: ['rss', 'atom'], limit: 20 },
    });
  });
  it('reads feed types as Docusaurus does', () => {
    const type = (t: unknown) =>
      resolveBlogOptions('x', { feedOptions: { type: t } }, 'c').feedOptions.type;
    expect(type('all')).toEqual(['rss', 'atom', 'json']);
    expect(type('json')).toEqual(['json']);
    expect(type(null)).toEqual([]);
    expect(type(['atom', 'rss'])).toEqual(['atom', 'rss']);
    expect(() => type('xml')).toThrow(/feedOptions.type/);
  });
  it('names the option of the wrong type', () => {
    expect(() => resolveBlogOptions('default', { postsPerPage: 'many' }, 'c.js')).toThrow(
      /"postsPerPage" must be a whole number or "ALL"/,
    );
  });
  it('joins URLs', () => {
    expect(joinUrl('/blog', '/tags/', 'x')).toBe('/blog/tags/x');
    expect(joinUrl('/', 'blog')).toBe('/blog');
  });
});

describe('paginate', () => {
  it('numbers pages /base, /base/page/2… with newer and older links', () => {
    const pages = paginate([1, 2, 3, 4, 5], {
      basePath: '/blog',
      pageBasePath: 'page',
      postsPerPage: 2,
    });
    expect(pages.map((p) => p.metadata.permalink)).toEqual([
      '/blog',
      '/blog/page/2',
      '/blog/page/3',
    ]);
    expect(pages[1]!.metadata).toMatchObject({
      page: 2,
      totalPages: 3,
      totalCount: 5,
      previousPage: '/blog',
      nextPage: '/blog/page/3',
    });
    expect(pages[2]!.items).toEqual([5]);
  });
  it('gives an empty blog one page, and ALL one page of everything', () => {
    expect(paginate([], { basePath: '/b', pageBasePath: 'page', postsPerPage: 3 })).toHaveLength(1);
    expect(
      paginate([1, 2, 3], { basePath: '/b', pageBasePath: 'page', postsPerPage: 'ALL' }),
    ).toHaveLength(1);
  });
});

describe('authors', () => {
  const map = {
    ana: { key: 'ana', name: 'Ana', page: { permalink: '/blog/authors/ana' } },
  };
  it('resolves keys, inline objects and overrides', () => {
    const { authors, inline } = postAuthors({
      frontMatter: {
        authors: [
          'ana',
          { name: 'Guest', image_url: '/img/g.png' },
          { key: 'ana', title: 'Editor' },
        ],
      },
      map,
      mapFile: 'authors.yml',
      file: 'post.md',
      baseUrl: '/docs/',
    });
    expect(authors).toEqual([
      map.ana,
      { name: 'Guest', imageURL: '/docs/img/g.png' },
      { ...map.ana, title: 'Editor' },
    ]);
    expect(inline).toEqual(['Guest']);
  });
  it('fails on an unknown key, naming the known ones', () => {
    expect(() =>
      postAuthors({
        frontMatter: { authors: 'bob' },
        map,
        mapFile: 'a.yml',
        file: 'p.md',
        baseUrl: '/',
      }),
    ).toThrow(/author "bob" is not in the authors map; its keys are ana/);
  });
  it('reads the legacy author_* keys', () => {
    const { authors } = postAuthors({
      frontMatter: { author: 'Old', author_url: 'https://o.example' },
      map: undefined,
      mapFile: 'a.yml',
      file: 'p.md',
      baseUrl: '/',
    });
    expect(authors).toEqual([{ name: 'Old', url: 'https://o.example' }]);
  });
  it('makes socials URLs', () => {
    expect(
      normalizeSocials({ github: 'ana', X: 'ana_x', site: 'https://a.example' }, { file: 'a' }),
    ).toEqual({
      github: 'https://github.com/ana',
      x: 'https://x.com/ana_x',
      site: 'https://a.example',
    });
    expect(() => normalizeSocials({ github: 'a/b' }, { file: 'a' })).toThrow(/invalid value/);
  });
  it('reads `email` and `mailto:` socials as Docusaurus 3.9 does, and as 3.8 does before', () => {
    const socials = { email: 'ana@a.example', Mail: 'mailto:b@a.example' };
    // 3.9's authorsSocials: `email` is a platform (an address → mailto:), mailto: is a URL.
    expect(normalizeSocials(socials, { file: 'a' }, true)).toEqual({
      email: 'mailto:ana@a.example',
      Mail: 'mailto:b@a.example',
    });
    // 3.8's: neither is known; values without a `/` stay as they are.
    expect(normalizeSocials(socials, { file: 'a' })).toEqual(socials);
    expect(() => normalizeSocials({ email: 'mailto:a/b' }, { file: 'a' })).toThrow(/invalid/);
  });
});

describe('tags', () => {
  const file = { green: { label: 'Green tea', permalink: '/green', description: 'Leafy' } };
  it('takes predefined tags from the file, inline ones kebab-cased', () => {
    expect(
      normalizeTags(
        ['green', 'Spring Picks', { label: 'X', permalink: '/x-y' }],
        file,
        '/blog/tags',
      ),
    ).toEqual([
      { inline: false, label: 'Green tea', permalink: '/blog/tags/green', description: 'Leafy' },
      { inline: true, label: 'Spring Picks', permalink: '/blog/tags/spring-picks' },
      { inline: true, label: 'X', permalink: '/blog/tags/x-y' },
    ]);
  });
  it('groups posts by tag permalink, each post once', () => {
    const t = { inline: true, label: 'a', permalink: '/t/a' };
    const p1 = { tags: [t, t] };
    const p2 = { tags: [t] };
    expect(groupByTag([p1, p2]).get('/t/a')!.items).toEqual([p1, p2]);
  });
});

describe('feeds', () => {
  const item: FeedItem = {
    title: 'A & B',
    id: 'https://s.example/blog/a',
    link: 'https://s.example/blog/a',
    description: 'About <a>',
    date: new Date('2024-01-05T00:00:00.000Z'),
    author: [{ name: 'Ana', link: 'https://a.example' }],
    category: [{ name: 'green', term: 'green' }],
    content: '<p>x ]]> y</p>',
  };
  const params: FeedParams = {
    blogUrl: 'https://s.example/blog',
    title: 'S Blog',
    description: 'S Blog',
    copyright: 'S',
    items: [item],
  };
  it('writes RSS with absolute links and escaped text', () => {
    const rss = generateRss(params);
    expect(rss).toContain('<link>https://s.example/blog/a</link>');
    expect(rss).toContain('<pubDate>Fri, 05 Jan 2024 00:00:00 GMT</pubDate>');
    expect(rss).toContain(
      '<content:encoded><![CDATA[<p>x ]]]]><![CDATA[> y</p>]]></content:encoded>',
    );
    expect(rss).toContain('<category>green</category>');
  });
  it('writes Atom and JSON feeds', () => {
    expect(generateAtom(params)).toContain('<updated>2024-01-05T00:00:00.000Z</updated>');
    const json = JSON.parse(generateJsonFeed(params));
    expect(json).toMatchObject({
      version: 'https://jsonfeed.org/version/1',
      home_page_url: 'https://s.example/blog',
      items: [
        {
          id: 'https://s.example/blog/a',
          url: 'https://s.example/blog/a',
          title: 'A & B',
          tags: ['green'],
        },
      ],
    });
  });
  it('takes the post content out of its page, links made absolute', () => {
    const page =
      '<main><div class="markdown" itemProp="articleBody"><div><a href="/x">x</a></div><img src="i.png"></div><footer>no</footer></main>';
    const content = extractPostContent(page)!;
    expect(content).toBe('<div><a href="/x">x</a></div><img src="i.png">');
    expect(absolutizeHtml('<a href="#h">h</a>', 'https://s.example/blog/a')).toBe(
      '<a href="https://s.example/blog/a#h">h</a>',
    );
    expect(absolutizeHtml(content, 'https://s.example/blog/a/')).toBe(
      '<div><a href="https://s.example/x">x</a></div><img src="https://s.example/blog/a/i.png">',
    );
  });
});

describe('files of the blog folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'blog-files-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };

  it('reads authors.yml: image_url, socials, pages under the authors route', () => {
    write(
      'authors.yml',
      'ana:\n  name: Ana\n  image_url: /img/ana.png\n  page: true\n  socials:\n    github: ana\nbo:\n  name: Bo\n  page:\n    permalink: /bo-writes\n',
    );
    const { map } = loadAuthorsMap({
      blogDir: dir,
      authorsMapPath: 'authors.yml',
      authorsBasePath: '/blog/authors',
      baseUrl: '/site/',
    });
    expect(map).toEqual({
      ana: {
        key: 'ana',
        name: 'Ana',
        imageURL: '/site/img/ana.png',
        socials: { github: 'https://github.com/ana' },
        page: { permalink: '/blog/authors/ana' },
      },
      bo: { key: 'bo', name: 'Bo', page: { permalink: '/blog/authors/bo-writes' } },
    });
  });

  it('points at the author of authors.yml that has no name', () => {
    const file = write('bad-authors.yml', 'ana:\n  name: Ana\nnoname:\n  title: Nobody\n');
    const e = (() => {
      try {
        loadAuthorsMap({
          blogDir: dir,
          authorsMapPath: 'bad-authors.yml',
          authorsBasePath: '/b',
          baseUrl: '/',
        });
      } catch (err) {
        return err as BuildError;
      }
    })();
    expect(e?.diagnostics[0]).toMatchObject({ file, line: 3, column: 1 });
    expect(e?.message).toMatch(/author "noname" has neither a name nor an image_url/);
  });

  it('points at the authors front matter of a post with an unknown author', () => {
    const file = write('post.md', '---\ntitle: T\nauthors: [zed]\n---\n\nText\n');
    try {
      postAuthors({
        frontMatter: { authors: ['zed'] },
        map: { ana: { key: 'ana', name: 'Ana' } },
        mapFile: 'authors.yml',
        file,
        baseUrl: '/',
      });
      expect.unreachable();
    } catch (err) {
      expect((err as BuildError).diagnostics[0]).toMatchObject({ file, line: 3, column: 1 });
    }
  });

  it('reads tags.yml with Docusaurus defaults, and rejects a duplicate permalink at its key', () => {
    write(
      'tags.yml',
      'green:\n  description: Leafy\nblack tea:\n  label: Black\n  permalink: /dark\n',
    );
    expect(loadTagsFile(dir, undefined)).toEqual({
      green: { label: 'Green', permalink: '/green', description: 'Leafy' },
      'black tea': { label: 'Black', permalink: '/dark' },
    });
    const file = write('dup.yml', 'a:\n  permalink: /x\nb:\n  permalink: /x\n');
    expect(() => loadTagsFile(dir, 'dup.yml')).toThrow(
      /tags "a" and "b" have the same permalink \/x/,
    );
    try {
      loadTagsFile(dir, 'dup.yml');
    } catch (err) {
      expect((err as BuildError).diagnostics[0]).toMatchObject({ file, line: 3 });
    }
    expect(() => loadTagsFile(dir, 'missing.yml')).toThrow(/does not exist/);
    expect(loadTagsFile(dir, null)).toBeNull();
  });
});
