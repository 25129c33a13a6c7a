// What the route table and the Markdown export take of a doc's compile (its standalone module's
// digest and length, its warnings, its Markdown body), kept between builds by the doc's compile
// key (`DocCompiler.keyOf`, an opaque string), beside what says whether the stored compile still
// holds (its dependencies, partials and highlighted blocks: `DocCompiler.vouch`). A rebuild after
// one doc's edit then reads one small file for the unchanged docs instead of each one's compile
// record from the compile cache (issue 37). The search index keeps its own per-page summaries
// (plugins/search/searchTokenCache.ts).
import { appendFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CompiledDoc } from './compileDoc.js';
import { readWithIdentity, stillAsRead, type FileIdentity } from '../appendableFile.js';

const VERSION = 3;

/** A doc's compile, as far as the route table and the Markdown export read it. */
export type DocOutline = Pick<
  CompiledDoc,
  | 'warnings'
  | 'standaloneDigest'
  | 'standaloneBytes'
  | 'markdown'
  | 'dependencies'
  | 'assets'
  | 'partials'
  | 'highlightKeys'
>;

/** The outline of a compile (of its fields the route table and the Markdown export read). */
export function outlineOf(compiled: CompiledDoc): DocOutline {
  const outline: DocOutline = { warnings: compiled.warnings };
  if (compiled.standaloneDigest !== undefined) {
    outline.standaloneDigest = compiled.standaloneDigest;
    outline.standaloneBytes = compiled.standaloneBytes!;
  }
  if (compiled.markdown !== undefined) outline.markdown = compiled.markdown;
  if (compiled.dependencies?.length) outline.dependencies = compiled.dependencies;
  if (compiled.assets?.length) outline.assets = compiled.assets;
  if (compiled.partials && Object.keys(compiled.partials).length)
    outline.partials = compiled.partials;
  if (compiled.highlightKeys?.length) outline.highlightKeys = compiled.highlightKeys;
  return outline;
}

export interface DocOutlines {
  /** The outline the last build kept for `key`, if any. */
  get(key: string): DocOutline | undefined;
  /** This build's outline for `key` (also a stored one it used). */
  put(key: string, outline: DocOutline): void;
  /**
   * Writes this build's outlines (the next build's), when they are not the ones read: outlines of
   * docs this build did not ask for go.
   */
  save(): void;
}

/**
 * The outlines in `file`: the last build's, read on first use (none if unreadable). The file is a
 * version line, then one line per doc: its key, its outline but the Markdown body as JSON, and the
 * body as a JSON string when it has one, with a tab between (JSON holds no raw tab or line
 * break); a later line of the same key wins. Hundreds of docs' Markdown bodies make it megabytes:
 * the file is read as bytes, an outline is decoded and parsed when it is asked for, and its body
 * only when that is read (the Markdown export reads the bodies of the pages it makes again alone:
 * stages/output.ts), and `save` appends the lines of the outlines this build made to the file as
 * it was read, so a rebuild after one doc's edit stringifies and writes that doc's outline alone
 * (issue 37). The file is written whole (only this build's outlines, an unchanged one's line as
 * it was read) when it changed since it was read, does not end with a whole line (a write cut
 * short), or would hold more than a quarter of bytes no build reads any more (outlines replaced,
 * docs gone).
 */
export function openDocOutlines(file: string): DocOutlines {
  /** Each stored line's bytes (without its line break), its value after the key's tab. */
  let previous: Map<string, { line: Buffer; value: Buffer; outline?: DocOutline }> | undefined;
  /** The file as it was read, when lines may be appended to it. */
  let source: { size: number; mtimeMs: number; ino: number } | undefined;
  const read = () => {
    if (previous) return previous;
    previous = new Map();
    try {
      const { bytes, identity } = readWithIdentity(file);
      if (!bytes.subarray(0, VERSION_LINE.length).equals(Buffer.from(VERSION_LINE)))
        return previous;
      let at = VERSION_LINE.length;
      // A last line cut short (a build stopped while writing) is neither read nor appended to.
      for (let end = bytes.indexOf(10, at); end >= 0; at = end + 1, end = bytes.indexOf(10, at)) {
        const tab = bytes.indexOf(9, at);
        if (tab > at && tab < end)
          previous.set(JSON.parse(bytes.toString('utf8', at, tab)) as string, {
            line: bytes.subarray(at, end),
            value: bytes.subarray(tab + 1, end),
          });
      }
      if (at === bytes.length) source = identity;
    } catch {
      previous = new Map();
    }
    return previous;
  };
  const get = (key: string): DocOutline | undefined => {
    const entry = read().get(key);
    if (!entry) return undefined;
    try {
      return (entry.outline ??= parseOutline(entry.value));
    } catch {
      // a line cut short (a full disk): that doc is compiled again
      read().delete(key);
      return undefined;
    }
  };
  const current = new Map<string, DocOutline>();
  let changed = false;
  return {
    get,
    put(key, outline) {
      if (get(key) !== outline) changed = true;
      current.set(key, outline);
    },
    save() {
      if (!changed && current.size === read().size) return;
      let live = VERSION_LINE.length;
      const added: Buffer[] = [];
      for (const [key, outline] of current) {
        const kept = read().get(key);
        if (kept?.outline === outline) live += kept.line.length + 1;
        else {
          const line = Buffer.from(lineOf(key, outline));
          added.push(line);
          live += line.length;
        }
      }
      const appended = Buffer.concat(added);
      if (source && appendable(file, source, source.size + appended.length, live)) {
        if (appended.length) appendFileSync(file, appended);
        return;
      }
      const lines: Buffer[] = [Buffer.from(VERSION_LINE)];
      for (const [key, outline] of current) {
        const kept = read().get(key);
        lines.push(
          kept?.outline === outline
            ? Buffer.concat([kept.line, NEWLINE])
            : Buffer.from(lineOf(key, outline)),
        );
      }
      mkdirSync(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, Buffer.concat(lines));
      renameSync(temporary, file);
    },
  };
}

const NEWLINE = Buffer.from('\n');

/** A doc's line: its key, its outline but the body, and its body (when it has one). */
function lineOf(key: string, outline: DocOutline): string {
  const { markdown, ...rest } = outline;
  const body = markdown === undefined ? '' : `\t${JSON.stringify(markdown)}`;
  return `${JSON.stringify(key)}\t${JSON.stringify(rest)}${body}\n`;
}

/** A stored line's outline, its body decoded and parsed when first read. */
function parseOutline(value: Buffer): DocOutline {
  const tab = value.indexOf(9);
  const outline = JSON.parse(value.toString('utf8', 0, tab < 0 ? value.length : tab)) as DocOutline;
  if (tab < 0) return outline;
  const body = value.subarray(tab + 1);
  let markdown: string | undefined;
  Object.defineProperty(outline, 'markdown', {
    get: () => (markdown ??= JSON.parse(body.toString('utf8')) as string),
    enumerable: true,
    configurable: true,
  });
  return outline;
}

const VERSION_LINE = `docOutlines ${VERSION}\n`;

/**
 * Whether lines may be appended to `file`, read as `source`: it is still as it was read (size,
 * modification time, inode), and with them it holds at most a quarter more than the live lines
 * (`live` bytes, of `size` then) — the rest replaced outlines and docs gone.
 */
function appendable(file: string, source: FileIdentity, size: number, live: number): boolean {
  return size <= live + live / 4 && stillAsRead(file, source);
}
