// The dev server's static folders beyond the one Vite serves itself (its `publicDir`, the first
// that exists; plugins/staticDirectories.ts): a request under the base URL for a file of one of
// them gets that file, the first folder holding it winning, as in the build's output.
import { createReadStream } from 'node:fs';
import mime from 'mime-types';
import type { Plugin } from 'vite';
import { findStaticFile } from '../staticDirectories.js';

export function staticDirectoriesPlugin(params: {
  /** Every static folder in order, the one Vite serves included. */
  staticDirs: string[];
  /** The folder Vite serves (its `publicDir`), if any. */
  publicDir: string | undefined;
  baseUrl: string;
}): Plugin {
  const { staticDirs, publicDir, baseUrl } = params;
  const served = staticDirs.slice(staticDirs.indexOf(publicDir ?? '') + 1);
  return {
    name: 'docs:static-directories',
    apply: 'serve',
    configureServer(server) {
      if (!served.length) return;
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        let pathname: string;
        try {
          pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        } catch {
          return next(); // a malformed escape: not a file of ours
        }
        if (!pathname.startsWith(baseUrl) || pathname.includes('\0')) return next();
        const sitePath = '/' + pathname.slice(baseUrl.length);
        // The folder Vite serves comes first; then ours, in order.
        if (publicDir && findStaticFile([publicDir], sitePath)) return next();
        const file = sitePath.split('/').includes('..')
          ? undefined
          : findStaticFile(served, sitePath);
        if (!file) return next();
        res.setHeader('Content-Type', mime.contentType(file.split('/').pop()!) || 'text/plain');
        res.setHeader('Cache-Control', 'no-cache');
        if (req.method === 'HEAD') return void res.end();
        createReadStream(file).pipe(res);
      });
    },
  };
}
