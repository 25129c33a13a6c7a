// tests/fixtures/sites/component-options built: the blog, docs and pages options name components
// of the site for every route kind (componentOptions.ts, plugins/builtins/contentComponents.ts);
// each prints the props it gets and its route. The expected values were recorded from Docusaurus
// 3.8.1's build of the same fixture: its HTML files, and what each page's components printed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docusaurusHtmlFiles } from '../../../docusaurusHtmlFiles.js';
import { builtFixture } from '../../../fixtureSite.js';

const { outDir } = builtFixture('component-options', { timeout: 240_000 });

/** What a page's components printed: each probe's name and text, tags and React's separators out. */
export function probes(html: string): string[] {
  return [...html.matchAll(/<section data-probe="([^"]+)">(.*?)<\/section>/gs)].map(([, , body]) =>
    body!
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

const page = (route: string) =>
  readFileSync(join(outDir, route, route.endsWith('.html') ? '' : 'index.html'), 'utf8');

describe("routes rendered by the modules the content plugins' component options name", () => {
  it('writes the HTML files Docusaurus 3.8.1 writes', () => {
    const files = docusaurusHtmlFiles(outDir);
    expect(files).toEqual(EXPECTED_FILES);
  });

  it('gives each component the props Docusaurus gives it, as its printed text shows', () => {
    const printed = Object.fromEntries(
      EXPECTED_FILES.filter((f) => f !== '404.html').map((f) => [f, probes(page(f))]),
    );
    expect(printed).toEqual(EXPECTED_PROBES);
  });
});

// Recorded from Docusaurus 3.8.1's build of the fixture.
const EXPECTED_FILES: string[] = [
  '404.html',
  'almanac/index.html',
  'blog/2025/01/10/first-chart/index.html',
  'blog/2025/02/14/storm-surge/index.html',
  'blog/2025/03/20/equinox/index.html',
  'blog/archive/index.html',
  'blog/authors/index.html',
  'blog/authors/maren/index.html',
  'blog/index.html',
  'blog/page/2/index.html',
  'blog/tags/charts/index.html',
  'blog/tags/index.html',
  'blog/tags/weather/index.html',
  'docs/category/guide/index.html',
  'docs/guide/neaps/index.html',
  'docs/guide/springs/index.html',
  'docs/intro/index.html',
  'docs/tags/basics/index.html',
  'docs/tags/index.html',
  'docs/tags/moon/index.html',
  'index.html',
];
const EXPECTED_PROBES: Record<string, string[]> = {
  'almanac/index.html': [
    "mdx-page props content,route route /almanac match /almanac mdx /almanac @site/src/pages/almanac.md Almanac The year's tides in one page. front matter description,title toc 0 Almanac High water times for the whole year.",
  ],
  'blog/2025/01/10/first-chart/index.html': [
    'blog-post props content,route,sidebar route /blog/2025/01/10/first-chart match /blog/2025/01/10/first-chart The first chart /blog/2025/01/10/first-chart 2025-01-10T00:00:00.000Z tags charts=/blog/tags/charts authors Maren Holt//blog/authors/maren newer /blog/2025/02/14/storm-surge older none front matter authors,tags,title sidebar Recent posts 3 We printed the first chart of the bay. It covers the inner harbour only.',
  ],
  'blog/2025/02/14/storm-surge/index.html': [
    'blog-post props content,route,sidebar route /blog/2025/02/14/storm-surge match /blog/2025/02/14/storm-surge Storm surge notes /blog/2025/02/14/storm-surge 2025-02-14T00:00:00.000Z tags charts=/blog/tags/charts weather=/blog/tags/weather authors Maren Holt//blog/authors/maren newer /blog/2025/03/20/equinox older /blog/2025/01/10/first-chart front matter authors,tags,title sidebar Recent posts 3 A surge added half a metre to the evening tide.',
  ],
  'blog/2025/03/20/equinox/index.html': [
    "blog-post props content,route,sidebar route /blog/2025/03/20/equinox match /blog/2025/03/20/equinox Equinox tides /blog/2025/03/20/equinox 2025-03-20T00:00:00.000Z tags weather=/blog/tags/weather authors newer none older /blog/2025/02/14/storm-surge front matter tags,title sidebar Recent posts 3 The equinox brought the year's largest range.",
  ],
  'blog/archive/index.html': [
    'blog-archive props archive,route route /blog/archive match /blog/archive /2025/03/20/equinox Equinox tides /blog/2025/03/20/equinox /2025/02/14/storm-surge Storm surge notes /blog/2025/02/14/storm-surge /2025/01/10/first-chart The first chart /blog/2025/01/10/first-chart',
  ],
  'blog/authors/index.html': [
    'blog-authors props authors,route,sidebar route /blog/authors match /blog/authors maren Maren Holt Harbour master 2 /blog/authors/maren sidebar 3',
  ],
  'blog/authors/maren/index.html': [
    'blog-author props author,items,listMetadata,route,sidebar route /blog/authors/maren match /blog/authors/maren maren Maren Holt 2 /blog/authors/maren list /blog/authors/maren 2 items Storm surge notes | The first chart sidebar 3',
  ],
  'blog/index.html': [
    "blog-list props items,metadata,route,sidebar route /blog match /blog page 1 of 2, 3 posts, permalink /blog, next /blog/page/2, previous undefined sidebar Recent posts: /blog/2025/03/20/equinox /blog/2025/02/14/storm-surge /blog/2025/01/10/first-chart Equinox tides /blog/2025/03/20/equinox 2025-03-20T00:00:00.000Z truncated false authors The equinox brought the year's largest range. Storm surge notes /blog/2025/02/14/storm-surge 2025-02-14T00:00:00.000Z truncated false authors Maren Holt A surge added half a metre to the evening tide.",
  ],
  'blog/page/2/index.html': [
    'blog-list props items,metadata,route,sidebar route /blog/page/2 match /blog/page/2 page 2 of 2, 3 posts, permalink /blog/page/2, next undefined, previous /blog sidebar Recent posts: /blog/2025/03/20/equinox /blog/2025/02/14/storm-surge /blog/2025/01/10/first-chart The first chart /blog/2025/01/10/first-chart 2025-01-10T00:00:00.000Z truncated true authors Maren Holt We printed the first chart of the bay.',
  ],
  'blog/tags/charts/index.html': [
    'blog-tag props items,listMetadata,route,sidebar,tag route /blog/tags/charts match /blog/tags/charts charts /blog/tags/charts all /blog/tags count 2 unlisted false list /blog/tags/charts page 1 of 1 items Storm surge notes | The first chart sidebar 3',
  ],
  'blog/tags/index.html': [
    'blog-tags props route,sidebar,tags route /blog/tags match /blog/tags weather 2 /blog/tags/weather charts 2 /blog/tags/charts sidebar 3',
  ],
  'blog/tags/weather/index.html': [
    'blog-tag props items,listMetadata,route,sidebar,tag route /blog/tags/weather match /blog/tags/weather weather /blog/tags/weather all /blog/tags count 2 unlisted false list /blog/tags/weather page 1 of 1 items Equinox tides | Storm surge notes sidebar 3',
  ],
  'docs/category/guide/index.html': [
    'docs-root props route route /docs match /docs routes /docs/*',
    'doc-version-root props route,version route /docs match /docs version current Next last true routes /docs/tags /docs/tags/basics /docs/tags/moon /docs/*',
    'doc-root props route route /docs match /docs routes /docs/category/guide@tides /docs/guide/neaps@tides /docs/guide/springs@tides /docs/intro@tides',
    'generated-index props categoryGeneratedIndex,route route /docs/category/guide match /docs/category/guide Reading the guide How to read a tide table. /category/guide /docs/category/guide sidebar tides previous /docs/intro next /docs/guide/springs',
  ],
  'docs/guide/neaps/index.html': [
    'docs-root props route route /docs match /docs routes /docs/*',
    'doc-version-root props route,version route /docs match /docs version current Next last true routes /docs/tags /docs/tags/basics /docs/tags/moon /docs/*',
    'doc-root props route route /docs match /docs routes /docs/category/guide@tides /docs/guide/neaps@tides /docs/guide/springs@tides /docs/intro@tides',
  ],
  'docs/guide/springs/index.html': [
    'docs-root props route route /docs match /docs routes /docs/*',
    'doc-version-root props route,version route /docs match /docs version current Next last true routes /docs/tags /docs/tags/basics /docs/tags/moon /docs/*',
    'doc-root props route route /docs match /docs routes /docs/category/guide@tides /docs/guide/neaps@tides /docs/guide/springs@tides /docs/intro@tides',
  ],
  'docs/intro/index.html': [
    'docs-root props route route /docs match /docs routes /docs/*',
    'doc-version-root props route,version route /docs match /docs version current Next last true routes /docs/tags /docs/tags/basics /docs/tags/moon /docs/*',
    'doc-root props route route /docs match /docs routes /docs/category/guide@tides /docs/guide/neaps@tides /docs/guide/springs@tides /docs/intro@tides',
  ],
  'docs/tags/basics/index.html': [
    'docs-root props route route /docs match /docs routes /docs/*',
    'doc-version-root props route,version route /docs match /docs version current Next last true routes /docs/tags /docs/tags/basics /docs/tags/moon /docs/*',
    'doc-tag props route,tag route /docs/tags/basics match /docs/tags/basics basics /docs/tags/basics all /docs/tags count 2 unlisted false guide/springs Spring tides /docs/guide/springs The largest range comes after a full or new moon. intro Tides at a glance /docs/intro The sea rises twice a day at most harbours.',
  ],
  'docs/tags/index.html': [
    'docs-root props route route /docs match /docs routes /docs/*',
    'doc-version-root props route,version route /docs match /docs version current Next last true routes /docs/tags /docs/tags/basics /docs/tags/moon /docs/*',
    'doc-tags props route,tags route /docs/tags match /docs/tags moon 2 /docs/tags/moon basics 2 /docs/tags/basics',
  ],
  'docs/tags/moon/index.html': [
    'docs-root props route route /docs match /docs routes /docs/*',
    'doc-version-root props route,version route /docs match /docs version current Next last true routes /docs/tags /docs/tags/basics /docs/tags/moon /docs/*',
    'doc-tag props route,tag route /docs/tags/moon match /docs/tags/moon moon /docs/tags/moon all /docs/tags count 2 unlisted false guide/neaps Neap tides /docs/guide/neaps The smallest range comes at the quarter moons. guide/springs Spring tides /docs/guide/springs The largest range comes after a full or new moon.',
  ],
  'index.html': [],
};
