// Docs tags in every version and every docs instance (tests/fixtures/sites/docs-tags-versions):
// Docusaurus builds a tags list and a page per tag for each version, under the version's own path
// (`/docs/next/tags` beside `/docs/tags`), each listing that version's docs only, and likewise
// for a second docs instance (with its own tagsBasePath). Expected values were recorded from
// Docusaurus 3.8.1's build of the same fixture.
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hooksOf } from '../../../../plugins/lifecycle/generatorHooks.js';
import { BUILT_IN_NAMES } from '../../../../plugins/builtins/native.js';
import { loadSite, type SiteData } from '../../../../plugins/loadSite.js';
import { docTagsModuleId } from '../../../../plugins/pages/docTags.js';
import { virtualModuleSource } from '../../../../plugins/routes/virtualModules.js';
import { pageMetadataOf } from '../../../../plugins/lifecycle/markdownPages.js';

const root = join(import.meta.dirname, '../../../..');
const fixture = join(root, 'tests/fixtures/sites/docs-tags-versions');
const siteDir = join(root, 'tests/.tmp/docs-tags-versions');
let site: SiteData;

beforeAll(async () => {
  rmSync(siteDir, { recursive: true, force: true });
  cpSync(fixture, siteDir, { recursive: true });
  site = await loadSite({ siteDir, production: true });
}, 120_000);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const tagsOf = (file: string) =>
  pageMetadataOf(site, join(siteDir, file))?.tags?.map((t) => [t.label, t.permalink]);

describe('docs tags of a versioned site with two docs instances', () => {
  it('has the routes Docusaurus 3.8.1 builds: tags pages for every version and instance', () => {
    expect(site.routes.map((r) => r.path).sort()).toEqual([
      '/crew/deckhand',
      '/crew/labels',
      '/crew/labels/deck',
      '/docs/anchor',
      '/docs/buoy',
      '/docs/next/anchor',
      '/docs/next/tags',
      '/docs/next/tags/night-watch',
      '/docs/next/tags/rope',
      '/docs/tags',
      '/docs/tags/buoys',
      '/docs/tags/rope',
    ]);
  });

  it("links each doc's tags to its own version's tag pages, with that version's tags file", () => {
    // The current version's tags.yml names `rope` "Rope" and `Night Watch` "Night watch";
    // version 1.0 has no tags file, so its tags are inline, labelled as written.
    expect(tagsOf('docs/anchor.md')).toEqual([
      ['Rope', '/docs/next/tags/rope'],
      ['Night watch', '/docs/next/tags/night-watch'],
    ]);
    expect(tagsOf('versioned_docs/version-1.0/anchor.md')).toEqual([['rope', '/docs/tags/rope']]);
    expect(tagsOf('versioned_docs/version-1.0/buoy.md')).toEqual([
      ['Buoys', '/docs/tags/buoys'],
      ['rope', '/docs/tags/rope'],
    ]);
    expect(tagsOf('crew/deckhand.md')).toEqual([['Deck', '/crew/labels/deck']]);
  });

  it("lists on each tag page the docs of that version only, and each version's own tags", () => {
    const page = (path: string) => virtualModuleSource(docTagsModuleId(path), site) ?? '';
    const rope = page('/docs/tags/rope');
    expect(rope).toContain('2 docs tagged with \\"rope\\"');
    expect(rope).toContain('"permalink":"/docs/buoy"');
    expect(rope).not.toContain('/docs/next/anchor');
    const nextRope = page('/docs/next/tags/rope');
    expect(nextRope).toContain('One doc tagged with \\"Rope\\"');
    expect(nextRope).toContain('Lines and knots');
    expect(nextRope).toContain('"allTagsPath":"/docs/next/tags"');
    expect(page('/docs/tags')).toContain('{"label":"Buoys","permalink":"/docs/tags/buoys"');
    expect(page('/docs/tags')).toContain(
      '{"label":"rope","permalink":"/docs/tags/rope","count":2}',
    );
    expect(page('/docs/tags')).not.toContain('Night watch');
    expect(page('/crew/labels')).toContain('"permalink":"/crew/labels/deck"');
  });

  it("puts each version's tags routes under that version's route, as Docusaurus's route tree", () => {
    const docs = site.plugins!.result.plugins.filter((p) => p.name === BUILT_IN_NAMES.docs);
    const [main, crew] = hooksOf(docs, 'routeConfigsOf').map((of) => of({ baseUrl: '/' })[0]!);
    const version = (path: string) => main!.routes!.find((r) => r.path === path)!;
    const paths = (route: { routes?: { path: string }[] }) => route.routes!.map((r) => r.path);
    expect(paths(version('/docs/next'))).toEqual(
      expect.arrayContaining(['/docs/next/tags', '/docs/next/tags/rope']),
    );
    expect(paths(version('/docs/next'))).not.toContain('/docs/tags/buoys');
    expect(paths(version('/docs'))).toEqual(
      expect.arrayContaining(['/docs/tags', '/docs/tags/buoys', '/docs/tags/rope']),
    );
    expect(paths(crew!.routes![0]!)).toContain('/crew/labels/deck');
  });
});
