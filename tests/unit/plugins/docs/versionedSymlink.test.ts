// A released docs version that shares a folder with the current docs through a symlink
// (tests/fixtures/sites/versioned-symlink: versioned_docs/version-1.x/hives -> ../../docs/hives,
// made here in a temporary copy), as uber/h3's site shares its unchanged pages. Docusaurus lists
// docs with globby, which follows symlinked folders: the version has those docs and its sidebar
// finds them. This build stopped at the version's sidebar ("doc id ... does not exist").
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { docusaurusHtmlFiles } from '../../docusaurusHtmlFiles.js';
import { fixtureCopy } from '../../fixtureSite.js';

const siteDir = join(fixtureCopy('versioned-symlink'), 'site');
const outDir = join(siteDir, 'build');

beforeAll(async () => {
  symlinkSync('../../docs/hives', join(siteDir, 'versioned_docs/version-1.x/hives'), 'dir');
  await buildSite({ siteDir, outDir });
}, 180_000);

describe('a docs version with a symlinked folder', () => {
  it('writes the pages Docusaurus 3.8.1 writes for it', () => {
    const html = docusaurusHtmlFiles(outDir);
    // The HTML files of Docusaurus 3.8.1's build of the fixture (this build adds only its search
    // page, left out above).
    expect(html).toEqual([
      '404.html',
      'docs/1.x/hives/frames/index.html',
      'docs/1.x/hives/smoker/index.html',
      'docs/1.x/start/index.html',
      'docs/hives/frames/index.html',
      'docs/hives/smoker/index.html',
      'docs/start/index.html',
    ]);
  });

  it("draws a linked doc as the released version's page, with its sidebar and banner", () => {
    const page = readFileSync(join(outDir, 'docs/1.x/hives/smoker/index.html'), 'utf8');
    // As in Docusaurus 3.8.1's page: the title, the version's sidebar (the linked docs found by
    // its ids) and the banner of a version older than the last.
    expect(page).toMatch(/<title[^>]*>Lighting a smoker \| Apiary Handbook<\/title>/);
    expect(page).toMatch(/<h1[^>]*>Lighting a smoker<\/h1>/);
    const links = [...page.matchAll(/class="menu__link[^"]*"[^>]*>([^<]*)</g)].map((m) => m[1]);
    expect(links).toEqual(['Starting an apiary (1.x)', 'Hives', 'Frames and foundation', 'The smoker']);
    expect(page.replace(/<[^>]+>/g, '')).toContain(
      'This is documentation for Apiary Handbook 1.x, which is no longer actively maintained.',
    );
  });
});
