// The route kinds each plugin's routes have (RouteSpec.kind), each with the client function that
// renders a route of that kind, and the code of the route modules the plugin owns: declared by the
// plugin rather than named by the route table, the module server (plugins/routes/) or the client
// (src/theme/resolveRoute.tsx renders a kind through virtual:docs/route-kinds, made here from the
// kinds of the site's routes). A new content type adds its entry here and its renderer in
// src/theme/routeKinds/.
import { readFileSync } from 'node:fs';
import { VIRTUAL_BLOG_PAGE_PREFIX, VIRTUAL_INDEX_PREFIX } from '../../src/shared/constants.js';
import { blogPageModuleSource } from '../blog/index.js';
import type { SiteData } from '../loadSite.js';
import {
  pluginRouteModuleSource,
  pluginRoutePathOf,
  VIRTUAL_PLUGIN_ROUTE_PREFIX,
} from '../lifecycle/routes.js';
import { PACKAGE_ROOT } from '../paths.js';
import {
  docTagsModuleSource,
  docTagsPermalinkOf,
  VIRTUAL_DOC_TAGS_PREFIX,
} from '../pages/docTags.js';
import {
  markdownPageFile,
  markdownPageModuleSource,
  VIRTUAL_MARKDOWN_PAGE_PREFIX,
} from '../pages/markdownPageModule.js';
import {
  generateIndexModule,
  generatedIndexModuleId,
  type ClientRouteKind,
} from '../routes/generateRoutesModule.js';
import { join } from 'node:path';
import { BUILT_IN_NAMES } from './native.js';
import { blogInstancesOf } from './blogPlugin.js';
import { docItemKinds } from './docItemKinds.js';

const KINDS_DIR = 'src/theme/routeKinds/';
const kindOf = (file: string, exportName: string): ClientRouteKind => ({
  file: KINDS_DIR + file,
  exportName,
});
const PAGE_KIND = { page: kindOf('page.tsx', 'page') };

/** One plugin's route kinds and route modules. */
export interface PluginRouteModules {
  /** The plugin's name (for a reader: which plugin owns these). */
  plugin: string;
  /** The kinds its routes may have on this site, each with its client side. */
  kinds: (site: SiteData) => Record<string, ClientRouteKind>;
  /**
   * The kinds whose route module is a compiled Markdown page the build may write as a standalone
   * module (plugins/stages/pages.ts), when its code needs nothing of the bundle.
   */
  standalone?: readonly string[];
  /** The code of one of its route modules by id; undefined when the id is not one of them. */
  source: (id: string, site: SiteData) => string | undefined;
  /** Whether the id is one of its modules' (the Vite adapter resolves these ids itself). */
  owns: (id: string) => boolean;
}

/** The module giving a nested plugin route's parent its child (`@docusaurus/renderRoutes`). */
const RENDER_ROUTES_FILE = 'src/theme/docusaurus/renderRoutes.tsx';

const docs: PluginRouteModules = {
  plugin: BUILT_IN_NAMES.docs,
  // A doc rendered by a docItemComponent of the site's (`doc:<component>`) stays in the bundle.
  standalone: ['doc'],
  // A doc's module is its file (plugins/routes/virtualModules.ts docModuleSource); a generated
  // index page's and a tags page's (rendered as a page) are virtual. A docs instance with a
  // docItemComponent renders its docs with that component (docItemKinds.ts).
  kinds: (site) => ({
    doc: kindOf('docs.tsx', 'doc'),
    'generated-index': kindOf('docs.tsx', 'generatedIndex'),
    ...PAGE_KIND,
    ...docItemKinds(site.docusaurus, KINDS_DIR + 'docItem.tsx'),
  }),
  owns: (id) => id.startsWith(VIRTUAL_INDEX_PREFIX) || id.startsWith(VIRTUAL_DOC_TAGS_PREFIX),
  source(id, s) {
    if (id.startsWith(VIRTUAL_INDEX_PREFIX)) {
      const g = s.generatedIndexes.find((x) => generatedIndexModuleId(x.permalink) === id);
      return g ? generateIndexModule(g) : undefined;
    }
    const tagsPage = docTagsPermalinkOf(id);
    // The version whose tags list or tag page this is (each version has its own).
    const tags = s.docTags?.find(
      (t) => t.route === tagsPage || t.pages.some((p) => p.permalink === tagsPage),
    );
    return tagsPage !== undefined && tags
      ? docTagsModuleSource(tags, tagsPage, PACKAGE_ROOT)
      : undefined;
  },
};

const blog: PluginRouteModules = {
  plugin: BUILT_IN_NAMES.blog,
  standalone: ['blog-post'],
  kinds: () => ({
    'blog-post': kindOf('blog.tsx', 'blogPost'),
    'blog-page': kindOf('blog.tsx', 'blogPage'),
  }),
  owns: (id) => id.startsWith(VIRTUAL_BLOG_PAGE_PREFIX),
  source: (id, s) =>
    id.startsWith(VIRTUAL_BLOG_PAGE_PREFIX)
      ? blogPageModuleSource(id, blogInstancesOf(s.plugins))
      : undefined,
};

const pages: PluginRouteModules = {
  plugin: BUILT_IN_NAMES.pages,
  // A React page's module is its file; a Markdown page's is virtual.
  kinds: () => PAGE_KIND,
  owns: (id) => id.startsWith(VIRTUAL_MARKDOWN_PAGE_PREFIX),
  source(id) {
    const file = markdownPageFile(id);
    return file === undefined
      ? undefined
      : markdownPageModuleSource(file, readFileSync(file, 'utf8'));
  },
};

/** The routes of the site's own plugins (addRoute): rendered as pages. */
const sitePlugins: PluginRouteModules = {
  plugin: 'the config’s plugins',
  kinds: () => PAGE_KIND,
  owns: (id) => id.startsWith(VIRTUAL_PLUGIN_ROUTE_PREFIX),
  source(id, s) {
    const path = pluginRoutePathOf(id);
    const flat = path === undefined ? undefined : s.plugins?.routes.get(path);
    return flat && pluginRouteModuleSource(flat, join(PACKAGE_ROOT, RENDER_ROUTES_FILE));
  },
};

/** Every plugin's route modules, in the order their ids are tried. */
export const ROUTE_MODULES: readonly PluginRouteModules[] = [docs, blog, pages, sitePlugins];

/** The route kinds whose pages may be standalone modules (`PluginRouteModules.standalone`). */
export const STANDALONE_ROUTE_KINDS: ReadonlySet<string> = new Set(
  ROUTE_MODULES.flatMap((m) => m.standalone ?? []),
);

/** Every route kind the plugins declare on this site, with its client side. */
export function declaredRouteKinds(site: SiteData): Map<string, ClientRouteKind> {
  const kinds = new Map<string, ClientRouteKind>();
  for (const m of ROUTE_MODULES)
    for (const [kind, client] of Object.entries(m.kinds(site))) kinds.set(kind, client);
  return kinds;
}

/**
 * The code of `virtual:docs/route-kinds`: the renderer of each kind the site's routes have (a
 * site without a blog does not bundle the blog's), by kind. A kind no plugin declares is an error
 * of the plugin that gave the route.
 */
export function routeKindsModuleSource(site: SiteData): string {
  const declared = declaredRouteKinds(site);
  const used = [...new Set(site.routes.map((r) => r.kind))].sort();
  const imports: string[] = [];
  const entries = used.map((kind, i) => {
    const client = declared.get(kind);
    if (!client)
      throw new Error(
        `the route kind "${kind}" (of ${site.routes.find((r) => r.kind === kind)?.path}) is declared by no plugin (plugins/builtins/routeModules.ts)`,
      );
    const file = JSON.stringify(join(PACKAGE_ROOT, client.file));
    imports.push(`import { ${client.exportName} as k${i} } from ${file};`);
    const render = client.component
      ? `k${i}(() => import(${JSON.stringify(client.component)}))`
      : `k${i}`;
    return `  ${JSON.stringify(kind)}: ${render},`;
  });
  return `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
}

/** Whether an id is a route module of a plugin. */
export const isRouteModuleId = (id: string): boolean => ROUTE_MODULES.some((m) => m.owns(id));

/** The code of a plugin's route module (undefined: no plugin's). */
export function routeModuleSource(id: string, site: SiteData): string | undefined {
  const owner = ROUTE_MODULES.find((m) => m.owns(id));
  return owner?.source(id, site);
}
