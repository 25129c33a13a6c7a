// A blog-only site (tests/fixtures/sites/blog-at-root: the blog's routeBasePath '/', no docs):
// Docusaurus's BlogListPage titles the list page whose permalink is `/` with the site's title
// alone (its blog-only mode); the list's next page and a post keep their own titles (Docusaurus
// 3.8.1's build of the fixture). Under another base URL: tests/unit/theme/blogPageHead.test.ts.
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../../fixtureSite.js';

const built = builtFixture('blog-at-root', { timeout: 180_000 });
const title = (file: string) => /<title[^>]*>([^<]*)<\/title>/.exec(built.read(file))?.[1];

describe('a blog at the site’s root', () => {
  it('titles its first list page with the site’s title alone, as Docusaurus does', () => {
    expect(title('index.html')).toBe('Harbour Notes');
    expect(title('page/2/index.html')).toBe('Blog | Harbour Notes');
    expect(title('2024/07/01/moorings/index.html')).toBe('Moorings | Harbour Notes');
  });
});
