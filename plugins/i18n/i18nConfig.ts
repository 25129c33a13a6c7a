// A Docusaurus config's `i18n` (defaultLocale, locales, path, localeConfigs), checked and given
// Docusaurus 3.8's defaults for each locale (label, direction, htmlLang, calendar, path); 3.9's
// baseUrl, url and translate where they say what the generator does.
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
/** Docusaurus 3.9 added these; read where they say what this generator does anyway. */
const LOCALE_KEYS_3_9 = ['baseUrl', 'url', 'translate'];

/** What a locale's place on the web is when its config names none (Docusaurus's inference). */
interface LocaleSite {
  url: string;
  baseUrl: string;
  isDefault: boolean;
}

/** `/x` or `x/` as Docusaurus normalises a locale's `baseUrl`: one slash each side. */
const slashed = (url: string) => `/${url}/`.replace(/\/{2,}/g, '/');

/**
 * Docusaurus 3.9's `baseUrl`, `url` and `translate` of a locale. This generator puts a locale at
 * `<baseUrl><locale>/` of the site's `url` and reads its `i18n/<locale>` folder when there is one:
 * a value that says the same (Electron's `de: { baseUrl: '/de/' }`) is accepted, another one is an
 * error rather than a locale published somewhere its config does not say.
 */
function checkLocaleSite(c: Checker, o: Obj, path: string[], site: LocaleSite): void {
  const inferred = slashed(`${site.baseUrl}${site.isDefault ? '' : path[2]!}`);
  const baseUrl = c.string(o.baseUrl, [...path, 'baseUrl']);
  if (baseUrl !== undefined && slashed(baseUrl) !== inferred)
    c.fail(
      [...path, 'baseUrl'],
      `is "${baseUrl}": a locale base URL other than the one Docusaurus infers ("${inferred}") ` +
        'is not supported yet',
      `remove it (the locale is then at "${inferred}"), or build that locale as a site of its own`,
    );
  const url = c.string(o.url, [...path, 'url']);
  const trim = (u: string) => u.replace(/\/+$/, '');
  if (url !== undefined && trim(url) !== trim(site.url))
    c.fail(
      [...path, 'url'],
      `is "${url}": a locale on another host than the site's url ("${site.url}") is not ` +
        'supported yet',
      'remove it, or build that locale as a site of its own',
    );
  if (c.bool(o.translate, [...path, 'translate'], true) === false)
    c.fail(
      [...path, 'translate'],
      "is false: not supported yet (this generator reads the locale's i18n folder when it exists)",
      "remove it, or remove the locale's folder under i18n/ to leave it untranslated",
    );
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
  const out: Partial<LocaleConfig> = {};
  for (const key of Object.keys(o))
    if (!LOCALE_KEYS.includes(key) && !LOCALE_KEYS_3_9.includes(key))
      c.fail(
        [...path, key],
        'is not a locale option of Docusaurus',
        `a locale config has ${[...LOCALE_KEYS, ...LOCALE_KEYS_3_9].join(', ')}`,
      );
  checkLocaleSite(c, o, path, site);
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
    const site = {
      url: typeof cfg.url === 'string' ? cfg.url : '',
      baseUrl: typeof cfg.baseUrl === 'string' ? cfg.baseUrl : '/',
      isDefault: locale === defaultLocale,
    };
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
