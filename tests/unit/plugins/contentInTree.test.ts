// Content a site's component encloses renders in the page's tree (issue 32): the rule by page kind
// (plugins/contentInTree.ts) and its effect on a built site (tests/fixtures/sites/content-in-tree:
// a docItemComponent shaped like openapi-docs' ApiItem around one docs instance, a swizzled
// DocItem/Layout providing a context, an ejected BlogPostItem giving the content children, a
// Markdown page none of them encloses); wrappers providing
// nothing keep the islands (tests/fixtures/sites/islands-pages).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentInTree, ENCLOSING_COMPONENTS } from '../../../plugins/contentInTree.js';
import { loadSite } from '../../../plugins/loadSite.js';
import { siteFeatures } from '../../../plugins/siteFeatures.js';
import { builtFixture } from '../fixtureSite.js';

const root = join(import.meta.dirname, '../../..');

describe('the rule', () => {
  it('keeps islands for every kind when nothing encloses the content', () => {
    expect(contentInTree(new Set(['Footer', 'Navbar/Logo', 'DocItem/Footer']), false)).toBe(false);
  });

  it("puts a kind's content in the tree when an override encloses it, and only that kind's", () => {
    expect(contentInTree(new Set(['DocItem/Layout']), false)).toEqual({
      doc: true,
      blog: false,
      page: false,
    });
    expect(contentInTree(new Set(['BlogPostItem/Content']), false)).toEqual({
      doc: false,
      blog: true,
      page: false,
    });
    // Around every page's content: Root wrappers, the layout, MDX's provider.
    for (const name of ['Root', 'Layout', 'MDXContent'])
      expect(contentInTree(new Set([name]), false)).toEqual({ doc: true, blog: true, page: true });
  });

  it('keeps the theme code for a docs instance with its own docItemComponent', () => {
    expect(contentInTree(new Set(), true)).toEqual({ doc: false, blog: false, page: false });
  });

  it("lists the components of Docusaurus's nesting around each kind", () => {
    expect(ENCLOSING_COMPONENTS.doc).toEqual(
      expect.arrayContaining(['DocItem', 'DocItem/Layout', 'DocItem/Content', 'DocRoot/Layout']),
    );
    expect(ENCLOSING_COMPONENTS.page).toContain('MDXPage');
  });
});

describe('a site whose wrappers provide nothing to the content', () => {
  it('keeps every kind as islands: the theme code for content in the tree drops out', async () => {
    // Root, DocItem/Layout and BlogPostItem wrappers adding things beside the content
    // (tests/e2e/islandsPages.e2e.test.ts hydrates its islands in Chromium).
    const site = await loadSite({
      siteDir: join(root, 'tests/fixtures/sites/islands-pages'),
      production: true,
    });
    expect(siteFeatures(site).contentInTree).toBe(false);
  });
});

describe('a site whose components provide contexts to the content', () => {
  const { siteDir, read } = builtFixture('content-in-tree', { timeout: 180_000 });
  const article = (file: string) => /<article>[\s\S]*?<\/article>/.exec(read(file))![0];

  it('finds the swizzled DocItem/Layout and the docItemComponent', async () => {
    const site = await loadSite({ siteDir, production: true });
    expect(siteFeatures(site).contentInTree).toEqual({ doc: true, blog: true, page: false });
  });

  it("renders the children an ejected BlogPostItem gives BlogPostItem/Content, in the post's element", () => {
    for (const file of ['blog/2025/05/01/opening-day/index.html', 'blog/index.html']) {
      const html = read(file);
      const content = html.indexOf('<div class="markdown"');
      expect(content).toBeGreaterThan(0);
      // The lead first, then the post (its excerpt on the list page), inside the same element.
      const lead = html.indexOf('<p class="post-lead">Fresh from the Corner Shop</p>', content);
      const post = html.indexOf('The shop opens its doors with apples and pears.', content);
      expect(lead).toBeGreaterThan(content);
      expect(post).toBeGreaterThan(lead);
    }
  });

  it("renders a docItemComponent's children: the content inside its provider, its panel beside", () => {
    const apples = article('shop/apples/index.html');
    expect(apples).not.toContain('<docs-island');
    // The component reading the store rendered with the page, the panel of the same store beside.
    expect(apples).toMatch(
      /<div class="theme-doc-markdown markdown"><div class="row"><div class="col col--8"><header><h1>Apples<\/h1><\/header>/,
    );
    expect(apples).toContain('<span id="cart-count">0<!-- --> in the cart</span>');
    expect(apples).toContain('<aside id="cart-panel">Cart: <!-- -->empty</aside>');
  });

  it('renders the docs a swizzled layout encloses in the tree, with its context', () => {
    const tone = article('docs/tone/index.html');
    expect(tone).not.toContain('<docs-island');
    expect(tone).toContain('<span id="tone-value">warm</span>');
  });

  it('keeps the islands of content nothing of the site encloses', () => {
    expect(article('notes/index.html')).toContain(
      '<docs-island data-island="0"><button id="clicker" type="button">',
    );
  });
});
