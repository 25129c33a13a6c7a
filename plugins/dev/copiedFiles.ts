// The dev server's files of configureWebpack's copy plugins (plugins/lifecycle/webpackCopy.ts),
// as webpack's dev server serves a copy plugin's assets: a request under the base URL for a
// copied file's path gets the file (after its pattern's `transform`). A file of the static
// folders (Vite's public folder) wins, as in the build. The patterns are matched again when a
// request finds nothing and the last match is a second old, so a file built while the server
// runs (the playground bundle a package builds) is served without a restart.
import mime from 'mime-types';
import type { Plugin } from 'vite';
import {
  copiedContent,
  pluginCopies,
  type CopiedFile,
  type PluginCopies,
} from '../lifecycle/webpackCopy.js';
import { findStaticFile } from '../staticDirectories.js';

export function copiedFilesPlugin(params: {
  copies: PluginCopies[];
  baseUrl: string;
  /** The output folder the copies' absolute `to` are relative to (the plugins' `outDir`). */
  outDir: string;
  /** The static folders: their files win over copies, as in the build's output. */
  staticDirs: string[];
}): Plugin {
  const { copies, baseUrl, outDir, staticDirs } = params;
  let files: Map<string, CopiedFile> = new Map();
  let matchedAt = 0;
  const match = async () => {
    matchedAt = Date.now();
    files = await pluginCopies(copies, outDir, () => false);
  };
  return {
    name: 'docs:copied-files',
    apply: 'serve',
    async configureServer(server) {
      // A pattern that matches nothing is said once, as the build would stop on it.
      await match().catch((e: Error) => server.config.logger.warn(e.message));
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        } catch {
          return next();
        }
        if (!pathname.startsWith(baseUrl)) return next();
        const target = pathname.slice(baseUrl.length);
        if (target.split('/').includes('..') || findStaticFile(staticDirs, `/${target}`))
          return next();
        const serve = async () => {
          if (!files.has(target) && Date.now() - matchedAt > 1000) await match();
          const copy = files.get(target);
          if (!copy) return next();
          res.setHeader('Content-Type', mime.contentType(target.split('/').pop()!) || 'text/plain');
          res.setHeader('Cache-Control', 'no-cache');
          if (req.method === 'HEAD') return void res.end();
          res.end(await copiedContent(copy));
        };
        serve().catch(next);
      });
    },
  };
}
