// The `i18n` of a Docusaurus config: Docusaurus 3.8's defaults per locale, and positioned errors.
import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';
import { BuildError } from '../../../../plugins/diagnostics.js';
import { orderLocales } from '../../../../plugins/i18n/i18nConfig.js';

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
      '6:36 "i18n.localeConfigs.fr.flag" is not a locale option of Docusaurus',
      '6:13 "i18n.localeConfigs.fr.direction" must be one of "ltr", "rtl"',
    ]);
  });

  // Electron's site (Docusaurus 3.10) names each translated locale's base URL, the one Docusaurus
  // infers anyway: `de: { baseUrl: '/de/' }`. 3.8's schema had no such key.
  it("reads Docusaurus 3.9's baseUrl, url and translate where they say where the locale is", () => {
    const i18n = map({
      defaultLocale: 'en',
      locales: ['en', 'de', 'ja'],
      localeConfigs: {
        en: { url: 'https://t.example/', baseUrl: '/' },
        de: { baseUrl: '/de/' },
        ja: { baseUrl: 'ja', translate: true },
      },
    });
    expect(i18n.locales).toEqual(['en', 'de', 'ja']);
    expect(i18n.localeConfigs.de).toMatchObject({ label: 'Deutsch', path: 'de' });
  });

  it('a locale base URL or host other than the inferred one is an error at its key', () => {
    const source = [
      'export default {',
      '  i18n: {',
      "    defaultLocale: 'en',",
      "    locales: ['en', 'de', 'fr'],",
      '    localeConfigs: {',
      "      de: { baseUrl: '/deutsch/', url: 'https://de.t.example' },",
      '      fr: { translate: false },',
      '    },',
      '  },',
      '};',
    ].join('\n');
    const e = errorOf(
      {
        defaultLocale: 'en',
        locales: ['en', 'de', 'fr'],
        localeConfigs: {
          de: { baseUrl: '/deutsch/', url: 'https://de.t.example' },
          fr: { translate: false },
        },
      },
      source,
    );
    const messages = e.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);
    expect(messages).toEqual([
      '6:13 "i18n.localeConfigs.de.baseUrl" is "/deutsch/": a locale base URL other than the one ' +
        'Docusaurus infers ("/de/") is not supported yet',
      '6:35 "i18n.localeConfigs.de.url" is "https://de.t.example": a locale on another host than ' +
        'the site\'s url ("https://t.example") is not supported yet',
      '7:13 "i18n.localeConfigs.fr.translate" is false: not supported yet (this generator reads ' +
        "the locale's i18n folder when it exists)",
    ]);
  });

  it('builds the default locale first', () => {
    const i18n = map({ defaultLocale: 'fr', locales: ['en', 'fr', 'ar'] });
    expect(orderLocales(i18n)).toEqual(['fr', 'en', 'ar']);
    expect(orderLocales(i18n, 'ar')).toEqual(['ar']);
  });
});
