// The classic-like fixture (tests/fixtures/sites/classic-like: an original site with the structure
// of the create-docusaurus 3.8.1 classic template) builds to the routes Docusaurus 3.8.1 builds for
// the classic template itself (recorded in tests/fixtures/docusaurus-routes/), and its home page
// renders with its CSS modules, its SVG components and the site's custom stylesheet.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../../fixtureSite.js';

const root = join(import.meta.dirname, '../../../..');
const { outDir } = builtFixture('classic-like', { timeout: 120_000 });
const reference = JSON.parse(
  readFileSync(join(root, 'tests/fixtures/docusaurus-routes/classic-template-3.8.1.json'), 'utf8'),
) as { routes: string[] };

/** Routes of this generator that Docusaurus's classic template has no counterpart of. */
const OUR_OWN_ROUTES = new Set(['/search']);

/** The routes of a build output: each `…/index.html` (404.html aside) and each feed. */
function builtRoutes(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter((f) => f.endsWith('/index.html') || f === 'index.html' || /^blog\/[^/]+\.xml$/.test(f))
    .map((f) => '/' + f.replace(/(^|\/)index\.html$/, ''))
    .map((r) => (r.length > 1 ? r.replace(/\/$/, '') : r))
    .sort();
}

describe('a site shaped like the classic template', () => {
  it('has the routes Docusaurus 3.8.1 builds for the classic template, blog and feeds included', () => {
    const expected = [...reference.routes].sort();
    expect(expected).toContain('/markdown-page');
    expect(expected).toContain('/docs/category/tutorial---basics');
    expect(expected).toContain('/blog/rss.xml');
    const ours = builtRoutes(outDir).filter((r) => !OUR_OWN_ROUTES.has(r));
    expect(ours).toEqual(expected);
  });

  it('renders the React home page with its title, CSS module classes and inline SVGs', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).toContain('<title>Welcome to Lighthouse Keeper | Lighthouse Keeper</title>');
    expect(html).toContain(
      '<meta name="description" content="The keeper\'s home page" data-rh="true">',
    );
    // CSS modules give hashed class names next to Infima's.
    expect(html).toMatch(/<header class="hero hero--primary _?banner[\w-]*"/);
    // Three SVG components inline (the banner's import, two `require(…).default`), with props.
    const svgs = html.match(/<svg[^>]*viewBox="0 0 32 32"[^>]*>/g) ?? [];
    expect(svgs).toHaveLength(3);
    expect(svgs[0]).toMatch(/role="img"/);
    expect(html).toContain('<title>A lamp</title>');
    expect(html).toContain('Notes on keeping a lamp lit');
  });

  it('renders the Markdown page in the Markdown page layout, titled from its front matter', () => {
    const html = readFileSync(join(outDir, 'markdown-page/index.html'), 'utf8');
    expect(html).toContain('<title>A Markdown page | Lighthouse Keeper</title>');
    expect(html).toMatch(/<main class="container container--fluid margin-vert--lg">/);
    expect(html).toContain('Pages can be written in Markdown too.');
  });

  it('makes an SVG imported in an MDX doc a component, and keeps a Markdown SVG image a URL', () => {
    const html = readFileSync(
      join(outDir, 'docs/tutorial-basics/markdown-features/index.html'),
      'utf8',
    );
    expect(html).toMatch(
      /<svg[^>]*class="inline-lamp"[^>]*role="img"[^>]*><title>The lamp, inline<\/title>/,
    );
    // A URL (a file of 10,000 bytes or less is a base64 data: URL, as url-loader writes it), with
    // its viewBox's size as transformImage reads it, not an inline <svg>.
    expect(html).toMatch(
      /<img [^>]*alt="A red dot" width="8" height="8" src="data:image\/svg\+xml;base64,/,
    );
  });

  it('renders the footer: link columns, the logo and the copyright as HTML', () => {
    const html = readFileSync(join(outDir, 'docs/intro/index.html'), 'utf8');
    const footer = html.slice(html.indexOf('<footer class="theme-layout-footer'));
    expect(
      [...footer.matchAll(/<div class="footer__title">([^<]*)<\/div>/g)].map((m) => m[1]),
    ).toEqual(['Guide', 'Elsewhere']);
    expect(footer).toContain('<a href="/docs/intro" class="footer__link-item">Start here</a>');
    expect(footer).toContain('<a href="/blog" class="footer__link-item">Log book</a>');
    expect(footer).toMatch(
      /<a href="https:\/\/harbour\.example\.org" target="_blank" rel="noopener noreferrer" class="footer__link-item">Harbour office<svg[^>]*class="iconExternalLink_dv"/,
    );
    // The logo through ThemedImage, as Docusaurus 3.8 draws it: each mode's image in the server's
    // HTML (the same file twice without `srcDark`), one kept once hydrated.
    expect(footer).toMatch(
      /<a href="https:\/\/lighthouse\.example\.org" target="_blank" rel="noopener noreferrer" class="footer__logo-link"><img src="\/img\/lamp\.svg" alt="Lamp" class="footer__logo themedComponent_dv themedComponent--light_dv" width="48"\/><img src="\/img\/lamp\.svg" alt="Lamp" class="footer__logo themedComponent_dv themedComponent--dark_dv" width="48"\/>/,
    );
    expect(footer).toContain(
      '<div class="footer__copyright">Lighthouse Keeper, an <em>example</em> site.</div>',
    );
  });

  it("applies the site's customCss after the theme's stylesheets", () => {
    const css = (readdirSync(join(outDir, 'assets'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'))
      .join('\n');
    const custom = css.lastIndexOf('#1d5f8a');
    expect(custom).toBeGreaterThan(-1);
    // Infima's own primary colour is defined before the site's.
    expect(css.indexOf('--ifm-color-primary:')).toBeLessThan(custom);
  });

  it("puts the theme's CSS in cascade layers and leaves the site's outside them, as `future.v4` asks", () => {
    const files = (readdirSync(join(outDir, 'assets'), { recursive: true }) as string[])
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(outDir, 'assets', f), 'utf8'));
    // Each stylesheet with a layer declares the layers' order first, whichever loads first (the
    // minifier shortens the statement, keeping its meaning): Infima's layer is the lowest.
    const layered = files.filter((f) => /@layer\s*docusaurus\.[\w.-]+\s*\{/.test(f));
    expect(layered.length).toBeGreaterThan(0);
    for (const f of layered) expect(f).toMatch(/^@layer\s*docusaurus\.infima\s*[,{]/);
    const css = files.join('\n');
    /** The layers open at a position of the stylesheet (`@layer a{…}` blocks around it). */
    const layersAt = (at: number) => {
      const open: (string | undefined)[] = [];
      for (const m of css.slice(0, at).matchAll(/@layer\s*([\w.-]+)\s*\{|\{|\}/g))
        if (m[0] === '}') open.pop();
        else open.push(m[1]);
      return open.filter(Boolean);
    };
    // Infima's rules are in its layer, the theme's in theirs.
    expect(layersAt(css.indexOf('--ifm-color-primary:'))).toEqual(['docusaurus.infima']);
    expect(layersAt(css.indexOf('.navbar__inner'))).toEqual(['docusaurus.infima']);
    const themeRule = css.search(
      /\.theme-doc-sidebar-container|\.blog-author__socials|\.theme-back-to-top-button/,
    );
    expect(themeRule).toBeGreaterThan(-1);
    expect(layersAt(themeRule)).toEqual(['docusaurus.theme-classic']);
    // The site's custom stylesheet is in no layer: it wins over the theme's rules.
    expect(layersAt(css.lastIndexOf('#1d5f8a'))).toEqual([]);
  });

  // Docusaurus 3.8.1's classes, read off its source: the route components' HtmlClassNameProviders
  // (theme-classic DocsRoot, DocVersionRoot, DocRoot, DocItem, BlogListPage, BlogPostPage,
  // BlogTagsListPage, BlogTagsPostsPage, Blog/Pages/*, MDXPage) and `@theme/Layout/Provider`'s
  // PluginHtmlClassNameProvider (theme-common); the not-found route's plugin is core's `native`.
  it.each([
    [
      'docs/intro',
      'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro',
    ],
    [
      'docs/tutorial-basics/create-a-page',
      'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-tutorial-basics/create-a-page',
    ],
    [
      'docs/category/tutorial---basics',
      'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page',
    ],
    ['blog', 'blog-wrapper blog-list-page plugin-blog plugin-id-default'],
    ['blog/welcome', 'blog-wrapper blog-post-page plugin-blog plugin-id-default'],
    ['blog/tags', 'blog-wrapper blog-tags-list-page plugin-blog plugin-id-default'],
    ['blog/tags/hello', 'blog-wrapper blog-tags-post-list-page plugin-blog plugin-id-default'],
    ['blog/authors', 'blog-wrapper blog-authors-list-page plugin-blog plugin-id-default'],
    ['blog/authors/yangshun', 'blog-wrapper blog-authors-posts-page plugin-blog plugin-id-default'],
    ['blog/archive', 'plugin-blog plugin-id-default'],
    ['markdown-page', 'mdx-wrapper mdx-page plugin-pages plugin-id-default'],
    ['', 'plugin-pages plugin-id-default'],
  ])('puts the page classes Docusaurus gives /%s on <html>', (route, expected) => {
    const html = readFileSync(join(outDir, route, 'index.html'), 'utf8');
    const tag = /<html[^>]*>/.exec(html)![0];
    expect(tag).toMatch(/ data-theme="light"/);
    const classes = / class="([^"]*)"/.exec(tag)?.[1] ?? '';
    expect(classes.split(' ').sort()).toEqual(expected.split(' ').sort());
  });

  it("puts the not-found page's plugin classes on its <html>", () => {
    const html = readFileSync(join(outDir, '404.html'), 'utf8');
    expect(/<html[^>]*>/.exec(html)![0]).toContain(' class="plugin-native plugin-id-default"');
  });
});
