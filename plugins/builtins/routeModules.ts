// The route kinds each plugin's routes have (RouteSpec.kind: how the client renders the route's
// module) and the code of the route modules it owns, declared by the plugin rather than named by
// the route table and the module server (plugins/routes/). A new content type adds its entry here.
// The client still renders a kind through its own table (src/theme/resolveRoute.tsx).
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
import { generateIndexModule, generatedIndexModuleId } from '../routes/generateRoutesModule.js';
import { join } from 'node:path';
import { BUILT_IN_NAMES } from './native.js';

/** One plugin's route kinds and route modules. */
export interface PluginRouteModules<K extends string = string> {
  /** The plugin's name (for a reader: which plugin owns these). */
  plugin: string;
  kinds: readonly K[];
  /** The code of one of its route modules by id; undefined when the id is not one of them. */
  source: (id: string, site: SiteData) => string | undefined;
  /** Whether the id is one of its modules' (the Vite adapter resolves these ids itself). */
  owns: (id: string) => boolean;
}

/** The module giving a nested plugin route's parent its child (`@docusaurus/renderRoutes`). */
const RENDER_ROUTES_FILE = 'src/theme/docusaurus/renderRoutes.tsx';

const docs: PluginRouteModules<'doc' | 'generated-index' | 'page'> = {
  plugin: BUILT_IN_NAMES.docs,
  // A doc's module is its file (plugins/routes/virtualModules.ts docModuleSource); a generated
  // index page's and a tags page's (rendered as a page) are virtual.
  kinds: ['doc', 'generated-index', 'page'],
  owns: (id) => id.startsWith(VIRTUAL_INDEX_PREFIX) || id.startsWith(VIRTUAL_DOC_TAGS_PREFIX),
  source(id, s) {
    if (id.startsWith(VIRTUAL_INDEX_PREFIX)) {
      const g = s.generatedIndexes.find((x) => generatedIndexModuleId(x.permalink) === id);
      return g ? generateIndexModule(g) : undefined;
    }
    const tagsPage = docTagsPermalinkOf(id);
    return tagsPage !== undefined && s.docTags
      ? docTagsModuleSource(s.docTags, tagsPage, PACKAGE_ROOT)
      : undefined;
  },
};

const blog: PluginRouteModules<'blog-post' | 'blog-page'> = {
  plugin: BUILT_IN_NAMES.blog,
  kinds: ['blog-post', 'blog-page'],
  owns: (id) => id.startsWith(VIRTUAL_BLOG_PAGE_PREFIX),
  source: (id, s) =>
    id.startsWith(VIRTUAL_BLOG_PAGE_PREFIX) ? blogPageModuleSource(id, s.blogs ?? []) : undefined,
};

const pages: PluginRouteModules<'page'> = {
  plugin: BUILT_IN_NAMES.pages,
  // A React page's module is its file; a Markdown page's is virtual.
  kinds: ['page'],
  owns: (id) => id.startsWith(VIRTUAL_MARKDOWN_PAGE_PREFIX),
  source(id) {
    const file = markdownPageFile(id);
    return file === undefined
      ? undefined
      : markdownPageModuleSource(file, readFileSync(file, 'utf8'));
  },
};

/** The routes of the site's own plugins (addRoute): rendered as pages. */
const sitePlugins: PluginRouteModules<'page'> = {
  plugin: 'the config’s plugins',
  kinds: ['page'],
  owns: (id) => id.startsWith(VIRTUAL_PLUGIN_ROUTE_PREFIX),
  source(id, s) {
    const path = pluginRoutePathOf(id);
    const flat = path === undefined ? undefined : s.plugins?.routes.get(path);
    return flat && pluginRouteModuleSource(flat, join(PACKAGE_ROOT, RENDER_ROUTES_FILE));
  },
};

/** Every plugin's route modules, in the order their ids are tried. */
export const ROUTE_MODULES = [docs, blog, pages, sitePlugins] as const;

/** A route's kind: one that a plugin declares. */
export type RouteKind = (typeof ROUTE_MODULES)[number]['kinds'][number];

/** Whether an id is a route module of a plugin. */
export const isRouteModuleId = (id: string): boolean => ROUTE_MODULES.some((m) => m.owns(id));

/** The code of a plugin's route module (undefined: no plugin's). */
export function routeModuleSource(id: string, site: SiteData): string | undefined {
  const owner = ROUTE_MODULES.find((m) => m.owns(id));
  return owner?.source(id, site);
}
