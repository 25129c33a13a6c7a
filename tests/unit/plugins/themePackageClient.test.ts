// A theme package whose component imports the package's own module by its name: Docusaurus
// 3.10's theme-live-codeblock draws its Playground with `@docusaurus/theme-live-codeblock/client`
// (uber/h3's site). Every `@docusaurus/*` specifier was answered from the generator's table of
// Docusaurus modules, and this one was refused ("not a module this generator provides"), with the
// position lost in the bundler's `this.resolve` wrapper. The fixture's theme-sundial is installed
// into the site's node_modules of a temporary copy.
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { ownThemePackageModule } from '../../../plugins/themeResolver.js';
import { fixtureCopy } from '../fixtureSite.js';

const work = fixtureCopy('theme-package-client');
const siteDir = join(work, 'site');
const outDir = join(siteDir, 'build');

beforeAll(async () => {
  cpSync(join(work, 'theme-sundial'), join(siteDir, 'node_modules/@docusaurus/theme-sundial'), {
    recursive: true,
  });
  await buildSite({ siteDir, outDir });
}, 180_000);

describe("a theme package's own module, imported by the package's name", () => {
  it("is the package's file, as Docusaurus 3.8.1 draws it", () => {
    const html = readFileSync(join(outDir, 'docs/reading/index.html'), 'utf8');
    // Docusaurus 3.8.1's page for the same doc has this paragraph.
    expect(html).toContain('<p class="sundial">The gnomon&#x27;s shadow falls on three.</p>');
  });

  it('is only a module of a package whose theme the site loads', () => {
    const themes = [
      { name: 'theme-sundial', dir: '/s/node_modules/@docusaurus/theme-sundial/lib/theme' },
    ];
    expect(ownThemePackageModule('@docusaurus/theme-sundial/client', themes)).toBe(true);
    expect(ownThemePackageModule('@docusaurus/theme-other/client', themes)).toBe(false);
    expect(ownThemePackageModule('@docusaurus/theme-sundial', themes)).toBe(false);
    expect(ownThemePackageModule('@docusaurus/Link', themes)).toBe(false);
  });
});
