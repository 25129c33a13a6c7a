// Finds every doc of the docs folder, sorted for stable output. Which files are docs is decided by
// the docs' `include` and `exclude` globs, as Docusaurus decides it (its defaults leave out files
// and folders starting with `_`, which are partials, and tests).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Minimatch } from 'minimatch';
import type { DocFile } from './docMetadata.js';

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

/** Doc paths relative to the docs folder, sorted (cheap: no file is read). */
export function listDocSources(docsDir: string, globs?: DocsGlobs): string[] {
  if (!existsSync(docsDir)) return [];
  const isDoc = docsFilter(globs);
  const entries = readdirSync(docsDir, { recursive: true, withFileTypes: false }) as string[];
  return entries
    .map((e) => e.split('\\').join('/'))
    .filter(isDoc)
    .sort();
}

/**
 * The docs of a folder. With `localizedDir` (a locale's translations of the folder, Docusaurus's
 * `i18n/<locale>/docusaurus-plugin-content-docs/current`), a doc translated there is read from
 * there, under the same source path; the others fall back to the folder's own.
 */
export function readDocs(docsDir: string, globs?: DocsGlobs, localizedDir?: string): DocFile[] {
  return listDocSources(docsDir, globs).map((source) => {
    const translated = localizedDir ? join(localizedDir, source) : undefined;
    const filePath = translated && existsSync(translated) ? translated : join(docsDir, source);
    return { source, filePath, content: readFileSync(filePath, 'utf8') };
  });
}
