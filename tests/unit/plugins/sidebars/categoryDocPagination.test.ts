// tests/fixtures/sites/category-doc-pagination built: the previous/next links name a category's
// own page by its doc (pagination_label, sidebar_label, then title), not by the category's label
// as they did (Tamaki MES's first doc said "Next: Getting Started" where Docusaurus says
// "Introducing Tamaki MES"); a generated index keeps the category's label. The expected links are
// those of Docusaurus 3.8.1's build of the same fixture.
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../../fixtureSite.js';

const site = builtFixture('category-doc-pagination', { timeout: 240_000 });

/** A page's previous/next links as `href = label`. */
function pagination(route: string): string[] {
  const html = site.read(`${route.slice(1)}/index.html`);
  return [
    ...html.matchAll(
      /<a[^>]*pagination-nav__link--(?:prev|next)[^>]*>.*?pagination-nav__label">(.*?)<\/div>/g,
    ),
  ].map((m) => `${/href="([^"]*)"/.exec(m[0])![1]} = ${m[1]!.replace(/<!-- -->/g, '')}`);
}

describe('previous/next links to a category linked to a doc', () => {
  it.each([
    ['/docs/intro', ['/docs/guide/overview = Throwing on the wheel']],
    [
      '/docs/guide/overview',
      ['/docs/intro = Start here', '/docs/guide/trimming = Trimming (label)'],
    ],
    [
      '/docs/guide/trimming',
      ['/docs/guide/overview = Throwing on the wheel', '/docs/tools/kiln = Kiln (sidebar)'],
    ],
    [
      '/docs/tools/kiln',
      ['/docs/guide/trimming = Trimming (label)', '/docs/tools/glazes = Glazes (pagination)'],
    ],
    [
      '/docs/tools/glazes',
      ['/docs/tools/kiln = Kiln (sidebar)', '/docs/category/extras-category = Extras category'],
    ],
    [
      '/docs/category/extras-category',
      ['/docs/tools/glazes = Glazes (pagination)', '/docs/extras/cleanup = Cleaning up'],
    ],
    ['/docs/extras/cleanup', ['/docs/category/extras-category = Extras category']],
  ])('%s links as Docusaurus 3.8.1 does', (route, expected) => {
    expect(pagination(route)).toEqual(expected);
  });
});
