// The navbar brand's link to a page the site does not have. Docusaurus 3.8.1 (checked with a
// docs-only site: docs at /docs, no src/pages/index, the navbar's title and logo without an
// `href`) fails the build with `onBrokenLinks: 'throw'`, listing the brand's link on every page:
//   - Broken link on source page path = /404.html:
//      -> linking to /
//   - Broken link on source page path = /docs/intro:
//      -> linking to /
// The link check finds a folder's link (`/`) so with `foldersNeedAPage` (on in builds); a build
// reports the brand's link to a missing page (`/`, or a logo `href` of `/start`, a `Link` like
// the other, which Docusaurus reports alike) at the config's navbar entry, on the same pages (a
// site without a search plugin has no search page here either).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import type { Diagnostic } from '../../../../plugins/diagnostics.js';
import { checkLinks } from '../../../../plugins/output/checkLinks.js';
import { locateNavbarBrand } from '../../../../plugins/output/navbarBrandLink.js';

const root = join(import.meta.dirname, '../../../..');
const siteDir = join(root, 'tests/.tmp/navbar-brand-link');

function writeSite(files: Record<string, string>): void {
  rmSync(siteDir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(siteDir, file)), { recursive: true });
    writeFileSync(join(siteDir, file), text);
  }
}

const config = (onBrokenLinks: string, logoHref = ", href: '/start'") => `module.exports = {
  title: 'Docs only',
  url: 'https://example.com',
  baseUrl: '/',
  onBrokenLinks: '${onBrokenLinks}',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  themeConfig: {
    navbar: {
      title: 'Site',
      logo: { alt: 'Logo', src: 'img/logo.svg'${logoHref} },
      items: [],
    },
  },
};
`;
const DOCS = { 'docs/intro.md': '# Intro\n\nHello.\n' };

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('link check: a folder is not a page on a Docusaurus site', () => {
  const pages = [{ path: '/docs/intro', links: ['/', '/img/'], ids: [] }];
  // The output's root and a static folder exist as folders, without an index.html.
  const fileExists = (p: string) => p === '/' || p === '/img/';

  it('reports a link to / or /dir/ with no page there', () => {
    expect(
      checkLinks({ pages, baseUrl: '/', fileExists, foldersNeedAPage: true }).map((b) => b.link),
    ).toEqual(['/', '/img/']);
    expect(checkLinks({ pages, baseUrl: '/', fileExists })).toEqual([]);
  });

  it("accepts a folder with an index.html (a page of the plugins' or static files)", () => {
    const withIndex = (p: string) => p === '/index.html' || p === '/img/index.html';
    expect(
      checkLinks({ pages, baseUrl: '/', fileExists: withIndex, foldersNeedAPage: true }),
    ).toEqual([]);
  });
});

describe("the navbar brand's link to a missing page", () => {
  it('is located at the logo href, else the logo, in the config', () => {
    writeSite({ 'docusaurus.config.js': config('throw') });
    const site = {
      configFile: join(siteDir, 'docusaurus.config.js'),
      docusaurus: {},
      siteConfig: {},
    };
    expect(locateNavbarBrand(site)).toEqual({ line: 10, column: 49 });
    writeSite({ 'docusaurus.config.js': config('throw', '') });
    // `title:` of the navbar, not the site's own title on line 2.
    expect(locateNavbarBrand(site)).toEqual({ line: 9, column: 7 });
  });

  it("fails the build with onBrokenLinks: 'throw', as Docusaurus does, at the navbar entry", async () => {
    writeSite({ 'docusaurus.config.js': config('throw'), ...DOCS });
    const error = await buildSite({ siteDir, outDir: join(siteDir, 'build') }).then(
      () => undefined,
      (e: { diagnostics?: Diagnostic[] }) => e,
    );
    const d = error?.diagnostics?.[0];
    expect(d).toMatchObject({ file: join(siteDir, 'docusaurus.config.js'), line: 10, column: 49 });
    expect(d?.message).toContain(
      '- Broken link on source page path = /docs/intro:\n   -> linking to /start',
    );
    expect(d?.message).not.toContain('/search');
    expect(d?.hint).toMatch(/navbar's logo and title link to \/start .*add a page at \/start/);
  }, 180_000);

  it("warns with onBrokenLinks: 'warn' once per page, at the navbar entry, for / too", async () => {
    // No logo href: the brand links to the home page, which this docs-only site does not have.
    writeSite({ 'docusaurus.config.js': config('warn', ''), ...DOCS });
    const warnings: Diagnostic[] = [];
    await buildSite({
      siteDir,
      outDir: join(siteDir, 'build'),
      reporter: {
        stage: () => undefined,
        progress: () => undefined,
        warn: (w: Diagnostic) => void (w.kind === 'broken link' && warnings.push(w)),
      },
    });
    // 404.html's links are checked too, as Docusaurus checks them (its navbar has the brand).
    expect(warnings.map((w) => w.message).sort()).toEqual(['on /404.html: /', 'on /docs/intro: /']);
    // The navbar's `title` (the logo has no href).
    expect(warnings.every((w) => w.line === 9 && w.column === 7)).toBe(true);
    expect(warnings[0]?.hint).toMatch(
      /add a home page \(src\/pages\/index, or a doc with `slug: \/`\)/,
    );
  }, 180_000);
});
