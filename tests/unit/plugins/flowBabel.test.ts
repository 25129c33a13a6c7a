// A site whose Babel config reads Flow (tests/fixtures/sites/flow-babel: babel.config.js names
// @babel/preset-flow, as Flow's website's does) has Flow type annotations in its .js files. This
// generator runs no Babel: the build fails at the annotation's line and column, saying why.
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { BuildError } from '../../../plugins/diagnostics.js';

const root = join(import.meta.dirname, '../../..');
const siteDir = join(root, 'tests/.tmp/flow-babel-site');
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe('Flow type annotations in a site whose Babel config reads Flow', () => {
  it("fails at the annotation, naming the site's Babel config", async () => {
    rmSync(siteDir, { recursive: true, force: true });
    mkdirSync(siteDir, { recursive: true });
    cpSync(join(root, 'tests/fixtures/sites/flow-babel'), siteDir, { recursive: true });
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
