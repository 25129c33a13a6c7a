// The site's search records: every listed, non-draft doc, compiled once (the compile cache makes
// this free after the bundles are built), cut into sections and shaped like DocSearch records.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withBaseUrl } from '../../src/shared/paths.js';
import type { SearchRecord, SidebarItem } from '../../src/shared/types.js';
import { parseFrontMatter } from '../docs/frontMatter.js';
import type { SiteData } from '../loadSite.js';
import type { DocCompiler } from '../mdx/compileDoc.js';
import type { SearchPageInput } from './buildLocalIndex.js';
import { buildSearchRecords } from './extractSearchRecords.js';

/** lvl0 of pages outside any category (the DocSearch crawler template's default). */
export const DEFAULT_LVL0 = 'Documentation';

/**
 * lvl0 per doc id: the label of the deepest sidebar category holding the doc (the crawler takes
 * the active category link). A label used by several categories gets its parent's label in front,
 * so "User Manual" of two products stays two groups.
 */
export function categoryLabels(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const counts = new Map<string, number>();
  const countLabels = (items: SidebarItem[]) => {
    for (const item of items)
      if (item.type === 'category') {
        counts.set(item.label, (counts.get(item.label) ?? 0) + 1);
        countLabels(item.items);
      }
  };
  for (const items of Object.values(sidebars)) countLabels(items);
  const byDoc = new Map<string, string>();
  const byHref = new Map<string, string>();
  const walk = (items: SidebarItem[], trail: string[]) => {
    for (const item of items) {
      if (item.type === 'category') {
        const parent = trail[trail.length - 1];
        const label = (counts.get(item.label) ?? 0) > 1 && parent ? `${parent} › ${item.label}` : item.label;
        if (item.href && !byHref.has(item.href)) byHref.set(item.href, label);
        walk(item.items, [...trail, item.label]);
        // Remember the full label for children, by their own walk.
        for (const child of item.items) if (child.type === 'link' && child.docId && !byDoc.has(child.docId)) byDoc.set(child.docId, label);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items, []);
  for (const [href, label] of byHref) byDoc.set(`href:${href}`, label);
  return byDoc;
}

export interface SearchPage extends SearchPageInput {
  title: string;
}

export async function collectSearchRecords(params: { site: SiteData; compiler: DocCompiler }): Promise<SearchPage[]> {
  const { site, compiler } = params;
  const { siteConfig } = site;
  const labels = categoryLabels(site.sidebars);
  const docs = site.docs.filter((d) => !d.unlisted && !d.draft && !site.pageMetadata.get(d.filePath)?.unlisted);
  const pages: SearchPage[] = [];
  for (const doc of docs) {
    const { body } = parseFrontMatter(readFileSync(doc.filePath, 'utf8'), doc.filePath);
    const compiled = await compiler.compile({
      body,
      filePath: doc.filePath,
      source: doc.source,
      staticDir: join(site.siteDir, 'static'),
      permalinkBySource: site.permalinkBySource,
      linksKey: site.linksKey,
    });
    const lvl0 = labels.get(`href:${doc.permalink}`) ?? labels.get(doc.id) ?? DEFAULT_LVL0;
    const url = siteConfig.url.replace(/\/$/, '') + withBaseUrl(doc.permalink, siteConfig.baseUrl);
    const records: SearchRecord[] = buildSearchRecords({ sections: compiled.searchSections, title: doc.title, url, lvl0, description: doc.description });
    const keywords = doc.frontMatter.keywords as string[] | undefined;
    pages.push({ permalink: doc.permalink, title: doc.title, ...(keywords?.length ? { keywords } : {}), records });
  }
  return pages;
}
