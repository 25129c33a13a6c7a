// A Docusaurus config's `i18n` (defaultLocale, locales, path, localeConfigs), checked and given
// Docusaurus 3.8's defaults for each locale (label, direction, htmlLang, calendar, path); 3.9's
// `baseUrl`, `url` and `translate` are read where they say what the generator does.
import type { Checker } from '../config/docusaurus/mapDocusaurusConfig.js';
import { isAtLeast, type DocusaurusVersion } from '../config/docusaurus/docusaurusVersion.js';
import { siteUrlProblem, withoutTrailingSlash } from '../../src/shared/siteUrl.js';

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
  /**
   * Docusaurus 3.9's `url`, when it differs from the site's (an origin, no trailing slash): the
   * locale is on a domain of its own; its pages' canonical and hreflang URLs, sitemap and feeds
   * name it, and the locale menu of another locale's pages links to it in full.
   */
  url?: string;
  /**
   * Docusaurus 3.9's `translate`, when the config gives it: false builds the locale from the
   * default locale's content (its `i18n/<locale>/` content folders and plugin translation files
   * unread; `code.json` still applies); without it, whether the locale's folder exists.
   */
  translate?: boolean;
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

/**
 * Docusaurus's defaults for a locale (getDefaultLocaleConfig). Up to 3.9 they are the locale's
 * (its htmlLang the locale's name, whatever the config's htmlLang); from 3.10 they are its
 * `htmlLang`'s when the config gives one (`fr` with `htmlLang: 'fr-CA'` is "Français canadien"),
 * the folder still the locale's name from 3.10.1 (3.10.0 took htmlLang for it too, Docusaurus's
 * issue 11952). Throws a RangeError for a name (or htmlLang) that is no BCP 47 locale.
 */
export function defaultLocaleConfig(
  locale: string,
  htmlLang?: string,
  version?: DocusaurusVersion,
): LocaleConfig {
  const from = htmlLang !== undefined && isAtLeast(version, 3, 10) ? htmlLang : locale;
  return {
    label: defaultLabel(from),
    direction: defaultDirection(from),
    htmlLang: from,
    calendar: defaultCalendar(from),
    path: from !== locale && !isAtLeast(version, 3, 10, 1) ? from : locale,
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
  /** The Docusaurus version the site depends on: 3.9's keys are errors on an older one. */
  version?: DocusaurusVersion;
}

const withSlashes = (u: string) => `/${u}/`.replace(/\/{2,}/g, '/');

/**
 * Docusaurus 3.9's `url`, `baseUrl` and `translate` of a locale, as its loadI18n reads them: `url`
 * an origin (its trailing slash dropped; the locale's pages, canonical URLs, sitemap and hreflang
 * name it), `baseUrl` any base URL (the site's own for the default locale), `translate` a boolean
 * (without it: whether the locale's folder exists).
 */
function localeSiteOptions(c: Checker, o: Obj, path: string[], locale: string, site: LocaleSite) {
  const out: Partial<LocaleConfig> = {};
  for (const key of LOCALE_KEYS_3_9)
    if (o[key] !== undefined && site.version && !isAtLeast(site.version, 3, 9))
      c.fail(
        [...path, key],
        `is a locale option of Docusaurus 3.9; this site depends on ${site.version.major}.${site.version.minor}`,
        'remove it, or depend on @docusaurus/core 3.9 or later',
      );
  const url = c.string(o.url, [...path, 'url']);
  if (url !== undefined) {
    // The site's url rule (Docusaurus validates a locale's with the same schema).
    const origin = withoutTrailingSlash(url);
    const problem = siteUrlProblem(url);
    if (problem)
      c.fail(
        [...path, 'url'],
        `is "${url}": a locale's url ${problem.message.replace(/^is "[^"]*", which /, '')}`,
        problem.hint.replace('"baseUrl"', "the locale's baseUrl"),
      );
    else if (origin !== withoutTrailingSlash(site.url)) out.url = origin;
  }
  const baseUrl = c.string(o.baseUrl, [...path, 'baseUrl']);
  if (baseUrl !== undefined) {
    // Docusaurus's normalizeUrl(['/', baseUrl, '/']).
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
    } else if (own.startsWith(siteBase)) out.baseUrl = own;
    else
      c.fail(
        [...path, 'baseUrl'],
        `is "${baseUrl}": a locale's base URL outside the site's (${siteBase}) is not supported`,
        `remove it (the locale is then at "${siteBase}${locale}/"), or write e.g. "${siteBase}${locale}/"`,
      );
  }
  if (o.translate !== undefined) {
    if (typeof o.translate === 'boolean') out.translate = o.translate;
    else c.fail([...path, 'translate'], 'must be true or false', 'e.g. translate: false');
  }
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
  // Docusaurus 3.8's schema defaults a locale named in localeConfigs to ltr; from 3.9 it has no
  // default, and the locale's own direction is inferred (rtl for `ar`) as for one not named.
  if (o.direction !== undefined || !isAtLeast(site.version, 3, 9))
    out.direction = c.oneOf(o.direction, [...path, 'direction'], ['ltr', 'rtl'] as const, 'ltr');
  return out;
}

/** Reads `i18n`; without it, one locale `en` (Docusaurus's DEFAULT_I18N_CONFIG). */
export function mapI18nConfig(c: Checker, cfg: Obj, version?: DocusaurusVersion): I18nSiteConfig {
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
    const site: LocaleSite = {
      url: String(cfg.url ?? ''),
      baseUrl: String(cfg.baseUrl ?? '/'),
      defaultLocale,
      ...(version ? { version } : {}),
    };
    const own =
      rawConfigs[locale] === undefined ? {} : localeConfigOf(c, rawConfigs[locale], locale, site);
    let defaults: LocaleConfig;
    try {
      defaults = defaultLocaleConfig(locale, own.htmlLang, version);
    } catch {
      // From 3.10 the defaults are the htmlLang's: a locale name that is no BCP 47 locale is fine
      // with an htmlLang that is one.
      const on310 = isAtLeast(version, 3, 10);
      const byHtmlLang = on310 && own.htmlLang !== undefined;
      c.fail(
        byHtmlLang ? ['i18n', 'localeConfigs', locale, 'htmlLang'] : ['i18n', 'locales'],
        byHtmlLang
          ? `is "${own.htmlLang}", which is not a BCP 47 locale`
          : `names "${locale}", which is not a BCP 47 locale`,
        on310
          ? `e.g. "fr" or "pt-BR", or give the locale a BCP 47 htmlLang (i18n.localeConfigs["${locale}"].htmlLang)`
          : 'e.g. "fr" or "pt-BR"',
      );
      continue;
    }
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

/**
 * The locale built before `locale` (in `orderLocales` order) whose output its own build would
 * erase: Docusaurus builds the locales one after the other and empties each one's output folder
 * first, so a locale whose folder is another's, or holds it (a locale on its own domain at the
 * site's base URL: `baseUrl: '/'`), leaves nothing of the earlier one. Undefined when none.
 */
export function erasedLocale(
  i18n: I18nSiteConfig,
  siteBaseUrl: string,
  locale: string,
): string | undefined {
  const order = orderLocales(i18n);
  const folder = localeOutFolder(i18n, siteBaseUrl, locale);
  const inside = (f: string) => folder === '' || f === folder || f.startsWith(`${folder}/`);
  return order
    .slice(0, order.indexOf(locale))
    .find((earlier) => inside(localeOutFolder(i18n, siteBaseUrl, earlier)));
}
