// What the later stages read of the plugins: tags, webpack settings as Vite's, theme folders, and
// the route modules of nested routes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  collectThemePaths,
  collectWebpack,
  htmlTagToString,
} from '../../../../plugins/lifecycle/hooks.js';
import { inlineScriptBodies } from '../../../../plugins/lifecycle/htmlHead.js';
import {
  flattenPluginRoutes,
  openRoutes,
  pluginRouteModuleSource,
  tablePath,
} from '../../../../plugins/lifecycle/routes.js';
import { loaded, result } from './loadedPlugins.js';
import type { SitePlugins } from '../../../../plugins/lifecycle/sitePlugins.js';
import { pluginWatchTargets } from '../../../../plugins/lifecycle/watch.js';

describe('HTML tags', () => {
  it('writes a tag object as Docusaurus does: boolean attributes bare or left out, void tags open', () => {
    expect(
      htmlTagToString({
        tagName: 'script',
        attributes: { async: true, defer: false, src: 'https://x.example/a.js?a=1&b="2"' },
      }),
    ).toBe('<script async src="https://x.example/a.js?a=1&amp;b=&quot;2&quot;"></script>');
    expect(
      htmlTagToString({ tagName: 'link', attributes: { rel: 'preconnect' }, innerHTML: 'x' }),
    ).toBe('<link rel="preconnect">');
    expect(() => htmlTagToString({ tagName: 'bad tag' })).toThrow(/not a valid HTML tag name/);
  });

  it('finds the inline scripts the CSP must allow, not the external ones', () => {
    expect(
      inlineScriptBodies(
        '<script src="/a.js"></script><script>gtag("js")</script><script> </script>',
      ),
    ).toEqual(['gtag("js")']);
  });
});

describe('configureWebpack on Vite', () => {
  it('takes aliases and DefinePlugin definitions, and names the rest in one warning', async () => {
    class DefinePlugin {
      constructor(readonly definitions: Record<string, unknown>) {}
    }
    class ProvidePlugin {}
    const mapping = await collectWebpack(
      result([
        loaded({
          name: 'packer',
          configureWebpack: () => ({
            resolve: { alias: { fruit$: '/site/fruit.js' }, fallback: { fs: false } },
            plugins: [new DefinePlugin({ 'process.env.FRUIT': '"apple"' }), new ProvidePlugin()],
            module: { rules: [] },
            mergeStrategy: { 'module.rules': 'prepend' },
          }),
        }),
      ]),
    );
    expect(mapping.alias).toEqual({ fruit$: '/site/fruit.js' });
    expect(mapping.define).toEqual({ 'process.env.FRUIT': '"apple"' });
    expect(mapping.warnings).toHaveLength(1);
    expect(mapping.warnings[0]!.message).toBe(
      'plugin "packer" configureWebpack sets plugins (ProvidePlugin), module, which the Vite build does not use',
    );
  });
});

describe('node-polyfill-webpack-plugin', () => {
  // docusaurus-theme-openapi-docs 4 returns `new NodePolyfillPlugin()`: without its `process`
  // global, Bluesky's API pages crashed in the browser ("process is not defined").
  it('gives the browser code the process and Buffer globals its own apply provides', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'node-polyfill-'));
    const file = (name: string) => {
      const path = join(dir, name);
      writeFileSync(path, 'module.exports = {};\n');
      return path;
    };
    const processFile = file('process-browser.js');
    const bufferFile = file('buffer.js');
    const consoleFile = file('console.js');
    class NodePolyfillPlugin {
      constructor(readonly options: { excludeAliases?: string[] } = {}) {}
      apply(compiler: {
        options: { plugins: unknown[]; resolve: Record<string, unknown> };
        webpack: { ProvidePlugin: new (d: Record<string, unknown>) => unknown };
      }) {
        const all: Record<string, unknown> = {
          Buffer: [bufferFile, 'Buffer'],
          console: consoleFile,
          process: processFile,
        };
        const keep = Object.entries(all).filter(
          ([k]) => !(this.options.excludeAliases ?? []).includes(k),
        );
        compiler.options.plugins.push(new compiler.webpack.ProvidePlugin(Object.fromEntries(keep)));
        compiler.options.resolve.fallback = {
          path: file('path.js'),
          zlib: file('zlib.js'),
          ...(compiler.options.resolve.fallback as object | undefined),
        };
      }
    }
    const map = (options?: { excludeAliases: string[] }) =>
      collectWebpack(
        result([
          loaded({
            name: 'openapi-theme',
            configureWebpack: () => ({ plugins: [new NodePolyfillPlugin(options)] }),
          }),
        ]),
      );
    const mapping = await map();
    expect(mapping.inject).toEqual({ process: processFile, Buffer: [bufferFile, 'Buffer'] });
    // Its fallbacks for Node's built-ins (ApiItem's `zlib.inflateSync`): the client's resolveFallback.ts.
    expect(mapping.fallback).toEqual({ path: file('path.js'), zlib: file('zlib.js') });
    expect(mapping.alias).toEqual({});
    expect(mapping.warnings.map((w) => w.message)).toEqual([
      'plugin "openapi-theme" configureWebpack sets plugins (NodePolyfillPlugin console), which the Vite build does not use',
    ]);
    // Its options are its own: an excluded alias is not provided.
    expect((await map({ excludeAliases: ['Buffer'] })).inject).toEqual({ process: processFile });
  });
});

describe('the config configureWebpack is given', () => {
  it("has Docusaurus's base aliases, which are not mapped back as the plugin's own", async () => {
    let seen: unknown;
    const plugins = result([
      loaded({
        name: 'lunr-shaped',
        // docusaurus-lunr-search writes its client module into `@generated`.
        configureWebpack: (config: Record<string, unknown>) => {
          const { alias } = config.resolve as { alias: Record<string, string> };
          seen = alias['@generated'];
          return { resolve: { alias: { ...alias, extra: '/site/extra.js' } } };
        },
      }),
    ]);
    Object.assign(plugins.context, {
      siteDir: '/site',
      generatedFilesDir: '/site/.docusaurus',
      outDir: '/site/build',
      baseUrl: '/',
    });
    const mapping = await collectWebpack(plugins);
    expect(seen).toBe('/site/.docusaurus');
    expect(mapping.alias).toEqual({ extra: '/site/extra.js' });
    expect(mapping.warnings).toEqual([]);
  });
});

describe('theme folders', () => {
  it("lists the plugins' folders in their order, relative paths from the plugin's folder", async () => {
    const paths = await collectThemePaths(
      result([
        loaded({ name: 'a', getThemePath: () => '../theme' }, '/site/a/lib'),
        loaded({ name: 'b' }),
        loaded({ name: 'c', getThemePath: () => '/abs/theme' }),
      ]),
    );
    // The theme resolver stacks them: a later plugin's above an earlier one's (themeLayers.ts).
    expect(paths).toEqual([
      { name: 'a', dir: '/site/a/theme' },
      { name: 'c', dir: '/abs/theme' },
    ]);
  });
});

describe('plugin routes', () => {
  it('strips the base URL and a trailing slash', () => {
    expect(tablePath('/docs-site/harvest/', '/docs-site/')).toBe('/harvest');
    expect(tablePath('/docs-site/', '/docs-site/')).toBe('/');
    expect(tablePath('/other', '/docs-site/')).toBe('/other');
  });

  it('makes each leaf of a nested route a route whose module renders the chain', () => {
    const plugin = loaded({ name: 'nest' });
    const flat = flattenPluginRoutes(
      [
        {
          plugin,
          route: {
            path: '/base/shelf',
            component: '/c/Shelf.jsx',
            exact: false,
            modules: { meta: '/d/meta.json', list: ['/d/a.json', { path: '/d/b.js' }] },
            routes: [
              {
                path: '/base/shelf/one',
                component: '/c/One.jsx',
                props: { n: 1 },
                context: { shelf: '/d/shelf.json' },
              },
              { path: '/base/shelf/two', component: '/c/Two.jsx' },
            ],
          },
        },
        { plugin, route: { path: '/base/shelf/two', component: '/c/Low.jsx', priority: -1 } },
      ],
      '/base/',
    );
    expect([...flat.keys()]).toEqual(['/shelf/one', '/shelf/two']);
    expect(flat.get('/shelf/two')!.chain.map((r) => r.component)).toEqual([
      '/c/Shelf.jsx',
      '/c/Two.jsx',
    ]);
    const source = pluginRouteModuleSource(flat.get('/shelf/one')!, '/theme/renderRoutes.tsx');
    expect(source).toContain('import C0 from "/c/Shelf.jsx";');
    expect(source).toContain('import C1 from "/c/One.jsx";');
    expect(source).toContain('import * as m0 from "/d/meta.json";');
    expect(source).toContain('import * as m2 from "/d/b.js";');
    expect(source).toContain('"list": [');
    // The levels: each route's component, props, modules, route prop and its key (its place).
    expect(source).toContain('{ C: C1, props: { ...{"n":1}, ...{} },');
    // Each level's route prop is its place in the top route's, which lists every child route as
    // Docusaurus's route config does (`exact` only where true), with the levels' components.
    expect(source).toContain(
      'const routes = routeChain({"path":"/base/shelf","routes":[{"path":"/base/shelf/one"},{"path":"/base/shelf/two"}]}, [C0, C1], [0,0]);',
    );
    expect(source).toContain('route: routes[1], key: "0",');
    expect(source).toContain('route: routes[0], key: "route-0",');
    expect(source).toContain('key: "route-0"');
    // useRouteContext(): the plugin, and the routes' `context` modules as `data`, a level's own
    // over its parents'.
    expect(source).toContain('import * as m3 from "/d/shelf.json";');
    expect(source).toContain('const plugin = {"name":"nest","id":"default"};');
    expect(source).toContain('context: { plugin, data: Object.assign({}, {}) } }');
    expect(source).toContain(
      'context: { plugin, data: Object.assign({}, {}, { "shelf": chunk(m3) }) } }',
    );
    expect(source).toContain('export const routeContext = levels[1].context;');
    // The page route kind renders the leaf as the page (src/theme/routeKinds/page.tsx), its parents
    // as the route's frame, keyed by the plugin and the top route's place.
    expect(source).toContain(
      'export default function PluginRoute() { return jsx(RouteLevels, { levels: levels.slice(-1) }); }',
    );
    expect(source).toContain(
      'export const frame = (page) => jsx(RouteLevels, { levels: levels.slice(0, -1), children: page }, "nest/default/route-0");',
    );
    // The second leaf: its own place below the same parent; a route without children has no frame.
    const two = pluginRouteModuleSource(flat.get('/shelf/two')!, '/theme/renderRoutes.tsx');
    expect(two).toContain('key: "1",');
    expect(two).toContain('[C0, C1], [0,1]);');
    expect(two).toContain('"nest/default/route-0"');
    const single = flattenPluginRoutes(
      [{ plugin, route: { path: '/alone', component: '/c/A.jsx' } }],
      '/',
    );
    const alone = pluginRouteModuleSource(single.get('/alone')!, '/r.tsx');
    expect(alone).not.toContain('export const frame');
    // Each level alone (a child route's component in another route's `route.routes`), and the
    // levels down to a parent with nothing below it (a missing path below that parent).
    expect(source).toContain(
      'export const levelComponent = (depth, path) => levelAlone(levels, depth, path);',
    );
    expect(source).toContain(
      'export const levelFrame = (depth) => (page) => jsx(RouteLevels, { levels: levels.slice(0, depth + 1), children: page }, "nest/default/route-0");',
    );
  });
});

describe('the routes that hold paths the route table lacks', () => {
  const plugin = loaded({ name: 'atlas' });
  const atlas = {
    path: '/base/atlas',
    component: '/c/Atlas.jsx',
    routes: [
      { path: '/base/atlas', component: '/c/Index.jsx', exact: true },
      {
        path: '/base/atlas/coasts',
        component: '/c/Coasts.jsx',
        routes: [{ path: '/base/atlas/coasts/east', component: '/c/Coast.jsx', exact: true }],
      },
      { path: '/base/atlas/islands', component: '/c/Island.jsx', exact: true },
      { path: '/base/atlas/app', component: '/c/App.jsx' },
    ],
  };
  const routes = [
    { plugin, route: atlas },
    { plugin, route: { path: '/base/exact', component: '/c/E.jsx', exact: true } },
    { plugin, route: { path: '/base/atlas/coasts/deep', component: '/c/D.jsx', exact: true } },
  ];

  it('lists the routes that are not exact, each with a route of the table through it, in Docusaurus’s order', () => {
    const flat = flattenPluginRoutes(routes, '/base/');
    const docs = new Map([
      ['default', '/base/docs'],
      ['root', '/base/'],
    ]);
    expect(openRoutes(routes, flat, '/base/', docs)).toEqual([
      {
        path: '/atlas',
        leaf: '/atlas',
        // The child that is not exact: the leaf (`app`) before the parent, as Docusaurus sorts them.
        routes: [
          { path: '/atlas/app', leaf: '/atlas/app' },
          { path: '/atlas/coasts', leaf: '/atlas/coasts/east', routes: [] },
        ],
      },
      { docs: 'default', path: '/docs' },
      // The docs instance at the base URL is tried last, as Docusaurus sorts it.
      { docs: 'root', path: '/' },
    ]);
  });

  it('leaves out a parent whose leaves are all shown by other routes of their paths', () => {
    const shadowed = [
      {
        plugin,
        route: {
          path: '/p',
          component: '/c/P.jsx',
          routes: [{ path: '/p/x', component: '/c/X.jsx', exact: true }],
        },
      },
      { plugin, route: { path: '/p/x', component: '/c/Y.jsx', exact: true, priority: 2 } },
    ];
    const flat = flattenPluginRoutes(shadowed, '/');
    expect(openRoutes(shadowed, flat, '/')).toEqual([]);
  });
});

describe('the route prop of a plugin route', () => {
  it('lists every child route sorted as Docusaurus sorts them, without what the browser does not get', () => {
    const plugin = loaded({ name: 'sorted' });
    const flat = flattenPluginRoutes(
      [
        {
          plugin,
          route: {
            path: '/p',
            component: '/c/P.jsx',
            exact: false,
            routes: [
              {
                path: '/p/n',
                component: '/c/N.jsx',
                routes: [{ path: '/p/n/x', component: '/c/X.jsx' }],
              },
              {
                path: '/p/b',
                component: '/c/B.jsx',
                exact: true,
                metadata: { sourceFilePath: 'b.md' },
                badge: 'new',
              },
              { path: '/p/a', component: '/c/A.jsx', exact: true, priority: 3 },
            ],
          },
        },
      ],
      '/',
    );
    const source = pluginRouteModuleSource(flat.get('/p/b')!, '/r.tsx');
    // Leaves first, the higher priority first, then by path; the parent last. `priority`,
    // `metadata`, modules, props and `exact: false` are not in the browser's route config; a
    // route's own attribute (`badge`) is.
    expect(source).toContain(
      'const routes = routeChain({"path":"/p","routes":[{"path":"/p/a","exact":true},{"path":"/p/b","exact":true,"badge":"new"},{"path":"/p/n","routes":[{"path":"/p/n/x"}]}]}, [C0, C1], [0,1]);',
    );
    const deep = pluginRouteModuleSource(flat.get('/p/n/x')!, '/r.tsx');
    expect(deep).toContain('[C0, C1, C2], [0,2,0]);');
  });
});

describe('paths to watch', () => {
  it("reloads on a plugin's module and on the files its globs match", () => {
    const plugins = {
      result: result([loaded({ name: 'w' }, '/site/plugins')]),
      pathsToWatch: ['data/*.json', '/abs/notes/**/*.md'],
    } as unknown as SitePlugins;
    const { paths, matches } = pluginWatchTargets('/site', plugins);
    expect(paths).toEqual(['/site/plugins/index.js', '/site/data', '/abs/notes']);
    expect(matches('/site/plugins/index.js')).toBe(true);
    expect(matches('/site/data/a.json')).toBe(true);
    expect(matches('/site/data/sub/a.json')).toBe(false);
    expect(matches('/abs/notes/x/y/z.md')).toBe(true);
    expect(matches('/abs/notes/z.md')).toBe(true);
    expect(matches('/site/data/a.yml')).toBe(false);
  });
});
