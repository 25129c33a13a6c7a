// A Docusaurus site highlights the fences of Prism's bundled languages and of those it adds with
// `prism.additionalLanguages`; every other fence is plain text (tests/fixtures/sites/prism-languages
// adds `ini` and `bash`). Which blocks are coloured is what Docusaurus 3.8.1 built for the same
// folder (by hand, with scripts/bench/peer's install): a block is coloured when it has a token
// other than Prism's `token plain`.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../../plugins/buildSite.js';
import { prismLanguages } from '../../../../plugins/config/docusaurus/prismLanguages.js';
import { PACKAGE_ROOT } from '../../../../plugins/paths.js';

/** Each fence's language → whether Docusaurus 3.8.1 coloured it. */
const DOCUSAURUS: Record<string, boolean> = {
  js: true,
  yaml: true,
  bash: true,
  shell: true,
  ini: true,
  toml: false,
  diff: false,
  java: false,
  console: false,
  python: true,
};

let siteDir: string;
beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'docs-prism-languages-'));
  cpSync(join(PACKAGE_ROOT, 'tests/fixtures/sites/prism-languages'), siteDir, { recursive: true });
  await buildSite({ siteDir, outDir: join(siteDir, 'build') });
}, 120_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe("a Docusaurus site's code languages", () => {
  it('colours the fences Docusaurus colours and leaves the others plain', () => {
    const html = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
    const coloured: Record<string, boolean> = {};
    for (const m of html.matchAll(/class="[^"]*\blanguage-([\w-]+)[ "][\s\S]*?<\/pre>/g))
      coloured[m[1]!] = /<span class="shl-/.test(m[0]);
    expect(coloured).toEqual(DOCUSAURUS);
  });

  it("adds an added Prism language's aliases, and keeps the bundle's own", () => {
    const langs = prismLanguages(['bash', 'docker']);
    expect(langs).toEqual(expect.arrayContaining(['bash', 'sh', 'shell', 'docker', 'dockerfile']));
    expect(langs).toEqual(expect.arrayContaining(['js', 'jsx', 'tsx', 'yml', 'py', 'json']));
    expect(prismLanguages([])).not.toContain('bash');
  });
});
