// A Docusaurus config's site-wide `noIndex: true`, as Docusaurus 3.8.1 builds it: every page has
// `<meta name="robots" content="noindex, nofollow">` (its SiteMetadataDefaults), no sitemap.xml is
// written (its sitemap plugin returns early), and no robots.txt either (Docusaurus never writes
// one; a robots.txt of the static folder is copied as always).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
const siteDir = join(root, 'tests/.tmp/site-no-index');
const outDir = join(siteDir, 'build');

function writeSite(files: Record<string, string>): void {
  rmSync(siteDir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(siteDir, file)), { recursive: true });
    writeFileSync(join(siteDir, file), text);
  }
}

const config = (noIndex: boolean) =>
  `module.exports = { title: 'Quiet', url: 'https://quiet.example.org', baseUrl: '/', noIndex: ${noIndex}, presets: [['classic', { blog: false }]] };\n`;
const DOCS = {
  'docs/intro.md': '# Intro\n\nNot for search engines.\n',
  'docs/more.md': '# More\n\nNor this.\n',
  // A home page: Docusaurus reports the navbar brand's link to / on a site without one.
  'src/pages/index.md': '# Quiet\n',
};

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('noIndex: true', () => {
  it('puts noindex on every page and writes neither sitemap.xml nor robots.txt', async () => {
    writeSite({ 'docusaurus.config.js': config(true), ...DOCS });
    await buildSite({ siteDir, outDir });
    for (const page of ['docs/intro/index.html', 'docs/more/index.html', '404.html'])
      expect(readFileSync(join(outDir, page), 'utf8')).toContain(
        '<meta name="robots" content="noindex, nofollow">',
      );
    expect(existsSync(join(outDir, 'sitemap.xml'))).toBe(false);
    expect(existsSync(join(outDir, 'robots.txt'))).toBe(false);
  }, 120_000);

  it("copies the static folder's own robots.txt", async () => {
    writeSite({
      'docusaurus.config.js': config(true),
      ...DOCS,
      'static/robots.txt': 'User-agent: *\nDisallow: /drafts/\n',
    });
    await buildSite({ siteDir, outDir });
    expect(readFileSync(join(outDir, 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nDisallow: /drafts/\n',
    );
  }, 120_000);

  it('without it, pages have no robots meta and the sitemap lists them', async () => {
    writeSite({ 'docusaurus.config.js': config(false), ...DOCS });
    await buildSite({ siteDir, outDir });
    expect(readFileSync(join(outDir, 'docs/intro/index.html'), 'utf8')).not.toContain(
      'name="robots"',
    );
    expect(readFileSync(join(outDir, 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://quiet.example.org/docs/intro</loc>',
    );
    expect(existsSync(join(outDir, 'robots.txt'))).toBe(true);
  }, 120_000);
});
