// Docs instances × versions: the config (our site.config.ts, or a Docusaurus config with several
// `@docusaurus/plugin-content-docs` instances) and the site's folders become a list of doc sets,
// one per version of each instance, each with its own docs folder, sidebars, route base and version
// metadata. A site.config.ts site is the special case: one instance, one version, nothing shown
// about it (the knowledgebase: docs at `/`).
import type { SiteConfig } from '../../src/shared/types.js';
import type { DocusaurusDocsOptions } from '../config/docusaurus/types.js';
import type { EditUrlOption } from './editUrl.js';
import {
  CURRENT_VERSION_NAME,
  DEFAULT_PLUGIN_ID,
  readVersions,
  VersionsOptionError,
  type DocsVersion,
  type VersioningOptions,
  type VersionOptions,
} from './versions.js';

/** The options of one docs instance that every one of its versions uses. */
export interface DocsInstanceOptions extends VersioningOptions {
  include?: string[];
  exclude?: string[];
  editUrl?: EditUrlOption;
  /** A string editUrl points every version's docs at the current version's folder. */
  editCurrentVersion?: boolean;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  sidebarCollapsible: boolean;
  sidebarCollapsed: boolean;
  /**
   * Two docs with one permalink (a `README.md` beside an `index.md`): an error by default; 'warn'
   * leaves them to the route check, which warns and shows one, as Docusaurus does by default.
   */
  duplicatePermalinks?: 'error' | 'warn';
}

/** One version of one docs instance: what the docs and sidebars stages load. */
export interface DocSetSpec {
  /**
   * `''` for the primary set (the default instance's last version), whose sidebars keep their
   * names; otherwise `<pluginId>@<version>`, appended to its sidebars' names to keep them apart.
   */
  key: string;
  pluginId: string;
  version: DocsVersion;
  /** Every version of the instance, in Docusaurus's order (current first). */
  versions: DocsVersion[];
  instance: DocsInstanceOptions;
}

/** The name a doc set's sidebar has in the site's table of sidebars. */
export function sidebarKey(set: Pick<DocSetSpec, 'key'>, name: string): string {
  return set.key ? `${name}@${set.key}` : name;
}

/**
 * Every doc set of the site, the default instance's first (its last version first of all), then
 * each instance's other versions in Docusaurus's order, then the other instances in the config's.
 */
export function docSetSpecs(siteDir: string, instances: DocsInstanceOptions[]): DocSetSpec[] {
  const primary = instances.find((i) => i.id === DEFAULT_PLUGIN_ID) ?? instances[0];
  const ordered = primary ? [primary, ...instances.filter((i) => i !== primary)] : [];
  return ordered.flatMap((instance) => {
    const versions = readVersions(siteDir, instance);
    const last = versions.find((v) => v.isLast)!;
    return [last, ...versions.filter((v) => v !== last)].map((version) => ({
      key:
        instance === primary && version === last ? '' : `${instance.id}@${version.name}`,
      pluginId: instance.id,
      version,
      versions,
      instance,
    }));
  });
}

/** Our own site config's docs: one instance, never versioned. */
export function instanceFromSiteConfig(
  siteConfig: SiteConfig,
  routeBasePath: string,
  sidebarPath: string | false | undefined,
): DocsInstanceOptions {
  const d = siteConfig.docs;
  return {
    id: DEFAULT_PLUGIN_ID,
    path: d.path,
    routeBasePath,
    sidebarPath,
    includeCurrentVersion: true,
    disableVersioning: false,
    versions: {},
    include: d.include,
    exclude: d.exclude,
    editUrl: d.editUrl,
    showLastUpdateTime: d.showLastUpdateTime,
    showLastUpdateAuthor: d.showLastUpdateAuthor,
    sidebarCollapsible: d.sidebarCollapsible,
    sidebarCollapsed: d.sidebarCollapsed,
  };
}

/** The docs options this module reads from a Docusaurus docs instance's `other` options. */
export const VERSIONING_KEYS = [
  'lastVersion',
  'onlyIncludeVersions',
  'includeCurrentVersion',
  'disableVersioning',
  'versions',
  'editCurrentVersion',
] as const;

const VERSION_OPTION_TYPES: Record<keyof VersionOptions, string> = {
  label: 'string',
  path: 'string',
  banner: 'banner',
  badge: 'boolean',
  className: 'string',
  noIndex: 'boolean',
};

function versionOptionsOf(raw: unknown): Record<string, VersionOptions> {
  if (raw === undefined) return {};
  const fail = (msg: string) =>
    new VersionsOptionError(
      `"versions" ${msg}`,
      'versions',
      'write versions: { "<version>": { label, path, banner, badge, className, noIndex } }',
    );
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw fail('must be an object keyed by version name');
  const out: Record<string, VersionOptions> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      throw fail(`: the options of "${name}" must be an object`);
    for (const [k, v] of Object.entries(value)) {
      const type = VERSION_OPTION_TYPES[k as keyof VersionOptions];
      if (!type) throw fail(`: "${name}" has an unknown option "${k}"`);
      const ok =
        type === 'banner'
          ? v === 'none' || v === 'unreleased' || v === 'unmaintained'
          : typeof v === type;
      if (!ok)
        throw fail(
          `: "${name}.${k}" must be ${type === 'banner' ? '"none", "unreleased" or "unmaintained"' : `a ${type}`}`,
        );
    }
    out[name] = value as VersionOptions;
  }
  return out;
}

/** A Docusaurus docs instance's options, its versioning options read from what the mapping kept aside. */
export function instanceFromDocusaurus(
  d: DocusaurusDocsOptions,
  sidebarPath: string | false | undefined = d.sidebarPath,
): DocsInstanceOptions {
  const o = d.other;
  const bool = (key: string, fallback: boolean): boolean => {
    const v = o[key];
    if (v === undefined) return fallback;
    if (typeof v !== 'boolean')
      throw new VersionsOptionError(`"${key}" must be true or false`, key, `write ${key}: true`);
    return v;
  };
  const lastVersion = o.lastVersion;
  if (lastVersion !== undefined && typeof lastVersion !== 'string')
    throw new VersionsOptionError(
      '"lastVersion" must be a version name',
      'lastVersion',
      `write lastVersion: "${CURRENT_VERSION_NAME}" or a name from the versions file`,
    );
  const only = o.onlyIncludeVersions;
  if (only !== undefined && (!Array.isArray(only) || only.some((v) => typeof v !== 'string')))
    throw new VersionsOptionError(
      '"onlyIncludeVersions" must be a list of version names',
      'onlyIncludeVersions',
      `write onlyIncludeVersions: ["${CURRENT_VERSION_NAME}", "1.0"]`,
    );
  return {
    id: d.id,
    path: d.path,
    routeBasePath: d.routeBasePath,
    sidebarPath,
    ...(lastVersion !== undefined ? { lastVersion } : {}),
    ...(only !== undefined ? { onlyIncludeVersions: only as string[] } : {}),
    includeCurrentVersion: bool('includeCurrentVersion', true),
    disableVersioning: bool('disableVersioning', false),
    versions: versionOptionsOf(o.versions),
    requireCurrentFolder: true,
    include: d.include,
    ...(d.exclude ? { exclude: d.exclude } : {}),
    ...(d.editUrl ? { editUrl: d.editUrl } : {}),
    ...(bool('editCurrentVersion', false) ? { editCurrentVersion: true } : {}),
    showLastUpdateTime: d.showLastUpdateTime,
    showLastUpdateAuthor: d.showLastUpdateAuthor,
    sidebarCollapsible: d.sidebarCollapsible,
    sidebarCollapsed: d.sidebarCollapsed,
    duplicatePermalinks: 'warn',
  };
}
