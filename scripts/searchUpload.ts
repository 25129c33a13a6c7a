// `npm run search:upload [-- --dry-run] [--build-dir build]`: sends the records of the last build
// (build/search-records.json, written when Algolia is configured) to Algolia; credentials from ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY and
// ALGOLIA_INDEX_NAME.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { uploadToAlgolia } from '../plugins/search/uploadToAlgolia.js';
import { SEARCH_RECORDS_FILE } from '../plugins/search/writeSearchIndex.js';
import type { SearchRecord } from '../src/shared/types.js';

async function main(argv: string[]): Promise<number> {
  const dryRun = argv.includes('--dry-run');
  const dirFlag = argv.indexOf('--build-dir');
  const buildDir = resolve(dirFlag >= 0 && argv[dirFlag + 1] ? argv[dirFlag + 1]! : 'build');
  const file = join(buildDir, SEARCH_RECORDS_FILE);
  if (!existsSync(file)) {
    console.error(
      `error: ${file} is missing. The build writes the search records when \`search.algolia\` is set in site.config.ts (the knowledgebase sets it when ALGOLIA_APP_ID, ALGOLIA_SEARCH_API_KEY and ALGOLIA_INDEX_NAME are in the environment): set it, then run \`npm run build\`.`,
    );
    return 1;
  }
  const records = JSON.parse(readFileSync(file, 'utf8')) as SearchRecord[];
  try {
    await uploadToAlgolia({ records, env: process.env, dryRun });
    return 0;
  } catch (e) {
    console.error(`error: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
