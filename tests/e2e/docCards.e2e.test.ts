// A category's generated index and a doc's `<DocCardList />` (tests/fixtures/sites/doc-cards) drawn
// as Docusaurus 3.8.1 draws them. Every expected value below was measured in Chromium on the same
// fixture built by Docusaurus 3.8.1 (`docusaurus build`, classic preset; 2026-11-29), at 1280×900
// in light mode and 900×900 in dark mode: its DocCategoryGeneratedIndexPage column (75 % of the
// container from 997 px), its 3rem title, and its DocCard module's card, title and description.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordProblems, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('doc-cards', 'e2e-doc-cards');

/** Computed values (and box sizes, to 0.01 px) of the page's column, title, first card and paginator. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const round = (n: number) => Math.round(n * 100) / 100;
    const style = (el: Element | null | undefined, props: string[]) => {
      if (!el) return null;
      const s = getComputedStyle(el);
      const out: Record<string, string | number> = {
        width: round(el.getBoundingClientRect().width),
      };
      for (const p of props) out[p] = s.getPropertyValue(p);
      return out;
    };
    const h1 = document.querySelector('main h1');
    const card = document.querySelector('main a.card');
    const article = card?.closest('section')?.parentElement;
    const paginator = document.querySelector('main .pagination-nav');
    return {
      column: style(h1?.closest('header')?.parentElement, ['max-width']),
      title: style(h1, ['font-size', 'line-height', 'margin-bottom']),
      item: style(card?.parentElement, ['margin-bottom']),
      card: {
        ...style(card, [
          'padding-top',
          'padding-left',
          'border-top-width',
          'border-top-color',
          'border-radius',
          'box-shadow',
          'color',
          'transition',
          'display',
        ]),
        height: round(card!.getBoundingClientRect().height),
      },
      cardTitle: style(card?.querySelector('h2'), [
        'font-size',
        'line-height',
        'margin-bottom',
        'color',
        'white-space',
        'text-overflow',
        'overflow',
      ]),
      cardDescription: style(card?.querySelector('p'), [
        'font-size',
        'line-height',
        'margin-bottom',
        'color',
        'white-space',
        'text-overflow',
      ]),
      // The paginator's distance below the cards' article.
      paginatorGap:
        paginator && article
          ? Math.round(
              paginator.getBoundingClientRect().top - article.getBoundingClientRect().bottom,
            )
          : null,
    };
  });

/** The first card's colours and shadow with the pointer on it (after its 0.2 s transition). */
async function hovered(page: Page) {
  const card = page.locator('main a.card').first();
  await card.hover();
  await page.waitForTimeout(400);
  return card.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      borderColor: s.borderTopColor,
      boxShadow: s.boxShadow,
      color: s.color,
      textDecoration: s.textDecorationLine,
    };
  });
}

/** The page in the colour mode chosen as a reader chooses it (the switch stores it), as Docusaurus's. */
async function open(path: string, mode: 'light' | 'dark', width: number) {
  const context = await site.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  const page = await context.newPage();
  const problems = recordProblems(page);
  // The fixture has no favicon: Chromium's request for /favicon.ico (which the page's response
  // events do not see) is the one failure allowed.
  const failed: string[] = [];
  page.on('response', (r) => r.status() >= 400 && failed.push(new URL(r.url()).pathname));
  await page.goto(site.server.origin + path);
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
  /** The console's problems, but the favicon's 404 (no other request may fail). */
  const real = () => {
    expect(failed.filter((f) => f !== '/favicon.ico')).toEqual([]);
    return problems.filter((p) => !p.includes('the server responded with a status of 404'));
  };
  return { page, realProblems: real };
}

// Docusaurus's DocCard module: the card's text and borders in the light and dark palettes.
const CARD = {
  'padding-top': '32px',
  'padding-left': '32px',
  'border-top-width': '1px',
  'border-radius': '12.8px',
  'box-shadow': 'rgba(0, 0, 0, 0.15) 0px 1.5px 3px 0px',
  transition: 'border 0.2s, box-shadow 0.2s',
  display: 'flex',
  height: 127.11,
};
const LIGHT = { text: 'rgb(68, 73, 80)', border: 'rgb(235, 237, 240)', hover: 'rgb(96, 103, 112)' };
const DARK = { text: 'rgb(235, 237, 240)', border: 'rgb(68, 73, 80)', hover: 'rgb(218, 221, 225)' };
const CARD_TITLE = {
  'font-size': '19.2px',
  'line-height': '24px',
  'margin-bottom': '16px',
  'white-space': 'nowrap',
  'text-overflow': 'ellipsis',
  overflow: 'hidden',
};
const CARD_DESCRIPTION = {
  'font-size': '12.8px',
  'line-height': '21.12px',
  'margin-bottom': '0px',
  'white-space': 'nowrap',
  'text-overflow': 'ellipsis',
};
const TITLE = { 'font-size': '48px', 'line-height': '60px', 'margin-bottom': '25px' };
const HOVER_SHADOW = 'rgba(0, 0, 0, 0.2) 0px 3px 6px 0px';
const PRIMARY = 'rgb(53, 120, 229)';

describe('the cards of a category as Docusaurus draws them', () => {
  it('generated index at 1280 px, light: a 75 % column, a 3rem title, two cards a row', async () => {
    const { page, realProblems } = await open('/docs/category/knots', 'light', 1280);
    const m = await measure(page);
    expect(m.column).toEqual({ width: 711, 'max-width': '75%' });
    expect(m.title).toEqual({ width: 711, ...TITLE });
    expect(m.item).toEqual({ width: 371.5, 'margin-bottom': '32px' });
    expect(m.card).toEqual({
      width: 339.5,
      ...CARD,
      'border-top-color': LIGHT.border,
      color: LIGHT.text,
    });
    expect(m.cardTitle).toEqual({ width: 273.5, ...CARD_TITLE, color: LIGHT.text });
    expect(m.cardDescription).toEqual({ width: 273.5, ...CARD_DESCRIPTION, color: LIGHT.text });
    // The paginator in its footer, 1rem (margin-top--md) below the cards.
    expect(m.paginatorGap).toBe(16);
    expect(await hovered(page)).toEqual({
      borderColor: PRIMARY,
      boxShadow: HOVER_SHADOW,
      color: LIGHT.hover,
      textDecoration: 'none',
    });

    // The icons, the title attributes (the whole text of a cut description), and the cut itself.
    const cards = await page.locator('main a.card').evaluateAll((els) =>
      els.map((a) => ({
        title: a.querySelector('h2')!.textContent,
        titleAttr: a.querySelector('h2')!.getAttribute('title'),
        description: a.querySelector('p')?.getAttribute('title') ?? null,
        cut: a.querySelector('p')
          ? a.querySelector('p')!.scrollWidth > a.querySelector('p')!.clientWidth
          : null,
      })),
    );
    expect(cards).toEqual([
      {
        title: '📄️ Reef knot',
        titleAttr: 'Reef knot',
        description: 'Two half knots, left over right and right over left.',
        cut: true,
      },
      {
        title: '📄️ Bowline',
        titleAttr: 'Bowline',
        description:
          'A fixed loop at the end of a line that neither slips nor jams, however hard it is loaded, and that still unties easily once the load is off it.',
        cut: true,
      },
      { title: '🗃️ Bends', titleAttr: 'Bends', description: '2 items', cut: false },
      { title: '🔗 Knot atlas', titleAttr: 'Knot atlas', description: null, cut: null },
    ]);
    expect(realProblems()).toEqual([]);
    await page.context().close();
  });

  it('generated index at 900 px, dark: the whole container wide, one card a row', async () => {
    const { page, realProblems } = await open('/docs/category/knots', 'dark', 900);
    const m = await measure(page);
    expect(m.column).toEqual({ width: 868, 'max-width': 'none' });
    expect(m.title).toEqual({ width: 868, ...TITLE });
    expect(m.item).toEqual({ width: 900, 'margin-bottom': '32px' });
    expect(m.card).toEqual({
      width: 868,
      ...CARD,
      'border-top-color': DARK.border,
      color: DARK.text,
    });
    expect(m.cardTitle).toEqual({ width: 802, ...CARD_TITLE, color: DARK.text });
    expect(m.cardDescription).toEqual({ width: 802, ...CARD_DESCRIPTION, color: DARK.text });
    expect(m.paginatorGap).toBe(16);
    expect(await hovered(page)).toEqual({
      borderColor: PRIMARY,
      boxShadow: HOVER_SHADOW,
      color: DARK.hover,
      textDecoration: 'none',
    });
    expect(realProblems()).toEqual([]);
    await page.context().close();
  });

  it('a doc with <DocCardList />: the same cards, light at 1280 px and dark at 900 px', async () => {
    const light = await open('/docs/knots/bends', 'light', 1280);
    const l = await measure(light.page);
    // The doc's own title, as Docusaurus draws a doc's first heading (Infima's 3rem).
    expect(l.title).toEqual({ width: 703, ...TITLE });
    expect(l.item).toEqual({ width: 367.5, 'margin-bottom': '32px' });
    expect(l.card).toEqual({
      width: 335.5,
      ...CARD,
      'border-top-color': LIGHT.border,
      color: LIGHT.text,
    });
    expect(l.cardTitle).toEqual({ width: 269.5, ...CARD_TITLE, color: LIGHT.text });
    expect(l.cardDescription).toEqual({ width: 269.5, ...CARD_DESCRIPTION, color: LIGHT.text });
    expect(await light.page.locator('main a.card p').first().getAttribute('title')).toBe(
      'Joins two lines of different thickness.',
    );
    expect(light.realProblems()).toEqual([]);
    await light.page.context().close();

    const dark = await open('/docs/knots/bends', 'dark', 900);
    const d = await measure(dark.page);
    expect(d.card).toEqual({
      width: 868,
      ...CARD,
      'border-top-color': DARK.border,
      color: DARK.text,
    });
    expect(d.cardTitle).toEqual({ width: 802, ...CARD_TITLE, color: DARK.text });
    expect(d.cardDescription).toEqual({ width: 802, ...CARD_DESCRIPTION, color: DARK.text });
    expect(dark.realProblems()).toEqual([]);
    await dark.page.context().close();
  });

  it("a doc that is not its category's page: its siblings' cards, its own too, with descriptions", async () => {
    // Docusaurus 3.8.1's build of the same fixture (2026-11-29): `useCurrentSidebarSiblings()`.
    const { page, realProblems } = await open('/docs/knots/bowline', 'light', 1280);
    const cards = await page
      .locator('main a.card')
      .evaluateAll((els) =>
        els.map((el) => [
          el.querySelector('h2')?.textContent ?? '',
          el.querySelector('p')?.getAttribute('title') ?? null,
        ]),
      );
    expect(cards).toEqual([
      ['📄️ Reef knot', 'Two half knots, left over right and right over left.'],
      [
        '📄️ Bowline',
        'A fixed loop at the end of a line that neither slips nor jams, however hard it is loaded, and that still unties easily once the load is off it.',
      ],
      ['🗃️ Bends', '2 items'],
      ['🔗 Knot atlas', null],
    ]);
    expect(realProblems()).toEqual([]);
    await page.context().close();
  });
});
