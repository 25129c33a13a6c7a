// tests/fixtures/sites/cjs-theme-i18n: a site of two locales whose local theme is CommonJS and
// requires `@docusaurus/useDocusaurusContext` (docusaurus-theme-github-codeblock's CommonJS build
// does, on Bolt for JavaScript's site with its `ja-jp` locale). Docusaurus 3.8.1 built the fixture
// once: each locale's page has the note with the theme config's prefix and the site's title, and
// the page's locale. Before: the client bundle of a site of several locales stopped at the
// require ("not allowed because the transitive dependency … contains a top-level await": the
// locales' shared bundle reads the locale's global data with a top-level await).
import { describe, expect, it } from 'vitest';
import { builtFixture } from '../fixtureSite.js';

const { read } = builtFixture('cjs-theme-i18n', { timeout: 240_000 });

const note = (file: string) =>
  /<p class="lamp-note" data-locale="([^"]+)">(.*?)<\/p>/.exec(read(file));

describe('a CommonJS theme requiring Docusaurus client modules, on a site of two locales', () => {
  it("renders in the default locale's page, with the context's config and locale", () => {
    const m = note('docs/intro/index.html');
    expect(m?.[1]).toBe('en');
    expect(m?.[2]).toBe('Lamp note (Lamp Works): <!-- -->trim the wick before lighting.');
  });

  it("renders in the other locale's page, with that locale", () => {
    const m = note('fr/docs/intro/index.html');
    expect(m?.[1]).toBe('fr');
    expect(m?.[2]).toBe('Lamp note (Lamp Works): <!-- -->coupez la mèche avant d&#x27;allumer.');
  });
});
