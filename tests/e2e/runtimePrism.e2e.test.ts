// Code a Docusaurus site's page has only once it runs in the browser (tests/fixtures/sites/
// runtime-codeblock, src/pages/tools.js: set in an effect, as if fetched), in the languages the
// site adds to Prism (`prism.additionalLanguages: ['rust', 'powershell']`). Docusaurus 3.8.1 built
// the fixture once: the tokens below (their types, text and colour in Chromium, light mode, the
// plain ones left out) are what its page showed. Ours draws such a block with the browser's Prism
// and the site's languages (src/theme/mdx/runtimePrism.ts); without them, plain text.
import { describe, expect, it } from 'vitest';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';

const site = servedFixtureSite('runtime-codeblock', 'e2e-runtime-prism');

type Token = [types: string, text: string, colour: string];

/** What Docusaurus 3.8.1's page showed of each block (palenight, its default theme). */
const DOCUSAURUS: Record<string, Token[]> = {
  rust: [
    ['comment', '/// Ramp the kiln to its peak.', 'rgb(105, 112, 152)'],
    ['keyword', 'fn', 'rgb(191, 199, 213)'],
    ['function-definition function', 'ramp', 'rgb(130, 170, 255)'],
    ['punctuation', '(', 'rgb(199, 146, 234)'],
    ['punctuation', ':', 'rgb(199, 146, 234)'],
    ['operator', '&', 'rgb(137, 221, 255)'],
    ['keyword', 'mut', 'rgb(191, 199, 213)'],
    ['class-name', 'Kiln', 'rgb(255, 203, 107)'],
    ['punctuation', ',', 'rgb(199, 146, 234)'],
    ['punctuation', ':', 'rgb(199, 146, 234)'],
    ['keyword', 'u32', 'rgb(191, 199, 213)'],
    ['punctuation', ')', 'rgb(199, 146, 234)'],
    ['punctuation', '->', 'rgb(199, 146, 234)'],
    ['class-name', 'Result', 'rgb(255, 203, 107)'],
    ['operator', '<', 'rgb(137, 221, 255)'],
    ['punctuation', '(', 'rgb(199, 146, 234)'],
    ['punctuation', ')', 'rgb(199, 146, 234)'],
    ['punctuation', ',', 'rgb(199, 146, 234)'],
    ['class-name', 'String', 'rgb(255, 203, 107)'],
    ['operator', '>', 'rgb(137, 221, 255)'],
    ['punctuation', '{', 'rgb(199, 146, 234)'],
    ['keyword', 'let', 'rgb(191, 199, 213)'],
    ['punctuation', ':', 'rgb(199, 146, 234)'],
    ['keyword', 'u32', 'rgb(191, 199, 213)'],
    ['operator', '=', 'rgb(137, 221, 255)'],
    ['number', '1240', 'rgb(247, 140, 108)'],
    ['punctuation', ';', 'rgb(199, 146, 234)'],
    ['keyword', 'while', 'rgb(191, 199, 213)'],
    ['punctuation', '.', 'rgb(199, 146, 234)'],
    ['function', 'temp', 'rgb(130, 170, 255)'],
    ['punctuation', '(', 'rgb(199, 146, 234)'],
    ['punctuation', ')', 'rgb(199, 146, 234)'],
    ['operator', '<', 'rgb(137, 221, 255)'],
    ['punctuation', '{', 'rgb(199, 146, 234)'],
    ['punctuation', '.', 'rgb(199, 146, 234)'],
    ['function', 'heat', 'rgb(130, 170, 255)'],
    ['punctuation', '(', 'rgb(199, 146, 234)'],
    ['punctuation', ')', 'rgb(199, 146, 234)'],
    ['operator', '?', 'rgb(137, 221, 255)'],
    ['punctuation', ';', 'rgb(199, 146, 234)'],
    ['comment', '// one step', 'rgb(105, 112, 152)'],
    ['punctuation', '}', 'rgb(199, 146, 234)'],
    ['macro property', 'println!', 'rgb(191, 199, 213)'],
    ['punctuation', '(', 'rgb(199, 146, 234)'],
    ['string', '"{} reached"', 'rgb(195, 232, 141)'],
    ['punctuation', ',', 'rgb(199, 146, 234)'],
    ['punctuation', ')', 'rgb(199, 146, 234)'],
    ['punctuation', ';', 'rgb(199, 146, 234)'],
    ['class-name', 'Ok', 'rgb(255, 203, 107)'],
    ['punctuation', '(', 'rgb(199, 146, 234)'],
    ['punctuation', '(', 'rgb(199, 146, 234)'],
    ['punctuation', ')', 'rgb(199, 146, 234)'],
    ['punctuation', ')', 'rgb(199, 146, 234)'],
    ['punctuation', '}', 'rgb(199, 146, 234)'],
  ],
  powershell: [
    ['comment', "# Log the kiln's temperature", 'rgb(105, 112, 152)'],
    ['variable', '$peak', 'rgb(191, 199, 213)'],
    ['function', 'Get-Content', 'rgb(130, 170, 255)'],
    ['operator', '-', 'rgb(137, 221, 255)'],
    ['punctuation', '.', 'rgb(199, 146, 234)'],
    ['punctuation', '.', 'rgb(199, 146, 234)'],
    ['punctuation', '|', 'rgb(199, 146, 234)'],
    ['function', 'Where-Object', 'rgb(130, 170, 255)'],
    ['punctuation', '{', 'rgb(199, 146, 234)'],
    ['variable', '$_', 'rgb(191, 199, 213)'],
    ['operator', '-match', 'rgb(137, 221, 255)'],
    ['string', '"temp"', 'rgb(195, 232, 141)'],
    ['punctuation', '}', 'rgb(199, 146, 234)'],
    ['keyword', 'if', 'rgb(191, 199, 213)'],
    ['punctuation', '(', 'rgb(199, 146, 234)'],
    ['variable', '$peak', 'rgb(191, 199, 213)'],
    ['operator', '-gt', 'rgb(137, 221, 255)'],
    ['punctuation', ')', 'rgb(199, 146, 234)'],
    ['punctuation', '{', 'rgb(199, 146, 234)'],
    ['function', 'Write-Host', 'rgb(130, 170, 255)'],
    ['string', '"Hot: ', 'rgb(195, 232, 141)'],
    ['string variable', '$peak', 'rgb(191, 199, 213)'],
    ['string', '"', 'rgb(195, 232, 141)'],
    ['punctuation', '}', 'rgb(199, 146, 234)'],
  ],
};

describe('a runtime CodeBlock in a language the site adds to Prism', () => {
  it('is highlighted in the browser with Docusaurus 3.8.1’s tokens and colours', async () => {
    const { page, problems } = await openPage(site.browser, '/tools', {
      origin: site.server.origin,
      viewport: { width: 1280, height: 900 },
    });
    await waitForHydration(page);
    // Highlighted in the site's languages: a keyword token (the block's plain tokens come first,
    // before Prism has the language, and a read then finds no types).
    await page.waitForSelector('#kiln-tools pre.language-rust .token.keyword');
    const blocks = await page.$$eval('#kiln-tools pre', (pres) =>
      Object.fromEntries(
        pres.map((pre) => [
          pre.className.match(/language-(\S+)/)![1],
          [...pre.querySelectorAll('.token')]
            .filter((token) => !token.classList.contains('plain'))
            .map((token) => [
              // The token's types, without this theme's colour classes (`prl-…`, `prd-…`).
              [...token.classList].filter((c) => c !== 'token' && !/^pr[ld]-/.test(c)).join(' '),
              token.textContent,
              getComputedStyle(token).color,
            ]),
        ]),
      ),
    );
    expect(blocks).toEqual(DOCUSAURUS);
    expect(problems).toEqual([]);
  });

  // A live code editor (react-live, as on Yoga's site) colours its tokens with usePrismTheme()'s
  // `styles`: the page's EditorTheme shows what the hook and useThemeConfig().prism give once
  // it runs, as Docusaurus 3.8.1's page showed them (palenight: the site names no theme).
  it("gives a component the site's Prism theme and languages, as Docusaurus does", async () => {
    const { page, problems } = await openPage(site.browser, '/tools', {
      origin: site.server.origin,
      viewport: { width: 1280, height: 900 },
    });
    await waitForHydration(page);
    const shown = await page.$eval('#editor-theme', (p) => ({ ...(p as HTMLElement).dataset }));
    expect(shown).toEqual({
      plain: '#bfc7d5 #292d3e',
      comment: 'rgb(105, 112, 152)',
      configTheme: 'true',
      languages: 'rust powershell',
    });
    expect(problems).toEqual([]);
  });
});
