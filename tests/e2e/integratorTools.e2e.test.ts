// Tools for integrators (issue 11): AT sessions, the payload calculator, heading links,
// machine-readable output and printing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { connect, kbUrl, waitForHydration } from './helpers.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connect();
});
afterAll(async () => browser?.close());

async function open(
  path: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(kbUrl(path));
  await waitForHydration(page);
  return page;
}

describe('AT sessions', () => {
  it('copies only the commands, one per line', async () => {
    const page = await open('/iot/rockblock/user-manual/ring-alerts', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const block = page.locator('.code-block', {
      hasText: 'Enable ring alerts and keep the setting',
    });
    await block.hover();
    await block.getByRole('button', { name: 'Copy commands to clipboard' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'AT+SBDMTA=1\nAT&W0\nAT+SBDMTA?',
    );
    await block.getByRole('button', { name: 'Copied' }).waitFor();
    await page.context().close();
  });

  it('styles commands and replies apart and explains a +SBDIX reply on focus', async () => {
    const page = await open('/iot/rockblock/user-manual/at-commands#at-sbdix');
    const section = page.locator('#at-sbdix ~ .code-block .at-session').first();
    expect(await section.locator('.at-line--command').first().textContent()).toBe('AT+SBDIX');
    const note = page.locator('.at-note', { hasText: '+SBDIX:' }).first();
    await note.focus();
    const tooltip = note.locator('[role="tooltip"]');
    expect(await tooltip.isVisible()).toBe(true);
    expect(await tooltip.textContent()).toMatch(
      /^MO status \d+: .*MOMSN \d+.*MT status \d+.*MT queued \d+/,
    );
    expect(await note.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.context().close();
  });

  it('gives every command on the reference a stable anchor', async () => {
    const page = await open('/iot/rockblock/user-manual/at-commands');
    for (const id of ['at-sbdix', 'at-sbdwb', 'at-csq', 'at-msstm', 'at-sbdmta', 'at-k0'])
      expect(await page.locator(`#${id}`).count()).toBe(1);
    await page.context().close();
  });
});

describe('payload calculator', () => {
  it('shows size, checksum, limits and credits', async () => {
    const page = await open('/iot/rockblock/user-manual/transmit-binary');
    const calc = page.locator('.payload-calculator');
    expect(await calc.getByTestId('payload-bytes').textContent()).toBe('11 bytes');
    expect(await calc.getByTestId('payload-checksum').locator('code').first().textContent()).toBe(
      '04 B6',
    );
    await calc.getByLabel('Text').check();
    const input = calc.getByRole('textbox');
    await input.fill('hello');
    expect(await calc.getByTestId('payload-checksum').locator('code').first().textContent()).toBe(
      '02 14',
    );
    expect(await calc.getByTestId('payload-credits').textContent()).toBe('1 credit');
    await input.fill('x'.repeat(51));
    expect(await calc.getByTestId('payload-credits').textContent()).toBe('2 credits');
    await input.fill('x'.repeat(271));
    expect(await calc.getByTestId('payload-mt').textContent()).toBe('Too long by 1 bytes');
    expect(await calc.getByTestId('payload-mo').textContent()).toBe('Fits');
    await input.fill('x'.repeat(341));
    expect(await calc.getByTestId('payload-mo').textContent()).toBe('Too long by 1 bytes');
    await calc.getByLabel('Hex bytes').check();
    await input.fill('12G4');
    expect(await calc.getByRole('alert').textContent()).toBe(
      '"G" is not a hex digit: use 0–9 and A–F only.',
    );
    await page.context().close();
  });
});

describe('heading links', () => {
  it('shows a link to each section on hover and on keyboard focus', async () => {
    const page = await open('/iot/rockblock/user-manual/ring-alerts');
    const heading = page.locator('h2#enable-ring-alerts');
    const link = heading.locator('a.hash-link');
    expect(await link.getAttribute('href')).toBe('#enable-ring-alerts');
    expect(await link.getAttribute('aria-label')).toBe('Direct link to Enable ring alerts');
    expect(await link.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    await heading.hover();
    await expect.poll(() => link.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.mouse.move(0, 0);
    await link.focus();
    await expect.poll(() => link.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.context().close();
  });
});

describe('machine-readable output', () => {
  it('lists every listed page in llms.txt and serves a Markdown version of each', async () => {
    const llms = await (await fetch(kbUrl('/llms.txt'))).text();
    const sitemap = await (await fetch(kbUrl('/sitemap.xml'))).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1]!)
      .filter((u) => !/\/(search|activation-helper)$/.test(u));
    expect(pages.length).toBeGreaterThan(150);
    for (const page of pages) expect(llms).toContain(`](${page})`);
    expect(llms).not.toContain('rockblock-switch-sense');
    expect(llms).not.toContain('upcoming-quick-start');
    const md = await fetch(kbUrl('/iot/rockblock/user-manual/at-commands.md'));
    expect(md.status).toBe(200);
    expect(md.headers.get('content-type')).toMatch(/markdown/);
    const text = await md.text();
    expect(text).toMatch(/^# AT Command/);
    expect(text).toContain('### AT+SBDIX');
    expect(text).not.toContain('<Admonition');
    expect(text).not.toMatch(/^import /m);
    const full = await (await fetch(kbUrl('/llms-full.txt'))).text();
    expect(full).toContain(
      'Source: https://docs.groundcontrol.com/iot/rockblock/user-manual/at-commands',
    );
    expect((await fetch(kbUrl('/iot/rockblock-switch-sense/overview.md'))).status).toBe(404);
  });
});

async function pdfText(page: Page): Promise<string> {
  const data = await page.pdf({ format: 'A4', printBackground: false });
  const doc = await getDocument({ data: new Uint8Array(data) }).promise;
  let text = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += content.items.map((it) => ('str' in it ? it.str : '')).join(' ') + '\n';
  }
  // PDF text runs come back split at odd places: compare without whitespace.
  return text.replace(/\s+/g, '');
}
const squash = (s: string) => s.replace(/\s+/g, '');

describe('print', () => {
  it('prints the content only, with tabs and details expanded and link URLs shown', async () => {
    const tabs = await open('/software-services/cloudloop/data-api');
    const tabText = await pdfText(tabs);
    expect(tabText).not.toContain(squash('Skip to main content'));
    expect(tabText).not.toContain('Blog');
    expect(tabText).not.toContain(squash('Previous'));
    expect(tabText).toContain(squash('import os, requests')); // the Python tab, hidden on screen
    expect(tabText).toContain('GetMessageRecordsForThing'); // Node.js tab
    await tabs.context().close();

    const faq = await open('/iot/rockblock/support/faq');
    const faqText = await pdfText(faq);
    expect(faqText).toContain(squash('talks directly to Iridium satellites')); // inside a closed <details>
    expect(
      await faq
        .locator('details')
        .first()
        .evaluate((d) => (d as HTMLDetailsElement).open),
    ).toBe(false);
    await faq.context().close();

    const reading = await open('/iot/rockblock/support/further-reading');
    const href = await reading
      .locator('.markdown a[href^="https://"]')
      .first()
      .getAttribute('href');
    expect(await pdfText(reading)).toContain(squash(`(${href})`)); // external link URLs are printed
    await reading.context().close();
  });
});
