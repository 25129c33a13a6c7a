// Loading one locale of tests/fixtures/sites/i18n-classic: translated content with the default
// locale's as fallback, translated labels and strings, and what bad translation files give.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildError, formatDiagnostic } from '../../../../plugins/diagnostics.js';
import { localeRequestOf } from '../../../../plugins/i18n/loadLocale.js';
import { ownBaseFolder } from '../../../../plugins/i18n/ownBaseUrl.js';
import { assetsBaseUrl, sharesLocaleBundle } from '../../../../plugins/i18n/sharedBundle.js';
import { loadSite } from '../../../../plugins/loadSite.js';
import { generatedIndexesOf } from '../../../../plugins/builtins/docsViews.js';
import { blogInstancesOf } from '../../../../plugins/builtins/blogPlugin.js';
import { sidebarsOf } from '../../../../plugins/builtins/docsViews.js';

const FIXTURE = join(import.meta.dirname, '../../../fixtures/sites/i18n-classic');
const copies: string[] = [];
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-'));
  cpSync(FIXTURE, dir, { recursive: true });
  copies.push(dir);
  return dir;
}
afterAll(() => copies.forEach((d) => rmSync(d, { recursive: true, force: true })));

const load = (siteDir: string, name?: string) =>
  loadSite({ siteDir, production: true, ...(name ? { locale: { name, localize: true } } : {}) });

describe('a locale of a Docusaurus site', () => {
  it('reads translated docs from i18n/<locale>/, the others from docs/, under /<locale>/', async () => {
    const site = await load(FIXTURE, 'fr');
    expect(site.siteConfig.baseUrl).toBe('/fr/');
    const byId = new Map(site.docs.map((d) => [d.id, d]));
    expect(byId.get('intro')!.title).toBe('Bien commencer');
    expect(byId.get('intro')!.filePath).toContain(
      join('i18n', 'fr', 'docusaurus-plugin-content-docs', 'current', 'intro.md'),
    );
    // Not translated: the English doc, at the same permalink.
    expect(byId.get('basics/trim-the-wick')!.title).toBe('Trim the wick');
    expect(byId.get('basics/trim-the-wick')!.permalink).toBe('/docs/basics/trim-the-wick');
    expect(site.siteConfig.i18n).toMatchObject({
      currentLocale: 'fr',
      defaultLocale: 'en',
      locales: ['en', 'fr', 'ar'],
      siteBaseUrl: '/',
    });
  });

  it('translates sidebar, generated index, navbar, footer and blog labels', async () => {
    const site = await load(FIXTURE, 'fr');
    const category = sidebarsOf(site).guideSidebar!.find((i) => i.type === 'category')!;
    expect(category.label).toBe('Les bases');
    expect(generatedIndexesOf(site)[0]!.title).toBe('Les bases de la lanterne');
    const { navbar, footer } = site.siteConfig;
    expect(navbar.title).toBe('Lanterne');
    expect(navbar.items.map((i) => ('label' in i ? i.label : undefined))).toEqual([
      'Le guide',
      'Le blog',
      undefined,
    ]);
    expect(footer && footer.copyright).toBe('Droits réservés aux fabricants de lanternes');
    // Docusaurus 3.8.1's build of the fixture: the logos' alt texts from navbar.json and footer.json
    // (`<img alt="Une lanterne allumée">`, `<img class="footer__logo" alt="Les fabricants de
    // lanternes">` on /fr/ pages), the footer column's title and link label.
    expect(navbar.logo).toMatchObject({ alt: 'Une lanterne allumée', src: 'img/lantern.svg' });
    if (!footer) throw new Error('the fixture has a footer');
    expect(footer.logo).toMatchObject({ alt: 'Les fabricants de lanternes', width: 32 });
    const links: object[] = footer.links;
    expect(links.map((l) => ('title' in l ? l.title : undefined))).toEqual([
      'Documentation',
      'More',
    ]);
    expect(blogInstancesOf(site.plugins)[0]!.options.blogTitle).toBe('Le blog');
    expect(blogInstancesOf(site.plugins)[0]!.options.blogSidebarTitle).toBe('Articles récents');
  });

  it("has the theme's strings of the locale and the site's code.json", async () => {
    const fr = (await load(FIXTURE, 'fr')).siteConfig.i18n!.translations;
    expect(fr['theme.docs.paginator.next']).toBe('Suivant');
    expect(fr['theme.TOCCollapsible.toggleButtonLabel']).toBe('Sur cette page');
    expect(fr['home.greeting']).toBe('Bonjour, gardien de lanterne');
    const ar = (await load(FIXTURE, 'ar')).siteConfig.i18n!;
    expect(ar.localeConfigs.ar!.direction).toBe('rtl');
    expect(ar.translations['theme.docs.paginator.next']).toBe('التالي');
    // The default locale keeps the English strings of the theme.
    const en = (await load(FIXTURE)).siteConfig;
    expect(en.baseUrl).toBe('/');
    expect(en.i18n!.translations['theme.docs.paginator.next']).toBeUndefined();
  });

  it('a code.json that is not JSON is an error at its line and column', async () => {
    const dir = copy();
    writeFileSync(
      join(dir, 'i18n/fr/code.json'),
      '{\n  "home.title": { "message": "Bienvenue" },\n}\n',
    );
    const e = await load(dir, 'fr').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(BuildError);
    const text = formatDiagnostic((e as BuildError).diagnostics[0]!, { color: false });
    expect(text).toContain(join('i18n', 'fr', 'code.json') + ':3:1');
    expect(text).toMatch(/invalid JSON/);
  });

  it('warns about a translation of a doc that does not exist, and about a locale without a folder', async () => {
    const dir = copy();
    writeFileSync(
      join(dir, 'i18n/fr/docusaurus-plugin-content-docs/current/gone.md'),
      '# Disparu\n',
    );
    const fr = await load(dir, 'fr');
    const orphan = fr.warnings.find((w) => w.kind === 'translation')!;
    expect(orphan.file).toContain(join('current', 'gone.md'));
    expect(orphan.message).toMatch(/translates "gone.md", which is not a doc/);
    rmSync(join(dir, 'i18n/ar'), { recursive: true });
    const ar = await load(dir, 'ar');
    const noFolder = ar.warnings.find((w) => w.kind === 'i18n')!;
    expect(noFolder.file).toBe(join(dir, 'docusaurus.config.js'));
    expect(noFolder.line).toBe(12);
    expect(noFolder.message).toMatch(/"ar" has no translations folder \(i18n\/ar\)/);
    // Its pages are the default locale's content.
    expect(ar.docs.find((d) => d.id === 'intro')!.title).toBe('Getting started');
  });
});

describe("the localeDropdown's entries into the docs", () => {
  it("link to the locale's doc, as a dropdown's doc entries do", async () => {
    const dir = copy();
    const config = join(dir, 'docusaurus.config.js');
    const text = readFileSync(config, 'utf8').replace(
      "{ type: 'localeDropdown', position: 'right' },",
      "{ type: 'localeDropdown', position: 'right', dropdownItemsBefore: [{ type: 'doc', docId: 'intro', label: 'Guide' }], dropdownItemsAfter: [{ type: 'docSidebar', sidebarId: 'guideSidebar', label: 'All docs' }] },",
    );
    expect(text).not.toBe(readFileSync(config, 'utf8'));
    writeFileSync(config, text);
    const fr = await load(dir, 'fr');
    const menu = fr.siteConfig.navbar.items.find(
      (i) => 'type' in i && i.type === 'localeDropdown',
    ) as { dropdownItemsBefore: unknown[]; dropdownItemsAfter: unknown[] };
    expect(menu.dropdownItemsBefore).toEqual([
      {
        label: 'Guide',
        href: '/docs/intro',
        activeSidebars: ['guideSidebar'],
        docusaurusItem: { type: 'doc', id: 'intro' },
      },
    ]);
    expect(menu.dropdownItemsAfter).toMatchObject([
      {
        label: 'All docs',
        href: '/docs/intro',
        docusaurusItem: { type: 'docSidebar', id: 'guideSidebar' },
      },
    ]);
    // Not a config warning any more.
    expect(fr.warnings.map((w) => w.message).join('\n')).not.toMatch(/localeDropdown/);
  });
});

describe("a locale's own base URL (Docusaurus 3.9's localeConfigs baseUrl)", () => {
  it('is kept in a build of every locale and in a build of that locale alone, as Docusaurus 3.10 does', async () => {
    const dir = copy();
    const config = join(dir, 'docusaurus.config.js');
    const text = readFileSync(config, 'utf8').replace(
      "ar: { direction: 'rtl' },",
      "ar: { direction: 'rtl' },\n      fr: { baseUrl: '/fr/' },",
    );
    writeFileSync(config, text);
    const all = await load(dir, 'fr');
    expect(all.siteConfig.baseUrl).toBe('/fr/');
    // `build --locale fr`: Docusaurus 3.10 keeps /fr/ (its loadContext takes the locale's baseUrl)
    // and writes to build/fr/ (`baseUrl.replace(siteBaseUrl, '/')` under the output folder).
    const alone = await loadSite({
      siteDir: dir,
      production: true,
      locale: { name: 'fr', localize: false },
    });
    expect(alone.siteConfig.baseUrl).toBe('/fr/');
    expect(alone.siteConfig.i18n!.siteBaseUrl).toBe('/');
    // Its own bundle, under its base URL (not the one every locale shares).
    expect(sharesLocaleBundle(alone)).toBe(false);
    expect(assetsBaseUrl(alone)).toBe('/fr/');
    expect(localeRequestOf(alone)).toEqual({ name: 'fr', localize: false });
    expect(await ownBaseFolder(dir, 'fr')).toBe('fr');
    // Without a base URL of its own, a locale built alone is at the root, as before.
    const ar = await loadSite({
      siteDir: dir,
      production: true,
      locale: { name: 'ar', localize: false },
    });
    expect(ar.siteConfig.baseUrl).toBe('/');
    expect(await ownBaseFolder(dir, 'ar')).toBe('');
    expect(await ownBaseFolder(dir, 'en')).toBe('');
  });

  it('gives the output folder under the base URL less the site base URL', async () => {
    const dir = copy();
    const config = join(dir, 'docusaurus.config.js');
    const text = readFileSync(config, 'utf8')
      .replace("baseUrl: '/',", "baseUrl: '/lantern/',")
      .replace(
        "ar: { direction: 'rtl' },",
        "ar: { direction: 'rtl' },\n      fr: { baseUrl: 'lantern/fr' },",
      );
    writeFileSync(config, text);
    const alone = await loadSite({
      siteDir: dir,
      production: true,
      locale: { name: 'fr', localize: false },
    });
    expect(alone.siteConfig.baseUrl).toBe('/lantern/fr/');
    expect(await ownBaseFolder(dir, 'fr')).toBe('fr');
  });
});
