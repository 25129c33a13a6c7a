// `@docusaurus/theme-common` (and the parts of `@docusaurus/theme-common/internal` swizzled
// components use): the hooks and components the classic theme's ejected files import, for this
// theme. What it cannot give is not exported, so an import of it fails the build at its line.
import { useColorMode as useThemeColorMode } from '../useColorMode.js';
import useDocusaurusContext from './useDocusaurusContext.js';

export { ThemeClassNames } from './themeClassNames.js';
export {
  ErrorCauseBoundary,
  HtmlClassNameProvider,
  PageMetadata,
  usePluralForm,
  useWindowSize,
} from './themeCommonParts.js';

/** `{colorMode, colorModeChoice, setColorMode, isDarkTheme}`, as Docusaurus 3.8's hook returns them. */
export function useColorMode() {
  const { colorMode, colorModeChoice, setColorMode } = useThemeColorMode();
  return { colorMode, colorModeChoice, setColorMode, isDarkTheme: colorMode === 'dark' };
}

export function useThemeConfig(): Record<string, unknown> {
  return useDocusaurusContext().siteConfig.themeConfig;
}

/** Joins class names, skipping empty ones. */
export function clsx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
export { createStorageSlot } from './storageSlot.js';
export { duplicates, ReactContextError, useStorageSlot } from './themeCommonUtils.js';
/** An ejected Admonition's props: the title from among the children as `title`. */
export { withAdmonitionTitle as processAdmonitionProps } from '../mdx/admonitionTitle.js';
export { Collapsible, useCollapsible, usePrevious } from './themeCommonCollapsible.js';
export { isSamePath } from '../../shared/paths.js';
export { useBackToTopButton } from './useBackToTopButton.js';
export { mergeSearchStrings, useHistorySelector } from './historyUtils.js';
export {
  isRegexpStringMatch,
  useContextualSearchFilters,
  useEvent,
  useSearchLinkCreator,
} from './themeCommonSearch.js';
export { useLockBodyScroll, useNavbarMobileSidebar } from '../navbarMobileSidebar.js';
export { useAnnouncementBar } from '../AnnouncementBar.js';
export { TitleFormatterProvider, useTitleFormatter } from '../titleFormatter.js';
export { NavbarSecondaryMenuFiller } from './navbarSecondaryMenuFiller.js';
// Still exported here as in Docusaurus 3 (docusaurus-openapi-docs' generated tag pages import it;
// @easyops-cn/docusaurus-search-local's SearchBar imports useDocsPreferredVersion from here, as
// Docusaurus 3.9's theme-common forwards it to the docs client).
export { useCurrentSidebarCategory, useDocsPreferredVersion } from './docsClient.js';
// Docusaurus 3.0–3.4 exported the docs' contexts and hooks from `theme-common/internal` (they moved
// to `@docusaurus/plugin-content-docs/client` in 3.5): components swizzled then still import them
// from here (Apache Answer's, written for 3.1).
export {
  DocProvider,
  DocSidebarItemsExpandedStateProvider,
  DocsPreferredVersionContextProvider,
  DocsSidebarProvider,
  DocsVersionProvider,
  findFirstSidebarItemLink,
  isActiveSidebarItem,
  useDoc,
  useDocById,
  useDocRootMetadata,
  useDocSidebarItemsExpandedState,
  useDocsSidebar,
  useDocsVersion,
  useDocsVersionCandidates,
  useSidebarBreadcrumbs,
  useVisibleSidebarItems,
} from './docsClient.js';
// And the blog post's context and hook (the blog client's since 3.5).
export { BlogPostProvider, useBlogPost } from './blogClient.js';
export { useHomePageRoute } from './siteHomeRoute.js';
export {
  sanitizeTabsChildren,
  TabsProvider,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from './themeCommonTabs.js';
export {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  useCodeBlockContext,
  useCodeWordWrap,
  usePrismTheme,
} from '../mdx/codeBlockContext.js';
// What ejected doc route components use (issue 34, swizzle6).
export {
  listTagsByLetters,
  prefersReducedMotion,
  translateTagsPageTitle,
} from './themeCommonDocs.js';
// An ejected TOC's tree and highlight (themeCommonToc.ts), and an ejected code block's helpers of
// Docusaurus 3.0–3.7, still exported by 3.8–3.10 (themeCommonCodeBlock.ts; issue 39, QuestDB).
export {
  filterTOC,
  treeifyTOC,
  useFilteredAndTreeifiedTOC,
  useTOCHighlight,
  useTreeifiedTOC,
  type TOCHighlightConfig,
  type TOCTreeNode,
} from './themeCommonToc.js';
export {
  containsLineNumbers,
  getLineNumbersStart,
  getPrismCssVariables,
  parseCodeBlockTitle,
  parseLanguage,
  parseLines,
} from './themeCommonCodeBlock.js';
// The rest of what the classic theme's ejectable components import (themeCommonClassic.tsx).
export {
  BlogAuthorNoPostsLabel,
  BlogAuthorsListViewAllLabel,
  composeProviders,
  DEFAULT_SEARCH_TAG,
  DraftBannerMessage,
  DraftBannerTitle,
  ErrorBoundaryError,
  ErrorBoundaryErrorMessageFallback,
  ErrorBoundaryTryAgainButton,
  groupBy,
  isMultiColumnFooterLinks,
  keyboardFocusedClassName,
  SkipToContentFallbackId,
  SkipToContentLink,
  splitNavbarItems,
  ThemedComponent,
  translateBlogAuthorsListPageTitle,
  uniq,
  UnlistedBannerMessage,
  UnlistedBannerTitle,
  UnlistedMetadata,
  useAlternatePageUtils,
  useBlogAuthorPageTitle,
  useBlogTagsPostsPageTitle,
  useDateTimeFormat,
  useHideableNavbar,
  useKeyboardNavigation,
  useLocalPathname,
  useScrollPosition,
} from './themeCommonClassic.js';
// An ejected Layout/Provider's and slide-in menu's (themeCommonProviders.tsx).
export {
  AnnouncementBarProvider,
  ColorModeProvider,
  NavbarProvider,
  PluginHtmlClassNameProvider,
  ScrollControllerProvider,
  useNavbarSecondaryMenu,
} from './themeCommonProviders.js';
