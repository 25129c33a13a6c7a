// tests/fixtures/sites/dropdown-entry-props: a navbar dropdown's links with a `data-` key, read
// by the site's `@theme/NavbarItem` wrapper to rewrite each link (Playwright's language menu reads
// `data-language-prefix`). Docusaurus gives every key of a dropdown link to NavbarItem, then the
// <a> (its DefaultNavbarItem passes the others through). Before, a dropdown link kept only its
// label and href (not even its className): the wrapper saw no `data-stone`, and each link stayed `href="#"`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtFixture } from '../fixtureSite.js';

const { outDir } = builtFixture('dropdown-entry-props', { timeout: 180_000 });
let menu = '';

beforeAll(() => {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  menu = /<ul class="dropdown__menu">(.*?)<\/ul>/s.exec(html)?.[1] ?? '';
});

const links = () => [...menu.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]);

describe("a dropdown link's other keys", () => {
  it("reach the site's NavbarItem wrapper, which rewrites each link", () => {
    expect(links()).toHaveLength(3);
    expect(links()[0]).toContain('href="/stones/granite"');
    expect(links()[1]).toContain('href="/stones/slate"');
    for (const link of links().slice(0, 2))
      expect(link).toMatch(/class="dropdown__link stone-link"/);
  });

  it("keep a link's className, which Docusaurus adds to dropdown__link", () => {
    expect(links()[2]).toMatch(/href="\/stones\/slate"[^>]*class="dropdown__link dark-stone"/);
  });

  it('are attributes of the <a>, as Docusaurus draws them', () => {
    expect(links()[0]).toContain('data-stone="granite"');
    expect(links()[1]).toContain('data-stone="slate"');
  });
});
