// Nested routes in the browser (tests/fixtures/sites/nested-routes): which route levels stay
// mounted across client navigation, against Docusaurus 3.8.1. The docs' DocsRoot, DocVersionRoot
// and DocRoot (wrapped by the site, each counting its mounts) and a plugin's route with nested
// routes (addRoute with `routes`) are kept while the next page has the same route at that level,
// with their state (the sidebar's open category and hidden column, a counter of the plugin's
// parent), and get Docusaurus's props (React Router's `history`, `location`, `match`).
import { describe, expect, it } from 'vitest';
import { openPage, servedFixtureSite } from './helpers.js';
import { runNestedRoutesSteps } from './nestedRoutesSteps.js';

const site = servedFixtureSite('nested-routes', 'e2e-nested-routes');

/**
 * What Docusaurus 3.8.1 gives on these steps (2026-11-29: this fixture built with `docusaurus
 * build` from scripts/bench/peer's node_modules, served as static files, and driven in Chromium by
 * the same steps, ./nestedRoutesSteps.ts). `levels`: each level's mounts/unmounts so far; `knots`:
 * whether the sidebar's Knots category (opened by the reader at the second step) is open, null
 * where the sidebar has no such category or no sidebar; `sidebarShown`: false while the reader
 * has hidden the sidebar; `marks`: the plugin parent's counter (React state), clicked once on
 * /charts. DocRoot is kept doc → doc, → a generated index and → a doc of another sidebar (whose
 * items start anew: Knots is closed again), and mounted again after a tags page (the version's
 * child, beside DocRoot), its sidebar shown and its categories closed again; DocVersionRoot is mounted again for another version; the plugin's
 * parent is kept from child to child, each child (two of one component) mounted again.
 */
const DOCUSAURUS_STEPS = [
  {
    step: 'load',
    path: '/docs/intro',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' },
    knots: false,
    sidebarShown: true,
  },
  {
    step: 'Knots expanded',
    path: '/docs/intro',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' },
    knots: true,
    sidebarShown: true,
  },
  {
    step: 'doc → doc',
    path: '/docs/weather',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' },
    knots: true,
    sidebarShown: true,
  },
  {
    step: 'doc → generated index',
    path: '/docs/category/sails',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' },
    knots: true,
    sidebarShown: true,
  },
  {
    step: 'index → doc',
    path: '/docs/sails/jib',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' },
    knots: true,
    sidebarShown: true,
  },
  {
    step: 'doc → doc → doc',
    path: '/docs/intro',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' },
    knots: true,
    sidebarShown: true,
  },
  {
    step: '→ doc of another sidebar',
    path: '/docs/tide-tables',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' },
    knots: null,
    sidebarShown: true,
  },
  {
    step: '→ back to the first sidebar',
    path: '/docs/intro',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' },
    knots: false,
    sidebarShown: true,
  },
  {
    step: 'sidebar hidden',
    path: '/docs/intro',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' },
    knots: false,
    sidebarShown: false,
  },
  {
    step: 'hidden: doc → doc',
    path: '/docs/weather',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' },
    knots: false,
    sidebarShown: false,
  },
  {
    step: 'doc → tag page',
    path: '/docs/tags/rope',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/1' },
    knots: null,
    sidebarShown: null,
  },
  {
    step: 'tag page → doc',
    path: '/docs/intro',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '2/1' },
    knots: false,
    sidebarShown: true,
  },
  {
    step: 'Knots expanded, doc → doc → doc',
    path: '/docs/intro',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '2/1' },
    knots: true,
    sidebarShown: true,
  },
  {
    step: '→ doc of another version',
    path: '/docs/1.0/intro',
    levels: { DocsRoot: '1/0', DocVersionRoot: '2/1', DocRoot: '3/2' },
    knots: null,
    sidebarShown: true,
  },
  {
    step: 'its doc → doc',
    path: '/docs/1.0/weather',
    levels: { DocsRoot: '1/0', DocVersionRoot: '2/1', DocRoot: '3/2' },
    knots: null,
    sidebarShown: true,
  },
  {
    step: 'back',
    path: '/docs/1.0/intro',
    levels: { DocsRoot: '1/0', DocVersionRoot: '2/1', DocRoot: '3/2' },
    knots: null,
    sidebarShown: true,
  },
  {
    step: 'back to the other version',
    path: '/docs/intro',
    levels: { DocsRoot: '1/0', DocVersionRoot: '3/2', DocRoot: '4/3' },
    knots: false,
    sidebarShown: true,
  },
  {
    step: 'doc → plugin route',
    path: '/charts',
    levels: {
      DocsRoot: '1/1',
      DocVersionRoot: '3/3',
      DocRoot: '4/4',
      ChartsRoot: '1/0',
      ChartList: '1/0',
    },
    knots: null,
    sidebarShown: null,
    marks: 'Marks: 0',
  },
  {
    step: 'child → child',
    path: '/charts/north',
    levels: {
      DocsRoot: '1/1',
      DocVersionRoot: '3/3',
      DocRoot: '4/4',
      ChartsRoot: '1/0',
      ChartList: '1/1',
      Chart: '1/0',
    },
    knots: null,
    sidebarShown: null,
    marks: 'Marks: 1',
  },
  {
    step: 'child → sibling of the same component',
    path: '/charts/south',
    levels: {
      DocsRoot: '1/1',
      DocVersionRoot: '3/3',
      DocRoot: '4/4',
      ChartsRoot: '1/0',
      ChartList: '1/1',
      Chart: '2/1',
    },
    knots: null,
    sidebarShown: null,
    marks: 'Marks: 1',
  },
  {
    step: 'back to a child',
    path: '/charts/north',
    levels: {
      DocsRoot: '1/1',
      DocVersionRoot: '3/3',
      DocRoot: '4/4',
      ChartsRoot: '1/0',
      ChartList: '1/1',
      Chart: '3/2',
    },
    knots: null,
    sidebarShown: null,
    marks: 'Marks: 1',
  },
  {
    step: 'plugin route → doc',
    path: '/docs/intro',
    levels: {
      DocsRoot: '2/1',
      DocVersionRoot: '4/3',
      DocRoot: '5/4',
      ChartsRoot: '1/1',
      ChartList: '1/1',
      Chart: '3/3',
    },
    knots: false,
    sidebarShown: true,
  },
  {
    step: 'back to the plugin route',
    path: '/charts/north',
    levels: {
      DocsRoot: '2/2',
      DocVersionRoot: '4/4',
      DocRoot: '5/5',
      ChartsRoot: '2/1',
      ChartList: '1/1',
      Chart: '4/3',
    },
    knots: null,
    sidebarShown: null,
    marks: 'Marks: 0',
  },
];

/** The props of a route's component, as the fixture's wrappers summarise them. */
const routeProps = (
  route: string,
  location: string,
  isExact: boolean,
  extra: { keys?: string[]; version?: string } = {},
) => ({
  keys: ['history', 'location', 'match', 'route', 'staticContext', ...(extra.keys ?? [])].sort(),
  route,
  location,
  match: { path: route, url: route, isExact },
  version: extra.version ?? null,
});

/**
 * The props the levels got in the same run (on the first doc, on a doc of version 1.0, on a chart).
 * One difference is left out: Docusaurus gives each level all its child routes in `route.routes`,
 * ours the one that matched (reference/swizzling.md).
 */
const DOCUSAURUS_PROPS = {
  load: {
    DocsRoot: routeProps('/docs', '/docs/intro', false),
    DocVersionRoot: routeProps('/docs', '/docs/intro', false, {
      keys: ['version'],
      version: 'current',
    }),
    DocRoot: routeProps('/docs', '/docs/intro', false),
  },
  otherVersion: {
    DocVersionRoot: routeProps('/docs/1.0', '/docs/1.0/intro', false, {
      keys: ['version'],
      version: '1.0',
    }),
    DocRoot: routeProps('/docs/1.0', '/docs/1.0/intro', false),
  },
  chart: {
    ChartsRoot: routeProps('/charts', '/charts/north', false),
    Chart: routeProps('/charts/north', '/charts/north', true, { keys: ['sea'] }),
  },
};

describe('nested routes across client navigation, as Docusaurus keeps them', () => {
  it('keeps DocsRoot, DocVersionRoot, DocRoot and a plugin route’s parent where Docusaurus does', async () => {
    const { page, problems } = await openPage(site.browser, '/docs/intro', {
      origin: site.server.origin,
      viewport: { width: 1280, height: 800 },
    });
    const { steps, props } = await runNestedRoutesSteps(page, site.server.origin);
    expect(steps).toEqual(DOCUSAURUS_STEPS);
    for (const levels of Object.values(props) as Record<string, Record<string, unknown>>[])
      for (const level of Object.values(levels)) delete level.childRoutes;
    expect(props).toEqual(DOCUSAURUS_PROPS);
    // The fixture has no favicon: Chromium's request for it is the one 404.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await page.context().close();
  });
});
