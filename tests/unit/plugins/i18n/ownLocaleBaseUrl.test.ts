// tests/fixtures/sites/i18n-classic with French at a base URL of its own (Docusaurus 3.9+'s
// `localeConfigs.fr.baseUrl: '/fr-FR/'`, as certimate pins `en` to /en-US/), built with the others:
// its pages are written under build/fr-FR/ and every link to them (hreflang alternates, the locale
// menu, the pages' own links and `useBaseUrl`) names /fr-FR/, as Docusaurus 3.9's loadContext and
// useAlternatePageUtils make them.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/i18n-classic');

describe("a locale at its own base URL, built with the site's other locales", () => {
  let dir = '';
  let result: BuildResult;
  const page = (path: string) => readFileSync(join(dir, 'build', path, 'index.html'), 'utf8');
  beforeAll(async () => {
    mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
    dir = mkdtempSync(join(root, 'tests/.tmp/own-locale-base-'));
    cpSync(fixture, dir, { recursive: true, filter: (f) => !/[/\\](\.cache|build)$/.test(f) });
    const config = join(dir, 'docusaurus.config.js');
    const text = readFileSync(config, 'utf8').replace(
      "ar: { direction: 'rtl' },",
      "ar: { direction: 'rtl' },\n      fr: { baseUrl: '/fr-FR/' },",
    );
    expect(text).toContain("'/fr-FR/'");
    writeFileSync(config, text);
    result = await buildSite({ siteDir: dir });
  }, 300_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("writes the locale's pages under its base URL's folder, the others where they were", () => {
    expect(result.locales?.map((l) => l.locale)).toEqual(['en', 'fr', 'ar']);
    expect(page('fr-FR/docs/intro')).toMatch(/<h1[^>]*>Bien commencer<\/h1>/);
    expect(page('fr-FR/docs/intro')).toMatch(/<html[^>]* lang="fr"/);
    expect(existsSync(join(dir, 'build/fr'))).toBe(false);
    expect(page('ar/docs/intro')).toMatch(/<html[^>]* dir="rtl"/);
    expect(page('docs/intro')).toMatch(/<html[^>]* lang="en"/);
  });

  it("names the base URL in every locale's hreflang alternates", () => {
    const alternate = (html: string, lang: string) =>
      new RegExp(`<link rel="alternate" href="([^"]+)" hreflang="${lang}">`).exec(html)?.[1];
    for (const path of ['docs/intro', 'fr-FR/docs/intro', 'ar/docs/intro']) {
      const html = page(path);
      expect(alternate(html, 'fr')).toBe('https://lantern.example.com/fr-FR/docs/intro');
      expect(alternate(html, 'en')).toBe('https://lantern.example.com/docs/intro');
      expect(alternate(html, 'ar')).toBe('https://lantern.example.com/ar/docs/intro');
    }
  });

  it("links the locale menu to it, and gives the locale's pages their own base URL", () => {
    // The locale menu of an English and an Arabic page leads to the French page at /fr-FR/.
    expect(page('docs/intro')).toContain('href="/fr-FR/docs/intro"');
    expect(page('ar/docs/intro')).toContain('href="/fr-FR/docs/intro"');
    // The French page's locale menu leads back to the others; its own links are under /fr-FR/.
    const fr = page('fr-FR/docs/intro');
    expect(fr).toContain('href="/docs/intro"');
    expect(fr).toContain('href="/ar/docs/intro"');
    expect(fr).toContain('href="/fr-FR/docs/');
    expect(fr).not.toMatch(/href="\/fr\//);
    // The fixture's plugin reports its context's base URL (useBaseUrl's base) in a doc.
    const probe = /<pre id="global-data-probe"[^>]*>([^<]*)<\/pre>/.exec(
      page('fr-FR/docs/basics/trim-the-wick'),
    )![1]!;
    expect(JSON.parse(probe.replaceAll('&quot;', '"'))).toMatchObject({
      probe: { baseUrl: '/fr-FR/', locale: 'fr' },
      pathname: '/fr-FR/docs/basics/trim-the-wick',
    });
  });
});
