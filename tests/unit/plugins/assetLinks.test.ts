// Markdown links to files and the link check, as Docusaurus 3.8.1 built
// tests/fixtures/sites/asset-links (by hand, with scripts/bench/peer's install, onBrokenLinks 'warn'):
// - a Markdown link to a file (`/files/schedule.pdf` in static/, `./glaze.pdf`, `kiln-log.txt` and
//   the image `./kiln-door.png` beside the doc) became `<a href="/assets/files/<name>-<hash>.<ext>"
//   target="_blank">`, the file emitted there and left out of the check (mdx-loader's
//   transformLinks; an image too, through its `inlineMarkdownLinkFileLoader`: DOCUSAURUS_HREFS);
// - it reported these links (a `Link`'s target is checked against the routes, not the files):
//     /404.html -> /missing-from-404          (the 404 page's links are checked)
//     /         -> /files/page.html           (a Markdown link to a `.html` file stays a link)
//     /         -> /files/schedule.pdf        (a JSX `<Link>` and `<a>` to a static file)
//     /         -> /search                    (Docusaurus has no search page without a plugin)
//   The site has no search plugin: no search page here either, and the link is reported too.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import type { Diagnostic } from '../../../plugins/diagnostics.js';
import { PACKAGE_ROOT } from '../../../plugins/paths.js';

/** The linked files' URLs in Docusaurus 3.8.1's build (re-built 2026-11-30 with the image). */
const DOCUSAURUS_HREFS = [
  '/assets/files/schedule-bb1e8178edd424e7360c495df73d3cb4.pdf',
  '/assets/files/glaze-d69c80131f1e559d4f5168e8c90f0af8.pdf',
  '/assets/files/kiln-log-60d6b0bc92a6a3f8f8f4b7a7179b47cb.txt',
  '/assets/files/kiln-door-87d12d165f9c63a7159a01c82615eccc.png',
];

let siteDir: string;
const warnings: string[] = [];
beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'docs-asset-links-'));
  cpSync(join(PACKAGE_ROOT, 'tests/fixtures/sites/asset-links'), siteDir, { recursive: true });
  const reporter = {
    stage: () => {},
    progress: () => {},
    warn: (w: Diagnostic) => void (w.kind === 'broken link' && warnings.push(w.message)),
  };
  await buildSite({ siteDir, outDir: join(siteDir, 'build'), reporter });
}, 180_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('Markdown links to files, and the link check', () => {
  it('makes a Markdown link to a file an emitted asset opened in a new tab', () => {
    const html = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
    const links = [...html.matchAll(/<a href="([^"]+)" target="_blank">([^<]+)<\/a>/g)].map((m) => [
      m[2],
      m[1],
    ]);
    expect(links.map(([text]) => text)).toEqual([
      'schedule',
      'glaze sheet',
      'kiln log',
      'photo of the kiln door',
    ]);
    // Where Docusaurus writes them, by its names: a linked image under `files/`, not `images/`.
    expect(links.map(([, href]) => href)).toEqual(DOCUSAURUS_HREFS);
    for (const [, href] of links) expect(existsSync(join(siteDir, 'build', href!))).toBe(true);
    expect(readFileSync(join(siteDir, 'build', DOCUSAURUS_HREFS[3]!))).toEqual(
      readFileSync(join(siteDir, 'docs/kiln-door.png')),
    );
    // The emitted file is the doc's neighbour, not a copy of something else.
    const glaze = links.find(([text]) => text === 'glaze sheet')![1]!;
    expect(readFileSync(join(siteDir, 'build', glaze), 'utf8')).toBe(
      readFileSync(join(siteDir, 'docs/glaze.pdf'), 'utf8'),
    );
    // Links to pages and `.html` files stay as written.
    expect(html).toContain('<a href="/files/page.html">html file</a>');
  });

  it('reports the links Docusaurus reports', () => {
    // Docusaurus's messages; ours add where the Markdown source holds a link (not for the 404
    // page's, which no Markdown file holds).
    const sorted = warnings.sort();
    expect(sorted.map((w) => w.replace(/ at [^ ]+$/, ''))).toEqual([
      'on /404.html: /missing-from-404',
      'on /: /files/page.html',
      'on /: /files/schedule.pdf',
      'on /: /search',
    ]);
    expect(sorted.map((w) => / at ([^ ]+)$/.exec(w)?.[1])).toEqual([
      undefined,
      'docs/index.mdx:10:16',
      'docs/index.mdx:6:25',
      'docs/index.mdx:10:49',
    ]);
  });
});
