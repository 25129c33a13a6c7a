// A Docusaurus site's CSS that targets Docusaurus's page structure (tests/fixtures/sites/
// docusaurus-chrome): a rule on the root element's id (`#__docusaurus`), and the docs sidebar's
// container made `width: fit-content` with a `--doc-sidebar-width` of the site's own (as Tamaki
// MES's CSS does). Docusaurus 3.8.1 built the fixture once; the boxes below are what Chromium drew
// of its build (x and width; 1280 px light, 900 px dark). Before: the root was `#__docs` (the rule
// matched nothing) and the sidebar's container, holding its menu directly, shrank to its longest
// label (241 px wide, the doc column from x 257). The colour-mode toggle draws what the site's
// Docusaurus release draws: 3.8 added the system's state and icon (3.7.0's theme-classic source:
// two icons, the mode in use shown, light ⇄ dark, `aria-pressed`).
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildAndServe, connect, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('docusaurus-chrome', 'docusaurus-chrome');

type Box = [x: number, width: number];
/** What Chromium drew of Docusaurus 3.8.1's build of the fixture, on /docs/warp. */
const DOCUSAURUS: Record<
  number,
  { rootBorder: string; aside: Box; menu: Box | null; main: Box; article: Box }
> = {
  1280: {
    rootBorder: '6px',
    aside: [0, 301],
    menu: [0, 300],
    main: [301, 979],
    article: [317, 702],
  },
  900: { rootBorder: '6px', aside: [0, 0], menu: null, main: [0, 900], article: [16, 868] },
};

async function measure(browser: Browser, origin: string, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    colorScheme: width === 900 ? 'dark' : 'light',
  });
  const page = await context.newPage();
  await page.goto(origin + '/docs/warp');
  await waitForHydration(page);
  const result = await page.evaluate(() => {
    const box = (selector: string): [number, number] | null => {
      const el = document.querySelector(selector);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return [Math.round(r.x), Math.round(r.width)];
    };
    const root = document.querySelector('#__docusaurus');
    // At 900 px Docusaurus draws no desktop menu (its DocSidebar is the mobile one): an empty one
    // of ours counts as none.
    const menu = box('aside.theme-doc-sidebar-container nav.menu');
    return {
      rootBorder: root ? getComputedStyle(root).borderTopWidth : null,
      aside: box('aside.theme-doc-sidebar-container'),
      menu: menu && menu[1] > 0 ? menu : null,
      main: box('main'),
      article: box('article'),
    };
  });
  const toggle = await page.locator('.navbar__inner button[title]').evaluate((button) => ({
    title: button.getAttribute('title'),
    pressed: button.getAttribute('aria-pressed'),
    icons: [...button.querySelectorAll('svg')].map((svg) => ({
      kind: /(light|dark|system)ToggleIcon/.exec(svg.getAttribute('class') ?? '')?.[1],
      shown: getComputedStyle(svg).display !== 'none',
    })),
  }));
  await context.close();
  return { ...result, toggle };
}

describe('a Docusaurus site’s CSS on Docusaurus’s page structure', () => {
  it('lays out the root and the docs sidebar as Docusaurus does, at 1280 px light and 900 px dark', async () => {
    for (const width of [1280, 900]) {
      const { toggle: _toggle, ...got } = await measure(site.browser, site.server.origin, width);
      expect(got, `${width} px`).toEqual(DOCUSAURUS[width]);
    }
  });

  it('links the skip link to Docusaurus’s main-content id', async () => {
    const html = readFileSync(join(site.dir, 'build/docs/warp/index.html'), 'utf8');
    expect(html).toContain('<div id="__docusaurus">');
    expect(html).toContain('href="#__docusaurus_skipToContent_fallback"');
    expect(html).toContain('id="__docusaurus_skipToContent_fallback"');
  });

  it('sizes the navbar logo by the site’s CSS alone, as Docusaurus does', async () => {
    // The config's logo gives no size and the site's CSS makes `.navbar__logo` 50 px tall:
    // Docusaurus 3.8.1's build draws the image (120 × 40 intrinsic) 150 × 50 in the navbar (and in
    // the mobile menu's brand at 900 px). Before: width and height attributes of 32 and this
    // theme's 2rem image height, 96 × 32.
    const boxes: Record<number, number[][]> = {};
    for (const width of [1280, 900]) {
      const context = await site.browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(site.server.origin + '/docs/warp');
      await waitForHydration(page);
      boxes[width] = await page.$$eval('.navbar__logo img', (images) =>
        images.map((image) => {
          const r = image.getBoundingClientRect();
          return [Math.round(r.width), Math.round(r.height)];
        }),
      );
      await context.close();
    }
    expect(boxes).toEqual({
      1280: [[150, 50]],
      900: [
        [150, 50],
        [150, 50],
      ],
    });
  });

  it('draws the 3.8 toggle: three icons, the system’s shown while the choice is the system’s', async () => {
    const { toggle } = await measure(site.browser, site.server.origin, 1280);
    // Docusaurus 3.8.1's build: title "system mode", the system icon alone shown, no aria-pressed.
    expect(toggle).toEqual({
      title: 'system mode',
      pressed: null,
      icons: [
        { kind: 'light', shown: false },
        { kind: 'dark', shown: false },
        { kind: 'system', shown: true },
      ],
    });
  });
});

describe('a site written for Docusaurus 3.7', () => {
  const dir = join(import.meta.dirname, '../.tmp/docusaurus-chrome-3.7');
  let server: Awaited<ReturnType<typeof buildAndServe>>;
  let browser: Browser;
  beforeAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    cpSync(join(import.meta.dirname, '../fixtures/sites/docusaurus-chrome'), dir, {
      recursive: true,
    });
    const pkg = join(dir, 'package.json');
    writeFileSync(pkg, readFileSync(pkg, 'utf8').replaceAll('3.8.1', '3.7.0'));
    server = await buildAndServe(dir);
    browser = await connect();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('draws its two-state toggle: the sun in light mode, the moon in dark mode', async () => {
    const light = (await measure(browser, server.origin, 1280)).toggle;
    expect(light).toEqual({
      title: 'Switch between dark and light mode (currently light mode)',
      pressed: 'false',
      icons: [
        { kind: 'light', shown: true },
        { kind: 'dark', shown: false },
      ],
    });
    const dark = (await measure(browser, server.origin, 900)).toggle;
    expect(dark.title).toBe('Switch between dark and light mode (currently dark mode)');
    expect(dark.icons).toEqual([
      { kind: 'light', shown: false },
      { kind: 'dark', shown: true },
    ]);
  });
});
