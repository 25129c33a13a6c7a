// Sends the build's search records to Algolia (what `npm run search:upload` runs): the credentials
// come from the environment only, the index is replaced atomically (a temporary index is filled,
// then moved over the live one), and a dry run prints what would be sent.
import type { SearchRecord } from '../../src/shared/types.js';

export interface AlgoliaEnv {
  appId: string;
  adminKey: string;
  indexName: string;
}

const ENV_NAMES = {
  appId: 'ALGOLIA_APP_ID',
  adminKey: 'ALGOLIA_ADMIN_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
} as const;

/** Reads the three variables, or throws one error naming every missing one. */
export function readAlgoliaEnv(env: Record<string, string | undefined>): AlgoliaEnv {
  const missing = Object.values(ENV_NAMES).filter((name) => !env[name]?.trim());
  if (missing.length) {
    throw new Error(
      `search:upload needs ${missing.join(', ')} in the environment (the admin key is never committed; the site itself only uses a search-only key). Set ${missing.length > 1 ? 'them' : 'it'} and run again, or pass --dry-run to see what would be sent.`,
    );
  }
  return {
    appId: env[ENV_NAMES.appId]!.trim(),
    adminKey: env[ENV_NAMES.adminKey]!.trim(),
    indexName: env[ENV_NAMES.indexName]!.trim(),
  };
}

/** The attributes DocSearch's crawler adds from the pages' `docsearch:*` meta tags (for the contextual filters). */
export type AlgoliaRecord = SearchRecord & {
  url_without_anchor: string;
  language: string;
  docusaurus_tag: string;
  version: string[];
  weight: { level: number; position: number; pageRank: number };
};

export function toAlgoliaRecords(
  records: (SearchRecord & { docusaurus_tag?: string; version?: string[] })[],
): AlgoliaRecord[] {
  return records.map((r, position) => ({
    ...r,
    url_without_anchor: r.url.split('#')[0]!,
    language: 'en',
    // Versioned docs' records carry their own (writeSearchIndex.ts).
    docusaurus_tag: r.docusaurus_tag ?? 'docs-default-current',
    version: r.version ?? ['current'],
    weight: {
      level: r.type === 'content' ? 0 : 100 - 10 * Number(r.type.slice(3)),
      position,
      pageRank: 0,
    },
  }));
}

/** Index settings of DocSearch's Docusaurus template, reduced to what our records carry. */
export const ALGOLIA_SETTINGS = {
  attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  minProximity: 1,
  ignorePlurals: true,
  advancedSyntax: true,
  removeWordsIfNoResults: 'allOptional',
} as const;

export interface UploadResult {
  indexName: string;
  records: number;
  dryRun: boolean;
}

export async function uploadToAlgolia(params: {
  records: SearchRecord[];
  env: Record<string, string | undefined>;
  dryRun?: boolean;
  log?: (line: string) => void;
}): Promise<UploadResult> {
  const log = params.log ?? ((line: string) => console.log(line));
  const objects = toAlgoliaRecords(params.records);
  if (params.dryRun) {
    const indexName = params.env[ENV_NAMES.indexName] || `(${ENV_NAMES.indexName} not set)`;
    log(
      `Dry run: would replace Algolia index ${indexName} with ${objects.length} records (atomic: temporary index, then move).`,
    );
    log(`Settings: ${JSON.stringify(ALGOLIA_SETTINGS)}`);
    for (const o of objects.slice(0, 3)) log(`Record: ${JSON.stringify(o)}`);
    if (objects.length > 3) log(`… and ${objects.length - 3} more.`);
    return { indexName, records: objects.length, dryRun: true };
  }
  const env = readAlgoliaEnv(params.env);
  const { algoliasearch } = await import('algoliasearch');
  const client = algoliasearch(env.appId, env.adminKey);
  await client.replaceAllObjects({
    indexName: env.indexName,
    objects: objects as unknown as Record<string, unknown>[],
    scopes: ['synonyms', 'rules'],
  });
  const task = await client.setSettings({
    indexName: env.indexName,
    indexSettings: ALGOLIA_SETTINGS as never,
  });
  await client.waitForTask({ indexName: env.indexName, taskID: task.taskID });
  log(`Replaced Algolia index ${env.indexName} with ${objects.length} records.`);
  return { indexName: env.indexName, records: objects.length, dryRun: false };
}
