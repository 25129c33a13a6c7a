// Versioned docs in a browser (issue 25 item 3), on tests/fixtures/sites/versions-basic: the version
// dropdown links to the open doc in each version, the banner links to the same doc in the last
// version, and the navbar's docs links follow the version the visitor chose, which is kept in
// localStorage (Docusaurus's key) and cleared when it names a version that no longer exists.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('versions-basic', 'e2e-versions-basic');

async function open(path: string, storage: Record<string, string> = {}): Promise<Page> {
  const context = await site.browser.newContext();
  await context.addInitScript((entries) => {
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, storage);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  (page as Page & { errors: string[] }).errors = errors;
  await page.goto(site.server.origin + path);
  await waitForHydration(page);
  return page;
}

/** The first version dropdown of the navbar (the default docs'). */
const dropdown = (page: Page) => page.locator('.navbar__items--right .dropdown').first();

describe('versioned docs', () => {
  it('the dropdown lists every version, linking to the open doc in each, else to its main doc', async () => {
    const page = await open('/docs/next/guide/frames');
    await dropdown(page).locator('a[role=button]').hover();
    const links = dropdown(page).locator('ul a');
    expect(await links.allTextContents()).toEqual(['Next', '2.0', '1.0 (old)']);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/docs/next/guide/frames',
      '/docs/guide/frames',
      // 1.0 has no such doc: its main doc.
      '/docs/1.0/bamboo',
    ]);
    expect(await dropdown(page).locator('a[role=button]').textContent()).toBe('Next');
    await page.context().close();
  });

  // The toggles of the two dropdowns as Docusaurus 3.8.1 renders them on versions-basic: a link
  // to the open doc in the shown version (else that version's main doc), the page's marked
  // `active` with aria-current="page".
  const recordedToggles: Record<string, [string, string, boolean][]> = {
    '/docs/next/guide/frames': [
      ['Next', '/docs/next/guide/frames', true],
      ['Spring', '/garden/spring/intro', false],
    ],
    '/docs/1.0/intro': [
      ['1.0 (old)', '/docs/1.0/intro', true],
      ['Spring', '/garden/spring/intro', false],
    ],
    '/garden/spring/meadows': [
      ['2.0', '/docs/intro', false],
      ['Spring', '/garden/spring/meadows', true],
    ],
  };

  it("each dropdown's toggle links to the shown version's doc, as Docusaurus's does", async () => {
    for (const [path, toggles] of Object.entries(recordedToggles)) {
      const page = await open(path);
      const links = page.locator('.navbar__items--right .dropdown > a[role=button]');
      const drawn = await links.evaluateAll((as) =>
        as.map((a) => [
          a.textContent,
          a.getAttribute('href'),
          a.classList.contains('active') && a.getAttribute('aria-current') === 'page',
        ]),
      );
      expect([path, drawn]).toEqual([path, toggles]);
      if (path === '/garden/spring/meadows') {
        // A click follows it (client navigation); the list opens on hover, Enter or Space.
        await links.first().click();
        await page.waitForURL(site.server.origin + '/docs/intro');
        expect(await page.locator('h1').first().textContent()).toBe('Welcome to Kite Works');
      }
      await page.context().close();
    }
  });

  it('the unmaintained banner links to the same doc in the last version', async () => {
    const page = await open('/docs/1.0/intro');
    const banner = page.locator('.theme-doc-version-banner');
    await expect
      .poll(() => banner.textContent())
      .toMatch(
        /This is documentation for Kite Works 1\.0 \(old\), which is no longer actively maintained\.For up-to-date documentation, see the latest version \(2\.0\)\./,
      );
    expect(await page.locator('.theme-doc-version-badge').textContent()).toBe('Version: 1.0 (old)');
    await banner.getByRole('link', { name: 'latest version' }).click();
    await page.waitForURL(site.server.origin + '/docs/intro');
    expect(await page.locator('h1').first().textContent()).toBe('Welcome to Kite Works');
    expect(await page.locator('.theme-doc-version-banner').count()).toBe(0);
    // Following the banner makes the last version the preferred one.
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(
      '2.0',
    );
    await page.context().close();
  });

  it('choosing a version makes the navbar docs link follow it on other pages', async () => {
    const page = await open('/docs/guide/frames');
    await dropdown(page).locator('a[role=button]').hover();
    await dropdown(page).getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(site.server.origin + '/docs/next/guide/frames');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe(
      'current',
    );
    const errors = (page as Page & { errors: string[] }).errors;
    // On a page of other docs, the default docs' navbar link and version item follow the choice.
    await page.goto(site.server.origin + '/garden/spring/meadows');
    await waitForHydration(page);
    const kites = page.locator('.navbar__items').first().getByRole('link', { name: 'Kites' });
    await expect.poll(() => kites.getAttribute('href')).toBe('/docs/next/intro');
    expect(
      await page
        .locator('.navbar__items')
        .first()
        .getByRole('link', { name: 'Next' })
        .getAttribute('href'),
    ).toBe('/docs/next/intro');
    // The server render knows no preference; hydration must not fail on it.
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without a choice the navbar links to the last version; a stored version that no longer exists is cleared', async () => {
    const page = await open('/garden/spring/meadows', {
      'docs-preferred-version-default': '0.9',
    });
    const kites = page.locator('.navbar__items').first().getByRole('link', { name: 'Kites' });
    expect(await kites.getAttribute('href')).toBe('/docs/intro');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
      .toBeNull();
    await page.context().close();
  });

  it('search looks in the version of the open page only (docsearch tag docs-<plugin>-<version>)', async () => {
    const hrefsFor = async (path: string) => {
      const page = await open(path);
      await page.locator('.navbar__search .DocSearch-Button').click();
      await page.locator('.DocSearch-Input').pressSequentially('frames');
      await page.locator('.DocSearch-Hit').first().waitFor();
      const hrefs = await page
        .locator('.DocSearch-Hit a')
        .evaluateAll((as) => as.map((a) => (a.getAttribute('href') ?? '').split('#')[0]!));
      await page.context().close();
      return [...new Set(hrefs)];
    };
    const next = await hrefsFor('/docs/next/intro');
    expect(next).toContain('/docs/next/guide/frames');
    expect(next.every((h) => h.startsWith('/docs/next/'))).toBe(true);
    const old = await hrefsFor('/docs/1.0/intro');
    expect(old).toContain('/docs/1.0/bamboo');
    expect(old.every((h) => h.startsWith('/docs/1.0/'))).toBe(true);
  });
});
