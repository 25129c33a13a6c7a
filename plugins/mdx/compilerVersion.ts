// The version of the doc compiler: a hash of its code and of the locked package versions. Its own
// module, without the compiler, so that the build's up-to-date check need not load the compiler.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The theme's shared modules the compiler runs (not only their types): a Docusaurus site's code
 * block markup, Prism's and the code themes' classes, the magic comments. An edit of one of them
 * changes what a compiled page holds, as an edit of plugins/mdx does (tests/unit/plugins/mdx/
 * compilerVersionFiles.test.ts checks the list against the compiler's imports).
 */
export const COMPILER_SHARED_FILES = [
  'src/shared/codeThemeClasses.ts',
  'src/shared/docusaurusCodeMarkup.ts',
  'src/shared/magicComments.ts',
  'src/shared/paths.ts',
  'src/shared/prismMarkup.ts',
  'src/shared/siteConfigSchema.ts',
];

/** Everything a compiled page depends on besides its own text: the compiler's code and versions. */
let compilerVersion: string | undefined;
export function getCompilerVersion(): string {
  if (compilerVersion) return compilerVersion;
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const hash = createHash('sha1');
  for (const dir of ['plugins/mdx', 'plugins/search', 'src/shared/search']) {
    const abs = join(root, dir);
    if (!existsSync(abs)) continue;
    for (const f of readdirSync(abs).sort()) hash.update(f).update(readFileSync(join(abs, f)));
  }
  for (const f of COMPILER_SHARED_FILES) {
    const abs = join(root, f);
    if (existsSync(abs)) hash.update(f).update(readFileSync(abs));
  }
  // The Markdown export's snapshot runs inside the compile.
  hash.update(readFileSync(join(root, 'plugins/output/markdownExport.ts')));
  // package-lock.json, or in an installed package its package.json (plugins/paths.ts).
  const lock = ['package-lock.json', 'package.json'].map((f) => join(root, f)).find(existsSync);
  if (lock) hash.update(readFileSync(lock));
  compilerVersion = hash.digest('hex');
  return compilerVersion;
}
