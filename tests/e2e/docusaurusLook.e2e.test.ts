// The look of a Docusaurus site where it differs from the knowledgebase's, against Docusaurus 3.8.1:
// the DocSearch button (its text and shortcut keys shown down to 769 px: @docsearch/css hides them
// at 768 px and below, so at 900 px, where the navbar is already the mobile one, it still says
// "Search"; the knowledgebase keeps the icon alone below 997 px: searchButton.e2e.test.ts) and
// the admonitions' heading, the announcement bar and a code block's title.
import { describe, expect, it } from 'vitest';
import { servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('docusaurus-look', 'docusaurus-look');

async function buttonAt(width: number) {
  const context = await site.browser.newContext({ viewport: { width, height: 700 } });
  const page = await context.newPage();
  await page.goto(site.server.origin + '/');
  await waitForHydration(page);
  const box = (selector: string) =>
    page
      .locator(`.navbar__search ${selector}`)
      .evaluate((el) => Math.round(el.getBoundingClientRect().width));
  const placeholder = await box('.DocSearch-Button-Placeholder');
  const keys = await box('.DocSearch-Button-Keys');
  const button = await box('.DocSearch-Button');
  const ctrl = await page
    .locator('.navbar__search .DocSearch-Button-Key')
    .first()
    .evaluate((key) => [key.getBoundingClientRect().width, !!key.querySelector('svg')]);
  // DocSearch 3.9's name of its button, off Apple platforms (its DocSearchButton's aria-label).
  const named = await page.getByRole('button', { name: 'Search (Ctrl+K)', exact: true }).count();
  const look = await page.locator('.navbar__search .DocSearch-Button').evaluate((button) => {
    const style = (el: Element | null) => (el ? getComputedStyle(el) : undefined);
    const b = style(button)!;
    const text = style(button.querySelector('.DocSearch-Button-Placeholder'));
    const key = style(button.querySelector('.DocSearch-Button-Key + .DocSearch-Button-Key'));
    return {
      button: [b.backgroundColor, b.borderStyle, b.borderRadius, b.padding, b.height, b.margin],
      text: text && [text.fontSize, text.fontWeight, text.padding],
      key: key && [key.width, key.height, key.backgroundImage !== 'none', key.boxShadow !== 'none'],
    };
  });
  await context.close();
  return { placeholder, keys, named, look, button, ctrl };
}

describe('a Docusaurus site’s search button', () => {
  it('shows its text and keys at 1280 and at 900 px', async () => {
    for (const width of [1280, 900]) {
      const at = await buttonAt(width);
      expect(at.placeholder, `${width} px`).toBeGreaterThan(30);
      expect(at.keys, `${width} px`).toBeGreaterThan(20);
      expect(at.named).toBe(1);
    }
  });

  it('is drawn with DocSearch’s button styles and the Algolia theme’s margin', async () => {
    // Docusaurus 3.8.1's build of this fixture, in Chromium at 1280 px (2026-11-29).
    expect((await buttonAt(1280)).look).toEqual({
      button: ['rgb(235, 237, 240)', 'none', '40px', '0px 8px', '36px', '0px'],
      text: ['16px', '500', '0px 12px 0px 6px'],
      key: ['20px', '18px', true, true],
    });
  });

  it('is as wide as Docusaurus’s at 1280 px, its Ctrl key DocSearch’s drawn 20 px key', async () => {
    // Docusaurus 3.8.1's build of this fixture at 1280 px (2026-11-30): the button 155.4 px wide,
    // the Ctrl key a 15 px SVG in a 20 px key. As text, "Ctrl" made both 10 px wider.
    const at = await buttonAt(1280);
    expect(at.ctrl).toEqual([20, true]);
    expect(at.button).toBe(155);
  });

  it('shows its icon alone at 768 px, still named', async () => {
    const at = await buttonAt(768);
    expect(at.placeholder).toBeLessThan(2);
    expect(at.keys).toBe(0);
    expect(at.named).toBe(1);
  });
});

describe("a Docusaurus site's admonitions", () => {
  it('draw their heading as Docusaurus 3.8.1 does: the title in capitals at h5 size, a 1.6em icon', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    await page.goto(site.server.origin + '/');
    await waitForHydration(page);
    const headings = await page.locator('.theme-admonition').evaluateAll((boxes) =>
      boxes.map((box) => {
        const heading = box.querySelector('[class*="admonitionHeading"]')!;
        const svg = getComputedStyle(heading.querySelector('svg')!);
        const h = getComputedStyle(heading);
        return {
          text: (heading as HTMLElement).innerText.trim(),
          font: [h.fontSize, h.fontWeight, h.lineHeight],
          icon: [svg.width, svg.height],
          height: Math.round(heading.getBoundingClientRect().height),
        };
      }),
    );
    // Docusaurus 3.8.1's build of this fixture, in Chromium (2026-11-29): the same text, sizes and
    // a 27px heading (the 22.4px icon, middle-aligned on a 17.5px line).
    const heading = (text: string) => ({
      text,
      font: ['14px', '700', '17.5px'],
      icon: ['22.3906px', '22.3906px'],
      height: 27,
    });
    expect(headings).toEqual([heading('SLACK WATER'), heading('NEAP TIDES ARE GENTLE')]);
    await context.close();
  });

  it("take a site's rule on the heading's div: the title is the div's text in Docusaurus", async () => {
    const { page, close } = await pageAt(1280);
    // Bolt for JavaScript's stylesheet: `.theme-admonition div { text-transform: none !important }`.
    // Docusaurus writes the title as the heading div's own text, so its titles are not in capitals
    // (its 3.8.0 build of that site); here the title's span had capitals of its own.
    await page.addStyleTag({
      content: '.theme-admonition div { text-transform: none !important; }',
    });
    const texts = await page
      .locator('[class*="admonitionHeading"]')
      .evaluateAll((hs) => hs.map((h) => (h as HTMLElement).innerText.trim()));
    expect(texts).toEqual(['Slack water', 'Neap tides are gentle']);
    await close();
  });
});

describe("a Docusaurus site's doc", () => {
  it('puts a heading right after the title the title’s margin below it, as DocItem/Layout does', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    await page.goto(site.server.origin + '/');
    await waitForHydration(page);
    const gap = await page.locator('article').evaluate((article) => {
      const h1 = article.querySelector('header h1')!.getBoundingClientRect();
      const h2 = article.querySelector('h2')!;
      return [
        getComputedStyle(h2).marginTop,
        Math.round(h2.getBoundingClientRect().top - h1.bottom),
      ];
    });
    // The doc's title from its front matter, drawn in a `<header>`: what follows it has no top
    // margin: 25px below the title, its h1's bottom margin, where Infima's 40px for a Markdown h2
    // would show (Docusaurus 3.8.1's build of this fixture, 2026-11-29; 3.5.2's of Jitsi's handbook
    // alike).
    expect(gap).toEqual(['0px', 25]);
    await context.close();
  });

  it('puts a heading right after its Markdown `# title` the same 25px below it', async () => {
    const context = await site.browser.newContext({ viewport: { width: 900, height: 700 } });
    const page = await context.newPage();
    await page.goto(site.server.origin + '/moon');
    await waitForHydration(page);
    const gap = await page.locator('article').evaluate((article) => {
      const h1 = article.querySelector('.markdown > header > h1:first-child')!;
      const h2 = article.querySelector('h2')!;
      return [
        h1.id,
        getComputedStyle(h2).marginTop,
        Math.round(h2.getBoundingClientRect().top - h1.getBoundingClientRect().bottom),
      ];
    });
    // Docusaurus's mdx-loader wraps the doc's `# Moon phases` in <header> and its Heading drops
    // the h1's id (plugins/mdx/remarkContentTitle.ts): the h2 after it has no top margin
    // (Docusaurus 3.8.1's build of tests/fixtures/sites/h1-header, its docs/faq.md, 2026-11-30).
    expect(gap).toEqual(['', '0px', 25]);
    await context.close();
  });
});

describe("a Docusaurus site's breadcrumbs", () => {
  it('draw the home icon at 1.1rem, top-aligned and 1px down, as Docusaurus 3.8.1 does', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    await page.goto(site.server.origin + '/springs');
    await waitForHydration(page);
    const icon = await page.locator('.breadcrumbs__item:first-child svg').evaluate((svg) => {
      const s = getComputedStyle(svg);
      return [s.width, s.height, s.verticalAlign, s.position, s.top];
    });
    // Docusaurus 3.8.1's build of the classic template's structure, in Chromium (2026-11-29).
    expect(icon).toEqual(['17.5938px', '17.5938px', 'top', 'relative', '1px']);
    await context.close();
  });
});

async function pageAt(width: number, path = '/') {
  const context = await site.browser.newContext({ viewport: { width, height: 700 } });
  const page = await context.newPage();
  await page.goto(site.server.origin + path);
  await waitForHydration(page);
  return { page, close: () => context.close() };
}

describe("a Docusaurus site's announcement bar", () => {
  it('is drawn as theme-classic’s AnnouncementBar: 30 px tall, its link underlined in the text’s colour, a 14 px cross', async () => {
    const measured: Record<number, unknown> = {};
    for (const width of [1280, 900]) {
      const { page, close } = await pageAt(width);
      measured[width] = await page.locator('.theme-announcement-bar').evaluate((bar) => {
        const box = (el: Element) => {
          const b = el.getBoundingClientRect();
          return [b.left, b.top, b.width, b.height].map((v) => Math.round(v * 10) / 10);
        };
        const link = getComputedStyle(bar.querySelector('a')!);
        const button = bar.querySelector('button')!;
        const b = getComputedStyle(button);
        const svg = button.querySelector('svg')!;
        return {
          bar: box(bar),
          border: getComputedStyle(bar).borderBottom,
          message: [box(bar.children[1]!), getComputedStyle(bar.children[1]!).fontSize],
          link: [link.color, link.textDecorationLine],
          button: [
            box(button),
            button.classList.contains('close'),
            button.getAttribute('aria-label'),
          ],
          buttonLook: [b.color, b.opacity, b.padding],
          cross: [box(svg), svg.querySelector('[stroke-width]')?.getAttribute('stroke-width')],
          text: (button as HTMLElement).innerText,
        };
      });
      await close();
    }
    // Docusaurus 3.8.1's build of this fixture, in Chromium (2026-11-30): the bar 30 px tall on a
    // wide screen (its message's 32.4 px box overflowing it), its own height below 997 px; the
    // message between a 50 px placeholder and the 50 px close button (10 and 30 px below 997 px).
    const look = {
      border: '1px solid rgb(245, 246, 247)',
      link: ['rgb(0, 0, 0)', 'underline'],
      buttonLook: ['rgb(0, 0, 0)', '0.5', '0px'],
      text: '',
    };
    expect(measured).toEqual({
      1280: {
        ...look,
        bar: [0, 0, 1280, 30],
        message: [[50, -1.7, 1180, 32.4], '13.6px'],
        button: [[1230, 0, 50, 29], true, 'Close'],
        cross: [[1248, 7.5, 14, 14], '3.1'],
      },
      900: {
        ...look,
        bar: [0, 0, 900, 33.4],
        message: [[10, 0, 860, 32.4], '13.6px'],
        button: [[870, 0, 30, 32.4], true, 'Close'],
        cross: [[878, 9.2, 14, 14], '3.1'],
      },
    });
  });
});

describe("a Docusaurus site's navbar with the search button", () => {
  it('puts the right-hand items and the button where Docusaurus’s Navbar/Search container does', async () => {
    const { page, close } = await pageAt(1280);
    const lefts = await page
      .locator('.navbar__items--right')
      .evaluate((items) =>
        [
          items.querySelector('.navbar__link')!,
          items.querySelector('button')!,
          items.querySelector('.DocSearch-Button')!,
        ].map((el) => Math.round(el.getBoundingClientRect().left * 10) / 10),
      );
    await close();
    // Docusaurus 3.8.1's build of this fixture at 1280 px (2026-11-30): the "Almanac" link, the
    // colour-mode switch and the search button; the button 12 px into its container, whose
    // right padding Infima takes off the bar's last item.
    expect(lefts).toEqual([952.8, 1064.6, 1108.6]);
  });
});

describe("a Docusaurus site's code block title", () => {
  it('is drawn as CodeBlock/Layout’s title: body font at the code size, weight 500, 0.75rem padding', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    await page.goto(site.server.origin + '/springs');
    await waitForHydration(page);
    const measured = await page.locator('article pre').evaluate((pre) => {
      const block = pre.parentElement!.parentElement!;
      const title = block.firstElementChild!;
      const s = getComputedStyle(title);
      const height = (el: Element) => Math.round(el.getBoundingClientRect().height * 10) / 10;
      return {
        heights: [height(title), height(block)],
        gap: Math.round(pre.getBoundingClientRect().top - title.getBoundingClientRect().top),
        style: [s.padding, s.fontSize, s.fontWeight, s.lineHeight, s.borderBottom],
        bodyFont: s.fontFamily === getComputedStyle(document.body).fontFamily,
      };
    });
    // Docusaurus 3.8.1's build of this fixture, in Chromium at 1280 px, light (2026-11-30).
    expect(measured).toEqual({
      heights: [48.8, 143.4],
      gap: 49,
      style: ['12px 16px', '14.4px', '500', '23.76px', '1px solid rgb(218, 221, 225)'],
      bodyFont: true,
    });
    await context.close();
  });
});

describe("a Docusaurus site's code block buttons", () => {
  it('are theme-classic’s icon buttons: 32.8 px, a wrap toggle while a line scrolls, 0.4 on hover', async () => {
    const { page, close } = await pageAt(1280);
    await page.goto(site.server.origin + '/buttons');
    await waitForHydration(page);
    await page.locator('.code-block__buttons').nth(1).waitFor();
    const measure = () =>
      page.locator('article pre').evaluateAll((pres) =>
        pres.map((pre) => {
          const round = (v: number) => Math.round(v * 10) / 10;
          const block = pre.closest('.code-block')!.getBoundingClientRect();
          return [...pre.parentElement!.querySelectorAll('button')].map((b) => {
            const box = b.getBoundingClientRect();
            const s = getComputedStyle(b);
            return {
              label: b.getAttribute('aria-label'),
              // From the block's top right corner.
              box: [round(block.right - box.left), round(box.top - block.top), round(box.width)],
              height: round(box.height),
              look: [s.borderWidth, s.borderRadius, s.padding, s.opacity],
              icon: round(b.querySelector('svg')!.getBoundingClientRect().width),
            };
          });
        }),
      );
    // Docusaurus 3.10.2's build of this fixture, in Chromium at 1280 px (2026-11-30; 3.8.1's
    // buttons have the same styles): a lone copy button 8 px in from the corner, 32.8 px square;
    // with the wrap toggle (its icon 1.2rem: 34 px) 3.2 px before it, the row 34 px tall.
    const look = ['1px', '6.4px', '6.4px', '0'];
    const copy = (height: number) => ({
      label: 'Copy code to clipboard',
      box: [40.8, 8, 32.8],
      height,
      look,
      icon: 18,
    });
    const wrap = { label: 'Toggle word wrap', box: [77.9, 8, 34], height: 34, look, icon: 19.2 };
    expect(await measure()).toEqual([[copy(32.8)], [wrap, copy(34)]]);

    const second = page.locator('article pre').nth(1);
    await second.hover();
    const opacities = () =>
      second.evaluate((pre) =>
        [...pre.parentElement!.querySelectorAll('button')].map((b) => getComputedStyle(b).opacity),
      );
    await expect.poll(opacities).toEqual(['0.4', '0.4']);
    const copyButton = page.getByRole('button', { name: 'Copy code to clipboard' }).nth(1);
    await copyButton.hover();
    await expect.poll(opacities).toEqual(['0.4', '1']);
    await close();
  });
});

describe("a Docusaurus site's tabs", () => {
  it('underline the selected tab in the active colour, as Infima draws it', async () => {
    const measured: Record<string, unknown> = {};
    for (const theme of ['light', 'dark'] as const) {
      const context = await site.browser.newContext({ viewport: { width: 1280, height: 700 } });
      // The colour mode the reader chose last, as theme-common keeps it.
      await context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
      const page = await context.newPage();
      await page.goto(site.server.origin + '/tides');
      await waitForHydration(page);
      measured[theme] = await page.locator('[role=tab]').evaluateAll((tabs) =>
        tabs.map((tab) => {
          const s = getComputedStyle(tab);
          return [tab.getAttribute('aria-selected'), s.borderBottom, s.color];
        }),
      );
      await context.close();
    }
    // Docusaurus 3.8.1's build of this fixture, in Chromium at 1280 px (2026-11-30): the selected
    // tab 3 px underlined in Infima's primary colour, the other's border transparent.
    const selected = ['true', '3px solid rgb(53, 120, 229)', 'rgb(53, 120, 229)'];
    const other = (color: string) => ['false', '3px solid rgba(0, 0, 0, 0)', color];
    expect(measured).toEqual({
      light: [selected, other('rgb(82, 88, 96)')],
      dark: [selected, other('rgb(255, 255, 255)')],
    });
  });

  it("keep Docusaurus's spacing: no list margin between tabs, none after a panel's last block", async () => {
    const { page, close } = await pageAt(1280, '/tides');
    const spacing = await page.evaluate(() => ({
      tabs: [...document.querySelectorAll('[role=tab]')].map((t) => getComputedStyle(t).marginTop),
      last: getComputedStyle(
        document.querySelector('[role=tabpanel]:not([hidden])')!.lastElementChild!,
      ).marginBottom,
    }));
    // Docusaurus's Tabs (`.tabItem { margin-top: 0 !important }`, against Infima's
    // `.markdown li + li`) and TabItem (`.tabItem > *:last-child { margin-bottom: 0 }`), as its
    // 3.8.0 build of Bolt for JavaScript's docs measured in Chromium: each of its tabs rows was
    // 22 px taller here (the second tab 3.75 px lower, the panel's last code block 18.75 px).
    expect(spacing).toEqual({ tabs: ['0px', '0px'], last: '0px' });
    await close();
  });
});

describe("a Docusaurus site's keyboard focus", () => {
  it("is the browser's own ring, as Docusaurus's theme leaves it (not the knowledgebase's)", async () => {
    // Docusaurus 3.7.0's search page of Roo Code: the focused search field had Chromium's own ring
    // (`auto 1px`); ours drew the knowledgebase's 2px ring in the primary colour around it.
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    await page.goto(site.server.origin + '/');
    await waitForHydration(page);
    const rings: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      rings.push(
        await page.evaluate(() => {
          const el = document.activeElement!;
          return `${el.tagName} ${el.matches(':focus-visible')} ${getComputedStyle(el).outlineStyle}`;
        }),
      );
    }
    const visible = rings.filter((r) => r.includes(' true '));
    expect(visible.length, rings.join(', ')).toBeGreaterThan(0);
    for (const ring of visible) expect(ring).not.toMatch(/ solid$/);
    await context.close();
  });
});
