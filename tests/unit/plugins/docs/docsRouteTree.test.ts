// A docs instance's routes in the compact form a Docusaurus site's browser expands into its route
// levels' `route` props (plugins/docs/docsRouteTree.ts), and the instances' paths a missing path
// is looked up in: the same routes, in the same order, as Docusaurus 3.8.1's build of
// tests/fixtures/sites/nested-routes gave its levels (tests/e2e/nestedRoutes.e2e.test.ts).
import { describe, expect, it } from 'vitest';
import {
  compactDocsRouteTree,
  docsInstanceRoutes,
} from '../../../../plugins/docs/docsRouteTree.js';
import { versionDocsModuleSource } from '../../../../plugins/docs/versionDocs.js';
import type { LoadedDocSet } from '../../../../plugins/docs/loadDocSets.js';
import type { RouteConfig } from '../../../../plugins/lifecycle/types.js';

const doc = (path: string, sidebar?: string): RouteConfig => ({
  path,
  component: '@theme/DocItem',
  exact: true,
  modules: { content: `@site${path}.md` },
  ...(sidebar ? { sidebar } : {}),
});

/** An instance's routes as the docs plugin gives them to postBuild (builtInRoutes.ts), unsorted. */
const instance = (base: string): RouteConfig => ({
  path: base,
  exact: false,
  component: '@theme/DocsRoot',
  routes: [
    {
      path: base,
      exact: false,
      component: '@theme/DocVersionRoot',
      priority: -1,
      props: { version: { version: 'current' } },
      routes: [
        {
          path: base,
          exact: false,
          component: '@theme/DocRoot',
          routes: [
            doc(`${base}/weather`, 'room'),
            doc(`${base}/intro`, 'room'),
            doc(`${base}/changelog`),
            { path: `${base}/category/sails`, component: 'x', exact: true, sidebar: 'room' },
          ],
        },
        { path: `${base}/tags/rope`, component: '@theme/DocTagDocListPage', exact: true },
        { path: `${base}/tags`, component: '@theme/DocTagsListPage', exact: true },
      ],
    },
    {
      path: `${base}/1.0`,
      exact: false,
      component: '@theme/DocVersionRoot',
      props: { version: { version: '1.0' } },
      routes: [
        {
          path: `${base}/1.0`,
          exact: false,
          component: '@theme/DocRoot',
          routes: [doc(`${base}/1.0/intro`, 'room')],
        },
      ],
    },
  ],
});

describe('a docs instance’s route tree for the browser', () => {
  it('sorts the versions and their routes as Docusaurus does, keeping each doc’s sidebar', () => {
    expect(compactDocsRouteTree(instance('/docs'), '/')).toEqual({
      path: '/docs',
      versions: [
        // The version below the other's path first; its tags pages before DocRoot (leaves
        // first), the docs and generated indexes by path.
        { name: '1.0', path: '/docs/1.0', tags: [], docs: [['/docs/1.0/intro', 'room']] },
        {
          name: 'current',
          path: '/docs',
          tags: ['/docs/tags', '/docs/tags/rope'],
          docs: [
            ['/docs/category/sails', 'room'],
            ['/docs/changelog'],
            ['/docs/intro', 'room'],
            ['/docs/weather', 'room'],
          ],
        },
      ],
    });
  });

  it('lists the instances as Docusaurus matches them, the one at the site’s root last, without the base URL', () => {
    const trees = new Map([
      ['default', compactDocsRouteTree(instance('/base'), '/base/')],
      ['community', compactDocsRouteTree(instance('/base/community'), '/base/')],
    ]);
    expect(docsInstanceRoutes(trees, '/base/')).toEqual([
      {
        pluginId: 'community',
        path: '/community',
        versions: [
          { name: '1.0', path: '/community/1.0' },
          { name: 'current', path: '/community' },
        ],
      },
      {
        pluginId: 'default',
        path: '/',
        versions: [
          { name: '1.0', path: '/1.0' },
          { name: 'current', path: '/' },
        ],
      },
    ]);
  });

  it('comes in each version’s docs module, only when given (a Docusaurus site)', () => {
    const set = {
      spec: { key: '', pluginId: 'default', version: { name: 'current' } },
      docs: [],
      navigation: new Map(),
      generatedIndexes: [],
    } as unknown as LoadedDocSet;
    const id = 'virtual:docs/version-docs/default/current';
    const tree = compactDocsRouteTree(instance('/docs'), '/');
    expect(versionDocsModuleSource([set], id)).toBe('export default {};\n');
    expect(versionDocsModuleSource([set], id, new Map([['default', tree]]))).toBe(
      `export default {};\nexport const routes = ${JSON.stringify(tree)};\n`,
    );
  });
});
