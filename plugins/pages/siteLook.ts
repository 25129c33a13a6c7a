// A site's look (virtual:docs/look, imported by the client entry after the theme's structural
// stylesheet and before the site's own CSS): a Docusaurus site looks as Docusaurus's classic theme
// draws it (Infima's colours, sizes and links), a site in this generator's format gets its own
// look (brand colours, compact sidebar, underlined links in running text).
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../paths.js';

/** The stylesheet of the look a site gets, as a file of the theme. */
export function siteLookFile(site: { docusaurus?: unknown }): string {
  return join(PACKAGE_ROOT, 'src/theme', site.docusaurus ? 'classicLook.css' : 'look.css');
}

export const siteLookModuleSource = (site: { docusaurus?: unknown }): string =>
  `import ${JSON.stringify(siteLookFile(site))};\n`;
