// The classic preset's `sitemap` options on a Docusaurus site (changefreq, priority,
// ignorePatterns, filename), its url written with one slash after `https:`, and an unlisted doc:
// the file below is what Docusaurus 3.8.1 wrote for this site (built once, byte for byte).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
const siteDir = join(root, 'tests/.tmp/site-sitemap-url-order');
const outDir = join(siteDir, 'build');

const SITE: Record<string, string> = {
  'docusaurus.config.js': `module.exports = {
  title: 'Tide Tables',
  url: 'https:/tides.example.org',
  baseUrl: '/',
  trailingSlash: true,
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: false },
        blog: { showReadingTime: false, onUntruncatedBlogPosts: 'ignore' },
        sitemap: {
          changefreq: 'daily',
          priority: 0.75,
          ignorePatterns: ['/docs/tags/**', '/blog/tags/**'],
          filename: 'map.xml',
        },
      },
    ],
  ],
};
`,
  'docs/intro.md': '---\ntags: [harbour]\n---\n# Intro\n\nWhere the tables come from.\n',
  'docs/guide/reading.md': '# Reading a table\n\nHigh and low water.\n',
  'docs/guide/notes.md': '---\nunlisted: true\n---\n# Draft notes\n\nNot listed.\n',
  'blog/2024-03-01-spring.md':
    '---\ntitle: Spring tides\ntags: [moon]\ndate: 2024-03-01\n---\nThe moon and the sun in line.\n',
  'src/pages/index.md': '# Tide Tables\n\nHome.\n',
};

const url = (path: string) =>
  `<url><loc>https://tides.example.org${path}</loc><changefreq>daily</changefreq><priority>0.8</priority></url>`;
const DOCUSAURUS =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">' +
  [
    '/blog/',
    '/blog/2024/03/01/spring/',
    '/blog/archive/',
    '/docs/guide/reading/',
    '/docs/intro/',
    '/',
  ]
    .map(url)
    .join('') +
  '</urlset>';

afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe("a Docusaurus site's sitemap: its url, its routes' order, an unlisted doc", () => {
  it('writes the sitemap Docusaurus writes, under its filename', async () => {
    rmSync(siteDir, { recursive: true, force: true });
    for (const [file, text] of Object.entries(SITE)) {
      mkdirSync(dirname(join(siteDir, file)), { recursive: true });
      writeFileSync(join(siteDir, file), text);
    }
    await buildSite({ siteDir, outDir });
    expect(readFileSync(join(outDir, 'map.xml'), 'utf8')).toBe(DOCUSAURUS);
    expect(existsSync(join(outDir, 'sitemap.xml'))).toBe(false);
    // Docusaurus writes no robots.txt; the generator's names the sitemap by its filename.
    expect(readFileSync(join(outDir, 'robots.txt'), 'utf8')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://tides.example.org/map.xml\n',
    );
  });
});
