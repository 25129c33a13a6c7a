// DocSearch's button and modal texts by Docusaurus's ids: a Docusaurus site's button reads
// "Search" (`theme.SearchBar.label`, Casbin's pages showed our "Search docs" beside Docusaurus's
// "Search"), and a locale's code translations reach the modal; a site in this generator's own
// format keeps its `search.placeholder`.
import { afterEach, describe, expect, it, vi } from 'vitest';

type Config = { i18n?: unknown; search: { placeholder: string } };
const load = async (i18n: unknown) => {
  vi.resetModules();
  const { default: config } = (await import('virtual:docs/site-config')) as { default: Config };
  config.i18n = i18n;
  return import('../../../src/theme/search/searchTranslations.js');
};
afterEach(() => vi.resetModules());

const i18n = (translations: Record<string, string>) => ({
  defaultLocale: 'en',
  locales: ['en', 'fr'],
  currentLocale: 'fr',
  localeConfigs: {},
  siteBaseUrl: '/',
  translations,
});

describe('DocSearch texts', () => {
  it('a Docusaurus site: the button says Search, the modal its defaults in English', async () => {
    const t = await load(i18n({}));
    expect(t.searchButtonText()).toBe('Search');
    expect(t.searchModalPlaceholder()).toBe('Search docs');
    expect(t.seeAllResultsText(42)).toBe('See all 42 results');
    expect(t.searchModalTranslations().footer.selectText).toBe('to select');
  });

  it('a locale’s translations (theme-translations, code.json) reach the button and modal', async () => {
    const t = await load(
      i18n({
        'theme.SearchBar.label': 'Rechercher',
        'theme.SearchModal.placeholder': 'Rechercher des docs',
        'theme.SearchBar.seeAll': 'Voir les {count} résultats',
        'theme.SearchModal.searchBox.cancelButtonText': 'Annuler',
        'theme.SearchModal.noResultsScreen.noResultsText': 'Aucun résultat pour',
      }),
    );
    expect(t.searchButtonText()).toBe('Rechercher');
    expect(t.searchModalPlaceholder()).toBe('Rechercher des docs');
    expect(t.seeAllResultsText(3)).toBe('Voir les 3 résultats');
    const modal = t.searchModalTranslations();
    expect(modal.searchBox.cancelButtonText).toBe('Annuler');
    expect(modal.searchBox.cancelButtonAriaLabel).toBe('Annuler');
    expect(modal.noResultsScreen.noResultsText).toBe('Aucun résultat pour');
  });

  it('a site of this generator’s format keeps its search.placeholder', async () => {
    const t = await load(undefined);
    const { default: config } = (await import('virtual:docs/site-config')) as { default: Config };
    expect(t.searchButtonText()).toBe(config.search.placeholder);
    expect(t.searchModalPlaceholder()).toBe(config.search.placeholder);
  });
});
