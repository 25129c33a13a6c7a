// Docusaurus 3.9's markdown.hooks given as functions (issue 39): Docusaurus calls the function for
// each broken `.md` link or missing image instead of reporting it, with the URL, the file's path
// relative to the site and the Markdown node; a string it returns becomes the URL. The compile
// loads the config itself (as a worker thread does), so the functions reach it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileDoc } from '../../../../plugins/mdx/compileDoc.js';
import {
  loadSiteExtensions,
  markdownHookFunctions,
} from '../../../../plugins/mdx/siteExtensions.js';
import { mapDocusaurusConfig } from '../../../../plugins/config/docusaurus/mapDocusaurusConfig.js';

let siteDir: string;
beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'md-hooks-'));
  mkdirSync(join(siteDir, 'docs', 'guide'), { recursive: true });
  mkdirSync(join(siteDir, 'static'));
  // The hooks record what they were given on globalThis, so the test can read it.
  writeFileSync(
    join(siteDir, 'docusaurus.config.js'),
    `export default {
  title: 'Hooks', url: 'https://hooks.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  markdown: {
    hooks: {
      onBrokenMarkdownLinks: ({ url, sourceFilePath, node }) => {
        (globalThis.hookCalls ??= []).push({ kind: 'link', url, sourceFilePath, type: node.type });
        return url.startsWith('./old/') ? 'https://archive.example/' + url.slice(6) : undefined;
      },
      onBrokenMarkdownImages: ({ url, sourceFilePath }) => {
        (globalThis.hookCalls ??= []).push({ kind: 'image', url, sourceFilePath });
        return '/img/placeholder.png';
      },
    },
  },
};
`,
  );
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const calls = () => (globalThis as { hookCalls?: object[] }).hookCalls ?? [];

const compile = (body: string, hooks = { onBrokenMarkdownLinks: 'ignore' as const }) =>
  compileDoc({
    body,
    filePath: join(siteDir, 'docs', 'guide', 'page.md'),
    source: 'guide/page.md',
    siteDir,
    staticDirs: [join(siteDir, 'static')],
    permalinkBySource: new Map([['intro.md', '/docs/intro']]),
    markdownConfig: { hooks: { ...hooks, onBrokenMarkdownImages: 'ignore' } },
  });

describe('markdown.hooks functions', () => {
  it('are read from the config, and map to no report of their own', async () => {
    const site = await loadSiteExtensions(siteDir);
    expect(Object.keys(site.markdownHooks ?? {}).sort()).toEqual([
      'onBrokenMarkdownImages',
      'onBrokenMarkdownLinks',
    ]);
    expect(site.key).not.toBe('');
    expect(markdownHookFunctions({ markdown: { hooks: { onBrokenMarkdownLinks: 'warn' } } })).toBe(
      undefined,
    );
    const config = {
      title: 'T',
      url: 'https://t.example',
      baseUrl: '/',
      markdown: { hooks: { onBrokenMarkdownImages: () => undefined } },
    };
    const mapped = mapDocusaurusConfig(config, { configFile: join(siteDir, 'x.js'), source: '' });
    expect(mapped.siteConfig.markdown?.hooks).toEqual({
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'ignore',
    });
  });

  it('are called for a broken link: a returned URL replaces it, undefined keeps it', async () => {
    const before = calls().length;
    const compiled = await compile(
      'See [old notes](./old/notes.md), [gone](../gone.md) and [intro](../intro.md).\n',
    );
    expect(calls().slice(before)).toEqual([
      { kind: 'link', url: './old/notes.md', sourceFilePath: 'docs/guide/page.md', type: 'link' },
      { kind: 'link', url: '../gone.md', sourceFilePath: 'docs/guide/page.md', type: 'link' },
    ]);
    expect(compiled.code).toContain('"https://archive.example/notes.md"');
    expect(compiled.code).toContain('"../gone.md"');
    expect(compiled.code).toContain('"/docs/intro"');
    // The function decides: no warning of ours, even with the level a string would have.
    expect(compiled.warnings).toEqual([]);
  });

  it('are called for a missing image, whose URL becomes what the function returns', async () => {
    const before = calls().length;
    const compiled = await compile('![Map](./img/map.png)\n');
    expect(calls().slice(before)).toEqual([
      { kind: 'image', url: './img/map.png', sourceFilePath: 'docs/guide/page.md' },
    ]);
    expect(compiled.code).toContain('"/img/placeholder.png"');
    expect(compiled.code).not.toContain('map.png');
    expect(compiled.warnings).toEqual([]);
  });
});
