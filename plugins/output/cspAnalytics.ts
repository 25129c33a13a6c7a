// What the analytics plugins' scripts load and where they send their hits, for the derived
// Content-Security-Policy (plugins/output/csp.ts). A page's HTML names only the script each plugin
// injects (gtag's `<script src>`, or the URL that Tag Manager's inline snippet loads); the
// endpoints it then reports to are Google's, as its CSP guide lists them for GA4 and Tag Manager:
// without them in connect-src and img-src the pages load but no hit ever leaves the browser.
import type { CspUsage, Use } from './csp.js';

interface Allowance {
  /** What in a head script's URL or an inline script's body shows the plugin is there. */
  marker: RegExp;
  script: string[];
  connect: string[];
  img: string[];
  frame?: string[];
}

const GA4_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];
const GA4_IMG = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

const ALLOWANCES: Allowance[] = [
  // @docusaurus/plugin-google-gtag (and the classic preset's `gtag`): gtag.js, GA4 hits.
  {
    marker: /\/\/www\.googletagmanager\.com\/gtag\/js/,
    script: ['https://www.googletagmanager.com'],
    connect: GA4_CONNECT,
    img: GA4_IMG,
  },
  // @docusaurus/plugin-google-tag-manager: its inline snippet loads gtm.js, whose tags are most
  // often GA4's; its <noscript> frame is Tag Manager's page.
  {
    marker: /googletagmanager\.com\/gtm\.js/,
    script: ['https://www.googletagmanager.com'],
    connect: GA4_CONNECT,
    img: GA4_IMG,
    frame: ['https://www.googletagmanager.com'],
  },
  // @docusaurus/plugin-google-analytics (Universal Analytics' analytics.js).
  {
    marker: /\/\/www\.google-analytics\.com\/analytics\.js/,
    script: ['https://www.google-analytics.com'],
    connect: ['https://www.google-analytics.com'],
    img: ['https://www.google-analytics.com'],
  },
];

/**
 * Adds to `usage` what the analytics scripts among the head's `uses` and the `inlineScripts` need:
 * their script origin, and the endpoints their hits go to (connect-src, img-src).
 */
export function addAnalyticsUsage(usage: CspUsage, uses: Use[], inlineScripts: string[]): void {
  const texts = [...uses.filter((u) => u.kind === 'script').map((u) => u.value), ...inlineScripts];
  for (const a of ALLOWANCES) {
    if (!texts.some((t) => a.marker.test(t))) continue;
    for (const s of a.script) usage.script.add(s);
    for (const s of a.img) usage.img.add(s);
    for (const s of a.connect) (usage.connect ??= new Set()).add(s);
    for (const s of a.frame ?? []) usage.frame.add(s);
  }
}
