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

describe("a locale's defaults by the Docusaurus version the site depends on (getDefaultLocaleConfig)", () => {
  const V = (minor: number, patch: number) => ({ major: 3, minor, patch });
  const mapOn = (version: ReturnType<typeof V>, i18n: unknown, source = '') =>
    mapDocusaurusConfig({ ...base, i18n }, { configFile: FILE, source, version }).docusaurus.i18n;
  const i18n = {
    defaultLocale: 'en',
    locales: ['en', 'fr', 'zh-Hans', 'ar', 'pt'],
    localeConfigs: {
      fr: { htmlLang: 'fr-CA' },
      'zh-Hans': { htmlLang: 'zh-CN' },
      ar: { htmlLang: 'ar-EG' },
      pt: { htmlLang: 'pt-BR', label: 'PT' },
    },
  };
  // What each version's loadI18n gave for the same localeConfigs (@docusaurus/core 3.8.1, 3.9.2,
  // 3.10.0 and 3.10.2, run on Node 20 on 2026-11-29; 3.8's schema makes `ar` ltr, named there).
  const DOCUSAURUS: Record<string, Record<string, Record<string, string>>> = {
    '3.8.1': {
      fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr-CA', path: 'fr' },
      'zh-Hans': { label: '简体中文', direction: 'ltr', htmlLang: 'zh-CN', path: 'zh-Hans' },
      ar: { label: 'العربية', direction: 'ltr', htmlLang: 'ar-EG', path: 'ar' },
      pt: { label: 'PT', direction: 'ltr', htmlLang: 'pt-BR', path: 'pt' },
    },
    '3.9.2': {
      fr: { label: 'Français', direction: 'ltr', htmlLang: 'fr-CA', path: 'fr' },
      'zh-Hans': { label: '简体中文', direction: 'ltr', htmlLang: 'zh-CN', path: 'zh-Hans' },
      ar: { label: 'العربية', direction: 'rtl', htmlLang: 'ar-EG', path: 'ar' },
      pt: { label: 'PT', direction: 'ltr', htmlLang: 'pt-BR', path: 'pt' },
    },
    '3.10.0': {
      fr: { label: 'Français canadien', direction: 'ltr', htmlLang: 'fr-CA', path: 'fr-CA' },
      'zh-Hans': { label: '中文（中国）', direction: 'ltr', htmlLang: 'zh-CN', path: 'zh-CN' },
      ar: { label: 'العربية (مصر)', direction: 'rtl', htmlLang: 'ar-EG', path: 'ar-EG' },
      pt: { label: 'PT', direction: 'ltr', htmlLang: 'pt-BR', path: 'pt-BR' },
    },
    '3.10.2': {
      fr: { label: 'Français canadien', direction: 'ltr', htmlLang: 'fr-CA', path: 'fr' },
      'zh-Hans': { label: '中文（中国）', direction: 'ltr', htmlLang: 'zh-CN', path: 'zh-Hans' },
      ar: { label: 'العربية (مصر)', direction: 'rtl', htmlLang: 'ar-EG', path: 'ar' },
      pt: { label: 'PT', direction: 'ltr', htmlLang: 'pt-BR', path: 'pt' },
    },
  };

  for (const [name, expected] of Object.entries(DOCUSAURUS))
    it(`gives ${name}'s label, direction, htmlLang and folder`, () => {
      const [, minor, patch] = name.split('.').map(Number) as [number, number, number];
      const { localeConfigs } = mapOn(V(minor, patch), i18n);
      for (const [locale, config] of Object.entries(expected))
        expect(localeConfigs[locale], locale).toMatchObject(config);
    });

  it('a site of unknown version gets 3.8 defaults', () => {
    expect(map(i18n).localeConfigs.fr!.label).toBe('Français');
  });

  it('from 3.10, a locale name that is no BCP 47 locale is fine with an htmlLang that is one', () => {
    const odd = { defaultLocale: 'en', locales: ['en', 'en_GB'] };
    const withLang = { ...odd, localeConfigs: { en_GB: { htmlLang: 'en-GB' } } };
    expect(mapOn(V(10, 2), withLang).localeConfigs.en_GB).toMatchObject({
      label: 'British English',
      htmlLang: 'en-GB',
      path: 'en_GB',
    });
    const messages = (version: ReturnType<typeof V>, value: unknown, source: string) => {
      try {
        mapOn(version, value, source);
      } catch (e) {
        return (e as BuildError).diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);
      }
      throw new Error('expected an error');
    };
    const source = [
      'export default {',
      '  i18n: {',
      "    defaultLocale: 'en',",
      "    locales: ['en', 'en_GB'],",
      "    localeConfigs: { en_GB: { htmlLang: 'en_GB' } },",
      '  },',
      '};',
    ].join('\n');
    // 3.9 infers from the locale's name, whatever its htmlLang.
    expect(messages(V(9, 2), withLang, source)).toEqual([
      '4:5 "i18n.locales" names "en_GB", which is not a BCP 47 locale',
    ]);
    const badLang = { ...odd, localeConfigs: { en_GB: { htmlLang: 'en_GB' } } };
    expect(messages(V(10, 2), badLang, source)).toEqual([
      '5:31 "i18n.localeConfigs.en_GB.htmlLang" is "en_GB", which is not a BCP 47 locale',
    ]);
  });
});
