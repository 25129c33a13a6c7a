// The generator's Vite plugins declare Rolldown hook filters (`{ filter, handler }`): Rolldown
// tests a module's id (or code, or importer) itself and calls into JavaScript only for what a
// plugin may handle. A call costs the bundler a trip to the main thread with the module's code
// (for a transform): a 1,000-doc client bundle made about 27,000 of them, 2,100 with the filters.
// Each filter must let through everything its handler acts on: checked here on what they handle.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rolldown, type Plugin as RolldownPlugin } from 'rolldown';
import { interpreter, type TopLevelFilterExpression } from 'rolldown/filter';
import type { Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { resolvedIds } from '../../../plugins/index.js';
import { routeModuleRegistry } from '../../../plugins/builtins/routeModules.js';
import { infimaSubsetPlugin } from '../../../plugins/css/infimaSubset.js';
import { nestedPostCssConfigPlugin } from '../../../plugins/css/postCssConfigFile.js';
import { docusaurusFolderPlugin } from '../../../plugins/lifecycle/docusaurusFolder.js';
import { partialsPlugin } from '../../../plugins/mdx/partials.js';
import { fallbackPackagesPlugin } from '../../../plugins/pages/fallbackPackages.js';
import { scriptThisPlugin } from '../../../plugins/pages/scriptThis.js';
import { siteRequirePlugin } from '../../../plugins/pages/siteRequire.js';
import { svgComponentsPlugin } from '../../../plugins/pages/svgComponents.js';
import { PACKAGE_ROOT } from '../../../plugins/paths.js';
import { legacyReactInternalsPlugin } from '../../../plugins/reactInternals.js';
import { reactRouterProductionPlugin } from '../../../plugins/reactRouterProduction.js';
import { requireContextPlugin } from '../../../plugins/requireContext.js';
import { sharedModulesPlugin } from '../../../plugins/sharedModules.js';
import { siteJsxFiles, siteJsxPlugins } from '../../../plugins/siteJsx.js';
import { siteModulesPlugin } from '../../../plugins/siteModules.js';
import { siteRootsPlugin } from '../../../plugins/siteRoots.js';
import { themeResolverPlugin } from '../../../plugins/themeResolver.js';
import { webpackFileLoadersPlugin } from '../../../plugins/webpackFileLoaders.js';
import { webpackInlineLoadersPlugin } from '../../../plugins/webpackInlineLoaders.js';
import type { SiteData } from '../../../plugins/loadSite.js';

const siteDir = mkdtempSync(join(tmpdir(), 'hook-filters-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const HOOKS = ['resolveId', 'load', 'transform'] as const;
type HookName = (typeof HOOKS)[number];

function plugins(): Plugin[] {
  const files = siteJsxFiles(siteDir);
  return [
    webpackInlineLoadersPlugin(),
    webpackFileLoadersPlugin({ base: '/', emit: true, dev: false, rules: [], wasmModules: false }),
    sharedModulesPlugin(),
    themeResolverPlugin(siteDir),
    siteModulesPlugin(siteDir),
    svgComponentsPlugin(),
    siteRootsPlugin({ siteDir, staticDirs: [join(siteDir, 'static')] }),
    docusaurusFolderPlugin(siteDir),
    reactRouterProductionPlugin(),
    fallbackPackagesPlugin(),
    requireContextPlugin(siteDir),
    scriptThisPlugin(siteDir),
    ...siteJsxPlugins(files),
    nestedPostCssConfigPlugin(siteDir),
    partialsPlugin({ siteDir }),
    siteRequirePlugin(siteDir),
    siteRequirePlugin(siteDir, undefined, { markdown: true }),
    infimaSubsetPlugin(() => []),
    legacyReactInternalsPlugin('19.0.0'),
  ];
}

type ObjectFilter = {
  id?: RegExp | RegExp[] | { include?: RegExp | RegExp[]; exclude?: RegExp | RegExp[] };
  code?: string | RegExp;
};
const filterOf = (p: Plugin, hook: HookName) => {
  const h = p[hook] as { filter?: ObjectFilter | TopLevelFilterExpression[] } | undefined;
  return h && typeof h === 'object' ? h.filter : undefined;
};
const list = (v: RegExp | RegExp[] | undefined) => (v === undefined ? [] : [v].flat());

/** Whether Rolldown would call `hook` of `p` for this module (its filter read as Rolldown does). */
function passes(
  p: Plugin,
  hook: HookName,
  at: { id: string; code?: string; importer?: string },
): boolean {
  const filter = filterOf(p, hook);
  if (!filter) return true;
  if (Array.isArray(filter)) return interpreter(filter, at.code, at.id, undefined, at.importer);
  const id = filter.id;
  if (id !== undefined) {
    const { include, exclude } =
      id instanceof RegExp || Array.isArray(id) ? { include: id, exclude: undefined } : id;
    if (list(exclude).some((r) => r.test(at.id))) return false;
    const inc = list(include);
    if (inc.length && !inc.some((r) => r.test(at.id))) return false;
  }
  if (filter.code !== undefined) {
    const code = at.code ?? '';
    if (typeof filter.code === 'string' ? !code.includes(filter.code) : !filter.code.test(code))
      return false;
  }
  return true;
}

const byName = (name: string) => plugins().find((p) => p.name === name)!;

describe('hook filters', () => {
  it("every resolveId, load and transform of these plugins has one that Rolldown's own build accepts, and plain modules reach no handler", async () => {
    const all = plugins();
    for (const p of all)
      for (const hook of HOOKS)
        if (p[hook]) expect(filterOf(p, hook), `${p.name}.${hook}`).toBeDefined();

    // A small bundle with every plugin, their handlers counted: Rolldown compiles each filter
    // (a JavaScript expression it cannot read fails the build) and calls none for these modules.
    const dir = join(siteDir, 'bundle');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'entry.mjs'), "import a from './a.mjs';\nexport default a;\n");
    writeFileSync(join(dir, 'a.mjs'), 'export default 1;\n');
    const calls: string[] = [];
    const counted = all.map((p): RolldownPlugin => {
      const out: Record<string, unknown> = { name: p.name };
      for (const hook of HOOKS) {
        const h = p[hook] as { filter?: unknown } | undefined;
        if (!h) continue;
        const handler = (...args: string[]) => {
          const id = hook === 'transform' ? args[1]! : args[0]!;
          // (Rolldown's own runtime module, `\0rolldown/runtime.js`, is a `.js` with a `require`.)
          if (!id.startsWith('\0rolldown/')) calls.push(`${p.name}.${hook} ${id}`);
          return null;
        };
        out[hook] = h.filter ? { filter: h.filter, handler } : handler;
      }
      return out as unknown as RolldownPlugin;
    });
    const bundle = await rolldown({ cwd: dir, input: './entry.mjs', plugins: counted });
    await bundle.generate({});
    await bundle.close();
    expect(calls).toEqual([]);
  });

  it('let through what each handler acts on', () => {
    const site = (rel: string) => join(siteDir, rel);
    const cases: [string, HookName, { id: string; code?: string; importer?: string }][] = [
      ['docs:webpack-inline-loaders', 'resolveId', { id: '!!raw-loader!./x.txt' }],
      ['docs:webpack-inline-loaders', 'resolveId', { id: '!../types.ts?raw' }],
      ['docs:webpack-inline-loaders', 'resolveId', { id: '!!yaml-loader!./x.yaml' }],
      ['docs:webpack-inline-loaders', 'load', { id: '/x.yaml?webpack-yaml-loader=%7B%7D' }],
      ['docs:webpack-file-loaders', 'resolveId', { id: 'file-loader!./x.pdf' }],
      ['docs:webpack-file-loaders', 'resolveId', { id: './module.WASM' }],
      ['docs:webpack-file-loaders', 'load', { id: '/x.pdf?webpack-file-loader=%7B%7D' }],
      ['docs:shared-modules', 'resolveId', { id: 'react' }],
      ['docs:shared-modules', 'resolveId', { id: 'react-dom/client' }],
      ['docs:shared-modules', 'resolveId', { id: '@mdx-js/react' }],
      ['docs:shared-modules', 'resolveId', { id: 'scheduler' }],
      ['docs:shared-modules', 'load', { id: '\0docs-shared:react' }],
      ['docs-theme-resolver', 'resolveId', { id: '@theme/Layout' }],
      ['docs-theme-resolver', 'resolveId', { id: '@theme-original/Navbar' }],
      ['docs-theme-resolver', 'resolveId', { id: '@theme-init/Tabs' }],
      ['docs-theme-resolver', 'resolveId', { id: '@docusaurus/Link' }],
      ['docs-theme-resolver', 'resolveId', { id: 'virtual:docs/frame-layout' }],
      ['docs-theme-resolver', 'resolveId', { id: '../mdx/components', importer: site('x.tsx') }],
      [
        'docs-theme-resolver',
        'resolveId',
        { id: './CodeBlock.js', importer: join(PACKAGE_ROOT, 'src/theme/Doc.tsx') },
      ],
      ['docs-theme-resolver', 'load', { id: '\0virtual:docs/theme-original/Navbar' }],
      ['docs:site-modules', 'resolveId', { id: 'lodash/get' }],
      ['docs:site-modules', 'resolveId', { id: '@scope/pkg' }],
      ['docs:svg-components', 'resolveId', { id: './logo.SVG' }],
      ['docs:svg-components', 'load', { id: '/x/logo.svg?svg-component' }],
      ['docs:site-roots', 'resolveId', { id: '/data/users.json' }],
      ['docs:docusaurus-folder', 'resolveId', { id: '@site/.docusaurus/p/default/x.json' }],
      ['docs:react-router-production', 'resolveId', { id: 'react-router' }],
      ['docs:react-router-production', 'resolveId', { id: 'react-router/dom' }],
      ['docs:fallback-packages', 'resolveId', { id: 'clsx' }],
      [
        'docs:require-context',
        'transform',
        { id: site('src/x.tsx'), code: "require.context('./a')" },
      ],
      [
        'docs:require-context',
        'transform',
        { id: site('src/x.js?v=1'), code: 'require(`./${a}`)' },
      ],
      ['docs:script-this', 'transform', { id: site('src/x.cjs') }],
      ['docs-site-jsx-in-js', 'transform', { id: site('src/x.js') }],
      ['docs-site-jsx-in-js', 'transform', { id: site('src/x.jsx?import') }],
      ['docs:nested-postcss-config', 'transform', { id: site('src/a/x.module.SCSS?used') }],
      ['docs:markdown-partials', 'transform', { id: site('src/_partial.mdx') }],
      ['docs:site-require', 'transform', { id: site('src/x.ts'), code: "require('./y')" }],
      ['docs:site-require-markdown', 'transform', { id: site('d/x.md'), code: 'require(x)' }],
      [
        'docs:infima-subset',
        'transform',
        { id: '/n/node_modules/infima/dist/css/default/default.css?direct' },
      ],
      [
        'docs:infima-subset',
        'transform',
        { id: join(PACKAGE_ROOT, 'src/theme/hideableSidebar.css') },
      ],
      [
        'docs:legacy-react-internals',
        'transform',
        {
          id: '/n/node_modules/x/index.js',
          code: 'R.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.A',
        },
      ],
    ];
    for (const [name, hook, at] of cases)
      expect(passes(byName(name), hook, at), `${name}.${hook} ${JSON.stringify(at)}`).toBe(true);

    // And leave out the ordinary modules.
    const plain: [string, HookName, { id: string; code?: string; importer?: string }][] = [
      ['docs:shared-modules', 'resolveId', { id: 'react-router' }],
      ['docs:site-modules', 'resolveId', { id: './a.js' }],
      ['docs:site-modules', 'resolveId', { id: '@theme/Layout' }],
      ['docs:site-roots', 'resolveId', { id: '//cdn.example.com/x.js' }],
      ['docs-theme-resolver', 'resolveId', { id: './a.js', importer: site('src/x.tsx') }],
      ['docs:require-context', 'transform', { id: '/n/node_modules/x/a.js', code: 'require(x)' }],
      ['docs:require-context', 'transform', { id: site('src/x.js'), code: 'import x' }],
      ['docs-site-jsx-in-js', 'transform', { id: site('src/x.tsx') }],
      ['docs:markdown-partials', 'transform', { id: '\0virtual.md' }],
      ['docs:legacy-react-internals', 'transform', { id: '/n/a.js', code: 'export {}' }],
    ];
    for (const [name, hook, at] of plain)
      expect(passes(byName(name), hook, at), `${name}.${hook} ${JSON.stringify(at)}`).toBe(false);
  });

  it("the docs plugin's production filter: virtual modules, the theme's MDX modules, the plugins' route modules", () => {
    const registry = routeModuleRegistry([
      { kinds: {}, idPrefixes: ['virtual:docs/index/', 'my-plugin:route/'], source: () => '' },
    ]);
    expect(registry.prefixes).toEqual(['virtual:docs/index/', 'my-plugin:route/']);
    // A site without plugins: the virtual modules and the theme's MDX modules.
    const ids = resolvedIds({ plugins: undefined } as unknown as SiteData);
    for (const id of ['virtual:docs/routes', 'virtual:docs/theme.css', '@theme/Tabs'])
      expect(ids.test(id), id).toBe(true);
    for (const id of ['./a.js', 'react', '@theme/Unknown', '@theme/TabsX', 'my-plugin:route/a'])
      expect(ids.test(id), id).toBe(false);
  });
});
