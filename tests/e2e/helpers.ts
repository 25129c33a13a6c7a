// Per-file browser connection and page helpers for the e2e tests.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import type { Logger, ViteDevServer } from 'vite';
import { afterAll, beforeAll, inject } from 'vitest';
import { startServer } from '../../scripts/serve.js';

const ROOT = join(import.meta.dirname, '../..');

/** Builds a site with the CLI and serves its output on a free port; `close` stops the server. */
export async function buildAndServe(
  siteDir: string,
  options: { baseUrl?: string } = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  execFileSync(process.execPath, [join(ROOT, 'scripts/run.mjs'), 'build', siteDir], {
    cwd: ROOT,
    stdio: 'pipe',
  });
  const server = await startServer({
    dir: join(siteDir, 'build'),
    port: 0,
    host: '127.0.0.1',
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/**
 * A fixture site (tests/fixtures/sites/<fixture>) copied to tests/.tmp/<copy>, built and served for
 * the tests of the calling file, with a browser: `site.server` and `site.browser` are set before
 * its tests run; both are closed and the copy removed after them.
 */
export function servedFixtureSite(fixture: string, copy: string) {
  const site = {
    dir: join(ROOT, 'tests/.tmp', copy),
    server: undefined as unknown as Awaited<ReturnType<typeof buildAndServe>>,
    browser: undefined as unknown as Browser,
  };
  beforeAll(async () => {
    rmSync(site.dir, { recursive: true, force: true });
    cpSync(join(ROOT, 'tests/fixtures/sites', fixture), site.dir, { recursive: true });
    site.server = await buildAndServe(site.dir);
    site.browser = await connect();
  }, 180_000);
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.close();
    rmSync(site.dir, { recursive: true, force: true });
  });
  return site;
}

/**
 * A fixture site copied to tests/.tmp/<copy> and shown by the dev server (`locale`: as `start
 * --locale`), with a browser, for the tests of the calling file: set before they run, closed and
 * removed after them.
 */
export function devServedFixtureSite(
  fixture: string,
  copy: string,
  options: {
    locale?: string;
    logger?: Logger;
    /** Called with the copy before the dev server starts (node_modules of its own, say). */
    prepare?: (dir: string) => void;
    /** No pre-bundling kept from an earlier run (devCacheDir): the dependency scan runs. */
    freshCache?: boolean;
    /** As `start --hot-only`: no full reload of a page (plugins/dev/hotOnly.ts). */
    hotOnly?: boolean;
  } = {},
) {
  const site = {
    dir: join(ROOT, 'tests/.tmp', copy),
    origin: '',
    dev: undefined as unknown as Awaited<
      ReturnType<(typeof import('../../scripts/start.js'))['startDevServer']>
    >,
    browser: undefined as unknown as Browser,
  };
  beforeAll(async () => {
    rmSync(site.dir, { recursive: true, force: true });
    cpSync(join(ROOT, 'tests/fixtures/sites', fixture), site.dir, {
      recursive: true,
      filter: (src) => !src.includes('/build') && !src.includes('/.cache'),
    });
    const { prepare, freshCache, ...devOptions } = options;
    prepare?.(site.dir);
    if (freshCache) rmSync(devCacheDir(site.dir), { recursive: true, force: true });
    // Loaded here: the dev server's modules (Vite, the site loader) only for the files that use it.
    const { startDevServer } = await import('../../scripts/start.js');
    site.dev = await startDevServer({
      siteDir: site.dir,
      port: 0,
      host: '127.0.0.1',
      cacheDir: devCacheDir(site.dir),
      ...devOptions,
    });
    site.origin = `http://127.0.0.1:${(site.dev.http.address() as { port: number }).port}`;
    site.browser = await connect();
  }, 180_000);
  afterAll(async () => {
    await site.browser?.close();
    await site.dev?.vite.close();
    await new Promise((r) => site.dev?.http.close(r));
    rmSync(site.dir, { recursive: true, force: true });
  });
  return site;
}

/**
 * A dev server's own Vite cache, by the name of its site's copy: the copies under tests/.tmp have
 * no package.json of their own, so Vite's default is the repository's node_modules/.vite, where
 * the dev servers of test files run at the same time replaced each other's pre-bundling. Kept
 * between runs (a first page waits for a cold pre-bundling otherwise), under node_modules.
 */
export function devCacheDir(siteDir: string): string {
  return join(ROOT, 'node_modules/.dev-tests', basename(siteDir), '.vite');
}

export async function connect(): Promise<Browser> {
  return chromium.connect(inject('wsEndpoint'));
}

export const url = (path: string) => inject('baseUrl') + path;
/** A URL on the built knowledgebase (repository root). */
export const kbUrl = (path: string) => inject('kbUrl') + path;

/** Console errors and warnings and page errors of `page`, as they come. */
export function recordProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * Opens a page and records console errors, warnings and page errors: on the e2e fixture site, the
 * knowledgebase (`site: 'kb'`) or a site served at `origin` (servedFixtureSite's server).
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: BrowserContextOptions & { site?: 'fixture' | 'kb'; origin?: string } = {},
): Promise<{ page: Page; problems: string[] }> {
  const { site = 'fixture', origin, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const problems = recordProblems(page);
  await page.goto(origin ? origin + path : site === 'kb' ? kbUrl(path) : url(path));
  return { page, problems };
}

/**
 * Records the Content-Security-Policy violations of every page `context` opens (each as its
 * directive, blocked URI and sample); read them with `cspViolations(page)`.
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    );
  });
}

/** The violations `recordCspViolations` has seen on `page` so far. */
export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** Resolves once the client has hydrated the page. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('#__docs, #__docusaurus')?.hasAttribute('data-hydrated') ?? false,
  );
}

/**
 * Scrolls the window to `y` and resolves on the scroll event: the page's own listeners (added
 * earlier) have then seen it. Two scrolls in one frame give a single event, which a theme reading
 * the direction (the back-to-top button) would take for one scroll from the first position.
 */
export function scrollToAndWait(page: Page, y: number): Promise<void> {
  return page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    y,
  );
}

/**
 * Tracks whether the document now open in `page` has its dev-server client connected (Vite's
 * client logs "[vite] connected." once the server has it). A reload the server sends before the
 * reloaded document's client connects reaches no one: a test that edits again right after a page
 * reloaded waits on `connected()` first, as a writer's browser would have reconnected by then.
 */
export function trackDevClient(page: Page): { connected: () => Promise<void> } {
  let isConnected = false;
  let waiters: (() => void)[] = [];
  // A new document (its request, not a same-document navigation such as history.replaceState).
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) isConnected = false;
  });
  page.on('console', (message) => {
    if (message.text() !== '[vite] connected.') return;
    isConnected = true;
    for (const wake of waiters) wake();
    waiters = [];
  });
  return {
    connected: () =>
      isConnected ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve)),
  };
}

/**
 * Opens `address` of a dev server in a new context, hydrated, with its dev-server client connected
 * (trackDevClient): the next save reaches it. The first page may wait for a cold pre-bundling.
 */
export async function openDevPage(browser: Browser, address: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const client = trackDevClient(page);
  await page.goto(address, { timeout: 120_000 });
  await waitForHydration(page);
  await client.connected();
  return page;
}

/**
 * Saves a file of a dev server's site and waits until its watcher has reported the save: each
 * save is then an event of its own, never merged with the one before (as a writer's next save).
 */
export async function save(vite: ViteDevServer, file: string, text: string): Promise<void> {
  let onChange: (path: string) => void = () => undefined;
  const seen = new Promise<void>((resolve) => {
    onChange = (path) => path === file && resolve();
    vite.watcher.on('change', onChange);
  });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the watcher did not report ${file}`)), 30_000);
  });
  try {
    writeFileSync(file, text);
    await Promise.race([seen, late]);
  } finally {
    clearTimeout(timer);
    vite.watcher.off('change', onChange);
  }
}
