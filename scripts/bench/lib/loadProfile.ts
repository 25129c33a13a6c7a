// Where a page's load spends the main thread in the browser (issue 26): Chromium with the CPU
// slowed down 4× (as Lighthouse's mobile preset), a V8 CPU profile from navigation until the page
// is hydrated and quiet, Chromium's own counters (script, layout, style), the long tasks, and the
// page's DOM nodes by region, the first-order measure of what hydration reconciles.
import type { Browser } from 'playwright-core';

export interface LoadProfile {
  url: string;
  /** Chromium's counters over the load (ms): script, layout, style, all tasks. */
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  taskMs: number;
  /** JavaScript self time in the CPU profile by script (ms): entry chunk, page module, others. */
  jsByScript: Record<string, number>;
  /** The functions with the most self time (ms; names are readable in an unminified build). */
  topFunctions: [string, number][];
  /** Long tasks (> 50 ms) and their blocking time (the part above 50 ms, summed). */
  longTasks: number[];
  blockingMs: number;
  /** DOM nodes (elements and text) by region of the page. */
  nodes: Record<string, number>;
  /** Entry chunk evaluated → hydration starts (the first page's modules loaded), and the
   * hydration itself (render and commit), from the marks entryClient.tsx and Layout.tsx set. */
  beforeHydrationMs: number;
  hydrationMs: number;
  /** Elements in the page's root. */
  elements: number;
  /** React fibers in the page's root and in the island roots made by then: what React reconciled. */
  fibers: number;
}

/** Counts the fibers of every React root in the page (run in the page). */
function countFibers(): number {
  type Fiber = { child: Fiber | null; sibling: Fiber | null };
  let n = 0;
  for (const el of [
    document.getElementById('__docs'),
    ...document.querySelectorAll('docs-island'),
  ]) {
    const key = el && Object.keys(el).find((k) => k.startsWith('__reactContainer'));
    if (!key) continue;
    const stack: (Fiber | null)[] = [(el as unknown as Record<string, Fiber>)[key]!];
    while (stack.length) {
      const f = stack.pop();
      if (!f) continue;
      n++;
      stack.push(f.child, f.sibling);
    }
  }
  return n;
}

interface CpuNode {
  id: number;
  callFrame: { functionName: string; url: string };
}
interface CpuProfile {
  nodes: CpuNode[];
  samples: number[];
  timeDeltas: number[];
}

const scriptKind = (url: string): string => {
  if (!url) return '(native, GC, parse)';
  if (/\/entryClient-[^/]*\.js/.test(url)) return 'entry chunk (react-dom, router, theme)';
  if (/\/assets\/docs\//.test(url)) return 'page module';
  if (/\/assets\/routes\//.test(url)) return 'route table';
  if (/\.js(\?|$)/.test(url)) return 'other chunks';
  return '(inline)';
};

/** Counts DOM nodes by region (run in the page). */
function countRegions(): { nodes: Record<string, number>; elements: number } {
  const count = (el: Element | null | undefined): number => {
    if (!el) return 0;
    const w = document.createTreeWalker(el, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    let n = 1;
    while (w.nextNode()) n++;
    return n;
  };
  const all = (sel: string, within: Element | null) =>
    within ? [...within.querySelectorAll(sel)].reduce((s, e) => s + count(e), 0) : 0;
  const article = document.querySelector('.theme-doc-markdown, article');
  const at = all('.code-block:has(.at-session)', article);
  const code = all('.code-block', article) - at;
  const tables = all('table', article);
  const tabs = all('.tabs-container', article);
  const nodes: Record<string, number> = {
    'article: AT sessions': at,
    'article: other code blocks': code,
    'article: tables': tables,
    'article: tabs (outside code)': Math.max(0, tabs - all('.tabs-container .code-block', article)),
    'article: prose (the rest)': 0,
    sidebar: count(document.querySelector('.theme-doc-sidebar-container, aside')),
    navbar: count(document.querySelector('nav.navbar')),
    'table of contents': count(document.querySelector('.doc-toc-column')),
  };
  nodes['article: prose (the rest)'] =
    count(article) -
    nodes['article: AT sessions']! -
    nodes['article: other code blocks']! -
    nodes['article: tables']! -
    nodes['article: tabs (outside code)']!;
  const root = document.getElementById('__docs');
  const total = count(root);
  nodes['the rest (footer, breadcrumbs, pagination)'] =
    total - Object.values(nodes).reduce((s, n) => s + n, 0);
  return { nodes, elements: root ? root.getElementsByTagName('*').length : 0 };
}

export async function profileLoad(browser: Browser, url: string): Promise<LoadProfile> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    // tsx (esbuild with keepNames) wraps functions in __name(): give the page one.
    await page.addInitScript('window.__name = (f) => f;');
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__longTasks.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    await cdp.send('Profiler.start');
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() =>
      document.getElementById('__docs')?.hasAttribute('data-hydrated'),
    );
    // Quiet: two idle callbacks in a row (work scheduled after hydration included).
    await page.evaluate(
      () =>
        new Promise<void>((r) =>
          requestIdleCallback(() => requestIdleCallback(() => r(), { timeout: 3000 }), {
            timeout: 3000,
          }),
        ),
    );
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const jsByScript: Record<string, number> = {};
    const byFunction = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const n = byId.get(id)!;
      const fn = n.callFrame.functionName;
      if (fn === '(idle)' || fn === '(program)') return;
      const name = `${fn || '(anonymous)'} ${scriptKind(n.callFrame.url).split(' ')[0]}`;
      byFunction.set(name, (byFunction.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      const key = fn === '(garbage collector)' ? 'garbage collector' : scriptKind(n.callFrame.url);
      jsByScript[key] = (jsByScript[key] ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000;
    });
    const longTasks = await page.evaluate(
      () => (window as unknown as { __longTasks: number[] }).__longTasks,
    );
    const regions = await page.evaluate(countRegions);
    const fibers = await page.evaluate(countFibers);
    const marks = await page.evaluate(() =>
      Object.fromEntries(performance.getEntriesByType('mark').map((m) => [m.name, m.startTime])),
    );
    const span = (a: string, b: string) =>
      marks[a] !== undefined && marks[b] !== undefined ? marks[b]! - marks[a]! : NaN;
    return {
      url,
      scriptMs: metric('ScriptDuration'),
      layoutMs: metric('LayoutDuration'),
      styleMs: metric('RecalcStyleDuration'),
      taskMs: metric('TaskDuration'),
      jsByScript,
      topFunctions: [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 15),
      longTasks,
      blockingMs: longTasks.reduce((s, d) => s + Math.max(0, d - 50), 0),
      beforeHydrationMs: span('docs:entry', 'docs:hydrate'),
      hydrationMs: span('docs:hydrate', 'docs:hydrated'),
      ...regions,
      fibers,
    };
  } finally {
    await context.close();
  }
}

/** A profile as Markdown lines. */
export function formatLoadProfile(p: LoadProfile): string[] {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const L = [
    `### ${new URL(p.url).pathname}`,
    '',
    `${p.elements} elements, ${p.fibers} React fibers at load; hydration ${ms(p.hydrationMs)} (after ${ms(p.beforeHydrationMs)} loading the page's modules); main thread ${ms(p.taskMs)} (script ${ms(p.scriptMs)}, style ${ms(p.styleMs)}, layout ${ms(p.layoutMs)}); long tasks ${p.longTasks.map((d) => d.toFixed(0)).join(', ') || 'none'} ms (blocking ${ms(p.blockingMs)})`,
    '',
    '| JavaScript (CPU profile, self time) | ms |',
    '|---|---|',
  ];
  for (const [k, v] of Object.entries(p.jsByScript).sort((a, b) => b[1] - a[1]))
    L.push(`| ${k} | ${v.toFixed(0)} |`);
  L.push(
    '',
    `Top functions: ${p.topFunctions.map(([f, ms]) => `${f} ${ms.toFixed(0)}`).join('; ')}`,
  );
  const total = Object.values(p.nodes).reduce((s, n) => s + n, 0);
  L.push('', '| DOM nodes (elements + text) | nodes | share |', '|---|---|---|');
  for (const [k, v] of Object.entries(p.nodes))
    L.push(`| ${k} | ${v} | ${((v / total) * 100).toFixed(0)} % |`);
  L.push('');
  return L;
}
