// Docusaurus's site storage (`storage` since 3.9, `future.experimental_storage` in 3.8): which
// browser storage the theme keeps its preferences in (colour mode, tabs, the preferred docs
// version, the announcement bar's dismissal) and the suffix added to each key, so that two sites
// of one origin keep theirs apart. `namespace: true` is a hash of the site's URL and base URL;
// 3.10's `future.v4` (or `v4.siteStorageNamespacing`) turns it on when the site sets none.
import { createHash } from 'node:crypto';
import { isAtLeast, type DocusaurusVersion } from './docusaurusVersion.js';
import { v4Flag } from './futureFlags.js';

type Obj = Record<string, unknown>;

export interface SiteStorage {
  type: 'localStorage' | 'sessionStorage';
  /** Added to every key: `''`, or `-` and the namespace (`theme-182`). */
  namespace: string;
}

export interface SiteStorageProblem {
  path: (string | number)[];
  message: string;
  hint: string;
}

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `normalizeUrl([url, baseUrl])` with a trailing slash, as Docusaurus hashes it. */
function siteAddress(url: string, baseUrl: string): string {
  const joined = `${url.replace(/\/+$/, '')}/${baseUrl.replace(/^\/+/, '')}`;
  return joined.endsWith('/') ? joined : `${joined}/`;
}

/**
 * Whether the site's `future.v4` turns on storage namespacing: a 3.10 flag (3.9's `v4: true` sets
 * only `removeLegacyPostBuildHeadAttribute` and `useCssCascadeLayers`; 3.8 has neither).
 */
const v4Namespacing = (future: unknown, version: DocusaurusVersion | undefined): boolean =>
  (!version || isAtLeast(version, 3, 10)) && v4Flag(future, 'siteStorageNamespacing');

/**
 * The site storage of a Docusaurus config, and the problems of its `storage` entry (positioned by
 * the caller). `version` is the Docusaurus version the site depends on, when known.
 */
export function docusaurusSiteStorage(
  cfg: Obj,
  site: { url: string; baseUrl: string },
  version?: DocusaurusVersion,
): { storage: SiteStorage; problems: SiteStorageProblem[] } {
  const future = isObj(cfg.future) ? cfg.future : {};
  const [raw, path] =
    cfg.storage !== undefined
      ? [cfg.storage, ['storage']]
      : future.experimental_storage !== undefined
        ? [future.experimental_storage, ['future', 'experimental_storage']]
        : [cfg.experimental_storage, ['experimental_storage']];
  const problems: SiteStorageProblem[] = [];
  const entry = isObj(raw) ? raw : {};
  if (raw !== undefined && !isObj(raw))
    problems.push({
      path,
      message: 'must be an object ({ type, namespace })',
      hint: 'e.g. storage: { type: "localStorage", namespace: true }',
    });
  let type: SiteStorage['type'] = 'localStorage';
  if (entry.type === 'sessionStorage') type = 'sessionStorage';
  else if (entry.type !== undefined && entry.type !== 'localStorage')
    problems.push({
      path: [...path, 'type'],
      message: `must be "localStorage" or "sessionStorage", not ${JSON.stringify(entry.type)}`,
      hint: 'Docusaurus accepts only these two storage types',
    });
  const ns = entry.namespace ?? v4Namespacing(future, version);
  if (typeof ns !== 'string' && typeof ns !== 'boolean')
    problems.push({
      path: [...path, 'namespace'],
      message: `must be a string or a boolean, not ${typeof ns}`,
      hint: 'true derives one from the site URL; a string is used as written',
    });
  const name =
    ns === true
      ? createHash('md5').update(siteAddress(site.url, site.baseUrl)).digest('hex').slice(0, 3)
      : typeof ns === 'string'
        ? ns
        : '';
  return { storage: { type, namespace: name ? `-${name}` : '' }, problems };
}
