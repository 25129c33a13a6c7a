// `write-heading-ids` with Docusaurus 3.10's heading id syntaxes (scripts/writeHeadingIds.ts) on
// tests/fixtures/sites/heading-ids-v4, a site whose config turns `markdown.mdx1Compat.headingIds`
// off (future.v4). The expected files are what Docusaurus 3.10.2's `write-heading-ids --syntax
// mdx-comment` and `--syntax mdx-comment --migrate` wrote for the same site, byte for byte; the
// heading ids of the migrated site's pages are the ones Docusaurus 3.10.2 built.
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../../plugins/buildSite.js';
import { siteMarkdown, writeHeadingIdsToFiles } from '../../../scripts/writeHeadingIds.js';

const root = join(import.meta.dirname, '../../..');
const fixture = join(root, 'tests/fixtures/sites/heading-ids-v4');
const tmp = join(root, 'tests/.tmp/heading-ids-v4');
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function site(name: string): string {
  const dir = join(tmp, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(fixture, dir, { recursive: true });
  return dir;
}
const read = (dir: string, file: string) => readFileSync(join(dir, 'docs', file), 'utf8');

/** antenna.md as Docusaurus 3.10.2 wrote it with --syntax mdx-comment. */
const ANTENNA = `---
title: Antenna
---

# Antenna

## Mounting the mast {/* #mounting-the-mast */}

Text.

## Cable [length](https://example.com/length) limits {/* #cable-length-limits */}

\`\`\`bash
## not a heading
\`\`\`

## Mounting the mast {/* #mounting-the-mast-1 */}

### Keep me {#kept-id}

### Old style comment {/* #comment-id */}
`;

describe('write-heading-ids --syntax, --migrate (Docusaurus 3.10)', () => {
  it('--syntax mdx-comment writes {/* #id */}, keeping ids of either syntax, as Docusaurus does', () => {
    const dir = site('comment');
    const { changed } = writeHeadingIdsToFiles({
      siteDir: dir,
      paths: [],
      options: { syntax: 'mdx-comment' },
    });
    expect(changed).toHaveLength(3);
    expect(read(dir, 'antenna.md')).toBe(ANTENNA);
    expect(read(dir, 'power.mdx')).toBe(
      '# Power\n\n## Supply voltage {/* #supply-voltage-1 */}\n\n## Supply voltage {#supply-voltage}\n\n### Sleep current {/* #sleep-current */}\n',
    );
    expect(read(dir, 'plain.md')).toContain('## Read as CommonMark {/* #read-as-commonmark */}\n');
  });

  it('--migrate rewrites the ids already there in the chosen syntax, keeping them', () => {
    const dir = site('migrate');
    writeHeadingIdsToFiles({
      siteDir: dir,
      paths: [],
      options: { syntax: 'mdx-comment', migrate: true },
    });
    expect(read(dir, 'antenna.md')).toBe(
      ANTENNA.replace('### Keep me {#kept-id}', '### Keep me {/* #kept-id */}'),
    );
    expect(read(dir, 'power.mdx')).toBe(
      '# Power\n\n## Supply voltage {/* #supply-voltage-1 */}\n\n## Supply voltage {/* #supply-voltage */}\n\n### Sleep current {/* #sleep-current */}\n',
    );
    // And back: the classic syntax, the same ids.
    writeHeadingIdsToFiles({
      siteDir: dir,
      paths: [],
      options: { syntax: 'classic', migrate: true },
    });
    expect(read(dir, 'power.mdx')).toBe(
      '# Power\n\n## Supply voltage {#supply-voltage-1}\n\n## Supply voltage {#supply-voltage}\n\n### Sleep current {#sleep-current}\n',
    );
  });

  it('refuses --overwrite with --migrate, and a syntax that is not one, before writing', () => {
    const dir = site('refused');
    expect(() =>
      writeHeadingIdsToFiles({
        siteDir: dir,
        paths: [],
        options: { overwrite: true, migrate: true },
      }),
    ).toThrow('--overwrite and --migrate cannot be used together');
    expect(() =>
      writeHeadingIdsToFiles({
        siteDir: dir,
        paths: [],
        options: { syntax: 'comment' as never },
      }),
    ).toThrow('--syntax comment: not a heading id syntax (classic or mdx-comment)');
    expect(read(dir, 'power.mdx')).toBe(readFileSync(join(fixture, 'docs/power.mdx'), 'utf8'));
  });

  it('without --syntax, writes {#id} as Docusaurus 3.10.2 does, listing the MDX files that will not read it', async () => {
    const dir = site('default');
    const markdown = await siteMarkdown(dir);
    expect(markdown).toMatchObject({ format: 'mdx', headingIds: false });
    const { changed, unread } = writeHeadingIdsToFiles({
      siteDir: dir,
      paths: [],
      options: {},
      site: markdown,
    });
    expect(changed).toHaveLength(3);
    // What Docusaurus 3.10.2's `write-heading-ids` (no option) wrote for this v4 site.
    expect(read(dir, 'power.mdx')).toBe(
      '# Power\n\n## Supply voltage {#supply-voltage-1}\n\n## Supply voltage {#supply-voltage}\n\n### Sleep current {#sleep-current}\n',
    );
    expect(read(dir, 'antenna.md')).toBe(
      ANTENNA.replace(/\{\/\* #(mounting-the-mast(?:-1)?|cable-length-limits) \*\/\}/g, '{#$1}'),
    );
    expect(read(dir, 'antenna.md')).toContain('### Old style comment {/* #comment-id */}\n');
    expect(read(dir, 'plain.md')).toContain('## Read as CommonMark {#read-as-commonmark}\n');
    // MDX files (not `mdx: { format: md }`) read {#id} as code once headingIds is off.
    expect(unread.map((file) => file.slice(dir.length + 1)).sort()).toEqual([
      'docs/antenna.md',
      'docs/power.mdx',
    ]);
    // Without the v4 flag, {#id} is read everywhere: nothing to warn about.
    const classic = site('default-classic');
    const config = join(classic, 'docusaurus.config.js');
    writeFileSync(config, readFileSync(config, 'utf8').replace(/ {2}future: .*\n/, ''));
    const classicMarkdown = await siteMarkdown(classic);
    expect(classicMarkdown.headingIds).toBe(true);
    const result = writeHeadingIdsToFiles({
      siteDir: classic,
      paths: [],
      options: {},
      site: classicMarkdown,
    });
    expect(result.unread).toEqual([]);
    expect(read(classic, 'power.mdx')).toBe(read(dir, 'power.mdx'));
  });

  it('the migrated site builds, with the heading ids Docusaurus 3.10.2 gives its pages', async () => {
    const dir = site('build');
    writeHeadingIdsToFiles({
      siteDir: dir,
      paths: [],
      options: { syntax: 'mdx-comment', migrate: true },
    });
    const outDir = join(dir, 'build');
    await buildSite({ siteDir: dir, outDir });
    const ids = (page: string) =>
      [
        ...readFileSync(join(outDir, page, 'index.html'), 'utf8').matchAll(
          /<h[2-6][^>]* id="([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    expect(ids('antenna')).toEqual([
      'mounting-the-mast',
      'cable-length-limits',
      'mounting-the-mast-1',
      'kept-id',
      'comment-id',
    ]);
    expect(ids('power')).toEqual(['supply-voltage-1', 'supply-voltage', 'sleep-current']);
  }, 120_000);
});
