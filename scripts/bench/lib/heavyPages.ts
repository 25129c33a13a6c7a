// The worst pages, not only a typical one (issue 26): a built site's pages with the largest DOM,
// measured by Lighthouse (mobile), with the blocking time and the JavaScript executed at load.
import { readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative, sep } from 'node:path';
import type { LighthouseResult } from './lighthouse.js';

/** Elements in a page's HTML body (start tags), the measure Lighthouse's dom-size counts. */
export function elementCount(html: string): number {
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  return (body.match(/<[a-zA-Z][^\s/>]*/g) ?? []).length;
}

/** The `count` pages of a build with the most elements, as URL paths (404 and assets left out). */
export function heaviestPages(outDir: string, count: number): { path: string; elements: number }[] {
  const pages: { path: string; elements: number }[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'assets') walk(full);
      } else if (e.name === 'index.html') {
        const rel = relative(outDir, dir).split(sep).join('/');
        pages.push({
          path: rel ? `/${rel}` : '/',
          elements: elementCount(readFileSync(full, 'utf8')),
        });
      }
    }
  };
  walk(outDir);
  return pages.sort((a, b) => b.elements - a.elements).slice(0, count);
}

export interface PageLighthouse {
  label: string;
  path: string;
  elements: number;
  runs: LighthouseResult[];
  /** The 1-minute load average before and after the page's runs (a shared machine). */
  load: [number, number];
  errors: string[];
}

/** Lighthouse `runs` times on each page of `origin`. */
export async function lighthousePages(
  origin: string,
  pages: { label: string; path: string; elements: number }[],
  runs: number,
  log: (msg: string) => void,
): Promise<PageLighthouse[]> {
  const { runLighthouse } = await import('./lighthouse.js');
  const out: PageLighthouse[] = [];
  for (const p of pages) {
    const r: PageLighthouse = { ...p, runs: [], load: [loadavg()[0]!, 0], errors: [] };
    for (let i = 0; i < runs; i++) {
      log(`lighthouse ${p.path} ${i + 1}/${runs}`);
      try {
        r.runs.push(await runLighthouse(origin + p.path));
      } catch (e) {
        r.errors.push((e as Error).message);
      }
    }
    r.load[1] = loadavg()[0]!;
    out.push(r);
  }
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : NaN;
};

/** The rows as a Markdown table: medians, and the range of performance and TBT. */
export function formatPageLighthouse(rows: PageLighthouse[]): string[] {
  const L = [
    '| Page | elements | performance | TBT | JS executed at load | a11y / BP / SEO | load avg |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const m = (f: (x: LighthouseResult) => number) => median(r.runs.map(f));
    const range = (f: (x: LighthouseResult) => number, unit = '') =>
      r.runs.length > 1
        ? ` (${Math.min(...r.runs.map(f)).toFixed(0)}–${Math.max(...r.runs.map(f)).toFixed(0)}${unit})`
        : '';
    L.push(
      `| ${r.label} \`${r.path}\` | ${r.elements} | ${m((x) => x.performance)}${range((x) => x.performance)} | ${m((x) => x.tbtMs).toFixed(0)} ms${range((x) => x.tbtMs)} | ${m((x) => x.bootupMs).toFixed(0)} ms | ${m((x) => x.accessibility)} / ${m((x) => x.bestPractices)} / ${m((x) => x.seo)} | ${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)} |`,
    );
  }
  const errors = rows.flatMap((r) => r.errors.map((e) => `- error (${r.path}): ${e}`));
  return [...L, ...errors, ''];
}
