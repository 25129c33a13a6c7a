// The route table as every plugin gives it (generator hook routesOf, plugins/lifecycle/routeTable.ts):
// the docs plugins their docs, generated index pages and tags pages, the blog its pages and posts,
// the pages plugin its pages, each part placed by its order (ROUTE_ORDER). Expected tables: what
// loadSite gave before the docs', blog's and tags' routes moved into their plugins (the same
// fixtures; recorded with the code before the move, and equal for every fixture site then).
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../../../plugins/diagnostics.js';
import { loadSite, type SiteData } from '../../../../plugins/loadSite.js';
import {
  hooksOf,
  ROUTE_ORDER,
  withGeneratorHooks,
  type RoutesPart,
} from '../../../../plugins/lifecycle/generatorHooks.js';
import { pluginRoutes, siteLinks, uniqueRoutes } from '../../../../plugins/lifecycle/routeTable.js';
import { docTagsModuleId } from '../../../../plugins/pages/docTags.js';
import { generatedIndexModuleId } from '../../../../plugins/routes/generateRoutesModule.js';
import { markdownPageModuleId } from '../../../../plugins/pages/markdownPageModule.js';
import { formatDiagnostic } from '../../../../plugins/diagnostics.js';
import { routeModulesOf } from '../../../../plugins/builtins/routeModules.js';

const fixture = resolve('tests/fixtures/sites/route-order');
let site: SiteData;

beforeAll(async () => {
  site = await loadSite({ siteDir: fixture, production: true });
}, 60_000);

const pluginsNamed = (name: string) => site.plugins!.result.plugins.filter((p) => p.name === name);
const partsOf = (plugin: { instance: object; content?: unknown }) =>
  hooksOf([plugin], 'routesOf')[0]!() as RoutesPart[];
const brief = (parts: RoutesPart[]) =>
  parts.map((p) => [p.order, p.routes.map((r) => `${r.kind} ${r.path}`), p.warnings?.length ?? 0]);

describe('the route table of a site with every built-in route', () => {
  it('keeps the order it had: docs (the primary instance first), indexes, blog, tags, pages', () => {
    expect(site.routes.map((r) => [r.path, r.kind, r.sidebar])).toEqual([
      ['/docs/guide/setup', 'doc', 'defaultSidebar'],
      ['/docs/intro', 'doc', 'defaultSidebar'],
      ['/extra/more/detail', 'doc', 'defaultSidebar@extra@current'],
      ['/extra/start', 'doc', 'defaultSidebar@extra@current'],
      ['/docs/category/guide', 'generated-index', 'defaultSidebar'],
      ['/extra/category/more', 'generated-index', 'defaultSidebar@extra@current'],
      ['/blog/2024/03/01/first', 'blog-post', undefined],
      ['/blog', 'blog-page', undefined],
      ['/blog/tags', 'blog-page', undefined],
      ['/blog/tags/news', 'blog-page', undefined],
      ['/blog/archive', 'blog-page', undefined],
      ['/docs/tags', 'page', undefined],
      ['/docs/tags/alpha', 'page', undefined],
      ['/docs/tags/beta', 'page', undefined],
      ['/extra/tags', 'page', undefined],
      ['/extra/tags/gamma', 'page', undefined],
      ['/about', 'page', undefined],
    ]);
    // The blog's warning (a post without a truncate marker) comes through its part.
    expect(site.warnings.map((w) => formatDiagnostic(w, { color: false }))).toEqual([
      expect.stringMatching(
        /^tests\/fixtures\/sites\/route-order\/blog warning posts without a truncate marker: 2024-03-01-first\.md/,
      ),
    ]);
  });

  it('has each docs instance give its docs, generated indexes and tags, the primary’s first', () => {
    const [extra, primary] = pluginsNamed('docusaurus-plugin-content-docs');
    expect(extra!.id).toBe('extra');
    expect(brief(partsOf(primary!))).toEqual([
      [ROUTE_ORDER.primaryDocs, ['doc /docs/guide/setup', 'doc /docs/intro'], 0],
      [ROUTE_ORDER.primaryGeneratedIndexes, ['generated-index /docs/category/guide'], 0],
      [
        ROUTE_ORDER.primaryDocTags,
        ['page /docs/tags', 'page /docs/tags/alpha', 'page /docs/tags/beta'],
        0,
      ],
    ]);
    expect(brief(partsOf(extra!))).toEqual([
      [ROUTE_ORDER.otherDocs, ['doc /extra/more/detail', 'doc /extra/start'], 0],
      [ROUTE_ORDER.otherGeneratedIndexes, ['generated-index /extra/category/more'], 0],
      [ROUTE_ORDER.otherDocTags, ['page /extra/tags', 'page /extra/tags/gamma'], 0],
    ]);
    const [docs, indexes, tags] = partsOf(primary!);
    expect(docs!.routes[1]).toEqual({
      path: '/docs/intro',
      kind: 'doc',
      sidebar: 'defaultSidebar',
      module: join(fixture, 'docs/intro.md'),
    });
    expect(indexes!.routes[0]!.module).toBe(generatedIndexModuleId('/docs/category/guide'));
    expect(tags!.routes[1]!.module).toBe(docTagsModuleId('/docs/tags/alpha'));
  });

  it('has the blog give its posts and list pages, with its warnings', () => {
    const [blog] = pluginsNamed('docusaurus-plugin-content-blog');
    const parts = partsOf(blog!);
    expect(brief(parts)).toEqual([
      [
        ROUTE_ORDER.blog,
        [
          'blog-post /blog/2024/03/01/first',
          'blog-page /blog',
          'blog-page /blog/tags',
          'blog-page /blog/tags/news',
          'blog-page /blog/archive',
        ],
        1,
      ],
    ]);
    expect(parts[0]!.routes[0]!.module).toBe(join(fixture, 'blog/2024-03-01-first.md'));
  });

  it('has the pages plugin give its pages', () => {
    const [pages] = pluginsNamed('docusaurus-plugin-content-pages');
    expect(partsOf(pages!)).toEqual([
      {
        order: ROUTE_ORDER.pages,
        routes: [
          {
            path: '/about',
            kind: 'page',
            module: markdownPageModuleId(join(fixture, 'src/pages/about.md')),
          },
        ],
        warnings: [],
      },
    ]);
  });

  it('has each built-in plugin give its routes in Docusaurus’s shape (routeConfigsOf)', () => {
    const top = site.plugins!.result.plugins.flatMap((p) =>
      hooksOf([p], 'routeConfigsOf').flatMap((of) =>
        of({ baseUrl: '/' }).map((r) => `${p.name}/${p.id} ${r.path} ${r.component}`),
      ),
    );
    expect(top).toEqual([
      'docusaurus-plugin-content-blog/default /blog @theme/BlogListPage',
      'docusaurus-plugin-content-blog/default /blog/tags @theme/BlogTagsListPage',
      'docusaurus-plugin-content-blog/default /blog/tags/news @theme/BlogTagsPostsPage',
      'docusaurus-plugin-content-blog/default /blog/archive @theme/BlogArchivePage',
      'docusaurus-plugin-content-blog/default /blog/2024/03/01/first @theme/BlogPostPage',
      'docusaurus-plugin-content-pages/default /about @theme/MDXPage',
      'docusaurus-plugin-content-docs/extra /extra @theme/DocsRoot',
      'docusaurus-plugin-content-docs/default /docs @theme/DocsRoot',
    ]);
  });

  it('has the blog’s list pages reload in the dev server, and no other route module', () => {
    const registry = routeModulesOf(site);
    const reloaded = site.routes.filter((r) => registry.reloads(r.module)).map((r) => r.path);
    expect(reloaded).toEqual(['/blog', '/blog/tags', '/blog/tags/news', '/blog/archive']);
  });

  it('resolves `.md` links to the primary docs’ current version and the blog’s posts', () => {
    const links = [...site.permalinkBySource];
    expect(links.map(([, permalink]) => permalink)).toEqual([
      '/docs/guide/setup',
      '/docs/intro',
      '/blog/2024/03/01/first',
    ]);
    const key = createHash('sha1').update(JSON.stringify(links)).digest('hex');
    expect(site.linksKey).toBe(key);
  });
});

/** A loaded plugin whose routesOf gives `parts`. */
const fake = (parts: RoutesPart[] | { path: string; kind: string; module: string }[]) => ({
  instance: withGeneratorHooks({}, { routesOf: () => parts }),
  content: {},
});
const route = (path: string, kind = 'page') => ({ path, kind, module: `virtual:t${path}` });
const warning = (message: string): Diagnostic => ({ file: 'x', severity: 'warning', message });

describe('pluginRoutes', () => {
  it('puts the parts in their order, equal orders in the plugins’ order, warnings likewise', () => {
    const { routes, warnings } = pluginRoutes([
      fake([
        { order: 5, routes: [route('/a5')], warnings: [warning('a5')] },
        { order: 0, routes: [route('/a0')] },
      ]),
      fake([{ order: 5, routes: [route('/b5')], warnings: [warning('b5')] }]),
      fake([{ order: 1, routes: [route('/c1')], warnings: [warning('c1')] }]),
    ]);
    expect(routes.map((r) => r.path)).toEqual(['/a0', '/c1', '/a5', '/b5']);
    expect(warnings.map((w) => w.message)).toEqual(['c1', 'a5', 'b5']);
  });

  it('takes a plain list of routes as one part of a site plugin’s order', () => {
    const { routes } = pluginRoutes([
      fake([route('/recipe', 'recipe')]),
      fake([{ order: ROUTE_ORDER.pages, routes: [route('/page')] }]),
    ]);
    expect(routes.map((r) => r.path)).toEqual(['/page', '/recipe']);
  });

  it('has no routes without plugins', () => {
    expect(pluginRoutes(undefined)).toEqual({ routes: [], warnings: [] });
    expect(siteLinks(undefined, '/site').permalinkBySource.size).toBe(0);
  });
});

describe('uniqueRoutes', () => {
  it('keeps the later of two routes of one path and warns at the earlier', () => {
    const warnings: Diagnostic[] = [];
    const doc = { path: '/', kind: 'doc', module: '/site/docs/index.md' };
    const page = { path: '/', kind: 'page', module: '/site/src/pages/index.tsx' };
    const routes = uniqueRoutes('/site/docusaurus.config.js', warnings, [doc, route('/x'), page]);
    expect(routes).toEqual([route('/x'), page]);
    expect(warnings).toEqual([
      {
        file: '/site/docs/index.md',
        severity: 'warning',
        kind: 'duplicate route',
        message:
          '/ is also the route of src/pages/index.tsx, which is shown there; this doc is not',
        hint: 'give one of them another path (a doc: front matter slug; the docs: routeBasePath in the config), or remove one',
      },
    ]);
  });

  it("names a plugin's route by the config file, from the site's folder", () => {
    const warnings: Diagnostic[] = [];
    const page = { path: '/repl', kind: 'page', module: '/site/src/pages/repl.tsx' };
    const added = { path: '/repl', kind: 'plugin', module: 'virtual:plugin-route/repl' };
    uniqueRoutes('/site/docusaurus.config.ts', warnings, [page, added]);
    expect(warnings.map((w) => [w.file, w.message])).toEqual([
      [
        '/site/src/pages/repl.tsx',
        '/repl is also the route of docusaurus.config.ts, which is shown there; this page is not',
      ],
    ]);
  });

  it('returns the same list when every path is once', () => {
    const list = [route('/a'), route('/b')];
    expect(uniqueRoutes('c', [], list)).toBe(list);
  });
});
