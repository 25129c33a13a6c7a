// Builds tests/fixtures/sites/whole-mdx-components: a site MDXComponents that is a whole map
// without the original (as an ejected swizzle is), a page using `<Redirect>` and a doc reading the
// docs version with `useActiveVersion`.
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { siteComponentsModule } from '../../../../plugins/themeResolver.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/whole-mdx-components');
const siteDir = join(root, 'tests/.tmp/whole-mdx-components-site');
const outDir = join(siteDir, 'build');
const read = (path: string) => readFileSync(join(outDir, path), 'utf8');

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  cpSync(fixture, siteDir, { recursive: true });
  await buildSite({ siteDir, outDir });
}, 300_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('a site whose MDXComponents is a whole map', () => {
  it("renders ':::note' with the site's admonition, imported Tabs and the site's own component", () => {
    const html = read('index.html').replace(/<!-- -->/g, '');
    expect(html).toMatch(/<div class="lamp"><div class="[^"]*admonition[^"]*"/);
    expect(html).toContain('Fog horn');
    expect(html).toContain('<span class="beacon">lit at dusk</span>');
    expect(html).toContain('North tower');
    expect(html).toContain('South tower');
    expect(html).toContain('<span class="version">current/Next</span>');
  });

  it('builds a page that redirects (empty until the browser navigates)', () => {
    expect(read('old-log/index.html')).toContain('<html');
  });

  it("keeps a map that spreads the original as the site's module alone", () => {
    const spread = join(root, 'tests/fixtures/sites/theme-modules/src/theme/MDXComponents.tsx');
    expect(siteComponentsModule(spread)).not.toContain('base.');
    const whole = siteComponentsModule(join(fixture, 'src/theme/MDXComponents.tsx'));
    expect(whole).toContain('Admonition: base.Admonition,');
    expect(whole).toContain('Tabs: base.Tabs,');
    expect(whole).toContain('components.Admonition = site.admonition');
  });
});
