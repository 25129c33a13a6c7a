// What the server entry (src/server/entryServer.tsx) gives the build for one URL.
import type { PageHead } from './pageHead.js';

export interface RenderResult {
  html: string;
  head: PageHead;
  status: number;
  /** Path of the matched route-table entry (undefined for not-found). */
  routePath?: string;
  /** A route that failed to load or render (the build fails on it). */
  error?: string;
  /**
   * What the page's `Link`s rendered and `useBrokenLinks()` collected (hrefs as rendered, with the
   * base URL), and the anchors collected: what Docusaurus link-checks (src/theme/docusaurus/useBrokenLinks.ts).
   */
  links?: string[];
  anchors?: string[];
}
