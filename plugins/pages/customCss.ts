// The classic preset's `theme.customCss` (one file or several, relative to the site): imported by
// the client's entry after the theme's stylesheets (src/client/entryClient.tsx), so the site's
// rules apply on every page and win over Infima's and the theme's, as in Docusaurus.
import { resolve } from 'node:path';

export function customCssModuleSource(siteDir: string, customCss: string[] | undefined): string {
  const files = (customCss ?? []).map((f) => resolve(siteDir, f));
  return files.length
    ? files.map((f) => `import ${JSON.stringify(f)};`).join('\n') + '\n'
    : 'export {};\n';
}
