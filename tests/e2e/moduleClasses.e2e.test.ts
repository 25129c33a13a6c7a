// A Docusaurus site's stylesheet that picks out the classic theme's parts by their CSS-module
// classes' local names (`[class*='docItemContainer']`, `[class^='announcementBar']`: TypeORM,
// Cypress, Open WebUI, Sequelize, tRPC, Stencil, ent, WebdriverIO) finds the same elements here as
// in Docusaurus 3.8.1's build of the fixture (tests/fixtures/sites/docusaurus-module-classes).
import { describe, expect, it } from 'vitest';
import { recordProblems, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('docusaurus-module-classes', 'docusaurus-module-classes');

/** The local names, in the order of the fixture's custom.css rules (rule N: outline rgb(N, 0, 0)). */
const LOCALS = [
  'docsWrapper',
  'docRoot',
  'docMainContainer',
  'docItemCol',
  'docItemContainer',
  'announcementBar',
  'announcementBarContent',
  'codeBlockTitle',
  'tableOfContentsInline',
  'toggleButton',
  // The desktop TOC's own (`tableOfContents_<hash>`, not the inline one's).
  'tableOfContents_',
  'tocCollapsible',
  'tocMobile',
  'mainWrapper',
  'breadcrumbsContainer',
  'backToTopButton',
  'anchorWithStickyNavbar',
  'menuWithAnnouncementBar',
];

/**
 * In the page: what each prefix selector (`^=`: the class attribute starts with the name, `*=`: has
 * it anywhere) matches, each element as its tag and the local names of its ancestors that match
 * one (outermost first); and which element each custom.css rule styles, the same way.
 */
function survey(locals: string[]) {
  const nameOf = (el: Element) =>
    locals.filter((l) => el.matches(`[class*='${l}']`)).sort((a, b) => b.length - a.length)[0];
  const describe = (el: Element) => {
    const chain: string[] = [];
    for (let p = el.parentElement; p; p = p.parentElement) {
      const name = nameOf(p);
      if (name) chain.unshift(name);
    }
    return [el.tagName.toLowerCase(), ...chain].join(' in ');
  };
  const selectors: Record<string, string[]> = {};
  for (const local of locals)
    for (const op of ['^=', '*='])
      selectors[`[class${op}'${local}']`] = [
        ...document.querySelectorAll(`[class${op}'${local}']`),
      ].map(describe);
  const styled: Record<string, string[]> = {};
  for (const el of document.querySelectorAll('body *')) {
    const m = /^rgb\((\d+), 0, 0\)$/.exec(getComputedStyle(el).outlineColor);
    const rule = m && locals[Number(m[1]) - 1];
    if (rule) (styled[rule] ??= []).push(describe(el));
  }
  return { selectors, styled };
}

describe("a Docusaurus site's CSS-module class selectors", () => {
  it('match the elements they match in Docusaurus 3.8.1’s build', async () => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems = recordProblems(page);
    await page.goto(site.server.origin + '/pruning');
    await waitForHydration(page);
    const found = await page.evaluate(survey, LOCALS);
    await context.close();
    // Hydrated without a mismatch (the one resource missing is the favicon Chromium asks for).
    expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    // Docusaurus 3.8.1's build of this fixture in Chromium at 1280 px, after hydration
    // (2026-11-30, again with rules 11–18 on 2026-12-02), by the same survey.
    expect(found).toEqual(EXPECTED);
  });
});

const EXPECTED = {
  selectors: {
    "[class^='docsWrapper']": ['div in mainWrapper'],
    "[class*='docsWrapper']": ['div in mainWrapper'],
    "[class^='docRoot']": ['div in mainWrapper in docsWrapper'],
    "[class*='docRoot']": ['div in mainWrapper in docsWrapper'],
    "[class^='docMainContainer']": ['main in mainWrapper in docsWrapper in docRoot'],
    "[class*='docMainContainer']": ['main in mainWrapper in docsWrapper in docRoot'],
    "[class^='docItemCol']": [],
    "[class*='docItemCol']": ['div in mainWrapper in docsWrapper in docRoot in docMainContainer'],
    "[class^='docItemContainer']": [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol',
    ],
    "[class*='docItemContainer']": [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol',
    ],
    "[class^='announcementBar']": ['div in announcementBar'],
    "[class*='announcementBar']": [
      'div',
      'div in announcementBar',
      'div in announcementBar',
      'button in announcementBar',
    ],
    "[class^='announcementBarContent']": [],
    "[class*='announcementBarContent']": ['div in announcementBar'],
    "[class^='codeBlockTitle']": [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
    ],
    "[class*='codeBlockTitle']": [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
    ],
    "[class^='tableOfContentsInline']": [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
    ],
    "[class*='tableOfContentsInline']": [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
    ],
    "[class^='toggleButton']": [],
    "[class*='toggleButton']": ['button'],
    "[class^='tableOfContents_']": [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer',
    ],
    "[class*='tableOfContents_']": [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer',
    ],
    "[class^='tocCollapsible']": [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
    ],
    "[class*='tocCollapsible']": [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
      'button in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer in tocCollapsible',
    ],
    "[class^='tocMobile']": [],
    "[class*='tocMobile']": [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
    ],
    "[class^='mainWrapper']": [],
    "[class*='mainWrapper']": ['div'],
    "[class^='breadcrumbsContainer']": [],
    "[class*='breadcrumbsContainer']": [
      'nav in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
    ],
    "[class^='backToTopButton']": [],
    "[class*='backToTopButton']": ['button in mainWrapper in docsWrapper'],
    "[class^='anchorWithStickyNavbar']": [],
    "[class*='anchorWithStickyNavbar']": [
      'h2 in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
      'h2 in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
    ],
    "[class^='menuWithAnnouncementBar']": [],
    "[class*='menuWithAnnouncementBar']": ['nav in mainWrapper in docsWrapper in docRoot'],
  },
  styled: {
    announcementBar: ['div in announcementBar'],
    announcementBarContent: ['div in announcementBar'],
    toggleButton: ['button'],
    mainWrapper: ['div'],
    docsWrapper: ['div in mainWrapper'],
    backToTopButton: ['button in mainWrapper in docsWrapper'],
    docRoot: ['div in mainWrapper in docsWrapper'],
    menuWithAnnouncementBar: ['nav in mainWrapper in docsWrapper in docRoot'],
    docMainContainer: ['main in mainWrapper in docsWrapper in docRoot'],
    docItemCol: ['div in mainWrapper in docsWrapper in docRoot in docMainContainer'],
    docItemContainer: [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol',
    ],
    breadcrumbsContainer: [
      'nav in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
    ],
    tocMobile: [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
    ],
    tocCollapsible: [
      'button in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer in tocCollapsible',
    ],
    tableOfContentsInline: [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
    ],
    anchorWithStickyNavbar: [
      'h2 in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
      'h2 in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
    ],
    codeBlockTitle: [
      'div in mainWrapper in docsWrapper in docRoot in docMainContainer in docItemCol in docItemContainer',
    ],
    tableOfContents_: ['div in mainWrapper in docsWrapper in docRoot in docMainContainer'],
  },
};
