// A locale's build of tests/fixtures/sites/i18n-classic: its translations folder is an input of the
// build state (a translated doc edited alone makes the next build run again), and a broken link or
// anchor on one of its pages is reported at the page's path with the locale's prefix.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  localeInputFolders,
  localeRoutePrefix,
  localizeBrokenLinks,
} from '../../../../plugins/i18n/localeBuildInputs.js';
import { loadSite } from '../../../../plugins/loadSite.js';
import { checkLinks, formatBrokenLinks } from '../../../../plugins/output/checkLinks.js';
import { readBuildState, staleReason } from '../../../../plugins/output/buildState.js';
import { cacheStage } from '../../../../plugins/stages/cache.js';
import type { BuildContext } from '../../../../plugins/stages/context.js';
import type { Bundles } from '../../../../plugins/stages/bundle.js';
import type { RenderedPages } from '../../../../plugins/stages/prerender.js';
import { openOutputDigests } from '../../../../plugins/output/outputDigests.js';
import { openMarkdownExportCache } from '../../../../plugins/output/markdownExportCache.js';

const FIXTURE = join(import.meta.dirname, '../../../fixtures/sites/i18n-classic');
const temps: string[] = [];
afterAll(() => temps.forEach((d) => rmSync(d, { recursive: true, force: true })));
function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'locale-inputs-'));
  cpSync(FIXTURE, dir, { recursive: true });
  temps.push(dir);
  return dir;
}

const load = (siteDir: string, name?: string, localize = true) =>
  loadSite({ siteDir, production: true, ...(name ? { locale: { name, localize } } : {}) });

describe("a locale's translations in the build state", () => {
  it('makes the next build of the locale run again when only a translated doc changed', async () => {
    const siteDir = copy();
    const site = await load(siteDir, 'fr');
    expect(localeInputFolders(site)).toEqual([join(siteDir, 'i18n', 'fr')]);
    const outDir = join(siteDir, 'build', 'fr');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'index.html'), '<html></html>');
    const stateFile = join(siteDir, '.cache', 'build-state-fr.json');
    // The cache stage as a finished build of the locale runs it (nothing bundled or rendered here).
    const ctx = {
      siteDir,
      outDir,
      site,
      stateFile,
      settings: 'settings',
      inputFiles: new Set([site.configFile]),
      warnings: [],
      reporter: { stage: () => undefined, progress: () => undefined, warn: () => undefined },
      cache: {
        prerender: join(siteDir, '.cache', 'prerender-fr.json'),
        bundles: join(siteDir, '.cache', 'bundles-fr.json'),
        serverBundle: join(siteDir, '.cache', 'server-bundle-fr'),
      },
      digests: openOutputDigests(join(siteDir, '.cache', 'output-digests-fr.json'), outDir),
      markdownExport: openMarkdownExportCache(
        join(siteDir, '.cache', 'markdown-export-fr.json'),
        outDir,
        'test',
      ),
    } as unknown as BuildContext;
    cacheStage(
      ctx,
      { client: {}, server: {} } as unknown as Bundles,
      {
        renders: {},
        urls: [],
      } as unknown as RenderedPages,
    );
    const current = { settings: 'settings', outDir };
    expect(staleReason(readBuildState(stateFile), current)).toBeUndefined();

    const translated = join(
      siteDir,
      'i18n/fr/docusaurus-plugin-content-docs/current/basics/light-a-lantern.md',
    );
    writeFileSync(translated, readFileSync(translated, 'utf8') + '\nUne ligne de plus.\n');
    expect(staleReason(readBuildState(stateFile), current)).toBe(`${translated} changed`);
  });

  it('has no translations folder for a site without locales', () => {
    expect(localeInputFolders({})).toEqual([]);
  });
});

describe('broken links and anchors of a locale', () => {
  const pages = [
    {
      path: '/docs/intro',
      links: ['/fr/docs/basics/trim-the-wick#nowhere', '/fr/docs/gone'],
      ids: [],
    },
    { path: '/docs/basics/trim-the-wick', links: [], ids: ['steps'] },
  ];

  it("name the page and its target with the locale's prefix, as Docusaurus does", async () => {
    const fr = await load(FIXTURE, 'fr');
    expect(localeRoutePrefix(fr)).toBe('/fr');
    const broken = localizeBrokenLinks(
      checkLinks({ pages, baseUrl: fr.siteConfig.baseUrl, fileExists: () => false }),
      localeRoutePrefix(fr),
    );
    expect(formatBrokenLinks(broken, 'anchor')).toContain(
      // Resolved as the link itself: no "(resolved as: …)" as when the prefix was missing.
      '- Broken anchor on source page path = /fr/docs/intro:\n' +
        '   -> linking to /fr/docs/basics/trim-the-wick#nowhere',
    );
    expect(formatBrokenLinks(broken, 'link')).toContain(
      '- Broken link on source page path = /fr/docs/intro:\n   -> linking to /fr/docs/gone',
    );
  });

  it('keep their path in the default locale and in a locale built alone at the root', async () => {
    const [en, alone] = await Promise.all([load(FIXTURE), load(FIXTURE, 'fr', false)]);
    expect(localeRoutePrefix(en)).toBe('');
    expect(localeRoutePrefix(alone)).toBe('');
    expect(localizeBrokenLinks([{ source: '/', resolved: '/x' }], '')).toEqual([
      { source: '/', resolved: '/x' },
    ]);
    expect(localizeBrokenLinks([{ source: '/', resolved: '/x' }], '/ar')).toEqual([
      { source: '/ar/', resolved: '/ar/x' },
    ]);
  });
});
