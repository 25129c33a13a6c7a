// Every locale of tests/fixtures/sites/i18n-classic (en, fr, ar): the routes Docusaurus 3.8.1 builds
// for it, translated texts and theme strings, lang/dir, hreflang and the locale menu in the HTML,
// and in Chromium, switching locale from a doc lands on the same doc in the other locale.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordProblems, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('i18n-classic', 'e2e-i18n-classic');
const out = () => join(site.dir, 'build');
const html = (path: string) => readFileSync(join(out(), path, 'index.html'), 'utf8');

/** Every page of the output, as its route (`/fr/docs/intro`). */
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
 * The pages Docusaurus 3.8.1 built for this fixture (scripts/bench/peer's `docusaurus build`): the
 * same list under `/` (en) and `/fr/`; its Arabic build (`--locale ar`, alone) gave the same list
 * too. Our build has a search page besides (the built-in search; Docusaurus has none without a
 * search plugin).
 */
const DOCUSAURUS_ROUTES = [
  '/',
  '/blog',
  '/blog/2024/05/01/first-light',
  '/blog/archive',
  '/blog/tags',
  '/blog/tags/news',
  '/docs/basics/light-a-lantern',
  '/docs/basics/trim-the-wick',
  '/docs/category/basics',
  '/docs/intro',
];

describe('a site in three locales', () => {
  it('has the routes Docusaurus builds, the default locale at the root and the others under /<locale>/', () => {
    const ours = routes(out()).filter((r) => !/(^|\/)search$/.test(r));
    const expected = ['', '/fr', '/ar'].flatMap((prefix) =>
      DOCUSAURUS_ROUTES.map((r) => (r === '/' ? prefix || '/' : prefix + r)),
    );
    expect(ours).toEqual(expected.sort());
  });

  it('shows translated docs, labels and strings, and the default content where none is translated', () => {
    const intro = html('fr/docs/intro');
    expect(intro).toMatch(/<h1[^>]*>Bien commencer<\/h1>/);
    expect(intro).toContain('Le guide'); // navbar.json
    expect(intro).toContain('Les bases'); // current.json
    expect(intro).toContain('Droits réservés aux fabricants de lanternes'); // footer.json
    expect(intro).toContain('Sur cette page'); // the theme's own string
    expect(intro).toMatch(/pagination-nav__sublabel">\s*Suivant/);
    // The next page is the category's generated index: Docusaurus 3.8.1 (this fixture names no
    // version) shows its untranslated label, as its build of this page does ("Basics"); 3.10
    // translates it (tests/unit/plugins/i18n/localeDomains.test.ts).
    expect(intro).toMatch(/pagination-nav__label">Basics</);
    const untranslated = html('fr/docs/basics/trim-the-wick');
    expect(untranslated).toMatch(/<h1[^>]*>Trim the wick<\/h1>/);
    expect(untranslated).toMatch(/pagination-nav__sublabel">\s*Précédent/);
    expect(html('fr')).toContain('Bonjour, gardien de lanterne'); // <Translate> and code.json
    expect(html('fr')).toContain('<title>Bienvenue | Lantern Docs</title>'); // translate()
    expect(html('fr/blog')).toContain('Première lumière');
    expect(html('fr/docs/category/basics')).toContain('Les bases de la lanterne');
    expect(html('ar/docs/intro')).toContain('الدليل');
    // The search page in the locale's words: those of Docusaurus's search page
    // (@docusaurus/theme-translations 3.10.2, fr: theme.SearchPage.emptyResultsTitle).
    expect(html('fr/search')).toContain('<h1>Rechercher dans la documentation</h1>');
    expect(html('fr/search')).toContain('<title>Rechercher dans la documentation | Lantern Docs');
    // The default locale stays English.
    expect(html('docs/intro')).toMatch(/<h1[^>]*>Getting started<\/h1>/);
    expect(html('docs/intro')).toMatch(/pagination-nav__sublabel">\s*Next/);
  });

  it("picks plural forms by the locale's rules, as Docusaurus's usePluralForm does", () => {
    expect(html('blog/tags/news')).toContain('One post tagged with &quot;news&quot;');
    expect(html('fr/blog/tags/news')).toContain('Un article tagués avec « news »');
    expect(html('fr/blog/2024/05/01/first-light')).toContain('Une minute de lecture');
    // Arabic has six forms (zero, one, two, few, many, other); theme-translations' message gives
    // two, so 1 is "one", the second form, as in Docusaurus.
    expect(html('ar/blog/tags/news')).toContain('1 مقالات موسومة ب');
  });

  it('sets lang and dir, og:locale and hreflang alternates with x-default', () => {
    expect(html('docs/intro')).toMatch(/<html lang="en" dir="ltr"/);
    expect(html('fr/docs/intro')).toMatch(/<html lang="fr" dir="ltr"/);
    expect(html('ar/docs/intro')).toMatch(/<html lang="ar" dir="rtl"/);
    const fr = html('fr/docs/intro');
    const origin = 'https://lantern.example.com';
    for (const [lang, path] of [
      ['en', '/docs/intro'],
      ['fr', '/fr/docs/intro'],
      ['ar', '/ar/docs/intro'],
      ['x-default', '/docs/intro'],
    ])
      expect(fr).toContain(`<link rel="alternate" href="${origin}${path}" hreflang="${lang}">`);
    expect(fr).toContain('<meta property="og:locale" content="fr">');
    expect(fr).toContain('<meta property="og:locale:alternate" content="ar">');
  });

  it("the locale menu links to the same page in each locale, marking the page's own", () => {
    const menu = html('fr/docs/basics/trim-the-wick').match(
      /<ul class="dropdown__menu"[^]*?<\/ul>/,
    )![0];
    const links = [...menu.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(links).toEqual([
      ['/docs/basics/trim-the-wick', 'English'],
      ['/fr/docs/basics/trim-the-wick', 'Français'],
      ['/ar/docs/basics/trim-the-wick', 'العربية'],
    ]);
    // Marked as Docusaurus marks it: Infima's active class (no aria-current on a locale link).
    expect(menu).toMatch(/class="dropdown__link dropdown__link--active"[^>]*>Français</);
  });

  it('writes a sitemap and a search index per locale', () => {
    const sitemap = readFileSync(join(out(), 'fr/sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://lantern.example.com/fr/docs/intro</loc>');
    expect(sitemap).not.toContain('<loc>https://lantern.example.com/docs/intro</loc>');
    // The French index's records are the French pages'.
    const chunks = join(out(), 'fr/assets/search');
    const records = readdirSync(chunks, { recursive: true })
      .filter((f) => String(f).endsWith('.json'))
      .map((f) => readFileSync(join(chunks, String(f)), 'utf8'))
      .join('\n');
    expect(records).toContain('Bien commencer');
    expect(records).not.toContain('Getting started');
  });

  it("loads one client bundle in every locale: the theme's files have one URL, the locale's data its own", () => {
    /** The module scripts and preloads of a page that are bundle files (not the locale's). */
    const bundleFiles = (page: string) =>
      [
        ...html(page).matchAll(
          /<(?:script type="module" src|link rel="modulepreload" href)="([^"]+)"/g,
        ),
      ]
        .map((m) => m[1]!)
        .filter((u) => !u.includes('/routes/') && !u.includes('/docs/'));
    // The locale's own modules of the bundle: sidebars, bundled pages, blog and index pages, the
    // docs version's docs by id (useDocById: translated titles).
    const PER_LOCALE = /\/(global-data-|sidebar-|bundled-pages-|version-docs-|_2F|\d{4}-)/;
    const localeData = (page: string) =>
      html(page).match(/<script defer src="([^"]+)"><\/script><script type="module"/)?.[1];
    for (const page of ['docs/intro', 'blog', '']) {
      const en = bundleFiles(page);
      expect(en.length).toBeGreaterThan(1);
      // The entry and the theme's chunks, under the site's base URL, in every locale.
      expect(en[0]).toMatch(/^\/assets\/entryClient-[\w-]+\.js$/);
      for (const locale of ['fr', 'ar']) {
        const theirs = bundleFiles(`${locale}/${page}`);
        expect(theirs[0]).toBe(en[0]);
        expect(theirs.filter((u) => !PER_LOCALE.test(u))).toEqual(
          en.filter((u) => !PER_LOCALE.test(u)),
        );
        for (const u of theirs) expect(existsSync(join(out(), u))).toBe(true);
      }
      // Each locale's strings and base URL come from its data file, loaded before the bundle.
      expect(localeData(page)).toMatch(/^\/assets\/locale-[\w-]+\.js$/);
      expect(localeData(`fr/${page}`)).toMatch(/^\/fr\/assets\/locale-[\w-]+\.js$/);
    }
    // A doc page preloads its locale's docs by id: the French titles on a French page.
    const versionDocs = (page: string) => {
      const file = bundleFiles(page).find((u) => u.includes('/version-docs-'));
      return file && readFileSync(join(out(), file), 'utf8');
    };
    expect(versionDocs('fr/docs/intro')).toContain('Bien commencer');
    expect(versionDocs('docs/intro')).toContain('Getting started');
    expect(versionDocs('docs/intro')).not.toContain('Bien commencer');
    const frData = readFileSync(join(out(), localeData('fr/docs/intro')!), 'utf8');
    expect(frData).toContain('"baseUrl":"/fr/"');
    expect(frData).toContain('Sur cette page');
    // The bundle itself holds no locale's strings.
    const entry = readFileSync(join(out(), bundleFiles('fr/docs/intro')[0]!), 'utf8');
    expect(entry).not.toContain('Sur cette page');
    expect(entry).not.toContain('Bien commencer');
  });

  it("in Chromium, the plugins' global data is the page's locale's, hydrated and after a navigation", async () => {
    // docs/basics/trim-the-wick.md prints it (src/components/GlobalDataProbe.js): the server's
    // values as text, the browser's in `data-client` once it runs.
    // And the same through useDocusaurusContext().globalData; useLocation() with the locale's
    // base URL, as Docusaurus's; useDocById with the locale's title.
    const expected = (base: string, locale: string, introTitle: string) => ({
      docsPath: `${base}docs`,
      versionPath: `${base}docs`,
      introPath: `${base}docs/intro`,
      activeDoc: `${base}docs/basics/trim-the-wick`,
      activeVersion: `${base}docs`,
      probe: { baseUrl: base, locale },
      plugins: ['docusaurus-plugin-content-docs', 'locale-probe'],
      contextPlugins: ['docusaurus-plugin-content-docs', 'locale-probe'],
      contextIntroPath: `${base}docs/intro`,
      pathname: `${base}docs/basics/trim-the-wick`,
      introTitle,
    });
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const problems = recordProblems(page);
    const probe = async () => {
      const pre = page.locator('#global-data-probe[data-client]');
      await pre.waitFor();
      return {
        server: JSON.parse((await pre.textContent())!) as unknown,
        client: JSON.parse((await pre.getAttribute('data-client'))!) as unknown,
      };
    };
    for (const [base, locale, introTitle] of [
      ['/fr/', 'fr', 'Bien commencer'],
      ['/ar/', 'ar', 'البداية'],
      ['/', 'en', 'Getting started'],
    ] as const) {
      const want = expected(base, locale, introTitle);
      // Hydrated from the pre-rendered page.
      await page.goto(`${site.server.origin}${base}docs/basics/trim-the-wick`);
      await waitForHydration(page);
      expect(await probe()).toEqual({ server: want, client: want });
      // Rendered by the client after a navigation from another doc of the locale.
      await page.goto(`${site.server.origin}${base}docs/basics/light-a-lantern`);
      await waitForHydration(page);
      await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
      await page.locator('.pagination-nav__link--next').click();
      await page.waitForURL(`${site.server.origin}${base}docs/basics/trim-the-wick`);
      const after = await probe();
      expect(after.client).toEqual(want);
      expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("in Chromium, a doc's island reads the locale's sidebar, version and doc, hydrated and after a navigation", async () => {
    // docs/basics/trim-the-wick.md prints them (src/components/DocContextProbe.js): useDocsSidebar(),
    // useDocsVersion() and useDoc() in an island of the content; the server's values as text, the
    // browser's in `data-client` once the island hydrated (its effect ran). The values Docusaurus
    // gives: the locale's labels and titles, fr's version label from its current.json.
    const expected = (o: { intro: string; basics: string; label: string; previous: string }) => ({
      sidebar: { name: 'guideSidebar', items: [o.intro, `${o.basics}/2`] },
      version: {
        pluginId: 'default',
        version: 'current',
        label: o.label,
        isLast: true,
        docs: ['basics/light-a-lantern', 'basics/trim-the-wick', 'intro'],
        trimTitle: 'Trim the wick',
      },
      doc: {
        id: 'basics/trim-the-wick',
        title: 'Trim the wick',
        sidebar: 'guideSidebar',
        previous: o.previous,
        toc: ['Read the docs contexts'],
        contentTitle: 'Trim the wick',
      },
    });
    const context = await site.browser.newContext();
    const page = await context.newPage();
    const problems = recordProblems(page);
    const probe = async () => {
      const pre = page.locator('#doc-context-probe[data-client]');
      await pre.scrollIntoViewIfNeeded();
      await pre.waitFor();
      return {
        server: JSON.parse((await pre.textContent())!) as unknown,
        client: JSON.parse((await pre.getAttribute('data-client'))!) as unknown,
      };
    };
    const locales = [
      [
        '/fr/',
        {
          intro: 'Bien commencer',
          basics: 'Les bases',
          label: 'Suivante',
          previous: 'Allumer une lanterne',
        },
      ],
      ['/ar/', { intro: 'البداية', basics: 'Basics', label: 'Next', previous: 'Light a lantern' }],
      [
        '/',
        { intro: 'Getting started', basics: 'Basics', label: 'Next', previous: 'Light a lantern' },
      ],
    ] as const;
    for (const [base, o] of locales) {
      const want = expected(o);
      // Hydrated from the pre-rendered page, as an island (inside its marker).
      await page.goto(`${site.server.origin}${base}docs/basics/trim-the-wick`);
      await waitForHydration(page);
      expect(await probe()).toEqual({ server: want, client: want });
      expect(await page.locator('docs-island #doc-context-probe').count()).toBe(1);
      // Rendered by the client after a navigation from another doc of the locale.
      await page.goto(`${site.server.origin}${base}docs/basics/light-a-lantern`);
      await waitForHydration(page);
      await page.locator('.pagination-nav__link--next').click();
      await page.waitForURL(`${site.server.origin}${base}docs/basics/trim-the-wick`);
      expect((await probe()).client).toEqual(want);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in Chromium, choosing another locale on a doc opens the same doc in it', async () => {
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(site.server.origin + '/docs/basics/light-a-lantern');
    await waitForHydration(page);
    const menu = page.locator('.navbar__items--right .dropdown').first();
    await menu.locator('a[role=button]').click();
    await menu.getByRole('link', { name: 'Français' }).click();
    await page.waitForURL(site.server.origin + '/fr/docs/basics/light-a-lantern');
    await waitForHydration(page);
    expect(await page.locator('h1').first().textContent()).toBe('Allumer une lanterne');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    // And on to Arabic: right to left.
    await menu.locator('a[role=button]').click();
    await menu.getByRole('link', { name: 'العربية' }).click();
    await page.waitForURL(site.server.origin + '/ar/docs/basics/light-a-lantern');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await context.close();
  });

  it('in Chromium, a code block reads left to right on a right-to-left page, as in Docusaurus', async () => {
    // Docusaurus 3.10.2's code block content is `direction: ltr` (the classic template built in
    // Arabic, RTL: the <pre>'s computed direction is ltr); the page's other text is rtl.
    const context = await site.browser.newContext();
    const page = await context.newPage();
    await page.goto(site.server.origin + '/ar/docs/basics/trim-the-wick');
    const direction = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((e) => getComputedStyle(e).direction);
    expect([await direction('article pre'), await direction('article p')]).toEqual(['ltr', 'rtl']);
    await context.close();
  });

  it('in Chromium, a right-to-left page is drawn right to left, as Docusaurus 3.8.1 draws it', async () => {
    // Docusaurus 3.8.1's build of this fixture (scripts/bench/peer), measured in Chromium at 1280 px:
    // on /ar/docs/intro and /ar/docs/basics/light-a-lantern every value below; the old single
    // left-to-right stylesheet gave the mirror of each (list indent and TOC border on the left, gap
    // beside the logo and the dropdown's caret on the wrong side, collapsed caret pointing right).
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const problems = recordProblems(page);
    const measure = () =>
      page.evaluate(() => {
        const style = (selector: string, pseudo?: string) => {
          const e = document.querySelector(selector);
          return e ? getComputedStyle(e, pseudo) : undefined;
        };
        const ul = style('.theme-doc-markdown ul');
        const toc = style('.table-of-contents');
        const logo = style('.navbar__logo')!;
        const caret = style('.dropdown > .navbar__link', '::after')!;
        const box = document.querySelector('.theme-doc-sidebar-container')!.getBoundingClientRect();
        return {
          list: ul && [ul.paddingLeft, ul.paddingRight],
          tocBorder: toc && [toc.borderLeftWidth, toc.borderRightWidth],
          collapsed: style('.menu__list-item--collapsed .menu__caret', '::before')?.transform,
          logo: [logo.marginLeft, logo.marginRight],
          dropdownCaret: [caret.marginLeft, caret.marginRight],
          separator: style('.breadcrumbs__item:not(:last-child)', '::after')?.transform,
          sidebar: [Math.round(box.left), Math.round(box.right)],
        };
      });
    await page.goto(site.server.origin + '/ar/docs/intro');
    expect(await measure()).toEqual({
      list: ['0px', '32px'],
      tocBorder: undefined,
      collapsed: 'matrix(0, -1, 1, 0, 0, 0)',
      logo: ['8px', '0px'],
      dropdownCaret: ['0px', '4.8px'],
      separator: 'matrix(-1, 0, 0, -1, 0, 0)',
      sidebar: [980, 1280],
    });
    await page.goto(site.server.origin + '/ar/docs/basics/light-a-lantern');
    expect((await measure()).tocBorder).toEqual(['0px', '1px']);
    // A stylesheet a chunk brings on navigation is the flipped one too (the blog's).
    await waitForHydration(page);
    await page.locator('.navbar__item[href="/ar/blog"]').click();
    await page.waitForURL(site.server.origin + '/ar/blog');
    const sheets = await page.$$eval('link[rel=stylesheet]', (ls) =>
      ls.map((l) => new URL(l.getAttribute('href')!, location.href).pathname),
    );
    expect(sheets.length).toBe(2); // the site's stylesheet and the blog's, each once
    expect(sheets.filter((h) => !h.endsWith('.rtl.css'))).toEqual([]);
    // The same page in English keeps the left-to-right stylesheet.
    await page.goto(site.server.origin + '/docs/basics/light-a-lantern');
    expect(await measure()).toMatchObject({ tocBorder: ['1px', '0px'], logo: ['0px', '8px'] });
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** Every file of a folder with the hash of its bytes. */
function treeHashes(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => statSync(join(dir, f)).isFile());
  return Object.fromEntries(
    files.sort().map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(join(dir, f)))
        .digest('hex'),
    ]),
  );
}

describe('a locale that fails', () => {
  // Last in this file: it rebuilds the site the tests above read.
  it('leaves the previous output of every locale byte-identical', () => {
    const before = treeHashes(out());
    // The default locale has something new to build; the second locale's code.json is not JSON.
    const intro = join(site.dir, 'docs/intro.md');
    writeFileSync(intro, readFileSync(intro, 'utf8').replace('Getting started', 'Started'));
    writeFileSync(join(site.dir, 'i18n/fr/code.json'), '{ "home.greeting": ');
    let stderr = '';
    try {
      execFileSync(
        process.execPath,
        [join(import.meta.dirname, '../../scripts/run.mjs'), 'build', site.dir],
        {
          stdio: 'pipe',
        },
      );
    } catch (e) {
      stderr = String((e as { stderr: Buffer }).stderr);
    }
    expect(stderr).toMatch(/i18n[\\/]fr[\\/]code\.json:\d+:\d+/);
    expect(treeHashes(out())).toEqual(before);
    // No staging folder is left beside the output.
    expect(readdirSync(site.dir).filter((f) => f.includes('staging'))).toEqual([]);
  });
});
