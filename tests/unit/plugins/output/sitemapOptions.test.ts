// The classic preset's `sitemap` options (tests/fixtures/sites/sitemap-options): `changefreq: null`,
// a `priority` of its own, `lastmod: 'date'` (each page's last commit), `ignorePatterns`, another
// `filename` and a `createSitemapItems` that filters and dates the default items. They were all
// left out: every sitemap was sitemap.xml with weekly/0.5 for every page, sorted by path and
// without the namespaces Docusaurus's sitemap package writes. The expected file is what
// Docusaurus 3.10.2 wrote for the fixture, committed on the same date. (How the options are
// checked: tests/unit/plugins/config/docusaurus/mapDocusaurusConfig.test.ts.)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
mkdirSync(join(root, 'tests/.tmp'), { recursive: true });
const siteDir = mkdtempSync(join(root, 'tests/.tmp/sitemap-options-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const DOCUSAURUS =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
  'xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" ' +
  'xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" ' +
  'xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">' +
  '<url><loc>https://lanterns.example.org/docs/glass</loc><lastmod>2025-01-15</lastmod><priority>0.8</priority></url>' +
  '<url><loc>https://lanterns.example.org/docs/oil</loc><lastmod>2024-02-03</lastmod><priority>0.8</priority></url>' +
  '<url><loc>https://lanterns.example.org/</loc><lastmod>2025-01-15</lastmod><priority>0.8</priority></url>' +
  '</urlset>';

describe("the classic preset's sitemap options", () => {
  it('writes the file Docusaurus writes', async () => {
    cpSync(join(root, 'tests/fixtures/sites/sitemap-options'), siteDir, { recursive: true });
    const date = '2025-01-15T12:00:00Z';
    const env = { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date };
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], {
        cwd: siteDir,
        env,
        stdio: 'ignore',
      });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'lanterns');
    const outDir = join(siteDir, 'build');
    await buildSite({ siteDir, outDir });
    expect(readFileSync(join(outDir, 'site-map.xml'), 'utf8')).toBe(DOCUSAURUS);
    expect(existsSync(join(outDir, 'sitemap.xml'))).toBe(false);
  }, 180_000);
});
