// The classic theme's layout options from a Docusaurus config, in a browser: navbar.hideOnScroll,
// navbar.style, the logo's own link, docs.sidebar.hideable and autoCollapseCategories: false.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('theme-options', 'e2e-theme-options');

async function open(path: string, width = 1280): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(site.browser, path, {
    origin: site.server.origin,
    viewport: { width, height: 700 },
  });
  await waitForHydration(opened.page);
  return opened;
}

/** The navbar's bottom edge in the viewport: at or below 0 when hidden. */
const navbarBottom = (page: Page) =>
  page.evaluate(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom);

describe('navbar options', () => {
  it('hides the dark navbar while scrolling down and shows it on the way up', async () => {
    const { page, problems } = await open('/rigging/knots');
    const nav = page.locator('nav.navbar');
    expect(await nav.getAttribute('class')).toContain('navbar--dark');
    expect(await navbarBottom(page)).toBeGreaterThan(0);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
    // Near the top it stays shown whatever the direction.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('marks the link of the section the page is in as current, and only that one', async () => {
    const { page } = await open('/rigging/knots');
    const knots = page.locator('nav.navbar').getByRole('link', { name: 'Knots' });
    expect(await knots.getAttribute('class')).toContain('navbar__link--active');
    const other = await open('/sails/jib');
    const link = other.page.locator('nav.navbar').getByRole('link', { name: 'Knots' });
    expect(await link.getAttribute('class')).not.toContain('navbar__link--active');
  });

  it("links the logo to the site's own address, in a new tab", async () => {
    const { page } = await open('/');
    const brand = page.locator('nav.navbar .navbar__brand').first();
    expect(await brand.getAttribute('href')).toBe('https://club.example.org/');
    expect(await brand.getAttribute('target')).toBe('_blank');
    expect(await brand.locator('img').getAttribute('width')).toBe('28');
  });
});

describe('sidebar options', () => {
  it('collapses the sidebar to a bar, widening the page, and brings it back', async () => {
    const { page, problems } = await open('/rigging/knots');
    const main = page.locator('main');
    const before = (await main.boundingBox())!.width;
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await main.boundingBox())!.width).toBeGreaterThan(before + 200);
    expect(await page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).toBe(false);
    // The choice holds on the next page (client navigation).
    await page.locator('nav.navbar').getByRole('link', { name: 'Knots' }).click();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' }).isVisible()).resolves.toBe(
      true,
    );
    expect(problems).toEqual([]);
  });

  it('leaves a category open when another opens (autoCollapseCategories: false)', async () => {
    const { page } = await open('/');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const rigging = sidebar.getByRole('button', { name: 'Rigging' });
    const sails = sidebar.getByRole('button', { name: 'Sails' });
    await rigging.click();
    await sails.click();
    expect(await rigging.getAttribute('aria-expanded')).toBe('true');
    expect(await sails.getAttribute('aria-expanded')).toBe('true');
  });
});
