// The docs' views the stages ask of the site's docs plugins (plugins/builtins/docsViews.ts), merged
// across docs instances. Expected values: what loadSite gave as SiteData fields before they moved
// behind the docs plugin (the same fixtures, the same data).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  docTagsOf,
  docsVersionsOf,
  generatedIndexesOf,
} from '../../../../plugins/builtins/docsViews.js';
import { loadSite } from '../../../../plugins/loadSite.js';
import { clientSiteData, virtualModuleSource } from '../../../../plugins/routes/virtualModules.js';

const load = (name: string) =>
  loadSite({ siteDir: resolve('tests/fixtures/sites', name), production: true });
const sites = {
  // Two unversioned instances: each alone would tell no version, together they do.
  twoInstances: load('builtin-plugins'),
  // A versioned default instance and a versioned second one.
  versioned: load('versions-basic'),
  // One unversioned instance.
  single: load('route-kinds'),
  // Tags in two versions of the default instance and in a second instance.
  tags: load('docs-tags-versions'),
};

describe('docsVersions', () => {
  it('has every instance’s versions once a second instance tells them, the primary first', async () => {
    const site = await sites.twoInstances;
    const expected = {
      default: [
        { name: 'current', label: 'Next', path: '/docs', isLast: true, mainDoc: '/docs/intro' },
      ],
      community: [
        {
          name: 'current',
          label: 'Next',
          path: '/community',
          isLast: true,
          mainDoc: '/community/',
        },
      ],
    };
    expect(docsVersionsOf(site)).toEqual(expected);
    expect(Object.keys(docsVersionsOf(site)!)).toEqual(['default', 'community']);
    expect(clientSiteData(site).docsVersions).toEqual(expected);
  }, 60_000);

  it('lists each instance’s versions in Docusaurus’s order', async () => {
    const versions = docsVersionsOf(await sites.versioned)!;
    expect(Object.keys(versions)).toEqual(['default', 'garden']);
    expect(versions.default!.map((v) => [v.name, v.label, v.path, v.isLast, v.mainDoc])).toEqual([
      ['current', 'Next', '/docs/next', false, '/docs/next/intro'],
      ['2.0', '2.0', '/docs', true, '/docs/intro'],
      ['1.0', '1.0 (old)', '/docs/1.0', false, '/docs/1.0/bamboo'],
    ]);
    expect(versions.garden!.map((v) => [v.name, v.label, v.path, v.mainDoc])).toEqual([
      ['current', 'Spring', '/garden/spring', '/garden/spring/intro'],
      ['1.1', '1.1', '/garden/1.1', '/garden/1.1/intro'],
    ]);
  }, 60_000);

  it('is absent on a site of one unversioned instance', async () => {
    const site = await sites.single;
    expect(docsVersionsOf(site)).toBeUndefined();
    expect(clientSiteData(site)).not.toHaveProperty('docsVersions');
  }, 60_000);
});

describe('generatedIndexes', () => {
  it('has each generated index page with its version once pages are told versions', async () => {
    const site = await sites.versioned;
    expect(generatedIndexesOf(site).map((g) => [g.permalink, g.docsVersion?.name])).toEqual([
      ['/docs/next/category/guide', 'current'],
    ]);
    // Its route and its module, from the docs plugin that owns it.
    const route = site.routes.find((r) => r.path === '/docs/next/category/guide');
    expect(route?.kind).toBe('generated-index');
    expect(virtualModuleSource(route!.module, site)).toContain('"docsVersion":{');
  }, 60_000);

  it('is empty on a site without one', async () => {
    expect(generatedIndexesOf(await sites.twoInstances)).toEqual([]);
  }, 60_000);
});

describe('docTags', () => {
  it('has each version’s tags, the primary instance’s versions first', async () => {
    const site = await sites.tags;
    expect(docTagsOf(site).map((t) => [t.route, t.pages.map((p) => p.permalink)])).toEqual([
      ['/docs/tags', ['/docs/tags/rope', '/docs/tags/buoys']],
      ['/docs/next/tags', ['/docs/next/tags/rope', '/docs/next/tags/night-watch']],
      ['/crew/labels', ['/crew/labels/deck']],
    ]);
    expect(site.routes.filter((r) => r.path.startsWith('/crew/labels')).length).toBe(2);
  }, 60_000);

  it('is empty when no doc has a tag', async () => {
    expect(docTagsOf(await sites.twoInstances)).toEqual([]);
  }, 60_000);
});
