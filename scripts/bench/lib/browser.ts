// Browser measurements with Debian's Chromium driven by playwright-core (from the root node_modules).
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

// playwright-core is a dependency of the repository root, two folders up from the bench.
const require = createRequire(new URL('../../../package.json', import.meta.url));

export const CHROMIUM = '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export async function launch(): Promise<Browser> {
  const { chromium } = require('playwright-core') as typeof import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS, headless: true });
}

export interface Fetched {
  url: string;
  type: 'js' | 'css' | 'html' | 'other';
  bytes: number;
  gzip: number;
  /** first requested after the load event (lazy route chunks, prefetches) */
  afterLoad: boolean;
}

export interface FirstLoad {
  url: string;
  jsGzip: number;
  cssGzip: number;
  /** JS+CSS gzip of what was received before the load event */
  atLoadGzip: number;
  jsRaw: number;
  cssRaw: number;
  jsCount: number;
  cssCount: number;
  htmlBytes: number;
  htmlGzip: number;
  /** Raw bytes of the page HTML's sidebar and article (see `htmlParts`). */
  htmlParts: HtmlParts;
  resources: Fetched[];
}

export interface HtmlParts {
  sidebar: number;
  article: number;
}

/** Bytes of the docs sidebar's `<nav>` and of the `<article>` in a page's HTML (0 when absent). */
export function htmlParts(html: string): HtmlParts {
  const span = (start: number, close: string) => {
    const end = start < 0 ? -1 : html.indexOf(close, start);
    return end < 0 ? 0 : Buffer.byteLength(html.slice(start, end + close.length));
  };
  return {
    sidebar: span(html.indexOf('<nav aria-label="Docs sidebar"'), '</nav>'),
    article: span(html.search(/<article[\s>]/), '</article>'),
  };
}

function kind(url: string, contentType: string): Fetched['type'] {
  const p = new URL(url).pathname;
  if (/javascript/.test(contentType) || /\.m?js$/.test(p)) return 'js';
  if (/text\/css/.test(contentType) || /\.css$/.test(p)) return 'css';
  if (/text\/html/.test(contentType)) return 'html';
  return 'other';
}

/** Loads `url` in a fresh context (empty cache), waits for network idle plus a quiet second, and
 * counts every JS and CSS response (lazy route chunks and prefetches included), gzipped here. */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const byUrl = new Map<string, Fetched>();
  const htmlText = new Map<string, string>();
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('response', (res) => {
    const afterLoad = loaded;
    pending.push(
      (async () => {
        try {
          if (res.status() >= 300) return;
          let body = await res.body().catch(() => Buffer.alloc(0));
          // <link rel="prefetch"> bodies are not exposed to the protocol: fetch them again here
          if (!body.length) body = Buffer.from(await (await fetch(res.url())).arrayBuffer());
          const type = kind(res.url(), res.headers()['content-type'] ?? '');
          if (type === 'html') htmlText.set(res.url(), body.toString('utf8'));
          const prev = byUrl.get(res.url());
          if (!prev || prev.bytes < body.length)
            byUrl.set(res.url(), {
              url: res.url(),
              type,
              bytes: body.length,
              gzip: gzipSync(body, { level: 6 }).length,
              afterLoad: prev ? prev.afterLoad && afterLoad : afterLoad,
            });
        } catch {
          /* aborted */
        }
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const resources = [...byUrl.values()];
  await context.close();
  const sum = (t: Fetched['type'], f: 'gzip' | 'bytes') =>
    resources.filter((r) => r.type === t).reduce((s, r) => s + r[f], 0);
  const html =
    resources.find(
      (r) => r.type === 'html' && r.url.replace(/\/$/, '') === url.replace(/\/$/, ''),
    ) ?? resources.find((r) => r.type === 'html');
  return {
    url,
    jsGzip: sum('js', 'gzip'),
    cssGzip: sum('css', 'gzip'),
    atLoadGzip: resources
      .filter((r) => (r.type === 'js' || r.type === 'css') && !r.afterLoad)
      .reduce((s, r) => s + r.gzip, 0),
    jsRaw: sum('js', 'bytes'),
    cssRaw: sum('css', 'bytes'),
    jsCount: resources.filter((r) => r.type === 'js').length,
    cssCount: resources.filter((r) => r.type === 'css').length,
    htmlBytes: html?.bytes ?? 0,
    htmlGzip: html?.gzip ?? 0,
    htmlParts: htmlParts((html && htmlText.get(html.url)) ?? ''),
    resources: resources.sort((a, b) => b.gzip - a.gzip),
  };
}

const CLICK_PROBE = `(() => {
  const heading = () => (document.querySelector('article h1, main h1, h1') || {}).textContent || '';
  const before = heading();
  return new Promise((resolve) => {
    let t0 = 0;
    document.addEventListener('click', (e) => { t0 = e.timeStamp; }, { capture: true, once: true });
    const done = () => {
      const tDom = performance.now();
      requestAnimationFrame((tFrame) => setTimeout(() => resolve({ dom: tDom - t0, paint: performance.now() - t0, frame: tFrame - t0, title: heading() }), 0));
    };
    const mo = new MutationObserver(() => {
      if (t0 && heading() !== before) { mo.disconnect(); done(); }
    });
    mo.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    setTimeout(() => { mo.disconnect(); resolve({ dom: NaN, paint: NaN, frame: NaN, title: 'timeout' }); }, 10000);
  });
})()`;

export interface ClickSample {
  from: string;
  to: string;
  dom: number;
  paint: number;
}

/** From `startUrl`, repeatedly: hover the next sidebar doc link (so it is prefetched), wait for the
 * network to be idle, click it and time click → new h1 in the DOM → next frame painted. */
export async function measureClickToPaint(
  browser: Browser,
  startUrl: string,
  samples = 5,
): Promise<ClickSample[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page: Page = await context.newPage();
  await page.goto(startUrl, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const out: ClickSample[] = [];
  for (let i = 0; i < samples; i++) {
    // the sidebar doc link after the active one (else the one before it) (desktop sidebar only; the mobile copy is hidden)
    const href = await page.evaluate(() => {
      const all = [
        ...document.querySelectorAll(
          '.theme-doc-sidebar-container .theme-doc-sidebar-item-link a.menu__link',
        ),
      ] as HTMLAnchorElement[];
      const active = all.findIndex((a) => a.classList.contains('menu__link--active'));
      const next =
        active >= 0
          ? (all[active + 1] ?? all[active - 1])
          : all.find((a) => a.getAttribute('href') !== '/');
      return next?.getAttribute('href') ?? null;
    });
    if (!href) break;
    const link = page.locator(`.theme-doc-sidebar-container a.menu__link[href="${href}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const from = new URL(page.url()).pathname;
    const probe = page.evaluate(CLICK_PROBE) as Promise<{
      dom: number;
      paint: number;
      title: string;
    }>;
    await page.waitForTimeout(50);
    await link.click();
    const r = await probe;
    out.push({ from, to: new URL(page.url()).pathname, dom: r.dom, paint: r.paint });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  }
  await context.close();
  return out;
}

/** Installs, in every document of the context, an observer that records (in sessionStorage, which
 * survives a full reload) the wall-clock time a `BENCHEDIT-n` token first appears. */
export const EDIT_OBSERVER = `(() => {
  const seen = () => { const m = (document.body && document.body.textContent || '').match(/BENCHEDIT-(\\d+)/); if (m && !sessionStorage.getItem('seen-' + m[1])) sessionStorage.setItem('seen-' + m[1], String(Date.now())); };
  const start = () => { seen(); new MutationObserver(seen).observe(document.documentElement, { subtree: true, childList: true, characterData: true }); };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start); else start();
})();`;
