// A content type's pages reach the stages through the generator hook markdownPagesOf
// (plugins/lifecycle/markdownPages.ts), not through fields of SiteData: a plugin of any name that
// compiles Markdown pages of its own kind gives their modules and metadata the way the docs and
// the blog do.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DocMetadata } from '../../../../plugins/docs/docMetadata.js';
import {
  withGeneratorHooks,
  type MarkdownPages,
} from '../../../../plugins/lifecycle/generatorHooks.js';
import {
  allPageMetadata,
  claimedByPlugin,
  markdownPageOf,
  markdownPagesOf,
  pageMetadataOf,
  searchFacetsOf,
} from '../../../../plugins/lifecycle/markdownPages.js';
import type { LifecycleResult } from '../../../../plugins/lifecycle/run.js';
import type { SiteData } from '../../../../plugins/loadSite.js';
import type { DocPageMetadata } from '../../../../src/shared/types.js';

const page = (filePath: string, permalink: string) =>
  ({ id: permalink, filePath, permalink, title: permalink }) as unknown as DocMetadata;
const meta = (permalink: string) =>
  ({ id: permalink, permalink, title: permalink }) as DocPageMetadata;

/** A loaded plugin whose content is `pages`, giving them through markdownPagesOf. */
function markdownPlugin(
  name: string,
  order: number,
  pages: DocMetadata[],
  more: Pick<MarkdownPages, 'searchOf' | 'claims'> = {},
) {
  const hook = (): MarkdownPages => ({
    order,
    pages,
    metadata: new Map(pages.map((p) => [p.filePath, meta(p.permalink)])),
    ...more,
  });
  return { name, instance: withGeneratorHooks({ name }, { markdownPagesOf: hook }), content: {} };
}

/** A site as far as its plugins (what the views read). */
const siteOf = (...plugins: ReturnType<typeof markdownPlugin>[]) => ({
  plugins: { result: { plugins } as unknown as LifecycleResult },
});

describe('markdownPagesOf', () => {
  const recipes = markdownPlugin('recipes-plugin', 3, [
    page('/site/recipes/soup.md', '/recipes/soup'),
  ]);
  const docs = markdownPlugin('docs-like', 0, [page('/site/docs/intro.md', '/docs/intro')]);
  const site = siteOf(recipes, docs);

  it('lists every plugin’s pages in their order, whatever the plugins’ order', () => {
    expect(markdownPagesOf(site).map((p) => p.permalink)).toEqual(['/docs/intro', '/recipes/soup']);
  });

  it('gives a site plugin’s page its module and metadata as it gives a doc’s', () => {
    expect(markdownPageOf(site, '/site/recipes/soup.md')?.permalink).toBe('/recipes/soup');
    expect(pageMetadataOf(site, '/site/recipes/soup.md')?.permalink).toBe('/recipes/soup');
    expect(pageMetadataOf(site, '/site/docs/intro.md')?.permalink).toBe('/docs/intro');
    expect([...allPageMetadata(site).keys()]).toEqual([
      '/site/docs/intro.md',
      '/site/recipes/soup.md',
    ]);
    expect(markdownPageOf(site, '/site/other.md')).toBeUndefined();
  });

  it('has no page on a site whose plugins compile none', () => {
    expect(markdownPagesOf(siteOf())).toEqual([]);
    expect(pageMetadataOf({}, '/site/docs/intro.md')).toBeUndefined();
  });
});

describe('a plugin’s search facets and the files it claims', () => {
  // A content type of a site's own: its pages are found under its own heading in search, and a
  // new file of its folder is one of its pages (never a partial), with no stage naming it.
  const recipes = markdownPlugin(
    'recipes-plugin',
    3,
    [page('/site/recipes/soup.md', '/recipes/soup')],
    {
      searchOf: (file) => (file.endsWith('.md') ? { lvl0: 'Recipes' } : undefined),
      claims: (file) => file.startsWith('/site/recipes/') && !file.includes('/_'),
    },
  );
  const plain = markdownPlugin('plain', 0, [page('/site/docs/intro.md', '/docs/intro')]);
  const site = siteOf(plain, recipes);

  it('asks the plugin whose page it is for its facets', () => {
    expect(searchFacetsOf(site, '/site/recipes/soup.md')).toEqual({ lvl0: 'Recipes' });
    // A plugin without the hook: no facets (the sidebar's heading or the default applies).
    expect(searchFacetsOf(site, '/site/docs/intro.md')).toEqual({});
    expect(searchFacetsOf(site, '/site/nowhere.md')).toEqual({});
  });

  it('counts a page, or a file a plugin claims, as the plugin’s', () => {
    expect(claimedByPlugin(site, '/site/docs/intro.md')).toBe(true);
    expect(claimedByPlugin(site, '/site/recipes/bread.md')).toBe(true);
    expect(claimedByPlugin(site, '/site/recipes/_shared.md')).toBe(false);
    expect(claimedByPlugin(site, '/site/src/partials/note.md')).toBe(false);
  });
});

describe('SiteData', () => {
  it('has no field of a content type: the stages ask the plugins', () => {
    expectTypeOf<SiteData>().not.toHaveProperty('sidebars');
    expectTypeOf<SiteData>().not.toHaveProperty('docSets');
    expectTypeOf<SiteData>().not.toHaveProperty('docSetByFile');
    expectTypeOf<SiteData>().not.toHaveProperty('docsByFile');
    expectTypeOf<SiteData>().not.toHaveProperty('pageMetadata');
    expectTypeOf<SiteData>().not.toHaveProperty('docsDir');
    expectTypeOf<SiteData>().not.toHaveProperty('sidebarsFile');
    expectTypeOf<SiteData>().not.toHaveProperty('pages');
    expectTypeOf<SiteData>().toHaveProperty('docs');
  });
});
