// "1:1", "16:9" or "12:00" in a paragraph is one text, as Docusaurus compiles it: its
// remark-directive 3 starts a directive's name with a letter, where the remark-directive 4 this
// generator parses with reads `:1` as a text directive, given back as text but in pieces (a
// Docusaurus 3.7.0 page wrote "as 1:1, then", ours "as 1<!-- -->:1<!-- -->, then"). A name
// that starts with a letter (`a:b`) is a directive on both and stays as it was.
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';

const site = mkdtempSync(join(tmpdir(), 'mdx-digit-colon-'));
mkdirSync(join(site, 'docs'), { recursive: true });
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** The children of the compiled page's first paragraph, as the compiled code gives them. */
async function paragraph(body: string, docusaurus: boolean): Promise<string> {
  const { code } = await compileDoc({
    body,
    filePath: join(site, 'docs/a.md'),
    source: 'a.md',
    siteDir: site,
    staticDirs: [],
    permalinkBySource: new Map(),
    ...(docusaurus ? { frontMatter: {} } : {}),
  });
  return /_jsxs?\(_components\.p, \{\s*children: ([^\n]*)\n/.exec(code)![1]!;
}

describe('a colon before a digit in prose', () => {
  it('stays in one text on a Docusaurus site and on a site of ours', async () => {
    for (const docusaurus of [true, false]) {
      expect(await paragraph('Swap 1:1, ratio 16:9, at 10:30am or 12:00.\n', docusaurus)).toBe(
        '"Swap 1:1, ratio 16:9, at 10:30am or 12:00."',
      );
    }
  });

  it('joins the text around a digit pair next to other inline content', async () => {
    const { code } = await compileDoc({
      body: 'At **noon** 12:00 sharp.\n',
      filePath: join(site, 'docs/b.md'),
      source: 'b.md',
      siteDir: site,
      staticDirs: [],
      permalinkBySource: new Map(),
      frontMatter: {},
    });
    expect(code).toContain('" 12:00 sharp."');
  });
});
