// Docusaurus 3.9+'s `i18n.localeConfigs.<locale>.url` (a locale on a domain of its own) and
// `translate: false`, on tests/fixtures/sites/i18n-domains (a site on Docusaurus 3.10.2: fr at
// https://fr.kettle.example.com under its inferred /fr/, de with `translate: false` though its
// i18n/de/ folder holds a translated doc, current.json, navbar.json and code.json), built with
// every locale and compared with Docusaurus 3.10.2's build of the same fixture; and the config
// checks, URLs and output folders as @docusaurus/core 3.10.2's loadI18n and loadContext make them.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, type BuildResult } from '../../../../plugins/buildSite.js';
import { docSetsOf } from '../../../../plugins/builtins/docsViews.js';
import { mapDocusaurusConfig } from '../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';
import { BuildError, formatDiagnostic } from '../../../../plugins/diagnostics.js';
import { erasedLocale } from '../../../../plugins/i18n/i18nConfig.js';
import { loadSite } from '../../../../plugins/loadSite.js';
import { clientSiteData } from '../../../../plugins/routes/virtualModules.js';
import { localeMenuHref, localeUrl, type SiteI18n } from '../../../../src/shared/i18n.js';

const root = join(import.meta.dirname, '../../../..');
const FIXTURE = join(root, 'tests/fixtures/sites/i18n-domains');
const CLASSIC = join(root, 'tests/fixtures/sites/i18n-classic');
const VERSIONS = join(root, 'tests/fixtures/sites/versions-basic');
const FILE = '/site/docusaurus.config.js';
const base = { title: 'T', url: 'https://t.example', baseUrl: '/' };
const V3_8 = { major: 3, minor: 8, patch: 1 };

const map = (i18n: unknown, version?: typeof V3_8) =>
  mapDocusaurusConfig(
    { ...base, i18n },
    { configFile: FILE, source: '', ...(version ? { version } : {}) },
  ).docusaurus.i18n;

function messagesOf(i18n: unknown, source: string, version?: typeof V3_8): string[] {
  try {
    mapDocusaurusConfig(
      { ...base, i18n },
      { configFile: FILE, source, ...(version ? { version } : {}) },
    );
  } catch (e) {
    return (e as BuildError).diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`);
  }
  throw new Error('expected an error');
}

describe("a locale's url and translate in the config (Docusaurus 3.10's LocaleConfigSchema)", () => {
  it("keeps a url other than the site's (its trailing slash dropped) and a boolean translate", () => {
    const i18n = map({
      defaultLocale: 'en',
      locales: ['en', 'fr', 'de'],
      localeConfigs: {
        en: { url: 'https://t.example/' },
        fr: { url: 'https://fr.t.example/' },
        de: { translate: false },
      },
    });
    expect(i18n.localeConfigs.en!.url).toBeUndefined();
    expect(i18n.localeConfigs.fr!.url).toBe('https://fr.t.example');
    expect(i18n.localeConfigs.de!.translate).toBe(false);
    expect(i18n.localeConfigs.fr!.translate).toBeUndefined();
  });

  it('a url with a path, a translate that is no boolean, or 3.9 keys on a 3.8 site: errors at the key', () => {
    const source = [
      'export default {',
      '  i18n: {',
      "    defaultLocale: 'en',",
      "    locales: ['en', 'fr'],",
      '    localeConfigs: {',
      "      fr: { url: 'https://t.example/fr', translate: 'no' },",
      '    },',
      '  },',
      '};',
    ].join('\n');
    const i18n = {
      defaultLocale: 'en',
      locales: ['en', 'fr'],
      localeConfigs: { fr: { url: 'https://t.example/fr', translate: 'no' } },
    };
    expect(messagesOf(i18n, source)).toEqual([
      '6:13 "i18n.localeConfigs.fr.url" is "https://t.example/fr": a locale\'s url must be an origin, without a sub-path like "/fr"',
      '6:42 "i18n.localeConfigs.fr.translate" must be true or false',
    ]);
    const old = { ...i18n, localeConfigs: { fr: { url: 'https://fr.t.example' } } };
    expect(
      messagesOf(
        old,
        source.replace(
          "url: 'https://t.example/fr', translate: 'no'",
          "url: 'https://fr.t.example'",
        ),
        V3_8,
      ),
    ).toEqual([
      '6:13 "i18n.localeConfigs.fr.url" is a locale option of Docusaurus 3.9; this site depends on 3.8',
    ]);
  });

  it("finds the locale whose output folder would erase an earlier one's (Docusaurus's clearPath(outDir))", () => {
    const i18n = map({
      defaultLocale: 'en',
      locales: ['en', 'fr', 'es', 'de'],
      localeConfigs: {
        fr: { url: 'https://fr.t.example' },
        es: { url: 'https://es.t.example', baseUrl: '/' },
        de: { baseUrl: '/fr/' },
      },
    });
    expect(erasedLocale(i18n, '/', 'en')).toBeUndefined();
    expect(erasedLocale(i18n, '/', 'fr')).toBeUndefined();
    // es at the site's root (build/): Docusaurus's build of every locale leaves es alone.
    expect(erasedLocale(i18n, '/', 'es')).toBe('en');
    expect(erasedLocale(i18n, '/', 'de')).toBe('fr');
  });
});

describe('the same page in another locale on another domain (useAlternatePageUtils, LocaleDropdownNavbarItem)', () => {
  const i18n: SiteI18n = {
    defaultLocale: 'en',
    locales: ['en', 'fr', 'de'],
    currentLocale: 'en',
    siteBaseUrl: '/',
    siteUrl: 'https://kettle.example.com',
    translations: {},
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
      fr: {
        label: 'Français',
        direction: 'ltr',
        htmlLang: 'fr',
        calendar: 'gregory',
        path: 'fr',
        url: 'https://fr.kettle.example.com',
      },
      de: { label: 'Deutsch', direction: 'ltr', htmlLang: 'de', calendar: 'gregory', path: 'de' },
    },
  };
  it("names each locale's own origin, the site's without one", () => {
    expect(localeUrl(i18n, 'fr', 'https://x')).toBe('https://fr.kettle.example.com');
    expect(localeUrl(i18n, 'de', 'https://x')).toBe('https://kettle.example.com');
  });
  it('links the locale menu by path on the same origin, in full on another', () => {
    const en = 'https://kettle.example.com';
    expect(localeMenuHref(i18n, en, '/', '/docs/intro', 'fr')).toBe(
      'https://fr.kettle.example.com/fr/docs/intro',
    );
    expect(localeMenuHref(i18n, en, '/', '/docs/intro', 'de')).toBe('/de/docs/intro');
    const fr = { ...i18n, currentLocale: 'fr' };
    const frUrl = 'https://fr.kettle.example.com';
    expect(localeMenuHref(fr, frUrl, '/fr/', '/fr/docs/intro', 'en')).toBe(
      'https://kettle.example.com/docs/intro',
    );
    expect(localeMenuHref(fr, frUrl, '/fr/', '/fr/docs/intro', 'fr')).toBe('/fr/docs/intro');
  });
});

/** Every page of an output folder, as its route (`/fr/docs/intro`). */
function routes(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name === 'index.html') found.push('/' + relative(dir, d).split('\\').join('/'));
    }
  };
  walk(dir);
  return found.map((r) => (r === '/' ? r : r.replace(/\/$/, ''))).sort();
}

/**
 * Docusaurus 3.10.2's build of tests/fixtures/sites/i18n-domains (`docusaurus build`, then
 * `--locale en --locale de` for de; @docusaurus/core and preset-classic 3.10.2, React 19), read
 * from its HTML: its routes (404.html aside), and on each locale's /docs/intro the hreflang
 * alternates, the locale menu's links, the canonical URL, the h1, the "next" card and the navbar's
 * docs item; its sitemaps' URLs.
 */
const DOCUSAURUS = {
  routes: {
    en: ['/', '/docs/category/brewing', '/docs/guide/boil', '/docs/guide/fill', '/docs/intro'],
    fr: [
      '/fr',
      '/fr/docs/category/brewing',
      '/fr/docs/guide/boil',
      '/fr/docs/guide/fill',
      '/fr/docs/intro',
    ],
    de: [
      '/de',
      '/de/docs/category/brewing',
      '/de/docs/guide/boil',
      '/de/docs/guide/fill',
      '/de/docs/intro',
    ],
  },
  alternates: [
    ['https://kettle.example.com/docs/intro', 'en'],
    ['https://fr.kettle.example.com/fr/docs/intro', 'fr'],
    ['https://kettle.example.com/de/docs/intro', 'de'],
    ['https://kettle.example.com/docs/intro', 'x-default'],
  ],
  menu: {
    en: ['/docs/intro', 'https://fr.kettle.example.com/fr/docs/intro', '/de/docs/intro'],
    fr: [
      'https://kettle.example.com/docs/intro',
      '/fr/docs/intro',
      'https://kettle.example.com/de/docs/intro',
    ],
    de: ['/docs/intro', 'https://fr.kettle.example.com/fr/docs/intro', '/de/docs/intro'],
  },
  canonical: {
    en: 'https://kettle.example.com/docs/intro',
    fr: 'https://fr.kettle.example.com/fr/docs/intro',
    de: 'https://kettle.example.com/de/docs/intro',
  },
  h1: { en: 'Start here', fr: 'Pour commencer', de: 'Start here' },
  next: { en: ['Next', 'Brewing'], fr: ['Suivant', 'Infusion'], de: ['Nächste Notiz', 'Brewing'] },
  navbar: { en: 'Notes', fr: 'Carnet', de: 'Notes' },
  sitemap: {
    en: ['/', '/docs/category/brewing', '/docs/guide/boil', '/docs/guide/fill', '/docs/intro'].map(
      (p) => `https://kettle.example.com${p}`,
    ),
    fr: ['/', '/docs/category/brewing', '/docs/guide/boil', '/docs/guide/fill', '/docs/intro'].map(
      (p) => `https://fr.kettle.example.com/fr${p}`,
    ),
    de: ['/', '/docs/category/brewing', '/docs/guide/boil', '/docs/guide/fill', '/docs/intro'].map(
      (p) => `https://kettle.example.com/de${p}`,
    ),
  },
} as const;

describe('i18n-domains built with every locale, as Docusaurus 3.10.2 builds it', () => {
  let dir = '';
  let result: BuildResult;
  const out = () => join(dir, 'build');
  const page = (path: string) => readFileSync(join(out(), path, 'index.html'), 'utf8');
  const prefix = { en: '', fr: 'fr/', de: 'de/' } as const;
  const locales = ['en', 'fr', 'de'] as const;
  beforeAll(async () => {
    mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
    dir = mkdtempSync(join(root, 'tests/.tmp/locale-domains-'));
    cpSync(FIXTURE, dir, { recursive: true, filter: (f) => !/[/\\](\.cache|build)$/.test(f) });
    result = await buildSite({ siteDir: dir });
  }, 300_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("has Docusaurus's routes in every locale, fr in build/fr/ though on its own domain", () => {
    expect(result.locales?.map((l) => l.locale)).toEqual(['en', 'fr', 'de']);
    // Our built-in search page besides (Docusaurus has none without a search plugin).
    const ours = routes(out()).filter((r) => !/(^|\/)search$/.test(r));
    expect(ours).toEqual(
      [...DOCUSAURUS.routes.en, ...DOCUSAURUS.routes.fr, ...DOCUSAURUS.routes.de].sort(),
    );
  });

  it("names each locale's own url and base URL in the hreflang alternates of every locale", () => {
    for (const l of locales) {
      const found = [
        ...page(`${prefix[l]}docs/intro`).matchAll(
          /<link rel="alternate" href="([^"]+)" hreflang="([^"]+)">/g,
        ),
      ].map((m) => [m[1], m[2]]);
      expect(found).toEqual(DOCUSAURUS.alternates);
    }
  });

  it("links the locale menu by path on the page's own domain and in full to another", () => {
    for (const l of locales) {
      const html = page(`${prefix[l]}docs/intro`);
      const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]* lang="(en|fr|de)"/g)].map(
        (m) => m[1],
      );
      expect(links.slice(0, 3)).toEqual(DOCUSAURUS.menu[l]);
    }
  });

  it("gives each locale's pages its url: canonical, og:url and sitemap", () => {
    for (const l of locales) {
      const html = page(`${prefix[l]}docs/intro`);
      expect(html).toContain(`<link rel="canonical" href="${DOCUSAURUS.canonical[l]}">`);
      expect(html).toContain(`<meta property="og:url" content="${DOCUSAURUS.canonical[l]}">`);
    }
    const locs = (file: string) =>
      [...readFileSync(join(out(), file), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map((m) => m[1])
        .filter((u) => !u!.endsWith('/search'))
        .sort();
    expect(locs('sitemap.xml')).toEqual([...DOCUSAURUS.sitemap.en].sort());
    expect(locs('fr/sitemap.xml')).toEqual([...DOCUSAURUS.sitemap.fr].sort());
    expect(locs('de/sitemap.xml')).toEqual([...DOCUSAURUS.sitemap.de].sort());
    // Docusaurus 3.10's sitemap has no xhtml:link alternates; neither has ours.
    expect(readFileSync(join(out(), 'fr/sitemap.xml'), 'utf8')).not.toContain('xhtml:link');
  });

  // Beyond Docusaurus (no llms.txt of its own): each locale's llms.txt and Markdown export.
  it("writes each locale's llms.txt with its url and texts, and its Markdown export", () => {
    const llms = (l: string) => readFileSync(join(out(), l, 'llms.txt'), 'utf8');
    expect(llms('fr')).toContain('- [Pour commencer](https://fr.kettle.example.com/fr/docs/intro)');
    expect(llms('fr')).toContain('## Infusion');
    expect(llms('de')).toContain('- [Start here](https://kettle.example.com/de/docs/intro)');
    expect(llms('')).toContain('- [Start here](https://kettle.example.com/docs/intro)');
    expect(readFileSync(join(out(), 'fr/docs/intro.md'), 'utf8')).toContain(
      "Une bouilloire chauffe l'eau.",
    );
    expect(readFileSync(join(out(), 'de/docs/intro.md'), 'utf8')).toContain(
      'A kettle heats water.',
    );
  });

  it('leaves translate: false content untranslated but applies its code.json; 3.10 relabels the next card', () => {
    for (const l of locales) {
      const html = page(`${prefix[l]}docs/intro`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${DOCUSAURUS.h1[l]}</h1>`));
      const [sub, label] = DOCUSAURUS.next[l];
      expect(html).toMatch(
        new RegExp(
          `pagination-nav__sublabel">${sub}</div><div class="pagination-nav__label">${label}<`,
        ),
      );
      expect(html).toMatch(new RegExp(`navbar__link--active"[^>]*>${DOCUSAURUS.navbar[l]}<`));
    }
  });
});

describe("a doc's next card to a generated index in a translated locale, by Docusaurus version", () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const nextOfIntro = async (core?: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'i18n-next-'));
    copies.push(dir);
    cpSync(CLASSIC, dir, { recursive: true, filter: (f) => !/[/\\](\.cache|build)$/.test(f) });
    if (core)
      writeFileSync(
        join(dir, 'package.json'),
        JSON.stringify({ dependencies: { '@docusaurus/core': core } }),
      );
    const site = await loadSite({
      siteDir: dir,
      production: true,
      locale: { name: 'fr', localize: true },
    });
    const set = docSetsOf(site)[0]!;
    const index = set.generatedIndexes[0]!;
    return { doc: set.navigation.get('intro')?.next, index: index.previous };
  };

  // 3.8.1 and 3.9.2 make a doc's navigation while loading, before translations: i18n-classic's
  // /fr/docs/intro shows "Basics" (Docusaurus 3.8.1's build of it); 3.10's translateDocNavigation
  // (PR 11794) gives the category's translated label. The category page's own links come from the
  // translated sidebars in every version.
  it('is the untranslated label up to 3.9, the translated one from 3.10', async () => {
    expect((await nextOfIntro())?.doc?.title).toBe('Basics');
    expect((await nextOfIntro('^3.9.2'))?.doc?.title).toBe('Basics');
    expect((await nextOfIntro('3.10.2'))?.doc?.title).toBe('Les bases');
  });

  it("a category page's own previous link is the doc's title in every version", async () => {
    expect((await nextOfIntro())?.index?.title).toBe('Bien commencer');
  });
});

/**
 * `i18n` of Docusaurus 3.10.2's load context for i18n-domains (what useDocusaurusContext().i18n and
 * plugins' context.i18n hold): @docusaurus/core 3.10.2's own loadI18n run on the fixture (its packed
 * lib/server/i18n.js, with the config its loadSiteConfig read), built with every locale and with
 * `--locale fr` alone (automaticBaseUrlLocalizationDisabled: every inferred base URL is the site's).
 */
function docusaurusI18n(currentLocale: string, localize: boolean) {
  const site = 'https://kettle.example.com';
  const five = (label: string, locale: string) => ({
    label,
    direction: 'ltr',
    htmlLang: locale,
    calendar: 'gregory',
    path: locale,
  });
  return {
    defaultLocale: 'en',
    locales: ['en', 'fr', 'de'],
    path: 'i18n',
    currentLocale,
    localeConfigs: {
      en: { ...five('English', 'en'), translate: false, url: site, baseUrl: '/' },
      fr: {
        ...five('Français', 'fr'),
        url: 'https://fr.kettle.example.com',
        translate: true,
        baseUrl: localize ? '/fr/' : '/',
      },
      de: {
        ...five('Deutsch', 'de'),
        translate: false,
        url: site,
        baseUrl: localize ? '/de/' : '/',
      },
    },
  };
}

describe("every locale's config as Docusaurus 3.10.2's load context holds it", () => {
  const cases = [
    ['en', undefined, true],
    ['fr', { name: 'fr', localize: true }, true],
    ['de', { name: 'de', localize: true }, true],
    ['fr', { name: 'fr', localize: false }, false],
  ] as const;
  it.each(cases)(
    "gives the page (useDocusaurusContext().i18n) and plugins each locale's translate, url and baseUrl (%s, %o)",
    async (current, locale, localize) => {
      const site = await loadSite({
        siteDir: FIXTURE,
        production: true,
        ...(locale ? { locale } : {}),
      });
      const expected = docusaurusI18n(current, localize);
      expect(clientSiteData(site).i18nContext).toEqual({
        path: expected.path,
        localeConfigs: expected.localeConfigs,
      });
      expect(site.plugins!.result.context.i18n).toEqual(expected);
    },
  );

  it("gives Docusaurus 3.8's five keys on a site of 3.8", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'locale-configs-'));
    try {
      cpSync(CLASSIC, dir, { recursive: true });
      const pkg = { dependencies: { '@docusaurus/core': '3.8.1' } };
      writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg));
      const site = await loadSite({ siteDir: dir, production: true });
      expect(clientSiteData(site).i18nContext?.localeConfigs.fr).toEqual({
        label: 'Français',
        direction: 'ltr',
        htmlLang: 'fr',
        calendar: 'gregory',
        path: 'fr',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a locale on its own domain, loaded with every locale', () => {
  it("is warned about at its url: its pages load the shared client bundle from the site's assets", async () => {
    const site = await loadSite({
      siteDir: FIXTURE,
      production: true,
      locale: { name: 'fr', localize: true },
    });
    expect(site.siteConfig.url).toBe('https://fr.kettle.example.com');
    expect(site.siteConfig.baseUrl).toBe('/fr/');
    const w = site.warnings.find((d) => d.message.includes('is on https://fr.kettle.example.com'))!;
    expect(formatDiagnostic(w, { color: false })).toContain('docusaurus.config.js:14:');
    expect(w.hint).toContain('build --locale fr');
    const de = await loadSite({
      siteDir: FIXTURE,
      production: true,
      locale: { name: 'de', localize: true },
    });
    expect(de.siteConfig.url).toBe('https://kettle.example.com');
    expect(de.warnings.map((d) => d.message).join('\n')).not.toMatch(
      /is on https|translations folder/,
    );
  });
});

describe('a locale on its own domain at the site root, built with every locale', () => {
  it('is an error at its baseUrl naming the locale it would erase (build it alone instead)', async () => {
    mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
    const dir = mkdtempSync(join(root, 'tests/.tmp/locale-domains-root-'));
    try {
      cpSync(FIXTURE, dir, { recursive: true, filter: (f) => !/[/\\](\.cache|build)$/.test(f) });
      const config = join(dir, 'docusaurus.config.js');
      const text = readFileSync(config, 'utf8').replace(
        "fr: { url: 'https://fr.kettle.example.com' },",
        "fr: { url: 'https://fr.kettle.example.com', baseUrl: '/' },",
      );
      expect(text).toContain("baseUrl: '/' },");
      writeFileSync(config, text);
      const error = await buildSite({ siteDir: dir }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BuildError);
      const d = (error as BuildError).diagnostics[0]!;
      expect(formatDiagnostic(d, { color: false })).toContain(
        'the locale "fr" is written to / of the output, where the locale "en" is',
      );
      expect(text.split('\n')[d.line! - 1]!.slice(d.column! - 1)).toMatch(/^baseUrl: '\/'/);
      // Alone, fr is at the root of its output (Docusaurus's single --locale build).
      const alone = await buildSite({ siteDir: dir, locale: 'fr', outDir: join(dir, 'build-fr') });
      expect(alone.locales?.map((l) => l.locale) ?? ['fr']).toEqual(['fr']);
      const html = readFileSync(join(dir, 'build-fr/docs/intro/index.html'), 'utf8');
      expect(html).toContain(
        '<link rel="canonical" href="https://fr.kettle.example.com/docs/intro">',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

// Issue 33's content folders beyond `current/`: a released version's (`version-1.0/`) and another
// docs instance's (`docusaurus-plugin-content-docs-garden/`), with the version's label file; and
// the same folders left unread with `translate: false`.
describe("a locale's translated versioned docs and another docs instance's", () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'i18n-versions-'));
    cpSync(VERSIONS, dir, { recursive: true, filter: (f) => !/[/\\](\.cache|build)$/.test(f) });
    const config = join(dir, 'docusaurus.config.js');
    const text = readFileSync(config, 'utf8').replace(
      "  baseUrl: '/',",
      "  baseUrl: '/',\n  i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'de'], localeConfigs: { de: { translate: false } } },",
    );
    expect(text).toContain("locales: ['en', 'fr', 'de']");
    writeFileSync(config, text);
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({ dependencies: { '@docusaurus/core': '3.10.2' } }),
    );
    for (const l of ['fr', 'de']) {
      const docs = join(dir, 'i18n', l, 'docusaurus-plugin-content-docs');
      mkdirSync(join(docs, 'version-1.0'), { recursive: true });
      writeFileSync(
        join(docs, 'version-1.0', 'bamboo.md'),
        '# Cadres en bambou\n\nDu bambou fendu.\n',
      );
      writeFileSync(
        join(docs, 'version-1.0.json'),
        JSON.stringify({ 'version.label': { message: '1.0 (ancienne)' } }),
      );
      const garden = join(dir, 'i18n', l, 'docusaurus-plugin-content-docs-garden', 'version-1.1');
      mkdirSync(garden, { recursive: true });
      writeFileSync(join(garden, 'intro.md'), '# Bienvenue au jardin\n');
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const setsOf = async (locale: string) => {
    const site = await loadSite({
      siteDir: dir,
      production: true,
      locale: { name: locale, localize: true },
    });
    return docSetsOf(site);
  };
  const find = (sets: Awaited<ReturnType<typeof setsOf>>, plugin: string, version: string) =>
    sets.find((s) => s.spec.pluginId === plugin && s.spec.version.name === version)!;

  it('reads them from i18n/<locale>/…/version-X/ and …-docs-<id>/, with the version label file', async () => {
    const sets = await setsOf('fr');
    const v1 = find(sets, 'default', '1.0');
    expect(v1.spec.version.label).toBe('1.0 (ancienne)');
    expect(v1.docs.find((d) => d.id === 'bamboo')!.title).toBe('Cadres en bambou');
    expect(v1.docs.find((d) => d.id === 'intro')!.title).toBe('Welcome to Kite Works');
    expect(find(sets, 'garden', '1.1').docs.find((d) => d.id === 'intro')!.title).toBe(
      'Bienvenue au jardin',
    );
  });

  it('leaves them unread with translate: false', async () => {
    const sets = await setsOf('de');
    const v1 = find(sets, 'default', '1.0');
    expect(v1.spec.version.label).toBe('1.0 (old)');
    expect(v1.docs.find((d) => d.id === 'bamboo')!.title).toBe('Bamboo frames');
    expect(find(sets, 'garden', '1.1').docs.find((d) => d.id === 'intro')!.title).not.toBe(
      'Bienvenue au jardin',
    );
  });
});
