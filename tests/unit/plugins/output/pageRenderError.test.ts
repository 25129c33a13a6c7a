// Builds tests/fixtures/sites/page-render-error: a src/pages page that throws on the server fails the
// build at the page's file, naming its route and the component it was thrown in.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { BuildError } from '../../../../plugins/diagnostics.js';
import { fixtureCopies } from '../../fixtureSite.js';

const copies = fixtureCopies('page-render-error');

describe('a page that throws while pre-rendering', () => {
  it('fails the build at its file, with its route, the error and where it was thrown', async () => {
    const siteDir = copies.copy();
    const failure = await buildSite({ siteDir, outDir: join(siteDir, 'build') }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(BuildError);
    const [d] = (failure as BuildError).diagnostics;
    expect(d!.file).toBe(join(siteDir, 'src/pages/tables.tsx'));
    expect(d!.message).toMatch(
      /^the page at \/tables failed to render: .*reading 'map'.* \(in <TideTables> of src\/pages\/tables\.tsx, under .*\)$/,
    );
    expect(d!.hint).toMatch(/customFields/);
  }, 300_000);
});
