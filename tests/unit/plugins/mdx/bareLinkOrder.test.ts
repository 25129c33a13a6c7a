// Where a bare `.md` link is looked for (tests/fixtures/sites/docusaurus-link-order): the site's
// Docusaurus release decides, as its utils' resolveMarkdownLinkPathname does. docs/rigging/sails.md
// links to `halyard.md`; docs/halyard.md and docs/rigging/halyard.md both exist. Built by
// Docusaurus 3.8.1 the link goes to /docs/halyard (the docs folder before the doc's own folder),
// by 3.10.2 to /docs/rigging/halyard (the doc's own folder first, as from 3.9.0).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { PACKAGE_ROOT } from '../../../../plugins/paths.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The doc links of the sails page, built with the site on `release`. */
async function sailsLinks(release: string): Promise<string[]> {
  const siteDir = mkdtempSync(join(tmpdir(), 'docs-link-order-'));
  dirs.push(siteDir);
  cpSync(join(PACKAGE_ROOT, 'tests/fixtures/sites/docusaurus-link-order'), siteDir, {
    recursive: true,
  });
  const pkg = join(siteDir, 'package.json');
  writeFileSync(pkg, readFileSync(pkg, 'utf8').replaceAll('3.8.1', release));
  await buildSite({ siteDir, outDir: join(siteDir, 'build') });
  const html = readFileSync(join(siteDir, 'build/docs/rigging/sails/index.html'), 'utf8');
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  return [...article.matchAll(/href="(\/docs\/[^"]*)"/g)].map((m) => m[1]!);
}

describe('a bare .md link', () => {
  it('is looked for from the docs folder first on a Docusaurus 3.8 site', async () => {
    expect(await sailsLinks('3.8.1')).toEqual(['/docs/halyard']);
  }, 180_000);
  it("is looked for from the doc's own folder first on a Docusaurus 3.10 site", async () => {
    expect(await sailsLinks('3.10.2')).toEqual(['/docs/rigging/halyard']);
  }, 180_000);
});
