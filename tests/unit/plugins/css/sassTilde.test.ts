// `@import '~bootstrap/scss/bootstrap'` (sass-loader's "from node_modules"), as Apache Answer's
// custom.scss writes it: Vite's Sass compile stopped at "Can't find stylesheet to import". The
// importer gives Sass the package folder's file URL; Sass resolves partials and extensions there.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sassTildeImporter, tildeImportUrl } from '../../../../plugins/css/sassTilde.js';
import { createViteConfig } from '../../../../plugins/viteConfig.js';

const root = mkdtempSync(join(tmpdir(), 'sass-tilde-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
// The package is installed above the site's folder (a workspace's hoisted node_modules).
const siteDir = join(root, 'site');
mkdirSync(join(root, 'node_modules', 'tidy-grid', 'scss'), { recursive: true });
writeFileSync(join(root, 'node_modules', 'tidy-grid', 'scss', '_grid.scss'), '.row{}');
mkdirSync(join(root, 'node_modules', '@acme', 'tokens'), { recursive: true });
mkdirSync(siteDir, { recursive: true });

describe('Sass ~package imports', () => {
  it("gives the file URL in the package's folder, found from the site's folder up", () => {
    expect(tildeImportUrl('~tidy-grid/scss/grid', siteDir)).toEqual(
      pathToFileURL(join(root, 'node_modules', 'tidy-grid', 'scss', 'grid')),
    );
    expect(tildeImportUrl('~@acme/tokens/colours', siteDir)).toEqual(
      pathToFileURL(join(root, 'node_modules', '@acme', 'tokens', 'colours')),
    );
    expect(sassTildeImporter(siteDir).findFileUrl('~tidy-grid')).toEqual(
      pathToFileURL(join(root, 'node_modules', 'tidy-grid')),
    );
  });

  it('leaves other imports, ~/ aliases and packages not installed to the other importers', () => {
    expect(tildeImportUrl('tidy-grid/scss/grid', siteDir)).toBeNull();
    expect(tildeImportUrl('~/styles/base', siteDir)).toBeNull();
    expect(tildeImportUrl('~not-installed/x', siteDir)).toBeNull();
  });

  it("is one of the Sass importers of the site's Vite config", () => {
    const vite = createViteConfig({ siteDir, target: 'client', baseUrl: '/' });
    const scss = vite.css?.preprocessorOptions?.scss as
      { importers?: { findFileUrl?(url: string): URL | null }[] } | undefined;
    const urls = (scss?.importers ?? []).map((i) => i.findFileUrl?.('~tidy-grid/scss/grid'));
    expect(urls).toContainEqual(
      pathToFileURL(join(root, 'node_modules', 'tidy-grid', 'scss', 'grid')),
    );
  });
});
