// The built-in search's client, shared by the search modal and the search page: one a visit, so
// the index files it loaded stay cached between queries and openings.
import { localSearchTags } from '../docs/searchTags.js';
import siteConfig from 'virtual:docs/site-config';
import { createLocalSearchClient, type LocalSearchClient } from './localSearchClient.js';

let localClient: LocalSearchClient | undefined;
/** One client per visit: the index chunks it loaded stay cached between queries and openings. */
export function getLocalSearchClient(): LocalSearchClient {
  return (localClient ??= createLocalSearchClient({
    baseUrl: siteConfig.baseUrl,
    tags: localSearchTags,
  }));
}
