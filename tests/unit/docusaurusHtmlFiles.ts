import { readdirSync } from 'node:fs';

/**
 * A build's HTML files as Docusaurus would write them for the same site: every `.html` outside
 * `assets/`, relative with `/`, sorted, without the generator's own search page (Docusaurus has
 * none without a search plugin).
 */
export function docusaurusHtmlFiles(outDir: string): string[] {
  return (readdirSync(outDir, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter((f) => f.endsWith('.html') && !f.startsWith('assets/'))
    .filter((f) => f !== 'search/index.html')
    .sort();
}
