// Reads the route inventory (ROUTES.md in the shared content folder) into the list the content
// checks use, and writes that list into tests/content/routes.ts so that the checks run in every
// clone, with or without the shared folder next to it.
//   npx tsx tests/content/routeInventory.ts [path/to/ROUTES.md]   regenerates routes.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RouteEntry {
  /** The page's path on the site, exactly as the inventory spells it. */
  path: string;
  /** The page title the inventory gives. */
  title: string;
  /** True when the page must be built but kept out of the sidebar and search engines. */
  hidden: boolean;
}

/** Where ROUTES.md lives relative to the repository root when the shared folder is present. */
export const ROUTES_MD = join(import.meta.dirname, '../../../shared/content/ROUTES.md');

/**
 * The routes of ROUTES.md, in document order, read the way the shared coverage tool reads them:
 * one route per "- `/path` — Title — …" line; `/search` (generated, no content) is left out; a route
 * is hidden when its line says so or it lies under Switch/Sense or the legacy Connect app. A path
 * listed twice is kept once.
 */
export function parseRoutesMarkdown(markdown: string): RouteEntry[] {
  const seen = new Set<string>();
  const routes: RouteEntry[] = [];
  for (const line of markdown.split('\n')) {
    const m = line.match(/^\s*- `(\/[^`]*)` — (.*)$/);
    if (!m || m[1] === '/search' || seen.has(m[1]!)) continue;
    const path = m[1]!;
    const rest = m[2]!;
    seen.add(path);
    routes.push({
      path,
      title: rest.split(' — ')[0]!.trim(),
      hidden:
        /hidden/i.test(rest) ||
        path.startsWith('/iot/rockblock-switch-sense') ||
        path.startsWith('/software-services/connect/'),
    });
  }
  return routes;
}

/** The source text of routes.ts for a list of routes. */
export function renderRoutesModule(routes: RouteEntry[]): string {
  const rows = routes.map((r) => `  ${JSON.stringify(r)},`).join('\n');
  return `// Generated from ROUTES.md by tests/content/routeInventory.ts; do not edit by hand.
// tests/content/routes.test.ts fails when this list and ROUTES.md disagree.
import type { RouteEntry } from './routeInventory.js';

export const ROUTES: RouteEntry[] = [
${rows}
];
`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const source = process.argv[2] ?? ROUTES_MD;
  const routes = parseRoutesMarkdown(readFileSync(source, 'utf8'));
  const target = join(import.meta.dirname, 'routes.ts');
  const prettier = await import('prettier');
  const options = { ...(await prettier.resolveConfig(target)), filepath: target };
  writeFileSync(target, await prettier.format(renderRoutesModule(routes), options));
  console.log(`wrote ${routes.length} routes to tests/content/routes.ts`);
}
