// Finds every doc of the docs folder, sorted for stable output. Which files are docs is decided by
// the docs' `include` and `exclude` globs, as Docusaurus decides it (its defaults leave out files
// and folders starting with `_`, which are partials, and tests).
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Minimatch } from 'minimatch';
import type { DocFile } from './docMetadata.js';
import { folderEntries, pathsOfEntries } from '../folderListing.js';

/** Docusaurus's defaults for the docs plugin's `include` and `exclude`. */
export const DEFAULT_DOCS_INCLUDE = ['**/*.{md,mdx}'];
export const DEFAULT_DOCS_EXCLUDE = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

export interface DocsGlobs {
  include?: string[];
  exclude?: string[];
}

const filters = new Map<string, (rel: string) => boolean>();

/**
 * Whether a path relative to the docs folder (`/` separators) is a doc: it matches an `include`
 * glob and no `exclude` glob, and it is Markdown (a doc is always compiled as MDX). Names starting
 * with a dot are matched only by globs that say so, as in Docusaurus.
 */
export function docsFilter(globs: DocsGlobs = {}): (rel: string) => boolean {
  const include = globs.include ?? DEFAULT_DOCS_INCLUDE;
  const exclude = globs.exclude ?? DEFAULT_DOCS_EXCLUDE;
  const key = JSON.stringify([include, exclude]);
  let filter = filters.get(key);
  if (!filter && key === DEFAULT_GLOBS_KEY) filters.set(key, (filter = isDefaultDoc));
  if (!filter) {
    const compile = (patterns: string[]) => patterns.map((p) => new Minimatch(p));
    const inc = compile(include);
    const exc = compile(exclude);
    // Each path's answer kept: a build lists the docs folder twice (the compile pool is sized
    // before the content is loaded), a rebuild in the same process again; minimatch was a tenth
    // of a one-doc rebuild's content stage (issue 37).
    const known = new Map<string, boolean>();
    filter = (rel) => {
      if (!/\.mdx?$/i.test(rel)) return false;
      let is = known.get(rel);
      if (is === undefined)
        known.set(rel, (is = inc.some((m) => m.match(rel)) && !exc.some((m) => m.match(rel))));
      return is;
    };
    filters.set(key, filter);
  }
  return filter;
}

const DEFAULT_GLOBS_KEY = JSON.stringify([DEFAULT_DOCS_INCLUDE, DEFAULT_DOCS_EXCLUDE]);

/**
 * `docsFilter()`'s answer for Docusaurus's default globs, without minimatch (a fifth of a
 * nothing-changed rebuild's loading of a 1,000-doc site was matching each path: issue 37). The
 * include (any folders, then a name ending in `.md` or `.mdx`, case-sensitive) takes a path none
 * of whose names starts with a dot; of the excludes, the partials' two (a name, or a folder's
 * name, starting with `_`) leave out every such path with a name starting with `_` (`__tests__`
 * included), and the test files' pattern takes no Markdown file. Checked against minimatch over
 * generated paths (tests/unit/plugins/docs/defaultDocsFilter.test.ts).
 */
function isDefaultDoc(rel: string): boolean {
  if (!rel.endsWith('.md') && !rel.endsWith('.mdx')) return false;
  return !rel.split('/').some((name) => name === '' || name[0] === '.' || name[0] === '_');
}

/**
 * The docs of each listing (folderListing.ts: one array per folder while it is unchanged, in a
 * build), by filter: the compile pool's sizing and the docs plugin each filtered and sorted the
 * same thousand paths (issue 37).
 */
const sourcesOfListing = new WeakMap<object, Map<(rel: string) => boolean, string[]>>();

/** Doc paths relative to the docs folder, sorted (cheap: no file is read). */
export function listDocSources(docsDir: string, globs?: DocsGlobs): string[] {
  // The build's one listing of the folder (folderListing.ts).
  const entries = folderEntries(docsDir);
  const filter = docsFilter(globs);
  let byFilter = sourcesOfListing.get(entries);
  if (!byFilter) sourcesOfListing.set(entries, (byFilter = new Map()));
  let sources = byFilter.get(filter);
  if (!sources) byFilter.set(filter, (sources = pathsOfEntries(entries).filter(filter).sort()));
  // A copy: the caller may change its list.
  return sources.slice();
}

/**
 * The docs of a folder. With `localizedDir` (a locale's translations of the folder, Docusaurus's
 * `i18n/<locale>/docusaurus-plugin-content-docs/current`), a doc translated there is read from
 * there, under the same source path; the others fall back to the folder's own.
 */
export function readDocs(docsDir: string, globs?: DocsGlobs, localizedDir?: string): DocFile[] {
  return docFilesOf(docsDir, globs, localizedDir).map((file) => ({
    ...file,
    content: readFileSync(file.filePath, 'utf8'),
  }));
}

/** `readDocs` without reading: each doc's source path and the file it is read from. */
export function docFilesOf(
  docsDir: string,
  globs?: DocsGlobs,
  localizedDir?: string,
): Omit<DocFile, 'content'>[] {
  return listDocSources(docsDir, globs).map((source) => {
    const translated = localizedDir ? join(localizedDir, source) : undefined;
    const filePath = translated && existsSync(translated) ? translated : join(docsDir, source);
    return { source, filePath };
  });
}
