// A fragment file of the built-in search (indexFormat.ts `fragmentsFile`): what the hits of one
// group of records display. A group never spans two pages, so the page's path and its first two
// levels (the sidebar category and the page title) are written once per file, not once per record:
// the fragment files are most of what a first query loads (issue 38).
import type { RecordFragment } from './indexFormat.js';

type Trail = (string | null)[];
/**
 * A record of the file: [anchor, level, [lvl2 … lvlN], content], and its whole trail last when
 * its lvl0 and lvl1 are not the file's. The anchor is 0 when it is its heading's plain slug (most
 * are: a first query loads a hundred fragment files on a large site, a dozen bytes a row each).
 */
type FragmentRow = [string | null | 0, number, Trail, string | null, Trail?];

/**
 * The id rehype-slug (github-slugger) gives a heading of ASCII letters, digits, spaces and
 * punctuation. Other headings may differ from it; their rows keep the anchor, since a row stores
 * 0 only where this gives back exactly the anchor it replaces.
 */
const plainSlug = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');

/** The anchor a row stores for a record whose trail ends at `level`. */
function storedAnchor(anchor: string | null, trail: Trail, level: number): string | null | 0 {
  const heading = trail[level];
  return anchor && heading && plainSlug(heading) === anchor ? 0 : anchor;
}
/** [page path, lvl0, lvl1, rows in record order]. */
export type FragmentFile = [string, string | null, string | null, FragmentRow[]];

/** The file of one group's fragments (all of one page, in record order). */
export function encodeFragments(fragments: RecordFragment[]): FragmentFile {
  const [path, , , head = []] = fragments[0] ?? ['', null, 0, []];
  const lvl0 = head[0] ?? null;
  const lvl1 = head[1] ?? null;
  const rows = fragments.map(([own, anchor, level, trail, content]): FragmentRow => {
    if (own !== path) throw new Error(`fragment group spans two pages: ${path} and ${own}`);
    const shared = trail.length >= 2 && trail[0] === lvl0 && trail[1] === lvl1;
    const stored = storedAnchor(anchor, trail, level);
    return shared ? [stored, level, trail.slice(2), content] : [stored, level, [], content, trail];
  });
  return [path, lvl0, lvl1, rows];
}

export function decodeFragments([path, lvl0, lvl1, rows]: FragmentFile): RecordFragment[] {
  return rows.map(([anchor, level, deeper, content, own]) => {
    const trail = own ?? [lvl0, lvl1, ...deeper];
    return [path, anchor === 0 ? plainSlug(trail[level] ?? '') : anchor, level, trail, content];
  });
}
