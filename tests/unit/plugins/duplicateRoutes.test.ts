// Two sources of one path (tests/fixtures/sites/duplicate-route: docs/index.md and
// src/pages/index.tsx both at `/`): one route, the page, and a warning naming both files; and the
// other src/pages files Docusaurus makes pages of (legacy.js, notes.md) are pages too.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../plugins/loadSite.js';
import { markdownPageModuleId } from '../../../plugins/pages/markdownPageModule.js';

const fixture = join(import.meta.dirname, '../../fixtures/sites/duplicate-route');

describe('duplicate routes', () => {
  it('keeps one route per path (the page) and warns at the doc it hides, naming the page', async () => {
    const site = await loadSite({ siteDir: fixture, production: true });
    const home = site.routes.filter((r) => r.path === '/');
    expect(home).toEqual([
      { path: '/', kind: 'page', module: join(fixture, 'src/pages/index.tsx') },
    ]);
    expect(site.routes.map((r) => r.path).sort()).toEqual(['/', '/legacy', '/notes', '/tools']);
    const warning = site.warnings.find((w) => w.kind === 'duplicate route');
    expect(warning).toMatchObject({
      file: join(fixture, 'docs/index.md'),
      severity: 'warning',
    });
    expect(warning!.message).toBe(
      `/ is also the route of src/pages/index.tsx, which is shown there; this doc is not`,
    );
  });

  it('makes a page of every src/pages file Docusaurus does, and none of `_parts/`', async () => {
    const site = await loadSite({ siteDir: fixture, production: true });
    const pages = site.routes.filter((r) => r.kind === 'page');
    expect(pages.map((r) => [r.path, r.module])).toEqual([
      ['/', join(fixture, 'src/pages/index.tsx')],
      ['/legacy', join(fixture, 'src/pages/legacy.js')],
      ['/notes', markdownPageModuleId(join(fixture, 'src/pages/notes.md'))],
    ]);
    expect(site.warnings.filter((w) => w.kind === 'not built yet')).toEqual([]);
  });
});
