// The generated modules are written only when their text changed (a rebuild's are mostly the
// last build's: issue 37), and the registry names each route's module by its path in the site as
// `relative` does, also for paths it must resolve.
import { mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitePathOf } from '../../../../plugins/lifecycle/generatedFiles.js';
import { writeIfChanged } from '../../../../plugins/lifecycle/run.js';

describe('generated files', () => {
  it('leaves a file holding the text as it is, and writes any other text', () => {
    const dir = mkdtempSync(join(tmpdir(), 'generated-'));
    const file = join(dir, 'deep', 'routes.js');
    writeIfChanged(file, 'export default [1];\n');
    expect(readFileSync(file, 'utf8')).toBe('export default [1];\n');
    const past = new Date(Date.now() - 60_000);
    utimesSync(file, past, past);
    const before = statSync(file).mtimeMs;
    writeIfChanged(file, 'export default [1];\n');
    expect(statSync(file).mtimeMs).toBe(before);
    // The same size, another text; then another size.
    writeIfChanged(file, 'export default [2];\n');
    expect(readFileSync(file, 'utf8')).toBe('export default [2];\n');
    writeIfChanged(file, 'export default [2, 3];\n');
    expect(readFileSync(file, 'utf8')).toBe('export default [2, 3];\n');
    writeFileSync(file, 'changed by hand');
    writeIfChanged(file, 'export default [2, 3];\n');
    expect(readFileSync(file, 'utf8')).toBe('export default [2, 3];\n');
  });

  it('names a file by its path from the site folder as `relative` does', () => {
    for (const siteDir of ['/site', '/site/', '/a/../site', 'site']) {
      const of = sitePathOf(siteDir);
      for (const file of [
        '/site/docs/a.md',
        '/site/docs/../src/pages/index.tsx',
        '/site//docs/a.md',
        '/site/docs/./a.md',
        '/site/docs/..',
        '/site/docs/.',
        '/site/docs/.hidden/a.md',
        '/site/docs/..a/b.md',
        '/site/docs/',
        '/sites/x.md',
        '/elsewhere/b.md',
        '/site',
      ])
        expect(of(file), `${siteDir} ${file}`).toBe(relative(siteDir, file));
    }
  });
});
