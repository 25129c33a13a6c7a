// The release of @docusaurus/theme-translations a site's theme strings come from: the one its
// Docusaurus version ships with. Docusaurus 3.9 added the strings of DocSearch v4 (its "Ask AI"
// screens, 24 ids) and the external-link icon's label; 3.10 added live code blocks' reset button.
// Two releases are installed (3.8.1, and 3.10.0 under an alias): a site before 3.9 (or one that
// names no Docusaurus version) reads 3.8.1's, without the ids added after its release when it is
// older (3.5 to 3.7), a 3.9 or later site 3.10.0's, without the ids 3.10 added when it is on 3.9.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type * as ThemeTranslations from '@docusaurus/theme-translations';
import { isAtLeast, type DocusaurusVersion } from '../config/docusaurus/docusaurusVersion.js';

/** Ids the 3.10 release has and 3.9.2's lacks (its `base` files compared). */
export const IDS_SINCE_3_10: ReadonlySet<string> = new Set(['theme.Playground.buttons.reset']);

/**
 * Ids of 3.8.1's release that older ones lack (the `base` files of 3.5.2, 3.6.3, 3.7.0 and 3.8.1
 * compared): the blog author page's "no posts" text from 3.6, the colour toggle's system mode and
 * the mobile navbar dropdown's collapse button from 3.8. A site on an older release gets none.
 */
export const IDS_SINCE: readonly { minor: number; ids: readonly string[] }[] = [
  { minor: 6, ids: ['theme.blog.author.noPosts'] },
  {
    minor: 8,
    ids: [
      'theme.colorToggle.ariaLabel.mode.system',
      'theme.navbar.mobileDropdown.collapseButton.expandAriaLabel',
      'theme.navbar.mobileDropdown.collapseButton.collapseAriaLabel',
    ],
  },
];

/** Descriptions 3.8 reworded: the older releases' `base` files have these. */
const DESCRIPTIONS_BEFORE_3_8: Readonly<Record<string, string>> = {
  'theme.colorToggle.ariaLabel': 'The ARIA label for the navbar color mode toggle',
};

export interface ThemeTranslationsRelease {
  /** The package's version, for messages and tests. */
  version: '3.8.1' | '3.10.0';
  /** Its `locales/` folder (`base/<name>.json` holds the ids and their descriptions). */
  localesDir: string;
  /** Whether an id belongs to the site's release (false for ids of a later one). */
  has: (id: string) => boolean;
  /** An id's description in the site's release, where it differs from the package's `base`. */
  description: (id: string) => string | undefined;
  /** A translation set's messages in a locale (the package's own fallbacks: `pt-BR` → `pt`). */
  readMessages: (locale: string, name: string) => Promise<Record<string, string>>;
}

/**
 * A release's `readDefaultCodeTranslationMessages`, its package loaded when first read: a build
 * that reads no translation never loads it (with fs-extra, a twentieth of a rebuild's main thread
 * when nothing changed: issue 37).
 */
const readerOf =
  (pkg: string) =>
  (...args: Parameters<typeof ThemeTranslations.readDefaultCodeTranslationMessages>) =>
    (
      createRequire(import.meta.url)(pkg) as typeof ThemeTranslations
    ).readDefaultCodeTranslationMessages(...args);
const read38 = readerOf('@docusaurus/theme-translations');
const read310 = readerOf('@docusaurus/theme-translations-3.10');

const localesDirOf = (pkg: string) =>
  join(dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`)), 'locales');

/** The release for a site on `docusaurusVersion` (undefined: this generator's own 3.8.1). */
export function themeTranslationsRelease(
  docusaurusVersion: DocusaurusVersion | undefined,
): ThemeTranslationsRelease {
  if (!isAtLeast(docusaurusVersion, 3, 9)) {
    // A site naming no version, or a 3.x before 3.8 (its ids and descriptions: 3.8.1's, minus the
    // ids added since its release).
    const older = docusaurusVersion?.major === 3 && docusaurusVersion.minor < 8;
    const later = new Set(
      IDS_SINCE.filter(
        (s) => docusaurusVersion?.major === 3 && docusaurusVersion.minor < s.minor,
      ).flatMap((s) => s.ids),
    );
    const has = (id: string) => !later.has(id.replace(/___DESCRIPTION$/, ''));
    return {
      version: '3.8.1',
      localesDir: localesDirOf('@docusaurus/theme-translations'),
      has,
      description: (id) => (older ? DESCRIPTIONS_BEFORE_3_8[id] : undefined),
      // The pages' strings keep 3.8.1's messages: this theme's UI has 3.8's system mode and
      // mobile dropdown button on an older site too, and their labels stay translated.
      readMessages: async (locale, name) =>
        (await read38({ locale, name })) as Record<string, string>,
    };
  }
  const on310 = isAtLeast(docusaurusVersion, 3, 10);
  const has = (id: string) => on310 || !IDS_SINCE_3_10.has(id.replace(/___DESCRIPTION$/, ''));
  return {
    version: '3.10.0',
    localesDir: localesDirOf('@docusaurus/theme-translations-3.10'),
    has,
    description: () => undefined,
    readMessages: async (locale, name) =>
      Object.fromEntries(
        Object.entries((await read310({ locale, name })) as Record<string, string>).filter(([id]) =>
          has(id),
        ),
      ),
  };
}
