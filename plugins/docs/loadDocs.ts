// The docs stage: read files, parse front matter, compute metadata, drop drafts, check duplicates.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import type { FrontMatter } from '../config/schema.js';
import { hashOf } from '../output/buildState.js';
import {
  createExcerpt,
  docMetadataOf,
  parseContentTitle,
  type BodyTexts,
  type DocMetadata,
} from './docMetadata.js';
import { bodyListsCards, lazyBody, putRecord, recordDocsFolder, recordOf } from './docRecords.js';
import { bodyDigest } from '../mdx/bodyDigest.js';
import { parseFrontMatter } from './frontMatter.js';
import { docFilesOf, listDocSources, type DocsGlobs } from './readDocs.js';
import { docEditUrl, type EditUrlOption } from './editUrl.js';
import { readLastUpdates } from './lastUpdated.js';
import type { NumberPrefixOption } from './numberPrefix.js';

export interface LoadDocsResult {
  docs: DocMetadata[];
  draftIds: string[];
  warnings: Diagnostic[];
}

/** Docs sharing an id, and (unless `permalinks` is false) docs sharing a permalink. */
export function findDuplicates(docs: DocMetadata[], permalinks = true): Diagnostic[] {
  const errors: Diagnostic[] = [];
  const byId = new Map<string, DocMetadata>();
  const byPermalink = new Map<string, DocMetadata>();
  for (const doc of docs) {
    const sameId = byId.get(doc.id);
    if (sameId) errors.push({ file: doc.filePath, severity: 'error', message: `duplicate doc id "${doc.id}" (also used by ${sameId.source})`, hint: 'rename one file or give it a different "id" in its front matter' });
    byId.set(doc.id, doc);
    const key = doc.permalink.toLowerCase().replace(/\/$/, '') || '/';
    const samePath = byPermalink.get(key);
    if (samePath && permalinks) errors.push({ file: doc.filePath, severity: 'error', message: `duplicate permalink "${doc.permalink}" (also produced by ${samePath.source})`, hint: 'change the "slug" of one of the two docs' });
    byPermalink.set(key, doc);
  }
  return errors;
}

/**
 * Two files of one doc id (`setup.md` beside `setup.mdx`) on a Docusaurus site: Docusaurus loads
 * both and routes both to the one path with its "Duplicate routes found" warning; the page shows
 * the first route's file (Docusaurus 3.8.1 showed the `.md` one; its sidebar, looked up by id in an
 * index keeping the later file, listed the later's title twice). The first file (in this sorted
 * list) is kept here, and the other is reported as a duplicate route (so `onDuplicateRoutes`
 * applies: 'throw' fails the build, 'ignore' drops the warning). Removes the others from `docs`.
 */
function keepFirstOfEachId(docs: DocMetadata[], siteDir: string, warnings: Diagnostic[]): DocMetadata[] {
  const first = new Map<string, DocMetadata>();
  for (const doc of docs) if (!first.has(doc.id)) first.set(doc.id, doc);
  if (first.size === docs.length) return docs;
  for (const doc of docs) {
    const kept = first.get(doc.id)!;
    if (kept === doc) continue;
    warnings.push({
      file: doc.filePath,
      severity: 'warning',
      kind: 'duplicate route',
      message: `${doc.permalink} is also the route of ${relative(siteDir, kept.filePath).split(sep).join('/')} (the same doc id "${doc.id}"), which is shown there; this doc is not`,
      hint: 'rename or remove one of the two files, or give one another "id" and "slug" in its front matter',
    });
  }
  const kept = docs.filter((d) => first.get(d.id) === d);
  docs.splice(0, docs.length, ...kept);
  return docs;
}

/**
 * Dates and authors from one git pass over the docs folder and one over the locale's translated
 * folder (a translated doc's date is its own file's, as in Docusaurus); the front matter's
 * `last_update` wins, as in Docusaurus.
 */
function applyLastUpdates(
  docs: DocMetadata[],
  docsDir: string,
  params: { siteDir: string; lastUpdate: boolean; lastUpdateAuthor?: boolean; localizedDir?: string },
  warnings: Diagnostic[],
): void {
  const cacheDir = join(params.siteDir, '.cache');
  const { updates, warning } = readLastUpdates(docsDir, cacheDir);
  if (warning) warnings.push({ file: docsDir, severity: 'warning', message: warning, kind: 'last updated' });
  if (params.localizedDir && existsSync(params.localizedDir) && !warning) {
    for (const [file, update] of readLastUpdates(params.localizedDir, cacheDir).updates) updates.set(file, update);
  }
  for (const doc of docs) {
    const fm = doc.frontMatter.last_update;
    const git = updates.get(doc.filePath);
    if (params.lastUpdate) doc.lastUpdatedAt = fm?.date ? new Date(fm.date).getTime() : git?.at;
    if (params.lastUpdateAuthor) doc.lastUpdatedBy = fm?.author ?? git?.by;
  }
}

export function loadDocs(params: {
  siteDir: string;
  /** The docs folder (absolute; `<siteDir>/docs` when not given). */
  docsDir?: string;
  production: boolean;
  /** Read last-updated dates from git (and front matter). */
  lastUpdate: boolean;
  /** Read the last commit's author too (or `last_update.author`). */
  lastUpdateAuthor?: boolean;
  /** Which files of the docs folder are docs (Docusaurus's defaults when not set). */
  globs?: DocsGlobs;
  /** The docs' `editUrl`, for each doc's "Edit this page" link. */
  editUrl?: EditUrlOption;
  /** The docs' version name, given to an editUrl function (`current` when not given). */
  version?: string;
  /** The folder (absolute) a string editUrl points at, when not docsDir (`editCurrentVersion`). */
  editDocsDir?: string;
  /** Where the docs are served: `/` (the default) or a path such as `/docs`. */
  routeBasePath?: string;
  /** Two docs on one permalink: an error (the default) or left to the route check's warning. */
  duplicatePermalinks?: 'error' | 'warn';
  /** The locale's translated docs of this folder (readDocs.ts), for a locale's build. */
  localizedDir?: string;
  /**
   * Docusaurus's `editLocalizedFiles`: a string editUrl of a doc read from `localizedDir` points at
   * the translated file (the localized folder) rather than at the doc's source.
   */
  editLocalizedFiles?: boolean;
  /** The site's `trailingSlash`, applied to each doc's permalink (docRoutePermalink). */
  trailingSlash?: boolean;
  /** The docs instance's `numberPrefixParser` (docs/numberPrefix.ts); Docusaurus's rule when unset. */
  numberPrefixParser?: NumberPrefixOption;
  /** The locale being built, given to an editUrl function (`en` when not given). */
  locale?: string;
}): LoadDocsResult {
  const docsDir = params.docsDir ?? join(params.siteDir, 'docs');
  const files = docFilesOf(docsDir, params.globs, params.localizedDir);
  const errors: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const all: DocMetadata[] = [];
  const { siteDir } = params;
  recordDocsFolder(siteDir, docsDir);
  if (params.localizedDir) recordDocsFolder(siteDir, params.localizedDir);
  const metadataOf = (file: (typeof files)[number], frontMatter: FrontMatter, texts: BodyTexts) =>
    docMetadataOf(file, frontMatter, texts, params.routeBasePath, params.trailingSlash, params.numberPrefixParser);
  for (const file of files) {
    try {
      // A doc whose content is the one recorded (docRecords.ts) is not read: its body is, if asked.
      const record = recordOf(siteDir, file.filePath);
      if (record) {
        if (record.warning) warnings.push(record.warning);
        const { contentTitle, excerpt } = record;
        const meta = metadataOf(file, structuredClone(record.frontMatter), { contentTitle, excerpt: () => excerpt });
        all.push(lazyBody<DocMetadata>(meta, file.filePath, record, (text) => parseFrontMatter(text, file.filePath).body));
        continue;
      }
      const content = readFileSync(file.filePath, 'utf8');
      const { frontMatter, body, warning } = parseFrontMatter(content, file.filePath);
      if (warning) warnings.push(warning);
      const texts = { contentTitle: parseContentTitle(body), excerpt: () => createExcerpt(body) };
      const excerpt = frontMatter.description === undefined ? texts.excerpt() : undefined;
      const doc: DocMetadata = { ...metadataOf(file, frontMatter, { ...texts, excerpt: () => excerpt }), body };
      putRecord(siteDir, file.filePath, doc, () => ({
        // The hash of the text read (the build's own hash of the file may be older than this read).
        hash: hashOf(content),
        frontMatter: structuredClone(frontMatter),
        ...(warning ? { warning } : {}),
        ...(texts.contentTitle !== undefined ? { contentTitle: texts.contentTitle } : {}),
        ...(excerpt !== undefined ? { excerpt } : {}),
        digest: bodyDigest(body),
        ...(bodyListsCards(body) ? { cards: true as const } : {}),
      }));
      all.push(doc);
    } catch (e) {
      if (e instanceof BuildError) errors.push(...e.diagnostics);
      else throw e;
    }
  }
  if (errors.length) throw new BuildError(errors);
  const draftIds = params.production ? all.filter((d) => d.draft).map((d) => d.id) : [];
  const docs = params.production ? all.filter((d) => !d.draft) : all.map((d) => ({ ...d, unlisted: false }));
  const dupes = findDuplicates(params.duplicatePermalinks === 'warn' ? keepFirstOfEachId(docs, params.siteDir, warnings) : docs, params.duplicatePermalinks !== 'warn');
  if (dupes.length) throw new BuildError(dupes);
  if (params.lastUpdate || params.lastUpdateAuthor) applyLastUpdates(docs, docsDir, params, warnings);
  const sitePath = (dir: string) => relative(params.siteDir, dir).split(sep).join('/') || '.';
  const localized = params.editLocalizedFiles && params.localizedDir;
  // The same folders for every doc: made once (`relative` per doc was a tenth of loading the
  // docs of a 1,000-doc rebuild: issue 37).
  const docsDirPath = sitePath(docsDir);
  const localizedPath = localized ? sitePath(localized) : undefined;
  const editDocsDirPath = params.editDocsDir ? sitePath(params.editDocsDir) : undefined;
  for (const doc of docs) {
    // As Docusaurus's getDocEditUrl: a translated file's own folder, when the option asks for it.
    const translated =
      localized && typeof params.editUrl === 'string' && !relative(localized, doc.filePath).startsWith('..');
    try {
      doc.editUrl = docEditUrl({
        editUrl: params.editUrl,
        docsDirPath,
        ...(translated
          ? { editDocsDirPath: localizedPath! }
          : editDocsDirPath !== undefined
            ? { editDocsDirPath }
            : {}),
        ...(params.version ? { version: params.version } : {}),
        docPath: doc.source,
        permalink: doc.permalink,
        customEditUrl: doc.frontMatter.custom_edit_url,
        ...(params.locale ? { locale: params.locale } : {}),
      });
    } catch (e) {
      throw new BuildError({ file: doc.filePath, severity: 'error', message: `the docs' editUrl function threw for this doc: ${e instanceof Error ? e.message : String(e)}`, hint: 'fix the editUrl function in the docs options' });
    }
  }
  if (params.localizedDir) warnings.push(...orphanTranslations(files, params.localizedDir, params.globs));
  return { docs, draftIds, warnings };
}

/**
 * A translated doc whose original is gone is never shown (Docusaurus reads the translations of
 * the docs it has): said as a warning, so that a renamed doc's translation is not lost unseen.
 */
function orphanTranslations(
  files: { source: string }[],
  localizedDir: string,
  globs: DocsGlobs | undefined,
): Diagnostic[] {
  const known = new Set(files.map((f) => f.source));
  return listDocSources(localizedDir, globs)
    .filter((source) => !known.has(source))
    .map((source) => ({
      file: join(localizedDir, source),
      line: 1,
      column: 1,
      severity: 'warning' as const,
      kind: 'translation',
      message: `translates "${source}", which is not a doc of the default locale: it is not built`,
      hint: 'move it to where the doc now is, or delete it',
    }));
}
