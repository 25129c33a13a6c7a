// The dev server: Vite with hot reload, every page rendered on the server on request.
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createServer as createViteServer } from 'vite';
import { BuildError, isBuildError, formatDiagnostic } from '../plugins/diagnostics.js';
import { loadSite } from '../plugins/loadSite.js';
import { colorModeScript } from '../plugins/output/colorModeScript.js';
import { renderHtmlDocument, escapeHtml } from '../plugins/output/htmlTemplate.js';
import {
  CLIENT_ENTRY,
  PACKAGE_ROOT,
  SERVER_ENTRY,
  createViteConfig,
} from '../plugins/viteConfig.js';
import type { RenderResult } from '../src/shared/renderResult.js';

/**
 * The dev server loads a page's imports (React, MDX's runtime) the way Node does, from the site's
 * folder up: a site outside any folder where they are installed cannot be served. Says so before
 * starting, instead of a failure on every page. (`build` bundles them and works from anywhere.)
 */
export function checkDevDependencies(siteDir: string): void {
  try {
    createRequire(join(siteDir, 'package.json')).resolve('react');
  } catch {
    throw new BuildError({
      file: siteDir,
      severity: 'error',
      message:
        'the dev server cannot serve a site from this folder: React does not resolve from it (no node_modules with react here or in a folder above)',
      hint: `put the site inside ${PACKAGE_ROOT} (e.g. next to docs/), or run \`npm install\` for this generator in a folder above the site; \`build\` works from here as it is`,
    });
  }
}

export async function startDevServer(opts: { siteDir: string; port: number; host: string }) {
  checkDevDependencies(opts.siteDir);
  const site = await loadSite({ siteDir: opts.siteDir, production: false });
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
