// A Docusaurus config's `i18n` (defaultLocale, locales, path, localeConfigs), checked and given
// Docusaurus 3.8's defaults for each locale (label, direction, htmlLang, calendar, path); 3.9's
// `baseUrl`, `url` and `translate` are read where they say what the generator does.
import type { Checker } from '../config/docusaurus/mapDocusaurusConfig.js';

export type Direction = 'ltr' | 'rtl';

export interface LocaleConfig {
  /** The name shown in the locale menu: the language's own name (`Français`) by default. */
  label: string;
  direction: Direction;
  /** `<html lang>` and hreflang. */
  htmlLang: string;
  calendar: string;
  /** The locale's folder under `i18n.path` (the locale's name by default). */
  path: string;
  /**
   * Docusaurus 3.9's `baseUrl`, when the config gives one (with its slashes, under the site's):
   * the locale's pages are there (`/en-US/` for `en`) and its output folder is that path under the
   * site's base URL; it holds even when this locale is built alone (`--locale`), where the default
   * puts a lone locale at the site's root.
   */
  baseUrl?: string;
}

export interface I18nSiteConfig {
  defaultLocale: string;
  locales: string[];
  /** The translations' root folder, relative to the site (`i18n`). */
  path: string;
  localeConfigs: Record<string, LocaleConfig>;
}

type Obj = Record<string, unknown>;

/** The language's name in itself, as Docusaurus infers it (with its capital first letter). */
function defaultLabel(locale: string): string {
  const tryLocale = (l: string) => {
    try {
      return new Intl.DisplayNames(l, { type: 'language', fallback: 'code' }).of(l) ?? null;
    } catch {
      return null;
    }
  };
  const parts = locale.split('-');
  const name = tryLocale(locale) ?? tryLocale(`${parts[0]}-${parts[1]}`) ?? tryLocale(parts[0]!);
  return name ? name.charAt(0).toLocaleUpperCase(locale) + name.substring(1) : locale;
}

/** Node's Intl.Locale has textInfo and calendars (V8's names of the proposal's getters). */
type LocaleInfo = Intl.Locale & {
  getTextInfo?: () => { direction: Direction };
  textInfo?: { direction: Direction };
  getCalendars?: () => string[];
  calendars?: string[];
};

function defaultDirection(locale: string): Direction {
  const l = new Intl.Locale(locale) as LocaleInfo;
  return (l.getTextInfo?.() ?? l.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
}

function defaultCalendar(locale: string): string {
  const l = new Intl.Locale(locale) as LocaleInfo;
  if (l.calendar) return l.calendar;
  return (l.getCalendars?.() ?? l.calendars)?.[0] ?? 'gregory';
}

/** Docusaurus's defaults for a locale not named in `localeConfigs` (getDefaultLocaleConfig). */
export function defaultLocaleConfig(locale: string): LocaleConfig {
  return {
    label: defaultLabel(locale),
    direction: defaultDirection(locale),
    htmlLang: locale,
    calendar: defaultCalendar(locale),
    path: locale,
  };
}

const LOCALE_KEYS = ['label', 'htmlLang', 'direction', 'calendar', 'path'];
/** Docusaurus 3.9's additions (its `url`, `baseUrl` and `translate`). */
const LOCALE_KEYS_3_9 = ['baseUrl', 'url', 'translate'];

/** The site's URL and base URL, which a locale's `url` and `baseUrl` are checked against. */
interface LocaleSite {
  url: string;
  baseUrl: string;
  defaultLocale: string;
}

const withSlashes = (u: string) => `/${u}/`.replace(/\/{2,}/g, '/');

/**
 * Docusaurus 3.9's `url` and `baseUrl` of a locale: any base URL under the site's (the site's
 * own for the default locale); a locale on its own domain (`url`) is an error at its key. `translate: false` (the
 * locale's pages untranslated though its folder exists) is not supported either.
 */
function localeSiteOptions(c: Checker, o: Obj, path: string[], locale: string, site: LocaleSite) {
  const out: Partial<LocaleConfig> = {};
  const url = c.string(o.url, [...path, 'url']);
  if (url !== undefined && url.replace(/\/+$/, '') !== site.url.replace(/\/+$/, ''))
    c.fail(
      [...path, 'url'],
      `is "${url}": a locale on another URL than the site's (${site.url}) is not supported`,
      "remove it: each locale's pages are then under the site's URL",
    );
  const baseUrl = c.string(o.baseUrl, [...path, 'baseUrl']);
  if (baseUrl !== undefined) {
    // Docusaurus's normalizeUrl(['/', baseUrl, '/']); its outDir is this base URL less the
    // site's (`baseUrl.replace(siteBaseUrl, '/')`), so a base URL outside the site's has none.
    const siteBase = withSlashes(site.baseUrl);
    const own = withSlashes(baseUrl);
    if (locale === site.defaultLocale) {
      if (own === siteBase) out.baseUrl = own;
      else
        c.fail(
          [...path, 'baseUrl'],
          `is "${baseUrl}": a default locale's base URL other than the site's (${siteBase}) is not supported`,
          `remove it, or set the site's baseUrl to "${own}"`,
        );
    } else if (own.startsWith(siteBase) && own !== siteBase) out.baseUrl = own;
    else
      c.fail(
        [...path, 'baseUrl'],
        `is "${baseUrl}": a locale's base URL must be under the site's (${siteBase}) and not be it`,
        `remove it (the locale is then at "${siteBase}${locale}/"), or write e.g. "${siteBase}${locale}/"`,
      );
  }
  if (o.translate !== undefined && o.translate !== true)
    c.fail(
      [...path, 'translate'],
      'false is not supported: a locale is translated from its folder when it has one',
      'remove it (Docusaurus translates when the folder exists)',
    );
  return out;
}

/** One entry of `localeConfigs`: Docusaurus 3.8's five keys (direction ltr or rtl) and 3.9's. */
function localeConfigOf(
  c: Checker,
  raw: unknown,
  locale: string,
  site: LocaleSite,
): Partial<LocaleConfig> {
  const path = ['i18n', 'localeConfigs', locale];
  const o = c.obj(raw, path);
  for (const key of Object.keys(o))
    if (!LOCALE_KEYS.includes(key) && !LOCALE_KEYS_3_9.includes(key))
      c.fail(
        [...path, key],
        'is not a locale option of Docusaurus 3.10',
        `a locale config has ${[...LOCALE_KEYS, ...LOCALE_KEYS_3_9].join(', ')}`,
      );
  const out: Partial<LocaleConfig> = localeSiteOptions(c, o, path, locale, site);
  for (const key of ['label', 'htmlLang', 'calendar', 'path'] as const) {
    const v = c.string(o[key], [...path, key]);
    if (v !== undefined) out[key] = v;
  }
  // Joi's default: a locale named in localeConfigs is ltr unless it says otherwise.
  out.direction = c.oneOf(o.direction, [...path, 'direction'], ['ltr', 'rtl'] as const, 'ltr');
  return out;
}

/** Reads `i18n`; without it, one locale `en` (Docusaurus's DEFAULT_I18N_CONFIG). */
export function mapI18nConfig(c: Checker, cfg: Obj): I18nSiteConfig {
  const present = cfg.i18n !== undefined;
  const i18n = c.obj(cfg.i18n, ['i18n']);
  const defaultLocale =
    (present ? c.string(i18n.defaultLocale, ['i18n', 'defaultLocale'], true) : 'en') ?? 'en';
  let locales = present ? c.stringList(i18n.locales, ['i18n', 'locales']) : ['en'];
  if (present && (locales === undefined || locales.length === 0)) {
    c.fail(['i18n', 'locales'], 'must list at least one locale', 'e.g. locales: ["en", "fr"]');
    locales = [defaultLocale];
  }
  const path = c.string(i18n.path, ['i18n', 'path']) ?? 'i18n';
  const rawConfigs = c.obj(i18n.localeConfigs, ['i18n', 'localeConfigs']);
  const list = locales ?? [defaultLocale];
  if (!list.includes(defaultLocale))
    c.fail(
      ['i18n', 'defaultLocale'],
      `"${defaultLocale}" is not one of i18n.locales (${list.join(', ')})`,
      'add the default locale to "locales"',
    );
  const localeConfigs: Record<string, LocaleConfig> = {};
  for (const locale of list) {
    let defaults: LocaleConfig;
    try {
      defaults = defaultLocaleConfig(locale);
    } catch {
      c.fail(
        ['i18n', 'locales'],
        `names "${locale}", which is not a BCP 47 locale`,
        'e.g. "fr" or "pt-BR"',
      );
      continue;
    }
    const site = { url: String(cfg.url ?? ''), baseUrl: String(cfg.baseUrl ?? '/'), defaultLocale };
    const own =
      rawConfigs[locale] === undefined ? {} : localeConfigOf(c, rawConfigs[locale], locale, site);
    localeConfigs[locale] = { ...defaults, ...own };
  }
  return { defaultLocale, locales: list, path, localeConfigs };
}

/** The locales a build makes, the default first (Docusaurus builds it first too). */
export function orderLocales(i18n: I18nSiteConfig, only?: string): string[] {
  if (only) return [only];
  return [i18n.defaultLocale, ...i18n.locales.filter((l) => l !== i18n.defaultLocale)];
}

/**
 * A locale's folder in the output: its own base URL less the site's (Docusaurus's
 * `baseUrl.replace(siteBaseUrl, '/')`), or its name; '' for the default locale.
 */
export function localeOutFolder(i18n: I18nSiteConfig, siteBaseUrl: string, locale: string): string {
  if (locale === i18n.defaultLocale) return '';
  const own = i18n.localeConfigs[locale]?.baseUrl;
  const base = withSlashes(siteBaseUrl);
  if (!own || !own.startsWith(base)) return locale;
  return own.slice(base.length).replace(/\/+$/, '');
}
