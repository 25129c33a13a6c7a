// The theme's strings follow the Docusaurus release a site depends on. The ids below are those
// @docusaurus/theme-search-algolia 3.10.0's source passes to translate() for DocSearch v4 and
// 3.9.2's theme-translations `base` files add to 3.8.1's (compared once by hand; kept here), with
// messages from theme-translations 3.10.0's `fr` and `ja` files.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocaleContext } from '../../../../plugins/i18n/localeContext.js';
import { defaultLocaleConfig } from '../../../../plugins/i18n/i18nConfig.js';
import { themeCodeTranslations } from '../../../../plugins/i18n/translationFileContents.js';
import { themeTranslationsRelease } from '../../../../plugins/i18n/themeTranslationsRelease.js';

const DOCSEARCH_V4_IDS = [
  'theme.SearchModal.askAiScreen.afterToolCallText',
  'theme.SearchModal.askAiScreen.copyButtonCopiedText',
  'theme.SearchModal.askAiScreen.copyButtonText',
  'theme.SearchModal.askAiScreen.copyButtonTitle',
  'theme.SearchModal.askAiScreen.disclaimerText',
  'theme.SearchModal.askAiScreen.dislikeButtonTitle',
  'theme.SearchModal.askAiScreen.duringToolCallText',
  'theme.SearchModal.askAiScreen.likeButtonTitle',
  'theme.SearchModal.askAiScreen.preToolCallText',
  'theme.SearchModal.askAiScreen.relatedSourcesText',
  'theme.SearchModal.askAiScreen.thanksForFeedbackText',
  'theme.SearchModal.askAiScreen.thinkingText',
  'theme.SearchModal.footer.backToSearchText',
  'theme.SearchModal.footer.submitQuestionText',
  'theme.SearchModal.resultsScreen.askAiPlaceholder',
  'theme.SearchModal.searchBox.backToKeywordSearchButtonAriaLabel',
  'theme.SearchModal.searchBox.backToKeywordSearchButtonText',
  'theme.SearchModal.searchBox.enterKeyHint',
  'theme.SearchModal.searchBox.enterKeyHintAskAi',
  'theme.SearchModal.searchBox.placeholderText',
  'theme.SearchModal.searchBox.placeholderTextAskAi',
  'theme.SearchModal.searchBox.placeholderTextAskAiStreaming',
  'theme.SearchModal.searchBox.searchInputLabel',
  'theme.SearchModal.startScreen.recentConversationsTitle',
  'theme.SearchModal.startScreen.removeRecentConversationButtonTitle',
];
const SEARCH = ['theme-common', 'theme-search-algolia'];
const v = (major: number, minor: number, patch = 0) => ({ major, minor, patch });

describe('write-translations: the theme ids of the site’s Docusaurus release', () => {
  it('a 3.8 site (or one naming no version) gets 3.8.1’s: no DocSearch v4 ids', async () => {
    for (const version of [v(3, 8, 1), undefined]) {
      const ids = Object.keys(await themeCodeTranslations(SEARCH, 'en', version));
      expect(ids).toContain('theme.SearchModal.placeholder');
      for (const id of [...DOCSEARCH_V4_IDS, 'theme.IconExternalLink.ariaLabel'])
        expect(ids).not.toContain(id);
    }
  });

  it('a 3.9 site gets DocSearch v4’s ids, translated where the package translates them', async () => {
    const en = await themeCodeTranslations(SEARCH, 'en', v(3, 9, 2));
    for (const id of DOCSEARCH_V4_IDS) expect(en[id]?.message, id).toBeTruthy();
    expect(en['theme.SearchModal.askAiScreen.thinkingText']).toEqual({
      message: 'Thinking...',
      description: 'The text when AI is thinking',
    });
    const fr = await themeCodeTranslations(SEARCH, 'fr', v(3, 9, 2));
    expect(fr['theme.SearchModal.askAiScreen.thinkingText']!.message).toBe('Réflexion en cours...');
    expect(fr['theme.SearchModal.footer.submitQuestionText']!.message).toBe(
      'Soumettre la question',
    );
    // An id 3.8.1 had keeps its translation.
    expect(fr['theme.SearchModal.placeholder']!.message).toBe('Rechercher des docs');
  });

  it('the live code block’s reset button is 3.10’s: not written for a 3.9 site', async () => {
    const live = ['theme-common', 'theme-live-codeblock'];
    const id = 'theme.Playground.buttons.reset';
    expect(Object.keys(await themeCodeTranslations(live, 'en', v(3, 9, 2)))).not.toContain(id);
    expect(Object.keys(await themeCodeTranslations(live, 'en', v(3, 8, 1)))).not.toContain(id);
    expect((await themeCodeTranslations(live, 'en', v(3, 10, 0)))[id]!.message).toBe('Reset');
    expect(themeTranslationsRelease(v(3, 9, 1)).has(id)).toBe(false);
    expect(themeTranslationsRelease(v(3, 10, 2)).has(id)).toBe(true);
  });
});

describe('translate() at build time: the locale’s theme messages of the site’s release', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const contextFor = async (core: string | undefined, locale: string) => {
    const siteDir = mkdtempSync(join(tmpdir(), 'theme-release-'));
    dirs.push(siteDir);
    if (core)
      writeFileSync(
        join(siteDir, 'package.json'),
        JSON.stringify({ dependencies: { '@docusaurus/core': core } }),
      );
    return createLocaleContext({
      siteDir,
      i18n: {
        defaultLocale: 'en',
        locales: ['en', locale],
        path: 'i18n',
        localeConfigs: { en: defaultLocaleConfig('en'), [locale]: defaultLocaleConfig(locale) },
      },
      siteBaseUrl: '/',
      locale,
      localize: true,
    });
  };

  it('a 3.10 site’s Japanese pages have DocSearch v4’s strings; a 3.8 site’s do not', async () => {
    const on310 = (await contextFor('^3.10.0', 'ja')).codeTranslations;
    expect(on310['theme.SearchModal.askAiScreen.thinkingText']).toBe('考え中...');
    expect(on310['theme.SearchModal.footer.backToSearchText']).toBe('検索に戻る');
    expect(Object.keys(on310).some((k) => k.endsWith('___DESCRIPTION'))).toBe(false);
    const on38 = (await contextFor('3.8.1', 'ja')).codeTranslations;
    expect(on38['theme.SearchModal.askAiScreen.thinkingText']).toBeUndefined();
    expect(on38['theme.SearchModal.placeholder']).toBe(on310['theme.SearchModal.placeholder']);
    expect((await contextFor(undefined, 'ja')).codeTranslations).toEqual(on38);
  });
});

// Docusaurus 3.5.2's `write-translations --locale fr` on its classic template (create-docusaurus,
// no search) wrote 77 theme ids to code.json; 3.8.1's theme-translations has these four more
// (3.6 added the first, 3.8 the others), and 3.8 reworded the colour toggle's description.
const LATER_THAN_3_5 = [
  'theme.blog.author.noPosts',
  'theme.colorToggle.ariaLabel.mode.system',
  'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel',
  'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel',
];

describe('write-translations: a site on a release before 3.8', () => {
  it('a 3.5 site gets the ids and descriptions Docusaurus 3.5.2 writes', async () => {
    const fr35 = await themeCodeTranslations(['theme-common'], 'fr', v(3, 5, 2));
    expect(Object.keys(fr35)).toHaveLength(77);
    for (const id of LATER_THAN_3_5) expect(fr35[id], id).toBeUndefined();
    expect(fr35['theme.colorToggle.ariaLabel']).toEqual({
      message: 'Basculer entre le mode sombre et clair (actuellement {mode})',
      description: 'The ARIA label for the navbar color mode toggle',
    });
    const fr38 = await themeCodeTranslations(['theme-common'], 'fr', v(3, 8, 1));
    expect(Object.keys(fr38).filter((id) => !LATER_THAN_3_5.includes(id))).toEqual(
      Object.keys(fr35),
    );
    expect(fr38['theme.colorToggle.ariaLabel']!.description).toBe(
      'The ARIA label for the color mode toggle',
    );
  });

  it('a 3.6 or 3.7 site has the author page’s empty text, not 3.8’s ids', async () => {
    for (const version of [v(3, 6, 3), v(3, 7, 0)]) {
      const ids = Object.keys(await themeCodeTranslations(['theme-common'], 'en', version));
      expect(ids).toHaveLength(78);
      expect(ids).toContain('theme.blog.author.noPosts');
      expect(ids).not.toContain('theme.colorToggle.ariaLabel.mode.system');
    }
    expect(
      themeTranslationsRelease(v(3, 7, 0)).has('theme.colorToggle.ariaLabel.mode.system'),
    ).toBe(false);
    // The pages keep the label's translation: this theme's toggle has the system mode on any site.
    const ja = await themeTranslationsRelease(v(3, 5, 2)).readMessages('ja', 'theme-common');
    expect(ja['theme.colorToggle.ariaLabel.mode.system']).toBe('システムモード');
    expect(themeTranslationsRelease(undefined).has('theme.colorToggle.ariaLabel.mode.system')).toBe(
      true,
    );
  });
});
