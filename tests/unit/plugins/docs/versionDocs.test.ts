// Each docs version's docs by id, as Docusaurus's version metadata prop holds them for
// useDocsVersion().docs and useDocById: one module per version, the route's preloaded with it.
import { describe, expect, it } from 'vitest';
import { docsInDocusaurusOrder, type LoadedDocSet } from '../../../../plugins/docs/loadDocSets.js';
import {
  versionDocsIndexSource,
  versionDocsModuleOfRoute,
  versionDocsModuleSource,
  versionDocsOf,
} from '../../../../plugins/docs/versionDocs.js';

/** A version of the `default` instance with its docs: id, title, description, sidebar. */
function versionSet(
  key: string,
  name: string,
  docs: [id: string, title: string, description: string, sidebar?: string][],
): LoadedDocSet {
  return {
    spec: { key, pluginId: 'default', version: { name } },
    docs: docs.map(([id, title, description]) => ({
      id,
      title,
      description,
      filePath: `/site/${name}/${id}.md`,
      permalink: `/${name}/${id}`,
    })),
    navigation: new Map(docs.map(([id, , , sidebar]) => [id, sidebar ? { sidebar } : {}])),
    generatedIndexes: [{ permalink: `/${name}/category/guides` }],
  } as unknown as LoadedDocSet;
}

const current = versionSet('', 'current', [
  ['intro', 'Introduction', 'Where to start.', 'guides'],
  ['changelog', 'Changelog', 'What changed.'],
]);
// Not the primary set: its sidebars carry `@default@1.0` in the site's table.
const old = versionSet('default@1.0', '1.0', [['intro', 'Intro (1.0)', 'Start.', 'guides@default@1.0']]);

describe('version docs', () => {
  it("holds each doc's id, title, description and sidebar by its own name, as Docusaurus does", () => {
    expect(versionDocsOf(current)).toEqual({
      intro: { id: 'intro', title: 'Introduction', description: 'Where to start.', sidebar: 'guides' },
      // In no sidebar: no `sidebar` key (Docusaurus's undefined, dropped by JSON).
      changelog: { id: 'changelog', title: 'Changelog', description: 'What changed.' },
    });
    expect(versionDocsOf(old).intro).toEqual({
      id: 'intro',
      title: 'Intro (1.0)',
      description: 'Start.',
      sidebar: 'guides',
    });
  });

  it("lists the docs in Docusaurus's order, by id with localeCompare, not by file path", () => {
    // Files sorted by path put `guide/Concepts` (a capital) before `guide/archived`; Docusaurus's
    // loadVersion sorts its docs by id with localeCompare, which a plugin listing them keeps.
    const set = versionSet('', 'current', [
      ['guide/Concepts/b', 'B', ''],
      ['guide/Concepts/a-z', 'AZ', ''],
      ['guide/archived/old', 'Old', ''],
      ['guide/Concepts/a', 'A', ''],
    ]);
    expect(Object.keys(versionDocsOf(set))).toEqual([
      'guide/archived/old',
      'guide/Concepts/a',
      'guide/Concepts/a-z',
      'guide/Concepts/b',
    ]);
    expect(docsInDocusaurusOrder(set.docs).map((d) => d.id)).toEqual(Object.keys(versionDocsOf(set)));
  });

  it('gives a module per version, loaded lazily by the index', () => {
    const index = versionDocsIndexSource([current, old]);
    expect(index).toContain(
      '"default/current": () => import("virtual:docs/version-docs/default/current")',
    );
    expect(index).toContain('"default/1.0": () => import("virtual:docs/version-docs/default/1.0")');
    const code = versionDocsModuleSource([current, old], 'virtual:docs/version-docs/default/1.0');
    expect(code).toMatch(/^export default /);
    expect(JSON.parse(code!.replace(/^export default |;\n$/g, ''))).toEqual(versionDocsOf(old));
    expect(versionDocsModuleSource([current], 'virtual:docs/version-docs/default/2.0')).toBe(
      undefined,
    );
  });

  it("names the module a doc route or a generated index needs, none for another route", () => {
    const sets = [current, old];
    expect(
      versionDocsModuleOfRoute(sets, { path: '/1.0/intro', kind: 'doc', module: '/site/1.0/intro.md' }),
    ).toBe('virtual:docs/version-docs/default/1.0');
    expect(
      versionDocsModuleOfRoute(sets, {
        path: '/current/category/guides',
        kind: 'generated-index',
        module: 'virtual:docs/generated-index/x',
      }),
    ).toBe('virtual:docs/version-docs/default/current');
    expect(
      versionDocsModuleOfRoute(sets, { path: '/blog', kind: 'page', module: '/site/src/blog.js' }),
    ).toBe(undefined);
  });

  it("names a tags page's version's module: Docusaurus's tags routes are its version's children", () => {
    const sets = [current, old];
    const tags = new Map([
      ['1.0', { route: '/1.0/tags', pages: [{ permalink: '/1.0/tags/knots' }] }],
      ['current', { route: '/current/tags', pages: [{ permalink: '/current/tags/knots' }] }],
    ]);
    const tagRoute = (path: string) => ({ path, kind: 'page', module: `virtual:docs/doc-tags/${encodeURIComponent(path)}.js` });
    expect(versionDocsModuleOfRoute(sets, tagRoute('/1.0/tags'), tags)).toBe(
      'virtual:docs/version-docs/default/1.0',
    );
    expect(versionDocsModuleOfRoute(sets, tagRoute('/1.0/tags/knots'), tags)).toBe(
      'virtual:docs/version-docs/default/1.0',
    );
    expect(versionDocsModuleOfRoute(sets, tagRoute('/current/tags/knots'), tags)).toBe(
      'virtual:docs/version-docs/default/current',
    );
  });
});
