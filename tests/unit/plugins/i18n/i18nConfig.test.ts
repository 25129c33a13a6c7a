// The `i18n` of a Docusaurus config: Docusaurus 3.8's defaults per locale, and positioned errors.
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';
import { BuildError } from '../../../../plugins/diagnostics.js';
import { localeOutFolder, orderLocales } from '../../../../plugins/i18n/i18nConfig.js';

const FILE = '/site/docusaurus.config.js';
const base = { title: 'T', url: 'https://t.example', baseUrl: '/' };

const map = (i18n: unknown, source = '') =>
  mapDocusaurusConfig({ ...base, i18n }, { configFile: FILE, source }).docusaurus.i18n;

function errorOf(i18n: unknown, source: string): BuildError {
  try {
    map(i18n, source);
  } catch (e) {
    return e as BuildError;
  }
  throw new Error('expected an error');
}

describe('i18n config', () => {
  it('gives each locale the label, direction, htmlLang, calendar and path Docusaurus infers', () => {
    const i18n = map({ defaultLocale: 'en', locales: ['en', 'fr', 'ar', 'pt-BR'] });
    expect(i18n.path).toBe('i18n');
    expect(i18n.localeConfigs.fr).toEqual({
      label: 'Français',
      direction: 'ltr',
      htmlLang: 'fr',
      calendar: 'gregory',
      path: 'fr',
    });
    expect(i18n.localeConfigs.ar!.direction).toBe('rtl');
    expect(i18n.localeConfigs.ar!.label).toBe('العربية');
    expect(i18n.localeConfigs['pt-BR']!.label).toBe('Português (Brasil)');
    expect(i18n.localeConfigs.en!.label).toBe('English');
  });

  it('keeps what localeConfigs say; a locale named there is ltr unless it says rtl (Joi default)', () => {
    const i18n = map({
      defaultLocale: 'en',
      locales: ['en', 'fa'],
      path: 'translations',
      localeConfigs: { fa: { label: 'Persian', htmlLang: 'fa-IR', path: 'farsi' } },
    });
    expect(i18n.path).toBe('translations');
    expect(i18n.localeConfigs.fa).toMatchObject({
      label: 'Persian',
      htmlLang: 'fa-IR',
      path: 'farsi',
      direction: 'ltr',
    });
  });

  it('without i18n: one locale, en', () => {
    const i18n = mapDocusaurusConfig(base, { configFile: FILE, source: '' }).docusaurus.i18n;
    expect(i18n.defaultLocale).toBe('en');
    expect(i18n.locales).toEqual(['en']);
  });

  it('a wrong direction, an unknown key or a default locale not listed is an error at its key', () => {
    const source = [
      'export default {',
      '  i18n: {',
      "    defaultLocale: 'de',",
      "    locales: ['en', 'fr'],",
      '    localeConfigs: {',
      "      fr: { direction: 'sideways', flag: 'x' },",
      '    },',
      '  },',
      '};',
    ].join('\n');
    const e = errorOf(
      {
        defaultLocale: 'de',
        locales: ['en', 'fr'],
        localeConfigs: { fr: { direction: 'sideways', flag: 'x' } },
      },
      source,
    );
    const messages = e.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);
    expect(messages).toEqual([
      '3:5 "i18n.defaultLocale" "de" is not one of i18n.locales (en, fr)',
      '6:36 "i18n.localeConfigs.fr.flag" is not a locale option of Docusaurus 3.10',
      '6:13 "i18n.localeConfigs.fr.direction" must be one of "ltr", "rtl"',
    ]);
  });

  // pnpm.io pins each locale's base URL to the one Docusaurus 3.9 infers (`/it/`), so that a build
  // of one locale alone has the same shape; its config also says `translate`-less labels.
  it("reads Docusaurus 3.9's baseUrl, url and translate where they are the generator's own", () => {
    const i18n = map({
      defaultLocale: 'en',
      locales: ['en', 'it', 'zh-TW'],
      localeConfigs: {
        en: { label: 'English', url: 'https://t.example/' },
        it: { baseUrl: '/it/', label: 'Italiano (80%)', translate: true },
        'zh-TW': { baseUrl: 'zh-TW' },
      },
    });
    expect(i18n.localeConfigs.it).toMatchObject({ baseUrl: '/it/', label: 'Italiano (80%)' });
    expect(i18n.localeConfigs['zh-TW']!.baseUrl).toBe('/zh-TW/');
    expect(i18n.localeConfigs.en!.baseUrl).toBeUndefined();
  });

  // certimate pins `en` to /en-US/: Docusaurus 3.9 puts the locale's pages there and its output
  // under build/en-US/ (its loadContext: `baseUrl.replace(siteBaseUrl, '/')`).
  it("reads a locale's own base URL and gives its output folder", () => {
    const i18n = map({
      defaultLocale: 'en',
      locales: ['en', 'zh', 'fr'],
      localeConfigs: { en: { baseUrl: '/' }, zh: { baseUrl: 'zh-CN', path: 'zh' }, fr: {} },
    });
    expect(i18n.localeConfigs.zh).toMatchObject({ baseUrl: '/zh-CN/', path: 'zh' });
    expect(localeOutFolder(i18n, '/', 'zh')).toBe('zh-CN');
    expect(localeOutFolder(i18n, '/', 'fr')).toBe('fr');
    expect(localeOutFolder(i18n, '/', 'en')).toBe('');
    const nested = mapDocusaurusConfig(
      {
        ...base,
        baseUrl: '/docs/',
        i18n: {
          defaultLocale: 'en',
          locales: ['en', 'zh'],
          localeConfigs: { zh: { baseUrl: '/docs/cn/latest/' } },
        },
      },
      { configFile: FILE, source: '' },
    ).docusaurus.i18n;
    expect(localeOutFolder(nested, '/docs/', 'zh')).toBe('cn/latest');
  });

  // Docusaurus 3.9+ allows both (tests/unit/plugins/i18n/localeDomains.test.ts); a base URL outside
  // the site's, or a default locale's off it, stays an error at its key.
  it("a locale base URL outside the site's, or the default locale's off it, is an error at its key", () => {
    const source = [
      'export default {',
      '  i18n: {',
      "    defaultLocale: 'en',",
      "    locales: ['en', 'it'],",
      '    localeConfigs: {',
      "      en: { baseUrl: '/en/' },",
      "      it: { baseUrl: '/it/', translate: false },",
      '    },',
      '  },',
      '};',
    ].join('\n');
    const e = errorOf(
      {
        defaultLocale: 'en',
        locales: ['en', 'it'],
        localeConfigs: {
          en: { baseUrl: '/en/' },
          it: { baseUrl: '/it/', translate: false },
        },
      },
      source,
    );
    expect(e.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '6:13 "i18n.localeConfigs.en.baseUrl" is "/en/": a default locale\'s base URL other than the site\'s (/) is not supported',
    ]);
    const outside = () =>
      mapDocusaurusConfig(
        {
          ...base,
          baseUrl: '/docs/',
          i18n: {
            defaultLocale: 'en',
            locales: ['en', 'it'],
            localeConfigs: { it: { baseUrl: '/it/' } },
          },
        },
        { configFile: FILE, source: '' },
      );
    expect(outside).toThrow(/a locale's base URL outside the site's \(\/docs\/\) is not supported/);
  });

  it('builds the default locale first', () => {
    const i18n = map({ defaultLocale: 'fr', locales: ['en', 'fr', 'ar'] });
    expect(orderLocales(i18n)).toEqual(['fr', 'en', 'ar']);
    expect(orderLocales(i18n, 'ar')).toEqual(['ar']);
  });
});
