// tests/fixtures/sites/blog-wrapper-content built: a local plugin extending the blog changes the
// content the blog loaded, as real sites' wrappers do. Its loadContent drops a post (from
// `blogPosts`, the list pages it numbers again, the tags it pages again and relabels, and the
// author left without a post from `authorsMap`); its contentLoaded sorts the pinned post first and
// deals the list pages' items again before calling the blog's. The expected values were recorded
// from Docusaurus 3.8.1's build of the same fixture: the HTML files, each page's post links,
// sidebar and pagination, the tags, authors and archive pages' text, the feed's order, and the
// posts' previous/next links, which keep the order the blog loaded (two name the dropped post),
// and the page of a route whose module is the plugin's data file named through `~blog`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docusaurusHtmlFiles } from '../../docusaurusHtmlFiles.js';
import { builtFixture } from '../../fixtureSite.js';

const { outDir } = builtFixture('blog-wrapper-content', { timeout: 240_000 });

const html = (route: string) => readFileSync(join(outDir, route, 'index.html'), 'utf8');
const main = (h: string) => /<main.*?<\/main>/s.exec(h)?.[0] ?? '';
const text = (h: string) =>
  h
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const hrefs = (h: string) => [...h.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
/** A page's title, its listed posts (their titles' links), sidebar links and pagination links. */
function view(route: string) {
  const h = html(route);
  return {
    title: /<title[^>]*>(.*?)<\/title>/.exec(h)![1],
    posts: [...main(h).matchAll(/<h2[^>]*>\s*<a[^>]*href="([^"]+)"/g)].map((m) => m[1]),
    sidebar: hrefs(/<aside.*?<\/aside>/s.exec(h)?.[0] ?? ''),
    pagination: [...main(h).matchAll(/<nav[^>]*pagination[^>]*>(.*?)<\/nav>/gs)].flatMap((m) =>
      hrefs(m[1]!),
    ),
  };
}

const D = '/dispatches/2025';
const MARKET = `${D}/02/14/market-hall`;
const MILL = `${D}/05/27/mill-museum`;
const ORCHARD = `${D}/04/19/orchard-frost`;
const RIVER = `${D}/01/08/river-ice`;
const BRIDGE = `${D}/03/03/bridge-vote`;
// The sidebar lists `blogPosts` in the order contentLoaded left them: the pinned post first.
const SIDEBAR = [MARKET, MILL, ORCHARD, RIVER];

describe('a blog whose wrapper changes the loaded content (blog-wrapper-content)', () => {
  it('has the HTML files Docusaurus 3.8.1 writes: no dropped post, list or tag page, author', () => {
    const files = docusaurusHtmlFiles(outDir);
    expect(files).toEqual([
      '404.html',
      'count/index.html',
      'dispatches/2025/01/08/river-ice/index.html',
      'dispatches/2025/02/14/market-hall/index.html',
      'dispatches/2025/04/19/orchard-frost/index.html',
      'dispatches/2025/05/27/mill-museum/index.html',
      'dispatches/archive/index.html',
      'dispatches/authors/index.html',
      'dispatches/authors/ines/authors/2/index.html',
      'dispatches/authors/ines/index.html',
      'dispatches/index.html',
      'dispatches/page/2/index.html',
      'dispatches/tags/index.html',
      'dispatches/tags/river/index.html',
      'dispatches/tags/town/index.html',
      'dispatches/tags/weather/index.html',
      'index.html',
    ]);
  });

  it('lists the posts of `blogListPaginated` as contentLoaded dealt them', () => {
    expect(view('dispatches')).toEqual({
      title: 'Dispatches | Valley Dispatch',
      posts: [MARKET, MILL],
      sidebar: SIDEBAR,
      pagination: ['/dispatches/page/2'],
    });
    expect(view('dispatches/page/2')).toEqual({
      title: 'Dispatches | Valley Dispatch',
      posts: [ORCHARD, RIVER],
      sidebar: SIDEBAR,
      pagination: ['/dispatches'],
    });
  });

  it('draws the tags of `blogTags`: their labels, counts and pages as the wrapper made them', () => {
    expect(text(main(html('dispatches/tags')))).toBe(
      'Tags R \u200b RIVER 1 T \u200b TOWN 2 W \u200b WEATHER 2',
    );
    expect(view('dispatches/tags/town')).toEqual({
      title: '2 posts tagged with &quot;TOWN&quot; | Valley Dispatch',
      posts: [MILL, MARKET],
      sidebar: SIDEBAR,
      pagination: [],
    });
    expect(view('dispatches/tags/river').posts).toEqual([RIVER]);
    expect(view('dispatches/tags/river').title).toBe(
      'One post tagged with &quot;RIVER&quot; | Valley Dispatch',
    );
    expect(view('dispatches/tags/weather').posts).toEqual([ORCHARD, RIVER]);
  });

  it('has the authors of `authorsMap`, each paged over `blogPosts` in their order', () => {
    expect(text(main(html('dispatches/authors')))).toBe('Authors Ines Moor 4 Editor');
    expect(view('dispatches/authors/ines')).toEqual({
      title: 'Ines Moor - 4 posts | Valley Dispatch',
      posts: [MARKET, MILL],
      sidebar: SIDEBAR,
      pagination: ['/dispatches/authors/ines/authors/2'],
    });
    expect(view('dispatches/authors/ines/authors/2').posts).toEqual([ORCHARD, RIVER]);
  });

  it("has the archive and the feed of `blogPosts`, and the posts' links as loaded", () => {
    expect(text(main(html('dispatches/archive')))).toBe(
      '2025 \u200b January 8 - River ice breaks early April 19 - Frost in the orchards May 27 - A museum in the old mill February 14 - The market hall reopens',
    );
    const rss = readFileSync(join(outDir, 'dispatches/rss.xml'), 'utf8');
    expect([...rss.matchAll(/<item>.*?<link>([^<]+)<\/link>/gs)].map((m) => m[1])).toEqual(
      SIDEBAR.map((p) => `https://valley-dispatch.example.org${p}`),
    );
    // Docusaurus computes a post's previous/next links when the blog loads, before the wrapper
    // drops a post: two of them link the dropped post (its build warns of them as broken links).
    expect(view(ORCHARD.slice(1)).pagination).toEqual([MILL, BRIDGE]);
    expect(view(MARKET.slice(1)).pagination).toEqual([BRIDGE, RIVER]);
    expect(view(ORCHARD.slice(1)).sidebar).toEqual(SIDEBAR);
  });

  it("resolves `~blog/<id>/…`, Docusaurus's alias of the blog's generated files, in a route's modules", () => {
    expect(/<p id="count">(.*?)<\/p>/.exec(html('count'))![1]!.replace(/<!-- -->/g, '')).toBe(
      '4 published; pinned: The market hall reopens',
    );
  });
});
