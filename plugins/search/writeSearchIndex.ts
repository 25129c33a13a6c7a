// The build's search step: the records of every listed page (search-records.json, what
// `npm run search:upload` sends to Algolia) and, unless Algolia serves the site, the built-in index.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SEARCH_ENTRY_FILE } from '../../src/shared/search/indexFormat.js';
import type { SiteData } from '../loadSite.js';
import type { DocCompiler } from '../mdx/compileDoc.js';
import { buildLocalIndex } from './buildLocalIndex.js';
import { collectSearchRecords } from './collectSearchRecords.js';

/** The records file in the output folder (read by scripts/searchUpload.ts). */
export const SEARCH_RECORDS_FILE = 'search-records.json';

export async function writeSearchIndex(params: { site: SiteData; compiler: DocCompiler; outDir: string }): Promise<{ records: number; files: number }> {
  const { site, compiler, outDir } = params;
  const pages = await collectSearchRecords({ site, compiler });
  const write = (file: string, content: Uint8Array | string) => {
    const abs = join(outDir, file);
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  };
  const records = pages.flatMap((p) => p.records);
  write(SEARCH_RECORDS_FILE, JSON.stringify(records));
  if (site.siteConfig.search.algolia) return { records: records.length, files: 1 };
  const index = buildLocalIndex(pages);
  for (const [file, content] of index.files) write(file, content);
  write(SEARCH_ENTRY_FILE, JSON.stringify(index.entry));
  return { records: records.length, files: index.files.size + 2 };
}
