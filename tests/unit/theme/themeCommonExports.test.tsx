// Every value the classic theme's ejectable components (TOC, CodeBlock, Tabs, Navbar, DocItem,
// Blog, Layout…) of Docusaurus 3.8 import from `@docusaurus/theme-common` and its `/internal`, plus
// the code block helpers an ejected CodeBlock of 3.0–3.7 still imports: a site that ejected one
// of them builds (QuestDB's TOCItems stopped at `useFilteredAndTreeifiedTOC is not a function`).
// Both the module the bundler loads and the list MDX imports are checked against (remarkThemeImports).
import { renderToStaticMarkup } from 'react-dom/server';
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { THEME_MODULES } from '../../../plugins/mdx/remarkThemeImports.js';
import * as blogClient from '../../../src/theme/docusaurus/blogClient.js';
import * as docsClient from '../../../src/theme/docusaurus/docsClient.js';
import * as themeCommon from '../../../src/theme/docusaurus/themeCommon.js';

/** The values (not types) the classic theme 3.8.1's src/theme/** import from each module. */
const CLASSIC_IMPORTS = {
  '@docusaurus/theme-common': [
    'Collapsible',
    'DraftBannerMessage',
    'DraftBannerTitle',
    'ErrorBoundaryError',
    'ErrorBoundaryTryAgainButton',
    'ErrorCauseBoundary',
    'HtmlClassNameProvider',
    'NavbarSecondaryMenuFiller',
    'PageMetadata',
    'SkipToContentFallbackId',
    'SkipToContentLink',
    'ThemeClassNames',
    'ThemedComponent',
    'UnlistedBannerMessage',
    'UnlistedBannerTitle',
    'UnlistedMetadata',
    'composeProviders',
    'isMultiColumnFooterLinks',
    'isRegexpStringMatch',
    'listTagsByLetters',
    'prefersReducedMotion',
    'processAdmonitionProps',
    'translateTagsPageTitle',
    'useCollapsible',
    'useColorMode',
    'usePluralForm',
    'usePrevious',
    'usePrismTheme',
    'useThemeConfig',
    'useWindowSize',
  ],
  '@docusaurus/theme-common/internal': [
    'AnnouncementBarProvider',
    'BlogAuthorNoPostsLabel',
    'BlogAuthorsListViewAllLabel',
    'CodeBlockContextProvider',
    'ColorModeProvider',
    'DEFAULT_SEARCH_TAG',
    'NavbarProvider',
    'PluginHtmlClassNameProvider',
    'ScrollControllerProvider',
    'TitleFormatterProvider',
    'createCodeBlockMetadata',
    'getPrismCssVariables',
    'isSamePath',
    'keyboardFocusedClassName',
    'sanitizeTabsChildren',
    'splitNavbarItems',
    'translateBlogAuthorsListPageTitle',
    'useAlternatePageUtils',
    'useAnnouncementBar',
    'useBackToTopButton',
    'useBlogAuthorPageTitle',
    'useBlogTagsPostsPageTitle',
    'useCodeBlockContext',
    'useCodeWordWrap',
    'useDateTimeFormat',
    'useFilteredAndTreeifiedTOC',
    'useHideableNavbar',
    'useHomePageRoute',
    'useKeyboardNavigation',
    'useLocalPathname',
    'useLockBodyScroll',
    'useNavbarMobileSidebar',
    'useNavbarSecondaryMenu',
    'useScrollPosition',
    'useScrollPositionBlocker',
    'useTOCHighlight',
    'useTabs',
    // An ejected CodeBlock of 3.0–3.7 (still exported by 3.8–3.10 for it).
    'parseLanguage',
    'parseLines',
    'containsLineNumbers',
    'parseCodeBlockTitle',
    'getLineNumbersStart',
    'useTreeifiedTOC',
  ],
} as const;

describe("the classic theme's imports from theme-common", () => {
  it.each(Object.entries(CLASSIC_IMPORTS))('%s gives each of them', (specifier, names) => {
    const module: Record<string, unknown> = themeCommon;
    expect(names.filter((n) => module[n] === undefined)).toEqual([]);
    expect(THEME_MODULES[specifier]!.exports).toEqual(expect.arrayContaining([...names]));
  });

  // Docusaurus 3.9's theme-common still forwards these to the docs client;
  // @easyops-cn/docusaurus-search-local 0.52's SearchBar imports useDocsPreferredVersion from it.
  it("forwards the docs client's hooks it still exports", () => {
    for (const name of ['useCurrentSidebarCategory', 'useDocsPreferredVersion'] as const) {
      expect(themeCommon[name]).toBe(docsClient[name]);
      expect(THEME_MODULES['@docusaurus/theme-common']!.exports).toContain(name);
    }
  });

  // Docusaurus 3.0–3.4's `theme-common/internal` gave the docs' contexts and hooks (moved to the
  // docs client in 3.5): components swizzled then (Apache Answer's DocPage parts, on 3.1) import
  // them from there.
  it("gives the docs' contexts and hooks 3.0–3.4 exported from /internal, the docs client's own", () => {
    const names = [
      'DocProvider',
      'DocSidebarItemsExpandedStateProvider',
      'DocsPreferredVersionContextProvider',
      'DocsSidebarProvider',
      'DocsVersionProvider',
      'findFirstSidebarItemLink',
      'isActiveSidebarItem',
      'useDoc',
      'useDocById',
      'useDocRootMetadata',
      'useDocSidebarItemsExpandedState',
      'useDocsSidebar',
      'useDocsVersion',
      'useDocsVersionCandidates',
      'useSidebarBreadcrumbs',
      'useVisibleSidebarItems',
    ] as const;
    for (const name of names) {
      expect((themeCommon as Record<string, unknown>)[name]).toBe(docsClient[name]);
      expect(THEME_MODULES['@docusaurus/theme-common/internal']!.exports).toContain(name);
    }
  });

  it("gives the blog post's provider and hook 3.0–3.4 exported from /internal, the blog client's own", () => {
    expect(themeCommon.BlogPostProvider).toBe(blogClient.BlogPostProvider);
    expect(themeCommon.useBlogPost).toBe(blogClient.useBlogPost);
    for (const name of ['BlogPostProvider', 'useBlogPost'])
      expect(THEME_MODULES['@docusaurus/theme-common/internal']!.exports).toContain(name);
  });

  // Apache Answer's ejected DocSidebarItems (3.1) wraps its items in the provider and its
  // categories read the level's expanded item.
  it('gives a sidebar level its own expanded item under DocSidebarItemsExpandedStateProvider', () => {
    let state: { expandedItem: number | null; setExpandedItem: (i: number | null) => void };
    function Reader() {
      state = docsClient.useDocSidebarItemsExpandedState();
      return <span>{String(state.expandedItem)}</span>;
    }
    const view = render(
      <docsClient.DocSidebarItemsExpandedStateProvider>
        <Reader />
      </docsClient.DocSidebarItemsExpandedStateProvider>,
    );
    expect(view.container.textContent).toBe('null');
    act(() => state.setExpandedItem(2));
    expect(view.container.textContent).toBe('2');
    view.unmount();
  });
});

describe('the small helpers', () => {
  it('uniq, groupBy, splitNavbarItems, isMultiColumnFooterLinks', () => {
    expect(themeCommon.uniq([1, 2, 1, 3, 2])).toEqual([1, 2, 3]);
    const groups = themeCommon.groupBy(['apple', 'avocado', 'banana'], (s) => s[0]);
    expect([...groups]).toEqual([
      ['a', ['apple', 'avocado']],
      ['b', ['banana']],
    ]);
    const items = [
      { label: 'a' },
      { label: 'b', position: 'right' as const },
      { label: 'c', position: 'left' as const },
    ];
    expect(themeCommon.splitNavbarItems(items)).toEqual([[items[0], items[2]], [items[1]]]);
    expect(themeCommon.isMultiColumnFooterLinks([{ title: 'Docs', items: [] }])).toBe(true);
    expect(themeCommon.isMultiColumnFooterLinks([{ label: 'Docs', to: '/' }])).toBe(false);
    expect(themeCommon.isMultiColumnFooterLinks([])).toBe(false);
  });

  it('composeProviders nests the providers, the first outermost', () => {
    const Outer = ({ children }: { children: React.ReactNode }) => <section>{children}</section>;
    const Inner = ({ children }: { children: React.ReactNode }) => <em>{children}</em>;
    const Both = themeCommon.composeProviders([Outer, Inner]);
    expect(renderToStaticMarkup(<Both>x</Both>)).toBe('<section><em>x</em></section>');
  });

  it('the content-visibility and blog labels are the theme strings', () => {
    expect(themeCommon.UnlistedBannerTitle()).toBe('Unlisted page');
    expect(themeCommon.DraftBannerTitle()).toBe('Draft page');
    expect(themeCommon.translateBlogAuthorsListPageTitle()).toBe('Authors');
    expect(themeCommon.useBlogTagsPostsPageTitle({ label: 'sql', count: 2 })).toBe(
      '2 posts tagged with "sql"',
    );
    expect(themeCommon.useBlogAuthorPageTitle({ key: 'ana', count: 1 })).toBe('ana - One post');
  });

  it('the error boundary parts show the error and its causes, and a try-again button', () => {
    const error = new Error('outer', { cause: new Error('inner') });
    const html = renderToStaticMarkup(
      <themeCommon.ErrorBoundaryErrorMessageFallback error={error} tryAgain={() => undefined} />,
    );
    expect(html).toContain('This page crashed.');
    expect(html).toContain('<button type="button">Try again</button>');
    expect(html).toContain('outer\n\nCause:\ninner');
  });

  it('ThemedComponent draws each colour mode on the server, with Docusaurus 3.8.1’s classes', () => {
    const html = renderToStaticMarkup(
      <themeCommon.ThemedComponent className="logo">
        {({ theme, className }) => <img alt={theme} className={className} />}
      </themeCommon.ThemedComponent>,
    );
    expect(html).toBe(
      '<img alt="light" class="logo themedComponent_dv themedComponent--light_dv"/><img alt="dark" class="logo themedComponent_dv themedComponent--dark_dv"/>',
    );
  });

  it('SkipToContentLink points at the fallback id; the providers render their children', () => {
    expect(
      renderToStaticMarkup(<themeCommon.SkipToContentLink>Skip</themeCommon.SkipToContentLink>),
    ).toBe('<a href="#__docusaurus_skipToContent_fallback">Skip</a>');
    const Provider = themeCommon.composeProviders([
      themeCommon.ColorModeProvider,
      themeCommon.AnnouncementBarProvider,
      themeCommon.NavbarProvider,
    ]);
    expect(renderToStaticMarkup(<Provider>page</Provider>)).toBe('page');
  });

  it('useDateTimeFormat formats in the page locale', () => {
    function Year() {
      const format = themeCommon.useDateTimeFormat({ year: 'numeric', timeZone: 'UTC' });
      return <>{format.format(new Date('2024-05-01T00:00:00Z'))}</>;
    }
    expect(renderToStaticMarkup(<Year />)).toBe('2024');
  });
});
