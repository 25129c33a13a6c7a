// trailingSlash false on a site whose links are written with a slash (tests/fixtures/sites/
// link-trailing-slash): Docusaurus's Link applies the option to every internal link, in Markdown
// and in a page's JSX, keeping the query and the hash, and leaves `/` alone. Found on amd-blog
// (`/docs/garrysmod/` written by hand, `/docs/garrysmod` in Docusaurus's HTML). The expected
// hrefs are those of Docusaurus 3.8.1's build of the fixture.
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../../fixtureSite.js';

const built = builtFixture('link-trailing-slash', { timeout: 180_000 });
const articleHrefs = (file: string) => {
  const html = built.read(file);
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  return [...article.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);
};

describe('internal links under trailingSlash: false', () => {
  it('lose the slash written in Markdown, keeping the query and the hash; `/` stays', () => {
    expect(articleHrefs('docs/intro.html')).toEqual(
      expect.arrayContaining(['/docs/guide', '/docs/guide#setup', '/docs/guide?step=2', '/']),
    );
    expect(articleHrefs('docs/intro.html')).not.toContain('/docs/guide/');
  });

  it("lose it in a page's <Link to>", () => {
    expect(built.read('index.html')).toContain('href="/docs/intro">Start here</a>');
  });
});
