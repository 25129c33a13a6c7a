// What one locale's build holds that another's does not: its name, base URL, output folder,
// translations folder and code translations. Everything per locale lives here (DESIGN: "a build
// runs once per locale over a locale context"), never in module state.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { docusaurusVersionOf, isAtLeast } from '../config/docusaurus/docusaurusVersion.js';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import type { I18nSiteConfig } from './i18nConfig.js';
import { themeTranslationsRelease } from './themeTranslationsRelease.js';
import { jsonPosition, readJsonFile } from './translationFiles.js';

export interface LocaleContext {
  locale: string;
  isDefault: boolean;
  i18n: I18nSiteConfig;
  /** The site's base URL without a locale (`/`), and this locale's (`/fr/`). */
  siteBaseUrl: string;
  baseUrl: string;
  /** `i18n/<locale path>/`, absolute: the locale's translation files. */
  localizationDir: string;
  /** Message of each code translation id: the theme's strings, then the site's code.json. */
  codeTranslations: Record<string, string>;
  /**
   * Whether the locale's content is translated (Docusaurus 3.9's `localeConfigs.<l>.translate`,
   * else whether its folder exists): false leaves its content folders and plugin translation
   * files unread (`translatedDir`); its `code.json` applies all the same, as Docusaurus's does.
   */
  translate: boolean;
  /**
   * Built with the site's other locales (not `--locale X`): every locale's pages load one client
   * bundle, under the site's base URL (plugins/i18n/sharedBundle.ts).
   */
  sharedBundle: boolean;
  /**
   * false when one locale alone is built (`--locale fr`): Docusaurus 3.9+ then infers every
   * locale's base URL without its segment (isAutomaticBaseUrlLocalizationDisabled).
   */
  localize: boolean;
}

/**
 * Docusaurus's inferred locale base URL: a locale other than the default gets `<baseUrl><locale>/`,
 * unless one locale alone is built (`--locale fr`: at the root). Its output folder:
 * `localeOutFolder` (i18nConfig.ts).
 */
export function localizedBaseUrl(baseUrl: string, locale: string, localize: boolean): string {
  return localize ? `${baseUrl}${locale}/` : baseUrl;
}

/**
 * The folder a locale's content translations are read from (translated docs, blog posts and pages,
 * `current.json`, `options.json`, `navbar.json`, plugins' translation files): its `i18n/<locale>/`,
 * or none when it is not translated (`translate: false`) or the site has no locales.
 */
export function translatedDir(locale: LocaleContext | undefined): string | undefined {
  return locale?.translate ? locale.localizationDir : undefined;
}

/** The theme packages whose strings Docusaurus's classic theme and search bring in. */
const THEME_TRANSLATION_FILES = ['theme-common', 'theme-search-algolia'];

/** `code.json`: `{ id: { message, description? } }`; a wrong file is an error at its position. */
export function readCodeJson(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  const data = readJsonFile(
    file,
    'code.json maps each translation id to { "message": "…", "description": "…" }',
  );
  const out: Record<string, string> = {};
  const errors: Diagnostic[] = [];
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new BuildError({
      file,
      line: 1,
      column: 1,
      severity: 'error',
      message: 'code.json must be an object of translations',
      hint: '{ "my.id": { "message": "Bonjour" } }',
    });
  for (const [id, value] of Object.entries(data)) {
    const message = (value as { message?: unknown } | null)?.message;
    if (typeof message === 'string') out[id] = message;
    else
      errors.push({
        file,
        ...jsonPosition(readFileSync(file, 'utf8'), undefined, id),
        severity: 'error',
        message: `the translation "${id}" has no string "message"`,
        hint: 'write it as "id": { "message": "…" }',
      });
  }
  if (errors.length) throw new BuildError(errors);
  return out;
}

export async function createLocaleContext(params: {
  siteDir: string;
  i18n: I18nSiteConfig;
  siteBaseUrl: string;
  locale: string;
  /** false when one locale alone is built (`--locale fr`): it is then at the site's root. */
  localize: boolean;
  /**
   * The base URL a locale built alone keeps when its config gives one (Docusaurus 3.9+'s
   * `localeConfigs.<locale>.baseUrl`, with its slashes).
   */
  ownBaseUrl?: string;
}): Promise<LocaleContext> {
  const { i18n, locale } = params;
  const isDefault = locale === i18n.defaultLocale;
  const localeConfig = i18n.localeConfigs[locale];
  const localizationDir = resolve(params.siteDir, i18n.path, localeConfig?.path ?? locale);
  // The theme's strings of the release the site's Docusaurus version ships (3.9+: DocSearch v4's).
  const release = themeTranslationsRelease(docusaurusVersionOf(params.siteDir));
  const theme: Record<string, string> = {};
  for (const name of THEME_TRANSLATION_FILES)
    Object.assign(theme, await release.readMessages(locale, name));
  for (const key of Object.keys(theme)) if (key.endsWith('___DESCRIPTION')) delete theme[key];
  return {
    locale,
    isDefault,
    i18n,
    siteBaseUrl: params.siteBaseUrl,
    // Docusaurus 3.9+: a locale's own `localeConfigs.<locale>.baseUrl` holds, built with the others
    // or alone; without one, `<base><locale>/` (the site's base for the default or a lone locale).
    baseUrl:
      params.ownBaseUrl ??
      (params.localize ? localeConfig?.baseUrl : undefined) ??
      localizedBaseUrl(params.siteBaseUrl, locale, params.localize && !isDefault),
    localizationDir,
    codeTranslations: { ...theme, ...readCodeJson(join(localizationDir, 'code.json')) },
    translate: localeConfig?.translate ?? existsSync(localizationDir),
    sharedBundle: params.localize && i18n.locales.length > 1,
    localize: params.localize,
  };
}

/** A locale's config as Docusaurus's load context holds it (`context.i18n.localeConfigs.<l>`). */
export type ContextLocaleConfig = I18nSiteConfig['localeConfigs'][string];

/**
 * Every locale's config as Docusaurus's loadI18n gives it to plugins and to
 * `useDocusaurusContext().i18n`: from 3.9, with each locale's `translate` (its own, else whether its
 * folder exists), `url` (its own, else the site's) and `baseUrl` (its own, else the inferred one:
 * `<base><locale>/` but for the default locale and a build of one locale); up to 3.8, the five keys
 * of 3.8 (and, on a site whose version is unknown, the 3.9 keys its config gives).
 */
export function contextLocaleConfigs(params: {
  siteDir: string;
  locale: LocaleContext;
  /** The site's own URL (a locale's `url` replaces it in that locale's build only). */
  siteUrl: string;
}): Record<string, ContextLocaleConfig> {
  const { siteDir, locale, siteUrl } = params;
  const { i18n } = locale;
  const version = docusaurusVersionOf(siteDir);
  const from39 = version !== undefined && isAtLeast(version, 3, 9);
  const out: Record<string, ContextLocaleConfig> = {};
  for (const name of i18n.locales) {
    const c = i18n.localeConfigs[name];
    if (!c) continue;
    const { label, direction, htmlLang, calendar, path } = c;
    const own = { label, direction, htmlLang, calendar, path };
    if (!from39) {
      out[name] = version === undefined ? { ...c } : own;
      continue;
    }
    const segment = name !== i18n.defaultLocale && locale.localize;
    out[name] = {
      ...own,
      translate: c.translate ?? existsSync(resolve(siteDir, i18n.path, path)),
      url: c.url ?? siteUrl,
      baseUrl: c.baseUrl ?? localizedBaseUrl(locale.siteBaseUrl, name, segment),
    };
  }
  return out;
}
