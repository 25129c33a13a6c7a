// Files whose content is in a compiled page, not only their name: a Docusaurus site's Markdown
// image gives the page its size, and a small one its bytes as a `data:` URL (remarkImages.ts).
// Each is kept with a stamp (its size and modification time when compiled) in the compile's record
// (CompiledDoc.assets), and a cached compile is reused only while every stamp is the same.
import { statSync } from 'node:fs';

/** A file and its stamp when the page was compiled. */
export interface AssetStamp {
  file: string;
  stamp: string;
}

/** The stamp of `file` now (its size and modification time), or undefined when it cannot be read. */
export function assetStamp(file: string): string | undefined {
  try {
    const s = statSync(file);
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return undefined;
  }
}

/** Whether the files whose content a cached page holds are as they were when it was compiled. */
export function assetsUnchanged(assets: AssetStamp[] | undefined): boolean {
  return !assets || assets.every((a) => assetStamp(a.file) === a.stamp);
}
