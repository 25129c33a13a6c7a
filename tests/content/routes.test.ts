// The route inventory lives in the repository (routes.ts) so that the route checks run in every
// clone; where the shared content folder is present, this test keeps the copy in step with it.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRoutesMarkdown, renderRoutesModule, ROUTES_MD } from './routeInventory.js';
import { ROUTES } from './routes.js';

describe('route inventory', () => {
  it('reads ROUTES.md lines into paths, titles and hidden flags', () => {
    const md = [
      '## Top',
      '- `/` — Introduction — inferred — Root page.',
      '- `/search` — Search — inferred — Generated.',
      '- `/iot/x` — X Page — **seen** — Something.',
      '- `/iot/rockblock-switch-sense/overview` — Overview — inferred (hidden) — Hidden product.',
      '- `/software-services/connect/setup` — Setup — inferred — Legacy app.',
      '- `/iot/x` — X Page — seen — listed twice.',
      'Not a route: `/iot/y` — Y.',
    ].join('\n');
    expect(parseRoutesMarkdown(md)).toEqual([
      { path: '/', title: 'Introduction', hidden: false },
      { path: '/iot/x', title: 'X Page', hidden: false },
      { path: '/iot/rockblock-switch-sense/overview', title: 'Overview', hidden: true },
      { path: '/software-services/connect/setup', title: 'Setup', hidden: true },
    ]);
    expect(renderRoutesModule([{ path: '/a', title: 'A', hidden: false }])).toContain(
      '{"path":"/a","title":"A","hidden":false},',
    );
  });

  it('has unique paths, the hidden product lines hidden, and the pages added for the live site', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ROUTES.length).toBeGreaterThan(180);
    for (const r of ROUTES.filter((x) => x.path.startsWith('/iot/rockblock-switch-sense')))
      expect(r.hidden).toBe(true);
    expect(paths).toEqual(
      expect.arrayContaining(['/iot/signal_strength', '/iot/rockremote/operation/raw-imt']),
    );
  });

  it.runIf(existsSync(ROUTES_MD))('matches ROUTES.md in the shared content folder', () => {
    // On a mismatch, run `npx tsx tests/content/routeInventory.ts` and commit routes.ts.
    expect(ROUTES).toEqual(parseRoutesMarkdown(readFileSync(ROUTES_MD, 'utf8')));
  });
});
