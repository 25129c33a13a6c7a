// The generator's react-router is bundled from its production build; a site's own react-router
// (react-router-dom 5 in a Docusaurus site's node_modules imports react-router 5) is left alone.
// The site-level case is built in tests/unit/plugins/missingExports.test.ts.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatorRouterProductionFile } from '../../../plugins/reactRouterProduction.js';

const dist = join('/gen/node_modules/react-router/dist');

describe('generatorRouterProductionFile', () => {
  it("takes the production build for the generator's development files", () => {
    const dev = join(dist, 'development/index.mjs');
    expect(generatorRouterProductionFile('react-router', dev, dist)).toBe(
      join(dist, 'production/index.mjs'),
    );
    expect(
      generatorRouterProductionFile('react-router/dom', join(dist, 'development/dom.mjs'), dist),
    ).toBe(join(dist, 'production/dom-export.mjs'));
  });

  it("leaves a site's own react-router as it resolved", () => {
    const site = '/site/node_modules/react-router/esm/react-router.js';
    expect(generatorRouterProductionFile('react-router', site, dist)).toBeUndefined();
  });
});
