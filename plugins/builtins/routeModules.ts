// The route-module registry of a site: the route kinds its routes may have (RouteSpec.kind), each
// with the client function that renders it, and the code of the route modules their plugins own.
// Each plugin declares its own through the generator hook `routeKindsOf` (docs: docsRouteKinds.ts,
// blog and pages: their plugin files; a third-party plugin may too), and the routes plugins add
// with addRoute theirs (plugins/lifecycle/routes.ts addedRouteKinds); nothing here names a kind.
// The route table, the module server (plugins/routes/) and the client (src/theme/resolveRoute.tsx
// renders a kind through virtual:docs/route-kinds, made here from the kinds of the site's routes)
// ask this registry.
import { isAbsolute, join, resolve } from 'node:path';
import { EXCERPT_QUERY } from '../../src/shared/constants.js';
import { markdownPageOf } from '../lifecycle/markdownPages.js';
import { hooksOf, type PluginRouteKinds } from '../lifecycle/generatorHooks.js';
import { addedRouteKinds } from '../lifecycle/routes.js';
import type { SiteData } from '../loadSite.js';
import { PACKAGE_ROOT } from '../paths.js';
import type { ClientRouteKind } from '../routes/generateRoutesModule.js';

/** What the site's plugins declare of their routes, looked up by kind or by module id. */
export interface RouteModuleRegistry {
  /** Every kind declared, with its client side. */
  kinds: ReadonlyMap<string, ClientRouteKind>;
  /** The kinds whose pages may be standalone modules (`PluginRouteKinds.standalone`). */
  standalone: ReadonlySet<string>;
  /** Whether an id is a route module of a plugin (the Vite adapter resolves these ids itself). */
  owns: (id: string) => boolean;
  /** Every declared prefix of those ids (`owns` is true exactly for an id with one of them). */
  prefixes: readonly string[];
  /** The code of a plugin's route module (undefined: no plugin's). */
  source: (id: string) => string | undefined;
  /** Whether a change of the route module reloads the open page (`reloadedIdPrefixes`). */
  reloads: (id: string) => boolean;
}

/** A registry of the given declarations, tried in their order. */
export function routeModuleRegistry(declared: readonly PluginRouteKinds[]): RouteModuleRegistry {
  const kinds = new Map<string, ClientRouteKind>();
  for (const d of declared)
    for (const [kind, client] of Object.entries(d.kinds)) kinds.set(kind, client);
  const owners = (id: string) => declared.filter((d) => d.idPrefixes.some((p) => id.startsWith(p)));
  return {
    kinds,
    standalone: new Set(declared.flatMap((d) => d.standalone ?? [])),
    owns: (id) => owners(id).length > 0,
    prefixes: declared.flatMap((d) => d.idPrefixes),
    source(id) {
      // Instances of one plugin share their prefixes: the first that has the module gives it.
      for (const d of owners(id)) {
        const code = d.source(id);
        if (code !== undefined) return code;
      }
      return undefined;
    },
    reloads: (id) => declared.some((d) => d.reloadedIdPrefixes?.some((p) => id.startsWith(p))),
  };
}

const registries = new WeakMap<object, RouteModuleRegistry>();

/** The registry of a site's plugins (made once per load). */
export function routeModulesOf(site: Pick<SiteData, 'plugins'>): RouteModuleRegistry {
  const { plugins } = site;
  if (!plugins) return routeModuleRegistry([]);
  let registry = registries.get(plugins);
  if (!registry) {
    registry = routeModuleRegistry([
      ...hooksOf(plugins.result.plugins, 'routeKindsOf').map((routeKindsOf) => routeKindsOf()),
      addedRouteKinds(plugins.routes, (path, query) => importWithQuery(site, path, query)),
    ]);
    registries.set(plugins, registry);
  }
  return registry;
}

const ISLAND_CONTENT_IMPORT = `import { withIslandContent } from ${JSON.stringify(
  resolve(PACKAGE_ROOT, 'src/theme/routeKinds/islandContent.tsx'),
)};`;

/**
 * The code of `virtual:docs/route-kinds`: the renderer of each kind the site's routes have (a
 * site without a blog does not bundle the blog's), by kind. A kind no plugin declares is an error
 * of the plugin that gave the route.
 */
export function routeKindsModuleSource(site: SiteData): string {
  const declared = routeModulesOf(site).kinds;
  const used = [...new Set(site.routes.map((r) => r.kind))].sort();
  const imports: string[] = [];
  const entries = used.map((kind, i) => {
    const client = declared.get(kind);
    if (!client)
      throw new Error(
        `the route kind "${kind}" (of ${site.routes.find((r) => r.kind === kind)?.path}) is declared by no plugin (generator hook routeKindsOf: plugins/builtins/routeModules.ts)`,
      );
    // The theme's renderers are named from the generator's root; a plugin's own by absolute path.
    const file = JSON.stringify(resolve(PACKAGE_ROOT, client.file));
    imports.push(`import { ${client.exportName} as k${i} } from ${file};`);
    let render = client.component
      ? `k${i}(() => import(${JSON.stringify(client.component)}))`
      : `k${i}`;
    if (client.content) {
      // A site plugin's Markdown content with islands (src/theme/routeKinds/islandContent.tsx).
      if (!imports.includes(ISLAND_CONTENT_IMPORT)) imports.push(ISLAND_CONTENT_IMPORT);
      const { kind: contentKind, className } = client.content;
      const args = [render, JSON.stringify(contentKind)];
      if (className !== undefined) args.push(JSON.stringify(className));
      render = `withIslandContent(${args.join(', ')})`;
    }
    return `  ${JSON.stringify(kind)}: ${render},`;
  });
  return `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
}

/**
 * What a plugin route's `{ __import: true, path, query }` imports: with `query.truncated`, a blog
 * post's excerpt module (its file with EXCERPT_QUERY; the whole post when it has no truncate
 * marker, as Docusaurus's loader gives it); any other query imports the module itself.
 */
export function importWithQuery(
  site: Pick<SiteData, 'plugins'>,
  path: string,
  query: Record<string, unknown>,
): string {
  if (!query.truncated || query.truncated === 'false') return path;
  const siteDir = site.plugins?.result.context.siteDir;
  const file = path.startsWith('@site/')
    ? siteDir && join(siteDir, path.slice('@site/'.length))
    : isAbsolute(path)
      ? path
      : undefined;
  const excerpt = file && file + EXCERPT_QUERY;
  return excerpt && markdownPageOf(site, excerpt) ? excerpt : path;
}
