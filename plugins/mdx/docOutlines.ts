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

const VERSION = 2;

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
 * version line, then one line per doc, its key and its outline as JSON with a tab between (JSON
 * holds no raw tab or line break); a later line of the same key wins. Hundreds of docs' Markdown
 * bodies make it megabytes: an outline is parsed when it is asked for, and `save` appends the
 * lines of the outlines this build made to the file as it was read, so a rebuild after one doc's
 * edit stringifies and writes that doc's outline alone (issue 37). The file is written whole
 * (only this build's outlines, an unchanged one's line as it was read) when it changed since it
 * was read, does not end with a whole line (a write cut short), or would hold more than a quarter
 * of lines no build reads any more (outlines replaced, docs gone).
 */
export function openDocOutlines(file: string): DocOutlines {
  let previous: Map<string, { text: string; outline?: DocOutline }> | undefined;
  /** The file as it was read, when lines may be appended to it. */
  let source: { size: number; mtimeMs: number; ino: number; chars: number } | undefined;
  const read = () => {
    if (previous) return previous;
    previous = new Map();
    try {
      const { bytes, identity } = readWithIdentity(file);
      const text = bytes.toString('utf8');
      const lines = text.split('\n');
      if (lines[0] !== `docOutlines ${VERSION}`) return previous;
      for (let i = 1; i < lines.length; i++) {
        const line = lines[i]!;
        const tab = line.indexOf('\t');
        if (tab > 0)
          previous.set(JSON.parse(line.slice(0, tab)) as string, { text: line.slice(tab + 1) });
      }
      // A last line cut short (a build stopped while writing) is not appended to.
      if (text.endsWith('\n')) source = { ...identity, chars: text.length };
    } catch {
      previous = new Map();
    }
    return previous;
  };
  const get = (key: string): DocOutline | undefined => {
    const entry = read().get(key);
    if (!entry) return undefined;
    try {
      return (entry.outline ??= JSON.parse(entry.text) as DocOutline);
    } catch {
      // a line cut short (a full disk): that doc is compiled again
      read().delete(key);
      return undefined;
    }
  };
  const current = new Map<string, DocOutline>();
  let changed = false;
  const lineOf = (key: string, text: string) => `${JSON.stringify(key)}\t${text}\n`;
  return {
    get,
    put(key, outline) {
      if (get(key) !== outline) changed = true;
      current.set(key, outline);
    },
    save() {
      if (!changed && current.size === read().size) return;
      let live = VERSION_LINE.length;
      const added: string[] = [];
      for (const [key, outline] of current) {
        const kept = read().get(key);
        if (kept?.outline === outline) live += key.length + kept.text.length + 4;
        else {
          const line = lineOf(key, JSON.stringify(outline));
          added.push(line);
          live += line.length;
        }
      }
      const appended = added.join('');
      if (source && appendable(file, source, source.chars + appended.length, live)) {
        if (appended) appendFileSync(file, appended);
        return;
      }
      const lines = [VERSION_LINE];
      for (const [key, outline] of current) {
        const kept = read().get(key);
        lines.push(lineOf(key, kept?.outline === outline ? kept.text : JSON.stringify(outline)));
      }
      mkdirSync(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, lines.join(''));
      renameSync(temporary, file);
    },
  };
}

const VERSION_LINE = `docOutlines ${VERSION}\n`;

/**
 * Whether lines may be appended to `file`, read as `source`: it is still as it was read (size,
 * modification time, inode), and with them it holds at most a quarter more than the live lines
 * (`live` characters, of `chars` then) — the rest replaced outlines and docs gone.
 */
function appendable(file: string, source: FileIdentity, chars: number, live: number): boolean {
  return chars <= live + live / 4 && stillAsRead(file, source);
}
