// Scroll on the knowledgebase (issue 21): a new page at the top or at its hash, table-of-contents
// links below the fixed navbar whatever page was open before, Back/Forward at each entry's position
// (between pages, between hashes, after a reload), no history entry for a link to the open page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connect, kbUrl, openPage, waitForHydration } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => browser?.close());

const AT_COMMANDS = '/iot/rockblock/user-manual/at-commands';
const RING_ALERTS = '/iot/rockblock/user-manual/ring-alerts';
const viewport = { width: 1280, height: 800 };

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(browser, path, { site: 'kb', viewport });
  await waitForHydration(opened.page);
  return opened;
}

/** Scrolls the window and waits until the browser reports the position. */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await page.waitForFunction((to) => Math.abs(window.scrollY - to) < 2, y);
}

const waitForScrollY = (page: Page, y: number) =>
  page.waitForFunction((to) => Math.abs(window.scrollY - to) < 2, y);

/** Where a heading is relative to the bottom of the fixed navbar (px; 0 = right below it). */
const belowNavbar = (page: Page, id: string) =>
  page.evaluate((headingId) => {
    const navbar = document.querySelector('.navbar')!.getBoundingClientRect().bottom;
    return document.getElementById(headingId)!.getBoundingClientRect().top - navbar;
  }, id);

async function clickSidebar(page: Page, text: string, path: string): Promise<void> {
  await page.locator('.theme-doc-sidebar-container a.menu__link', { hasText: text }).click();
  await page.waitForURL(kbUrl(path));
  await page.locator('article h1', { hasText: text }).waitFor();
}

/** Resolves after two animation frames: a scroll made late (after the click) has happened. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

async function clickToc(page: Page, text: string, id: string): Promise<void> {
  await page.locator('.table-of-contents a', { hasText: text }).click();
  await page.waitForURL((u) => u.hash === '#' + id);
  await nextFrames(page);
}

describe('scroll on the knowledgebase', () => {
  it('lands a table-of-contents link below the navbar after a navigation from a scrolled page', async () => {
    const { page, problems } = await open(AT_COMMANDS);
    await scrollTo(page, 3000);
    await clickSidebar(page, 'Ring Alerts', RING_ALERTS);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await clickToc(page, 'Notice the alert', 'notice-the-alert');
    const offset = await belowNavbar(page, 'notice-the-alert');
    expect(offset).toBeGreaterThanOrEqual(0);
    expect(offset).toBeLessThan(100);
    // The entry of that click is its own: Back to the top of the page, Forward to the heading
    // again (not to the previous page's offset, which a shared entry key brought back).
    const atHeading = await page.evaluate(() => window.scrollY);
    await page.goBack();
    await page.waitForURL(kbUrl(RING_ALERTS));
    await waitForScrollY(page, 0);
    await page.goForward();
    await page.waitForURL((u) => u.hash === '#notice-the-alert');
    await waitForScrollY(page, atHeading);
    // A heading's own anchor link and an in-page link do the same.
    await page.locator('#answer-the-alert .hash-link').click({ force: true });
    await page.waitForURL((u) => u.hash === '#answer-the-alert');
    await nextFrames(page);
    expect(await belowNavbar(page, 'answer-the-alert')).toBeGreaterThanOrEqual(0);
    expect(await belowNavbar(page, 'answer-the-alert')).toBeLessThan(100);
    expect(problems.filter((p) => !p.includes('favicon'))).toEqual([]);
    await page.context().close();
  });

  it('restores each entry on Back and Forward, across pages and across hashes', async () => {
    const { page } = await open(AT_COMMANDS);
    await scrollTo(page, 2000);
    await clickSidebar(page, 'Ring Alerts', RING_ALERTS);
    await scrollTo(page, 600);
    await clickToc(page, 'Enable ring alerts', 'enable-ring-alerts');
    const atEnable = await page.evaluate(() => window.scrollY);
    await clickToc(page, 'Answer the alert', 'answer-the-alert');
    const atAnswer = await page.evaluate(() => window.scrollY);
    expect(atAnswer).not.toBe(atEnable);

    await page.goBack();
    await page.waitForURL((u) => u.hash === '#enable-ring-alerts');
    await waitForScrollY(page, atEnable);
    await page.goBack();
    await page.waitForURL(kbUrl(RING_ALERTS));
    await waitForScrollY(page, 600);
    await page.goBack();
    await page.waitForURL(kbUrl(AT_COMMANDS));
    await page.locator('article h1', { hasText: 'AT Commands' }).waitFor();
    await waitForScrollY(page, 2000);

    await page.goForward();
    await page.waitForURL(kbUrl(RING_ALERTS));
    await page.locator('article h1', { hasText: 'Ring Alerts' }).waitFor();
    await waitForScrollY(page, 600);
    await page.goForward();
    await page.waitForURL((u) => u.hash === '#enable-ring-alerts');
    await waitForScrollY(page, atEnable);
    await page.context().close();
  });

  it('restores the previous page on Back after a reload', async () => {
    const { page } = await open(AT_COMMANDS);
    await scrollTo(page, 2500);
    await clickSidebar(page, 'Ring Alerts', RING_ALERTS);
    await scrollTo(page, 400);
    await page.reload();
    await waitForHydration(page);
    await waitForScrollY(page, 400);
    await page.goBack();
    await page.waitForURL(kbUrl(AT_COMMANDS));
    await waitForHydration(page);
    await page.locator('article h1', { hasText: 'AT Commands' }).waitFor();
    await waitForScrollY(page, 2500);
    await page.context().close();
  });

  it('adds no history entry for a link to the open page', async () => {
    const { page } = await open(RING_ALERTS);
    const length = await page.evaluate(() => history.length);
    await page
      .locator('.theme-doc-sidebar-container a.menu__link', { hasText: 'Ring Alerts' })
      .click();
    await page.locator('.table-of-contents a', { hasText: 'Notice the alert' }).waitFor();
    expect(await page.evaluate(() => history.length)).toBe(length);
    await clickToc(page, 'Notice the alert', 'notice-the-alert');
    expect(await page.evaluate(() => history.length)).toBe(length + 1);
    await clickToc(page, 'Notice the alert', 'notice-the-alert');
    expect(await page.evaluate(() => history.length)).toBe(length + 1);
    await page.context().close();
  });
});
