// A site whose navbar has no dropdown does not ship the dropdown components in its entry chunk
// (plugins/navbarDropdowns.ts → __DOCS_NAVBAR_DROPDOWNS__ in NavbarItem/ComponentTypes): the rule,
// and what it finds on fixture sites.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../plugins/loadSite.js';
import { usesNavbarDropdowns } from '../../../plugins/navbarDropdowns.js';
import { featureDefines, siteFeatures } from '../../../plugins/siteFeatures.js';

const sites = join(import.meta.dirname, '../../fixtures/sites');
const none = new Set<string>();

describe('the rule', () => {
  it('finds no dropdown among links, doc items and a search box', () => {
    const items = [
      { label: 'Blog', href: 'https://example.com/blog' },
      { type: 'docSidebar', sidebarId: 'main', label: 'Guide' },
      { type: 'search', position: 'right' },
    ];
    expect(usesNavbarDropdowns(items, none)).toBe(false);
    expect(usesNavbarDropdowns([], none)).toBe(false);
  });

  it('finds a dropdown by its type, or by its items as NavbarItem does', () => {
    expect(usesNavbarDropdowns([{ type: 'localeDropdown' }], none)).toBe(true);
    expect(usesNavbarDropdowns([{ type: 'dropdown', label: 'More', items: [] }], none)).toBe(true);
    expect(usesNavbarDropdowns([{ label: 'More', items: [{ to: '/a', label: 'A' }] }], none)).toBe(
      true,
    );
    expect(usesNavbarDropdowns([{ type: 'default', label: 'More', items: [] }], none)).toBe(true);
  });

  it('keeps the dropdowns for a site with an override that may draw one', () => {
    expect(usesNavbarDropdowns([], new Set(['Navbar/Content']))).toBe(true);
    expect(usesNavbarDropdowns([], new Set(['MDXComponents', 'Layout']))).toBe(true);
  });

  it("does not count overrides of what MDX content is drawn with (the knowledgebase's)", () => {
    const content = new Set(['MDXComponents', 'MDXComponents/Code', 'CodeBlock', 'Admonition']);
    expect(usesNavbarDropdowns([], content)).toBe(false);
    expect(usesNavbarDropdowns([{ type: 'localeDropdown' }], content)).toBe(true);
  });
});

describe('fixture sites', () => {
  it('drops them for a site whose navbar has none, keeps them for a locale dropdown', async () => {
    const minimal = await loadSite({ siteDir: join(sites, 'minimal'), production: true });
    expect(featureDefines(siteFeatures(minimal)).__DOCS_NAVBAR_DROPDOWNS__).toBe('false');
    const i18n = await loadSite({ siteDir: join(sites, 'i18n-classic'), production: true });
    expect(siteFeatures(i18n).navbarDropdowns).toBe(true);
  });

  it('keeps them for a site with swizzled components', async () => {
    const site = await loadSite({ siteDir: join(sites, 'swizzled'), production: true });
    expect(siteFeatures(site).navbarDropdowns).toBe(true);
  });

  it('drops them for the knowledgebase (links only, its own MDXComponents)', async () => {
    const kb = await loadSite({ siteDir: join(sites, '../../..'), production: true });
    expect(siteFeatures(kb).navbarDropdowns).toBe(false);
  });

  it('keeps everything without site data (the dev server before its first load)', () => {
    expect(siteFeatures(undefined).navbarDropdowns).toBe(true);
  });
});
