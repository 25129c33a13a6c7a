// Docusaurus pages import the theme's MDX components themselves (`import Tabs from '@theme/Tabs'`,
// `import Link from '@docusaurus/Link'`), where ours are given to every page. Such an import is
// taken out of the compiled page, and its elements use the built-in component (renamed when the
// import named it otherwise), so the page stays a standalone module (standaloneModule.ts) and
// nothing is bundled twice, unless the site overrides the module (src/theme/<Name>): then the import
// stays and the page is bundled with the site's component. An import of a theme or Docusaurus
// module we do not provide fails here, at its line. The bundler resolves these specifiers for
// site code and for the other modules (plugins/themeResolver.ts).
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from './walk.js';

type ThemeModule = {
  file: string;
  exportName: string;
  builtin?: string;
  /** The named exports, for modules that have some (an import of another fails at its line). */
  exports?: readonly string[];
};
const mod = (file: string, exportName = 'default', builtin?: string): ThemeModule => ({
  file,
  exportName,
  ...(builtin ? { builtin } : {}),
});
const named = (file: string, exports: readonly string[]): ThemeModule => ({
  ...mod(file),
  exports,
});
const D = 'src/theme/docusaurus/';
/** `@docusaurus/plugin-content-docs/client` (docsClient.ts; its global-data hooks last). */
const DOCS_CLIENT = [
  'useDoc',
  'useSidebarBreadcrumbs',
  'DocProvider',
  'useDocsSidebar',
  'useDocsVersion',
  'useActiveVersion',
  'useLatestVersion',
  'useVersions',
  'useActivePlugin',
  'useActiveDocContext',
  'useActivePluginAndVersion',
  'useDocVersionSuggestions',
  'useDocsVersionCandidates',
  'useDocsPreferredVersion',
  'useAllDocsData',
  'useDocsData',
  'DocsPreferredVersionContextProvider',
  'useCurrentSidebarCategory',
  'useCurrentSidebarSiblings',
  'isActiveSidebarItem',
  'findFirstSidebarItemLink',
  'findSidebarCategory',
  'useDocSidebarItemsExpandedState',
  'DocSidebarItemsExpandedStateProvider',
  // The doc route levels' (docsRoutes.ts, breadcrumbsStructuredData.ts; issue 34, swizzle6).
  'useDocRootMetadata',
  'DocsSidebarProvider',
  'DocsVersionProvider',
  'getDocsVersionSearchTag',
  'useBreadcrumbsStructuredData',
  // A version's docs by id and the sidebar's visible items (versionDocs.ts; issue 39, Ory).
  'useDocById',
  'isVisibleSidebarItem',
  'useVisibleSidebarItems',
];
const COMPONENTS = 'src/theme/mdx/components.tsx';

const C = 'src/theme/classic/';
const THEME_COMMON = [
  'useColorMode',
  'useHomePageRoute',
  'useThemeConfig',
  'ThemeClassNames',
  'clsx',
  'useWindowSize',
  'usePluralForm',
  'HtmlClassNameProvider',
  'PageMetadata',
  'ErrorCauseBoundary',
  'createStorageSlot',
  // docusaurus-theme-openapi-docs' tabs and scroll helpers (themeCommonUtils.ts).
  'duplicates',
  'useStorageSlot',
  'ReactContextError',
  // Search themes' (themeCommonSearch.ts).
  'useEvent',
  'isRegexpStringMatch',
  'useContextualSearchFilters',
  'useSearchLinkCreator',
  'useNavbarMobileSidebar',
  'useLockBodyScroll',
  // What an ejected DocSidebarItem/Category keeps its state with (themeCommonCollapsible.tsx).
  'useCollapsible',
  'Collapsible',
  'usePrevious',
  'isSamePath',
  'useBackToTopButton',
  // What an ejected Tabs uses (themeCommonTabs.ts).
  'useTabs',
  'useTabsContextValue',
  'TabsProvider',
  'sanitizeTabsChildren',
  'useScrollPositionBlocker',
  // What an ejected Admonition uses (../mdx/admonitionTitle.ts).
  'processAdmonitionProps',
  'NavbarSecondaryMenuFiller',
  'useCurrentSidebarCategory',
  'useDocsPreferredVersion',
  // The docs' contexts and hooks `theme-common/internal` gave in 3.0–3.4 (now the docs client's).
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
  'BlogPostProvider',
  'useBlogPost',
  // What ejected code block parts read (../../src/theme/mdx/codeBlockContext.tsx).
  'usePrismTheme',
  'useCodeBlockContext',
  'useCodeWordWrap',
  'CodeBlockContextProvider',
  'createCodeBlockMetadata',
  // What ejected doc route components use (themeCommonDocs.ts; issue 34, swizzle6).
  'listTagsByLetters',
  'translateTagsPageTitle',
  'prefersReducedMotion',
  // A swizzled locale dropdown's (3.9's history helpers: historyUtils.ts).
  'mergeSearchStrings',
  'useHistorySelector',
  // An ejected AnnouncementBar's (../../src/theme/AnnouncementBar.tsx).
  'useAnnouncementBar',
  // Docusaurus's title format (../../src/theme/titleFormatter.tsx; `/internal` there).
  'TitleFormatterProvider',
  'useTitleFormatter',
  // An ejected TOC's and code block's (themeCommonToc.ts, themeCommonCodeBlock.ts; issue 39).
  'filterTOC',
  'treeifyTOC',
  'useFilteredAndTreeifiedTOC',
  'useTOCHighlight',
  'useTreeifiedTOC',
  'containsLineNumbers',
  'getLineNumbersStart',
  'getPrismCssVariables',
  'parseCodeBlockTitle',
  'parseLanguage',
  'parseLines',
  // The rest of what the classic theme's ejectable components import (themeCommonClassic.tsx).
  'BlogAuthorNoPostsLabel',
  'BlogAuthorsListViewAllLabel',
  'composeProviders',
  'DEFAULT_SEARCH_TAG',
  'DraftBannerMessage',
  'DraftBannerTitle',
  'ErrorBoundaryError',
  'ErrorBoundaryErrorMessageFallback',
  'ErrorBoundaryTryAgainButton',
  'groupBy',
  'isMultiColumnFooterLinks',
  'keyboardFocusedClassName',
  'SkipToContentFallbackId',
  'SkipToContentLink',
  'splitNavbarItems',
  'ThemedComponent',
  'translateBlogAuthorsListPageTitle',
  'uniq',
  'UnlistedBannerMessage',
  'UnlistedBannerTitle',
  'UnlistedMetadata',
  'useAlternatePageUtils',
  'useBlogAuthorPageTitle',
  'useBlogTagsPostsPageTitle',
  'useDateTimeFormat',
  'useHideableNavbar',
  'useKeyboardNavigation',
  'useLocalPathname',
  'useScrollPosition',
  // An ejected Layout/Provider's and slide-in menu's (themeCommonProviders.tsx).
  'AnnouncementBarProvider',
  'ColorModeProvider',
  'NavbarProvider',
  'PluginHtmlClassNameProvider',
  'ScrollControllerProvider',
  'useNavbarSecondaryMenu',
];

/**
 * The classic theme's components under Docusaurus's names, each the part of a page it is in
 * Docusaurus (the theme renders them through these files, so a site's override replaces them).
 */
const CLASSIC_COMPONENTS: Record<string, ThemeModule> = {
  '@theme/Root': mod(C + 'Root.tsx'),
  '@theme/Admonition/Types': mod(C + 'Admonition/Types.tsx'),
  '@theme/Layout/Provider': mod(C + 'Layout/Provider.tsx'),
  // The title format's: drawn for a site that overrides one of them (src/theme/themeProviderSlot.ts).
  '@theme/ThemeProvider': mod(C + 'ThemeProvider.tsx'),
  '@theme/ThemeProvider/TitleFormatter': mod(C + 'ThemeProvider/TitleFormatter.tsx'),
  '@theme/MDXContent': mod(C + 'MDXContent.tsx'),
  '@theme/Navbar/Logo': mod(C + 'Navbar/Logo.tsx'),
  // The navbar's search box: a search theme's (docusaurus-theme-search-typesense) replaces it.
  '@theme/SearchBar': mod('src/theme/SearchBar.tsx'),
  '@theme/SearchTranslations': mod('src/theme/search/searchTranslations.ts'),
  '@theme/NavbarItem/ComponentTypes': mod(C + 'NavbarItem/ComponentTypes.tsx'),
  '@theme/NavbarItem/NavbarNavLink': mod(C + 'NavbarItem/NavbarNavLink.tsx'),
  '@theme/Footer': mod('src/theme/Footer.tsx'),
  '@theme/Footer/Links': mod(C + 'Footer/Links.tsx'),
  '@theme/Footer/Logo': mod(C + 'Footer/Logo.tsx'),
  '@theme/Footer/Copyright': mod(C + 'Footer/Copyright.tsx'),
  '@theme/Footer/LinkItem': mod(C + 'Footer/LinkItem.tsx'),
  '@theme/NotFound': mod('src/theme/NotFound.tsx'),
  '@theme/NotFound/Content': mod(C + 'NotFound/Content.tsx'),
  '@theme/DocItem/Layout': mod(C + 'DocItem/Layout.tsx'),
  '@theme/DocItem/Content': mod(C + 'DocItem/Content.tsx'),
  '@theme/DocItem/Footer': mod(C + 'DocItem/Footer.tsx'),
  '@theme/DocItem/Metadata': mod(C + 'DocItem/Metadata.tsx'),
  '@theme/DocItem/Paginator': mod(C + 'DocItem/Paginator.tsx'),
  '@theme/DocItem/TOC/Mobile': mod(C + 'DocItem/TOC/Mobile.tsx'),
  '@theme/DocItem/TOC/Desktop': mod(C + 'DocItem/TOC/Desktop.tsx'),
  '@theme/DocPaginator': mod(C + 'DocPaginator.tsx'),
  '@theme/DocBreadcrumbs': mod(C + 'DocBreadcrumbs.tsx'),
  '@theme/DocBreadcrumbs/Items/Home': mod(C + 'DocBreadcrumbs/Items/Home.tsx'),
  '@theme/DocVersionBadge': mod(C + 'DocVersionBadge.tsx'),
  '@theme/ContentVisibility': mod(C + 'ContentVisibility.tsx'),
  '@theme/LastUpdated': mod(C + 'LastUpdated.tsx'),
  '@theme/DocVersionBanner': mod(C + 'DocVersionBanner.tsx'),
  '@theme/EditThisPage': mod(C + 'EditThisPage.tsx'),
  '@theme/Icon/Arrow': mod(C + 'Icon/Arrow.tsx'),
  '@theme/Icon/Close': mod(C + 'Icon/Close.tsx'),
  '@theme/Icon/Copy': mod(C + 'Icon/Copy.tsx'),
  '@theme/Icon/DarkMode': mod(C + 'Icon/DarkMode.tsx'),
  '@theme/Icon/Edit': mod(C + 'Icon/Edit.tsx'),
  '@theme/Icon/ExternalLink': mod(C + 'Icon/ExternalLink.tsx'),
  '@theme/Icon/Home': mod(C + 'Icon/Home.tsx'),
  '@theme/Icon/Language': mod(C + 'Icon/Language.tsx'),
  '@theme/Icon/LightMode': mod(C + 'Icon/LightMode.tsx'),
  '@theme/Icon/Menu': mod(C + 'Icon/Menu.tsx'),
  '@theme/Icon/Success': mod(C + 'Icon/Success.tsx'),
  '@theme/Icon/SystemColorMode': mod(C + 'Icon/SystemColorMode.tsx'),
  '@theme/Icon/WordWrap': mod(C + 'Icon/WordWrap.tsx'),
  '@theme/TagsListInline': mod(C + 'TagsListInline.tsx'),
  '@theme/BlogPostItem/Header/Title': mod(C + 'BlogPostItem/Header/Title.tsx'),
  '@theme/BlogPostItem/Footer': mod(C + 'BlogPostItem/Footer.tsx'),
  '@theme/TOC': mod(C + 'TOC.tsx'),
  '@theme/TOCItems': mod(C + 'TOCItems.tsx'),
  '@theme/TOCCollapsible': mod(C + 'TOCCollapsible.tsx'),
  '@theme/DocSidebar': mod(C + 'DocSidebar.tsx'),
  '@theme/DocSidebar/Desktop': mod(C + 'DocSidebar/Desktop.tsx'),
  '@theme/DocSidebar/Desktop/Content': mod(C + 'DocSidebar/Desktop/Content.tsx'),
  '@theme/DocSidebar/Mobile': mod(C + 'DocSidebar/Mobile.tsx'),
  '@theme/DocSidebarItems': mod(C + 'DocSidebarItems.tsx'),
  '@theme/DocSidebarItem': mod(C + 'DocSidebarItem.tsx'),
  '@theme/DocSidebarItem/Link': mod(C + 'DocSidebarItem/Link.tsx'),
  '@theme/DocSidebarItem/Category': mod(C + 'DocSidebarItem/Category.tsx'),
  '@theme/DocSidebarItem/Html': mod(C + 'DocSidebarItem/Html.tsx'),
  '@theme/Navbar/Content': mod(C + 'Navbar/Content.tsx'),
  '@theme/Navbar/MobileSidebar': mod(C + 'Navbar/MobileSidebar.tsx'),
  '@theme/Navbar/MobileSidebar/Header': mod(C + 'Navbar/MobileSidebar/Header.tsx'),
  '@theme/Navbar/MobileSidebar/Layout': mod(C + 'Navbar/MobileSidebar/Layout.tsx'),
  '@theme/Navbar/MobileSidebar/PrimaryMenu': mod(C + 'Navbar/MobileSidebar/PrimaryMenu.tsx'),
  '@theme/Navbar/MobileSidebar/SecondaryMenu': mod(C + 'Navbar/MobileSidebar/SecondaryMenu.tsx'),
  '@theme/Navbar/MobileSidebar/Toggle': mod(C + 'Navbar/MobileSidebar/Toggle.tsx'),
  '@theme/DocCard': mod(C + 'DocCard.tsx'),
  // Docusaurus 3.10's parts of the card (a site on an earlier release draws the card whole).
  '@theme/DocCard/Layout': mod(C + 'DocCard/Layout.tsx'),
  '@theme/DocCard/Heading': mod(C + 'DocCard/Heading.tsx'),
  '@theme/DocCard/Heading/Icon': mod(C + 'DocCard/Heading/Icon.tsx'),
  '@theme/DocCard/Heading/Text': mod(C + 'DocCard/Heading/Text.tsx'),
  '@theme/DocCard/Description': mod(C + 'DocCard/Description.tsx'),
  '@theme/SkipToContent': mod(C + 'SkipToContent.tsx'),
  '@theme/BlogSidebar': mod(C + 'BlogSidebar.tsx'),
  '@theme/BlogSidebar/Desktop': mod(C + 'BlogSidebar/Desktop.tsx'),
  '@theme/BlogSidebar/Mobile': mod(C + 'BlogSidebar/Mobile.tsx'),
  '@theme/SiteMetadata': mod(C + 'SiteMetadata.tsx'),
  '@theme/SearchMetadata': mod(C + 'SearchMetadata.tsx'),
  '@theme/BackToTopButton': mod(C + 'BackToTopButton.tsx'),
  // Admonitions' and code blocks' parts (issue 34, swizzle4).
  '@theme/Admonition/Layout': mod(C + 'Admonition/Layout.tsx'),
  ...Object.fromEntries(
    ['Note', 'Tip', 'Info', 'Warning', 'Danger'].map((n) => [
      `@theme/Admonition/Icon/${n}`,
      mod(`${C}Admonition/Icon/${n}.tsx`),
    ]),
  ),
  ...Object.fromEntries(
    ['Note', 'Tip', 'Info', 'Warning', 'Danger', 'Caution'].map((n) => [
      `@theme/Admonition/Type/${n}`,
      mod(`${C}Admonition/Type/${n}.tsx`),
    ]),
  ),
  ...Object.fromEntries(
    [
      'Layout',
      'Container',
      'Title',
      'Content',
      'Content/String',
      'Content/Element',
      'Line',
      'Line/Token',
      'Buttons',
      'Buttons/Button',
      'Buttons/CopyButton',
      'Buttons/WordWrapButton',
    ].map((part) => [`@theme/CodeBlock/${part}`, mod(`${C}CodeBlock/${part}.tsx`)]),
  ),
  '@theme/CodeInline': mod(C + 'CodeInline.tsx'),
  // The blog's pages and their parts (issue 34, swizzle5).
  '@theme/BlogPostItem': mod(C + 'BlogPostItem.tsx'),
  '@theme/BlogPostItem/Container': mod(C + 'BlogPostItem/Container.tsx'),
  '@theme/BlogPostItem/Content': mod(C + 'BlogPostItem/Content.tsx'),
  '@theme/BlogPostItem/Header': mod(C + 'BlogPostItem/Header.tsx'),
  '@theme/BlogPostItem/Header/Info': mod(C + 'BlogPostItem/Header/Info.tsx'),
  '@theme/BlogPostItem/Header/Authors': mod(C + 'BlogPostItem/Header/Authors.tsx'),
  '@theme/BlogPostItem/Footer/ReadMoreLink': mod(C + 'BlogPostItem/Footer/ReadMoreLink.tsx'),
  '@theme/BlogPostItems': mod(C + 'BlogPostItems.tsx'),
  '@theme/BlogPostPage': mod(C + 'BlogPostPage.tsx'),
  '@theme/BlogPostPage/Metadata': mod(C + 'BlogPostPage/Metadata.tsx'),
  '@theme/BlogPostPage/StructuredData': mod(C + 'BlogPostPage/StructuredData.tsx'),
  '@theme/BlogListPage': mod(C + 'BlogListPage.tsx'),
  '@theme/BlogListPage/StructuredData': mod(C + 'BlogListPage/StructuredData.tsx'),
  '@theme/BlogListPaginator': mod(C + 'BlogListPaginator.tsx'),
  '@theme/BlogPostPaginator': mod(C + 'BlogPostPaginator.tsx'),
  '@theme/BlogLayout': mod(C + 'BlogLayout.tsx'),
  '@theme/BlogArchivePage': mod(C + 'BlogArchivePage.tsx'),
  '@theme/BlogTagsListPage': mod(C + 'BlogTagsListPage.tsx'),
  '@theme/BlogTagsPostsPage': mod(C + 'BlogTagsPostsPage.tsx'),
  '@theme/Blog/Pages/BlogAuthorsListPage': mod(C + 'Blog/Pages/BlogAuthorsListPage.tsx'),
  '@theme/Blog/Pages/BlogAuthorsPostsPage': mod(C + 'Blog/Pages/BlogAuthorsPostsPage.tsx'),
  '@theme/Blog/Components/Author': mod(C + 'Blog/Components/Author.tsx'),
  '@theme/Blog/Components/Author/Socials': mod(C + 'Blog/Components/Author/Socials.tsx'),
  '@theme/BlogSidebar/Content': mod(C + 'BlogSidebar/Content.tsx'),
  '@theme/EditMetaRow': mod(C + 'EditMetaRow.tsx'),
  '@theme/PaginatorNavLink': mod(C + 'PaginatorNavLink.tsx'),
  // The footer's parts (issue 34, swizzle5).
  '@theme/Footer/Layout': mod(C + 'Footer/Layout.tsx'),
  '@theme/Footer/Links/MultiColumn': mod(C + 'Footer/Links/MultiColumn.tsx'),
  '@theme/Footer/Links/Simple': mod(C + 'Footer/Links/Simple.tsx'),
  // The navbar's frame and parts (issue 34, swizzle5).
  '@theme/Navbar': mod(C + 'Navbar.tsx'),
  '@theme/Navbar/Layout': mod(C + 'Navbar/Layout.tsx'),
  '@theme/Navbar/ColorModeToggle': mod(C + 'Navbar/ColorModeToggle.tsx'),
  '@theme/Navbar/Search': mod(C + 'Navbar/Search.tsx'),
  '@theme/ColorModeToggle': mod(C + 'ColorModeToggle.tsx'),
  '@theme/Logo': mod(C + 'Logo.tsx'),
  // The docs' route levels and pages (issue 34, swizzle6).
  '@theme/DocsRoot': mod(C + 'DocsRoot.tsx'),
  '@theme/DocVersionRoot': mod(C + 'DocVersionRoot.tsx'),
  '@theme/DocRoot': mod(C + 'DocRoot.tsx'),
  '@theme/DocRoot/Layout': mod(C + 'DocRoot/Layout.tsx'),
  '@theme/DocRoot/Layout/Main': mod(C + 'DocRoot/Layout/Main.tsx'),
  '@theme/DocRoot/Layout/Sidebar': mod(C + 'DocRoot/Layout/Sidebar.tsx'),
  '@theme/DocRoot/Layout/Sidebar/ExpandButton': mod(C + 'DocRoot/Layout/Sidebar/ExpandButton.tsx'),
  '@theme/DocItem': mod(C + 'DocItem.tsx'),
  '@theme/DocCategoryGeneratedIndexPage': mod(C + 'DocCategoryGeneratedIndexPage.tsx'),
  '@theme/DocTagsListPage': mod(C + 'DocTagsListPage.tsx'),
  '@theme/DocTagDocListPage': mod(C + 'DocTagDocListPage.tsx'),
  '@theme/TagsListByLetter': mod(C + 'TagsListByLetter.tsx'),
  '@theme/Tag': mod(C + 'Tag.tsx'),
  '@theme/DocSidebar/Desktop/CollapseButton': mod(C + 'DocSidebar/Desktop/CollapseButton.tsx'),
  '@theme/DocBreadcrumbs/StructuredData': mod(C + 'DocBreadcrumbs/StructuredData.tsx'),
  // The navbar's item types (issue 34, swizzle7): `NavbarItem` draws each config item through the
  // component of its type in `NavbarItem/ComponentTypes`.
  '@theme/NavbarItem': mod(C + 'NavbarItem.tsx'),
  ...Object.fromEntries(
    [
      'DefaultNavbarItem',
      'DefaultNavbarItem/Desktop',
      'DefaultNavbarItem/Mobile',
      'DropdownNavbarItem',
      'DropdownNavbarItem/Desktop',
      'DropdownNavbarItem/Mobile',
      'LocaleDropdownNavbarItem',
      'DocNavbarItem',
      'DocSidebarNavbarItem',
      'DocsVersionNavbarItem',
      'DocsVersionDropdownNavbarItem',
      'HtmlNavbarItem',
      'SearchNavbarItem',
    ].map((n) => [`@theme/NavbarItem/${n}`, mod(`${C}NavbarItem/${n}.tsx`)]),
  ),
  // The rest of Docusaurus 3.8.1's names (issue 34, swizzle7).
  '@theme/AnnouncementBar': mod(C + 'AnnouncementBar.tsx'),
  '@theme/AnnouncementBar/Content': mod(C + 'AnnouncementBar/Content.tsx'),
  '@theme/AnnouncementBar/CloseButton': mod(C + 'AnnouncementBar/CloseButton.tsx'),
  '@theme/TOCItems/Tree': mod(C + 'TOCItems/Tree.tsx'),
  '@theme/TOCCollapsible/CollapseButton': mod(C + 'TOCCollapsible/CollapseButton.tsx'),
  ...Object.fromEntries(
    [
      'Bluesky',
      'Default',
      'Email',
      'GitHub',
      'Instagram',
      'LinkedIn',
      'Mastodon',
      'StackOverflow',
      'Threads',
      'Twitch',
      'Twitter',
      'X',
      'YouTube',
    ].map((n) => [`@theme/Icon/Socials/${n}`, mod(`${C}Icon/Socials/${n}.tsx`)]),
  ),
  '@theme/ContentVisibility/Draft': mod(C + 'ContentVisibility/Draft.tsx'),
  '@theme/ContentVisibility/Unlisted': mod(C + 'ContentVisibility/Unlisted.tsx'),
  // Docusaurus 3.1's name of the same banner (3.1.1's theme has `Unlisted`, no ContentVisibility;
  // a `DocItem/Layout` swizzled then imports it: Apache Answer's).
  '@theme/Unlisted': mod(C + 'ContentVisibility/Unlisted.tsx'),
  '@theme/ErrorPageContent': mod(C + 'ErrorPageContent.tsx'),
  '@theme/MDXPage': mod(C + 'MDXPage.tsx'),
};

/**
 * Docusaurus's module specifiers this theme provides: the file and export each one's default is,
 * and the built-in MDX component it is (those a doc's import of can be taken out). A site's
 * src/theme/<Name> overrides `@theme/<Name>` (plugins/themeResolver.ts).
 */
export const THEME_MODULES: Record<string, ThemeModule> = {
  '@theme/Tabs': mod('src/theme/mdx/Tabs.tsx', 'default', 'Tabs'),
  '@theme/TabItem': mod('src/theme/mdx/Tabs.tsx', 'TabItem', 'TabItem'),
  '@theme/Admonition': mod('src/theme/mdx/Admonition.tsx', 'default', 'Admonition'),
  '@theme/CodeBlock': mod('src/theme/mdx/CodeBlock.tsx', 'default', 'CodeBlock'),
  '@theme/DocCardList': mod('src/theme/mdx/DocCardList.tsx', 'default', 'DocCardList'),
  '@theme/Details': mod('src/theme/mdx/Details.tsx', 'default', 'Details'),
  '@theme/Heading': mod('src/theme/mdx/Heading.tsx'),
  '@theme/TOCInline': mod(D + 'TOCInline.tsx'),
  '@theme/ThemedImage': mod(D + 'ThemedImage.tsx'),
  '@theme/Layout': mod(D + 'Layout.tsx'),
  '@theme/Mermaid': mod(D + 'Mermaid.tsx'),
  '@theme/MDXComponents': mod(COMPONENTS),
  // Links, details and headings are the map's own components; the other parts have a file each.
  ...Object.fromEntries(
    ['A', 'Details', 'Heading'].map((part) => [
      `@theme/MDXComponents/${part}`,
      mod(COMPONENTS, part),
    ]),
  ),
  ...Object.fromEntries(
    ['Code', 'Img', 'Li', 'Pre', 'Ul'].map((part) => [
      `@theme/MDXComponents/${part}`,
      mod(`src/theme/mdx/MDXComponents/${part}.tsx`),
    ]),
  ),
  ...CLASSIC_COMPONENTS,
  '@docusaurus/Link': mod('src/theme/Link.tsx', 'default', 'Link'),
  '@docusaurus/useBaseUrl': named('src/theme/useBaseUrl.ts', [
    'default',
    'useBaseUrlUtils',
    'addBaseUrl',
  ]),
  '@docusaurus/useBrokenLinks': mod(D + 'useBrokenLinks.ts'),
  '@docusaurus/useIsBrowser': mod(D + 'useIsBrowser.ts'),
  '@docusaurus/BrowserOnly': mod(D + 'BrowserOnly.tsx'),
  '@docusaurus/ExecutionEnvironment': mod(D + 'ExecutionEnvironment.ts'),
  '@docusaurus/useDocusaurusContext': mod(D + 'docusaurusContextPublic.ts'),
  '@docusaurus/router': named(D + 'router.ts', [
    'useLocation',
    'useHistory',
    'useNavigate',
    'matchPath',
    'Redirect',
  ]),
  '@docusaurus/Head': mod(D + 'Head.tsx'),
  // Plugin authors' modules (plugins/lifecycle/): global data, nested routes.
  '@docusaurus/useGlobalData': named(D + 'useGlobalData.ts', [
    'default',
    'useAllPluginInstancesData',
    'usePluginData',
  ]),
  '@docusaurus/renderRoutes': mod(D + 'renderRoutes.tsx'),
  '@docusaurus/useRouteContext': mod(D + 'useRouteContext.ts'),
  '@docusaurus/ComponentCreator': mod(D + 'ComponentCreator.tsx'),
  '@docusaurus/ErrorBoundary': mod(D + 'ErrorBoundary.tsx'),
  '@docusaurus/Noop': mod(D + 'Noop.ts'),
  '@docusaurus/constants': named(D + 'constants.ts', ['DEFAULT_PLUGIN_ID']),
  '@docusaurus/useIsomorphicLayoutEffect': mod(D + 'useIsomorphicLayoutEffect.ts'),
  '@docusaurus/Translate': named(D + 'Translate.tsx', ['default', 'translate']),
  '@docusaurus/Interpolate': named(D + 'Interpolate.tsx', ['default', 'interpolate']),
  '@docusaurus/isInternalUrl': named(D + 'isInternalUrl.ts', ['default', 'hasProtocol']),
  '@docusaurus/plugin-content-docs/client': named(D + 'docsClient.ts', DOCS_CLIENT),
  // The same module by its file (docusaurus-theme-search-typesense imports it so).
  '@docusaurus/plugin-content-docs/lib/client/index.js': named(D + 'docsClient.ts', DOCS_CLIENT),
  '@docusaurus/plugin-content-blog/client': named(D + 'blogClient.ts', [
    'useBlogPost',
    'BlogPostProvider',
    'groupBlogSidebarItemsByYear',
    'useVisibleBlogSidebarItems',
    'BlogSidebarItemList',
  ]),
  // Imported by site code too (an ejected BlogPostItem/Content's `blogPostContainerID`).
  '@docusaurus/utils-common': named(D + 'utilsCommon.ts', [
    'blogPostContainerID',
    'applyTrailingSlash',
    'addTrailingSlash',
    'addLeadingSlash',
    'removeTrailingSlash',
    'addPrefix',
    'removePrefix',
    'addSuffix',
    'removeSuffix',
    'getErrorCausalChain',
  ]),
  '@docusaurus/theme-common': named(D + 'themeCommon.ts', THEME_COMMON),
  '@docusaurus/theme-common/internal': named(D + 'themeCommon.ts', THEME_COMMON),
  '@docusaurus/theme-common/Details': named(D + 'ThemeCommonDetails.tsx', ['Details']),
  // Its `useAlgoliaAskAi` (3.9's Ask AI) is not given: an import of it fails at the import.
  '@docusaurus/theme-search-algolia/client': named(D + 'searchAlgoliaClient.ts', [
    'useAlgoliaThemeConfig',
    'useAlgoliaContextualFacetFilters',
    'useAlgoliaContextualFacetFiltersIfEnabled',
    'useSearchResultUrlProcessor',
    'mergeFacetFilters',
  ]),
};

/**
 * The generator's file of a theme module when a site's override of it can replace it everywhere
 * (the theme's own imports of the file included): a file whose every export we name is its default.
 */
export function replaceableFile(specifier: string): string | undefined {
  const module = Object.hasOwn(THEME_MODULES, specifier) ? THEME_MODULES[specifier] : undefined;
  if (!module || !specifier.startsWith('@theme/')) return undefined;
  const shared = Object.values(THEME_MODULES).filter((m) => m.file === module.file);
  return shared.every((m) => m.exportName === 'default') ? module.file : undefined;
}

interface ImportStatement {
  type: string;
  source?: { value?: unknown };
  specifiers?: {
    type: string;
    local: { name: string };
    imported?: { name?: string; value?: string };
    loc?: { start: { line: number; column: number } };
  }[];
  loc?: { start: { line: number; column: number } };
}

/** The names a statement imports from a module that does not export them. */
function missingExports(stmt: ImportStatement, specifier: string) {
  const exports = Object.hasOwn(THEME_MODULES, specifier)
    ? THEME_MODULES[specifier]!.exports
    : undefined;
  if (!exports) return [];
  return (stmt.specifiers ?? []).filter((s) => {
    const name =
      s.type === 'ImportDefaultSpecifier'
        ? 'default'
        : s.type === 'ImportSpecifier'
          ? (s.imported?.name ?? s.imported?.value)
          : undefined;
    return name !== undefined && !exports.includes(name);
  });
}

/** The site's additions to the theme the compile must know (plugins/themeResolver.ts). */
export interface ThemeImportsOptions {
  /** The names of the site's src/theme overrides (`Tabs`, `MDXComponents/A`). */
  overrides?: readonly string[];
  /**
   * The site's Docusaurus plugins may give theme components (getThemePath): an `@theme/` module
   * that is not ours is left to the bundler, which resolves it in their folders or fails there.
   */
  pluginThemes?: boolean;
}

const THEME_NAMESPACE = /^@(theme|theme-original|theme-init|docusaurus)\//;

/** The built-in a statement imports as its only, default binding (`import X from '@theme/Tabs'`). */
function themeDefaultImport(
  stmt: ImportStatement,
  overridden: ReadonlySet<string>,
): { local: string; builtin: string } | undefined {
  if (
    stmt.type !== 'ImportDeclaration' ||
    stmt.specifiers?.length !== 1 ||
    stmt.specifiers[0]!.type !== 'ImportDefaultSpecifier'
  )
    return undefined;
  const specifier = String(stmt.source?.value ?? '');
  // A site's override of the module is the site's component: the built-in is that override when
  // it replaces the file everywhere (plugins/themeResolver.ts); else the import stays (bundled).
  if (
    specifier.startsWith('@theme/') &&
    overridden.has(specifier.slice('@theme/'.length)) &&
    !replaceableFile(specifier)
  )
    return undefined;
  const builtin = Object.hasOwn(THEME_MODULES, specifier)
    ? THEME_MODULES[specifier]!.builtin
    : undefined;
  return builtin ? { local: stmt.specifiers[0]!.local.name, builtin } : undefined;
}

/** Whether a site may import the specifier: a module of ours, or its own override. */
export function isProvidedModule(specifier: string, overridden: ReadonlySet<string>): boolean {
  const original = specifier.replace(/^@theme-(original|init)\//, '@theme/');
  return (
    Object.hasOwn(THEME_MODULES, original) ||
    (specifier.startsWith('@theme/') && overridden.has(specifier.slice('@theme/'.length)))
  );
}

interface EstreeNode {
  type: string;
  name?: string;
  [key: string]: unknown;
}

/** Calls `visit` on every node of an estree (its children are objects with a `type`). */
function walkEstree(node: unknown, visit: (node: EstreeNode, parent?: EstreeNode) => void) {
  const go = (value: unknown, parent?: EstreeNode): void => {
    if (Array.isArray(value)) return value.forEach((v) => go(v, parent));
    if (!value || typeof value !== 'object' || typeof (value as EstreeNode).type !== 'string')
      return;
    visit(value as EstreeNode, parent);
    for (const [key, child] of Object.entries(value))
      if (key !== 'loc' && key !== 'range' && child && typeof child === 'object')
        go(child, value as EstreeNode);
  };
  go(node);
}

/**
 * The estrees of a page's JavaScript outside its imports, where JSX and names are not mdast
 * nodes: its ESM's other statements (`export const x = <Alert />`: outside the content, where
 * MDX has no components to give) and the content's `{expressions}` and attribute expressions
 * (`header={<Alert />}`: inside it, where an element name not in scope is a component of MDX's).
 */
function pageEstrees(tree: Root): { esm: unknown[]; content: unknown[] } {
  const esm: unknown[] = [];
  const content: unknown[] = [];
  const estreeOf = (n: unknown) => (n as { data?: { estree?: unknown } } | undefined)?.data?.estree;
  walk(tree, (node) => {
    if (node.type === 'mdxjsEsm') {
      const program = estreeOf(node) as { body?: ImportStatement[] } | undefined;
      esm.push(...(program?.body ?? []).filter((stmt) => stmt.type !== 'ImportDeclaration'));
    } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      content.push(estreeOf(node));
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attr of node.attributes)
        content.push(
          attr.type === 'mdxJsxExpressionAttribute'
            ? estreeOf(attr)
            : typeof attr.value === 'object'
              ? estreeOf(attr.value)
              : undefined,
        );
    }
  });
  return { esm: esm.filter(Boolean), content: content.filter(Boolean) };
}

/**
 * The names an import must keep its binding for: used as values anywhere, or as JSX element
 * names in the ESM (neither can become one of MDX's components).
 */
function boundNames(estrees: { esm: unknown[]; content: unknown[] }): Set<string> {
  const names = new Set<string>();
  for (const estree of [...estrees.esm, ...estrees.content])
    walkEstree(estree, (node) => {
      if (node.type === 'Identifier' && node.name) names.add(node.name);
    });
  for (const estree of estrees.esm)
    walkEstree(estree, (node) => {
      if (node.type === 'JSXIdentifier' && node.name) names.add(node.name);
    });
  return names;
}

/** Renames the JSX elements of the estrees (`<Alert>` in an attribute) as the mdast's are. */
function renameEstreeJsx(estrees: unknown[], renames: ReadonlyMap<string, string>) {
  for (const estree of estrees)
    walkEstree(estree, (node, parent) => {
      if (node.type !== 'JSXIdentifier' || !node.name || !renames.has(node.name)) return;
      const isElementName =
        parent?.type === 'JSXOpeningElement' ||
        parent?.type === 'JSXClosingElement' ||
        (parent?.type === 'JSXMemberExpression' && parent.object === node);
      if (isElementName) node.name = renames.get(node.name)!;
    });
}

export default function remarkThemeImports(options: ThemeImportsOptions = {}) {
  const overridden = new Set(options.overrides ?? []);
  return (tree: Root, file: VFile) => {
    const renames = new Map<string, string>();
    // A theme import whose name the page's JavaScript uses as a value (`components={{ Alert }}`)
    // or in its ESM stays: the bundler resolves it (plugins/themeResolver.ts).
    const estrees = pageEstrees(tree);
    const usedAsValue = boundNames(estrees);
    const kept: RootContent[] = [];
    for (const node of tree.children) {
      const program =
        node.type === 'mdxjsEsm'
          ? (node.data as { estree?: { body: ImportStatement[] } } | undefined)?.estree
          : undefined;
      if (program) {
        for (const stmt of program.body) {
          const specifier = String(stmt.source?.value ?? '');
          if (stmt.type !== 'ImportDeclaration' || !THEME_NAMESPACE.test(specifier)) continue;
          if (isProvidedModule(specifier, overridden)) {
            for (const missing of missingExports(stmt, specifier)) {
              const at = missing.loc?.start ?? stmt.loc?.start;
              const name = missing.imported?.name ?? missing.imported?.value ?? 'default';
              const exports = THEME_MODULES[specifier]!.exports!;
              file.fail(
                `"${specifier}" has no export "${name}" in this generator (it has ${exports.join(', ')})`,
                {
                  place: at ? { line: at.line, column: at.column + 1 } : node.position,
                  source: 'docs',
                  ruleId: 'unknown-theme-module',
                },
              );
            }
            continue;
          }
          if (options.pluginThemes && specifier.startsWith('@theme/')) continue;
          const start = stmt.loc?.start;
          file.fail(`"${specifier}" is not a module this generator provides`, {
            place: start ? { line: start.line, column: start.column + 1 } : node.position,
            source: 'docs',
            ruleId: 'unknown-theme-module',
          });
        }
        program.body = program.body.filter((stmt) => {
          const found = themeDefaultImport(stmt, overridden);
          if (!found || usedAsValue.has(found.local)) return true;
          if (found.local !== found.builtin) renames.set(found.local, found.builtin);
          return false;
        });
        if (!program.body.length) continue;
      }
      kept.push(node);
    }
    tree.children = kept;
    walk(tree, (node) => {
      if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || !node.name)
        return;
      const root = node.name.split('.')[0]!;
      const builtin = renames.get(root);
      if (builtin) node.name = builtin + node.name.slice(root.length);
    });
    if (renames.size) renameEstreeJsx(estrees.content, renames);
  };
}
