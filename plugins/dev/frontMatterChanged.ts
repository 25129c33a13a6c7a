// Whether a saved doc's front matter is not what the site data holds. The doc's transform reloads
// the site data when it is, but a transform runs only when a browser asks for the doc's module: a
// doc renamed while no page shows it would leave its neighbours' previous/next titles old (their
// modules are made from the site data, see reloadSite.ts). The watcher asks this instead.
import { readFileSync } from 'node:fs';
import { parseFrontMatter } from '../docs/frontMatter.js';
import { parseContentTitle, type DocMetadata } from '../docs/docMetadata.js';
import type { SiteData } from '../loadSite.js';
import { markdownPageOf } from '../lifecycle/markdownPages.js';

export function frontMatterChanged(site: SiteData | undefined, file: string): boolean {
  const doc = site && markdownPageOf(site, file);
  if (!doc) return false;
  try {
    const { frontMatter, body } = parseFrontMatter(readFileSync(file, 'utf8'), file);
    return titleInputsChanged(doc, frontMatter, body);
  } catch {
    return false; // unreadable, or front matter in error: the transform reports it
  }
}

/**
 * Whether a doc without a front matter `title` has another `# heading` than the site data holds:
 * that heading is its title (the page's `<title>`, its neighbours' previous/next, the sidebar's
 * label), so the site data is loaded again, as for a new `title:`.
 */
export function titleHeadingChanged(
  doc: DocMetadata,
  frontMatter: Record<string, unknown>,
  body: string,
): boolean {
  return frontMatter.title === undefined && parseContentTitle(body) !== doc.contentTitle;
}

/** Whether a doc's front matter, or the `# heading` that is its title, is not the site data's. */
export function titleInputsChanged(
  doc: DocMetadata,
  frontMatter: Record<string, unknown>,
  body: string,
): boolean {
  return (
    JSON.stringify(frontMatter) !== JSON.stringify(doc.frontMatter) ||
    titleHeadingChanged(doc, frontMatter, body)
  );
}
