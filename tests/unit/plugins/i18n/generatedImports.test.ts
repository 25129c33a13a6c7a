// `@generated/i18n.json` read by a page and a swizzled component of a site in two locales
// (tests/fixtures/sites/i18n-generated): its default export, named exports and namespace give each
// locale's own values in that locale's pages, as in Docusaurus 3.8.1's build of the same fixture
// (scripts/bench/peer's `docusaurus build`, run by hand on 2026-11-29: webpack takes the named
// imports with a warning that only the default export will be available soon), and each page
// preloads its locale's file, which the bundle every locale shares imports before it renders.
// tests/e2e/i18nGenerated.e2e.test.ts checks the same values after hydration. (The fixture's favicon
// was added after that build, for the browser test; it changes none of these values.)
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { localeGeneratedPreloads } from '../../../../plugins/i18n/localeData.js';
import { generatedExportNames } from '../../../../plugins/i18n/localesPlugin.js';
import { builtFixture } from '../../fixtureSite.js';

/** What Docusaurus 3.8.1 rendered for the fixture's home page and footer in each locale. */
const DOCUSAURUS = {
  readings: {
    'index.html': {
      'named-current': '"en"',
      'named-locales': '["en","fr"]',
      'default-current': '"en"',
      'default-label': '"English"',
      'namespace-current': '"en"',
      'namespace-default': '"en"',
    },
    'fr/index.html': {
      'named-current': '"fr"',
      'named-locales': '["en","fr"]',
      'default-current': '"fr"',
      'default-label': '"Français (théières)"',
      'namespace-current': '"fr"',
      'namespace-default': '"fr"',
    },
  } as Record<string, Record<string, string>>,
  footer: { 'index.html': 'en/en/en', 'fr/index.html': 'fr/en/fr' } as Record<string, string>,
  /** Its `.docusaurus/i18n.json` after the build (the fr build's, the locale built last). */
  i18nJson: {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    path: 'i18n',
    currentLocale: 'fr',
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
      fr: {
        label: 'Français (théières)',
        direction: 'ltr',
        htmlLang: 'fr',
        calendar: 'gregory',
        path: 'fr',
      },
    },
  },
};

const root = join(import.meta.dirname, '../../../..');
const unescape = (text: string) =>
  text
    .replace(/<!-- -->/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of the element with `id` (no nested elements in this fixture's). */
const textOf = (html: string, id: string) =>
  unescape(new RegExp(`id="${id}">(.*?)</`).exec(html)?.[1] ?? '');

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);

describe('@generated/i18n.json in each locale of a build of both', () => {
  const { siteDir, outDir, read } = builtFixture('i18n-generated', { timeout: 300_000 });

  it("gives the page the locale's values by default, named and namespace imports", () => {
    for (const [file, readings] of Object.entries(DOCUSAURUS.readings))
      for (const [id, value] of Object.entries(readings))
        expect(textOf(read(file), id), `${file} #${id}`).toBe(`server:${value}`);
  });

  it("gives the swizzled footer the locale's values by named imports", () => {
    for (const [file, value] of Object.entries(DOCUSAURUS.footer))
      expect(textOf(read(file), 'teapot-footer'), file).toBe(`server:${value}`);
  });

  it("writes each locale's i18n.json as Docusaurus 3.8.1 does (five keys per locale)", () => {
    const generated = join(siteDir, '.cache/generated');
    const json = (file: string) =>
      JSON.parse(readFileSync(join(generated, file), 'utf8')) as object;
    expect(json('locales/fr/i18n.json')).toEqual(DOCUSAURUS.i18nJson);
    expect(json('locales/en/i18n.json')).toEqual({ ...DOCUSAURUS.i18nJson, currentLocale: 'en' });
  });

  it("preloads the locale's own i18n.json in each page, and no other locale's", async () => {
    for (const [file, locale] of [
      ['index.html', 'en'],
      ['fr/index.html', 'fr'],
      ['404.html', 'en'],
      ['fr/404.html', 'fr'],
    ] as const) {
      const found: string[] = [];
      for (const href of preloads(read(file))) {
        if (!/\/i18n-[\w-]+\.js$/.test(href)) continue;
        const mod = (await import(pathToFileURL(join(outDir, href)).href)) as {
          currentLocale: string;
        };
        found.push(mod.currentLocale);
      }
      expect(found, file).toEqual([locale]);
    }
  });
});

describe("the generated modules' reader", () => {
  it('names the top-level keys of every locale\'s JSON file (not "default")', () => {
    const dir = join(root, 'tests/.tmp/i18n-generated-names');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const files = {
      'en.json': '{"currentLocale":"en","default":1,"docusaurus-plugin-content-docs":{}}',
      'fr.json': '{"currentLocale":"fr","onlyFr":true}',
      'list.json': '[1,2]',
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const paths = [...Object.keys(files), 'missing.json'].map((name) => join(dir, name));
    expect(generatedExportNames(paths)).toEqual([
      'currentLocale',
      'docusaurus-plugin-content-docs',
      'onlyFr',
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("preloads the locale's files that the page's chunks import dynamically, with their imports", () => {
    const manifest: Manifest = {
      'entry.js': { file: 'assets/entry.js', imports: ['_shared.js'] },
      '_shared.js': {
        file: 'assets/shared.js',
        dynamicImports: [
          '.cache/generated/locales/en/i18n.json',
          '.cache/generated/locales/fr/i18n.json',
          'src/Lazy.js',
        ],
      },
      '_page.js': {
        file: 'assets/page.js',
        dynamicImports: ['.cache/generated/locales/fr/lantern/data.json'],
      },
      '.cache/generated/locales/en/i18n.json': { file: 'assets/i18n-en.js' },
      '.cache/generated/locales/fr/i18n.json': {
        file: 'assets/i18n-fr.js',
        imports: ['_shared.js', '_json-helper.js'],
      },
      '.cache/generated/locales/fr/lantern/data.json': { file: 'assets/data-fr.js' },
      '_json-helper.js': { file: 'assets/json-helper.js' },
      'src/Lazy.js': { file: 'assets/lazy.js' },
    };
    const key = '.cache/generated/locales/fr/';
    expect(localeGeneratedPreloads(manifest, ['entry.js', '_shared.js'], key)).toEqual([
      'assets/i18n-fr.js',
      'assets/json-helper.js',
    ]);
    expect(localeGeneratedPreloads(manifest, ['entry.js', '_shared.js', '_page.js'], key)).toEqual([
      'assets/i18n-fr.js',
      'assets/json-helper.js',
      'assets/data-fr.js',
    ]);
    // A page whose chunks import no reader preloads none.
    expect(localeGeneratedPreloads(manifest, ['entry.js'], key)).toEqual([]);
  });
});
