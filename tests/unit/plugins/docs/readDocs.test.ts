import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { docsFilter, listDocSources } from '../../../../plugins/docs/readDocs.js';
import { isPartialFile } from '../../../../plugins/mdx/partials.js';

const docsDir = mkdtempSync(join(tmpdir(), 'read-docs-'));
afterAll(() => rmSync(docsDir, { recursive: true, force: true }));
for (const f of [
  'intro.md',
  'guide/setup.mdx',
  'guide/_shared.md',
  '_partials/note.md',
  '__tests__/case.md',
  'drafts/idea.md',
  'api/client.test.ts',
  'api/readme.txt',
  '.hidden/secret.md',
]) {
  mkdirSync(join(docsDir, dirname(f)), { recursive: true });
  writeFileSync(join(docsDir, f), '# x\n');
}

describe('which files are docs (include / exclude)', () => {
  it("takes Docusaurus's defaults: Markdown, but not _ names, __tests__ or dot folders", () => {
    expect(listDocSources(docsDir)).toEqual(['drafts/idea.md', 'guide/setup.mdx', 'intro.md']);
  });

  it('takes only what include matches, and leaves out what exclude matches', () => {
    expect(listDocSources(docsDir, { include: ['guide/**/*.{md,mdx}', 'intro.md'] })).toEqual([
      'guide/setup.mdx',
      'intro.md',
    ]);
    expect(listDocSources(docsDir, { exclude: ['drafts/**'] })).toEqual([
      '__tests__/case.md',
      '_partials/note.md',
      'guide/_shared.md',
      'guide/setup.mdx',
      'intro.md',
    ]);
  });

  it('never takes a file that is not Markdown, even when include names it', () => {
    expect(docsFilter({ include: ['**/*'] })('api/readme.txt')).toBe(false);
    expect(docsFilter({ include: ['**/*'] })('api/notes.md')).toBe(true);
  });

  it('makes a Markdown file under docs/ that is no doc a partial (importable), by the same globs', () => {
    const file = (rel: string) => join(docsDir, rel);
    expect(isPartialFile(file('guide/_shared.md'), docsDir)).toBe(true);
    expect(isPartialFile(file('drafts/idea.md'), docsDir)).toBe(false);
    const excludeDrafts = docsFilter({ exclude: ['drafts/**'] });
    expect(isPartialFile(file('drafts/idea.md'), docsDir, excludeDrafts)).toBe(true);
    expect(isPartialFile(file('guide/_shared.md'), docsDir, excludeDrafts)).toBe(false);
    expect(isPartialFile(join(dirname(docsDir), 'note.md'), docsDir, excludeDrafts)).toBe(true);
  });
});
