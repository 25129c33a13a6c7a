// What a production build keeps of each doc file it read, for the next build (issue 37): its
// front matter, its Markdown title, its excerpt and a digest of its body, under the hash of the
// file's content. The next build asks the build's file hashes (plugins/output/fileHashes.ts, whose
// settled stat stands for a file's content) for the doc's hash; when it is the recorded one, the
// doc is not read: its metadata is made from the record, and its body is read only when something
// asks for it (the one doc a rebuild compiles), through a getter that checks it against the
// recorded digest. A doc's compile key takes the digest (plugins/mdx/compileDoc.ts), so the
// Markdown export and the search index, which ask every doc's key, read no unchanged doc.
//
// The record holds only what the file alone gives: its metadata's other parts (id, slug,
// permalink, edit URL, last update) depend on the options and are made again in each build. One
// record file per site, shared by its locales (a translated doc is another file); kept for every
// doc a build used and every other recorded file still there under the site's folder or a docs
// folder the build loaded (not those of the site a copied folder came from), written when that
// differs from what was read.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FrontMatter } from '../config/schema.js';
import { BuildError, type Diagnostic } from '../diagnostics.js';
import { bodyDigest } from '../mdx/bodyDigest.js';
import { FRONT_MATTER_VERSION } from './frontMatter.js';
import { dateReplacer, dateReviver } from './yamlTimestamp.js';

/** What a doc's file gives, whatever the options. */
export interface DocFileRecord {
  /** The content hash of the file (`hashOf` of its text) this was read from. */
  hash: string;
  frontMatter: FrontMatter;
  /** The front matter's warning (read leniently), said again by every build. */
  warning?: Diagnostic;
  /** The body's Markdown title (`parseContentTitle`). */
  contentTitle?: string;
  /** `createExcerpt(body)`, recorded only when the front matter has no description. */
  excerpt?: string;
  /** `bodyDigest(body)`. */
  digest: string;
  /** Whether the body names `DocCardList` (`listsDocCards`). */
  cards?: true;
}

const CARDS = /\bDocCardList\b/;

/** Whether a body names `DocCardList` (a doc listing its siblings' cards: cardDescriptions.ts). */
export function bodyListsCards(body: string): boolean {
  return CARDS.test(body);
}

/** `bodyListsCards(doc.body)`, from the doc's record when its body is not read. */
export function listsDocCards(doc: { body: string }): boolean {
  const lazy = lazyDocs.get(doc);
  return lazy ? lazy.cards === true : bodyListsCards(doc.body);
}

const VERSION = createHash('sha1')
  .update(FRONT_MATTER_VERSION)
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .update(readFileSync(fileURLToPath(new URL('./docMetadata.ts', import.meta.url))))
  .update(readFileSync(fileURLToPath(new URL('./yamlTimestamp.ts', import.meta.url))))
  .digest('hex');

interface Store {
  file: string;
  /** The file's content hash in this build, or undefined (not known: read the file). */
  hashOf: (file: string) => string | undefined;
  previous: Map<string, DocFileRecord>;
  used: Map<string, DocFileRecord>;
  /** The folders whose recorded files are kept though unused: the site's and its docs folders. */
  folders: Set<string>;
  /** Docs taken from their records. */
  recorded: number;
  opened: number;
}

/** The open stores, by site folder (a production build's, while it loads its content). */
const stores = new Map<string, Store>();

/** The file of a site's doc records. */
export function docRecordsFile(siteDir: string): string {
  return join(siteDir, '.cache', 'doc-records.json');
}

/**
 * Opens the site's records for the docs loaded until `closeDocRecords`: `hashOf` gives a file's
 * content hash in this build (fileHashes.ts). Opened again (locales loading together), it counts.
 */
export function openDocRecords(siteDir: string, hashOf: (file: string) => string | undefined): void {
  const open = stores.get(siteDir);
  if (open) {
    open.opened++;
    return;
  }
  const file = docRecordsFile(siteDir);
  let previous = new Map<string, DocFileRecord>();
  try {
    const text = readFileSync(file, 'utf8');
    // The reviver is most of the parse's time (issue 37); a record has a Date only where the
    // replacer wrote `"$date"`, so a text without that key parses the same without it.
    const data = JSON.parse(text, text.includes('"$date"') ? dateReviver : undefined) as {
      version: string;
      docs: [string, DocFileRecord][];
    };
    if (data.version === VERSION) previous = new Map(data.docs);
  } catch {
    /* none yet, or unreadable: every doc is read */
  }
  const folders = new Set([resolve(siteDir)]);
  stores.set(siteDir, { file, hashOf, previous, used: new Map(), folders, recorded: 0, opened: 1 });
}

/** How many docs the last load of each site took from their records and how many it read. */
const counts = new Map<string, { recorded: number; read: number }>();

/** What the site's last load with records did: docs taken from records, docs read. */
export function docRecordCounts(siteDir: string): { recorded: number; read: number } | undefined {
  return counts.get(siteDir);
}

/** Closes the site's records, writing them when the docs used are not those read. */
export function closeDocRecords(siteDir: string, save: boolean): void {
  const store = stores.get(siteDir);
  if (!store || --store.opened > 0) return;
  stores.delete(siteDir);
  counts.set(siteDir, { recorded: store.recorded, read: store.used.size - store.recorded });
  if (!save) return;
  const { used, previous } = store;
  // A record this load did not use stays while its file is there: a locale built after another
  // uses the other's originals of its translated docs, which the next build's first locale reads.
  // Not one of a folder the build did not load: a copied site's records of the original's docs.
  const inScope = (f: string) => [...store.folders].some((folder) => f.startsWith(folder + sep));
  const kept = new Map(used);
  for (const [f, r] of previous) if (!kept.has(f) && inScope(f) && existsSync(f)) kept.set(f, r);
  if (kept.size === previous.size && [...kept].every(([f, r]) => previous.get(f) === r)) return;
  try {
    mkdirSync(dirname(store.file), { recursive: true });
    writeFileSync(store.file, JSON.stringify({ version: VERSION, docs: [...kept] }, dateReplacer));
  } catch {
    /* a record that cannot be written only costs the next build time */
  }
}

/**
 * A docs folder the build loads (a version's, a locale's translations), when the site's records
 * are open: its recorded files are kept while they are there, though this build did not use them.
 */
export function recordDocsFolder(siteDir: string, folder: string): void {
  storeOf(siteDir)?.folders.add(resolve(folder));
}

/** The store of the site whose docs these are, if open. */
function storeOf(siteDir: string): Store | undefined {
  return stores.size ? stores.get(siteDir) : undefined;
}

/** The record of `filePath` standing for its content in this build, if any. */
export function recordOf(siteDir: string, filePath: string): DocFileRecord | undefined {
  const store = storeOf(siteDir);
  const record = store?.previous.get(filePath);
  if (!store || !record) return undefined;
  if (store.hashOf(filePath) !== record.hash) return undefined;
  if (!store.used.has(filePath)) store.recorded++;
  store.used.set(filePath, record);
  return record;
}

/**
 * Records what the content of `filePath`, read in this build, gives (when the records are open);
 * `doc` (its body is the recorded one) keeps its digest for its compile key.
 */
export function putRecord(
  siteDir: string,
  filePath: string,
  doc: object,
  record: () => DocFileRecord,
): void {
  const store = storeOf(siteDir);
  if (!store) return;
  const made = record();
  store.used.set(filePath, made);
  readDigests.set(doc, made.digest);
}

/** The record of each doc whose body is not read yet (`lazyBody`). */
const lazyDocs = new WeakMap<object, DocFileRecord>();

/** The body digest of a doc whose body is not read yet (`lazyBody`), else undefined. */
export function lazyBodyDigest(doc: object): string | undefined {
  return lazyDocs.get(doc)?.digest;
}

/** The body digests of docs read by a load with records (their records have them). */
const readDigests = new WeakMap<object, string>();

/** `bodyDigest(doc.body)` when a load with records knows it (read or not), else undefined. */
export function knownBodyDigest(doc: object): string | undefined {
  return lazyDocs.get(doc)?.digest ?? readDigests.get(doc);
}

/**
 * Gives `doc` a `body` read from `filePath` when first asked (`readBody`: the file's body), checked
 * against the record's digest: a file changed since this build took its hash fails the build
 * rather than compile other text under the key of the recorded one.
 */
export function lazyBody<T extends { body: string }>(
  doc: Omit<T, 'body'>,
  filePath: string,
  record: DocFileRecord,
  readBody: (text: string) => string,
): T {
  const target = doc as T;
  const settle = (body: string) => {
    lazyDocs.delete(target);
    Object.defineProperty(target, 'body', {
      value: body,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  };
  Object.defineProperty(target, 'body', {
    enumerable: true,
    configurable: true,
    get() {
      const body = readBody(readFileSync(filePath, 'utf8'));
      if (bodyDigest(body) !== record.digest)
        throw new BuildError({
          file: filePath,
          line: 1,
          column: 1,
          severity: 'error',
          message: 'this doc changed while the build was running',
          hint: 'build again once the file is saved',
        });
      settle(body);
      return body;
    },
    set(body: string) {
      settle(body);
    },
  });
  lazyDocs.set(target, record);
  return target;
}
