// docsPlugin(): the Vite adapter. It wires the stages to Vite's hooks and owns no logic of its own.
import { join, resolve } from 'node:path';
import { watchDocsFolder, type DocsWatcher } from './dev/watchDocs.js';
import type { Plugin, ViteDevServer } from 'vite';
import {
  VIRTUAL_BUNDLED_PAGES,
  VIRTUAL_CODE_THEME_CSS,
  VIRTUAL_INDEX_PREFIX,
  VIRTUAL_ROUTE_BUCKET_PREFIX,
  VIRTUAL_ROUTES,
  VIRTUAL_SIDEBAR_PREFIX,
  VIRTUAL_SITE_CONFIG,
} from '../src/shared/constants.js';
import { BuildError, isBuildError } from './diagnostics.js';
import { parseFrontMatter } from './docs/frontMatter.js';
import { loadSite, toClientConfig, type SiteData } from './loadSite.js';
import { SEARCH_ASSETS_DIR, SEARCH_ENTRY_FILE } from '../src/shared/search/indexFormat.js';
import { codeThemeCss } from './mdx/codeTheme.js';
import { THEME_MODULES } from './mdx/remarkThemeImports.js';
import { isPartialFile } from './mdx/partials.js';
import { PACKAGE_ROOT } from './paths.js';
import { getSplitSidebar, routeSidebarParts } from './routes/splitSidebars.js';
import { buildLocalIndex } from './search/buildLocalIndex.js';
import { collectSearchRecords } from './search/collectSearchRecords.js';
import { compileDoc, createDocCompiler, type DocCompiler } from './mdx/compileDoc.js';
import {
  generateBundledPagesModule,
  generateIndexModule,
  generateProductionRoutesModule,
  generateRouteBucketModule,
  generateRoutesModule,
  generateSidebarModule,
  generateSiteConfigModule,
  generatedIndexModuleId,
  type RouteSpec,
} from './routes/generateRoutesModule.js';

export interface DocsPluginOptions {
  siteDir: string;
  production: boolean;
  /** Site data loaded by the caller (the build loads once and shares it between bundles). */
  site?: SiteData;
  compiler?: DocCompiler;
  /** Called with warnings produced while compiling (grouped by the build summary). */
  onWarning?: (w: BuildError['diagnostics'][number]) => void;
  /**
   * Production: the route table the build wrote as files (generateProductionRoutesModule): its
   * version, bucket count and the routes whose pages are bundled (the others are standalone).
   */
  routeTable?: () => Promise<RouteTableFiles>;
  /**
   * Production: called with the code this plugin gives the bundle, by id (a virtual module's id,
   * or `doc:` and a doc's file): the build records what a bundle was made from
   * (plugins/output/bundleReuse.ts), and `generateModule` gives the same code again.
   */
  onGenerated?: (id: string, code: string) => void;
}

export interface RouteTableFiles {
  version: string;
  bucketCount: number;
  bundled: RouteSpec[];
  /** Page module → its standalone file in the output folder (undefined: bundled). */
  standalone: Map<string, string | undefined>;
}

const RESOLVED = '\0';
const VIRTUAL_THEME_PREFIX = 'virtual:docs/theme/';

/** The sidebar a sidebar module belongs to: "name--3" is a part of "name" (splitSidebars.ts). */
function sidebarNameOf(key: string, s: SiteData): string {
  const sep = key.lastIndexOf('--');
  return sep > 0 && s.sidebars[key] === undefined ? key.slice(0, sep) : key;
}

/** The source of one of our virtual modules (undefined: not one). */
function moduleSource(id: string, s: SiteData): string | undefined {
  if (id.startsWith(VIRTUAL_THEME_PREFIX)) {
    const specifier = id.slice(VIRTUAL_THEME_PREFIX.length);
    const module = Object.hasOwn(THEME_MODULES, specifier) ? THEME_MODULES[specifier] : undefined;
    return (
      module &&
      `export { ${module.exportName} as default } from ${JSON.stringify(join(PACKAGE_ROOT, module.file))};\n`
    );
  }
  if (id === VIRTUAL_ROUTES) return generateRoutesModule(s.routes, Object.keys(s.sidebars));
  if (id.startsWith(VIRTUAL_ROUTE_BUCKET_PREFIX)) {
    return generateRouteBucketModule(
      s.routes,
      Number(id.slice(VIRTUAL_ROUTE_BUCKET_PREFIX.length)),
      (r) => routeSidebarParts(s, r),
    );
  }
  if (id === VIRTUAL_SITE_CONFIG)
    return generateSiteConfigModule(toClientConfig(s.siteConfig), {
      hasHomePage: s.routes.some((r) => r.path === '/'),
    });
  if (id.startsWith(VIRTUAL_SIDEBAR_PREFIX)) {
    // Big sidebars come in chunks ("name--3" is a part of "name"), in the dev server too: a
    // 10,000-doc sidebar is megabytes of code. Live updates send the whole sidebar instead.
    const key = id.slice(VIRTUAL_SIDEBAR_PREFIX.length);
    const name = sidebarNameOf(key, s);
    const split = getSplitSidebar(s, name);
    return generateSidebarModule(name === key ? split.root : (split.parts.get(key) ?? []));
  }
  if (id.startsWith(VIRTUAL_INDEX_PREFIX)) {
    const g = s.generatedIndexes.find((x) => generatedIndexModuleId(x.permalink) === id);
    return g ? generateIndexModule(g) : undefined;
  }
  return undefined;
}

/** The id under which a doc's module is reported to `onGenerated`. */
const DOC_MODULE = 'doc:';

/** A doc's module as a production bundle gets it: its compiled program, then its metadata. */
async function docModule(params: {
  file: string;
  body: string;
  doc: SiteData['docs'][number];
  site: SiteData;
  siteDir: string;
  compiler: DocCompiler;
  onWarning?: DocsPluginOptions['onWarning'];
}): Promise<string> {
  const { file, body, doc, site, siteDir } = params;
  const input = {
    body,
    filePath: file,
    source: doc.source,
    staticDir: join(siteDir, 'static'),
    permalinkBySource: site.permalinkBySource,
    linksKey: site.linksKey,
    magicComments: site.siteConfig.code?.magicComments,
  };
  const compiled = await params.compiler.compile(input);
  for (const w of compiled.warnings) params.onWarning?.(w);
  // A page the build writes as a standalone module has no program of its own (empty `code`); a
  // module that imports it anyway (a custom page, say) gets one compiled here.
  const program = compiled.code || (await compileDoc(input)).code;
  return `${program}\nexport const metadata = ${JSON.stringify(site.pageMetadata.get(file))};\n`;
}

/**
 * The code docsPlugin gave a production bundle for `id` (as reported to `onGenerated`), made again
 * from the current site: the build compares it with what it recorded (plugins/output/bundleReuse.ts).
 * Undefined when there is no such module any more.
 */
export async function generateModule(
  id: string,
  params: {
    site: SiteData;
    siteDir: string;
    compiler: DocCompiler;
    routeTable: () => Promise<RouteTableFiles>;
    onWarning?: DocsPluginOptions['onWarning'];
    readFile: (file: string) => string | undefined;
  },
): Promise<string | undefined> {
  const { site } = params;
  if (id.startsWith(DOC_MODULE)) {
    const file = id.slice(DOC_MODULE.length);
    const doc = site.docsByFile.get(file);
    const code = params.readFile(file);
    return doc && code !== undefined
      ? docModule({ ...params, file, body: parseFrontMatter(code, file).body, doc })
      : undefined;
  }
  if (id === VIRTUAL_CODE_THEME_CSS) return codeThemeCss();
  return (await productionRouteModule(id, site, params.routeTable)) ?? moduleSource(id, site);
}

/** Production: the route table's root module and the bundled pages' module, from the table the build wrote. */
async function productionRouteModule(
  id: string,
  s: SiteData,
  routeTable: () => Promise<RouteTableFiles>,
): Promise<string | undefined> {
  if (id !== VIRTUAL_ROUTES && id !== VIRTUAL_BUNDLED_PAGES) return undefined;
  // The buckets are files of the build, and neither bundle is told their version (a page's HTML
  // names it), so neither bundle changes when one page does.
  const table = await routeTable();
  if (id === VIRTUAL_BUNDLED_PAGES) return generateBundledPagesModule(table.bundled);
  return generateProductionRoutesModule({
    sidebarNames: Object.keys(s.sidebars),
    bucketCount: table.bucketCount,
    hasBundledPages: table.bundled.length > 0,
  });
}

export function docsPlugin(options: DocsPluginOptions): Plugin {
  const siteDir = resolve(options.siteDir);
  const compiler =
    options.compiler ?? createDocCompiler({ cacheDir: join(siteDir, '.cache', 'mdx') });
  let site: SiteData | undefined = options.site;
  let server: ViteDevServer | undefined;
  let docsWatcher: DocsWatcher | undefined;
  let devSearchIndex: Promise<Map<string, Uint8Array | string>> | undefined;
  const generated = new Map<string, string>();

  const ensureSite = async () =>
    (site ??= await loadSite({ siteDir, production: options.production }));
  const report = (id: string, code: string) => {
    options.onGenerated?.(id, code);
    return code;
  };

  // Reloads run one at a time. A request while one is running schedules exactly one more after it
  // (so it reads the newest files); requests while that one waits to start join it.
  let queue: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | undefined;
  function reloadInDev(): Promise<void> {
    if (waiting) return waiting;
    const next = queue.then(() => {
      waiting = undefined;
      return doReload();
    });
    waiting = next;
    queue = next.catch(() => undefined);
    return next;
  }

  function notifySidebar(id: string, s: SiteData): void {
    if (!server || !id.startsWith(VIRTUAL_SIDEBAR_PREFIX)) return;
    const name = sidebarNameOf(id.slice(VIRTUAL_SIDEBAR_PREFIX.length), s);
    server.ws.send({
      type: 'custom',
      event: 'docs:sidebar-update',
      data: { name, items: s.sidebars[name] ?? [] },
    });
  }

  async function doReload(): Promise<void> {
    if (!server) return;
    devSearchIndex = undefined;
    try {
      site = await loadSite({ siteDir, production: false });
    } catch (e) {
      if (isBuildError(e))
        server.ws.send({ type: 'error', err: { message: e.message, stack: '', plugin: 'docs' } });
      return;
    }
    let fullReload = false;
    for (const [id, before] of generated) {
      const after = moduleSource(id, site);
      if (after === before || after === undefined) continue;
      generated.set(id, after);
      const mod = server.moduleGraph.getModuleById(RESOLVED + id);
      if (mod) server.moduleGraph.invalidateModule(mod);
      if (
        id === VIRTUAL_ROUTES ||
        id === VIRTUAL_SITE_CONFIG ||
        id.startsWith(VIRTUAL_ROUTE_BUCKET_PREFIX)
      )
        fullReload = true;
      else notifySidebar(id, site);
    }
    if (fullReload) server.ws.send({ type: 'full-reload' });
  }

  return {
    name: 'docs',
    enforce: 'pre',
    api: {
      /**
       * The first compile in a process loads the MDX pipeline and Shiki (a few hundred ms at
       * 10,000 docs): the dev server calls this once its first page is served, so a writer's
       * first save shows as fast as the next ones. Nothing is cached or reported.
       */
      async warmUp(): Promise<void> {
        const s = await ensureSite();
        const body =
          '# Warm-up\n\nA paragraph with `code` and [a link](./x.md).\n\n```js\nconst a = 1;\n```\n';
        return compileDoc({
          body,
          filePath: join(siteDir, 'docs', '.warm-up.mdx'),
          source: '.warm-up.mdx',
          staticDir: join(siteDir, 'static'),
          permalinkBySource: s.permalinkBySource,
          linksKey: s.linksKey,
        }).then(
          () => undefined,
          () => undefined,
        );
      },
    },
    configureServer(s) {
      server = s;
      // The dev server builds the search index in memory on the first search (compiled pages come
      // from the shared cache) and again after an edit, so search works while writing too.
      s.middlewares.use((req, res, next) => {
        const base = (site?.siteConfig.baseUrl ?? '/').replace(/\/$/, '');
        const path = (req.url ?? '').split('?')[0]!.slice(base.length).replace(/^\//, '');
        if (path !== SEARCH_ENTRY_FILE && !path.startsWith(SEARCH_ASSETS_DIR + '/')) return next();
        devSearchIndex ??= ensureSite().then(async (current) => {
          const pages = await collectSearchRecords({ site: current, compiler });
          const index = buildLocalIndex(pages, { synonyms: current.siteConfig.search.synonyms });
          return new Map<string, Uint8Array | string>([
            ...index.files,
            [SEARCH_ENTRY_FILE, JSON.stringify(index.entry)],
          ]);
        });
        devSearchIndex.then(
          (files) => {
            const body = files.get(path);
            if (body === undefined) return next();
            res.writeHead(200, {
              'Content-Type': path.endsWith('.json')
                ? 'application/json'
                : 'application/octet-stream',
              'Cache-Control': 'no-store',
            });
            res.end(body);
          },
          (e: unknown) => {
            devSearchIndex = undefined;
            next(e);
          },
        );
      });
      const watchedDocs = join(siteDir, 'docs');
      const onAddOrRemove = (file: string) => {
        if (file.startsWith(watchedDocs)) void reloadInDev();
      };
      // An edited doc is handled by its transform (which reloads the site data only when the front
      // matter changed); here only the files that shape the whole site trigger a reload.
      const onChange = (file: string) => {
        if (
          file === site?.configFile ||
          file === site?.sidebarsFile ||
          (file.startsWith(watchedDocs) && !/\.mdx?$/i.test(file))
        )
          void reloadInDev();
      };
      s.watcher.on('add', onAddOrRemove);
      s.watcher.on('unlink', onAddOrRemove);
      s.watcher.on('change', onChange);
      // Vite's watcher skips docs/ (viteConfig.ts): this one reports its events to it.
      docsWatcher = watchDocsFolder(watchedDocs, s.watcher);
    },
    closeBundle() {
      docsWatcher?.close();
      // A compiler of its own (the dev server's) writes its disk cache out; a given one is its owner's.
      if (!options.compiler) compiler.close();
    },
    resolveId(id) {
      if (id === VIRTUAL_CODE_THEME_CSS) return RESOLVED + id;
      // `import Tabs from '@theme/Tabs'`, as in Docusaurus: the theme's module (remarkThemeImports.ts).
      if (Object.hasOwn(THEME_MODULES, id)) return RESOLVED + VIRTUAL_THEME_PREFIX + id;
      if (
        id === VIRTUAL_ROUTES ||
        id === VIRTUAL_SITE_CONFIG ||
        id === VIRTUAL_BUNDLED_PAGES ||
        id.startsWith(VIRTUAL_ROUTE_BUCKET_PREFIX) ||
        id.startsWith(VIRTUAL_SIDEBAR_PREFIX) ||
        id.startsWith(VIRTUAL_INDEX_PREFIX)
      )
        return RESOLVED + id;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const virtualId = id.slice(1);
      if (virtualId === VIRTUAL_CODE_THEME_CSS) return report(virtualId, await codeThemeCss());
      const s = await ensureSite();
      const production =
        options.routeTable && (await productionRouteModule(virtualId, s, options.routeTable));
      if (production) return report(virtualId, production);
      const source = moduleSource(virtualId, s);
      if (source !== undefined) {
        report(virtualId, source);
        // Whichever path regenerates a sidebar first (this load or a reload) tells the open pages.
        const before = generated.get(virtualId);
        generated.set(virtualId, source);
        if (before !== undefined && before !== source) notifySidebar(virtualId, s);
      }
      return source;
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.mdx?$/i.test(file)) return undefined;
      const s = await ensureSite();
      let doc = s.docsByFile.get(file);
      if (!doc) {
        if (!file.startsWith(join(siteDir, 'docs')) || isPartialFile(file, siteDir))
          return undefined;
        if (server) {
          await reloadInDev();
          doc = site!.docsByFile.get(file);
        }
        if (!doc) return undefined;
      }
      const { body, frontMatter } = parseFrontMatter(code, file);
      if (server) {
        devSearchIndex = undefined; // an edited page: the next search rebuilds the index
        if (JSON.stringify(frontMatter) !== JSON.stringify(doc.frontMatter)) {
          // Front matter changed (title, position, …): refresh the site data before emitting metadata.
          await reloadInDev();
          doc = site!.docsByFile.get(file) ?? doc;
        }
      }
      let out = await docModule({
        file,
        body,
        doc,
        site: site!,
        siteDir,
        compiler,
        onWarning: options.onWarning,
      });
      if (server) {
        const permalink = site!.pageMetadata.get(file)?.permalink;
        out += `if (import.meta.hot) { import.meta.hot.accept((mod) => { if (mod) window.dispatchEvent(new CustomEvent('docs:hmr', { detail: { permalink: ${JSON.stringify(permalink)}, mod } })); }); }\n`;
      } else report(DOC_MODULE + file, out);
      return { code: out, map: null };
    },
  };
}
