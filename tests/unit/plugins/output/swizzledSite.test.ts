// Builds tests/fixtures/sites/swizzled: a classic-template site with 82 overrides in src/theme
// (ejected copies and wrappers through @theme-original). Each override marks what it renders with
// `data-swizzle`; every page shows the markers Docusaurus 3.8.1's build of the same site shows
// (recorded once from `docusaurus build` of the fixture, kept below). A file of src/theme the
// build does not use is a warning naming it.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/swizzled');
const siteDir = join(root, 'tests/.tmp/swizzled-site');
const outDir = join(siteDir, 'build');
const warnings: { file?: string; message: string }[] = [];

/**
 * The markers of a page, sorted, each once: `data-swizzle` values, and the class names the
 * sidebar item wrappers give their items (`tide-sidebar-link` is `sidebar-link`).
 */
const markers = (path: string) => {
  const html = readFileSync(join(outDir, path), 'utf8');
  const found = [
    ...[...html.matchAll(/data-swizzle="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/\btide-(sidebar-(?:link|category))\b/g)].map((m) => m[1]!),
  ];
  return [...new Set(found)].sort();
};

/**
 * The navbar's item types and the announcement bar, on every page (issue 34, swizzle7): a
 * `custom-*` item drawn by the site's wrapper of `NavbarItem` before the types are looked up (the
 * openapi-docs demo's way), the docSidebar item's wrapper (its attribute on the link), the html
 * item's wrapper (its value) and the bar's content. Read from Docusaurus 3.8.1's source
 * (NavbarItem → ComponentTypes → DocSidebarNavbarItem → DefaultNavbarItem → NavbarNavLink, which
 * gives the item's other props to the link; HtmlNavbarItem; AnnouncementBar → Content, shown in the
 * server's HTML), not checked with a build.
 */
const NAVBAR_ITEMS = [
  // A dropdown's custom entry (swizzle8): Docusaurus 3.8.1's DropdownNavbarItem/Desktop draws each
  // entry through NavbarItem with isDropdownItem, its list in the server's HTML (from its source).
  'navbar-custom-dropdown',
  'navbar-compass',
  'navbar-doc-sidebar',
  'navbar-html',
  'announcement-content',
];

const EVERY_PAGE = [
  ...NAVBAR_ITEMS,
  'navbar-content',
  'navbar-toggle',
  'skip-to-content',
  'footer-copyright',
  'footer-links',
  'footer-logo',
  'navbar-custom',
  'navbar-logo',
  'root',
  'footer-link-item',
  // Icons: the footer's external link, the navbar's menu button.
  'icon-external-link',
  'icon-menu',
  // The footer's frame and its columns (Footer/Layout, Footer/Links/MultiColumn).
  'footer-layout',
  'footer-columns',
  // The navbar's search container, colour-mode switch and logo (Navbar/Search, ColorModeToggle,
  // Logo): read from Docusaurus 3.8.1's source (Navbar/Content renders NavbarSearch when the
  // navbar has no search item, Navbar/ColorModeToggle and Navbar/Logo render these two), not
  // checked with a build; every other marker is from its build of the fixture.
  'navbar-search',
  'color-mode-toggle',
  'logo',
];

/**
 * The docs sidebar's parts, on every doc page (`sidebar-category` is a category written as an
 * ejected Docusaurus one, with theme-common's internals), the breadcrumbs' home icon and the
 * back-to-top button.
 */
const SIDEBAR = [
  'doc-sidebar',
  'sidebar-desktop',
  'sidebar-category',
  'sidebar-link',
  'icon-home',
  'breadcrumbs-home',
  'back-to-top',
  // The hideable sidebar's button (docs.sidebar.hideable) and the breadcrumbs' structured data.
  'sidebar-collapse',
  'breadcrumbs-data',
];

/**
 * The docs' route levels, on every doc page and generated index (DocsRoot → DocVersionRoot →
 * DocRoot and DocRoot/Layout's parts); a tags page has the first two only. Recorded from
 * Docusaurus 3.8.1's build of the fixture, as the levels' props below.
 */
const DOC_ROUTE = [
  'docs-root',
  'doc-version-root',
  'doc-root',
  'doc-root-layout',
  'doc-root-main',
  'doc-root-sidebar',
];

/**
 * The parts of the first doc's content: its sections' headings (`Heading`), the tip's type, icon
 * and layout (`Admonition/*`), the lines of its code block (`CodeBlock/Line`). Its copy button
 * (`CodeBlock/Buttons/CopyButton`) is not in the HTML: Docusaurus draws the buttons in the browser
 * only (the e2e test finds it there).
 */
const INTRO_PARTS = [
  'heading-section',
  'admonition-layout',
  'admonition-tip',
  'admonition-icon-tip',
  'codeblock-line',
];

/**
 * A doc's TOC parts (swizzle7): the list (`TOCItems/Tree`, of the side TOC: the collapsible one's
 * list is drawn when it opens) and the collapsible TOC's button. From Docusaurus 3.8.1's source
 * (TOCItems renders TOCItemTree; TOCCollapsible renders its CollapseButton, its `Collapsible` is
 * lazy), not checked with a build.
 */
const TOC_PARTS = ['toc-tree', 'toc-collapse-button'];

/**
 * A blog page's parts: the layout, the sidebar, a post's title, date line and author (with its
 * GitHub link's icon, `Icon/Socials/GitHub`, swizzle7: read from Docusaurus 3.8.1's
 * Blog/Components/Author/Socials, not checked with a build).
 */
const BLOG = [
  'icon-github',
  'blog-layout',
  'blog-sidebar',
  'blog-sidebar-desktop',
  'post-title',
  'post-info',
  'blog-author',
];

/** What Docusaurus 3.8.1 renders for the fixture: the markers of each page. */
const DOCUSAURUS_3_8_1: Record<string, string[]> = {
  'docs/intro/index.html': [
    ...EVERY_PAGE,
    ...SIDEBAR,
    ...DOC_ROUTE,
    'doc-item',
    'tag',
    'toc',
    'toc-collapsible',
    'admonition-harbour',
    'codeblock',
    'doc-footer',
    'doc-paginator',
    'edit-this-page',
    'mdx-tide',
    'tags-inline',
    'toc-desktop',
    'version-banner',
    ...INTRO_PARTS,
    ...TOC_PARTS,
  ],
  'docs/springs/index.html': [
    ...EVERY_PAGE,
    ...SIDEBAR,
    ...DOC_ROUTE,
    'doc-item',
    'heading-section',
    'toc',
    'toc-collapsible',
    'doc-footer',
    'doc-paginator',
    'edit-this-page',
    'toc-desktop',
    'version-banner',
    ...TOC_PARTS,
  ],
  'docs/charts/ports/index.html': [
    ...EVERY_PAGE,
    ...SIDEBAR,
    ...DOC_ROUTE,
    'doc-item',
    'doc-footer',
    'doc-paginator',
    'edit-this-page',
    'version-banner',
  ],
  'docs/category/charts/index.html': [
    ...EVERY_PAGE,
    ...SIDEBAR,
    ...DOC_ROUTE,
    'generated-index',
    'doc-card',
    'doc-by-id',
    'version-banner',
  ],
  // The tags pages: children of the version, beside DocRoot (no sidebar); the list's letters are
  // `@theme/Heading`s.
  'docs/tags/index.html': [
    ...EVERY_PAGE,
    'docs-root',
    'doc-version-root',
    'doc-tags-list',
    'tags-by-letter',
    'tag',
    'heading-section',
  ],
  'docs/tags/reading/index.html': [
    ...EVERY_PAGE,
    'docs-root',
    'doc-version-root',
    'doc-tag-doc-list',
  ],
  'blog/index.html': [
    ...EVERY_PAGE,
    ...BLOG,
    'post-footer-list',
    'tags-inline',
    'tag',
    'list-paginator',
    'post-items',
    'read-more',
  ],
  'blog/2024/05/01/first-log/index.html': [
    ...EVERY_PAGE,
    ...BLOG,
    'heading-section',
    'toc',
    'post-footer-page',
    'tags-inline',
    'tag',
    // A post's page has the side TOC only (BlogLayout's `toc`), no collapsible one.
    'toc-tree',
  ],
  'index.html': [...EVERY_PAGE, 'mdx-page'],
  '404.html': [...EVERY_PAGE, 'notfound-content'],
};

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  cpSync(fixture, siteDir, { recursive: true });
  // A file no module imports: a helper.
  writeFileSync(join(siteDir, 'src/theme/unusedHelper.js'), 'export const tide = 1;\n');
  // Prism's language loader, as a site swizzles it to add languages: no Prism here.
  writeFileSync(
    join(siteDir, 'src/theme/prism-include-languages.js'),
    'export default function prismIncludeLanguages() {}\n',
  );
  await buildSite({
    siteDir,
    outDir,
    reporter: {
      stage: () => undefined,
      progress: () => undefined,
      warn: (d: { file?: string; message: string }) => warnings.push(d),
    },
  });
}, 300_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a site with swizzled components', () => {
  it.each(Object.keys(DOCUSAURUS_3_8_1))(
    '%s shows the overrides Docusaurus 3.8.1 shows',
    (page) => {
      expect(markers(page)).toEqual([...DOCUSAURUS_3_8_1[page]!].sort());
    },
  );

  it('renders the ejected and wrapped parts with their props and the hooks they call', () => {
    const doc = readFileSync(join(outDir, 'docs/intro/index.html'), 'utf8').replace(
      /<!-- -->/g,
      '',
    );
    expect(doc).toContain('Filed under Reading a table');
    // Custom front matter keys, through useDoc().frontMatter and useDoc().metadata.frontMatter
    // (these texts, and the posts' below, are what Docusaurus 3.8.1's build of the fixture shows).
    expect(doc).toContain(
      '<p class="tide-datum">Datum: Lowest astronomical tide, surveyed by Plover (42 soundings)</p>',
    );
    // And in the content: the MDX module exports `frontMatter`, as Docusaurus's does.
    expect(doc).toContain('<p>Heights are above Lowest astronomical tide, from 42 soundings.</p>');
    expect(doc).toMatch(
      /href="https:\/\/code\.example\.org\/tides\/edit\/main\/docs\/intro\.md"[^>]*data-swizzle="edit-this-page"|data-swizzle="edit-this-page"[^>]*href="https:\/\/code\.example\.org\/tides\/edit\/main\/docs\/intro\.md"/,
    );
    expect(doc).toContain('Correct this table');
    // The site's tip (Admonition/Type/Tip) titles it, drawn by the layout with the site's icon.
    expect(doc).toMatch(
      /data-swizzle="admonition-icon-tip"[^]*?<\/svg><\/span><span class="admonition-title">Local knowledge</,
    );
    expect(doc).toContain('<strong>Harbour master</strong>');
    expect(doc).toContain('High water 06:12');
    const post = readFileSync(join(outDir, 'blog/2024/05/01/first-log/index.html'), 'utf8');
    expect(post).toMatch(/<h1 class="log-title" data-swizzle="post-title">First log entry<\/h1>/);
    expect(post.replace(/<!-- -->/g, '')).toContain('Logged as First log entry in a calm sea');
    expect(post.replace(/<!-- -->/g, '')).toContain(
      '<p>The first entry of the log, written in a calm sea.</p>',
    );
    expect(readFileSync(join(outDir, '404.html'), 'utf8')).toContain('Lost at sea');
    // Props as Docusaurus gives them: the blog sidebar's, the mobile menu's hook state.
    const list = readFileSync(join(outDir, 'blog/index.html'), 'utf8');
    expect(list).toContain('data-swizzle="blog-sidebar" data-posts="1"');
    // A list item's post has its front matter too (useBlogPost().frontMatter.sea_state).
    expect(list.replace(/<!-- -->/g, '')).toContain('Logged as First log entry in a calm sea');
    expect(list.replace(/<!-- -->/g, '')).toContain(
      '<p>The first entry of the log, written in a calm sea.</p>',
    );
    expect(list).toContain('data-title="Recent posts"');
    // The blog's parts with Docusaurus's props: the list's items (each post's `content` with its
    // metadata), the list's metadata, the layout's TOC element (a post's page only), the
    // authors' image URLs from useBlogPost().assets, an ejected author and "Read more".
    expect(list).toContain('data-swizzle="post-items" data-count="1"');
    expect(list).toContain('<span class="tide-first">First log entry</span>');
    expect(list.replace(/<!-- -->/g, '')).toContain('Page 1 of 1');
    expect(list).toContain('data-swizzle="blog-layout" data-has-toc="no"');
    expect(post).toContain('data-swizzle="blog-layout" data-has-toc="yes"');
    expect(list).toContain('data-swizzle="post-info" data-authors="1"');
    expect(list.replace(/<!-- -->/g, '')).toContain('Logged 2024-05-01');
    expect(post.replace(/<!-- -->/g, '')).toContain('Keeper of the log: Ada Keeper');
    expect(list).toMatch(
      /aria-label="Read the rest of First log entry"[^>]*data-swizzle="read-more"/,
    );
    expect(list).toContain('<b>Read the whole entry</b>');
    // The footer's columns in Docusaurus's shape.
    expect(list).toContain('data-swizzle="footer-columns" data-titles="Guide,More"');
    expect(list).toContain('data-swizzle="footer-layout" data-style="dark"');
    // The navbar's parts: the switch gets the colour mode's setter, the logo the brand's classes.
    expect(list).toContain('data-swizzle="color-mode-toggle" data-has-setter="function"');
    expect(list).toContain('data-swizzle="logo" data-brand-class="navbar__brand"');
    expect(list).toContain('data-menu-shown="false"');
    // Footer/LinkItem gets each link's config item, in Docusaurus's shape.
    expect(list).toMatch(
      /data-swizzle="footer-link-item" data-label="Almanac"><a[^>]*href="https:\/\/almanac\.example\.org"/,
    );
    const index = readFileSync(join(outDir, 'docs/category/charts/index.html'), 'utf8');
    expect(index).toContain('data-swizzle="doc-card" data-category="Charts"');
    // The card's doc by id (useDocById) and the version's docs (useDocsVersion), as Docusaurus
    // 3.8.1 renders them for this fixture.
    expect(index).toContain(
      'data-version="current" data-version-docs="charts/ports intro springs"><p data-swizzle="doc-by-id" data-sidebar="tides">Ports<!-- -->: <!-- -->A standard port has a full table; a secondary port borrows one.</p>',
    );
    const ports = readFileSync(join(outDir, 'docs/charts/ports/index.html'), 'utf8');
    expect(ports).toMatch(
      /class="[^"]*tide-sidebar-link tide-here[^"]*"><a[^>]*href="\/docs\/charts\/ports"/,
    );
    expect(ports.match(/tide-here/g)).toHaveLength(1);
  });

  it("gives the docs' route levels and pages Docusaurus's props", () => {
    const page = (path: string) =>
      readFileSync(join(outDir, path), 'utf8').replace(/<!-- -->/g, '');
    const intro = page('docs/intro/index.html');
    // Each value as Docusaurus 3.8.1's build of the fixture shows it.
    expect(intro).toContain(
      'data-swizzle="doc-version-root" data-version="current" data-label="Next" data-last="true"',
    );
    expect(intro).toContain('data-swizzle="doc-root" data-version="current"');
    expect(intro).toContain('data-swizzle="doc-root-layout" data-sidebar="tides"');
    expect(intro).toContain('data-swizzle="doc-root-sidebar" data-items="3"');
    expect(intro).toContain('data-swizzle="doc-root-main" data-hidden="false"');
    expect(intro).toContain('data-swizzle="docs-root" data-routes="yes"');
    expect(intro).toContain(
      'data-swizzle="breadcrumbs-data" data-items="https://tides.example.org/docs/intro"',
    );
    expect(intro).toContain('data-swizzle="tag" data-label="reading"');
    expect(intro).toContain(
      'data-swizzle="doc-item" data-id="intro" data-toc="2">Tide note for Reading a table (Lowest astronomical tide)<',
    );
    expect(page('docs/springs/index.html')).toContain(
      'data-swizzle="doc-item" data-id="springs" data-toc="1">Tide note for Springs and neaps<',
    );
    const ports = page('docs/charts/ports/index.html');
    expect(ports).toContain('data-swizzle="doc-item" data-id="charts/ports" data-toc="0"');
    expect(ports).toContain(
      'data-items="https://tides.example.org/docs/category/charts https://tides.example.org/docs/charts/ports"',
    );
    expect(page('docs/category/charts/index.html')).toContain(
      '<p data-swizzle="generated-index">Index of Charts, after Springs and neaps, before Ports<',
    );
    expect(page('docs/tags/index.html')).toContain(
      'data-swizzle="doc-tags-list" data-tags="reading:1"',
    );
    expect(page('docs/tags/reading/index.html')).toContain(
      'data-swizzle="doc-tag-doc-list" data-tag="reading" data-count="1" data-docs="Reading a table"',
    );
  });

  it('draws the navbar items, the bar, the TOC and a Markdown page with Docusaurus props', () => {
    const read = (path: string) =>
      readFileSync(join(outDir, path), 'utf8').replace(/<!-- -->/g, '');
    const tag = (html: string, marker: string) =>
      html.match(new RegExp(`<[a-z]+[^>]*data-swizzle="${marker}"[^>]*>`))?.[0] ?? '';
    const doc = read('docs/intro/index.html');
    // The docSidebar item: its link to the sidebar's first doc, current on the sidebar's docs.
    const guide = tag(doc, 'navbar-doc-sidebar');
    expect(guide).toContain('href="/docs/intro"');
    expect(guide).toMatch(/class="navbar__item navbar__link[^"]*navbar__link--active/);
    expect(tag(read('blog/index.html'), 'navbar-doc-sidebar')).not.toContain('--active');
    expect(doc).toContain('data-swizzle="navbar-compass">Compass: north</span>');
    expect(doc).toContain('<span class="tide-moon" data-swizzle="navbar-html">Moon: waxing</span>');
    expect(tag(doc, 'announcement-content')).toBeTruthy();
    expect(doc).toContain('Spring tides this week');
    // The TOC's list gets the tree of the doc's headings; the button its state.
    expect(tag(doc, 'toc-tree')).toContain('data-count="2"');
    expect(tag(doc, 'toc-collapse-button')).toContain('data-collapsed="true"');
    // The author's GitHub link, drawn with the site's icon.
    expect(read('blog/index.html')).toMatch(
      /href="https:\/\/github\.com\/adakeeper"[^>]*>(?:<!-- -->)?<svg[^>]*data-swizzle="icon-github"/,
    );
    // The dropdown's entries, each through NavbarItem with `isDropdownItem` and the active class
    // Docusaurus gives them: a link (current on its doc) and the site's custom type.
    const list = (html: string) =>
      html.match(/<ul class="dropdown__menu"[^>]*>([^]*?)<\/ul>/)?.[1] ?? '';
    const springs = list(read('docs/springs/index.html'));
    expect(springs).toMatch(
      /^<li><a [^>]*class="dropdown__link dropdown__link--active" aria-current="page"[^>]*>Springs and neaps<\/a><\/li>/,
    );
    expect(springs).toContain('href="/docs/springs"');
    expect(list(doc)).toMatch(/^<li><a [^>]*class="dropdown__link"[^>]*>Springs and neaps</);
    expect(springs).toContain(
      '<li data-swizzle="navbar-custom-dropdown" data-mobile="no" data-active-class="dropdown__link--active">Next high water 18:40</li>',
    );
    // The search item puts the search box at its place among the left items (with its class),
    // and none at the bar's end (Docusaurus 3.8.1's Navbar/Content and SearchNavbarItem); the
    // site's ejected Navbar/Search holds DocSearch's button itself, as theme-search-algolia's
    // SearchBar is the button alone.
    const [left, right] = doc.split('navbar__items--right');
    expect(left).toMatch(
      /data-swizzle="navbar-compass">Compass: north<\/span><div class="tide-search tide-search-left" data-swizzle="navbar-search"><button type="button" class="DocSearch DocSearch-Button"/,
    );
    expect(right).not.toContain('navbar-search');
    expect(doc.match(/DocSearch-Button"/g)).toHaveLength(1);
    // The Markdown page's content component carries its metadata.
    expect(tag(read('index.html'), 'mdx-page')).toContain('data-title="Tide Tables"');
  });

  it('writes the search tags (SearchMetadata) Docusaurus 3.8.1 writes on each page', () => {
    const searchTags = (path: string) =>
      Object.fromEntries(
        [
          ...readFileSync(join(outDir, path), 'utf8').matchAll(
            /<meta[^>]*name="((?:docsearch:|docusaurus_)[^"]+)" content="([^"]*)"/g,
          ),
        ].map((m) => [m[1]!, m[2]!]),
      );
    const tagged = (tag: string, version?: string) => ({
      docusaurus_locale: 'en',
      'docsearch:language': 'en',
      docusaurus_tag: tag,
      'docsearch:docusaurus_tag': tag,
      ...(version ? { docusaurus_version: version, 'docsearch:version': version } : {}),
    });
    // Recorded from Docusaurus 3.8.1's build of the fixture.
    const expected: Record<string, ReturnType<typeof tagged>> = {
      'docs/intro/index.html': tagged('docs-default-current', 'current'),
      'docs/category/charts/index.html': tagged('docs-default-current', 'current'),
      'docs/tags/index.html': tagged('doc_tags_list', 'current'),
      'docs/tags/reading/index.html': tagged('doc_tag_doc_list', 'current'),
      'blog/index.html': tagged('blog_posts_list'),
      'blog/2024/05/01/first-log/index.html': tagged('default'),
      'blog/tags/index.html': tagged('blog_tags_list'),
      'blog/tags/log/index.html': tagged('blog_tags_posts'),
      'blog/archive/index.html': tagged('default'),
      'index.html': tagged('default'),
      '404.html': tagged('default'),
    };
    for (const [page, tags] of Object.entries(expected))
      expect({ page, tags: searchTags(page) }).toEqual({ page, tags });
  });

  it("titles every page with the site's ThemeProvider/TitleFormatter, as Docusaurus 3.8.1 does", () => {
    // Derived from Docusaurus 3.8.1's code, the same in 3.10 (theme-common's useTitleFormatter
    // gives the formatter the page's title, the site's title, `|` and the route's plugin;
    // PageMetadata sets `<title>` and og:title to the result), not checked with a build: the
    // fixture's formatter names the plugin, or the log's.
    const expected: Record<string, string> = {
      'docs/intro/index.html': 'Reading a table | Tide Tables (docs)',
      'docs/category/charts/index.html': 'Charts | Tide Tables (docs)',
      'docs/tags/index.html': 'Tags | Tide Tables (docs)',
      'blog/index.html': 'Blog | Log of Tide Tables',
      'blog/2024/05/01/first-log/index.html': 'First log entry | Log of Tide Tables',
      'index.html': 'Tide Tables (pages)',
      '404.html': 'Page Not Found | Tide Tables (native)',
    };
    for (const [page, title] of Object.entries(expected)) {
      const html = readFileSync(join(outDir, page), 'utf8');
      expect({ page, title: html.match(/<title>([^<]*)<\/title>/)?.[1] }).toEqual({ page, title });
      expect(html).toContain(`<meta property="og:title" content="${title}">`);
    }
  });

  it('warns about each file of src/theme the build does not use, naming it', () => {
    const unused = warnings.filter((w) => w.message.includes('is not used'));
    expect(unused.map((w) => w.file?.slice(siteDir.length + 1)).sort()).toEqual([
      'src/theme/prism-include-languages.js',
      'src/theme/unusedHelper.js',
    ]);
    const about = (name: string) => unused.find((w) => w.file?.includes(name))!.message;
    expect(about('unusedHelper')).toContain('no @theme/unusedHelper component');
    expect(about('prism-include-languages')).toContain(
      'highlighted at build time by Shiki, not by Prism',
    );
  });
});
