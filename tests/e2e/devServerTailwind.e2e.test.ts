// A Tailwind CSS 4 site (`@tailwindcss/postcss` through configurePostCss) in the dev server: its
// utilities, the ones only an MDX doc uses too, and a class added to a doc while the page is open
// (Tailwind's scan has the doc as a dependency of custom.css: the stylesheet is updated in place).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devServedFixtureSite, openDevPage, save } from './helpers.js';

const site = devServedFixtureSite('tailwind4-postcss', 'dev-tailwind4');

describe('dev server with Tailwind CSS 4 through PostCSS', () => {
  it('styles an MDX doc with its utilities and updates them as the doc and the CSS change', async () => {
    const page = await openDevPage(site.browser, site.origin + '/docs/glazes');
    const looks = () =>
      page.evaluate(() => {
        const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
        const spans = [...document.querySelectorAll('.grid > span')].map((s) =>
          getComputedStyle(s),
        );
        return {
          display: style('.grid').display,
          columnGap: style('.grid').columnGap,
          ember: style('.text-ember').color,
          rotate: spans[1]!.rotate,
        };
      });
    expect(await looks()).toEqual({
      display: 'grid',
      columnGap: '28px', // gap-7, used only in this doc
      ember: 'rgb(194, 65, 12)', // the @theme token's utility
      rotate: 'none',
    });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    // A utility no file of the site used before, added to the doc (its watcher is the docs
    // plugin's, not Vite's: written as an editor would).
    const doc = join(site.dir, 'docs/glazes.mdx');
    const rotate = ['rotate', '45'].join('-');
    writeFileSync(
      doc,
      readFileSync(doc, 'utf8').replace(
        '<span>Tenmoku</span>',
        `<span className="${rotate}">Tenmoku</span>`,
      ),
    );
    await page.waitForFunction(
      () => getComputedStyle(document.querySelectorAll('.grid > span')[1]!).rotate === '45deg',
      null,
      { timeout: 30_000 },
    );

    // The @theme token edited in custom.css.
    const css = join(site.dir, 'src/css/custom.css');
    await save(site.dev.vite, css, readFileSync(css, 'utf8').replace('#c2410c', '#15803d'));
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('.text-ember')!).color === 'rgb(21, 128, 61)',
      null,
      { timeout: 30_000 },
    );
    // Both in place: the page was never reloaded.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await page.context().close();
  }, 180_000);
});
