// Navbar items whose text is `html` instead of `label` (a Hebrew community wiki, tgilabs/public-docs,
// gives every item an icon and a word that way): a docSidebar item, a dropdown whose toggle and
// entries are html (a `to` link, a docSidebar entry, a link to another site), a doc item, an
// icon link to another site, and a dropdown of links only (its html toggle and its class). Before, the dropdown and the html-only link were left out with a
// "not built yet" warning and the doc items showed their sidebar's or doc's id instead of the html.
// Expected: what Docusaurus 3.8.1 built from tests/fixtures/sites/navbar-html-labels (its navbar
// on /docs/guide/setup, the desktop bar; Docusaurus draws the slide-in menu only once opened).
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../../..');
const fixture = join(root, 'tests/fixtures/sites/navbar-html-labels');
const siteDir = join(root, 'tests/.tmp/navbar-html-labels');
const outDir = join(siteDir, 'build');
const warnings: string[] = [];

/** Docusaurus 3.8.1's navbar links, left then right: class, href and inner HTML (in order). */
const DOCUSAURUS_3_8_1 = [
  {
    class: 'navbar__item navbar__link navbar__link--active',
    href: '/docs/guide/intro',
    html: '<b class="nb-guide">Guide</b> book',
  },
  { class: 'navbar__link', href: '#', html: '<i class="nb-more"></i> More' },
  {
    class: 'dropdown__link dropdown__link--active',
    href: '/docs/guide/setup',
    html: '<i class="nb-setup"></i> Setup',
  },
  {
    class: 'dropdown__link',
    href: '/docs/notes/first',
    html: '<i class="nb-notes"></i> Notes',
  },
  {
    class: 'dropdown__link',
    href: 'https://example.org/',
    html: '<i class="nb-away"></i> Elsewhere',
  },
  {
    class: 'navbar__item navbar__link',
    href: '/docs/notes/first',
    html: '<em>First</em> note',
  },
  {
    class: 'navbar__item navbar__link',
    href: 'https://example.org/chat',
    html: '<i class="nb-chat"></i>',
  },
  { class: 'navbar__link nb-links-menu', href: '#', html: '<i class="nb-links"></i> Links' },
  { class: 'dropdown__link', href: 'https://example.org/a', html: '<i class="nb-a"></i> A' },
];

/** The navbar's links (brand left out) as class, href and inner HTML. */
function navbarLinks(page: string) {
  const html = readFileSync(join(outDir, page), 'utf8');
  const nav = html.slice(html.indexOf('<nav'), html.indexOf('</nav>'));
  const links: { class: string; href: string; html: string }[] = [];
  for (const m of nav.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)) {
    const attrs = m[1]!;
    const cls = /class="([^"]*)"/.exec(attrs)?.[1] ?? '';
    if (cls.includes('navbar__brand')) continue;
    links.push({ class: cls, href: /href="([^"]*)"/.exec(attrs)?.[1] ?? '', html: m[2]! });
  }
  return links;
}

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(fixture, siteDir, { recursive: true });
  await buildSite({
    siteDir,
    outDir,
    reporter: {
      stage: () => undefined,
      progress: () => undefined,
      warn: (d: { message: string }) => warnings.push(d.message),
    },
  });
}, 300_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('navbar items with html instead of a label', () => {
  it('are drawn as Docusaurus 3.8.1 draws them, none left out', () => {
    expect(navbarLinks('docs/guide/setup/index.html')).toEqual(DOCUSAURUS_3_8_1);
    expect(warnings.filter((w) => /navbar|not built/.test(w))).toEqual([]);
  });

  it('mark the html doc item and dropdown entry current on their doc, as Docusaurus does', () => {
    const current = (i: number) => ({
      ...DOCUSAURUS_3_8_1[i]!,
      class: `${DOCUSAURUS_3_8_1[i]!.class} ${i === 3 ? 'dropdown__link--active' : 'navbar__link--active'}`,
    });
    expect(navbarLinks('docs/notes/first/index.html')).toEqual([
      { ...DOCUSAURUS_3_8_1[0]!, class: 'navbar__item navbar__link' },
      DOCUSAURUS_3_8_1[1],
      { ...DOCUSAURUS_3_8_1[2]!, class: 'dropdown__link' },
      current(3),
      DOCUSAURUS_3_8_1[4],
      current(5),
      ...DOCUSAURUS_3_8_1.slice(6),
    ]);
  });
});
