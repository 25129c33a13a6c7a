// Route kinds come from the plugins that own them (plugins/builtins/routeModules.ts): a plugin of
// the site (tests/fixtures/sites/route-kinds: recipes) declares a kind with its own renderer and
// route modules through the generator hooks, and gets its routes in the table, its modules from
// the Vite adapter and its renderer in `virtual:docs/route-kinds`, as the docs get theirs.
import { relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeModuleRegistry, routeModulesOf } from '../../../../plugins/builtins/routeModules.js';
import { RESOLVED } from '../../../../plugins/dev/reloadSite.js';
import { docsPlugin } from '../../../../plugins/index.js';
import type { PluginRouteKinds } from '../../../../plugins/lifecycle/generatorHooks.js';
import { loadSite, type SiteData } from '../../../../plugins/loadSite.js';
import {
  isVirtualModuleId,
  virtualModuleSource,
} from '../../../../plugins/routes/virtualModules.js';
import { VIRTUAL_ROUTE_KINDS } from '../../../../src/shared/constants.js';

const fixture = resolve('tests/fixtures/sites/route-kinds');
let site: SiteData;

beforeAll(async () => {
  site = await loadSite({ siteDir: fixture, production: true });
}, 60_000);

type Hook = (this: unknown, ...args: unknown[]) => unknown;
/** The hook as Rolldown calls it: its handler, only for an id its filter passes. */
const call = (plugin: Plugin, name: 'resolveId' | 'load', ...args: unknown[]) => {
  const hook = plugin[name] as Hook | { filter?: { id?: RegExp }; handler: Hook };
  if (typeof hook === 'function') return hook.call({}, ...args);
  if (hook.filter?.id && !hook.filter.id.test(String(args[0]))) return undefined;
  return hook.handler.call({}, ...args);
};

describe('a plugin’s own route kind', () => {
  it('puts its routes in the table with its kind, after the docs’', () => {
    expect(site.routes.map((r) => `${r.kind} ${r.path}`)).toEqual([
      'doc /docs/intro',
      'recipe /recipes/soup',
      'recipe /recipes/bread',
    ]);
  });

  it('is declared beside the built-in kinds, with the plugin’s renderer', () => {
    const { kinds } = routeModulesOf(site);
    expect(kinds.get('recipe')).toEqual({
      file: resolve(fixture, 'plugins/recipeKind.js'),
      exportName: 'recipe',
    });
    expect(kinds.get('doc')?.file).toBe('src/theme/routeKinds/docs.tsx');
    // No blog on this site: no plugin declares the blog's kinds.
    expect(kinds.has('blog-post')).toBe(false);
  });

  it('gives the client the plugin’s renderer for its routes', () => {
    const source = virtualModuleSource(VIRTUAL_ROUTE_KINDS, site)!;
    const imports = [...source.matchAll(/^import \{ (\w+) as k\d+ \} from "(.+)";$/gm)].map(
      (m) => `${m[1]} ${relative(resolve('.'), m[2]!).split(sep).join('/')}`,
    );
    expect(imports).toEqual([
      'doc src/theme/routeKinds/docs.tsx',
      'recipe tests/fixtures/sites/route-kinds/plugins/recipeKind.js',
    ]);
  });

  it('has its route modules served by the Vite adapter from the plugin’s code', async () => {
    const id = 'virtual:recipes/bread.js';
    expect(isVirtualModuleId(id, routeModulesOf(site))).toBe(true);
    const adapter = docsPlugin({ siteDir: fixture, production: true, site });
    const resolved = await call(adapter, 'resolveId', id, undefined, {});
    expect(resolved).toBe(RESOLVED + id);
    expect(await call(adapter, 'load', resolved)).toBe(
      'export const recipe = {"slug":"bread","title":"Rye bread"};\n',
    );
    // An id of its prefix the plugin has no module for, and an id of no plugin's.
    expect(virtualModuleSource('virtual:recipes/cake.js', site)).toBeUndefined();
    expect(await call(adapter, 'resolveId', 'virtual:cakes/1.js', undefined, {})).toBeUndefined();
  });
});

describe('the registry', () => {
  const declared = (name: string, code?: string): PluginRouteKinds => ({
    kinds: { [name]: { file: `src/theme/routeKinds/${name}.tsx`, exportName: name } },
    standalone: [name],
    idPrefixes: ['virtual:shared/'],
    source: (id) => (id === `virtual:shared/${name}.js` ? code : undefined),
  });

  it('asks each plugin that owns an id’s prefix, in order, for its module', () => {
    const registry = routeModuleRegistry([declared('a', 'A'), declared('b', 'B')]);
    expect(registry.owns('virtual:shared/x.js')).toBe(true);
    expect(registry.owns('virtual:other/x.js')).toBe(false);
    expect(registry.source('virtual:shared/b.js')).toBe('B');
    expect(registry.source('virtual:shared/c.js')).toBeUndefined();
    expect([...registry.kinds.keys()]).toEqual(['a', 'b']);
    expect([...registry.standalone]).toEqual(['a', 'b']);
  });

  it('has no kind and owns no id without plugins', () => {
    const empty = routeModulesOf({});
    expect(empty.kinds.size).toBe(0);
    expect(empty.owns('virtual:docs/index/x.js')).toBe(false);
  });
});
