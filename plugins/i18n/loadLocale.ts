// The content stage's locale step: the locale context of the locale being loaded, and the site
// config as that locale's pages see it (its base URL, `i18n` with the code translations).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { SiteConfig } from '../../src/shared/types.js';
import { docusaurusVersionOf, isAtLeast } from '../config/docusaurus/docusaurusVersion.js';
import { createConfigLocator } from '../config/docusaurus/locateConfigKey.js';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import { erasedLocale, type I18nSiteConfig } from './i18nConfig.js';
import { createLocaleContext, type LocaleContext } from './localeContext.js';

/** Which locale a load is of; `localize: false` puts a lone locale at the root (`--locale fr`). */
export interface LocaleRequest {
  name: string;
  localize: boolean;
}

export async function loadLocale(
  siteDir: string,
  i18n: I18nSiteConfig,
  siteConfig: SiteConfig,
  request: LocaleRequest | undefined,
  configFile: string,
): Promise<{ context: LocaleContext; warnings: Diagnostic[] }> {
  const name = request?.name ?? i18n.defaultLocale;
  const warnings: Diagnostic[] = [];
  const locate = () => createConfigLocator(configFile, readFileSync(configFile, 'utf8'));
  let known = i18n;
  if (!i18n.locales.includes(name)) {
    // Docusaurus warns and builds it anyway, with the locale's default options.
    const { defaultLocaleConfig } = await import('./i18nConfig.js');
    known = {
      ...i18n,
      locales: [...i18n.locales, name],
      localeConfigs: { ...i18n.localeConfigs, [name]: defaultLocaleConfig(name) },
    };
    warnings.push({
      file: configFile,
      ...locate()(['i18n', 'locales']),
      severity: 'warning',
      kind: 'i18n',
      message: `the locale "${name}" is not in i18n.locales (${i18n.locales.join(', ')}); it is built all the same`,
      hint: 'add it to i18n.locales, or build one of those',
    });
  }
  // A locale built alone is at the site's root, unless its config gives it a base URL of its own:
  // Docusaurus 3.9+ keeps that one (its outDir then follows: `buildSite.ts`, ownBaseFolder).
  const explicitBase = known.localeConfigs[name]?.baseUrl;
  const ownBaseUrl =
    request && !request.localize && name !== known.defaultLocale ? explicitBase : undefined;
  const context = await createLocaleContext({
    siteDir,
    i18n: known,
    siteBaseUrl: siteConfig.baseUrl,
    locale: name,
    localize: request?.localize ?? true,
    ...(ownBaseUrl ? { ownBaseUrl } : {}),
  });
  // Built with the others: a locale whose output folder is an earlier one's, or holds it (a locale
  // on its own domain at the site's base URL), would erase it, as Docusaurus's build does.
  const erased = request?.localize ? erasedLocale(known, siteConfig.baseUrl, name) : undefined;
  if (erased !== undefined) {
    const own = known.localeConfigs[name]?.baseUrl !== undefined;
    const key = ['i18n', 'localeConfigs', name, ...(own ? ['baseUrl'] : [])];
    throw new BuildError({
      file: configFile,
      ...locate()(key),
      severity: 'error',
      message: `the locale "${name}" is written to ${context.baseUrl.replace(siteConfig.baseUrl, '/')} of the output, where the locale "${erased}" is: building every locale, Docusaurus empties that folder first and loses "${erased}"`,
      hint: `build each locale alone (build --locale ${name} --out-dir build-${name}), or give "${name}" another baseUrl`,
    });
  }
  // A locale on its own domain, built with the others: its pages load the client bundle every
  // locale shares from the site's base URL, where Docusaurus's folder for it holds its own.
  const ownUrl = known.localeConfigs[name]?.url;
  if (ownUrl && context.sharedBundle)
    warnings.push({
      file: configFile,
      ...locate()(['i18n', 'localeConfigs', name, 'url']),
      severity: 'warning',
      kind: 'i18n',
      message: `the locale "${name}" is on ${ownUrl}: built with the other locales, its pages load the client bundle they share from ${context.siteBaseUrl}assets/ of the output, not from its own folder as Docusaurus's build does`,
      hint: `serve the whole output folder on ${ownUrl}, or build the locale alone (build --locale ${name}) for a folder of its own`,
    });
  if (
    !context.isDefault &&
    !existsSync(context.localizationDir) &&
    known.localeConfigs[name]?.translate !== false
  )
    warnings.push({
      file: configFile,
      ...locate()(['i18n', 'locales']),
      severity: 'warning',
      kind: 'i18n',
      message: `the locale "${name}" has no translations folder (${relative(siteDir, context.localizationDir)}): its pages show the default locale's content`,
      hint: `run write-translations --locale ${name}, or translate docs under ${relative(siteDir, context.localizationDir)}/`,
    });
  siteConfig.baseUrl = context.baseUrl;
  // Docusaurus 3.9+: the locale's own `url` is the site's URL in its build (canonical, og:url,
  // sitemap, feeds); the site's stays in `i18n.siteUrl` for the other locales' links.
  const siteUrl = siteConfig.url;
  siteConfig.url = known.localeConfigs[name]?.url ?? siteUrl;
  siteConfig.i18n = {
    defaultLocale: known.defaultLocale,
    locales: known.locales,
    currentLocale: name,
    localeConfigs: pageLocaleConfigs(siteDir, known, context),
    siteBaseUrl: context.siteBaseUrl,
    siteUrl,
    translations: context.codeTranslations,
  };
  return { context, warnings };
}

/**
 * Every locale's config as the pages see it (their hreflang alternates and locale menu). One locale
 * built alone (`build --locale fr`) on Docusaurus 3.9+ infers every locale's base URL without its
 * segment (loadI18n's getInferredBaseUrl with isAutomaticBaseUrlLocalizationDisabled): a locale
 * with no base URL of its own is at the site's, so Docusaurus 3.10.2's `--locale en` build links
 * `fr` to the English page's own URL, and its `--locale fr` build `en` to the French page's. Up to
 * 3.8 the pages put the other locales under `<base><locale>/` (useAlternatePageUtils).
 */
function pageLocaleConfigs(
  siteDir: string,
  known: I18nSiteConfig,
  context: LocaleContext,
): I18nSiteConfig['localeConfigs'] {
  if (context.localize || !isAtLeast(docusaurusVersionOf(siteDir), 3, 9))
    return known.localeConfigs;
  return Object.fromEntries(
    Object.entries(known.localeConfigs).map(([l, c]) => [
      l,
      { ...c, baseUrl: c.baseUrl ?? context.siteBaseUrl },
    ]),
  );
}

/** The request a loaded site was made with (the dev server reloads the same locale). */
export function localeRequestOf(
  site: { locale?: LocaleContext } | undefined,
): LocaleRequest | undefined {
  const context = site?.locale;
  if (!context || context.isDefault) return undefined;
  // Built with the others (under its own base URL), or alone (at the root, or at its own base URL).
  return { name: context.locale, localize: context.sharedBundle };
}
