// The dev server: Vite with hot reload, every page rendered on the server on request.
import { createServer as createHttpServer } from 'node:http';
import { createServer as createViteServer } from 'vite';
import { isBuildError, formatDiagnostic } from '../plugins/diagnostics.js';
import { loadSite } from '../plugins/loadSite.js';
import { colorModeScript } from '../plugins/output/colorModeScript.js';
import { renderHtmlDocument, escapeHtml } from '../plugins/output/htmlTemplate.js';
import { CLIENT_ENTRY, SERVER_ENTRY, createViteConfig } from '../plugins/viteConfig.js';
import type { RenderResult } from '../src/shared/renderResult.js';

export async function startDevServer(opts: {
  siteDir: string;
  port: number;
  host: string;
  /** A Docusaurus site's locale to show, under its base URL (`/fr/`), as `docusaurus start --locale`. */
  locale?: string;
}) {
  const site = await loadSite({
    siteDir: opts.siteDir,
    production: false,
    ...(opts.locale ? { locale: { name: opts.locale, localize: true } } : {}),
  });
  const { siteConfig } = site;
  const themeScript = colorModeScript(siteConfig.colorMode);
  let warmedUp = false;
  const http = createHttpServer((req, res) => {
    vite.middlewares(req, res, async () => {
      const url = req.url ?? '/';
      try {
        const server = (await vite.ssrLoadModule(SERVER_ENTRY)) as {
          render: (u: string, o: { throwOnError: boolean }) => Promise<RenderResult>;
        };
        const result = await server.render(url, { throwOnError: true });
        const path = new URL(url, 'http://x').pathname;
        const html = renderHtmlDocument({
          siteConfig,
          pathname: path,
          head: result.head,
          appHtml: result.html,
          themeScript,
          assets: { css: [], entry: `/@fs${CLIENT_ENTRY}`, preloads: [] },
        });
        const transformed = await vite.transformIndexHtml(url, html);
        res
          .writeHead(result.status, { 'Content-Type': 'text/html; charset=utf-8' })
          .end(transformed);
        if (!warmedUp) {
          warmedUp = true;
          const docs = vite.config.plugins.find((p) => p.name === 'docs') as
            { api?: { warmUp?: () => Promise<void> } } | undefined;
          setTimeout(() => void docs?.api?.warmUp?.(), 0);
        }
      } catch (e) {
        vite.ssrFixStacktrace(e as Error);
        const text = isBuildError(e)
          ? e.diagnostics.map((d) => formatDiagnostic(d, { color: false })).join('\n\n')
          : String((e as Error).stack ?? e);
        res
          .writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' })
          .end(
            `<!DOCTYPE html><html><head><title>Build error</title><script type="module" src="/@vite/client"></script></head><body><pre style="white-space:pre-wrap;padding:1rem">${escapeHtml(text)}</pre></body></html>`,
          );
      }
    });
  });
  const config = createViteConfig({
    siteDir: site.siteDir,
    target: 'dev',
    baseUrl: siteConfig.baseUrl,
    site,
  });
  const vite = await createViteServer({
    ...config,
    server: { ...config.server, middlewareMode: true, hmr: { server: http } },
    appType: 'custom',
  });
  await new Promise<void>((r) => http.listen(opts.port, opts.host, () => r()));
  return { http, vite };
}
