// The build's search step: the records of every listed page (search-records.json, what
// `npm run search:upload` sends to Algolia) and, unless Algolia serves the site, the built-in index.
import { SEARCH_ENTRY_FILE } from '../../src/shared/search/indexFormat.js';
import type { SiteData } from '../loadSite.js';
import type { DocCompiler } from '../mdx/compileDoc.js';
import { buildLocalIndex } from './buildLocalIndex.js';
import { collectSearchRecords } from './collectSearchRecords.js';
import { writeFiles } from '../output/writeFiles.js';

/** The records file in the output folder (read by scripts/searchUpload.ts). */
export const SEARCH_RECORDS_FILE = 'search-records.json';

export async function writeSearchIndex(params: { site: SiteData; compiler: DocCompiler; outDir: string }): Promise<{ records: number; files: number }> {
  const { site, compiler, outDir } = params;
  const pages = await collectSearchRecords({ site, compiler });
  const records = pages.flatMap((p) => p.records);
  const files = new Map<string, Uint8Array | string>([[SEARCH_RECORDS_FILE, JSON.stringify(records)]]);
  if (!site.siteConfig.search.algolia) {
    const index = buildLocalIndex(pages);
    for (const [file, content] of index.files) files.set(file, content);
    files.set(SEARCH_ENTRY_FILE, JSON.stringify(index.entry));
  }
  // About a dozen fragments a page: 137,000 files at 10,000 pages, written off this thread.
  await writeFiles(outDir, files);
  return { records: records.length, files: files.size };
}

