// Issue 32: "a newcomer adds a content type as one folder". tests/fixtures/sites/content-plugin has
// a notes plugin in plugins/notes/ (its loader, routes, route renderer, theme component, content
// theme, search facets), named in the config's `plugins` and nothing else: built here, its notes
// are pages at their routes, drawn by its theme component, in the search index under its heading,
// and its content kind is one the browser's content-in-tree constant has.
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeModulesOf } from '../../../../plugins/builtins/routeModules.js';
import { buildSite } from '../../../../plugins/buildSite.js';
import { formatDiagnostic } from '../../../../plugins/diagnostics.js';
import { loadSite, type SiteData } from '../../../../plugins/loadSite.js';
import { siteFeatures } from '../../../../plugins/siteFeatures.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/content-plugin');
const siteDir = join(root, 'tests/.tmp/content-plugin-unit');
const outDir = join(siteDir, 'build');
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');

describe('a content type added as one plugin folder', () => {
  let site: SiteData;
  beforeAll(async () => {
    rmSync(siteDir, { recursive: true, force: true });
    cpSync(fixture, siteDir, { recursive: true });
    await buildSite({ siteDir, outDir });
    site = await loadSite({ siteDir, production: true });
  }, 240_000);
  afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

  it('gives its routes of its own kind, rendered by its folder’s renderer', () => {
    expect(site.routes.map((r) => `${r.kind} ${r.path}`)).toEqual([
      'doc /',
      'note /notes/fog-signals',
      'note /notes/tide-tables',
    ]);
    expect(routeModulesOf(site).kinds.get('note')?.file).toBe(
      join(siteDir, 'plugins/notes/noteKind.js'),
    );
    expect(site.warnings.map((w) => formatDiagnostic(w, { color: false }))).toEqual([]);
  });

  it('pre-renders each note, compiled from its Markdown, in its theme component', () => {
    const html = read('notes/tide-tables/index.html');
    const article =
      /<article class="note-page" data-note="note:tide-tables">(.*?)<\/article>/s.exec(html)?.[1];
    expect(article).toContain('Tide tables</h1>');
    expect(article).toContain('high water comes twice a day');
    expect(article).toMatch(/<h2[^>]*id="spring-tides"/);
    expect(html).toContain('<title>Tide tables | Harbour notes</title>');
    expect(read('notes/fog-signals/index.html')).toContain('data-note="note:fog-signals"');
  });

  it('puts its notes in the search index under its own heading', () => {
    // Fragment files sit in shelves, folders of their own beside the index's (indexFormat.ts).
    const dir = join(outDir, 'assets/search');
    const pages = readdirSync(dir)
      .flatMap((folder) => readdirSync(join(dir, folder)).map((f) => join(dir, folder, f)))
      .filter((f) => /[/\\]f\d+\.json$/.test(f))
      .map((f) => JSON.parse(readFileSync(f, 'utf8')) as unknown[])
      .filter((p) => String(p[0]).startsWith('/notes/'))
      .map((p) => p.slice(0, 3));
    expect(pages.sort()).toEqual([
      ['/notes/fog-signals', 'Notes', 'Fog signals'],
      ['/notes/tide-tables', 'Notes', 'Tide tables'],
    ]);
  });

  it('has its content kind in the browser’s content-in-tree constant, from its declaration', () => {
    // Its theme component is a plugin theme's (as a third-party theme's would be), and encloses
    // its notes' content: that content renders in the page's tree; the built-in kinds keep islands.
    expect(siteFeatures(site).contentInTree).toEqual({
      doc: false,
      blog: false,
      page: false,
      note: true,
    });
    // The client bundle's constant (src/theme/contentInTree.ts reads it by kind).
    const scripts = readdirSync(join(outDir, 'assets'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.js'))
      .map((f) => read(join('assets', f)));
    expect(scripts.some((code) => /\{doc:!1,blog:!1,page:!1,note:!0\}/.test(code))).toBe(true);
  });
});
