// A site's look (virtual:docs/look, imported by the client entry after the theme's structural
// stylesheet and before the site's own CSS): a Docusaurus site looks as Docusaurus's classic theme
// draws it (Infima's colours, sizes and links), a site in this generator's format gets its own
// look (brand colours, compact sidebar, underlined links in running text). A Docusaurus site's
// DocSearch button looks as the @docsearch/react it runs draws it, wherever a page draws it.
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../paths.js';

/** What a Docusaurus site's DocSearch button follows (docsearchVersion.ts, docusaurusVersion.ts). */
export interface DocsearchLook {
  /** The major version of the @docsearch/react the site runs. */
  major: number;
  /** Whether the site's Docusaurus is 3.9 or later (its Algolia theme's flush keys). */
  release39: boolean;
}

/** The stylesheet of the look a site gets, as a file of the theme. */
export function siteLookFile(site: { docusaurus?: unknown }): string {
  return join(PACKAGE_ROOT, 'src/theme', site.docusaurus ? 'classicLook.css' : 'look.css');
}

/**
 * The stylesheets of a Docusaurus site's DocSearch button after the classic look: DocSearch 4's
 * look, or DocSearch 3's keys without their bottom padding from Docusaurus 3.9 on.
 */
export function docsearchLookFiles(look: DocsearchLook | undefined): string[] {
  if (!look) return [];
  const file = (name: string) => join(PACKAGE_ROOT, 'src/theme', name);
  if (look.major >= 4) return [file('docsearch4Look.css')];
  return look.release39 ? [file('docsearchFlushKeys.css')] : [];
}

export const siteLookModuleSource = (
  site: { docusaurus?: unknown },
  docsearch?: DocsearchLook,
): string =>
  [siteLookFile(site), ...(site.docusaurus ? docsearchLookFiles(docsearch) : [])]
    .map((f) => `import ${JSON.stringify(f)};\n`)
    .join('');
