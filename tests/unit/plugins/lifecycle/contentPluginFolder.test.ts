// Issue 32: "a newcomer adds a content type as one folder". tests/fixtures/sites/content-plugin has
// a notes plugin in plugins/notes/ (its loader, routes, route renderer, theme component, content
// theme, search facets), named in the config's `plugins` and nothing else: built here, its notes
// are pages at their routes, drawn by its theme component, in the search index under its heading,
// and its content kind is one the browser's content-in-tree constant has.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeModulesOf } from '../../../../plugins/builtins/routeModules.js';
import { formatDiagnostic } from '../../../../plugins/diagnostics.js';
import { loadSite, type SiteData } from '../../../../plugins/loadSite.js';
import { siteFeatures } from '../../../../plugins/siteFeatures.js';
import { withoutOwnContentComponents } from '../../../../plugins/contentInTree.js';
import { builtFixture } from '../../fixtureSite.js';

describe('a content type added as one plugin folder', () => {
  let site: SiteData;
  const { siteDir, outDir, read } = builtFixture('content-plugin', { timeout: 240_000 });
  beforeAll(async () => {
    site = await loadSite({ siteDir, production: true });
  });

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

  it('keeps islands for its notes: its own theme component is the kind’s, not an override', () => {
    // Its NotePage, in its own theme folder, encloses the notes as the classic theme's DocItem
    // encloses docs: no kind renders in the page's tree, so the constant is false.
    expect(siteFeatures(site).contentInTree).toBe(false);
    const plugins = site.plugins!;
    const notes = plugins.themePaths.find((t) => t.name === 'notes-plugin')!;
    const own = join(notes.dir, 'NotePage.js');
    // A site's override of it (or another plugin theme's) still is one.
    const site2 = join(siteDir, 'src/theme/NotePage.js');
    const overrides = new Map([['NotePage', [own, site2]]]);
    expect(
      withoutOwnContentComponents(overrides, plugins.result.plugins, plugins.themePaths),
    ).toEqual(new Map([['NotePage', [site2]]]));
    expect(
      withoutOwnContentComponents(
        new Map([['NotePage', [own]]]),
        plugins.result.plugins,
        plugins.themePaths,
      ),
    ).toEqual(new Map());
  });

  it('writes each note as a module of its own: the bundle has none of its MDX code', () => {
    const assets = (readdirSync(join(outDir, 'assets'), { recursive: true }) as string[])
      .map((f) => f.split('\\').join('/'))
      .filter((f) => f.endsWith('.js'));
    const withText = assets.filter((f) => read(join('assets', f)).includes('range is widest'));
    // The note's standalone module (plugins/stages/pages.ts), which the route table names.
    expect(withText).toHaveLength(1);
    expect(withText[0]).toMatch(/^docs\/tide-tables-[\w-]{8}\.js$/);
    // Its page's scripts (the bundle's entry and the chunks it preloads) hold none of it: only
    // that module, which the page loads to hydrate its islands, as a doc's page loads its own.
    const html = read('notes/tide-tables/index.html');
    const scripts = [
      ...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g),
    ].map((m) => m[1]!);
    expect(scripts).toContain(`assets/${withText[0]}`);
    const bundled = scripts.filter((f) => !f.startsWith('assets/docs/'));
    expect(bundled.length).toBeGreaterThan(0);
    for (const file of bundled) expect(read(file), file).not.toContain('range is widest');
  });

  it('pre-renders a note’s content with island markers around its interactive parts only', () => {
    const html = read('notes/tide-tables/index.html');
    const article =
      /<article class="note-page" data-note="note:tide-tables">(.*?)<\/article>/s.exec(html)![1]!;
    // The content's element (the kind's className), its static text outside any island; its
    // `# title` in <header>, as Docusaurus's MDX loader puts a content title.
    expect(article).toMatch(/^<div class="markdown"><header><h1>Tide tables<\/h1><\/header>/);
    const islands = [...article.matchAll(/<docs-island[^>]*>(.*?)<\/docs-island>/gs)];
    expect(islands.map((m) => /role="tablist"/.test(m[1]!))).toContain(true);
    expect(islands.every((m) => !m[1]!.includes('high water comes twice a day'))).toBe(true);
  });
});
