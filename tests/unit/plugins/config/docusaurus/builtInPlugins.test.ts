// Which plugin entries the generator builds itself. A preset that wraps the classic one (Meta's
// docusaurus-plugin-internaldocs-fb, Metro's site) returns the official plugins as
// `require.resolve` paths: those are the generator's own too, not third-party plugins to run
// (run, 3.10's docs plugin failed on the load context).
import { describe, expect, it } from 'vitest';
import { isBuiltInPlugin } from '../../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';

describe('isBuiltInPlugin', () => {
  it('knows the official content plugins by name and by their package path', () => {
    expect(isBuiltInPlugin('content-docs', 'plugin')).toBe(true);
    expect(isBuiltInPlugin('@docusaurus/plugin-content-blog', 'plugin')).toBe(true);
    const path = '/site/node_modules/@docusaurus/plugin-content-docs/lib/index.js';
    expect(isBuiltInPlugin('/s/node_modules/@docusaurus/plugin-svgr/lib/index.js', 'plugin')).toBe(
      true,
    );
    expect(isBuiltInPlugin(path, 'plugin')).toBe(true);
    expect(
      isBuiltInPlugin('C:\\s\\node_modules\\@docusaurus\\theme-classic\\lib\\index.js', 'theme'),
    ).toBe(true);
  });

  it('leaves other packages and local plugins to the lifecycle', () => {
    expect(
      isBuiltInPlugin('/site/node_modules/@docusaurus/plugin-pwa/lib/index.js', 'plugin'),
    ).toBe(false);
    expect(
      isBuiltInPlugin('/site/node_modules/docusaurus-lunr-search/src/index.js', 'plugin'),
    ).toBe(false);
    expect(isBuiltInPlugin('./plugins/content-docs.js', 'plugin')).toBe(false);
  });
});
