// "Edit this page": where each doc's edit link points, as Docusaurus computes it. A string
// `editUrl` is a base to which the docs folder (relative to the site) and the doc's path are
// appended; a function receives the doc's path, its version's name and folder and its permalink and
// returns the whole URL. A doc's `custom_edit_url` front matter wins (`null` removes the link). With
// `editCurrentVersion`, a string editUrl points every version's docs at the current version's folder.
// The function is given the locale being built, as Docusaurus's `context.i18n.currentLocale`.
import type { EditUrlParams } from '../../src/shared/siteConfigSchema.js';

export type EditUrlOption = string | ((params: EditUrlParams) => string | undefined);

/** Joins URL parts with exactly one slash between them; the base's scheme `//` is kept. */
export function joinUrl(base: string, ...parts: string[]): string {
  let url = base.replace(/\/+$/, '');
  for (const part of parts) {
    const p = part.replace(/^\/+|\/+$/g, '');
    if (p) url += `/${p}`;
  }
  return url;
}

export function docEditUrl(params: {
  editUrl: EditUrlOption | undefined;
  /** The docs folder relative to the site, with `/` separators (`docs`). */
  docsDirPath: string;
  /** The doc's path relative to the docs folder (`guide/setup.md`). */
  docPath: string;
  permalink: string;
  /** The doc's version (`current`, or a name from versions.json such as `1.0`). */
  version?: string;
  /** The folder a string editUrl points at, when not the doc's own (`editCurrentVersion`). */
  editDocsDirPath?: string;
  /** The doc's `custom_edit_url` front matter, when it has one. */
  customEditUrl?: string | null;
  /** The locale being built, given to an editUrl function (`en` when not given). */
  locale?: string;
}): string | undefined {
  const { editUrl, docsDirPath, docPath, permalink, customEditUrl } = params;
  if (customEditUrl !== undefined) return customEditUrl ?? undefined;
  if (typeof editUrl === 'function') {
    const url = editUrl({
      docPath,
      versionDocsDirPath: docsDirPath,
      permalink,
      version: params.version ?? 'current',
      locale: params.locale ?? 'en',
    });
    if (url !== undefined && url !== null && typeof url !== 'string')
      throw new Error(`it returned ${typeof url}, not a URL string`);
    return url || undefined;
  }
  if (typeof editUrl === 'string') {
    return joinUrl(editUrl, params.editDocsDirPath ?? docsDirPath, docPath);
  }
  return undefined;
}
