// DocSearch's texts in the page's locale, by the ids Docusaurus's search theme translates them
// with (`theme.SearchBar.*`, `theme.SearchModal.*`: @docusaurus/theme-translations has them in
// each locale, a site's code.json may override them). A Docusaurus site's button reads "Search"
// (`theme.SearchBar.label`) as Docusaurus's does; a site in this generator's own format keeps its
// `search.placeholder` there.
import siteConfig from 'virtual:docs/site-config';
import { perLocale } from '../../client/localeScope.js';
import { translateTheme as t } from '../translate.js';

// The button's text is a module of its own: the navbar's button, on every first load, does not
// bring the modal's texts along.
export { searchButtonText } from './searchButtonText.js';

/** The modal's input placeholder. */
export function searchModalPlaceholder(): string {
  return siteConfig.i18n
    ? t('theme.SearchModal.placeholder', 'Search docs')
    : siteConfig.search.placeholder;
}

/** "See all N results" under the hits. */
export const seeAllResultsText = (count: number | string) =>
  t('theme.SearchBar.seeAll', 'See all {count} results', { count: String(count) });

/** DocSearch 3's `translations` of its modal (English: DocSearch's own defaults). */
export function searchModalTranslations() {
  const reset = t('theme.SearchModal.searchBox.resetButtonTitle', 'Clear the query');
  const cancel = t('theme.SearchModal.searchBox.cancelButtonText', 'Cancel');
  return {
    searchBox: {
      resetButtonTitle: reset,
      resetButtonAriaLabel: reset,
      cancelButtonText: cancel,
      cancelButtonAriaLabel: cancel,
    },
    startScreen: {
      recentSearchesTitle: t('theme.SearchModal.startScreen.recentSearchesTitle', 'Recent'),
      noRecentSearchesText: t(
        'theme.SearchModal.startScreen.noRecentSearchesText',
        'No recent searches',
      ),
      saveRecentSearchButtonTitle: t(
        'theme.SearchModal.startScreen.saveRecentSearchButtonTitle',
        'Save this search',
      ),
      removeRecentSearchButtonTitle: t(
        'theme.SearchModal.startScreen.removeRecentSearchButtonTitle',
        'Remove this search from history',
      ),
      favoriteSearchesTitle: t('theme.SearchModal.startScreen.favoriteSearchesTitle', 'Favorite'),
      removeFavoriteSearchButtonTitle: t(
        'theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle',
        'Remove this search from favorites',
      ),
    },
    errorScreen: {
      titleText: t('theme.SearchModal.errorScreen.titleText', 'Unable to fetch results'),
      helpText: t(
        'theme.SearchModal.errorScreen.helpText',
        'You might want to check your network connection.',
      ),
    },
    footer: {
      selectText: t('theme.SearchModal.footer.selectText', 'to select'),
      selectKeyAriaLabel: t('theme.SearchModal.footer.selectKeyAriaLabel', 'Enter key'),
      navigateText: t('theme.SearchModal.footer.navigateText', 'to navigate'),
      navigateUpKeyAriaLabel: t('theme.SearchModal.footer.navigateUpKeyAriaLabel', 'Arrow up'),
      navigateDownKeyAriaLabel: t(
        'theme.SearchModal.footer.navigateDownKeyAriaLabel',
        'Arrow down',
      ),
      closeText: t('theme.SearchModal.footer.closeText', 'to close'),
      closeKeyAriaLabel: t('theme.SearchModal.footer.closeKeyAriaLabel', 'Escape key'),
      searchByText: t('theme.SearchModal.footer.searchByText', 'Search by'),
    },
    noResultsScreen: {
      noResultsText: t('theme.SearchModal.noResultsScreen.noResultsText', 'No results for'),
      suggestedQueryText: t(
        'theme.SearchModal.noResultsScreen.suggestedQueryText',
        'Try searching for',
      ),
      reportMissingResultsText: t(
        'theme.SearchModal.noResultsScreen.reportMissingResultsText',
        'Believe this query should return results?',
      ),
      reportMissingResultsLinkText: t(
        'theme.SearchModal.noResultsScreen.reportMissingResultsLinkText',
        'Let us know.',
      ),
    },
  };
}

/** The texts of the locale, made once per locale (client/localeScope.ts). */
const translationsOf = perLocale(() => {
  const label = t('theme.SearchBar.label', 'Search');
  return {
    button: { buttonText: label, buttonAriaLabel: label },
    modal: searchModalTranslations(),
    placeholder: searchModalPlaceholder(),
  };
});

/**
 * `@theme/SearchTranslations`: the texts in the shape Docusaurus's Algolia theme exports them, of
 * the locale rendered (read when used, not when this module loads).
 */
const translations = {
  get button() {
    return translationsOf().button;
  },
  get modal() {
    return translationsOf().modal;
  },
  get placeholder() {
    return translationsOf().placeholder;
  },
};
export default translations;
