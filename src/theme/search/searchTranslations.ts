// The search box's and DocSearch modal's texts in the page's locale, under the ids of Docusaurus's
// Algolia theme (`@theme/SearchTranslations`: its `button`, `modal` and `placeholder`), so a
// translated site's search speaks its language (@docusaurus/theme-translations has them).
import siteConfig from 'virtual:docs/site-config';
import { translateTheme } from '../translate.js';

const t = translateTheme;

/** The texts, in the shape DocSearch's `translations` and `placeholder` props take. */
export function searchTranslations() {
  const label = t('theme.SearchBar.label', 'Search');
  const reset = t('theme.SearchModal.searchBox.resetButtonTitle', 'Clear the query');
  const cancel = t('theme.SearchModal.searchBox.cancelButtonText', 'Cancel');
  const m = 'theme.SearchModal.';
  return {
    button: { buttonText: label, buttonAriaLabel: label },
    modal: {
      searchBox: {
        resetButtonTitle: reset,
        resetButtonAriaLabel: reset,
        cancelButtonText: cancel,
        cancelButtonAriaLabel: cancel,
      },
      startScreen: {
        recentSearchesTitle: t(`${m}startScreen.recentSearchesTitle`, 'Recent'),
        noRecentSearchesText: t(`${m}startScreen.noRecentSearchesText`, 'No recent searches'),
        saveRecentSearchButtonTitle: t(
          `${m}startScreen.saveRecentSearchButtonTitle`,
          'Save this search',
        ),
        removeRecentSearchButtonTitle: t(
          `${m}startScreen.removeRecentSearchButtonTitle`,
          'Remove this search from history',
        ),
        favoriteSearchesTitle: t(`${m}startScreen.favoriteSearchesTitle`, 'Favorite'),
        removeFavoriteSearchButtonTitle: t(
          `${m}startScreen.removeFavoriteSearchButtonTitle`,
          'Remove this search from favorites',
        ),
      },
      errorScreen: {
        titleText: t(`${m}errorScreen.titleText`, 'Unable to fetch results'),
        helpText: t(`${m}errorScreen.helpText`, 'You might want to check your network connection.'),
      },
      footer: {
        selectText: t(`${m}footer.selectText`, 'to select'),
        selectKeyAriaLabel: t(`${m}footer.selectKeyAriaLabel`, 'Enter key'),
        navigateText: t(`${m}footer.navigateText`, 'to navigate'),
        navigateUpKeyAriaLabel: t(`${m}footer.navigateUpKeyAriaLabel`, 'Arrow up'),
        navigateDownKeyAriaLabel: t(`${m}footer.navigateDownKeyAriaLabel`, 'Arrow down'),
        closeText: t(`${m}footer.closeText`, 'to close'),
        closeKeyAriaLabel: t(`${m}footer.closeKeyAriaLabel`, 'Escape key'),
        searchByText: t(`${m}footer.searchByText`, 'Search by'),
      },
      noResultsScreen: {
        noResultsText: t(`${m}noResultsScreen.noResultsText`, 'No results for'),
        suggestedQueryText: t(`${m}noResultsScreen.suggestedQueryText`, 'Try searching for'),
        reportMissingResultsText: t(
          `${m}noResultsScreen.reportMissingResultsText`,
          'Believe this query should return results?',
        ),
        reportMissingResultsLinkText: t(
          `${m}noResultsScreen.reportMissingResultsLinkText`,
          'Let us know.',
        ),
      },
    },
    // The site's own placeholder (search.placeholder) unless the locale translates it.
    placeholder: t(`${m}placeholder`, siteConfig.search.placeholder),
  };
}

/** `@theme/SearchTranslations`: the texts, as Docusaurus's Algolia theme exports them. */
const translations = searchTranslations();
export default translations;
