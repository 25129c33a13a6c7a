// The compile cache is kept while the compiler's version (a hash of its code) is the same. The
// compiler runs modules of src/shared too (a Docusaurus site's code block markup): an edit of one
// left every compiled page as it was, so a rebuild showed the old markup until the cache was
// removed. Each src/ module plugins/mdx imports for more than its types is in the hash.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMPILER_SHARED_FILES } from '../../../../plugins/mdx/compilerVersion.js';

const root = join(import.meta.dirname, '../../../..');
const mdxDir = join(root, 'plugins/mdx');

describe("the compiler version's files", () => {
  it('hold every src/ module the compiler imports for its code', () => {
    const imported = new Set<string>();
    for (const file of readdirSync(mdxDir).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(join(mdxDir, file), 'utf8');
      for (const m of text.matchAll(/^import (type )?[^;]*? from '(\.\.\/\.\.\/src\/[^']+)';/gms)) {
        if (m[1]) continue; // types only: nothing of it runs
        imported.add(relative(root, resolve(mdxDir, m[2]!)).replace(/\.js$/, '.ts'));
      }
    }
    expect(imported.size).toBeGreaterThan(0);
    for (const f of imported) expect(COMPILER_SHARED_FILES, f).toContain(f);
  });
});
