// What the route table and the Markdown export take of a doc's compile (its standalone module's
// digest and length, its warnings, its Markdown body), kept between builds by the doc's compile
// key (`DocCompiler.keyOf`, an opaque string), beside what says whether the stored compile still
// holds (its dependencies, partials and highlighted blocks: `DocCompiler.vouch`). A rebuild after
// one doc's edit then reads one small file for the unchanged docs instead of each one's compile
// record from the compile cache (issue 37). The search index keeps its own per-page summaries
// (plugins/search/searchTokenCache.ts).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { CompiledDoc } from './compileDoc.js';

const VERSION = 1;

/** A doc's compile, as far as the route table and the Markdown export read it. */
export type DocOutline = Pick<
  CompiledDoc,
  | 'warnings'
  | 'standaloneDigest'
  | 'standaloneBytes'
  | 'markdown'
  | 'dependencies'
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

/** The outlines in `file`: the last build's, read on first use (none if unreadable). */
export function openDocOutlines(file: string): DocOutlines {
  let previous: Map<string, DocOutline> | undefined;
  const read = (): Map<string, DocOutline> => {
    if (previous) return previous;
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as {
        v: number;
        outlines: Record<string, DocOutline>;
      };
      previous = new Map(data.v === VERSION ? Object.entries(data.outlines) : []);
    } catch {
      previous = new Map();
    }
    return previous;
  };
  const current = new Map<string, DocOutline>();
  let changed = false;
  return {
    get: (key) => read().get(key),
    put(key, outline) {
      if (read().get(key) !== outline) changed = true;
      current.set(key, outline);
    },
    save() {
      if (!changed && current.size === read().size) return;
      mkdirSync(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(
        temporary,
        JSON.stringify({ v: VERSION, outlines: Object.fromEntries(current) }),
      );
      renameSync(temporary, file);
    },
  };
}
