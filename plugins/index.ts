// docsPlugin(): the Vite adapter. It wires the generator to Vite's hooks: the module code comes
// from plugins/routes/virtualModules.ts, the dev server's pieces from plugins/dev/.
import { join, resolve, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { VIRTUAL_CONTENT_COMPONENTS, VIRTUAL_THEME_CSS } from '../src/shared/constants.js';
import { assertContentComponentsResolve } from './builtins/contentComponents.js';
import { hmrCode, reloadStaleDocs } from './dev/hmr.js';
import { frontMatterChanged, titleInputsChanged } from './dev/frontMatterChanged.js';
import { pluginWatchTargets } from './lifecycle/watch.js';
import { hooksOf } from './lifecycle/generatorHooks.js';
import { createSiteReloader, notifySidebar, reloadsOnEdit, RESOLVED } from './dev/reloadSite.js';
import { createDevSearch } from './dev/searchMiddleware.js';
import { warmUpCompile } from './dev/warmUp.js';
import { watchDocsFolder, type DocsWatcher } from './dev/watchDocs.js';
import { formatDiagnostic, type Diagnostic } from './diagnostics.js';
import { parseFrontMatter } from './docs/frontMatter.js';
import { loadSite, type SiteData } from './loadSite.js';
import { routeModulesOf } from './builtins/routeModules.js';
import { createDocCompiler, type DocCompiler } from './mdx/compileDoc.js';
import { compilesAsModule } from './mdx/partials.js';
import { THEME_MODULES } from './mdx/remarkThemeImports.js';
import {
  DOC_MODULE_PREFIX,
  VIRTUAL_THEME_PREFIX,
  docModuleSource,
  isVirtualModuleId,
  productionRoutesSource,
  themeStylesheet,
  virtualModuleSource,
  type RouteTableFiles,
} from './routes/virtualModules.js';
import { localeInputFolders } from './i18n/localeBuildInputs.js';
import { localeRequestOf } from './i18n/loadLocale.js';
import { sharedClientReaderOf, sharesLocaleBundle } from './i18n/sharedBundle.js';
import { docSetsOf, docsInputFilesOf } from './builtins/docsViews.js';
import { claimedByPlugin, markdownPageOf, pageMetadataOf } from './lifecycle/markdownPages.js';

/** Per loaded site: whether its component options' modules resolve (contentComponents.ts). */
const componentsChecked = new WeakMap<object, Promise<void>>();
/**
 * The site, once its component options are checked (every virtual module's load waits on it): one
 * naming no module stops the build at the option, before any module imports it.
 */
async function resolvedComponents(
  s: SiteData,
  resolveId: (request: string, importer: string) => Promise<{ id: string } | null>,
): Promise<SiteData> {
  let checked = componentsChecked.get(s);
  if (!checked) {
    checked = assertContentComponentsResolve(s, RESOLVED + VIRTUAL_CONTENT_COMPONENTS, resolveId);
    componentsChecked.set(s, checked);
  }
  await checked;
  return s;
}

export type { RouteTableFiles } from './routes/virtualModules.js';

export interface DocsPluginOptions {
  siteDir: string;
  production: boolean;
  /** Site data loaded by the caller (the build loads once and shares it between bundles). */
  site?: SiteData;
  compiler?: DocCompiler;
  /** Called with warnings produced while compiling (grouped by the build summary). */
  onWarning?: (w: Diagnostic) => void;
  /**
   * Production: the route table the build wrote as files (plugins/stages/pages.ts): its version,
   * bucket count and the routes whose pages are bundled (the others are standalone).
   */
  routeTable?: () => Promise<RouteTableFiles>;
  /**
   * Production: called with the code this plugin gives the bundle, by id (a virtual module's id,
   * or `doc:` and a doc's file): the build records what a bundle was made from
   * (plugins/output/bundleReuse.ts), and `regenerateBundleModule` gives the same code again.
   */
  onGenerated?: (id: string, code: string) => void;
  /** The dev server's `--hot-only`: a blog post's edit does not reload its page (plugins/dev/hmr.ts). */
  hotOnly?: boolean;
}

/** The folders and data files of the plugins' content (the blogs': plugins/builtins/blogPlugin.ts). */
function contentInputs(s: SiteData): { dirs: string[]; files: string[] } {
  const watched = hooksOf(s.plugins?.result.plugins, 'watchedOf').map((watchedOf) => watchedOf());
  return { dirs: watched.flatMap((w) => w.dirs), files: watched.flatMap((w) => w.files) };
}

/**
 * The loaded site's content folders, as its plugins give them (each docs version's folder, each
 * blog's), the outermost only: the dev server watches them itself (plugins/dev/watchDocs.ts),
 * and Vite's watcher leaves them out (viteConfig.ts).
 */
export function contentFoldersOf(s: SiteData): string[] {
  const dirs = [...new Set([...docSetsOf(s).map((set) => set.docsDir), ...contentInputs(s).dirs])];
  return dirs.filter((d) => !dirs.some((o) => d.startsWith(o + sep))).sort();
}

/**
 * The file whose page module `id` asks for, when it asks for one: a `.md`/`.mdx` file, not its
 * text (`./x.md?raw`, webpack's `!!raw-loader!./x.md`: Vite's string, as Ory's changelog list
 * reads its docs) or another of Vite's queries; or a module a plugin gives under an id of its own
 * (a blog post's excerpt is its file with a query: `markdownPagesOf`'s `byFile`).
 */
export function markdownPageRequest(s: SiteData, id: string): string | undefined {
  const [file, query] = id.split('?') as [string, string | undefined];
  if (!MARKDOWN_FILE.test(file)) return undefined;
  if (query !== undefined && markdownPageOf(s, id)) return id;
  return compilesAsModule(query) ? file : undefined;
}

const MARKDOWN_FILE = /\.mdx?$/i;

const pageFileTests = new WeakMap<SiteData, ((file: string) => boolean)[]>();

/**
 * Whether `file` is, or would be, a page of one of the site's plugins by its path: a doc or a
 * blog post (claimedByPlugin), a page of a pages folder (`src/pages/`, React or Markdown).
 */
export function isSitePageFile(s: SiteData, file: string): boolean {
  let tests = pageFileTests.get(s);
  if (!tests)
    pageFileTests.set(
      s,
      (tests = hooksOf(s.plugins?.result.plugins, 'isPageFileOf').map((of) => of())),
    );
  return claimedByPlugin(s, file) || tests.some((test) => test(file));
}

/** Reloads the site data when a file that shapes the whole site changes, or a doc comes or goes. */
function watchSiteInputs(
  s: ViteDevServer,
  siteDir: string,
  ensureSite: () => Promise<SiteData>,
  currentSite: () => SiteData | undefined,
  reloadInDev: () => Promise<void>,
): void {
  // The content folders of the loaded site (every docs version's folder, of every docs instance),
  // the blogs' folders too: a post, authors.yml or tags.yml that comes, goes or changes reloads.
  let watchedDocs = currentSite() ? contentFoldersOf(currentSite()!) : [];
  // The plugins' data files (a blog's authors.yml and tags.yml, a locale's own, read first, in
  // `i18n/<locale>/`: one that comes or goes changes which is read).
  let dataFiles: string[] = [];
  // Docusaurus plugins' modules and getPathsToWatch (plugins/lifecycle/watch.ts).
  let pluginInputs = pluginWatchTargets(siteDir, undefined);
  void ensureSite().then(
    (loaded) => {
      const inputs = contentInputs(loaded);
      watchedDocs = [...docSetsOf(loaded).map((set) => set.docsDir), ...inputs.dirs];
      dataFiles = inputs.files;
      pluginInputs = pluginWatchTargets(siteDir, loaded.plugins);
      if (pluginInputs.paths.length) s.watcher.add(pluginInputs.paths);
    },
    () => undefined,
  );
  // The locale's translations (code.json, the theme's navbar.json and footer.json, a docs
  // version's or blog's JSON): Docusaurus's dev server watches its whole `i18n/<locale>/`.
  const isTranslationFile = (file: string) =>
    /\.json$/i.test(file) &&
    localeInputFolders(currentSite() ?? {}).some((dir) => file.startsWith(dir + sep));
  const onAddOrRemove = (file: string) => {
    if (
      watchedDocs.some((dir) => file.startsWith(dir + sep)) ||
      dataFiles.includes(file) ||
      isTranslationFile(file) ||
      // A page of `src/pages/` (its folder is Vite's to watch): a route that comes or goes.
      (currentSite() !== undefined && isSitePageFile(currentSite()!, file))
    )
      void reloadInDev();
  };
  // An edited doc is handled by its transform (which reloads the site data only when the front
  // matter changed); here the files that shape the whole site trigger a reload, and a doc whose
  // front matter changed (its transform runs only if a page shows it).
  const onChange = (file: string) => {
    if (
      file === currentSite()?.configFile ||
      (currentSite() && docsInputFilesOf(currentSite()!).includes(file)) ||
      dataFiles.includes(file) ||
      pluginInputs.matches(file) ||
      isTranslationFile(file) ||
      (watchedDocs.some((dir) => file.startsWith(dir + sep)) && !/\.mdx?$/i.test(file)) ||
      // A doc's title or position: its neighbours' previous/next, even with the doc not open.
      frontMatterChanged(currentSite(), file)
    )
      void reloadInDev();
  };
  s.watcher.on('add', onAddOrRemove);
  s.watcher.on('unlink', onAddOrRemove);
  s.watcher.on('change', onChange);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * The imports the docs plugin's resolveId may answer for `site`: the virtual modules
 * (`virtual:docs/…`, isVirtualModuleId and the locale readers), the theme's MDX modules
 * (THEME_MODULES) and the route modules of the site's plugins (their declared prefixes).
 */
export function resolvedIds(site: SiteData): RegExp {
  const exact = Object.keys(THEME_MODULES).map((m) => `${escapeRegExp(m)}$`);
  const prefixes = routeModulesOf(site).prefixes.map(escapeRegExp);
  return new RegExp(`^(?:virtual:docs/|${[...exact, ...prefixes].join('|')})`);
}

/**
 * The docs plugin's resolveId: its virtual modules, the theme's MDX modules, the plugins' route
 * modules. A production build's site is never reloaded: the ids it resolves are known
 * (resolvedIds) and Rolldown calls the handler for no other import. The dev server's: every import.
 */
function resolveHook(
  options: DocsPluginOptions,
  currentSite: () => SiteData | undefined,
  ensureSite: () => Promise<SiteData>,
): Plugin['resolveId'] {
  return {
    ...(options.production && options.site ? { filter: { id: resolvedIds(options.site) } } : {}),
    async handler(id, _importer, resolveOptions) {
      const site = currentSite();
      if (id === VIRTUAL_THEME_CSS) return RESOLVED + id;
      // Locales built together share one client bundle: it reads the locale's config and route
      // table from the page (plugins/i18n/sharedBundle.ts); the server bundle imports them.
      if (options.production && !resolveOptions?.ssr && site && sharesLocaleBundle(site)) {
        const reader = sharedClientReaderOf(id);
        if (reader) return RESOLVED + reader;
      }
      // `import Tabs from '@theme/Tabs'`, as in Docusaurus: the theme's module (remarkThemeImports.ts).
      if (Object.hasOwn(THEME_MODULES, id)) return RESOLVED + VIRTUAL_THEME_PREFIX + id;
      // The plugins' route modules: the ids the site's plugins declare (routeModules.ts).
      const routeModules = routeModulesOf(site ?? (await ensureSite()));
      return isVirtualModuleId(id, routeModules) ? RESOLVED + id : undefined;
    },
  };
}

/**
 * Vite's watcher skips the content folders of the site it was configured with (viteConfig.ts):
 * these report their events to it. A watcher that polls (`start --poll`) polls them itself
 * (viteConfig.ts devWatchOptions); a folder outside the site's is added to it.
 */
function watchContentFolders(
  server: ViteDevServer,
  configured: SiteData | undefined,
): (DocsWatcher | undefined)[] {
  const folders = configured ? contentFoldersOf(configured) : [];
  if (server.config.server.watch?.usePolling !== true)
    return folders.map((dir) => watchDocsFolder(dir, server.watcher));
  server.watcher.add(folders);
  return [];
}

/** What the dev server asks of the docs plugin (scripts/start.ts). */
function devServerApi(
  siteDir: string,
  ensureSite: () => Promise<SiteData>,
  loadError: () => Promise<Error | undefined>,
) {
  return {
    /** The site as the dev server now has it (reloaded after an edit of its config or content). */
    currentSite: ensureSite,
    /** The build error the site's last reload failed with (reloadSite.ts), if any. */
    loadError,
    /**
     * The first compile in a process loads the MDX pipeline and Shiki (a few hundred ms at
     * 10,000 docs): the dev server calls this once its first page is served, so a writer's
     * first save shows as fast as the next ones. Nothing is cached or reported.
     */
    async warmUp(): Promise<void> {
      return warmUpCompile(siteDir, await ensureSite());
    },
  };
}

export function docsPlugin(options: DocsPluginOptions): Plugin {
  const siteDir = resolve(options.siteDir);
  const compiler =
    options.compiler ?? createDocCompiler({ cacheDir: join(siteDir, '.cache', 'mdx') });
  let site: SiteData | undefined = options.site;
  let server: ViteDevServer | undefined;
  let docsWatchers: (DocsWatcher | undefined)[] = [];
  // The code of every virtual module served so far (a reload compares it with the new code).
  const generated = new Map<string, string>();

  // A locale's dev server (`start --locale fr`) reloads that locale.
  const locale = localeRequestOf(options.site);
  const ensureSite = async () =>
    (site ??= await loadSite({ siteDir, production: options.production, locale }));
  const report = (id: string, code: string) => {
    options.onGenerated?.(id, code);
    return code;
  };
  const search = createDevSearch({ currentSite: () => site, ensureSite, compiler });
  const reloader = createSiteReloader({
    server: () => server,
    siteDir,
    generated,
    locale,
    currentSite: () => site,
    // The search index is built again from the new site data.
    onLoaded: (s) => void ((site = s), search.invalidate()),
  });
  return {
    name: 'docs',
    enforce: 'pre',
    api: devServerApi(siteDir, ensureSite, reloader.loadError),
    configureServer(s) {
      server = s;
      s.middlewares.use(search.middleware);
      reloadStaleDocs(s);
      watchSiteInputs(s, siteDir, ensureSite, () => site, reloader.request);
      docsWatchers = watchContentFolders(s, options.site);
    },
    closeBundle() {
      for (const w of docsWatchers) w?.close();
      // A compiler of its own (the dev server's) writes its disk cache out; a given one is its owner's.
      if (!options.compiler) compiler.close();
    },
    // A page's file that went (a doc, a post, a page of `src/pages/`): Vite would send a hot
    // update of its module, which the browser then fails to fetch; the site reload that its
    // removal starts (watchSiteInputs) updates the route table and reloads the open pages once.
    hotUpdate(update) {
      if (update.type === 'delete' && site && isSitePageFile(site, update.file)) return [];
      return undefined;
    },
    resolveId: resolveHook(options, () => site, ensureSite),
    load: {
      // Only the virtual modules resolved above (`\0…`): Rolldown calls the handler for no other.
      filter: { id: /^\0/ },
      async handler(id) {
        if (!id.startsWith(RESOLVED)) return undefined;
        const virtualId = id.slice(1);
        const s = await resolvedComponents(await ensureSite(), (r, i) => this.resolve(r, i));
        if (virtualId === VIRTUAL_THEME_CSS) return report(virtualId, await themeStylesheet(s));
        const production =
          options.routeTable && (await productionRoutesSource(virtualId, s, options.routeTable));
        if (production) return report(virtualId, production);
        const source = virtualModuleSource(virtualId, s);
        if (source !== undefined) {
          report(virtualId, source);
          // Whichever path regenerates a sidebar first (this load or a reload) tells the open pages.
          const before = generated.get(virtualId);
          generated.set(virtualId, source);
          if (before !== undefined && before !== source) notifySidebar(server, virtualId, s);
        }
        return source;
      },
    },
    transform: {
      // A Markdown file (MARKDOWN_FILE): Rolldown calls the handler for no other module.
      filter: { id: /^[^?]*\.mdx?(?:\?|$)/i },
      async handler(code, id) {
        if (!MARKDOWN_FILE.test(id.split('?')[0]!)) return undefined;
        const s = await ensureSite();
        const file = markdownPageRequest(s, id);
        if (file === undefined) return undefined;
        let doc = markdownPageOf(s, file);
        if (!doc) {
          // A file a plugin would take as a page (a new doc or post): the site is loaded again.
          if (!claimedByPlugin(s, file)) return undefined;
          if (server) {
            await reloader.request();
            doc = markdownPageOf(site!, file);
          }
          if (!doc) return undefined;
        }
        const { body: fileBody, frontMatter } = parseFrontMatter(code, file);
        const body = doc.transformBody?.(fileBody) ?? fileBody;
        // A page its plugin reloads rather than updates (a blog post: its list entries are elsewhere).
        const post = reloadsOnEdit(site!, file);
        if (server) {
          search.invalidate(); // an edited page: the next search rebuilds the index
          if (
            titleInputsChanged(doc, frontMatter, fileBody) ||
            // A post's text makes its list entry (excerpt, description, reading time).
            (post && body !== doc.body)
          ) {
            // Front matter changed (title, position, …): refresh the site data before emitting metadata.
            await reloader.request();
            doc = markdownPageOf(site!, file) ?? doc;
          }
        }
        // The dev server's: each on its terminal as it comes (the build's summary groups them).
        const onWarning =
          options.onWarning ??
          (server &&
            ((d: Diagnostic) => server!.config.logger.warn(formatDiagnostic(d, { cwd: siteDir }))));
        let out = await docModuleSource({
          file,
          body,
          doc,
          site: site!,
          siteDir,
          compiler,
          onWarning,
        });
        if (server)
          out += hmrCode({
            file,
            source: code,
            permalink: pageMetadataOf(site!, file)?.permalink,
            reload: post,
            ...(options.hotOnly ? { hotOnly: true } : {}),
          });
        else report(DOC_MODULE_PREFIX + file, out);
        return { code: out, map: null };
      },
    },
  };
}
