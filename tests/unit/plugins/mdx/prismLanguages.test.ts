// A Docusaurus site highlights the fences of Prism's bundled languages and of those it adds with
// `prism.additionalLanguages`; every other fence is plain text (tests/fixtures/sites/prism-languages
// adds `ini` and `bash`). Which blocks are coloured is what Docusaurus 3.8.1 built for the same
// folder (by hand, with scripts/bench/peer's install): a block is coloured when it has a token
// other than Prism's `token plain`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prismLanguages } from '../../../../plugins/config/docusaurus/prismLanguages.js';
import { builtFixture } from '../../fixtureSite.js';

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

const { siteDir } = builtFixture('prism-languages', { under: 'os', timeout: 120_000 });

describe("a Docusaurus site's code languages", () => {
  it('colours the fences Docusaurus colours and leaves the others plain', () => {
    const html = readFileSync(join(siteDir, 'build/index.html'), 'utf8');
    const coloured: Record<string, boolean> = {};
    for (const m of html.matchAll(/class="[^"]*\blanguage-([\w-]+)[ "][\s\S]*?<\/pre>/g))
      coloured[m[1]!] = /<span class="token (?!plain")/.test(m[0]);
    expect(coloured).toEqual(DOCUSAURUS);
  });

  it("adds an added Prism language's aliases, and keeps the bundle's own", () => {
    const langs = prismLanguages(['bash', 'docker']);
    expect(langs).toEqual(expect.arrayContaining(['bash', 'sh', 'shell', 'docker', 'dockerfile']));
    expect(langs).toEqual(expect.arrayContaining(['js', 'jsx', 'tsx', 'yml', 'py', 'json']));
    expect(prismLanguages([])).not.toContain('bash');
  });
});
