// The dev server's search index: built in memory on the first search (compiled pages come from
// the shared compile cache) and again after an edit, so search works while writing too.
import type { Connect } from 'vite';
import { SEARCH_ASSETS_DIR, SEARCH_ENTRY_FILE } from '../../src/shared/search/indexFormat.js';
import type { SiteData } from '../loadSite.js';
import type { DocCompiler } from '../mdx/compileDoc.js';
import { buildLocalIndex } from '../search/buildLocalIndex.js';
import { collectSearchRecords } from '../search/collectSearchRecords.js';
import { searchThemeOf } from '../search/searchTheme.js';

export interface DevSearch {
  middleware: Connect.NextHandleFunction;
  /** Drops the index (a page or the site changed): the next search builds it again. */
  invalidate(): void;
}

export function createDevSearch(params: {
  /** The site as loaded now (undefined before the first load). */
  currentSite: () => SiteData | undefined;
  /** The site, loaded if it was not yet. */
  ensureSite: () => Promise<SiteData>;
  compiler: DocCompiler;
}): DevSearch {
  let index: Promise<Map<string, Uint8Array | string>> | undefined;
  const build = async () => {
    const site = await params.ensureSite();
    const pages = await collectSearchRecords({ site, compiler: params.compiler });
    const built = buildLocalIndex(pages, { synonyms: site.siteConfig.search.synonyms });
    return new Map<string, Uint8Array | string>([
      ...built.files,
      [SEARCH_ENTRY_FILE, JSON.stringify(built.entry)],
    ]);
  };
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const base = (params.currentSite()?.siteConfig.baseUrl ?? '/').replace(/\/$/, '');
    const path = (req.url ?? '').split('?')[0]!.slice(base.length).replace(/^\//, '');
    if (path !== SEARCH_ENTRY_FILE && !path.startsWith(SEARCH_ASSETS_DIR + '/')) return next();
    // A search theme's files of the same name are its own (searchTheme.ts).
    const site = params.currentSite();
    if (site && (searchThemeOf(site) || site.siteConfig.search.enabled === false)) return next();
    index ??= build();
    index.then(
      (files) => {
        const body = files.get(path);
        if (body === undefined) return next();
        res.writeHead(200, {
          'Content-Type': path.endsWith('.json') ? 'application/json' : 'application/octet-stream',
          'Cache-Control': 'no-store',
        });
        res.end(body);
      },
      (e: unknown) => {
        index = undefined;
        next(e);
      },
    );
  };
  return {
    middleware,
    invalidate() {
      index = undefined;
    },
  };
}
