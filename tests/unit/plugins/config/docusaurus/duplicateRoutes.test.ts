// Docusaurus's onDuplicateRoutes (issue 39): two docs on one route (a README.md beside an
// index.md, as real sites have them) are a warning by default, nothing with 'ignore', and a
// build error naming the file with 'throw', as Docusaurus's handleDuplicateRoutes reports them.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyDuplicateRoutesLevel } from '../../../../../plugins/config/docusaurus/duplicateRoutes.js';
import { BuildError, type Diagnostic } from '../../../../../plugins/diagnostics.js';
import { loadSite } from '../../../../../plugins/loadSite.js';
import { PACKAGE_ROOT } from '../../../../../plugins/paths.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The docusaurus-wild fixture (its docs/guide has README.md and index.md) with this level. */
function siteWith(level: string | undefined): string {
  const siteDir = mkdtempSync(join(tmpdir(), 'dup-routes-'));
  dirs.push(siteDir);
  cpSync(join(PACKAGE_ROOT, 'tests/fixtures/sites/docusaurus-wild'), siteDir, { recursive: true });
  const file = join(siteDir, 'docusaurus.config.js');
  const config = readFileSync(file, 'utf8');
  if (level)
    writeFileSync(
      file,
      config.replace("baseUrl: '/',", `baseUrl: '/', onDuplicateRoutes: '${level}',`),
    );
  return siteDir;
}

const duplicates = (warnings: Diagnostic[]) => warnings.filter((w) => w.kind === 'duplicate route');

describe('onDuplicateRoutes', () => {
  it("warns by default and with 'log', says nothing with 'ignore'", async () => {
    const byDefault = await loadSite({ siteDir: siteWith(undefined), production: true });
    expect(duplicates(byDefault.warnings)).toHaveLength(1);
    const logged = await loadSite({ siteDir: siteWith('log'), production: true });
    expect(duplicates(logged.warnings)).toHaveLength(1);
    const ignored = await loadSite({ siteDir: siteWith('ignore'), production: true });
    expect(duplicates(ignored.warnings)).toEqual([]);
    // One of the two docs is still the route's page either way.
    expect(ignored.routes.filter((r) => r.path.replace(/\/$/, '') === '/docs/guide')).toHaveLength(
      1,
    );
  });

  it("fails the build with 'throw', naming the file and the other one", async () => {
    const error = await loadSite({ siteDir: siteWith('throw'), production: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BuildError);
    const [diagnostic] = (error as BuildError).diagnostics;
    expect(diagnostic).toMatchObject({ severity: 'error', kind: 'duplicate route' });
    expect(diagnostic!.file).toMatch(/docs[/\\]guide[/\\](README|index)\.md$/);
    expect(diagnostic!.message).toMatch(/is also the route of .*(README|index)\.md/);
    expect(diagnostic!.hint).toContain("onDuplicateRoutes to 'warn'");
  });

  it('leaves other warnings alone', () => {
    const other: Diagnostic = { file: 'a.md', severity: 'warning', message: 'other' };
    const dup: Diagnostic = { ...other, kind: 'duplicate route', message: '/x is also…' };
    expect(applyDuplicateRoutesLevel([other, dup], 'ignore')).toEqual([other]);
    expect(applyDuplicateRoutesLevel([other], 'throw')).toEqual([other]);
    expect(applyDuplicateRoutesLevel([other, dup])).toEqual([other, dup]);
  });
});
