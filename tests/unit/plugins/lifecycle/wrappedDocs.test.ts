// Local plugins extending the docs and the pages plugins by calling their functions
// (tests/fixtures/sites/docs-wrapper): the config maps them as the docs and pages instances with
// their options, their functions get those instances, the content they read is Docusaurus's, and
// the docs' and pages' routes exist once the plugins' own contentLoaded ran. What the generator
// cannot honour stops with the plugin's name and the method.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  formatDiagnostic,
  isBuildError,
  type BuildError,
} from '../../../../plugins/diagnostics.js';
import { loadSite } from '../../../../plugins/loadSite.js';

const fixture = resolve('tests/fixtures/sites/docs-wrapper');
const scratch = mkdtempSync(join(tmpdir(), 'wrapped-docs-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the fixture with the plugin file `file` replaced by `edit` of it. */
function variant(name: string, file: string, edit: (source: string) => string): string {
  const dir = join(scratch, name);
  cpSync(fixture, dir, { recursive: true, filter: (f) => !f.includes('.cache') });
  const path = join(dir, 'src/plugins', file);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  return dir;
}

async function failure(siteDir: string): Promise<string> {
  const e = await loadSite({ siteDir, production: true }).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(isBuildError(e)).toBe(true);
  return (e as BuildError).diagnostics.map((d) => formatDiagnostic(d, { color: false })).join('\n');
}

describe('local plugins extending the docs and the pages (docs-wrapper fixture)', () => {
  it('are the docs and pages instances, with the routes their own contentLoaded adds', async () => {
    const site = await loadSite({
      siteDir: variant('as-is', 'handbook-plugin.js', (s) => s),
      production: true,
    });
    const plugins = site.plugins!.result.plugins;
    const docs = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs')!;
    expect(docs.entryPath).toMatch(/src\/plugins\/handbook-plugin\.js$/);
    expect(docs.wrapped?.ref).toEqual({ kind: 'docs', index: 0 });
    // One docs instance: the wrapper's is the site's (no default `docs/` instance beside it).
    expect(plugins.filter((p) => p.name === 'docusaurus-plugin-content-docs')).toHaveLength(1);
    const pages = plugins.find((p) => p.name === 'docusaurus-plugin-content-pages')!;
    expect(pages.wrapped?.ref).toEqual({ kind: 'pages', index: 0 });
    expect(site.routes.map((r) => r.path).sort()).toEqual([
      '/',
      '/all-pages',
      '/almanac',
      '/handbook/by-tag',
      '/handbook/intro',
      '/handbook/tags',
      '/handbook/tags/basics',
      '/handbook/tags/instruments',
      '/handbook/tools/chart',
      '/handbook/tools/gauge',
    ]);
    // Docusaurus's docs configureWebpack aliases `~docs` to the docs' generated files folder,
    // where the wrapper's createData writes: `~docs/default/by-tag-current.json` is its file.
    const docsAlias = site.plugins!.webpack.alias['~docs'];
    expect(docsAlias).toBeDefined();
    expect(existsSync(join(docsAlias!, 'default/by-tag-current.json'))).toBe(true);
  }, 120_000);

  it("has no docs routes when the wrapper never calls the docs' contentLoaded", async () => {
    const dir = variant('no-docs-routes', 'handbook-plugin.js', (s) =>
      s.replace('await docs.contentLoaded(args);', ''),
    );
    const site = await loadSite({ siteDir: dir, production: true });
    const paths = site.routes.map((r) => r.path);
    expect(paths).toContain('/handbook/by-tag');
    expect(paths.filter((p) => p.startsWith('/handbook/'))).toEqual(['/handbook/by-tag']);
  }, 120_000);

  it("has no pages routes when the wrapper never calls the pages' contentLoaded", async () => {
    const dir = variant('no-page-routes', 'pages-plugin.js', (s) =>
      s.replace('await pages.contentLoaded(args);', ''),
    );
    const site = await loadSite({ siteDir: dir, production: true });
    const paths = site.routes.map((r) => r.path);
    expect(paths).toContain('/all-pages');
    expect(paths).not.toContain('/almanac');
    expect(paths).not.toContain('/');
  }, 120_000);

  it("whose loadContent never calls the docs': its name, the method and why", async () => {
    const dir = variant('no-docs-content', 'handbook-plugin.js', (s) =>
      s.replace(
        'const content = await docs.loadContent();',
        'const content = { loadedVersions: [] };',
      ),
    );
    const text = await failure(dir);
    expect(text).toContain(
      'plugin "docusaurus-plugin-content-docs" loadContent: returned content without the docs',
    );
    expect(text).toContain("the docs plugin's loadContent was not called");
  }, 120_000);

  // Real wrappers do both (a category pushed into a sidebar for generated pages; docs filtered
  // out, sidebars emptied); the docs here are routed from the folder and the sidebars file.
  it('whose loadContent removes a doc or changes a sidebar: the line, what changed, and why', async () => {
    const removed = variant('doc-removed', 'handbook-plugin.js', (s) =>
      s.replace(
        'const content = await docs.loadContent();',
        "const content = await docs.loadContent();\n      content.loadedVersions[0].docs = content.loadedVersions[0].docs.filter((d) => d.id !== 'tools/chart');",
      ),
    );
    const text = await failure(removed);
    expect(text).toMatch(
      /src\/plugins\/handbook-plugin\.js:\d+:\d+ error plugin "docusaurus-plugin-content-docs" failed in contentLoaded/,
    );
    expect(text).toContain(
      'the docs\' content given to contentLoaded is not the docs plugin\'s as loaded (version "current": docs removed: tools/chart)',
    );
    const sidebar = variant('sidebar-changed', 'handbook-plugin.js', (s) =>
      s.replace(
        'const content = await docs.loadContent();',
        "const content = await docs.loadContent();\n      content.loadedVersions[0].sidebars.handbook.push({ type: 'link', label: 'Tides', href: '/tides' });",
      ),
    );
    expect(await failure(sidebar)).toContain('(version "current": sidebars changed: handbook)');
  }, 120_000);

  it('that gives the docs another route base: the line of the call, and the option', async () => {
    const dir = variant('other-route', 'handbook-plugin.js', (s) =>
      s.replace(
        'docsPluginExports.default(context, options)',
        "docsPluginExports.default(context, { ...options, routeBasePath: 'manual' })",
      ),
    );
    const text = await failure(dir);
    expect(text).toMatch(
      /src\/plugins\/handbook-plugin\.js:\d+:\d+ error plugin "\.\/src\/plugins\/handbook-plugin" failed in the plugin function/,
    );
    expect(text).toContain('change "routeBasePath" from the options the config gives this plugin');
  }, 120_000);
});
