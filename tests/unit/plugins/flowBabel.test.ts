// A site whose Babel config reads Flow (tests/fixtures/sites/flow-babel: babel.config.js names
// @babel/preset-flow, as Flow's website's does) has Flow type annotations in its .js files. This
// generator runs no Babel: the build fails at the annotation's line and column, saying why.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { BuildError } from '../../../plugins/diagnostics.js';
import { fixtureCopies } from '../fixtureSite.js';

const copies = fixtureCopies('flow-babel');

describe('Flow type annotations in a site whose Babel config reads Flow', () => {
  it("fails at the annotation, naming the site's Babel config", async () => {
    const siteDir = copies.copy();
    const failure = await buildSite({ siteDir, outDir: join(siteDir, 'build') }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(BuildError);
    const [d] = (failure as BuildError).diagnostics;
    expect(d).toMatchObject({
      file: join(siteDir, 'src/pages/tides.js'),
      line: 4,
      column: 36,
      severity: 'error',
    });
    expect(d!.hint).toMatch(/babel\.config\.js names @babel\/preset-flow/);
    expect(d!.hint).toMatch(/Flow types into comments/);
  }, 300_000);
});
