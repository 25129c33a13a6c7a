// `start --locale fr`: the dev server shows one locale of a Docusaurus site under that locale's
// base URL, as `docusaurus start --locale fr` does: translated content and theme strings, the
// locale's <html lang dir>, a page that hydrates and navigates on the client, an edit of a
// translated doc shown without a reload.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  devServedFixtureSite,
  recordProblems,
  save,
  trackDevClient,
  waitForHydration,
} from './helpers.js';

const site = devServedFixtureSite('i18n-classic', 'dev-locale-site', { locale: 'ar' });

// A busy machine (CI runs the suites side by side on two cores) compiles a page's modules in tens
// of seconds: each step is bounded at a minute (so that one that never ends fails by name), the
// tests above the sum of theirs.
const newPage = async () => {
  const page = await (await site.browser.newContext()).newPage();
  page.setDefaultTimeout(60_000);
  return page;
};

describe('dev server, one locale (start --locale)', { timeout: 240_000 }, () => {
  it('serves the locale under its base URL, right to left, with its own strings', async () => {
    // The address `start` prints is the locale's home, as Docusaurus's (not the server's root).
    expect(site.dev.url).toBe(`${site.origin}/ar/`);
    const page = await newPage();
    const problems = recordProblems(page);
    const response = await page.goto(`${site.origin}/ar/docs/intro`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    // The theme's own strings in Arabic (@docusaurus/theme-translations): the pagination's "Next".
    const next = page.locator('.pagination-nav__link--next .pagination-nav__sublabel');
    expect((await next.textContent())?.trim()).toBe('التالي');
    // Client navigation stays in the locale.
    await next.click();
    await page.waitForURL(
      (u) => u.pathname.startsWith('/ar/docs/') && !u.pathname.startsWith('/ar/docs/intro'),
      { waitUntil: 'commit' },
    );
    await page.waitForFunction(
      () => !document.querySelector('article')?.textContent?.includes('يحتاج الفانوس'),
    );
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(problems.filter((p) => !p.includes('favicon'))).toEqual([]);
  });

  it('draws the locale right to left, as `docusaurus start --locale ar` does', async () => {
    // Docusaurus 3.8.1 (its build of this fixture, in Chromium): the list indent on the right, the
    // logo's gap on its left, the collapsed category's caret turned the other way; code stays LTR.
    const page = await newPage();
    await page.goto(`${site.origin}/ar/docs/intro`);
    await waitForHydration(page);
    const styles = await page.evaluate(() => {
      const ul = getComputedStyle(document.querySelector('.theme-doc-markdown ul')!);
      const logo = getComputedStyle(document.querySelector('.navbar__logo')!);
      const caret = document.querySelector('.menu__list-item--collapsed .menu__caret')!;
      return [
        [ul.paddingLeft, ul.paddingRight],
        [logo.marginLeft, logo.marginRight],
        getComputedStyle(caret, '::before').transform,
      ];
    });
    expect(styles).toEqual([['0px', '32px'], ['8px', '0px'], 'matrix(0, -1, 1, 0, 0, 0)']);
    await page.goto(`${site.origin}/ar/docs/basics/trim-the-wick`);
    expect(
      await page
        .locator('article pre')
        .first()
        .evaluate((e) => getComputedStyle(e).direction),
    ).toBe('ltr');
  });

  it('shows an edit of a translated doc without a reload', async () => {
    const page = await newPage();
    // One server shows one locale, as Docusaurus's does: the French pages are not there.
    const french = await page.goto(`${site.origin}/fr/docs/intro`);
    expect(french?.status()).toBe(404);
    await page.goto(`${site.origin}/ar/docs/intro`);
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3));
    const file = join(site.dir, 'i18n/ar/docusaurus-plugin-content-docs/current/intro.md');
    const before = readFileSync(file, 'utf8');
    expect(before).toContain('يحتاج الفانوس');
    await save(site.dev.vite, file, before.replace('يحتاج الفانوس', 'Edited in Arabic'));
    await page.waitForFunction(
      () => document.querySelector('article')?.textContent?.includes('Edited in Arabic'),
      null,
      { timeout: 45_000 },
    );
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(3);
  });

  it('shows an edit of the locale’s translation files (navbar.json, a new code.json)', async () => {
    // Docusaurus's dev server watches `i18n/<locale>/` and reloads the site on any change there.
    const page = await newPage();
    const client = trackDevClient(page);
    await page.goto(`${site.origin}/ar/docs/intro`);
    await waitForHydration(page);
    await client.connected();
    const navbar = join(site.dir, 'i18n/ar/docusaurus-theme-classic/navbar.json');
    const before = readFileSync(navbar, 'utf8');
    expect(before).toContain('الدليل');
    await save(site.dev.vite, navbar, before.replace('الدليل', 'Guide edited'));
    await page.waitForFunction(
      () => document.querySelector('.navbar')?.textContent?.includes('Guide edited'),
      null,
      { timeout: 45_000 },
    );
    // The edit reloaded the page: its server HTML shows the new label before the reloaded page's
    // client has connected, and a reload sent before then would reach no one.
    await waitForHydration(page);
    await client.connected();
    // A code.json the locale did not have: the theme's "Next" takes its message.
    writeFileSync(
      join(site.dir, 'i18n/ar/code.json'),
      JSON.stringify({ 'theme.docs.paginator.next': { message: 'Next edited' } }),
    );
    await page.waitForFunction(
      () =>
        document
          .querySelector('.pagination-nav__link--next .pagination-nav__sublabel')
          ?.textContent?.includes('Next edited'),
      null,
      { timeout: 45_000 },
    );
  });
});
