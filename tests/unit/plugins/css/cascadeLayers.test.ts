// Docusaurus's `future.v4` cascade layers: which configs ask for them, which stylesheets go into
// which layer, and how a stylesheet is wrapped.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LAYER_ORDER,
  layerOfStylesheet,
  usesCascadeLayers,
  wrapInLayer,
} from '../../../../plugins/css/cascadeLayers.js';

describe('CSS cascade layers', () => {
  it('are asked for by `future.v4: true` or `future.v4.useCssCascadeLayers`, and only then', () => {
    expect(usesCascadeLayers({ v4: true })).toBe(true);
    expect(usesCascadeLayers({ v4: { useCssCascadeLayers: true } })).toBe(true);
    expect(usesCascadeLayers({ v4: { useCssCascadeLayers: false } })).toBe(false);
    expect(usesCascadeLayers({ v4: false })).toBe(false);
    expect(usesCascadeLayers({ experimental_faster: true })).toBe(false);
    expect(usesCascadeLayers(undefined)).toBe(false);
  });

  it("puts Infima, DocSearch and the theme's stylesheets in their layers, the site's in none", () => {
    const root = '/pkg';
    expect(layerOfStylesheet('/x/node_modules/infima/dist/css/default/default.css', root)).toBe(
      'docusaurus.infima',
    );
    expect(layerOfStylesheet('/x/node_modules/@docsearch/css/dist/modal.css', root)).toBe(
      'docusaurus.theme-search-algolia.docsearch',
    );
    expect(layerOfStylesheet(join(root, 'src/theme/blog/blog.css'), root)).toBe(
      'docusaurus.theme-classic',
    );
    expect(layerOfStylesheet('/site/src/css/custom.css', root)).toBeUndefined();
    expect(layerOfStylesheet(join(root, 'src/theme/Navbar.tsx'), root)).toBeUndefined();
  });

  it('wraps a stylesheet after the order of every layer, and refuses what cannot be layered', () => {
    const css = wrapInLayer('.a{color:red}', 'docusaurus.theme-classic');
    expect(css.startsWith(`@layer ${LAYER_ORDER.join(', ')};`)).toBe(true);
    expect(css).toContain('@layer docusaurus.theme-classic {\n.a{color:red}\n}');
    expect(LAYER_ORDER.indexOf('docusaurus.infima')).toBeLessThan(
      LAYER_ORDER.indexOf('docusaurus.theme-classic'),
    );
    expect(() => wrapInLayer('@import "x.css";\n.a{}', 'docusaurus.infima')).toThrow(/@import/);
  });
});
