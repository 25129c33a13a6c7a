// The navbar search button's text, apart from DocSearch's modal texts (./searchTranslations.ts):
// the button is on every page's first load, the modal's texts load with the modal.
import siteConfig from 'virtual:docs/site-config';
import { translateTheme as t } from '../translate.js';

/**
 * The search button's text: "Search" (`theme.SearchBar.label`) on a Docusaurus site, as
 * Docusaurus's button reads; a site in this generator's own format keeps its `search.placeholder`.
 */
export function searchButtonText(): string {
  return siteConfig.i18n ? t('theme.SearchBar.label', 'Search') : siteConfig.search.placeholder;
}
