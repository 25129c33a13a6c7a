// The /activation-helper page of the real knowledgebase: validation, steps per family, the
// checklist kept in localStorage across reloads, reset, keyboard use, and a clean console.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FAMILIES, type Family } from '../../src/pages/_activation-helper/steps.js';
import { connect, kbUrl, openPage, waitForHydration } from './helpers.js';
import { settle } from './settle.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => browser?.close());

const PATH = '/activation-helper';
/** From Ground Control's own examples: an Iridium IMEI with 0 in place of the Luhn digit. */
const IRIDIUM_IMEI = '300434065264590';
const LUHN_IMEI = '490154203237518';

const realProblems = (problems: string[]) => problems.filter((p) => !/favicon/i.test(p));

async function open(): Promise<{ page: Page; problems: string[] }> {
  const opened = await openPage(browser, PATH, { site: 'kb' });
  await waitForHydration(opened.page);
  return opened;
}

async function showSteps(page: Page, family: Family, id: string): Promise<void> {
  await page.locator(`#ah-family-${family.id}`).check();
  await page.locator('#ah-id').fill(id);
  await page.getByRole('button', { name: 'Show activation steps' }).click();
}

const results = (page: Page) => page.locator('section.activation-helper__results');
const family = (id: string) => FAMILIES.find((f) => f.id === id)!;

describe('activation helper', () => {
  it('is pre-rendered with its title, form and no checklist', async () => {
    const { page } = await openPage(browser, PATH, { site: 'kb', javaScriptEnabled: false });
    await expect(page.title()).resolves.toBe('Activation helper | Ground Control Knowledgebase');
    expect(await page.locator('main.container h1').textContent()).toBe('Activation helper');
    expect(await page.locator('fieldset legend').textContent()).toBe('Device family');
    expect(await page.locator('input[type="radio"][name="family"]').count()).toBe(FAMILIES.length);
    expect(await results(page).count()).toBe(0);
    await page.context().close();
  });

  it('shows the steps for a valid IMEI and moves focus to them', async () => {
    const { page, problems } = await open();
    const rb = family('rockblock-9603');
    await showSteps(page, rb, IRIDIUM_IMEI);
    await results(page)
      .getByRole('heading', { name: `Activate your ${rb.name}` })
      .waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('ah-results-title');
    expect(await results(page).locator('.activation-helper__device code').textContent()).toBe(
      IRIDIUM_IMEI,
    );
    expect(await results(page).locator('li.activation-helper__step').count()).toBe(rb.steps.length);
    expect(await page.locator(`label[for="ah-step-${rb.steps[0]!.id}"]`).textContent()).toContain(
      rb.steps[0]!.title,
    );
    // The test-message step links to the existing doc page.
    expect(
      await results(page).locator('a[href="/iot/rockblock/user-manual/transmit-ascii"]').count(),
    ).toBeGreaterThan(0);
    expect(await page.locator('#ah-id').getAttribute('aria-invalid')).toBeNull();

    // A Luhn-valid IMEI is accepted too.
    await page.locator('#ah-id').fill(LUHN_IMEI);
    await expect(results(page).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Show activation steps' }).click();
    await results(page)
      .locator('.activation-helper__device code', { hasText: LUHN_IMEI })
      .waitFor();
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it('shows an inline error tied to the input, and no steps, for an invalid IMEI', async () => {
    const { page, problems } = await open();
    const input = page.locator('#ah-id');
    const error = page.locator('#ah-id-error');

    await showSteps(page, family('rockblock-9704'), '49015420323751');
    await expect(error.textContent()).resolves.toBe('An IMEI has 15 digits; you entered 14.');
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect((await input.getAttribute('aria-describedby'))?.split(' ')).toContain('ah-id-error');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('ah-id');
    expect(await results(page).count()).toBe(0);

    await input.fill('490154203237517');
    await page.getByRole('button', { name: 'Show activation steps' }).click();
    await expect(error.textContent()).resolves.toBe(
      "This IMEI's check digit is wrong: check for a typing mistake (the last digit should be 8).",
    );
    expect(await results(page).count()).toBe(0);

    await input.fill('49015420323751X');
    await page.getByRole('button', { name: 'Show activation steps' }).click();
    await expect(error.textContent()).resolves.toContain('digits only');

    // Typing clears the error until the next attempt.
    await input.fill('4');
    expect(await error.count()).toBe(0);
    expect(await input.getAttribute('aria-describedby')).toBe('ah-id-hint');
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it('asks for a family before anything else', async () => {
    const { page } = await open();
    await page.locator('#ah-id').fill(IRIDIUM_IMEI);
    await page.getByRole('button', { name: 'Show activation steps' }).click();
    await expect(page.locator('#ah-family-error').textContent()).resolves.toBe(
      'Choose your device family first.',
    );
    expect(await results(page).count()).toBe(0);
    // A click anywhere on a family's card picks it, and clears the error.
    const box = (await page.locator('#ah-family-yb-hint').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await page.locator('#ah-family-yb').isChecked()).toBe(true);
    expect(await page.locator('#ah-family-error').count()).toBe(0);
    await page.context().close();
  });

  it('opens on the device named in the address (a form sent before hydration)', async () => {
    const { page, problems } = await openPage(
      browser,
      `${PATH}?family=rockblock-rtu&id=${IRIDIUM_IMEI}`,
      { site: 'kb' },
    );
    await waitForHydration(page);
    await results(page).getByRole('heading', { name: 'Activate your RockBLOCK RTU' }).waitFor();
    expect(await page.locator('#ah-family-rockblock-rtu').isChecked()).toBe(true);
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it("shows each family's own steps when it is picked", async () => {
    const { page, problems } = await open();
    for (const f of FAMILIES) {
      const id = f.identifier === 'imei' ? IRIDIUM_IMEI : '100039';
      await showSteps(page, f, id);
      await results(page)
        .getByRole('heading', { name: `Activate your ${f.name}` })
        .waitFor();
      expect(await page.locator('label[for="ah-id"]').textContent()).toBe(
        f.identifier === 'imei' ? 'IMEI' : 'Serial number',
      );
      const titles = await results(page)
        .locator('.activation-helper__step-title')
        .allTextContents();
      expect(titles.length, f.id).toBe(f.steps.length);
      expect(titles[0], f.id).toContain(f.steps[0]!.title);
    }
    // Trackers take a serial number: an IMEI there is explained, not accepted.
    await showSteps(page, family('trackers'), IRIDIUM_IMEI);
    await expect(page.locator('#ah-id-error').textContent()).resolves.toContain(
      'looks like an IMEI',
    );
    expect(await results(page).count()).toBe(0);
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it('keeps ticked steps per device across a reload, and resets them', async () => {
    const { page, problems } = await open();
    const f = family('rockblock-9704');
    const [first, , third] = f.steps;
    await showSteps(page, f, IRIDIUM_IMEI);
    await results(page).waitFor();
    await page.locator(`#ah-step-${first!.id}`).check();
    await page.locator(`#ah-step-${third!.id}`).check();
    await expect(page.locator('.activation-helper__progress-text').textContent()).resolves.toBe(
      `2 of ${f.steps.length} steps done`,
    );
    const saved = await page.evaluate(
      (key) => localStorage.getItem(key),
      `activation-helper.${f.id}.${IRIDIUM_IMEI}`,
    );
    expect(JSON.parse(saved!)).toEqual([first!.id, third!.id]);

    await page.reload();
    await waitForHydration(page);
    await page.locator(`#ah-step-${third!.id}:checked`).waitFor();
    expect(await page.locator(`#ah-step-${first!.id}`).isChecked()).toBe(true);
    expect(await page.locator(`#ah-step-${f.steps[1]!.id}`).isChecked()).toBe(false);
    expect(await page.locator(`#ah-family-${f.id}`).isChecked()).toBe(true);
    expect(await page.locator('#ah-id').inputValue()).toBe(IRIDIUM_IMEI);

    // Another device of the same family has its own, empty checklist.
    await showSteps(page, f, LUHN_IMEI);
    await results(page)
      .locator('.activation-helper__device code', { hasText: LUHN_IMEI })
      .waitFor();
    expect(await page.locator('.activation-helper__checkbox:checked').count()).toBe(0);
    await showSteps(page, f, IRIDIUM_IMEI);
    await page.locator(`#ah-step-${third!.id}:checked`).waitFor();

    await page.getByRole('button', { name: 'Reset checklist' }).click();
    expect(await page.locator('.activation-helper__checkbox:checked').count()).toBe(0);
    await expect(page.locator('.activation-helper__progress-text').textContent()).resolves.toBe(
      `0 of ${f.steps.length} steps done. Checklist reset.`,
    );
    expect(
      await page.evaluate(
        (key) => localStorage.getItem(key),
        `activation-helper.${f.id}.${IRIDIUM_IMEI}`,
      ),
    ).toBeNull();
    await page.reload();
    await waitForHydration(page);
    await results(page).waitFor();
    expect(await page.locator('.activation-helper__checkbox:checked').count()).toBe(0);
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it('works with the keyboard alone', async () => {
    const { page, problems } = await open();
    await page.locator('#ah-family-rockblock-9603').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight'); // radio group: moves to and selects RockBLOCK 9704
    expect(await page.locator('#ah-family-rockblock-9704').isChecked()).toBe(true);
    await page.keyboard.press('Tab'); // the support link below the group
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('ah-id');
    await page.keyboard.type(IRIDIUM_IMEI);
    await page.keyboard.press('Enter');
    await results(page).getByRole('heading', { name: 'Activate your RockBLOCK 9704' }).waitFor();
    await page.locator(`#ah-step-${family('rockblock-9704').steps[0]!.id}`).focus();
    await page.keyboard.press('Space');
    expect(
      await page.locator(`#ah-step-${family('rockblock-9704').steps[0]!.id}`).isChecked(),
    ).toBe(true);
    // Focus is visible on the focused checkbox.
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement!).outlineStyle,
    );
    expect(outline).not.toBe('none');
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });

  it('makes no network request of its own', async () => {
    const { page, problems } = await open();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await showSteps(page, family('rockremote'), IRIDIUM_IMEI);
    await results(page).waitFor();
    await page.locator('.activation-helper__checkbox').first().check();
    // Whatever the click started (a render, its effects, an observer) has run, and any request it
    // made was sent before settle's own marker request.
    await settle(page);
    const origin = new URL(kbUrl('/')).origin;
    // Only same-origin prefetches of linked doc pages are allowed.
    expect(requests.filter((u) => !u.startsWith(origin))).toEqual([]);
    // The page's policy blocks a request elsewhere before it is sent, and says so on the console.
    expect(realProblems(problems)).toEqual([]);
    await page.context().close();
  });
});
