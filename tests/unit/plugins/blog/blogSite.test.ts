// The fixture site tests/fixtures/sites/blog-basic built from the command line: the routes
// Docusaurus 3.8.1 makes of it, list pages with excerpts, and the feeds.
import { decodeFragments, type FragmentFile } from '../../../../src/shared/search/fragmentFile.js';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/blog-basic');
let dir = '';
let out = '';
let output = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'blog-site-'));
  cpSync(fixture, dir, { recursive: true, filter: (f) => !f.includes('.cache') });
  out = join(dir, 'out');
  const r = spawnSync(
    process.execPath,
    [join(root, 'scripts/run.mjs'), 'build', dir, '--out-dir', out],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    },
  );
  output = `${r.stdout}${r.stderr}`;
  if (r.status !== 0) throw new Error(output);
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8');

function routes(): string[] {
  return (readdirSync(out, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter((f) => f.endsWith('index.html') && !f.startsWith('assets'))
    .map((f) => '/' + f.replace(/\/?index\.html$/, ''))
    .filter((r) => r.startsWith('/blog') || r.startsWith('/changelog'))
    .sort();
}

describe('a site with two blogs (tests/fixtures/sites/blog-basic)', () => {
  it('has the routes Docusaurus 3.8.1 makes of it', () => {
    // Recorded from Docusaurus 3.8.1's own build of this fixture.
    expect(routes()).toEqual([
      '/blog',
      '/blog/2024/01/05/first-steep',
      '/blog/2024/03/02/kettle-notes',
      '/blog/2024/04/15/spring-harvest',
      '/blog/2024/06/01/secret-blend',
      '/blog/archive',
      '/blog/authors',
      '/blog/authors/mira',
      '/blog/leaf-versus-bag',
      '/blog/page/2',
      '/blog/tags',
      '/blog/tags/dark-leaves',
      '/blog/tags/green',
      '/blog/tags/hidden',
      '/blog/tags/seasonal',
      '/changelog',
      '/changelog/2024/02/10/new-cups',
      '/changelog/archive',
    ]);
    expect(output).toMatch(/tags \[seasonal\] are not defined in tags\.yml/);
    expect(output).toMatch(/authors \[Guest Picker\] are not in the authors map/);
  });

  it('lists the newest posts first, two a page, with excerpts and "Read more"', () => {
    const first = page('blog');
    const titles = [...first.matchAll(/<h2 class="blog-post__title"[^>]*><a href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(titles).toEqual(['/blog/leaf-versus-bag', '/blog/2024/04/15/spring-harvest']);
    expect(first).toContain('Loose leaf, every time.');
    expect(first).not.toContain('Bags are for trains.');
    expect(first).toContain('aria-label="Read more about Loose leaf or bags"');
    expect(first).toContain('href="/blog/page/2"');
    const second = page('blog/page/2');
    expect(second).toContain('Descale every month.'); // the MDX excerpt, with its admonition
    expect(second).not.toContain('sings too early');
    expect(second).not.toContain('<h1>Kettle notes</h1>');
    expect(second).toContain('href="/blog"');
    // The draft is not built; the unlisted post is, with noindex and its banner, and not listed.
    expect(existsSync(join(out, 'blog/2024/07/01/unfinished'))).toBe(false);
    const secret = page('blog/2024/06/01/secret-blend');
    expect(secret).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(secret).toContain('Unlisted page');
    expect(page('blog/archive')).not.toContain('Secret blend');
    // A tag of unlisted posts only is built, unlisted itself: noindex, and not in the tags list.
    const hidden = page('blog/tags/hidden');
    expect(hidden).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(hidden).toContain('Unlisted page');
    expect(page('blog/tags')).not.toContain('/blog/tags/hidden');
    expect(page('blog/tags')).toContain('href="/blog/tags/dark-leaves"');
  });

  it("writes the list's paginator as Docusaurus 3.8.1 does: the nav on every list, empty on one page", () => {
    // Docusaurus 3.8.1's BlogListPaginator (theme-classic): `{previousPage && …}{nextPage && …}`
    // inside a nav that is always rendered; no placeholder for a missing side.
    const nav = (html: string) =>
      /<nav class="pagination-nav" aria-label="Blog list page navigation">(.*?)<\/nav>/s.exec(
        html,
      )?.[1];
    const link = (side: string, href: string) =>
      new RegExp(
        `<a (?=[^>]*class="pagination-nav__link pagination-nav__link--${side}")(?=[^>]*href="${href}")`,
      );
    expect(nav(page('blog'))).toMatch(new RegExp(`^${link('next', '/blog/page/2').source}`));
    expect(nav(page('blog'))).not.toContain('--prev');
    expect(nav(page('blog/page/2'))).toMatch(new RegExp(`^${link('prev', '/blog').source}`));
    expect(nav(page('blog/page/2'))).not.toContain('--next');
    expect(nav(page('changelog'))).toBe('');
    expect(nav(page('blog/tags/green'))).toBe('');
  });

  it('shows a post with its authors, tags, reading time, sidebar and newer/older links', () => {
    const html = page('blog/2024/03/02/kettle-notes');
    expect(html).toContain('<h1 class="blog-post__title" itemProp="headline">Kettle notes</h1>');
    expect(html).toContain('March 2, 2024');
    expect(html).toContain('One min read');
    expect(html).toContain('Mira Holt');
    expect(html).toContain('href="https://github.com/miraholt"');
    expect(html).toContain('href="/blog/tags/dark-leaves"');
    expect(html).toContain('Latest brews');
    expect(html).toMatch(/Newer post<\/div><div class="pagination-nav__label">spring-harvest</);
    expect(html).toMatch(/Older post/);
    expect(html).toContain('<meta name="docusaurus_tag" content="default">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain(
      '<meta property="article:published_time" content="2024-03-02T00:00:00.000Z">',
    );
    expect(html).toContain('<meta property="article:author" content="https://mira.example.net">');
    expect(html).toContain('<meta property="article:tag" content="Black,Green tea">');
    expect(page('blog')).toContain('<meta name="docusaurus_tag" content="blog_posts_list">');
    expect(page('blog/tags/green')).toContain('2 posts tagged with &quot;Green tea&quot;');
    // A .md link to another post resolves to its permalink.
    expect(page('blog/2024/01/05/first-steep')).toContain(
      'href="/blog/leaf-versus-bag">loose leaf or bags</a>',
    );
  });

  it('puts the listed posts into the search index under the blog title', () => {
    const searchDir = join(out, 'assets/search');
    const files = (readdirSync(searchDir, { recursive: true }) as string[]).filter((f) =>
      f.endsWith('.json'),
    );
    // The fragment files (src/shared/search/fragmentFile.ts): one page's records each.
    const records = files
      .map((f) => JSON.parse(readFileSync(join(searchDir, f), 'utf8')) as unknown)
      .filter((j): j is FragmentFile => Array.isArray(j) && Array.isArray(j[3]))
      .flatMap((j) => decodeFragments(j));
    const pageRecord = (path: string) => records.find((r) => r[0] === path && r[2] === 1);
    expect(pageRecord('/blog/leaf-versus-bag')?.[3]).toEqual(['Blog', 'Loose leaf or bags']);
    expect(pageRecord('/changelog/2024/02/10/new-cups')?.[3]).toEqual(['Changes', 'New cups']);
    const text = files.map((f) => readFileSync(join(searchDir, f), 'utf8')).join('\n');
    expect(text).not.toContain('/blog/2024/06/01/secret-blend'); // unlisted
  });

  it('writes valid feeds with absolute URLs and links them from every page', () => {
    const rss = readFileSync(join(out, 'blog/rss.xml'), 'utf8');
    expect(rss.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    const links = [...rss.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links[0]).toBe('https://tea-room.example.net/blog');
    expect(links.slice(1)).toEqual([
      'https://tea-room.example.net/blog/leaf-versus-bag',
      'https://tea-room.example.net/blog/2024/04/15/spring-harvest',
      'https://tea-room.example.net/blog/2024/03/02/kettle-notes',
      'https://tea-room.example.net/blog/2024/01/05/first-steep',
    ]);
    expect(rss).toContain('Bags are for trains.'); // the whole post, not the excerpt
    expect(rss).toContain('<copyright>Tea Room writers</copyright>');
    const atom = readFileSync(join(out, 'blog/atom.xml'), 'utf8');
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    const json = JSON.parse(readFileSync(join(out, 'changelog/feed.json'), 'utf8'));
    expect(json.items.map((i: { url: string }) => i.url)).toEqual([
      'https://tea-room.example.net/changelog/2024/02/10/new-cups',
    ]);
    expect(existsSync(join(out, 'changelog/rss.xml'))).toBe(false);
    const head = page('changelog');
    expect(head).toContain(
      '<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Tea Room RSS Feed">',
    );
    expect(head).toContain(
      '<link rel="alternate" type="application/json" href="/changelog/feed.json" title="Tea Room JSON Feed">',
    );
  });
});
