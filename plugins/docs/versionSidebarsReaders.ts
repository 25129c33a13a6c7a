// Whether a Docusaurus site's own code or its plugins' themes read a docs version's sidebars whole:
// `useDocsVersion()` (whose `docsSidebars` hold every sidebar of the version), `useDocsSidebar()`
// or `useDocRootMetadata()` (the page's sidebar, nested categories and all). Docusaurus loads every
// sidebar of the version with each doc page; this generator loads a page the parts of its own
// sidebar it shows (plugins/routes/splitSidebars.ts) unless the site may read more, when each
// version's docs module carries its sidebars whole too (./versionDocs.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../paths.js';

/** What reads a version's sidebars whole (an identifier, not a word inside another). */
const READS_SIDEBARS = /\b(?:docsSidebars|useDocsVersion|useDocsSidebar|useDocRootMetadata)\b/;
const CODE = /\.(?:[cm]?[jt]sx?)$/;
/** A file bigger than this is not hand-written theme code (a bundle, generated data). */
const MAX_FILE = 512 * 1024;

/** Whether a file under `dir` (node_modules and dot folders aside) mentions what reads sidebars. */
function folderReadsSidebars(dir: string): boolean {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) {
      if (folderReadsSidebars(path)) return true;
    } else if (CODE.test(e.name) && !e.name.endsWith('.d.ts')) {
      try {
        if (statSync(path).size <= MAX_FILE && READS_SIDEBARS.test(readFileSync(path, 'utf8')))
          return true;
      } catch {
        // unreadable: not the site's code
      }
    }
  }
  return false;
}

const cache = new WeakMap<object, boolean>();

/**
 * Whether the site's `src/` or a plugin's theme folder (`getThemePath`; not this generator's own)
 * reads whole sidebars (see the top); looked for once per loaded site.
 */
export function readsVersionSidebars(site: {
  siteDir: string;
  plugins?: { themePaths: readonly { dir: string }[] } | undefined;
}): boolean {
  let reads = cache.get(site);
  if (reads === undefined) {
    const own = join(PACKAGE_ROOT, 'src', 'theme');
    const dirs = [
      join(site.siteDir, 'src'),
      ...(site.plugins?.themePaths ?? []).map((t) => t.dir).filter((d) => join(d) !== own),
    ];
    reads = [...new Set(dirs)].some(folderReadsSidebars);
    cache.set(site, reads);
  }
  return reads;
}
