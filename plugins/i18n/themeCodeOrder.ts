// The order in which Docusaurus's write-translations lists the classic theme's ids in code.json.
// Docusaurus extracts them from the theme's source files, in the order its glob walks them: the
// site's src/ first, then each plugin's theme folder (theme-classic's lib/theme, then the other
// plugins' themes, e.g. the ideal image plugin's), then theme-common's lib last (a separate glob).
// Recorded from Docusaurus 3.10.2's write-translations (the same on two sites and two runs;
// 3.8.1's walk is not stable between runs, so one order is as much its own as another).
// Theme ids not listed here keep their place after the listed theme-classic ones.

/** The ids extracted from theme-classic's lib/theme, in Docusaurus 3.10.2's order. */
export const THEME_CLASSIC_ORDER: readonly string[] = `
ErrorPageContent.title BackToTopButton.buttonAriaLabel blog.archive.title
blog.archive.description blog.paginator.navAriaLabel blog.paginator.newerEntries
blog.paginator.olderEntries blog.post.paginator.navAriaLabel blog.post.paginator.newerPost
blog.post.paginator.olderPost tags.tagsPageLink colorToggle.ariaLabel.mode.system
colorToggle.ariaLabel.mode.light colorToggle.ariaLabel.mode.dark colorToggle.ariaLabel
docs.breadcrumbs.navAriaLabel docs.paginator.navAriaLabel docs.paginator.previous
docs.paginator.next docs.tagDocListPageTitle.nDocsTagged docs.tagDocListPageTitle
docs.versionBadge.label docs.versions.unreleasedVersionLabel
docs.versions.unmaintainedVersionLabel docs.versions.latestVersionSuggestionLabel
docs.versions.latestVersionLinkLabel common.editThisPage common.headingLinkTitle
lastUpdated.atDate lastUpdated.byUser lastUpdated.lastUpdatedAtBy
navbar.mobileVersionsDropdown.label NotFound.title tags.tagsListLabel admonition.caution
admonition.danger admonition.info admonition.note admonition.tip admonition.warning
AnnouncementBar.closeButtonAriaLabel blog.sidebar.navAriaLabel
DocSidebarItem.expandCategoryAriaLabel DocSidebarItem.collapseCategoryAriaLabel
IconExternalLink.ariaLabel NavBar.navAriaLabel navbar.mobileLanguageDropdown.label NotFound.p1
NotFound.p2 TOCCollapsible.toggleButtonLabel blog.post.readMore blog.post.readMoreLabel
blog.post.readingTime.plurals CodeBlock.copy CodeBlock.copied CodeBlock.copyButtonAriaLabel
CodeBlock.wordWrapToggle docs.breadcrumbs.home docs.sidebar.collapseButtonTitle
docs.sidebar.collapseButtonAriaLabel docs.sidebar.navAriaLabel
docs.sidebar.closeSidebarButtonAriaLabel navbar.mobileSidebarSecondaryMenu.backButtonLabel
docs.sidebar.toggleSidebarButtonAriaLabel navbar.mobileDropdown.collapseButton.expandAriaLabel
navbar.mobileDropdown.collapseButton.collapseAriaLabel docs.sidebar.expandButtonTitle
docs.sidebar.expandButtonAriaLabel`
  .trim()
  .split(/\s+/)
  .map((id) => `theme.${id}`);

/** The ids extracted from theme-common's lib, which Docusaurus lists after every plugin's. */
export const THEME_COMMON_LIB_ORDER: readonly string[] = `
blog.post.plurals blog.tagTitle blog.author.pageTitle blog.authorsList.pageTitle
blog.authorsList.viewAll blog.author.noPosts contentVisibility.unlistedBanner.title
contentVisibility.unlistedBanner.message contentVisibility.draftBanner.title
contentVisibility.draftBanner.message docs.DocCard.categoryDescription.plurals
ErrorPageContent.tryAgain common.skipToMainContent tags.tagsPageTitle`
  .trim()
  .split(/\s+/)
  .map((id) => `theme.${id}`);
