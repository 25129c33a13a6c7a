// `.docusaurus/globalData.json`, which a Docusaurus site's Node scripts read through fs after a
// build (plugins/lifecycle/generatedFiles.ts): on tests/fixtures/sites/i18n-classic (three locales,
// a plugin whose global data depends on the locale), the file Docusaurus 3.8.1's `docusaurus
// build` left there, byte for byte (the last locale's, ar); `clear` removes the folder.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';

const root = join(import.meta.dirname, '../../../..');
const FIXTURE = join(import.meta.dirname, '../../../fixtures/sites/i18n-classic');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** What Docusaurus 3.8.1 wrote into the fixture's .docusaurus/globalData.json. */
const GLOBAL_DATA = `{
  "docusaurus-plugin-content-docs": {
    "default": {
      "path": "/ar/docs",
      "versions": [
        {
          "name": "current",
          "label": "Next",
          "isLast": true,
          "path": "/ar/docs",
          "mainDocId": "intro",
          "docs": [
            {
              "id": "basics/light-a-lantern",
              "path": "/ar/docs/basics/light-a-lantern",
              "sidebar": "guideSidebar"
            },
            {
              "id": "basics/trim-the-wick",
              "path": "/ar/docs/basics/trim-the-wick",
              "sidebar": "guideSidebar"
            },
            {
              "id": "intro",
              "path": "/ar/docs/intro",
              "sidebar": "guideSidebar"
            },
            {
              "id": "/category/basics",
              "path": "/ar/docs/category/basics",
              "sidebar": "guideSidebar"
            }
          ],
          "draftIds": [],
          "sidebars": {
            "guideSidebar": {
              "link": {
                "path": "/ar/docs/intro",
                "label": "intro"
              }
            }
          }
        }
      ],
      "breadcrumbs": true
    }
  },
  "locale-probe": {
    "default": {
      "baseUrl": "/ar/",
      "locale": "ar"
    }
  }
}`;

describe('.docusaurus/ (a Docusaurus site)', () => {
  it('holds globalData.json as Docusaurus writes it; clear removes the folder', async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'docusaurus-folder-'));
    dirs.push(siteDir);
    cpSync(FIXTURE, siteDir, { recursive: true });
    await buildSite({ siteDir, outDir: join(siteDir, 'build') });
    const file = join(siteDir, '.docusaurus/globalData.json');
    expect(readFileSync(file, 'utf8')).toBe(GLOBAL_DATA);
    const cli = [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'scripts/cli.ts')];
    const r = spawnSync(process.execPath, [...cli, 'clear', siteDir], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(existsSync(join(siteDir, '.docusaurus'))).toBe(false);
  }, 180_000);
});
