// What the Markdown export wrote of each page, kept in the build's cache folder for the next build
// (issue 37): the key of everything the page's Markdown is made of (llmsTxt.ts `exportKey`), its
// size in bytes, its co-located images as the export linked them, and llms-full.txt's order of the
// pages. A rebuild after one doc's edit then keeps every other page's `.md` file and copies its
// part of llms-full.txt from the last one's bytes, where it made and wrote every page's Markdown
// from its body again (5.4 MB of text for the 1,000-doc bench corpus). Written by the cache stage,
// once the build succeeded: a failed build puts the previous output back, which this record
// describes.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ExportedPage } from './llmsTxt.js';

const VERSION = 1;

/** A page's record: what llmsTxt.ts gives, and its images' marks with the URLs they became. */
export interface ExportedPageRecord extends ExportedPage {
  images?: [written: string, url: string][];
}

interface ExportFile {
  v: number;
  /** The export's code (llmsTxt.ts `markdownExportVersion`). */
  version: string;
  outDir: string;
  /** llms-full.txt's pages, in order. */
  order: string[];
  /** Permalink → [key, size, images]. */
  pages: Record<string, [string, number, [string, string][]?]>;
}

export interface MarkdownExportCache {
  /** What the last build exported of `permalink` into the same output folder. */
  previous(permalink: string): ExportedPageRecord | undefined;
  /** The pages of the last build's llms-full.txt, in order (undefined: no record). */
  previousOrder(): string[] | undefined;
  /** This build's export: kept until `save`. */
  set(pages: Map<string, ExportedPageRecord>, order: string[]): void;
  /** Writes this build's record (once the build succeeded); nothing when it set none. */
  save(): void;
}

/** The record at `file` for the output folder `outDir`, made by the export's code `version`. */
export function openMarkdownExportCache(
  file: string,
  outDir: string,
  version: string,
): MarkdownExportCache {
  let last: ExportFile | null | undefined;
  const read = (): ExportFile | null => {
    if (last !== undefined) return last;
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as ExportFile;
      last = data.v === VERSION && data.version === version && data.outDir === outDir ? data : null;
    } catch {
      last = null;
    }
    return last;
  };
  let current: ExportFile | undefined;
  return {
    previous(permalink) {
      const entry = read()?.pages[permalink];
      if (!entry) return undefined;
      const [key, size, images] = entry;
      return { key, size, ...(images ? { images } : {}) };
    },
    previousOrder: () => read()?.order,
    set(pages, order) {
      const entries: ExportFile['pages'] = {};
      for (const [permalink, p] of pages)
        entries[permalink] = p.images?.length ? [p.key, p.size, p.images] : [p.key, p.size];
      current = { v: VERSION, version, outDir, order, pages: entries };
    },
    save() {
      if (!current) return;
      mkdirSync(dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(current));
      renameSync(temporary, file);
    },
  };
}
