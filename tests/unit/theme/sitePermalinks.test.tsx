// What a site's component reads of the docs' and the blog's permalinks on a site whose base URL is
// not "/" (here `baseUrl: '/base/'`, on its French pages: the locale's base URL `/base/fr/`):
// whole paths, as Docusaurus 3's `useDoc`, `useDocsSidebar`, `useBlogPost`… give them, so that
// `isActiveSidebarItem(item, useLocation().pathname)` marks the open page, and the links drawn
// from them do not get the base twice. On a site whose base URL is "/" nothing changes.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useContext } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DocPageMetadata, SidebarItem } from '../../../src/shared/types.js';
import type { BlogPostPageMetadata } from '../../../src/shared/blogTypes.js';
import { DocContext } from '../../../src/theme/DocContext.js';
import { BlogPostContext } from '../../../src/theme/blog/BlogPostContext.js';
import Link from '../../../src/theme/Link.js';
import {
  DocsSidebarProvider,
  DocsVersionProvider,
  isActiveSidebarItem,
  useCurrentSidebarCategory,
  useDoc,
  useDocsSidebar,
  useDocsVersion,
  useSidebarBreadcrumbs,
} from '../../../src/theme/docusaurus/docsClient.js';
import type { DocsVersionProp } from '../../../src/theme/docusaurus/docsRoutes.js';
import { useBlogPost } from '../../../src/theme/docusaurus/blogClient.js';
import { useLocation } from '../../../src/theme/docusaurus/router.js';
import { sitePath, siteSidebarItems } from '../../../src/theme/docusaurus/sitePaths.js';
import DocRootLayoutSidebar from '../../../src/theme/classic/DocRoot/Layout/Sidebar.js';
import DocSidebarColumn from '../../../src/theme/DocSidebar.js';
import { loadSidebarChunk, renderAt } from './render.js';

afterEach(cleanup);

// The generator's data, below the base URL (as the pages' modules carry it).
const SIDEBAR = [
  { type: 'link', label: 'Intro', href: '/docs/intro', docId: 'intro' },
  {
    type: 'category',
    label: 'Guides',
    href: '/docs/category/guides',
    collapsed: false,
    collapsible: true,
    items: [
      { type: 'link', label: 'Install', href: '/docs/guides/install', docId: 'guides/install' },
      { type: 'link', label: 'Chat', href: '/community/chat' },
      { type: 'link', label: 'GitHub', href: 'https://github.com/example/example' },
    ],
  },
] as SidebarItem[];

const DOC = {
  id: 'guides/install',
  title: 'Install',
  description: '',
  permalink: '/docs/guides/install',
  sidebar: 'docs',
  unlisted: false,
  draft: false,
  hideTitle: false,
  hasContentTitle: false,
  hideTableOfContents: false,
  previous: { title: 'Guides', permalink: '/docs/category/guides' },
  next: { title: 'Upgrade', permalink: '/docs/guides/upgrade' },
  tags: [{ label: 'setup', permalink: '/docs/tags/setup' }],
} as DocPageMetadata;

const POST = {
  permalink: '/blog/hello',
  title: 'Hello',
  description: '',
  date: '2026-01-02T00:00:00.000Z',
  authors: [{ key: 'ann', name: 'Ann', page: { permalink: '/blog/authors/ann' } }, { name: 'Bo' }],
  tags: [{ label: 'news', permalink: '/blog/tags/news', inline: true }],
  hasTruncateMarker: false,
  unlisted: false,
  frontMatter: {},
  prevItem: { title: 'Older', permalink: '/blog/older' },
} as unknown as BlogPostPageMetadata;

const VERSION = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: { docs: SIDEBAR },
  docs: {},
} satisfies DocsVersionProp;

type Walked = { label: string; href?: string; active: boolean };

/** A site's component, as a swizzled DocSidebar or DocItem footer would read the values. */
function SiteDocReader() {
  const { pathname } = useLocation();
  const { metadata } = useDoc();
  const sidebar = useDocsSidebar();
  const walk = (items: SidebarItem[]): Walked[] =>
    items.flatMap((item) =>
      item.type === 'html'
        ? []
        : [
            { label: item.label, href: item.href, active: isActiveSidebarItem(item, pathname) },
            ...(item.type === 'category' ? walk(item.items) : []),
          ],
    );
  const values = {
    pathname,
    permalink: metadata.permalink,
    previous: metadata.previous?.permalink,
    next: metadata.next?.permalink,
    tags: metadata.tags.map((t) => t.permalink),
    sidebar: walk(sidebar?.items ?? []),
    versionSidebar: useDocsVersion().docsSidebars.docs?.map((i) => ('href' in i ? i.href : '')),
    breadcrumbs: useSidebarBreadcrumbs()?.map((i) => ('href' in i ? i.href : '')),
  };
  return (
    <>
      <pre>{JSON.stringify(values)}</pre>
      <Link to={metadata.permalink}>self</Link>
      <Link to={metadata.next!.permalink}>next</Link>
    </>
  );
}

function renderDoc(basename: string) {
  return renderAt(
    <DocContext.Provider value={{ metadata: DOC, permalink: DOC.permalink, sidebar: SIDEBAR }}>
      <DocsVersionProvider version={VERSION}>
        <DocsSidebarProvider name="docs" items={SIDEBAR}>
          <SiteDocReader />
        </DocsSidebarProvider>
      </DocsVersionProvider>
    </DocContext.Provider>,
    DOC.permalink,
    basename,
  );
}

const valuesOf = (r: ReturnType<typeof renderAt>) =>
  JSON.parse(r.container.querySelector('pre')?.textContent ?? '') as Record<string, unknown>;

describe("the docs' permalinks a site's code reads", () => {
  it("carry the locale's base URL (baseUrl /base/, locale fr), as Docusaurus's do", () => {
    const r = renderDoc('/base/fr/');
    expect(valuesOf(r)).toEqual({
      pathname: '/base/fr/docs/guides/install',
      permalink: '/base/fr/docs/guides/install',
      previous: '/base/fr/docs/category/guides',
      next: '/base/fr/docs/guides/upgrade',
      tags: ['/base/fr/docs/tags/setup'],
      sidebar: [
        { label: 'Intro', href: '/base/fr/docs/intro', active: false },
        { label: 'Guides', href: '/base/fr/docs/category/guides', active: true },
        { label: 'Install', href: '/base/fr/docs/guides/install', active: true },
        // A link item keeps the href its sidebar wrote (Docusaurus's Link adds the base).
        { label: 'Chat', href: '/community/chat', active: false },
        { label: 'GitHub', href: 'https://github.com/example/example', active: false },
      ],
      versionSidebar: ['/base/fr/docs/intro', '/base/fr/docs/category/guides'],
      breadcrumbs: ['/base/fr/docs/category/guides', '/base/fr/docs/guides/install'],
    });
    // A link drawn from them has the base once.
    const hrefs = [...r.container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/base/fr/docs/guides/install', '/base/fr/docs/guides/upgrade']);
  });

  it('are unchanged on a site whose base URL is /', () => {
    const r = renderDoc('/');
    const values = valuesOf(r);
    expect(values.permalink).toBe('/docs/guides/install');
    expect(values.previous).toBe('/docs/category/guides');
    expect(values.sidebar).toContainEqual({
      label: 'Install',
      href: '/docs/guides/install',
      active: true,
    });
  });

  it('give the current category with its links whole (useCurrentSidebarCategory)', () => {
    function CategoryReader() {
      const category = useCurrentSidebarCategory();
      return (
        <p>
          {[category.href, ...category.items.map((i) => ('href' in i ? i.href : ''))].join(' ')}
        </p>
      );
    }
    const r = renderAt(
      <DocContext.Provider value={{ permalink: '/docs/category/guides', sidebar: SIDEBAR }}>
        <CategoryReader />
      </DocContext.Provider>,
      '/docs/category/guides',
      '/base/',
    );
    expect(r.container.textContent).toBe(
      '/base/docs/category/guides /base/docs/guides/install /community/chat https://github.com/example/example',
    );
  });
});

describe("DocsSidebarProvider given useDocsSidebar's items", () => {
  it('keeps them below the base URL inside, so nothing gets the base twice', () => {
    function Inner() {
      const sidebar = useDocsSidebar();
      const inner = useContext(DocContext).sidebar;
      return (
        <p>
          {sidebar?.items[0]?.type === 'link' && sidebar.items[0].href}|
          {inner?.[0]?.type === 'link' && inner[0].href}|{useSidebarBreadcrumbs()?.length}
        </p>
      );
    }
    function Rewrap() {
      const sidebar = useDocsSidebar();
      return (
        <DocsSidebarProvider name="docs" items={sidebar?.items}>
          <Inner />
        </DocsSidebarProvider>
      );
    }
    const r = renderAt(
      <DocContext.Provider value={{ metadata: DOC, permalink: DOC.permalink, sidebar: SIDEBAR }}>
        <Rewrap />
      </DocContext.Provider>,
      DOC.permalink,
      '/base/fr/',
    );
    expect(r.container.textContent).toBe('/base/fr/docs/intro|/docs/intro|2');
  });
});

describe("the blog's permalinks a site's code reads (useBlogPost)", () => {
  function PostReader() {
    const { metadata } = useBlogPost();
    return (
      <pre>
        {JSON.stringify([
          metadata.permalink,
          metadata.prevItem?.permalink,
          metadata.tags.map((t) => t.permalink),
          metadata.authors.map((a) => a.page?.permalink ?? null),
        ])}
      </pre>
    );
  }
  const renderPost = (basename: string) =>
    renderAt(
      <BlogPostContext.Provider value={{ metadata: POST, isBlogPostPage: true }}>
        <PostReader />
      </BlogPostContext.Provider>,
      POST.permalink,
      basename,
    );

  it("carry the locale's base URL", () => {
    expect(JSON.parse(renderPost('/base/fr/').container.textContent ?? '')).toEqual([
      '/base/fr/blog/hello',
      '/base/fr/blog/older',
      ['/base/fr/blog/tags/news'],
      ['/base/fr/blog/authors/ann', null],
    ]);
  });

  it('are unchanged on a site whose base URL is /', () => {
    expect(JSON.parse(renderPost('/').container.textContent ?? '')).toEqual([
      '/blog/hello',
      '/blog/older',
      ['/blog/tags/news'],
      ['/blog/authors/ann', null],
    ]);
  });
});

describe('sitePath and siteSidebarItems', () => {
  it('put the base URL in front of every site path, and of nothing else', () => {
    expect(sitePath('/base/', '/docs/x')).toBe('/base/docs/x');
    // Below the base URL `/docs/`, a doc at `/docs/a` is `/docs/docs/a` (not left as it is).
    expect(sitePath('/docs/', '/docs/a')).toBe('/docs/docs/a');
    expect(sitePath('/base/', '/')).toBe('/base/');
    for (const url of ['https://x.dev/a', '//cdn.dev/a', '#top', 'relative/a', undefined])
      expect(sitePath('/base/', url)).toBe(url);
  });

  it('give the same items for the same sidebar (memoized), and the sidebar itself for /', () => {
    expect(siteSidebarItems('/base/', SIDEBAR)).toBe(siteSidebarItems('/base/', SIDEBAR));
    expect(siteSidebarItems('/', SIDEBAR)).toBe(SIDEBAR);
  });
});

describe("the docs sidebar's props (@theme/DocSidebar's `sidebar` and `path`)", () => {
  const nav = () => screen.getByRole('navigation', { name: 'Docs sidebar' });

  it('are whole paths, and the open page is marked, its links with the base once', () => {
    renderAt(
      <DocContext.Provider value={{ metadata: DOC, permalink: DOC.permalink, sidebar: SIDEBAR }}>
        <DocRootLayoutSidebar sidebar={SIDEBAR} />
      </DocContext.Provider>,
      DOC.permalink,
      '/base/fr/',
    );
    const install = within(nav()).getByRole('link', { name: 'Install' });
    expect(install.getAttribute('aria-current')).toBe('page');
    expect(install.getAttribute('href')).toBe('/base/fr/docs/guides/install');
    expect(within(nav()).getByRole('link', { name: 'Intro' }).getAttribute('href')).toBe(
      '/base/fr/docs/intro',
    );
    expect(within(nav()).getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe(
      '/base/fr/community/chat',
    );
  });

  it("give a split-off category's loaded items the base URL too", async () => {
    const split = siteSidebarItems('/base/', [
      {
        type: 'category',
        label: 'Reference',
        collapsed: true,
        collapsible: true,
        items: [],
        part: 'main--reference',
        first: '/reference/commands',
        count: 2,
      },
    ]);
    expect(split[0]).toMatchObject({ first: '/base/reference/commands' });
    await loadSidebarChunk('main');
    renderAt(
      <DocSidebarColumn items={split} pathname="/base/reference/errors" />,
      '/reference/errors',
      '/base/',
    );
    const reference = within(nav()).getByRole('button', { name: 'Reference' });
    if (reference.getAttribute('aria-expanded') !== 'true') fireEvent.click(reference);
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: 'Errors' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
    expect(within(nav()).getByRole('link', { name: 'Commands' }).getAttribute('href')).toBe(
      '/base/reference/commands',
    );
  });
});
