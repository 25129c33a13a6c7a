// The site's search records: every listed, non-draft doc, compiled once (the compile cache makes
// this free after the bundles are built), cut into sections and shaped like DocSearch records.
import { frontMatterFormat } from '../mdx/markdownFormat.js';
import { siteStaticDirs } from '../staticDirectories.js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withBaseUrl } from '../../src/shared/paths.js';
import type { SearchRecord, SidebarItem } from '../../src/shared/types.js';
import { parseFrontMatter } from '../docs/frontMatter.js';
import type { SiteData } from '../loadSite.js';
import type { CompiledDoc, DocCompiler } from '../mdx/compileDoc.js';
import type { SearchPageInput, SearchPageSummary } from './buildLocalIndex.js';
import { buildSearchRecords } from './extractSearchRecords.js';
import { frontMatterExport } from '../docs/clientFrontMatter.js';
import { docsDirOf, docSetOf, sidebarsOf } from '../builtins/docsViews.js';
import { pageMetadataOf, searchFacetsOf } from '../lifecycle/markdownPages.js';
import { linkSourceOf, linkTableOf } from '../lifecycle/routeTable.js';

/** lvl0 of pages outside any category (the DocSearch crawler template's default). */
export const DEFAULT_LVL0 = 'Documentation';

/**
 * lvl0 per doc id: the label of the deepest sidebar category holding the doc (the crawler takes
 * the active category link), after its parent's label when it has one, so the modal's group says
 * which product's "User Manual" it is.
 */
export function categoryLabels(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const byDoc = new Map<string, string>();
  const byHref = new Map<string, string>();
  const walk = (items: SidebarItem[], trail: string[]) => {
    for (const item of items) {
      if (item.type === 'category') {
        const parent = trail[trail.length - 1];
        const label = parent ? `${parent} › ${item.label}` : item.label;
        if (item.href && !byHref.has(item.href)) byHref.set(item.href, label);
        walk(item.items, [...trail, item.label]);
        // Remember the full label for children, by their own walk.
        for (const child of item.items)
          if (child.type === 'link' && child.docId && !byDoc.has(child.docId))
            byDoc.set(child.docId, label);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items, []);
  for (const [href, label] of byHref) byDoc.set(`href:${href}`, label);
  return byDoc;
}

/**
 * Each category's landing page (its own link, else its first page) → the category labels it
 * introduces: "RockBLOCK RTU" finds the RTU introduction, not every page that mentions the RTU.
 */
export function landingLabels(sidebars: Record<string, SidebarItem[]>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (key: string, label: string) => out.set(key, [...(out.get(key) ?? []), label]);
  const landingOf = (item: SidebarItem): string | undefined => {
    if (item.type === 'link') return item.docId ? `doc:${item.docId}` : undefined;
    if (item.type !== 'category') return undefined;
    if (item.href) return `href:${item.href}`;
    const first = item.items.find((i) => i.type !== 'html');
    return first ? landingOf(first) : undefined;
  };
  const walk = (items: SidebarItem[]) => {
    for (const item of items)
      if (item.type === 'category') {
        const landing = landingOf(item);
        if (landing) add(landing, item.label);
        walk(item.items);
      }
  };
  for (const items of Object.values(sidebars)) walk(items);
  return out;
}

export interface SearchPage extends SearchPageInput {
  title: string;
  /** Versioned docs: the page's version name (the records' `version`). */
  version?: string;
}

/** A doc's search records, from its compile's sections. */
function recordsOf(
  compiled: CompiledDoc,
  doc: SiteData['docs'][number],
  url: string,
  lvl0: string,
): SearchRecord[] {
  return buildSearchRecords({
    sections: compiled.searchSections,
    title: doc.title,
    url,
    lvl0,
    description: doc.description,
  });
}

export async function collectSearchRecords(params: {
  site: SiteData;
  compiler: DocCompiler;
  /**
   * A doc's compile as the build's mdx stage asks for it (its result is in memory by now): the
   * build's pages come from the compile the route table and the Markdown export asked for.
   */
  compile?: (doc: SiteData['docs'][number]) => Promise<CompiledDoc>;
  /**
   * A doc's compile key (`DocCompiler.keyOf`, opaque): a page is then keyed by it and what the
   * records add (not by its search sections), and a page whose key `summaryOf` knows is given by
   * its summary, without its compile or its records (issue 37).
   */
  keyOf?: (doc: SiteData['docs'][number]) => Promise<string>;
  /**
   * For each page key, the summary the last build's tokens cache keeps for it (`reusableSummary`),
   * or `true` when the cache has one that the index's builder fills in (`cachedSummary`: the
   * search index thread reads the cache, not this one), or undefined: the page's records are made.
   */
  summariesOf?: (keys: string[]) => Promise<(SearchPageSummary | true | undefined)[]>;
}): Promise<SearchPage[]> {
  const { site, compiler } = params;
  const { siteConfig } = site;
  const labels = categoryLabels(sidebarsOf(site));
  const landings = landingLabels(sidebarsOf(site));
  const docs = site.docs.filter(
    (d) => !d.unlisted && !d.draft && !pageMetadataOf(site, d.filePath)?.unlisted,
  );
  const staticDirs = siteStaticDirs(site);
  const compileOf = (doc: SiteData['docs'][number]): Promise<CompiledDoc> => {
    if (params.compile) return params.compile(doc);
    // A build's site data was read moments ago; the dev server's may predate an edit of the text.
    const { body } = site.production
      ? doc
      : parseFrontMatter(readFileSync(doc.filePath, 'utf8'), doc.filePath);
    // Each docs version resolves links within itself (the compile the mdx stage cached).
    const set = docSetOf(site, doc.filePath);
    const docsDir = set?.docsDir ?? docsDirOf(site);
    return compiler.compile({
      body,
      filePath: doc.filePath,
      source: linkSourceOf(site, doc, set !== undefined),
      ...(docsDir !== join(site.siteDir, 'docs') ? { docsDir } : {}),
      siteDir: site.siteDir,
      staticDirs,
      ...linkTableOf(site, doc.filePath, set),
      frontMatterFormat: frontMatterFormat(doc.frontMatter),
      ...frontMatterExport(site, doc),
      ...(siteConfig.markdown ? { markdownConfig: siteConfig.markdown } : {}),
    });
  };
  // Every page's key first, then the summaries asked for at once, then the others' records.
  const keyed: { doc: (typeof docs)[number]; page: SearchPage; url: string; lvl0: string }[] = [];
  const keys: (string | undefined)[] = [];
  const arounds: unknown[][] = [];
  // Asked for all at once: awaited one by one, each doc's key waited for a turn behind whatever
  // else the build had queued, and a rebuild's records reached the index's thread late (issue 37).
  const { keyOf } = params;
  const compileKeys = keyOf ? await Promise.all(docs.map((doc) => keyOf(doc))) : [];
  for (const [i, doc] of docs.entries()) {
    // Its plugin's facets: a blog post's heading above is its blog's title, a doc has its version.
    const facets = searchFacetsOf(site, doc.filePath);
    const lvl0 =
      facets.lvl0 ?? labels.get(`href:${doc.permalink}`) ?? labels.get(doc.id) ?? DEFAULT_LVL0;
    const url = siteConfig.url.replace(/\/$/, '') + withBaseUrl(doc.permalink, siteConfig.baseUrl);
    const keywords = [
      ...((doc.frontMatter.keywords as string[] | undefined) ?? []),
      ...(landings.get(`href:${doc.permalink}`) ?? []),
      ...(landings.get(`doc:${doc.id}`) ?? []),
    ];
    const page: SearchPage = {
      permalink: doc.permalink,
      title: doc.title,
      ...(keywords?.length ? { keywords } : {}),
      ...(facets.tag !== undefined ? { tag: facets.tag } : {}),
      ...(facets.version !== undefined ? { version: facets.version } : {}),
      records: [],
    };
    // Everything the records, the keywords and the fragment files are made of (issue 37: a
    // rebuild takes an unchanged page's terms and fragment files from the last build's cache):
    // the doc's compile key stands for its search sections, which its compile makes.
    const around = [doc.permalink, url, lvl0, doc.title, doc.description ?? null, keywords];
    const compileKey = compileKeys[i];
    keys.push(
      compileKey === undefined
        ? undefined
        : createHash('sha1')
            .update(JSON.stringify(['compile', compileKey, ...around]))
            .digest('base64url'),
    );
    keyed.push({ doc, page, url, lvl0 });
    arounds.push(around);
  }
  const known = keys.filter((k): k is string => k !== undefined);
  const found = params.summariesOf && known.length ? await params.summariesOf(known) : [];
  const summaries = new Map(known.map((k, i) => [k, found[i]]));
  const pages: SearchPage[] = [];
  for (const [i, { doc, page, url, lvl0 }] of keyed.entries()) {
    const key = keys[i];
    if (key !== undefined) {
      const summary = summaries.get(key);
      if (summary === true) pages.push({ ...page, cachedSummary: true, key });
      else if (summary) pages.push({ ...page, summary, key });
      else pages.push({ ...page, records: recordsOf(await compileOf(doc), doc, url, lvl0), key });
      continue;
    }
    const compiled = await compileOf(doc);
    pages.push({
      ...page,
      records: recordsOf(compiled, doc, url, lvl0),
      key: createHash('sha1')
        .update(JSON.stringify([...arounds[i]!, compiled.searchSections]))
        .digest('base64url'),
    });
  }
  return pages;
}
