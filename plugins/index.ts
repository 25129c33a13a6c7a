// docsPlugin(): the Vite adapter. It wires the stages to Vite's hooks and owns no logic of its own.
import { join, resolve } from 'node:path';
import { watchDocsFolder, type DocsWatcher } from './dev/watchDocs.js';
import type { Plugin, ViteDevServer } from 'vite';
import { VIRTUAL_BUNDLED_PAGES, VIRTUAL_CODE_THEME_CSS, VIRTUAL_INDEX_PREFIX, VIRTUAL_ROUTE_BUCKET_PREFIX, VIRTUAL_ROUTES, VIRTUAL_SIDEBAR_PREFIX, VIRTUAL_SITE_CONFIG } from '../src/shared/constants.js';
import { BuildError, isBuildError } from './diagnostics.js';
import { parseFrontMatter } from './docs/frontMatter.js';
import { loadSite, toClientConfig, type SiteData } from './loadSite.js';
import { SEARCH_ASSETS_DIR, SEARCH_ENTRY_FILE } from '../src/shared/search/indexFormat.js';
import { codeThemeCss } from './mdx/codeTheme.js';
import { getSplitSidebar, routeSidebarParts } from './routes/splitSidebars.js';
import { buildLocalIndex } from './search/buildLocalIndex.js';
import { collectSearchRecords } from './search/collectSearchRecords.js';
import { compileDoc, createDocCompiler, type DocCompiler } from './mdx/compileDoc.js';
import { generateBundledPagesModule, generateIndexModule, generateProductionRoutesModule, generateRouteBucketModule, generateRoutesModule, generateSidebarModule, generateSiteConfigModule, generatedIndexModuleId, type RouteSpec } from './routes/generateRoutesModule.js';

export interface DocsPluginOptions {
  siteDir: string;
  production: boolean;
  /** Site data loaded by the caller (the build loads once and shares it between bundles). */
  site?: SiteData;
  compiler?: DocCompiler;
  /** Called with warnings produced while compiling (grouped by the build summary). */
  onWarning?: (w: BuildError['diagnostics'][number]) => void;
  /** Called at the end of a bundle with every module id it loaded (the build records its inputs). */
  onModuleIds?: (ids: string[]) => void;
  /**
   * Production: the route table the build wrote as files (generateProductionRoutesModule): its
   * version, bucket count and the routes whose pages are bundled (the others are standalone).
   */
  routeTable?: () => Promise<RouteTableFiles>;
}

export interface RouteTableFiles {
  version: string;
  bucketCount: number;
  bundled: RouteSpec[];
  /** Page module → its standalone file in the output folder (undefined: bundled). */
  standalone: Map<string, string | undefined>;
}

const RESOLVED = '\0';

/** The sidebar a sidebar module belongs to: "name--3" is a part of "name" (splitSidebars.ts). */
function sidebarNameOf(key: string, s: SiteData): string {
  const sep = key.lastIndexOf('--');
  return sep > 0 && s.sidebars[key] === undefined ? key.slice(0, sep) : key;
}

export function docsPlugin(options: DocsPluginOptions): Plugin {
  const siteDir = resolve(options.siteDir);
  const compiler = options.compiler ?? createDocCompiler({ cacheDir: join(siteDir, '.cache', 'mdx') });
  let site: SiteData | undefined = options.site;
  let server: ViteDevServer | undefined;
  let docsWatcher: DocsWatcher | undefined;
  let devSearchIndex: Promise<Map<string, Uint8Array | string>> | undefined;
  const generated = new Map<string, string>();

  const ensureSite = async () => (site ??= await loadSite({ siteDir, production: options.production }));

  function moduleSource(id: string, s: SiteData): string | undefined {
    if (id === VIRTUAL_ROUTES) return generateRoutesModule(s.routes, Object.keys(s.sidebars));
    if (id.startsWith(VIRTUAL_ROUTE_BUCKET_PREFIX)) {
      return generateRouteBucketModule(s.routes, Number(id.slice(VIRTUAL_ROUTE_BUCKET_PREFIX.length)), (r) => routeSidebarParts(s, r));
    }
    if (id === VIRTUAL_SITE_CONFIG) return generateSiteConfigModule(toClientConfig(s.siteConfig), { hasHomePage: s.routes.some((r) => r.path === '/') });
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
    server.ws.send({ type: 'custom', event: 'docs:sidebar-update', data: { name, items: s.sidebars[name] ?? [] } });
  }

  async function doReload(): Promise<void> {
    if (!server) return;
    devSearchIndex = undefined;
    try {
      site = await loadSite({ siteDir, production: false });
    } catch (e) {
      if (isBuildError(e)) server.ws.send({ type: 'error', err: { message: e.message, stack: '', plugin: 'docs' } });
      return;
    }
    let fullReload = false;
    for (const [id, before] of generated) {
      const after = moduleSource(id, site);
      if (after === before || after === undefined) continue;
      generated.set(id, after);
      const mod = server.moduleGraph.getModuleById(RESOLVED + id);
      if (mod) server.moduleGraph.invalidateModule(mod);
      if (id === VIRTUAL_ROUTES || id === VIRTUAL_SITE_CONFIG || id.startsWith(VIRTUAL_ROUTE_BUCKET_PREFIX)) fullReload = true;
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
        const body = '# Warm-up\n\nA paragraph with `code` and [a link](./x.md).\n\n```js\nconst a = 1;\n```\n';
        return compileDoc({ body, filePath: join(siteDir, 'docs', '.warm-up.mdx'), source: '.warm-up.mdx', staticDir: join(siteDir, 'static'), permalinkBySource: s.permalinkBySource, linksKey: s.linksKey }).then(
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
          const index = buildLocalIndex(pages);
          return new Map<string, Uint8Array | string>([...index.files, [SEARCH_ENTRY_FILE, JSON.stringify(index.entry)]]);
        });
        devSearchIndex.then(
          (files) => {
            const body = files.get(path);
            if (body === undefined) return next();
            res.writeHead(200, { 'Content-Type': path.endsWith('.json') ? 'application/json' : 'application/octet-stream', 'Cache-Control': 'no-store' });
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
        if (file === site?.configFile || file === site?.sidebarsFile || (file.startsWith(watchedDocs) && !/\.mdx?$/i.test(file))) void reloadInDev();
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
    buildEnd() {
      options.onModuleIds?.([...this.getModuleIds()]);
    },
    resolveId(id) {
      if (id === VIRTUAL_CODE_THEME_CSS) return RESOLVED + id;
      if (id === VIRTUAL_ROUTES || id === VIRTUAL_SITE_CONFIG || id === VIRTUAL_BUNDLED_PAGES || id.startsWith(VIRTUAL_ROUTE_BUCKET_PREFIX) || id.startsWith(VIRTUAL_SIDEBAR_PREFIX) || id.startsWith(VIRTUAL_INDEX_PREFIX)) return RESOLVED + id;
      return undefined;
    },
    async load(id, loadOptions) {
      if (!id.startsWith(RESOLVED)) return undefined;
      if (id === RESOLVED + VIRTUAL_CODE_THEME_CSS) return codeThemeCss();
      const s = await ensureSite();
      const virtualId = id.slice(1);
      if (options.routeTable && (virtualId === VIRTUAL_ROUTES || virtualId === VIRTUAL_BUNDLED_PAGES)) {
        // Production: the buckets are files of the build; the server bundle is not told their
        // version (the pre-render sets it), so it does not change when one page does.
        const table = await options.routeTable();
        if (virtualId === VIRTUAL_BUNDLED_PAGES) return generateBundledPagesModule(table.bundled);
        const ssr = loadOptions?.ssr ?? this.environment?.config.consumer === 'server';
        return generateProductionRoutesModule({ sidebarNames: Object.keys(s.sidebars), bucketCount: table.bucketCount, version: ssr ? undefined : table.version, hasBundledPages: table.bundled.length > 0 });
      }
      const source = moduleSource(virtualId, s);
      if (source !== undefined) {
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
        if (!file.startsWith(join(siteDir, 'docs'))) return undefined;
        if (server) {
          await reloadInDev();
          doc = site!.docsByFile.get(file);
        }
        if (!doc) return undefined;
      }
      const { body, frontMatter } = parseFrontMatter(code, file);
      if (server) devSearchIndex = undefined; // an edited page: the next search rebuilds the index
      if (server && JSON.stringify(frontMatter) !== JSON.stringify(doc.frontMatter)) {
        // Front matter changed (title, position, …): refresh the site data before emitting metadata.
        await reloadInDev();
        doc = site!.docsByFile.get(file) ?? doc;
      }
      const compiled = await compiler.compile({
        body,
        filePath: file,
        source: doc.source,
        staticDir: join(siteDir, 'static'),
        permalinkBySource: site!.permalinkBySource,
        linksKey: site!.linksKey,
      });
      for (const w of compiled.warnings) options.onWarning?.(w);
      // A page the build writes as a standalone module has no program of its own (empty `code`); a
      // module that imports it anyway (a custom page, say) gets one compiled here.
      const program = compiled.code || (await compileDoc({ body, filePath: file, source: doc.source, staticDir: join(siteDir, 'static'), permalinkBySource: site!.permalinkBySource })).code;
      const metadata = site!.pageMetadata.get(file);
      let out = `${program}\nexport const metadata = ${JSON.stringify(metadata)};\n`;
      if (server) {
        out += `if (import.meta.hot) { import.meta.hot.accept((mod) => { if (mod) window.dispatchEvent(new CustomEvent('docs:hmr', { detail: { permalink: ${JSON.stringify(metadata?.permalink)}, mod } })); }); }\n`;
      }
      return { code: out, map: null };
    },
  };
}
