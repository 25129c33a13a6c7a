// A Markdown image in a locale other than the default, the locales built together
// (tests/fixtures/sites/locale-markdown-images): the locales share one client bundle, whose files
// are under the site's base URL, so the `fa` page's <img> must point there, not under `/fa/`, where
// no such file is written (it did: every image of a non-default locale was broken). The file keeps
// the name Docusaurus gives it: Docusaurus 3.5.2's build of the fixture writes
// `assets/images/static-noise-<md4>.png` under each locale's folder, with the hash below.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { PACKAGE_ROOT } from '../../../../plugins/paths.js';

const DOCUSAURUS_FILE = 'assets/images/static-noise-1a67ce2eb2eafe6b91d0e26b0c1208e8.png';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const imageSrc = (html: string) => /<img [^>]*src="([^"]+)"/.exec(html)?.[1];

describe('a Markdown image of a locale built with the others', () => {
  it('points at a file the build wrote, named as Docusaurus names it', async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'docs-locale-images-'));
    dirs.push(siteDir);
    cpSync(join(PACKAGE_ROOT, 'tests/fixtures/sites/locale-markdown-images'), siteDir, {
      recursive: true,
    });
    const outDir = join(siteDir, 'build');
    await buildSite({
      siteDir,
      outDir,
      reporter: { stage: () => {}, progress: () => {}, warn: () => {} },
    });
    for (const page of ['index.html', 'fa/index.html']) {
      const src = imageSrc(readFileSync(join(outDir, page), 'utf8'));
      expect(src, page).toBe('/' + DOCUSAURUS_FILE);
      expect(existsSync(join(outDir, src!)), page).toBe(true);
    }
  }, 180_000);
});
