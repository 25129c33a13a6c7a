// Nested routes in the browser (tests/fixtures/sites/nested-routes): which route levels stay
// mounted across client navigation, against Docusaurus 3.8.1. The docs' DocsRoot, DocVersionRoot
// and DocRoot (wrapped by the site, each counting its mounts) and a plugin's route with nested
// routes (addRoute with `routes`) are kept while the next page has the same route at that level,
// with their state (the sidebar's open category and hidden column, a counter of the plugin's
// parent), and get Docusaurus's props (React Router's `history`, `location`, `match`).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, servedFixtureSite, waitForHydration } from './helpers.js';
import {
  runMissingPathSteps,
  runNestedRoutesSteps,
  servedPage,
  shownPage,
  type ShownPage,
} from './nestedRoutesSteps.js';

const site = servedFixtureSite('nested-routes', 'e2e-nested-routes');

type Probe = Record<string, unknown>;

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
 * The props the levels got in the same run (on the first doc, on a doc of version 1.0, on a chart),
 * with how many child routes each got in `route.routes` (all of them: the routes are below).
 */
const DOCUSAURUS_PROPS = {
  load: {
    DocsRoot: { ...routeProps('/docs', '/docs/intro', false), childRoutes: 2 },
    DocVersionRoot: {
      ...routeProps('/docs', '/docs/intro', false, { keys: ['version'], version: 'current' }),
      childRoutes: 3,
    },
    DocRoot: { ...routeProps('/docs', '/docs/intro', false), childRoutes: 8 },
  },
  otherVersion: {
    DocVersionRoot: {
      ...routeProps('/docs/1.0', '/docs/1.0/intro', false, { keys: ['version'], version: '1.0' }),
      childRoutes: 1,
    },
    DocRoot: { ...routeProps('/docs/1.0', '/docs/1.0/intro', false), childRoutes: 2 },
  },
  chart: {
    ChartsRoot: { ...routeProps('/charts', '/charts/north', false), childRoutes: 3 },
    Chart: {
      ...routeProps('/charts/north', '/charts/north', true, { keys: ['sea'] }),
      childRoutes: 0,
    },
  },
};

/** A leaf route as the fixture summarises it (`routeTree` of src/components/levelProbe.js). */
const leaf = (path: string, sidebar?: string) => ({
  path,
  component: 'function',
  exact: true,
  ...(sidebar ? { sidebar } : {}),
});
const parent = (path: string, routes: unknown[]) => ({ path, component: 'function', routes });

/**
 * The routes the levels got in Docusaurus 3.8.1's build (2026-11-29: a wrapper of each level wrote
 * its `props.route` in Chromium, the component as its type; on /docs/intro, on a missing path below
 * version 1.0, on /charts/north): every child route, sorted as Docusaurus sorts them (leaves before
 * a parent, then by path; the 1.0 version before the current one at /docs), `exact` only where
 * true, a doc's and a generated index's `sidebar`, each with its component.
 */
const CURRENT_DOC_ROOT = parent('/docs', [
  leaf('/docs/category/sails', 'room'),
  leaf('/docs/intro', 'room'),
  leaf('/docs/knots/bowline', 'room'),
  leaf('/docs/knots/clove-hitch', 'room'),
  leaf('/docs/sails/jib', 'room'),
  leaf('/docs/sails/mainsail', 'room'),
  leaf('/docs/tide-tables', 'tables'),
  leaf('/docs/weather', 'room'),
]);
const CURRENT_VERSION = parent('/docs', [
  leaf('/docs/tags'),
  leaf('/docs/tags/rope'),
  CURRENT_DOC_ROOT,
]);
const OLD_DOC_ROOT = parent('/docs/1.0', [
  leaf('/docs/1.0/intro', 'room'),
  leaf('/docs/1.0/weather', 'room'),
]);
const OLD_VERSION = parent('/docs/1.0', [OLD_DOC_ROOT]);
const DOCUSAURUS_ROUTES = {
  load: {
    DocsRoot: parent('/docs', [OLD_VERSION, CURRENT_VERSION]),
    DocVersionRoot: CURRENT_VERSION,
    DocRoot: CURRENT_DOC_ROOT,
  },
  otherVersion: { DocVersionRoot: OLD_VERSION, DocRoot: OLD_DOC_ROOT },
  chart: {
    ChartsRoot: parent('/charts', [leaf('/charts'), leaf('/charts/north'), leaf('/charts/south')]),
    Chart: leaf('/charts/north'),
  },
};

/** Docusaurus's not-found content (`@theme/NotFound/Content`), as its build rendered it. */
const NOT_FOUND_MAIN =
  '<main class="container margin-vert--xl"><div class="row"><div class="col col--6 col--offset-3">' +
  '<h1 class="hero__title">Page Not Found</h1><p>We could not find what you were looking for.</p>' +
  '<p>Please contact the owner of the site that linked you to the original URL and let them know ' +
  'their link is broken.</p></div></div></main>';

const DOC_CLASSES =
  'docs-wrapper plugin-docs plugin-id-default docs-version-current docs-doc-page docs-doc-id-intro';
const docStep = (step: string, levels: Record<string, string>) => ({
  step,
  levels,
  path: '/docs/intro',
  title: 'Intro | Chart Room',
  htmlClass: DOC_CLASSES,
  childRoutes: { DocsRoot: 2, DocVersionRoot: 3, DocRoot: 8 },
  sidebar: true,
  h1: ['Intro'],
  main: null,
});

/**
 * What Docusaurus 3.8.1's build of the fixture showed on the steps of runMissingPathSteps
 * (2026-11-29, served as static files with 404.html for unknown paths, in Chromium): a missing path
 * below the docs matches DocsRoot, the version's DocVersionRoot and DocRoot, whose DocRoot draws
 * only `NotFound/Content` (no sidebar, no DocRoot layout) in the docs' kept Layout; the title is
 * the site's alone; no level is mounted again (Back to the doc keeps them all), but a missing path
 * below version 1.0 mounts that version's DocVersionRoot and DocRoot. (Loaded directly, its
 * 404.html hydrates into the same levels after a recoverable hydration error: not compared here.)
 */
const DOCUSAURUS_MISSING_STEPS = [
  docStep('load', { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' }),
  {
    step: '→ missing path below the docs',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' },
    path: '/docs/does-not-exist',
    title: 'Chart Room',
    htmlClass: 'docs-wrapper plugin-docs plugin-id-default docs-version-current',
    childRoutes: { DocsRoot: 2, DocVersionRoot: 3, DocRoot: 8 },
    sidebar: false,
    h1: ['Page Not Found'],
    main: NOT_FOUND_MAIN,
  },
  docStep('back to the doc', { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' }),
  {
    step: '→ missing path below version 1.0',
    levels: { DocsRoot: '1/0', DocVersionRoot: '2/1', DocRoot: '2/1' },
    path: '/docs/1.0/does-not-exist',
    title: 'Chart Room',
    htmlClass: 'docs-wrapper plugin-docs plugin-id-default docs-version-1.0',
    childRoutes: { DocsRoot: 2, DocVersionRoot: 1, DocRoot: 2 },
    sidebar: false,
    h1: ['Page Not Found'],
    main: NOT_FOUND_MAIN,
  },
  docStep('back again', { DocsRoot: '1/0', DocVersionRoot: '3/2', DocRoot: '3/2' }),
];

// The atlas (plugins/atlas-plugin.js): AtlasRoot with an index, a parent (the coasts, with the
// east coast below it) and an island as child routes; it renders the matched child and, as
// previews, the components of the others from `route.routes` (the coasts' parent without its
// route: "No coast chosen").
const ISLAND = '<section class="island"><h2>Island of Skye</h2></section>';
const COASTS_ALONE =
  '<section class="coasts"><h2>Coasts of the Atlantic</h2><p>No coast chosen</p></section>';
const INDEX =
  '<section class="atlas-index"><h2>Atlas index</h2><p>Every sea on one shelf</p></section>';
const preview = (path: string, html: string) => `<div data-preview="${path}">${html}</div>`;
const aside = (html: string) => `<aside class="atlas-previews">${html}</aside>`;
const ATLAS = {
  title: 'Atlas | Chart Room',
  htmlClass: 'plugin-atlas-plugin plugin-id-default',
  levels: {},
  h1: ['Atlas'],
};

/**
 * What Docusaurus 3.8.1's build of the fixture showed on loading each path directly (2026-11-29,
 * served as static files with 404.html for unknown paths, in Chromium, once hydrated): `status`
 * and `served` (the previews in the HTML sent) from the server, the rest from the page. A child
 * route's component rendered from `route.routes` is in the pre-rendered HTML (a sibling leaf and a
 * parent off the current chain alone, with its props). A missing path (404.html sent) is drawn by
 * the routes that hold it: the docs' levels with the not-found content and the site's title alone,
 * a plugin's parent route with no child inside (and its own title and classes), as React
 * Router's match of a route that is not exact gives; comments left out of the HTML.
 */
const DOCUSAURUS_DIRECT: ({
  path: string;
  status: number;
  served: string | null;
} & Partial<ShownPage>)[] = [
  {
    path: '/docs/does-not-exist',
    status: 404,
    served: null,
    title: 'Chart Room',
    htmlClass: 'docs-wrapper plugin-docs plugin-id-default docs-version-current',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' },
    h1: ['Page Not Found'],
    main: NOT_FOUND_MAIN,
  },
  {
    path: '/docs/1.0/does-not-exist',
    status: 404,
    served: null,
    title: 'Chart Room',
    htmlClass: 'docs-wrapper plugin-docs plugin-id-default docs-version-1.0',
    levels: { DocsRoot: '1/0', DocVersionRoot: '1/0', DocRoot: '1/0' },
    h1: ['Page Not Found'],
    main: NOT_FOUND_MAIN,
  },
  {
    path: '/atlas/islands',
    status: 200,
    served: aside(preview('/atlas/coasts', COASTS_ALONE)),
    ...ATLAS,
    match: ISLAND,
    previews: preview('/atlas/coasts', COASTS_ALONE),
  },
  {
    path: '/atlas',
    status: 200,
    served: aside(preview('/atlas/islands', ISLAND) + preview('/atlas/coasts', COASTS_ALONE)),
    ...ATLAS,
    match: INDEX,
    previews: preview('/atlas/islands', ISLAND) + preview('/atlas/coasts', COASTS_ALONE),
  },
  {
    path: '/atlas/coasts/east',
    status: 200,
    served: aside(preview('/atlas/islands', ISLAND)),
    ...ATLAS,
    match:
      '<section class="coasts"><h2>Coasts of the Atlantic</h2><p class="coast">East coast</p></section>',
    previews: preview('/atlas/islands', ISLAND),
  },
  {
    path: '/atlas/nowhere',
    status: 404,
    served: null,
    ...ATLAS,
    match: '',
    previews: preview('/atlas/islands', ISLAND) + preview('/atlas/coasts', COASTS_ALONE),
  },
  {
    path: '/atlas/coasts/nowhere',
    status: 404,
    served: null,
    ...ATLAS,
    match: '<section class="coasts"><h2>Coasts of the Atlantic</h2></section>',
    previews: preview('/atlas/islands', ISLAND),
  },
  {
    path: '/charts/west',
    status: 404,
    served: null,
    title: 'Charts | Chart Room',
    htmlClass: 'plugin-charts-plugin plugin-id-default',
    levels: { ChartsRoot: '1/0' },
    h1: ['Charts'],
    main:
      '<main class="container margin-vert--lg"><h1>Charts</h1><button type="button" class="chart-marks">Marks: 0</button>' +
      '<ul><li><a href="/charts">All charts</a></li><li><a href="/charts/north">North</a></li>' +
      '<li><a href="/charts/south">South</a></li><li><a href="/docs/intro">Guide</a></li></ul></main>',
  },
];

/** The same build on client navigation from /atlas/islands by the atlas's links. */
const DOCUSAURUS_ATLAS_STEPS = [
  {
    link: 'Index',
    path: '/atlas',
    ...ATLAS,
    match: INDEX,
    previews: preview('/atlas/islands', ISLAND) + preview('/atlas/coasts', COASTS_ALONE),
  },
  {
    link: 'East coast',
    path: '/atlas/coasts/east',
    ...ATLAS,
    match:
      '<section class="coasts"><h2>Coasts of the Atlantic</h2><p class="coast">East coast</p></section>',
    previews: preview('/atlas/islands', ISLAND),
  },
  {
    link: 'Islands',
    path: '/atlas/islands',
    ...ATLAS,
    match: ISLAND,
    previews: preview('/atlas/coasts', COASTS_ALONE),
  },
];

/** Resolves once the atlas shows as many loaded previews as `previews` (the expected HTML) has. */
const previewsLoaded = (page: Page, previews: string | null | undefined) =>
  page.waitForFunction(
    (n) => document.querySelectorAll('.atlas-previews > div > section').length === n,
    (previews ?? '').split('data-preview=').length - 1,
  );

describe('nested routes across client navigation, as Docusaurus keeps them', () => {
  it('keeps DocsRoot, DocVersionRoot, DocRoot and a plugin route’s parent where Docusaurus does', async () => {
    const { page, problems } = await openPage(site.browser, '/docs/intro', {
      origin: site.server.origin,
      viewport: { width: 1280, height: 800 },
    });
    const { steps, props } = await runNestedRoutesSteps(page, site.server.origin);
    expect(steps).toEqual(DOCUSAURUS_STEPS);
    // Each level's routes apart: every child route, with its component.
    const routes: Record<string, Record<string, unknown>> = {};
    for (const [at, levels] of Object.entries(props) as [string, Record<string, Probe>][]) {
      routes[at] = {};
      for (const [level, probe] of Object.entries(levels)) {
        routes[at][level] = probe.routeTree;
        delete probe.routeTree;
      }
    }
    expect(props).toEqual(DOCUSAURUS_PROPS);
    expect(routes).toEqual(DOCUSAURUS_ROUTES);
    // The fixture has no favicon: Chromium's request for it is the one 404.
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await page.context().close();
  });

  it('draws each path loaded directly as Docusaurus does: child routes’ components pre-rendered, a missing path by the routes that hold it', async () => {
    for (const want of DOCUSAURUS_DIRECT) {
      const { page, problems } = await openPage(site.browser, want.path, {
        origin: site.server.origin,
        viewport: { width: 1280, height: 800 },
      });
      await waitForHydration(page);
      await previewsLoaded(page, want.previews);
      // The title is the last thing the client sets (the page's Head, after the frame's).
      await expect.poll(() => page.title()).toBe(want.title);
      const shown = await shownPage(page);
      const sent = await servedPage(site.server.origin, want.path);
      const keys = Object.keys(want).filter((k) => k in shown) as (keyof ShownPage)[];
      expect({
        path: want.path,
        status: sent.status,
        served: sent.previews,
        ...Object.fromEntries(keys.map((k) => [k, shown[k]])),
      }).toEqual(want);
      // A pre-rendered page hydrates without an error; a missing path (404.html sent) logs the
      // 404 and React's recoverable mismatch (#418), as Docusaurus's does, and nothing else.
      const allowed = want.status === 200 ? [] : [/status of 404/, /Minified React error #418/];
      expect(
        problems.filter((p) => !allowed.some((re) => re.test(p))),
        want.path,
      ).toEqual([]);
      await page.context().close();
    }
  });

  it('sends child routes’ components without React’s Suspense markers, as Docusaurus’s HTML has none', async () => {
    // `<!--$-->…<!--/$-->` (and `$?`, `$!`) are what React's server render writes around a
    // Suspense boundary; the other tests compare HTML with comments left out.
    for (const path of ['/atlas', '/atlas/islands', '/atlas/coasts/east', '/docs/intro']) {
      const html = await (await fetch(site.server.origin + path)).text();
      expect(html.match(/<!--\/?\$[?!]?-->/g), path).toBeNull();
    }
  });

  it('keeps a plugin parent’s title and its child routes’ components across client navigation, as Docusaurus does', async () => {
    const { page, problems } = await openPage(site.browser, '/atlas/islands', {
      origin: site.server.origin,
      viewport: { width: 1280, height: 800 },
    });
    await waitForHydration(page);
    const steps: unknown[] = [];
    for (const want of DOCUSAURUS_ATLAS_STEPS) {
      await page.locator('main a', { hasText: want.link }).first().click();
      await page.waitForURL(site.server.origin + want.path);
      await page.locator('.atlas-match > section').waitFor();
      await previewsLoaded(page, want.previews);
      await expect.poll(() => page.title()).toBe(want.title);
      const shown = await shownPage(page);
      steps.push({
        link: want.link,
        path: new URL(page.url()).pathname,
        title: shown.title,
        htmlClass: shown.htmlClass,
        levels: shown.levels,
        h1: shown.h1,
        match: shown.match,
        previews: shown.previews,
      });
    }
    expect(steps).toEqual(DOCUSAURUS_ATLAS_STEPS);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('renders the not-found content inside the docs’ levels for a missing path below them, as Docusaurus does', async () => {
    const { page, problems } = await openPage(site.browser, '/docs/intro', {
      origin: site.server.origin,
      viewport: { width: 1280, height: 800 },
    });
    expect(await runMissingPathSteps(page, site.server.origin)).toEqual(DOCUSAURUS_MISSING_STEPS);
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await page.context().close();
  });
});
