// Two sources of one path (tests/fixtures/sites/duplicate-route: docs/index.md and
// src/pages/index.tsx both at `/`): one route, the page, and a warning naming both files; and the
// src/pages files that are not built yet (legacy.js, notes.md), named in one warning.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../plugins/loadSite.js';

const fixture = join(import.meta.dirname, '../../fixtures/sites/duplicate-route');

describe('duplicate routes', () => {
  it('keeps one route per path (the page) and warns at the doc it hides, naming the page', async () => {
    const site = await loadSite({ siteDir: fixture, production: true });
    const home = site.routes.filter((r) => r.path === '/');
    expect(home).toEqual([
      { path: '/', kind: 'page', module: join(fixture, 'src/pages/index.tsx') },
    ]);
    expect(site.routes.map((r) => r.path).sort()).toEqual(['/', '/tools']);
    const warning = site.warnings.find((w) => w.kind === 'duplicate route');
    expect(warning).toMatchObject({
      file: join(fixture, 'docs/index.md'),
      severity: 'warning',
    });
    expect(warning!.message).toBe(
      `/ is also the route of ${join(fixture, 'src/pages/index.tsx')}, which is shown there; this doc is not`,
    );
  });

  it('warns once about the src/pages files Docusaurus makes pages of that are not built', async () => {
    const site = await loadSite({ siteDir: fixture, production: true });
    const warnings = site.warnings.filter((w) => w.kind === 'not built yet');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ file: join(fixture, 'src/pages'), severity: 'warning' });
    expect(warnings[0]!.message).toBe(
      'pages that are not built yet (only .tsx and .jsx pages are): legacy.js, notes.md',
    );
  });
});
