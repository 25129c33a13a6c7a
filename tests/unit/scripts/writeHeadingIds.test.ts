// `write-heading-ids` (scripts/writeHeadingIds.ts): ids on `##`… headings, as Docusaurus's command
// writes them, found by a Markdown parser.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  siteMarkdown,
  writeHeadingIds,
  writeHeadingIdsToFiles,
} from '../../../scripts/writeHeadingIds.js';

const root = join(import.meta.dirname, '../../..');
const site = join(root, 'tests/.tmp/write-heading-ids');
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('writeHeadingIds', () => {
  it('adds the slug of each heading of level 2 and below, leaving the title alone', () => {
    const source = '# Title\n\n## Getting started\n\nText.\n\n### Use the `cli` [tool](./x.md)\n';
    expect(writeHeadingIds(source)).toBe(
      '# Title\n\n## Getting started {#getting-started}\n\nText.\n\n### Use the `cli` [tool](./x.md) {#use-the-cli-tool}\n',
    );
  });

  it('keeps existing ids and never repeats one; --overwrite replaces them', () => {
    const source = '## Setup {#setup}\n\n## Setup\n\n## Other {#custom}\n';
    expect(writeHeadingIds(source)).toBe(
      '## Setup {#setup}\n\n## Setup {#setup-1}\n\n## Other {#custom}\n',
    );
    expect(writeHeadingIds(source, { overwrite: true })).toBe(
      '## Setup {#setup}\n\n## Setup {#setup-1}\n\n## Other {#other}\n',
    );
  });

  it('keeps the case with maintainCase', () => {
    expect(writeHeadingIds('## Hello World\n', { maintainCase: true })).toBe(
      '## Hello World {#Hello-World}\n',
    );
  });

  it('leaves code blocks (any fence), front matter and setext headings as they are', () => {
    const source = [
      '---',
      '## not: a heading',
      '---',
      '',
      '~~~md',
      '## In code',
      '~~~',
      '',
      'Underlined',
      '----------',
      '',
      '## Real',
      '',
    ].join('\n');
    const out = writeHeadingIds(source);
    expect(out).toBe(source.replace('## Real', '## Real {#real}'));
  });

  it("writes the files of the site's content folders, and names the files it changed", () => {
    mkdirSync(join(site, 'docs/guide'), { recursive: true });
    writeFileSync(join(site, 'docs/guide/a.md'), '## One\n');
    writeFileSync(join(site, 'docs/b.mdx'), '## Two {#two}\n');
    writeFileSync(join(site, 'docs/notes.txt'), '## Not Markdown\n');
    const result = writeHeadingIdsToFiles({ siteDir: site, paths: [], options: {} });
    expect(result).toEqual({ changed: [join(site, 'docs/guide/a.md')], total: 2, unread: [] });
    expect(readFileSync(join(site, 'docs/guide/a.md'), 'utf8')).toBe('## One {#one}\n');
    expect(readFileSync(join(site, 'docs/notes.txt'), 'utf8')).toBe('## Not Markdown\n');
  });

  it("without file arguments, writes the folders of the site's content plugins, as Docusaurus 3.10 does", async () => {
    // A Docusaurus site whose docs are in handbook/, with a second docs instance (community/, its
    // versions in community_versioned_docs/) and a blog in news/; README.md is no plugin's.
    const dir = join(root, 'tests/.tmp/write-heading-ids-plugins');
    rmSync(dir, { recursive: true, force: true });
    const files: Record<string, string> = {
      'handbook/intro.md': '# Intro\n\n## First steps\n',
      'community/index.md': '## Meet us\n',
      'community_versioned_docs/version-1.0/index.md': '## Old meeting\n',
      'community_versions.json': '["1.0"]\n',
      'community_versioned_sidebars/version-1.0-sidebars.json': '{}\n',
      'news/2026-01-01-hello.md': '---\ntitle: Hello\n---\n\n## News item\n',
      'docs/stray.md': '## Not a content folder here\n',
      'README.md': '## Read me\n',
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    writeFileSync(
      join(dir, 'docusaurus.config.js'),
      [
        'export default {',
        "  title: 'Harbour', url: 'https://example.org', baseUrl: '/',",
        "  presets: [['classic', { docs: { path: 'handbook', sidebarPath: false }, blog: { path: 'news' } }]],",
        "  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: false }]],",
        '};',
        '',
      ].join('\n'),
    );
    const markdown = await siteMarkdown(dir);
    const result = writeHeadingIdsToFiles({
      siteDir: dir,
      paths: [],
      options: {},
      folders: markdown.folders!,
    });
    expect(result.changed.map((f) => f.slice(dir.length + 1)).sort()).toEqual([
      'community/index.md',
      'community_versioned_docs/version-1.0/index.md',
      'handbook/intro.md',
      'news/2026-01-01-hello.md',
    ]);
    expect(readFileSync(join(dir, 'handbook/intro.md'), 'utf8')).toContain(
      '## First steps {#first-steps}',
    );
    expect(readFileSync(join(dir, 'docs/stray.md'), 'utf8')).toBe(files['docs/stray.md']);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe(files['README.md']);
    rmSync(dir, { recursive: true, force: true });
  });
});
