// The dev server: Vite with hot reload, every page rendered on the server on request.
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer, type Logger, type ViteDevServer } from 'vite';
import { isBuildError, formatDiagnostic } from '../plugins/diagnostics.js';
import { loadSite } from '../plugins/loadSite.js';
import { colorModeScript } from '../plugins/output/colorModeScript.js';
import { renderHtmlDocument } from '../plugins/output/htmlTemplate.js';
import { errorPageHtml, reloadErrorPages } from '../plugins/dev/errorPage.js';
import { devPageStyles } from '../plugins/dev/pageStyles.js';
import { withWriterErrors } from '../plugins/dev/writerErrors.js';
import { dropUnheardMessages, heldReloadMessage, holdFullReloads } from '../plugins/dev/hotOnly.js';
import {
  CLIENT_ENTRY,
  SERVER_ENTRY,
  createViteConfig,
  type DevPolling,
} from '../plugins/viteConfig.js';
import type { RenderResult } from '../src/shared/renderResult.js';
import type { SiteData } from '../plugins/loadSite.js';
import type { SiteHead } from '../plugins/pages/siteHead.js';
import { pageHeadOfSite } from '../plugins/lifecycle/htmlHead.js';
import { hooksOf } from '../plugins/lifecycle/generatorHooks.js';
import { devLogger } from './devLogger.js';
import { listen } from './listen.js';

const APP_MARKER = '<!--docs-dev-app-html-->';

/**
 * What a site adds to every page, as the build writes it (plugins/stages/prerender.ts): its
 * config's `headTags`, `scripts`, `stylesheets` and metadata, its plugins' `injectHtmlTags`, the
 * plugins' head tags (the blog's feed links).
 */
const pageExtras = new WeakMap<SiteData, { head: SiteHead; headTags: string[] }>();
export function pageExtrasOf(site: SiteData): { head: SiteHead; headTags: string[] } {
  let extras = pageExtras.get(site);
  if (!extras) {
    const head = pageHeadOfSite(site);
    const headTags = hooksOf(site.plugins?.result.plugins, 'headTagsOf').flatMap((h) =>
      h(site.siteConfig),
    );
    pageExtras.set(site, (extras = { head, headTags }));
  }
  return extras;
}

/**
 * The modules the route table loads for the route at `routePath` (none for a page of no route):
 * its module, and those its plugin adds (the blog's listed posts'), as the build's page links
 * their stylesheets (plugins/stages/prerender.ts).
 */
function routeModulesOf(site: SiteData, routePath: string | undefined): string[] {
  const route = routePath === undefined ? undefined : site.routes.find((r) => r.path === routePath);
  if (!route) return [];
  const added = hooksOf(site.plugins?.result.plugins, 'routeModulesOf').flatMap((h) => h(route));
  return [...new Set([route.module, ...added])];
}

/**
 * Vite's dev transform of a page (`transform`: its client script, the React refresh preamble) with
 * the page's own URLs kept: Vite puts the base URL in front of every root-absolute `href`/`src` it
 * reads, so the head's URLs already under a base URL other than `/` (a `--locale fr` site's `/fr/`,
 * a site's `baseUrl`) go to it without the base, and the rendered app (`appHtml`: its images and
 * links are the page's) is held back while it runs.
 */
export async function transformDevHtml(
  html: string,
  appHtml: string,
  baseUrl: string,
  transform: (html: string) => Promise<string>,
): Promise<string> {
  const at = appHtml ? html.indexOf(appHtml) : -1;
  let held = at < 0 ? html : html.slice(0, at) + APP_MARKER + html.slice(at + appHtml.length);
  if (baseUrl !== '/') {
    const headEnd = held.indexOf('</head>');
    const head = held
      .slice(0, headEnd)
      .replaceAll(/(\s(?:href|src)=")([^"]*)"/g, (all, attr, value: string) =>
        value.startsWith(baseUrl) ? `${attr}/${value.slice(baseUrl.length)}"` : all,
      );
    held = head + held.slice(headEnd);
  }
  const transformed = await transform(held);
  return at < 0 ? transformed : transformed.replace(APP_MARKER, () => appHtml);
}

/**
 * A page that did not render (a doc that does not compile, a component that throws), on the
 * terminal as an `[ERROR]` with its position and hint, as on the page the browser gets; once for
 * an error Vite has logged already.
 */
function reportRenderError(logger: Logger, url: string, e: unknown, siteDir: string): void {
  if (e instanceof Error && logger.hasErrorLogged(e)) return;
  const text = isBuildError(e)
    ? e.diagnostics.map((d) => formatDiagnostic(d, { cwd: siteDir })).join('\n\n')
    : e instanceof Error
      ? (e.stack ?? e.message)
      : String(e);
  logger.error(`${url} did not render:\n${text}`, e instanceof Error ? { error: e } : {});
}

/**
 * What reloads the open pages: a reload or error no page hears is dropped, not kept for the next
 * page to connect; with `--hot-only`, none is sent, the terminal says so (hotOnly.ts). Returns the
 * error pages' reloader (errorPage.ts).
 */
function filterPageReloads(vite: ViteDevServer, logger: Logger, hotOnly = false) {
  dropUnheardMessages(vite.ws);
  if (!hotOnly) return reloadErrorPages(vite);
  holdFullReloads(vite.ws, (path) => logger.warn(heldReloadMessage(path)));
  return reloadErrorPages(vite, () => logger.warn(heldReloadMessage(undefined)));
}

/** The docs plugin's dev-server API (plugins/index.ts), as the page handler reads it. */
function docsPluginOf(vite: ViteDevServer) {
  return vite.config.plugins.find((p) => p.name === 'docs') as
    | {
        api?: {
          currentSite?: () => Promise<SiteData>;
          warmUp?: () => Promise<void>;
          loadError?: () => Promise<Error | undefined>;
        };
      }
    | undefined;
}

export async function startDevServer(opts: {
  siteDir: string;
  port: number;
  host: string;
  /** A Docusaurus site's locale to show, under its base URL (`/fr/`), as `docusaurus start --locale`. */
  locale?: string;
  /**
   * Where Vite's and the docs plugin's messages go (the command line's, with Docusaurus's
   * `[WARNING]`/`[ERROR]` prefixes, otherwise: devLogger.ts): a test reads them.
   */
  logger?: Logger;
  /**
   * Vite's cache (its pre-bundled dependencies), instead of the `node_modules/.vite` of the site's
   * package: two dev servers of sites in one package (the tests' copies) would replace each
   * other's pre-bundling.
   */
  cacheDir?: string;
  /** `--poll [ms]`: the watchers poll (viteConfig.ts devWatchOptions). */
  polling?: DevPolling;
  /** `--hot-only`: no full reload of the page when a change cannot be applied hot (hotOnly.ts). */
  hotOnly?: boolean;
}) {
  const site = await loadSite({
    siteDir: opts.siteDir,
    production: false,
    ...(opts.locale ? { locale: { name: opts.locale, localize: true } } : {}),
  });
  const { siteConfig } = site;
  const logger = opts.logger ?? devLogger();
  // The site's warnings (a config option, a sidebar's unknown doc, a duplicate route), as the
  // build's summary and `docusaurus start` print them; a reload prints those it adds (reloadSite.ts).
  for (const w of site.warnings) logger.warn(formatDiagnostic(w, { cwd: site.siteDir }));
  const themeScripts = new WeakMap<SiteData, string>();
  const themeScriptOf = (s: SiteData) => {
    let script = themeScripts.get(s);
    if (script === undefined)
      themeScripts.set(s, (script = colorModeScript(s.siteConfig.colorMode)));
    return script;
  };
  let warmedUp = false;
  const http = createHttpServer((req, res) => {
    // The base URL without its slash (`/sub` of `/sub/`) is the home page: sent there (the
    // client's routes are under `/sub/`; rendered as it was, the page was empty).
    const asked = new URL(req.url ?? '/', 'http://x');
    if (siteConfig.baseUrl !== '/' && asked.pathname === siteConfig.baseUrl.replace(/\/$/, '')) {
      res.writeHead(302, { Location: siteConfig.baseUrl + asked.search }).end();
      return;
    }
    vite.middlewares(req, res, async () => {
      // The URL as requested: Vite's base middleware has taken a base URL other than `/` off
      // `req.url` (a `--locale fr` site's `/fr/`, a site's `baseUrl`), the page's own path keeps it.
      const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? '/';
      const docs = docsPluginOf(vite);
      try {
        // The site failed to load again after an edit (plugins/dev/reloadSite.ts): its error,
        // not a page of the stale site data (a renamed doc's new path was not found).
        const loadError = await docs?.api?.loadError?.();
        if (loadError) throw loadError;
        const server = (await vite.ssrLoadModule(SERVER_ENTRY)) as {
          render: (u: string, o: { throwOnError: boolean }) => Promise<RenderResult>;
        };
        const result = await server.render(url, { throwOnError: true });
        const path = new URL(url, 'http://x').pathname;
        // The site as it is now: an edit of its config reloads it (plugins/dev/reloadSite.ts), and
        // the page's <title> and colour-mode script are the new config's, as its render is.
        const current = (await docs?.api?.currentSite?.()) ?? site;
        const { head, headTags } = pageExtrasOf(current);
        const html = renderHtmlDocument({
          siteConfig: current.siteConfig,
          pathname: path,
          head:
            head.image && !result.head.image ? { ...result.head, image: head.image } : result.head,
          appHtml: result.html,
          themeScript: themeScriptOf(current),
          assets: { css: [], entry: `/@fs${CLIENT_ENTRY}`, preloads: [] },
          ...(headTags.length ? { headTags } : {}),
          siteHead: head.tags,
          siteMetadata: head.metadata,
          ...(head.preBody ? { preBodyTags: head.preBody } : {}),
          ...(head.postBody ? { postBodyTags: head.postBody } : {}),
          docusaurus: current.docusaurus !== undefined,
        });
        // The page's stylesheets in its HTML, so that its first paint is styled (pageStyles.ts);
        // without them (an error finding them) the browser's modules inject them, as before.
        const styles = await devPageStyles(
          vite,
          `/@fs${CLIENT_ENTRY}`,
          routeModulesOf(current, result.routePath),
        ).catch(() => '');
        const transformed = (
          await transformDevHtml(html, result.html, siteConfig.baseUrl, (h) =>
            vite.transformIndexHtml(url, h),
          )
        ).replace('</head>', () => `${styles}</head>`);
        res
          .writeHead(result.status, { 'Content-Type': 'text/html; charset=utf-8' })
          .end(transformed);
        if (!warmedUp) {
          warmedUp = true;
          setTimeout(() => void docs?.api?.warmUp?.(), 0);
        }
      } catch (e) {
        vite.ssrFixStacktrace(e as Error);
        const text = isBuildError(e)
          ? e.diagnostics
              .map((d) => formatDiagnostic(d, { color: false, cwd: site.siteDir }))
              .join('\n\n')
          : String((e as Error).stack ?? e);
        reportRenderError(logger, url, e, site.siteDir);
        errorPages.served();
        res
          .writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' })
          .end(errorPageHtml(text, vite.config.base, opts.hotOnly));
      }
    });
  });
  const config = createViteConfig({
    siteDir: site.siteDir,
    target: 'dev',
    baseUrl: siteConfig.baseUrl,
    site,
    ...(opts.polling ? { polling: opts.polling } : {}),
    ...(opts.hotOnly ? { hotOnly: true } : {}),
  });
  const vite = await createViteServer({
    ...config,
    // A doc that does not compile: its site-relative file, position and hint, no internal frame.
    plugins: withWriterErrors(config.plugins ?? [], site.siteDir),
    server: { ...config.server, middlewareMode: true, hmr: { server: http } },
    appType: 'custom',
    customLogger: logger,
    ...(opts.cacheDir ? { cacheDir: opts.cacheDir } : {}),
  });
  const errorPages = filterPageReloads(vite, logger, opts.hotOnly);
  try {
    await listen(http, opts.port, opts.host);
  } catch (e) {
    await vite.close();
    throw e;
  }
  // The address to open: the site's base URL on the port bound (`--port 0` picks one), with the
  // locale's prefix of `--locale fr` (`/fr/`), as `docusaurus start` prints it.
  const bound = http.address();
  const port = bound && typeof bound === 'object' ? bound.port : opts.port;
  const url = `http://${opts.host}:${port}${siteConfig.baseUrl}`;
  return { http, vite, url };
}
