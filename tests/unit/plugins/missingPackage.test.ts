// A page importing a package the site's folder does not have (tests/fixtures/sites/missing-package)
// fails at the import's line and column, with the package to install.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { BuildError } from '../../../plugins/diagnostics.js';
import { fixtureCopies } from '../fixtureSite.js';

const copies = fixtureCopies('missing-package');

describe('an import of a package that is not installed', () => {
  it('fails at the import, naming the package to install', async () => {
    const siteDir = copies.copy();
    const failure = await buildSite({ siteDir, outDir: join(siteDir, 'build') }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(BuildError);
    const file = join(siteDir, 'src/pages/about.jsx');
    const [d] = (failure as BuildError).diagnostics;
    expect(d).toMatchObject({ file, line: 2, column: 21, severity: 'error' });
    expect(d!.message).toBe(`Could not resolve '@lantern-works/flicker/react' in ${file}`);
    expect(d!.hint).toMatch(/npm install @lantern-works\/flicker\)/);
  }, 300_000);
});
