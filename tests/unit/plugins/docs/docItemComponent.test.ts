// The docs option docItemComponent (tests/fixtures/sites/doc-item-component): each doc renders with
// the site's @theme/RecipeItem, given the doc as Docusaurus gives it (the MDX component as
// `content`, with metadata, frontMatter, toc, assets and contentTitle), inside the docs' sidebar;
// the component's parts read the doc through DocProvider and useDoc(). Beside them, a Markdown
// page reads its own front matter.
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../../plugins/loadSite.js';
import { builtFixture } from '../../fixtureSite.js';


/** The text of the element with `id` (tags and React's text separators dropped). */
function textOf(html: string, id: string): string | undefined {
  const m = new RegExp(` id="${id}"[^>]*>([\\s\\S]*?)</(p|ul)>`).exec(html);
  return m?.[1]!.replace(/<!-- -->/g, '').replace(/<\/li><li>/g, ' | ').replace(/<[^>]*>/g, '');
}

describe('a docs instance with a docItemComponent', () => {
  const { siteDir, read } = builtFixture('doc-item-component', { timeout: 180_000 });

  it('gives its docs the route kind of the component', async () => {
    const site = await loadSite({ siteDir, production: true });
    const kinds = site.routes.filter((r) => r.path.startsWith('/docs/')).map((r) => r.kind);
    expect(kinds).toEqual(['doc:@theme/RecipeItem', 'doc:@theme/RecipeItem']);
  });

  it('renders each doc with the component, given the doc as its content prop', () => {
    const bread = read('docs/bread/index.html');
    expect(textOf(bread, 'recipe-content')).toBe('bread / 4 / 2 / object');
    expect(textOf(read('docs/soup/index.html'), 'recipe-content')).toBe('soup / 6 / 0 / object');
    // The doc's MDX inside the component: its title in <header>, as Docusaurus's loader puts it;
    // rendered without the theme's MDX components (no `@theme/Heading`), the h1 keeps its id.
    expect(bread).toMatch(
      /<div class="markdown"><header><h1 id="sourdough-bread">Sourdough bread<\/h1><\/header>/,
    );
    expect(bread).toContain('Mix, fold, shape and bake.');
  });

  it('renders a doc whose MDX holds a comment, without the comment (Ory)', () => {
    // Such a doc has a standalone module; kept in the bundle here (a site's docItemComponent), it
    // was a module of only the comment, whose default export is undefined: React stopped at
    // "Element type is invalid … got: undefined".
    const soup = read('docs/soup/index.html');
    expect(soup).toContain('<p> Simmer until soft.</p>');
    expect(soup).not.toContain('TODO');
  });

  it("gives the component's parts the doc through DocProvider and useDoc()", () => {
    expect(textOf(read('docs/bread/index.html'), 'recipe-facts')).toBe(
      'Sourdough bread | /docs/bread | serves 4 | steps: starter, dough | heading in Markdown: Sourdough bread',
    );
    expect(textOf(read('docs/soup/index.html'), 'recipe-facts')).toBe(
      'Leek soup | /docs/soup | serves 6 | steps: none | heading in Markdown: none',
    );
  });

  it("keeps the docs' sidebar and head around the component", () => {
    const soup = read('docs/soup/index.html');
    expect(soup).toMatch(/<title[^>]*>Leek soup \| Recipe Box<\/title>/);
    expect(soup).toContain('<a href="/docs/bread" class="menu__link">Sourdough bread</a>');
    expect(soup).toContain('<a href="/docs/soup" class="menu__link menu__link--active"');
  });

  it('gives a Markdown page its front matter as `frontMatter`, as Docusaurus does', () => {
    expect(textOf(read('menu/index.html'), 'menu-chef')).toBe('Cooked by Ana, object');
  });
});
