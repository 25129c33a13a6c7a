// Keyboard only: every control can be reached and used without a mouse, with a visible focus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { connect, kbUrl, waitForHydration } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => browser?.close());

async function open(path: string, width = 1280): Promise<Page> {
  const page = await (
    await browser.newContext({
      viewport: { width, height: 900 },
      permissions: ['clipboard-read', 'clipboard-write'],
    })
  ).newPage();
  await page.goto(kbUrl(path));
  await waitForHydration(page);
  return page;
}

/** Presses Tab until `target` has focus (it is reachable), and checks the focus is visible. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((el) => document.activeElement === el, handle)) {
      const outline = await target.evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).not.toBe('none');
      return;
    }
  }
  throw new Error(
    `not reachable with Tab: ${await target.evaluate((el) => el.outerHTML.slice(0, 120))}`,
  );
}

describe('keyboard only', () => {
  it('reaches and operates the navbar: links, colour mode and search', async () => {
    const page = await open('/iot/rockblock/user-manual/transmit-binary');
    await tabTo(page, page.locator('.navbar__items').getByRole('link', { name: 'Blog' }));
    await tabTo(
      page,
      page
        .locator('.navbar__items--right')
        .getByRole('button', { name: /Switch between dark and light mode/ }),
    );
    await page.keyboard.press('Enter');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await tabTo(page, page.locator('.navbar__search button').first());
    await page.keyboard.press('Enter');
    await page.locator('.DocSearch-Modal').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('operates sidebar categories, the TOC, tabs and copy buttons', async () => {
    const page = await open('/software-services/cloudloop/data-api');
    const caret = page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('button', { name: "Expand sidebar category 'Tracking / Messaging'" });
    await tabTo(page, caret, 200);
    await page.keyboard.press('Enter');
    await page
      .locator('nav[aria-label="Docs sidebar"]')
      .getByRole('button', { name: "Collapse sidebar category 'Tracking / Messaging'" })
      .waitFor();

    const tocLink = page.locator('.table-of-contents-container a').nth(1);
    await tocLink.focus();
    const hash = await tocLink.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(hash);

    const tab = page.getByRole('tab', { name: 'curl' }).first();
    await tab.focus();
    await page.keyboard.press('ArrowRight');
    const next = page.getByRole('tab', { name: 'Python' }).first();
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await next.getAttribute('aria-selected')).toBe('true');

    const copy = page.getByRole('button', { name: 'Copy code to clipboard' }).first();
    await copy.focus();
    await expect.poll(() => copy.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Copied' }).first().waitFor();
    await page.context().close();
  });

  it('opens and closes the mobile menu from the keyboard', async () => {
    const page = await open('/iot/rockblock/overview', 900);
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.locator('nav.navbar').getAttribute('class'))
      .toContain('navbar-sidebar--show');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.locator('nav.navbar').getAttribute('class'))
      .not.toContain('navbar-sidebar--show');
    await page.context().close();
  });
});
