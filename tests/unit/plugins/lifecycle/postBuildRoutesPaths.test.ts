// postBuild's `routesPaths` in Docusaurus's order (core's getRoutesPaths): the 404 page first,
// then the leaves of the sorted routes. A Docusaurus 3.7.0 build's search-local index numbered a
// docs folder's pages `developers/archived/…` before `developers/Concepts/…` (the routes sorted
// with localeCompare), where ours had the pages in the order it rendered them and the 404 last.
import { describe, expect, it } from 'vitest';
import { docusaurusRoutesPaths } from '../../../../plugins/lifecycle/postBuild.js';
import type { RouteConfig } from '../../../../plugins/lifecycle/types.js';

const leaf = (path: string): RouteConfig => ({ path, component: 'C' });

describe("postBuild's routesPaths", () => {
  it('are the 404 page, then the leaves of the sorted routes that are pages', () => {
    const routes: RouteConfig[] = [
      leaf('/base/about'),
      {
        path: '/base/',
        component: 'DocsRoot',
        routes: [
          {
            path: '/base/',
            component: 'DocRoot',
            routes: [leaf('/base/guide/archived/old'), leaf('/base/guide/Concepts/a')],
          },
        ],
      },
    ];
    const pages = ['/base/guide/Concepts/a', '/base/about', '/base/guide/archived/old', '/base/x'];
    expect(docusaurusRoutesPaths(pages, routes, '/base/404.html')).toEqual([
      '/base/404.html',
      '/base/about',
      '/base/guide/archived/old',
      '/base/guide/Concepts/a',
      // A page no route gives keeps its place after them; nothing is lost.
      '/base/x',
    ]);
  });
});
