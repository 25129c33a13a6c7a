// One locale built alone (`build --locale en`, `build --locale fr`) of a Docusaurus 3.10 site
// (tests/fixtures/sites/i18n-classic: en, fr and ar): Docusaurus 3.9+ then infers every locale's
// base URL without its segment (loadI18n, isAutomaticBaseUrlLocalizationDisabled), so each page's
// hreflang alternates, x-default included, and its locale menu name the page's own URL for every
// locale, where ours named `/fr/…` and `/ar/…` (HAMi's `--locale en` build linked `/zh/`).
// Expected values from Docusaurus 3.10.2's `build --locale en` and `build --locale fr` of the
// fixture (2026-12-03).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { isOtherLocaleHref, type SiteI18n } from '../../../../src/shared/i18n.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/i18n-classic');
const origin = 'https://lantern.example.com';
let dir = '';

beforeAll(async () => {
  mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
  dir = mkdtempSync(join(root, 'tests/.tmp/lone-locale-'));
  cpSync(fixture, join(dir, 'site'), {
    recursive: true,
    filter: (f) => !/[/\\](\.cache|build)$/.test(f),
  });
  writeFileSync(
    join(dir, 'site/package.json'),
    JSON.stringify({
      dependencies: { '@docusaurus/core': '3.10.2', '@docusaurus/preset-classic': '3.10.2' },
    }),
  );
  for (const locale of ['en', 'fr'])
    await buildSite({ siteDir: join(dir, 'site'), locale, outDir: join(dir, locale) });
}, 300_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What Docusaurus decides in a page's head and locale menu. */
function localeLinks(locale: string, path: string) {
  const html = readFileSync(join(dir, locale, path, 'index.html'), 'utf8');
  const attr = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
  const alternates = [...html.matchAll(/<link[^>]*rel="alternate"[^>]*>/g)]
    .map((m) => m[0])
    .filter((t) => t.includes('hreflang='))
    .map((t) => `${attr(t, 'hreflang')} ${attr(t, 'href')}`);
  const menu = [...html.matchAll(/<a[^>]*class="dropdown__link[^"]*"[^>]*>/g)].map(
    (m) => `${attr(m[0], 'lang')} ${attr(m[0], 'href')}`,
  );
  return {
    lang: attr(/<html[^>]*>/.exec(html)![0], 'lang'),
    canonical: attr(/<link[^>]*rel="canonical"[^>]*>/.exec(html)![0], 'href'),
    alternates,
    menu,
  };
}

const everyLocaleAt = (path: string) => ({
  canonical: `${origin}${path}`,
  alternates: ['en', 'fr', 'ar', 'x-default'].map((l) => `${l} ${origin}${path}`),
  menu: ['en', 'fr', 'ar'].map((l) => `${l} ${path}`),
});

describe('one locale built alone, on Docusaurus 3.10', () => {
  it.each([
    ['en', 'docs/intro', '/docs/intro'],
    ['en', '', '/'],
    ['en', 'blog/2024/05/01/first-light', '/blog/2024/05/01/first-light'],
    ['fr', 'docs/intro', '/docs/intro'],
    ['fr', '', '/'],
    ['fr', 'blog/2024/05/01/first-light', '/blog/2024/05/01/first-light'],
  ])(
    '--locale %s: /%s names its own URL for every locale (hreflang, x-default, menu)',
    (locale, path, url) => {
      expect(localeLinks(locale, path)).toEqual({ lang: locale, ...everyLocaleAt(url) });
    },
  );

  it("checks the lone locale's links as its own: none leads into another locale's build", () => {
    // Every locale at the site's base URL (the pages' i18n in a build of one locale).
    const at = (baseUrl: string) => ({
      label: '',
      direction: 'ltr' as const,
      htmlLang: '',
      calendar: '',
      path: '',
      baseUrl,
    });
    const i18n: SiteI18n = {
      defaultLocale: 'en',
      locales: ['en', 'fr', 'ar'],
      currentLocale: 'fr',
      localeConfigs: { en: at('/'), fr: at('/'), ar: at('/') },
      siteBaseUrl: '/',
      translations: {},
    };
    expect(isOtherLocaleHref(i18n, '/', '/docs/nowhere')).toBe(false);
    expect(isOtherLocaleHref(i18n, '/', '/ar/docs/intro')).toBe(false);
    // Built with the others, /ar/ is the Arabic build's.
    const together = { ...i18n, localeConfigs: { ...i18n.localeConfigs, ar: at('/ar/') } };
    expect(isOtherLocaleHref(together, '/', '/ar/docs/intro')).toBe(true);
    // Alone at a base URL of its own (`localeConfigs.fr.baseUrl`), the others at the site's: its
    // own links are its own, the others' are theirs.
    const own = { ...i18n, localeConfigs: { ...i18n.localeConfigs, fr: at('/fr-FR/') } };
    expect(isOtherLocaleHref(own, '/fr-FR/', '/fr-FR/docs/nowhere')).toBe(false);
    expect(isOtherLocaleHref(own, '/fr-FR/', '/docs/intro')).toBe(true);
  });
});
