// `docusaurus --version` in a site switched from Docusaurus: the generator's version, and the
// Docusaurus release the site's package.json still names (what to reinstall to go back).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generatorVersion, versionReport } from '../../../scripts/version.js';

const root = join(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

function site(manifest: object | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'docs-version-report-'));
  dirs.push(dir);
  if (manifest) writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest));
  return dir;
}

describe('the --version report', () => {
  it("names the generator's version from its package.json", () => {
    expect(generatorVersion(root)).toMatch(/^\d+\.\d+\.\d+/);
    expect(versionReport(site(undefined), '1.2.3')).toBe('docusaurus-vite 1.2.3');
  });

  it('names the Docusaurus release of a switched site from the @docusaurus/* packages it keeps', () => {
    // create-docusaurus 3.10.2's template after `npm uninstall @docusaurus/core @docusaurus/preset-classic`.
    const switched = site({
      dependencies: { '@docusaurus/faster': '3.10.2', react: '^19.0.0' },
      devDependencies: {
        '@docusaurus/module-type-aliases': '3.10.2',
        '@docusaurus/types': '3.10.2',
        'docusaurus-vite': 'file:docusaurus-vite-0.1.0.tgz',
      },
    });
    expect(versionReport(switched, '0.1.0')).toBe(
      'docusaurus-vite 0.1.0\nDocusaurus 3.10.2: the release this site is written for (@docusaurus/faster in its package.json)',
    );
    // Before the switch, its core names it.
    const before = site({ dependencies: { '@docusaurus/core': '^3.5.2' } });
    expect(versionReport(before, '0.1.0').split('\n')[1]).toBe(
      'Docusaurus 3.5.2: the release this site is written for (@docusaurus/core in its package.json)',
    );
  });
});
