// The client navigation steps of tests/e2e/nestedRoutes.e2e.test.ts on the nested-routes fixture,
// and what each step records: how often each route level mounted and unmounted (the fixture's
// wrappers and plugin components count them: src/components/levelProbe.js), the sidebar's state
// and the props the levels got. The same steps drove Docusaurus 3.8.1's build of the fixture for
// the expected values (run with tsx against a served build).
import type { Page } from 'playwright-core';

/** The route levels the fixture counts. */
const LEVELS = ['DocsRoot', 'DocVersionRoot', 'DocRoot', 'ChartsRoot', 'ChartList', 'Chart'];

interface Probe {
  mounts?: number;
  unmounts?: number;
  props?: Record<string, unknown>;
}

/** Each level's mounts and unmounts, as `mounted/unmounted` (levels never mounted left out). */
const levelCounts = (page: Page) =>
  page.evaluate((levels) => {
    const probes = (window as unknown as { chartProbes?: Record<string, Probe> }).chartProbes ?? {};
    const out: Record<string, string> = {};
    for (const level of levels) {
      const p = probes[level];
      if (p?.mounts) out[level] = `${p.mounts}/${p.unmounts ?? 0}`;
    }
    return out;
  }, LEVELS);

/** The props a level got on its last render (the fixture's summary of them). */
export const levelProps = (page: Page, level: string) =>
  page.evaluate(
    (l) =>
      (window as unknown as { chartProbes?: Record<string, Probe> }).chartProbes?.[l]?.props ??
      null,
    level,
  );

/** The sidebar: whether the reader's category (Knots) is open, and whether the sidebar is hidden. */
const sidebarState = (page: Page) =>
  page.evaluate(() => {
    const knots = [...document.querySelectorAll('.theme-doc-sidebar-container .menu__link')].find(
      (a) => a.textContent?.trim() === 'Knots',
    );
    const menu = document.querySelector('.theme-doc-sidebar-container .menu');
    const shown = menu ? getComputedStyle(menu).visibility !== 'hidden' : null;
    return {
      knots: knots ? !knots.closest('li')!.classList.contains('menu__list-item--collapsed') : null,
      sidebarShown: shown && menu!.getBoundingClientRect().width > 0,
    };
  });

export interface StepRecord {
  step: string;
  path: string;
  levels: Record<string, string>;
  knots: boolean | null;
  sidebarShown: boolean | null;
  marks?: string;
}

/**
 * Drives the fixture from `/docs/intro` through doc → doc, generated index, another sidebar, a
 * hidden sidebar, a tags page, another version, Back, and the plugin's nested routes; returns one
 * record per step and the props the levels got on three of them.
 */
export async function runNestedRoutesSteps(page: Page, origin: string) {
  const steps: StepRecord[] = [];
  const props: Record<string, unknown> = {};
  const settle = () =>
    page.waitForFunction(() => {
      const p = (window as unknown as { chartProbes?: Record<string, Probe> }).chartProbes;
      return p !== undefined;
    });
  const record = async (step: string) => {
    await settle();
    // Effects run after the paint that follows the navigation: two frames.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    const url = new URL(page.url());
    const marks = await page.locator('.chart-marks').count();
    steps.push({
      step,
      path: url.pathname,
      levels: await levelCounts(page),
      ...(await sidebarState(page)),
      ...(marks ? { marks: (await page.locator('.chart-marks').innerText()).trim() } : {}),
    });
  };
  const go = async (link: ReturnType<Page['locator']>, path: string) => {
    await link.first().click();
    await page.waitForURL(origin + path);
  };
  const sidebarLink = (label: string) =>
    page.locator('.theme-doc-sidebar-container a.menu__link', { hasText: label });
  const article = (text: string) => page.locator('article a', { hasText: text });

  await page.goto(origin + '/docs/intro');
  await record('load');
  props.load = {
    DocsRoot: await levelProps(page, 'DocsRoot'),
    DocVersionRoot: await levelProps(page, 'DocVersionRoot'),
    DocRoot: await levelProps(page, 'DocRoot'),
  };
  // The reader opens the Knots category (collapsed, not the open page's).
  const openKnots = async () => {
    await sidebarLink('Knots').click();
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('.theme-doc-sidebar-container .menu__link')]
          .find((a) => a.textContent?.trim() === 'Knots')!
          .closest('li')!
          .classList.contains('menu__list-item--collapsed'),
    );
  };
  await openKnots();
  await record('Knots expanded');
  await go(sidebarLink('Weather'), '/docs/weather');
  await record('doc → doc');
  await go(sidebarLink('Sails'), '/docs/category/sails');
  await record('doc → generated index');
  await go(sidebarLink('Jib'), '/docs/sails/jib');
  await record('index → doc');
  await go(article('weather'), '/docs/weather');
  await go(article('intro'), '/docs/intro');
  await record('doc → doc → doc');
  await go(article('tide tables'), '/docs/tide-tables');
  await record('→ doc of another sidebar');
  await go(article('intro'), '/docs/intro');
  await record('→ back to the first sidebar');
  await page.getByTitle('Collapse sidebar').first().click();
  await page.waitForFunction(() => {
    const menu = document.querySelector('.theme-doc-sidebar-container .menu');
    return !menu || getComputedStyle(menu).visibility === 'hidden' || !menu.clientWidth;
  });
  await record('sidebar hidden');
  await go(article('weather'), '/docs/weather');
  await record('hidden: doc → doc');
  await go(article('intro'), '/docs/intro');
  await go(page.locator('article a[href="/docs/tags/rope"]'), '/docs/tags/rope');
  await record('doc → tag page');
  await go(page.locator('main a[href="/docs/intro"]'), '/docs/intro');
  await record('tag page → doc');
  await openKnots();
  await go(article('weather'), '/docs/weather');
  await go(article('intro'), '/docs/intro');
  await record('Knots expanded, doc → doc → doc');
  await go(article('1.0 intro'), '/docs/1.0/intro');
  await record('→ doc of another version');
  props.otherVersion = {
    DocVersionRoot: await levelProps(page, 'DocVersionRoot'),
    DocRoot: await levelProps(page, 'DocRoot'),
  };
  await go(article('weather'), '/docs/1.0/weather');
  await record('its doc → doc');
  await page.goBack();
  await page.waitForURL(origin + '/docs/1.0/intro');
  await record('back');
  await page.goBack();
  await page.waitForURL(origin + '/docs/intro');
  await record('back to the other version');
  await go(page.locator('.navbar a', { hasText: 'Charts' }), '/charts');
  await record('doc → plugin route');
  await page.locator('.chart-marks').click();
  await page.locator('.chart-marks', { hasText: 'Marks: 1' }).waitFor();
  await go(page.locator('main a', { hasText: 'North' }), '/charts/north');
  await record('child → child');
  props.chart = {
    ChartsRoot: await levelProps(page, 'ChartsRoot'),
    Chart: await levelProps(page, 'Chart'),
  };
  await go(page.locator('main a', { hasText: 'South' }), '/charts/south');
  await record('child → sibling of the same component');
  await page.goBack();
  await page.waitForURL(origin + '/charts/north');
  await record('back to a child');
  await go(page.locator('main a', { hasText: 'Guide' }), '/docs/intro');
  await record('plugin route → doc');
  await page.goBack();
  await page.waitForURL(origin + '/charts/north');
  await record('back to the plugin route');
  return { steps, props };
}

/** What a step to or from a missing path records. */
export interface MissingPathRecord {
  step: string;
  path: string;
  title: string;
  htmlClass: string;
  levels: Record<string, string>;
  /** How many child routes each docs level got in `route.routes`. */
  childRoutes: Record<string, number>;
  sidebar: boolean;
  h1: string[];
  /** The not-found content's `<main>`, as HTML (null on a doc). */
  main: string | null;
}

/**
 * Drives the fixture from `/docs/intro` to a missing path below the docs (`/docs/does-not-exist`),
 * Back, to a missing path below version 1.0, Back; each missing path is reached as a history entry
 * the router is told of (pushState, then popstate: what Back/Forward to it does), as no page of
 * the fixture links one (its build would fail on the broken link).
 */
export async function runMissingPathSteps(page: Page, origin: string) {
  const steps: MissingPathRecord[] = [];
  const record = async (step: string) => {
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
    );
    const levels = await levelCounts(page);
    const rest = await page.evaluate(() => {
      const probes =
        (window as unknown as { chartProbes?: Record<string, Probe> }).chartProbes ?? {};
      const childRoutes: Record<string, number> = {};
      for (const level of ['DocsRoot', 'DocVersionRoot', 'DocRoot'])
        childRoutes[level] = (probes[level]?.props?.childRoutes as number | undefined) ?? -1;
      return {
        path: location.pathname,
        title: document.title,
        htmlClass: document.documentElement.className,
        childRoutes,
        sidebar: document.querySelector('.theme-doc-sidebar-container') !== null,
        h1: [...document.querySelectorAll('h1')].map((h) => h.textContent ?? ''),
        main: document.querySelector('main.margin-vert--xl')?.outerHTML ?? null,
      };
    });
    steps.push({ step, levels, ...rest });
  };
  const visitMissing = async (path: string) => {
    await page.evaluate((to) => {
      history.pushState(history.state, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, path);
    await page.locator('h1', { hasText: 'Page Not Found' }).waitFor();
  };
  const back = async (path: string) => {
    await page.goBack();
    await page.waitForURL(origin + path);
    await page.locator('article h1').waitFor();
  };
  await page.goto(origin + '/docs/intro');
  await page.waitForFunction(() => (window as { chartProbes?: unknown }).chartProbes);
  await record('load');
  await visitMissing('/docs/does-not-exist');
  await record('→ missing path below the docs');
  await back('/docs/intro');
  await record('back to the doc');
  await visitMissing('/docs/1.0/does-not-exist');
  await record('→ missing path below version 1.0');
  await back('/docs/intro');
  await record('back again');
  return steps;
}

/** HTML without comments (React's text and Suspense markers, which differ between renderers). */
export const withoutComments = (html: string | null) =>
  html === null ? null : html.replace(/<!--[\s\S]*?-->/g, '');

/** What a page of the fixture shows now: its head, levels, headings and the atlas's parts. */
export interface ShownPage {
  title: string;
  htmlClass: string;
  levels: Record<string, string>;
  h1: string[];
  /** The atlas's matched child and its previews of the other child routes (comments left out). */
  match: string | null;
  previews: string | null;
  /** The page's `<main>` (comments left out). */
  main: string | null;
}

export async function shownPage(page: Page): Promise<ShownPage> {
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  const shown = await page.evaluate(() => ({
    title: document.title,
    htmlClass: document.documentElement.className,
    h1: [...document.querySelectorAll('h1')].map((h) => h.textContent ?? ''),
    match: document.querySelector('.atlas-match')?.innerHTML ?? null,
    previews: document.querySelector('.atlas-previews')?.innerHTML ?? null,
    main: document.querySelector('main')?.outerHTML ?? null,
  }));
  return {
    ...shown,
    levels: await levelCounts(page),
    match: withoutComments(shown.match),
    previews: withoutComments(shown.previews),
    main: withoutComments(shown.main),
  };
}

/** What the server sends for a path: its status and the atlas's previews (comments left out). */
export async function servedPage(origin: string, path: string) {
  const res = await fetch(origin + path);
  const html = await res.text();
  const previews = html.match(/<aside class="atlas-previews">[\s\S]*?<\/aside>/)?.[0] ?? null;
  return { status: res.status, previews: withoutComments(previews) };
}
