// Lighthouse (default config = mobile: Moto G Power emulation, simulated slow 4G, 4x CPU slowdown)
// against Debian's Chromium through chrome-launcher.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROMIUM } from './browser.js';

export interface LighthouseResult {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript executed at load: Lighthouse's bootup-time (script evaluation and parsing, ms). */
  bootupMs: number;
  /** Elements in the page (Lighthouse's dom-size). */
  domSize: number;
  failing: string[];
}

export async function runLighthouse(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [...CHROME_FLAGS, '--headless=new'],
  });
  try {
    const r = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!r) throw new Error('lighthouse returned nothing');
    const lhr = r.lhr;
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? NaN) * 100);
    const num = (k: string) => Number(lhr.audits[k]?.numericValue ?? NaN);
    const failing: string[] = [];
    for (const [cat, c] of Object.entries(lhr.categories)) {
      for (const ref of c.auditRefs) {
        const a = lhr.audits[ref.id];
        if (!a || ref.weight === 0) continue;
        if (
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable'
        )
          failing.push(`${cat}: ${ref.id} (${a.displayValue ?? a.score})`);
      }
    }
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: num('first-contentful-paint'),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      bootupMs: num('bootup-time'),
      domSize: num('dom-size'),
      failing,
    };
  } finally {
    await chrome.kill();
  }
}
